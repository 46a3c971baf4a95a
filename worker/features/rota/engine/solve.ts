// The engine (docs/rota.md "The engine"): construction by first fit decreasing (the needs with the
// fewest legal candidates first), then local search with late acceptance over four moves (assign,
// unassign, change the person of a slot, swap two people's slots) on a seeded PRNG, every move
// checked against the hard rules before it is kept. The same problem and seed give the same
// proposal as long as the iteration budget, not the time limit, ends the search.
import { dynamicReason, prepare, staticReason, type Instance } from './hard';
import type { Assignment, NeedFill, Reason, RotaProblem, RotaProposal } from './model';
import { breakdown, RotaState } from './soft';

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type SolveOptions = {
  timeLimitMs: number;
  now: () => number;
  /** Local-search moves tried (default 200 per slot of the needs, at least 20 000). */
  iterations?: number;
  onProgress?: (progress: { bestScore: number; elapsedMs: number; fraction: number }) => void;
  /** Asked now and then: true stops the search, keeping the best plan so far. */
  shouldStop?: () => boolean;
};

const PROGRESS_MS = 250;

/** Whether person p may take need n now (static candidates, then overlaps and the labour law); `without` a need it leaves at once. */
export function canTake(state: RotaState, p: number, n: number, without = -1): boolean {
  if (state.needsOf[p]!.has(n)) return false;
  if (!state.instance.candidates[n]!.includes(p)) return false;
  const assigned = without < 0 ? state.needsOf[p]! : [...state.needsOf[p]!].filter((m) => m !== without);
  return dynamicReason(state.instance, p, assigned, n) === null;
}

/** The score change of putting p on n (applied and taken back). */
export function deltaOf(state: RotaState, p: number, n: number): number {
  const before = state.score;
  state.change(p, n, 1);
  const delta = state.score - before;
  state.change(p, n, -1);
  state.score = before;
  return delta;
}

/** Fills need n with the legal candidates of the least score change, while that lowers the score (or, `force`, while any is legal). */
export function fillNeed(state: RotaState, n: number, force: boolean): void {
  const { need } = state.instance.needs[n]!;
  while (state.filled(n) < (force ? need.min : need.ideal)) {
    const ranked = state.instance.candidates[n]!
      .filter((p) => !state.needsOf[p]!.has(n))
      .map((p) => ({ p, delta: deltaOf(state, p, n) }))
      .sort((a, b) => a.delta - b.delta || a.p - b.p);
    const chosen = ranked.find((c) => (force || c.delta < 0) && canTake(state, c.p, n));
    if (!chosen) return;
    state.change(chosen.p, n, 1);
  }
}

/** Puts the current plan's pairs back first (each while it stays legal), then fills the needs hardest first. */
function construct(state: RotaState): void {
  const { instance } = state;
  for (const c of instance.problem.currentPlan) {
    const n = instance.needIndex.get(c.needId);
    const p = instance.personIndex.get(c.personId);
    if (n === undefined || p === undefined) continue;
    if (state.filled(n) < instance.needs[n]!.need.ideal && canTake(state, p, n)) state.change(p, n, 1);
  }
  const order = instance.needs
    .map((info, n) => ({ n, slack: instance.candidates[n]!.length - info.need.min, start: info.startAt }))
    .sort((a, b) => a.slack - b.slack || a.start - b.start || a.n - b.n);
  for (const { n } of order) fillNeed(state, n, false);
}

/** The last pass: every need below its min takes any legal free candidate, whatever the soft rules say. */
export function repair(state: RotaState): void {
  state.instance.needs.forEach((_, n) => fillNeed(state, n, true));
}

type Move = { apply: () => void; undo: () => void; check: () => boolean };

/** Whether p, already put on n in the state, breaks nothing with it (its other needs, fixed shifts, the law). */
const dynamicOk = (state: RotaState, p: number, n: number): boolean =>
  dynamicReason(state.instance, p, [...state.needsOf[p]!].filter((m) => m !== n), n) === null;

/** A random move (not applied yet), or null when the draw gives none. */
function randomMove(state: RotaState, random: () => number): Move | null {
  const { instance } = state;
  const N = instance.needs.length;
  const n = Math.floor(random() * N);
  const info = instance.needs[n]!;
  const on = state.onNeed[n]!;
  const candidates = instance.candidates[n]!;
  const kind = random();
  if (kind < 0.2) {
    if (state.filled(n) >= info.need.ideal || !candidates.length) return null;
    const p = candidates[Math.floor(random() * candidates.length)]!;
    if (state.needsOf[p]!.has(n)) return null;
    return { apply: () => state.change(p, n, 1), undo: () => state.change(p, n, -1), check: () => dynamicOk(state, p, n) };
  }
  if (!on.length) return null;
  const p = on[Math.floor(random() * on.length)]!;
  if (kind < 0.35) {
    // Taking a shift away never breaks a rule (rest only grows, sums only fall).
    return { apply: () => state.change(p, n, -1), undo: () => state.change(p, n, 1), check: () => true };
  }
  if (kind < 0.7) {
    if (!candidates.length) return null;
    const q = candidates[Math.floor(random() * candidates.length)]!;
    if (q === p || state.needsOf[q]!.has(n)) return null;
    return {
      apply: () => {
        state.change(p, n, -1);
        state.change(q, n, 1);
      },
      undo: () => {
        state.change(q, n, -1);
        state.change(p, n, 1);
      },
      check: () => dynamicOk(state, q, n),
    };
  }
  // Swap with a slot of a need nearby in the list (needs are usually listed by date).
  const near = Math.max(0, Math.min(N - 1, n + Math.floor((random() - 0.5) * 24)));
  const m = near === n ? (n + 1) % N : near;
  const onM = state.onNeed[m]!;
  if (!onM.length) return null;
  const q = onM[Math.floor(random() * onM.length)]!;
  if (q === p || state.needsOf[p]!.has(m) || state.needsOf[q]!.has(n)) return null;
  if (!instance.candidates[m]!.includes(p) || !candidates.includes(q)) return null;
  return {
    apply: () => {
      state.change(p, n, -1);
      state.change(q, m, -1);
      state.change(p, m, 1);
      state.change(q, n, 1);
    },
    undo: () => {
      state.change(q, n, -1);
      state.change(p, m, -1);
      state.change(q, m, 1);
      state.change(p, n, 1);
    },
    check: () => dynamicOk(state, p, m) && dynamicOk(state, q, n),
  };
}

/**
 * Late acceptance hill climbing: a move is kept when its score is no worse than the score
 * `HISTORY` moves ago, or than now, and it breaks no hard rule. Answers the best plan seen.
 */
const HISTORY = 400;

function localSearch(state: RotaState, options: SolveOptions, started: number): number[][] {
  const random = mulberry32(state.instance.problem.seed);
  const slots = state.instance.needs.reduce((s, info) => s + info.need.ideal, 0);
  const iterations = options.iterations ?? Math.max(20_000, 200 * slots);
  const history = new Array<number>(HISTORY).fill(state.score);
  let best = state.score;
  let bestPlan: number[][] | null = null;
  let atBest = true;
  let lastProgress = started;
  const snapshot = () => state.onNeed.map((l) => [...l]);
  for (let i = 0; i < iterations; i++) {
    if ((i & 127) === 0) {
      const t = options.now();
      if (t - started >= options.timeLimitMs || options.shouldStop?.()) break;
      if (options.onProgress && t - lastProgress >= PROGRESS_MS) {
        lastProgress = t;
        options.onProgress({ bestScore: best, elapsedMs: t - started, fraction: i / iterations });
      }
    }
    const move = randomMove(state, random);
    if (!move) continue;
    const before = state.score;
    move.apply();
    const score = state.score;
    const slot = i % HISTORY;
    if ((score <= history[slot]! || score <= before) && move.check()) {
      if (score > best && atBest) {
        // Leaving the best plan for a worse one: remember it first.
        move.undo();
        bestPlan = snapshot();
        move.apply();
        atBest = false;
      } else if (score <= best) {
        best = score;
        atBest = true;
      }
    } else {
      move.undo();
      state.score = before;
    }
    history[slot] = state.score;
  }
  return atBest || !bestPlan ? snapshot() : bestPlan;
}

/** The explanation of each need below its ideal: per reason the candidates ruled out. */
export function explain(state: RotaState): NeedFill[] {
  const { instance } = state;
  return instance.needs.map((info, n) => {
    const filled = state.filled(n);
    const fill: NeedFill = { needId: info.need.id, filled, min: info.need.min, ideal: info.need.ideal, unfilled: null };
    if (filled >= info.need.ideal) return fill;
    const ruledOut: Partial<Record<Reason, number>> = {};
    let usedElsewhere = 0;
    let legalFree = 0;
    instance.problem.people.forEach((person, p) => {
      if (state.onNeed[n]!.includes(p)) return;
      const reason: Reason | null = staticOrNull(instance, p, n) ?? dynamicReason(instance, p, state.needsOf[p]!, n);
      if (!reason) {
        legalFree++;
        return;
      }
      ruledOut[reason] = (ruledOut[reason] ?? 0) + 1;
      if (reason === 'already_working' || reason.startsWith('labour_law:')) {
        if (dynamicReason(instance, p, [], n) === null) usedElsewhere++;
      }
    });
    fill.unfilled = { slots: info.need.ideal - filled, ruledOut, usedElsewhere, legalFree };
    return fill;
  });
}

const staticOrNull = (instance: Instance, p: number, n: number): Reason | null => {
  const { need, startAt, endAt } = instance.needs[n]!;
  return staticReason(instance.problem.people[p]!, need, startAt, endAt, instance.problem.law.settings.timeZone);
};

/** The proposal of a state: assignments, fills with their explanations, the score per rule and person. */
export function proposalOf(state: RotaState): RotaProposal {
  const { instance } = state;
  const pairs = state.pairs();
  const assignments: Assignment[] = pairs.map((a) => {
    const info = instance.needs[instance.needIndex.get(a.needId)!]!;
    return { ...a, startAt: info.startAt, endAt: info.endAt };
  });
  const scored = breakdown(instance, pairs);
  const byRule: RotaProposal['score']['byRule'] = {};
  for (const s of scored.people) {
    for (const [rule, v] of Object.entries(s.penalties)) {
      byRule[rule as keyof typeof byRule] = (byRule[rule as keyof typeof byRule] ?? 0) + v;
    }
  }
  return { assignments, needs: explain(state), score: { total: scored.total, staffing: scored.staffing, byRule }, people: scored.people };
}

export function solveRota(problem: RotaProblem, options: SolveOptions): RotaProposal {
  const started = options.now();
  const instance = prepare(problem);
  const state = new RotaState(instance);
  construct(state);
  const plan = localSearch(state, options, started);
  const final = new RotaState(instance);
  plan.forEach((list, n) => list.forEach((p) => final.change(p, n, 1)));
  repair(final);
  options.onProgress?.({ bestScore: final.score, elapsedMs: options.now() - started, fraction: 1 });
  return proposalOf(final);
}
