// The hard rules of the rota (docs/rota.md "Hard rules"), never broken: availability and absences,
// skills valid on the date, employment dates, one shift at a time, and every labour-law rule the
// company set to block, judged with the labour law's own evaluatePerson on the person's shifts
// (fixed + assigned). Incremental: a move is judged on the persons it touches only.
import { shiftConflict } from '../../availability/public';
import { evaluatePerson, type Breach, type LawShift } from '../../labour-law/public';
import { daysBetween, shiftIntervalMs, weekday } from '../../../lib/time';
import type { FixedShift, Need, Person, Reason, RotaProblem } from './model';

/** A need as the engine works on it: its real interval and what the soft rules ask of it. */
export type NeedInfo = {
  need: Need;
  startAt: number;
  endAt: number;
  minutes: number;
  day: number;
  type: number;
  night: boolean;
  weekend: boolean;
  holiday: boolean;
  weekday: number;
};

/** The problem indexed: needs and people by position, their static candidates, the fixed shifts per person. */
export type Instance = {
  problem: RotaProblem;
  needs: NeedInfo[];
  needIndex: Map<string, number>;
  personIndex: Map<string, number>;
  /** Per person, the fixed shifts as the labour law sees them. */
  fixedLaw: LawShift[][];
  /** Per need, the people no static reason rules out. */
  candidates: number[][];
  /** Per person, the keys of the blocked breaches its fixed shifts already have (not the engine's doing). */
  baseline: Set<string>[];
  days: number;
  types: string[];
  block: Set<string>;
};

/**
 * The first static reason (one that no assignment changes) a person cannot take a need at its real
 * interval [startAt, endAt), or null. Availability is the availability feature's own rule (a night
 * judged against both its days, in real instants).
 */
export function staticReason(person: Person, need: Need, startAt: number, endAt: number, timeZone: string): Reason | null {
  const { date } = need;
  if (date < person.employment.from || (person.employment.to !== null && date > person.employment.to)) return 'not_employed';
  if (person.absences.includes(date)) return 'absent';
  if (shiftConflict({ date, start: startAt, end: endAt }, person.availability, timeZone)) return 'unavailable';
  for (const skill of need.skills) {
    const held = person.skills.filter((s) => s.id === skill);
    if (!held.length) return 'skill_missing';
    if (!held.some((s) => (s.from === null || s.from <= date) && (s.to === null || date <= s.to))) return 'skill_expired';
  }
  return null;
}

export const breachKey = (b: Breach): string => `${b.rule} ${b.dates.join(',')}`;

/** A fixed shift as the labour law sees it. */
export const fixedLawShift = (f: FixedShift): LawShift => ({
  date: f.date,
  startAt: f.startAt,
  endAt: f.endAt,
  plannedMinutes: f.plannedMinutes,
  worked: f.worked,
});

/** The blocked breaches of a person's shifts. */
export function blockedBreaches(instance: Pick<Instance, 'problem' | 'block'>, personId: string, shifts: readonly LawShift[]): Breach[] {
  const { settings } = instance.problem.law;
  return evaluatePerson(personId, shifts, settings, instance.problem.period).filter((b) => instance.block.has(b.rule));
}

export function prepare(problem: RotaProblem): Instance {
  const zone = problem.law.settings.timeZone;
  const types: string[] = [];
  const holidays = new Set(problem.holidays);
  const needs = problem.needs.map((need): NeedInfo => {
    const [startAt, endAt] = shiftIntervalMs(need.date, need.shiftType.start, need.shiftType.end, zone);
    let type = types.indexOf(need.shiftType.name);
    if (type < 0) type = types.push(need.shiftType.name) - 1;
    const wd = weekday(need.date);
    return {
      need,
      startAt,
      endAt,
      minutes: Math.round((endAt - startAt) / 60_000),
      day: daysBetween(problem.period.from, need.date),
      type,
      night: need.shiftType.end <= need.shiftType.start,
      weekend: wd >= 6,
      holiday: holidays.has(need.date),
      weekday: wd,
    };
  });
  const needIndex = new Map(problem.needs.map((n, i) => [n.id, i]));
  const personIndex = new Map(problem.people.map((p, i) => [p.id, i]));
  const fixedLaw: LawShift[][] = problem.people.map(() => []);
  for (const f of problem.fixed) {
    const p = personIndex.get(f.personId);
    if (p !== undefined) fixedLaw[p]!.push(fixedLawShift(f));
  }
  const block = new Set<string>(problem.law.block);
  const partial = { problem, block };
  return {
    problem,
    needs,
    needIndex,
    personIndex,
    fixedLaw,
    candidates: needs.map(({ need, startAt, endAt }) =>
      problem.people.flatMap((person, p) => (staticReason(person, need, startAt, endAt, zone) ? [] : [p]))
    ),
    baseline: problem.people.map((person, p) => new Set(blockedBreaches(partial, person.id, fixedLaw[p]!).map(breachKey))),
    days: daysBetween(problem.period.from, problem.period.to) + 1,
    types,
    block,
  };
}

export const lawShiftOf = (info: NeedInfo): LawShift => ({
  date: info.need.date,
  startAt: info.startAt,
  endAt: info.endAt,
  plannedMinutes: info.minutes,
  worked: false,
});

/** Whether the interval meets any of these shifts. */
export const overlaps = (shifts: readonly { startAt: number; endAt: number }[], startAt: number, endAt: number): boolean =>
  shifts.some((s) => s.startAt < endAt && startAt < s.endAt);

/**
 * Why a person with these engine-assigned needs cannot also take `need` (one shift at a time, then
 * the blocked labour-law rules: a breach its fixed shifts did not already have), or null.
 * The static reasons are the caller's (Instance.candidates).
 */
export function dynamicReason(instance: Instance, p: number, assigned: Iterable<number>, n: number): Reason | null {
  const info = instance.needs[n]!;
  const shifts = [...instance.fixedLaw[p]!];
  for (const m of assigned) if (m !== n) shifts.push(lawShiftOf(instance.needs[m]!));
  if (overlaps(shifts, info.startAt, info.endAt)) return 'already_working';
  if (!instance.block.size) return null;
  shifts.push(lawShiftOf(info));
  const baseline = instance.baseline[p]!;
  const id = instance.problem.people[p]!.id;
  for (const b of blockedBreaches(instance, id, shifts)) if (!baseline.has(breachKey(b))) return `labour_law:${b.rule}`;
  return null;
}
