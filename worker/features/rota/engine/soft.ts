// The soft rules of the rota with their weights (docs/rota.md "Soft rules"), as a state that keeps
// its score up to date move by move: adding or removing one person on one need changes the score
// by what that person, that need and (fairness, crews) a few running sums say, never the whole plan.
// `breakdown` computes the same score from scratch, per person and per rule.
import type { Instance } from './hard';
import type { Pair, PersonSummary, SoftRule } from './model';

const HOUR = 60;

/** The penalty of a need with `filled` people. */
export const needPenalty = (instance: Instance, n: number, filled: number): number => {
  const { need } = instance.needs[n]!;
  const w = instance.problem.weights;
  return w.understaffed * Math.max(0, need.min - filled) + w.belowIdeal * Math.max(0, need.ideal - filled);
};

/** The preference penalty of a person on a need. */
export function preferencePenalty(instance: Instance, p: number, n: number): number {
  const prefs = instance.problem.people[p]!.preferences;
  const info = instance.needs[n]!;
  const w = instance.problem.weights.preference;
  const name = info.need.shiftType.name;
  let penalty = 0;
  if (prefs.avoidedShiftTypes.includes(name)) penalty += w;
  else if (prefs.preferredShiftTypes.length && !prefs.preferredShiftTypes.includes(name)) penalty += w / 2;
  if (prefs.avoidedWeekdays.includes(info.weekday)) penalty += w;
  else if (prefs.preferredWeekdays.length && !prefs.preferredWeekdays.includes(info.weekday)) penalty += w / 2;
  return penalty;
}

/** The contract minutes of a person over the period (minutes per week x days / 7). */
export const contractMinutes = (instance: Instance, p: number): number =>
  Math.round((instance.problem.people[p]!.contractMinutesPerWeek * instance.days) / 7);

/** The running state of a plan: who is on which need, and its score. */
export class RotaState {
  /** Per need, the people the engine put on it. */
  readonly onNeed: number[][];
  /** Per person, the needs the engine gave it. */
  readonly needsOf: Set<number>[];
  /** Per need, the people of fixed shifts covering it. */
  readonly fixedOn: number[];
  readonly minutes: number[];
  readonly counts: number[][];
  private readonly sums = [0, 0, 0];
  private readonly squares = [0, 0, 0];
  private readonly crewIndex: number[];
  /** Per crew x day x shift type, the crewmates on it. */
  private readonly crewCounts: Int32Array;
  private readonly target: number[];
  private readonly current: Set<string>;
  score: number;

  constructor(readonly instance: Instance) {
    const { problem, needs } = instance;
    const P = problem.people.length;
    this.onNeed = needs.map(() => []);
    this.needsOf = problem.people.map(() => new Set());
    this.fixedOn = needs.map(() => 0);
    this.minutes = problem.people.map(() => 0);
    this.counts = problem.people.map(() => [0, 0, 0]);
    for (const f of problem.fixed) {
      const n = f.needId === null ? undefined : instance.needIndex.get(f.needId);
      if (n !== undefined) this.fixedOn[n]!++;
      const p = instance.personIndex.get(f.personId);
      if (p !== undefined && f.date >= problem.period.from && f.date <= problem.period.to) {
        this.minutes[p]! += Math.round((f.endAt - f.startAt) / 60_000);
        if (n !== undefined) this.count(p, n, 1);
      }
    }
    const crews = [...new Set(problem.people.map((p) => p.crewId).filter((c) => c !== null))];
    this.crewIndex = problem.people.map((p) => (p.crewId === null ? -1 : crews.indexOf(p.crewId)));
    this.crewCounts = new Int32Array(Math.max(1, crews.length * instance.days * Math.max(1, instance.types.length)));
    this.target = problem.people.map((_, p) => contractMinutes(instance, p));
    this.current = new Set(problem.currentPlan.map((c) => `${c.needId} ${c.personId}`));
    const w = problem.weights;
    let score = problem.currentPlan.length * w.stability;
    needs.forEach((_, n) => (score += needPenalty(instance, n, this.fixedOn[n]!)));
    for (let p = 0; p < P; p++) score += (w.contractHour * Math.abs(this.minutes[p]! - this.target[p]!)) / HOUR;
    this.score = score + this.fairness();
  }

  private count(p: number, n: number, by: number): void {
    const info = this.instance.needs[n]!;
    const flags = [info.night, info.weekend, info.holiday];
    for (let c = 0; c < 3; c++) {
      if (!flags[c]) continue;
      const before = this.counts[p]![c]!;
      this.counts[p]![c] = before + by;
      this.sums[c]! += by;
      this.squares[c]! += (before + by) ** 2 - before ** 2;
    }
  }

  /** The fairness penalty: weight x sum over categories of the squared deviations from the mean. */
  fairness(): number {
    const P = this.instance.problem.people.length;
    if (!P) return 0;
    let total = 0;
    for (let c = 0; c < 3; c++) total += this.squares[c]! - this.sums[c]! ** 2 / P;
    return this.instance.problem.weights.fairness * total;
  }

  filled(n: number): number {
    return this.onNeed[n]!.length + this.fixedOn[n]!;
  }

  /** Puts (by 1) or takes off (by -1) a person on a need, updating the score; the caller checks the hard rules. */
  change(p: number, n: number, by: 1 | -1): void {
    const { instance } = this;
    const info = instance.needs[n]!;
    const w = instance.problem.weights;
    const person = instance.problem.people[p]!;
    const filled = this.filled(n);
    let delta = needPenalty(instance, n, filled + by) - needPenalty(instance, n, filled);
    const before = this.minutes[p]!;
    const after = before + by * info.minutes;
    delta += (w.contractHour * (Math.abs(after - this.target[p]!) - Math.abs(before - this.target[p]!))) / HOUR;
    delta += by * preferencePenalty(instance, p, n);
    delta += (by * w.cost * (person.hourlyCost ?? 0) * info.minutes) / HOUR;
    if (this.current.has(`${info.need.id} ${person.id}`)) delta -= by * w.stability;
    const crew = this.crewIndex[p]!;
    if (crew >= 0) {
      const T = instance.types.length;
      const base = (crew * instance.days + info.day) * T;
      if (info.day >= 0 && info.day < instance.days) {
        if (by < 0) this.crewCounts[base + info.type]!--;
        let others = 0;
        for (let t = 0; t < T; t++) if (t !== info.type) others += this.crewCounts[base + t]!;
        delta += by * w.crew * others;
        if (by > 0) this.crewCounts[base + info.type]!++;
      }
    }
    const fairBefore = this.fairness();
    this.count(p, n, by);
    delta += this.fairness() - fairBefore;
    this.minutes[p] = after;
    if (by > 0) {
      this.onNeed[n]!.push(p);
      this.needsOf[p]!.add(n);
    } else {
      const list = this.onNeed[n]!;
      list.splice(list.indexOf(p), 1);
      this.needsOf[p]!.delete(n);
    }
    this.score += delta;
  }

  pairs(): Pair[] {
    const people = this.instance.problem.people;
    return this.onNeed.flatMap((list, n) => list.map((p) => ({ needId: this.instance.needs[n]!.need.id, personId: people[p]!.id })));
  }
}

/**
 * The score of a plan from scratch: the staffing penalty of the needs, and per person and rule the
 * soft penalties (fairness per person: weight x its squared deviation from the mean of its category;
 * crews: half the weight per crewmate on another shift type that date).
 */
export function breakdown(instance: Instance, pairs: readonly Pair[]): { staffing: number; total: number; people: PersonSummary[] } {
  const { problem } = instance;
  const w = problem.weights;
  const P = problem.people.length;
  const filled = instance.needs.map(() => 0);
  const summaries: PersonSummary[] = problem.people.map((person, p) => ({
    personId: person.id,
    minutes: 0,
    contractMinutes: contractMinutes(instance, p),
    nights: 0,
    weekends: 0,
    holidays: 0,
    penalties: {},
  }));
  const add = (p: number, rule: SoftRule, value: number) => {
    if (value) summaries[p]!.penalties[rule] = (summaries[p]!.penalties[rule] ?? 0) + value;
  };
  const tally = (p: number, n: number | undefined) => {
    if (n === undefined) return;
    const info = instance.needs[n]!;
    if (info.night) summaries[p]!.nights++;
    if (info.weekend) summaries[p]!.weekends++;
    if (info.holiday) summaries[p]!.holidays++;
  };
  for (const f of problem.fixed) {
    const n = f.needId === null ? undefined : instance.needIndex.get(f.needId);
    if (n !== undefined) filled[n]!++;
    const p = instance.personIndex.get(f.personId);
    if (p === undefined || f.date < problem.period.from || f.date > problem.period.to) continue;
    summaries[p]!.minutes += Math.round((f.endAt - f.startAt) / 60_000);
    tally(p, n);
  }
  const kept = new Set(pairs.map((a) => `${a.needId} ${a.personId}`));
  const byCrewDay = new Map<string, { p: number; type: number }[]>();
  for (const a of pairs) {
    const n = instance.needIndex.get(a.needId)!;
    const p = instance.personIndex.get(a.personId)!;
    const info = instance.needs[n]!;
    filled[n]!++;
    summaries[p]!.minutes += info.minutes;
    tally(p, n);
    add(p, 'preference', preferencePenalty(instance, p, n));
    add(p, 'cost', (w.cost * (problem.people[p]!.hourlyCost ?? 0) * info.minutes) / HOUR);
    const crew = problem.people[p]!.crewId;
    if (crew !== null) {
      const key = `${crew} ${info.day}`;
      byCrewDay.set(key, [...(byCrewDay.get(key) ?? []), { p, type: info.type }]);
    }
  }
  for (const c of problem.currentPlan) {
    const p = instance.personIndex.get(c.personId);
    if (p !== undefined && !kept.has(`${c.needId} ${c.personId}`)) add(p, 'stability', w.stability);
  }
  for (const members of byCrewDay.values()) {
    for (const a of members) for (const b of members) if (a !== b && a.type !== b.type) add(a.p, 'crew', w.crew / 2);
  }
  const means = [
    summaries.reduce((s, x) => s + x.nights, 0) / (P || 1),
    summaries.reduce((s, x) => s + x.weekends, 0) / (P || 1),
    summaries.reduce((s, x) => s + x.holidays, 0) / (P || 1),
  ];
  summaries.forEach((s, p) => {
    add(p, 'contract', (w.contractHour * Math.abs(s.minutes - s.contractMinutes)) / HOUR);
    add(p, 'fairness_nights', w.fairness * (s.nights - means[0]!) ** 2);
    add(p, 'fairness_weekends', w.fairness * (s.weekends - means[1]!) ** 2);
    add(p, 'fairness_holidays', w.fairness * (s.holidays - means[2]!) ** 2);
  });
  const staffing = filled.reduce((s, f, n) => s + needPenalty(instance, n, f), 0);
  let total = staffing;
  for (const s of summaries) for (const v of Object.values(s.penalties)) total += v;
  return { staffing, total, people: summaries };
}
