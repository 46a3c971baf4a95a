// The labour-law check other features call inside their write transaction, before their writes
// (docs/labour-law.md "Calling the check"): what the plan would be once the proposed shifts
// replace or join the stored ones, judged by the rules of each company's country.
import { ApiError } from '../../lib/errors';
import { addDays, localDate, type LocalDate } from '../../lib/time';
import { companyLaws, lawShifts, type CompanyLaw, type LawRow, type Reader } from './queries';
import {
  addDaysWithin,
  anyDateWithin,
  evaluatePerson,
  mondayOf,
  settlementPeriod,
  type Breach,
  type LawSettings,
  type LawShift,
  type SettlementMonths,
} from './rules';
import { BreachTally, summarize } from './summary';

/**
 * A shift as it would be: planned (its planned instants), or worked (`worked: true`, the worked
 * or adjusted instants, and the minutes that were planned for it, 0 off-schedule). It replaces the
 * stored shift of the same person and date.
 */
export type ProposedShift = {
  userId: string;
  date: LocalDate;
  startAt: number;
  endAt: number;
  worked?: boolean;
  plannedMinutes?: number;
};

export type LabourLawCheck = {
  /** The company whose shifts these are (its country, time zone and settings). */
  companyId: string;
  proposed: readonly ProposedShift[];
  /** Stored shifts that go away (ids). */
  removed?: readonly string[];
};

export type CheckResult = { warnings: Breach[]; blocks: Breach[] };

export const settingsOf = (law: CompanyLaw): LawSettings => ({
  country: law.country,
  timeZone: law.timezone,
  workingTimeSystem: law.workingTimeSystem,
  settlementMonths: law.settlementMonths as SettlementMonths,
  overtimeLimitHours: law.overtimeLimitHours,
});

/** What the rules need around the dates from..to: whole weeks, settlement periods and, in Poland, years of worked shifts. */
export function windowAround(law: CompanyLaw, from: LocalDate, to: LocalDate) {
  const first = settlementPeriod(from, law.settlementMonths).start;
  const last = settlementPeriod(to, law.settlementMonths).end;
  const weekFrom = addDays(mondayOf(from), -1);
  const weekTo = addDaysWithin(mondayOf(to), 7);
  return {
    from: weekFrom < first ? weekFrom : first,
    to: weekTo > last ? weekTo : last,
    ...(law.country === 'PL' ? { workedFrom: `${from.slice(0, 4)}-01-01`, workedTo: `${to.slice(0, 4)}-12-31` } : {}),
  };
}

/**
 * A stored shift as the rules see it: worked ones (started and stopped) with their worked or
 * adjusted times; running ones as planned; planned ones by their plan, except a past date's
 * never started (missed) shift, which did not happen.
 */
export function toLawShift(row: LawRow, today: LocalDate): LawShift | null {
  if (row.startedAt !== null && row.endedAt !== null) {
    const startAt = row.adjustedStartedAt ?? row.startedAt;
    const endAt = row.adjustedEndedAt ?? row.endedAt;
    return { date: row.date, startAt, endAt: Math.max(startAt, endAt), plannedMinutes: row.plannedMinutes, worked: true };
  }
  if (row.startedAt !== null) {
    const endAt = Math.max(row.startedAt, row.plannedEndAt ?? row.startedAt);
    return { date: row.date, startAt: row.startedAt, endAt, plannedMinutes: row.plannedMinutes, worked: false };
  }
  if (row.plannedStartAt === null || row.plannedEndAt === null || row.date < today) return null;
  return { date: row.date, startAt: row.plannedStartAt, endAt: row.plannedEndAt, plannedMinutes: row.plannedMinutes, worked: false };
}

const fromProposal = (p: ProposedShift): LawShift => ({
  date: p.date,
  startAt: p.startAt,
  endAt: p.endAt,
  plannedMinutes: p.plannedMinutes ?? Math.round((p.endAt - p.startAt) / 60_000),
  worked: p.worked ?? false,
});

/**
 * Where a check's breaches go. `addRepeated` (optional): the same breaches for each of these people
 * (they differ only in user_id); without it each copy is added one by one.
 */
export type BreachSink = { add(breach: Breach): void; addRepeated?(template: readonly Breach[], userIds: readonly string[]): void };
export type BreachSinks = { warnings: BreachSink; blocks: BreachSink };

/**
 * The breaches the proposal brings: of the rules of the company's country, those that concern a
 * proposed date (a rest next to it, its week, settlement period or year). Reads the people's
 * shifts around the dates in one statement per 500 people; call it inside the transaction that
 * writes, before the writes.
 */
export async function checkLabourLaw(db: Reader, now: Date, input: LabourLawCheck): Promise<CheckResult> {
  const result: CheckResult = { warnings: [], blocks: [] };
  await judgeProposal(db, now, input, { warnings: { add: (b) => result.warnings.push(b) }, blocks: { add: (b) => result.blocks.push(b) } });
  return result;
}

/**
 * checkLabourLaw into sinks, person by person in the order of the proposal. People with nothing
 * stored around the dates whose proposed shifts are the same (a department's first apply: 500
 * people, one plan per crew) have the same breaches but for user_id: the rules judge the first of
 * them, and the others get copies (or one addRepeated).
 */
export async function judgeProposal(db: Reader, now: Date, input: LabourLawCheck, sinks: BreachSinks): Promise<void> {
  if (!input.proposed.length) return;
  const law = (await companyLaws(db, [input.companyId])).get(input.companyId);
  if (!law) return;
  const today = localDate(now, law.timezone);

  const proposedBy = new Map<string, Map<LocalDate, ProposedShift>>();
  let from = input.proposed[0]!.date;
  let to = from;
  for (const p of input.proposed) {
    let mine = proposedBy.get(p.userId);
    if (!mine) proposedBy.set(p.userId, mine = new Map());
    mine.set(p.date, p);
    if (p.date < from) from = p.date;
    if (p.date > to) to = p.date;
  }
  const removed = new Set(input.removed ?? []);
  const stored = await lawShifts(db, [...proposedBy.keys()], input.companyId, windowAround(law, from, to));

  const shiftsBy = new Map<string, LawShift[]>();
  for (const row of stored) {
    if (removed.has(row.id) || proposedBy.get(row.userId)?.has(row.date)) continue;
    const shift = toLawShift(row, today);
    if (!shift) continue;
    const list = shiftsBy.get(row.userId);
    if (list) list.push(shift);
    else shiftsBy.set(row.userId, [shift]);
  }

  const settings = settingsOf(law);
  const modeOf = (b: Breach) => (law.modes[b.rule] === 'block' ? sinks.blocks : sinks.warnings);
  // `shifts`: the person's stored shifts, a list of their own (shiftsBy) that the proposal is appended to.
  const judge = (userId: string, mine: Map<LocalDate, ProposedShift>, shifts: LawShift[]): Breach[] => {
    for (const p of mine.values()) shifts.push(fromProposal(p));
    const dates = [...mine.keys()].sort();
    const touches = (b: Breach) =>
      b.dates.some((d) => mine.has(d)) || (b.period !== null && anyDateWithin(dates, b.period.start, b.period.end));
    return evaluatePerson(userId, shifts, settings, { from: dates[0]!, to: dates[dates.length - 1]! }).filter(touches);
  };
  // The people judged so far with nothing stored, by the signature of their proposal.
  const judged = new Map<number, { mine: Map<LocalDate, ProposedShift>; breaches: Breach[]; copies: string[] }[]>();
  const order: ({ breaches: Breach[] } | { copyOf: Breach[]; userId: string })[] = [];
  for (const [userId, mine] of proposedBy) {
    const own = shiftsBy.get(userId);
    if (own) {
      order.push({ breaches: judge(userId, mine, own) });
      continue;
    }
    const signature = signatureOf(mine);
    const same = judged.get(signature)?.find((j) => sameProposal(j.mine, mine));
    if (same) {
      same.copies.push(userId);
      order.push({ copyOf: same.breaches, userId });
      continue;
    }
    const breaches = judge(userId, mine, []);
    const entry = { mine, breaches, copies: [] as string[] };
    const list = judged.get(signature);
    if (list) list.push(entry);
    else judged.set(signature, [entry]);
    order.push({ breaches });
  }

  const repeatable = sinks.warnings.addRepeated && sinks.blocks.addRepeated;
  for (const item of order) {
    if ('breaches' in item) {
      for (const b of item.breaches) modeOf(b).add(b);
    } else if (!repeatable) {
      for (const b of item.copyOf) modeOf(b).add({ ...b, user_id: item.userId });
    }
  }
  if (!repeatable) return;
  for (const list of judged.values()) {
    for (const { breaches, copies } of list) {
      if (!copies.length || !breaches.length) continue;
      const warnings = breaches.filter((b) => modeOf(b) === sinks.warnings);
      const blocks = breaches.filter((b) => modeOf(b) === sinks.blocks);
      if (warnings.length) sinks.warnings.addRepeated!(warnings, copies);
      if (blocks.length) sinks.blocks.addRepeated!(blocks, copies);
    }
  }
}

/** A number for a proposal's shifts (their instants: the dates follow), to find equal ones quickly; sameProposal decides. */
function signatureOf(mine: Map<LocalDate, ProposedShift>): number {
  let hash = mine.size;
  for (const p of mine.values()) {
    hash = (Math.imul(hash, 31) + Math.floor(p.startAt / 60_000)) | 0;
    hash = (Math.imul(hash, 31) + Math.floor(p.endAt / 60_000)) | 0;
  }
  return hash;
}

function sameProposal(a: Map<LocalDate, ProposedShift>, b: Map<LocalDate, ProposedShift>): boolean {
  if (a.size !== b.size) return false;
  for (const [date, p] of a) {
    const q = b.get(date);
    if (
      !q || q.startAt !== p.startAt || q.endAt !== p.endAt || (q.worked ?? false) !== (p.worked ?? false)
      || q.plannedMinutes !== p.plannedMinutes
    ) return false;
  }
  return true;
}

/** A check's breaches as lists, or counted as they came (a bulk write: BreachTally). */
export type CheckTally = { warnings: BreachTally; blocks: BreachTally };

/**
 * The 422 of a check with blocks: the blocking breaches (and the warnings) beside the detail, each
 * list its first 100 (summary.ts) with its total (`breaches_total`, `warnings_total`): a refused
 * year of a department would otherwise answer hundreds of thousands.
 */
export function labourLawRefusal(result: CheckResult | CheckTally): ApiError<'labour_law.breach'> {
  const blocks = Array.isArray(result.blocks) ? summarize(result.blocks) : result.blocks.summary();
  const warnings = Array.isArray(result.warnings) ? summarize(result.warnings) : result.warnings.summary();
  return new ApiError(
    'labour_law.breach',
    { count: blocks.total },
    { breaches: blocks.first, breaches_total: blocks.total, warnings: warnings.first, warnings_total: warnings.total },
  );
}

/** checkLabourLaw, refusing (422 `labour_law.breach`) when a rule set to block is broken; else the warnings. */
export async function enforceLabourLaw(db: Reader, now: Date, input: LabourLawCheck): Promise<Breach[]> {
  const result = await checkLabourLaw(db, now, input);
  if (result.blocks.length) throw labourLawRefusal(result);
  return result.warnings;
}
