// The labour-law check other features call inside their write transaction, before their writes
// (docs/labour-law.md "Calling the check"): what the plan would be once the proposed shifts
// replace or join the stored ones, judged by the rules of each company's country.
import { ApiError } from '../../lib/errors';
import { addDays, localDate, type LocalDate } from '../../lib/time';
import { companyLaws, lawShifts, type CompanyLaw, type LawRow, type Reader } from './queries';
import { addDaysWithin, anyDateWithin, evaluatePerson, mondayOf, settlementPeriod, type Breach, type LawSettings, type LawShift, type SettlementMonths } from './rules';
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

/** Splits breaches by the company's mode of each rule (a rule not set is a warning). */
export function byMode(breaches: readonly Breach[], law: Pick<CompanyLaw, 'modes'>): CheckResult {
  const result: CheckResult = { warnings: [], blocks: [] };
  for (const b of breaches) (law.modes[b.rule] === 'block' ? result.blocks : result.warnings).push(b);
  return result;
}

/**
 * The breaches the proposal brings: of the rules of the company's country, those that concern a
 * proposed date (a rest next to it, its week, settlement period or year). Reads the people's
 * shifts around the dates in one statement per 500 people; call it inside the transaction that
 * writes, before the writes.
 */
export async function checkLabourLaw(db: Reader, now: Date, input: LabourLawCheck): Promise<CheckResult> {
  if (!input.proposed.length) return { warnings: [], blocks: [] };
  const law = (await companyLaws(db, [input.companyId])).get(input.companyId);
  if (!law) return { warnings: [], blocks: [] };
  const today = localDate(now, law.timezone);

  const proposedBy = new Map<string, Map<LocalDate, ProposedShift>>();
  let from = input.proposed[0]!.date;
  let to = from;
  for (const p of input.proposed) {
    let mine = proposedBy.get(p.userId);
    if (!mine) proposedBy.set(p.userId, (mine = new Map()));
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
  const found: Breach[] = [];
  for (const [userId, mine] of proposedBy) {
    const shifts = shiftsBy.get(userId) ?? [];
    for (const p of mine.values()) shifts.push(fromProposal(p));
    const dates = [...mine.keys()].sort();
    const touches = (b: Breach) => b.dates.some((d) => mine.has(d)) || (b.period !== null && anyDateWithin(dates, b.period.start, b.period.end));
    for (const breach of evaluatePerson(userId, shifts, settings, { from: dates[0]!, to: dates[dates.length - 1]! })) {
      if (touches(breach)) found.push(breach);
    }
  }
  return byMode(found, law);
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
