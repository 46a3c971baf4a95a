// Filling the gaps (docs/rota.md "Re-planning"): after an absence, only the needs that lost someone
// are open; the rest of the current plan stays, unless a one-hop swap (someone moves from a nearby
// shift to the open one, and a free person takes theirs) is the only way to reach a need's min.
// Stability weighs more than an ideal slot and less than a missing min: nobody else's shift changes
// for a nice-to-have, and at most one for a must-have.
import { prepare } from './hard';
import type { Pair, RotaProblem, RotaProposal } from './model';
import { canTake, deltaOf, fillNeed, proposalOf } from './solve';
import { RotaState } from './soft';

export type GapFill = RotaProposal & { changed: Pair[] };

/** How near (in days) a shift must be to an open need for its person to move there in a swap. */
const SWAP_DAYS = 1;

export function fillGaps(problem: RotaProblem, currentPlan: readonly Pair[], removed: readonly Pair[]): GapFill {
  const w = problem.weights;
  const weights = { ...w, stability: Math.max(w.stability, w.belowIdeal + (w.understaffed - w.belowIdeal) / 2) };
  const instance = prepare({ ...problem, currentPlan: [...currentPlan], weights });
  const state = new RotaState(instance);
  const gone = new Set(removed.map((r) => `${r.needId} ${r.personId}`));
  const open = new Set<number>();
  for (const r of removed) {
    const n = instance.needIndex.get(r.needId);
    const p = instance.personIndex.get(r.personId);
    if (n === undefined) continue;
    open.add(n);
    // The absent person does not come back to the need it left.
    if (p !== undefined) instance.candidates[n] = instance.candidates[n]!.filter((c) => c !== p);
  }
  for (const c of currentPlan) {
    const n = instance.needIndex.get(c.needId);
    const p = instance.personIndex.get(c.personId);
    if (n === undefined || p === undefined || gone.has(`${c.needId} ${c.personId}`)) continue;
    // A pair the new facts make illegal leaves too, and opens its need.
    if (canTake(state, p, n)) state.change(p, n, 1);
    else open.add(n);
  }
  const order = [...open].sort((a, b) => instance.candidates[a]!.length - instance.candidates[b]!.length || a - b);
  for (const n of order) {
    fillNeed(state, n, false);
    while (state.filled(n) < instance.needs[n]!.need.min && swapInto(state, n)) {
      // one more swap
    }
  }
  const proposal = proposalOf(state);
  const kept = new Set(state.pairs().map((a) => `${a.needId} ${a.personId}`));
  return {
    ...proposal,
    changed: currentPlan.filter((c) => !gone.has(`${c.needId} ${c.personId}`) && !kept.has(`${c.needId} ${c.personId}`)),
  };
}

/** One one-hop swap filling a slot of n: q leaves a nearby need b for n, a free r takes b. The least score change wins. */
function swapInto(state: RotaState, n: number): boolean {
  const { instance } = state;
  const day = instance.needs[n]!.day;
  let best: { q: number; b: number; r: number; delta: number } | null = null;
  for (const q of instance.candidates[n]!) {
    for (const b of [...state.needsOf[q]!]) {
      if (Math.abs(instance.needs[b]!.day - day) > SWAP_DAYS || !canTake(state, q, n, b)) continue;
      const before = state.score;
      state.change(q, b, -1);
      state.change(q, n, 1);
      const ranked = instance.candidates[b]!
        .filter((r) => r !== q && !state.needsOf[r]!.has(b))
        .map((r) => ({ r, delta: deltaOf(state, r, b) }))
        .sort((x, y) => x.delta - y.delta || x.r - y.r);
      const r = ranked.find((c) => canTake(state, c.r, b));
      const delta = state.score - before + (r?.delta ?? 0);
      state.change(q, n, -1);
      state.change(q, b, 1);
      state.score = before;
      if (r && delta < 0 && (!best || delta < best.delta)) best = { q, b, r: r.r, delta };
    }
  }
  if (!best) return false;
  state.change(best.q, best.b, -1);
  state.change(best.q, n, 1);
  state.change(best.r, best.b, 1);
  return true;
}
