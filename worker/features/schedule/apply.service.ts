// Applying a pattern to chosen users, a whole department or crews with offsets for whole months
// (docs/scheduling.md "Applying a pattern", docs/crews.md): who the targets are, then
// planApplication per employee, then one write transaction. The preview (preview.service.ts)
// makes the same plans without writing.
import { byCompany, conflictsAnswer, planConflicts, planConflictsRefusal, type PlanConflict } from '../../lib/plan-conflicts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { conflict, notFound, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { inRanges, localDate, monthsRange, type LocalDate } from '../../lib/time';
import { crewMemberIds, findCrews } from './crew-queries';
import {
  type BreachSinks,
  BreachTally,
  type CheckTally,
  judgeProposal,
  labourLawRefusal,
  type ProposedShift,
  warningsAnswer,
} from '../labour-law/public';
import { deletePlannedShifts, existingShifts, insertPlannedShifts, type ShiftOwner } from './bulk-queries';
import { logApply } from './plan-queries';
import {
  approvedAbsences,
  chunked,
  companyClocks,
  departmentEmployment,
  userEmails,
  usersEmployment,
  type EmploymentPeriod,
  type PatternJoined,
  type Tx,
} from './queries';
import { planApplication, type ApplyCounts, type ExistingDayShift, type NewDayShift, type PlanShift } from './rules/apply';
import { crewOffsets, offsetAnchor, offsetsOutsideCycle } from './rules/crews';
import { dayShiftStatus } from './rules/day-shift';
import { expandPattern, type ExpandedShift } from './rules/patterns';
import type { ApplyCrew, ApplyPattern, ApplyResult } from './schemas';

/**
 * One employee a pattern is applied to: the company whose calendar applies, the employment, and
 * how many days later in the cycle they start (their crew's offset; 0 otherwise).
 */
export type Target = ShiftOwner & { periods: EmploymentPeriod[]; offset: number; crew: { id: string; name: string } | null };

async function departmentTargets(ctx: RequestContext, departmentId: string, from: LocalDate, to: LocalDate): Promise<Target[]> {
  const companyId = await requireAccess(ctx, 'department.schedule', departmentId);
  const byUser = new Map<string, Target>();
  for (const r of await departmentEmployment(ctx.db, departmentId, from, to)) {
    let target = byUser.get(r.userId);
    if (!target) byUser.set(r.userId, target = { userId: r.userId, companyId, periods: [], offset: 0, crew: null });
    target.periods.push({ start: r.start, end: r.end });
  }
  return [...byUser.values()];
}

async function userTargets(
  ctx: RequestContext,
  userIds: string[],
  scope: string[] | null,
  preferredCompanyId: string | null,
  from: LocalDate,
  to: LocalDate,
): Promise<Target[]> {
  const { db } = ctx;
  const found = new Map<string, string>();
  // Each user's records in the months, newest first.
  const records = new Map<string, { companyId: string; start: string; end: string | null }[]>();
  for (const ids of chunked(userIds)) {
    for (const [id, email] of await userEmails(db, ids)) found.set(id, email);
    for (const { userId, ...record } of await usersEmployment(db, ids, scope, from, to)) {
      const list = records.get(userId);
      if (list) list.push(record);
      else records.set(userId, [record]);
    }
  }
  const targets: Target[] = [];
  for (const userId of userIds) {
    const email = found.get(userId);
    if (!email) throw notFound('users.not_found');
    const mine = records.get(userId) ?? [];
    if (!mine.length) {
      await requireAccess(ctx, 'schedule.user', userId);
      throw conflict(scope ? 'schedule.apply_no_employment_yours' : 'schedule.apply_no_employment', { email });
    }
    // The pattern's own company when the user works there, else the newest record's company.
    const companyId = mine.some((r) => r.companyId === preferredCompanyId) ? preferredCompanyId! : mine[0]!.companyId;
    targets.push({ userId, companyId, periods: mine.filter((r) => r.companyId === companyId), offset: 0, crew: null });
  }
  return targets;
}

/**
 * The members of crews of one department, crew by crew in the order given, each with their crew's
 * offset (rules/crews.ts); members without employment in the department in the months are left out.
 */
async function crewTargets(
  ctx: RequestContext,
  input: ApplyCrew[],
  cycleLength: number,
  from: LocalDate,
  to: LocalDate,
): Promise<Target[]> {
  const ids = input.map((c) => c.crew_id);
  const found = new Map((await findCrews(ctx.db, ids)).map((c) => [c.id, c]));
  if (ids.some((id) => !found.has(id))) throw notFound('crews.not_found');
  const departmentIds = new Set([...found.values()].map((c) => c.departmentId));
  if (departmentIds.size > 1) throw ValidationError.field(['body', 'crews'], fieldMessage('apply.crews_one_department'));
  const departmentId = [...departmentIds][0]!;
  const companyId = await requireAccess(ctx, 'department.schedule', departmentId);
  const outside = offsetsOutsideCycle(cycleLength, input.map((c) => c.offset_days));
  if (outside.length) {
    const msg = fieldMessage('apply.offset_outside_cycle', { max_offset: cycleLength - 1, cycle_length: cycleLength });
    throw new ValidationError(outside.map((index) => ({ loc: ['body', 'crews', index, 'offset_days'], msg, type: 'value_error' })));
  }
  const offsets = crewOffsets(cycleLength, input);
  const periods = new Map<string, EmploymentPeriod[]>();
  for (const r of await departmentEmployment(ctx.db, departmentId, from, to)) {
    const list = periods.get(r.userId);
    if (list) list.push({ start: r.start, end: r.end });
    else periods.set(r.userId, [{ start: r.start, end: r.end }]);
  }
  const members = await crewMemberIds(ctx.db, ids);
  return input.flatMap((c, index) => {
    const crew = found.get(c.crew_id)!;
    return (members.get(c.crew_id) ?? []).flatMap((userId) => {
      const mine = periods.get(userId);
      return mine ? [{ userId, companyId, periods: mine, offset: offsets[index]!, crew: { id: crew.id, name: crew.name } }] : [];
    });
  });
}

type Clock = {
  timezone: string;
  today: LocalDate;
  holidays: Map<LocalDate, string>;
  /** Planned rows shared by the people of this company (rules/apply.ts `rowCache`). */
  rows: Map<PlanShift, Map<LocalDate, NewDayShift>>;
};

/** What applying (or previewing) needs before reading the schedules: the pattern, range, targets. */
export type ApplySetup = {
  pattern: PatternJoined;
  from: LocalDate;
  to: LocalDate;
  targets: Target[];
  clocks: Map<string, Clock>;
  /** The pattern's shifts over [from, to] for someone `offset` days later in the cycle. */
  expandedFor: (offset: number) => ExpandedShift<PatternJoined['shifts'][number]>[];
  /** Plans of people with free days (planTarget), by company, offset and holidays: shared, read-only. */
  freePlans: Map<string, ReturnType<typeof planApplication>>;
};

/**
 * The pattern and whom it is applied to (refusals first: access, unknown ids, bad offsets).
 * `reapplyFrom` (plan.service.ts re-apply): only the days from that date to the end of the months,
 * the cycle still anchored where the application anchored it.
 */
export async function applySetup(
  ctx: RequestContext,
  input: ApplyPattern,
  months = input.months,
  reapplyFrom?: LocalDate,
): Promise<ApplySetup> {
  const { db, now } = ctx;
  const scope = await reachableCompanies(ctx);
  const pattern = await requireAccess(ctx, 'pattern.apply', input.pattern_id);
  const applied = monthsRange(input.start_month, months);
  const from = reapplyFrom && reapplyFrom > applied.from ? reapplyFrom : applied.from;
  const { to } = applied;
  if (from > to) return { pattern, from, to, targets: [], clocks: new Map(), expandedFor: () => [], freePlans: new Map() };
  const targets = input.crews
    ? await crewTargets(ctx, input.crews, pattern.cycleLength, from, to)
    : input.department_id
    ? await departmentTargets(ctx, input.department_id, from, to)
    : await userTargets(ctx, [...new Set(input.user_ids)], scope, pattern.departmentCompanyId, from, to);
  const clocks = new Map<string, Clock>();
  if (targets.length) {
    for (const c of await companyClocks(db, [...new Set(targets.map((t) => t.companyId))])) {
      clocks.set(c.id, {
        timezone: c.timezone,
        today: localDate(now, c.timezone),
        holidays: publicHolidays(c.country, from, to),
        rows: new Map(),
      });
    }
  }
  const anchor = input.anchor_date ?? applied.from;
  const byOffset = new Map<number, ExpandedShift<PatternJoined['shifts'][number]>[]>();
  const expandedFor = (offset: number) => {
    let expanded = byOffset.get(offset);
    if (!expanded) {
      expanded = expandPattern(
        { cycle_length: pattern.cycleLength, shifts: pattern.shifts },
        { from, to, anchor: offsetAnchor(anchor, offset, pattern.cycleLength) },
      );
      byOffset.set(offset, expanded);
    }
    return expanded;
  };
  return { pattern, from, to, targets, clocks, expandedFor, freePlans: new Map() };
}

/** A target's days as they stand: its own shifts, other companies' dates, approved absences. */
export type TargetDays = {
  target: Target;
  clock: Clock;
  own: ExistingDayShift[];
  elsewhere: Set<LocalDate>;
  absent: { start: string; end: string }[];
};

export async function readTargetDays(tx: Tx, setup: ApplySetup): Promise<TargetDays[]> {
  const { targets, from, to, clocks } = setup;
  const userIds = targets.map((t) => t.userId);
  const existing = await existingShifts(tx, userIds, from, to);
  const absences = new Map<string, { start: string; end: string }[]>();
  for (const a of await approvedAbsences(tx, userIds, from, to)) {
    const list = absences.get(a.userId);
    const range = { start: a.startDate, end: a.endDate };
    if (list) list.push(range);
    else absences.set(a.userId, [range]);
  }
  return targets.map((target) => {
    const own: ExistingDayShift[] = [];
    const elsewhere = new Set<LocalDate>();
    for (const row of existing.get(target.userId) ?? []) {
      if (row.companyId !== target.companyId) {
        elsewhere.add(row.date);
        continue;
      }
      own.push({
        id: row.id,
        date: row.date,
        status: dayShiftStatus({ started_at: row.startedAt, ended_at: row.endedAt, confirmed: row.confirmed }),
        type: row.type,
        planned_start: row.plannedStart,
        planned_end: row.plannedEnd,
        color: row.color,
      });
    }
    return { target, clock: clocks.get(target.companyId)!, own, elsewhere, absent: absences.get(target.userId) ?? [] };
  });
}

/** planApplication for one target. */
export function planTarget(setup: ApplySetup, days: TargetDays, includeHolidays: boolean) {
  const { target, clock, own, elsewhere, absent } = days;
  // Nothing stored, no absence, employed throughout: the plan is the same for everyone of the
  // company and crew offset (a department's first apply: 500 people, one plan), so it is made once.
  const free = own.length === 0 && elsewhere.size === 0 && absent.length === 0
    && target.periods.some((p) => p.start <= setup.from && (p.end === null || p.end >= setup.to));
  const key = `${target.companyId} ${target.offset} ${includeHolidays}`;
  if (free) {
    const made = setup.freePlans.get(key);
    if (made) return made;
  }
  // Days nothing may change: approved absence, another company's shift, no employment here.
  const leaveAlone = {
    has: (date: LocalDate) => elsewhere.has(date) || inRanges(absent, date) || !inRanges(target.periods, date),
  };
  const plan = planApplication({
    expanded: setup.expandedFor(target.offset),
    existing: own,
    from: setup.from,
    to: setup.to,
    today: clock.today,
    timeZone: clock.timezone,
    absenceDates: leaveAlone,
    holidayDates: clock.holidays,
    includeHolidays,
    rowCache: clock.rows,
  });
  if (free) setup.freePlans.set(key, plan);
  return plan;
}

/**
 * The labour-law rules of each company's country on the new plan (docs/labour-law.md), before
 * anything is written: a rule set to block refuses the whole application. The breaches go to
 * `law` (a year of a department can break the rules hundreds of thousands of times: apply counts
 * them, labour-law/summary.ts).
 */
export async function checkPlan<L extends BreachSinks>(
  tx: Tx,
  now: Date,
  inserts: NewDayShift[],
  owners: Target[],
  deletes: string[],
  law: L,
): Promise<L> {
  const proposedBy = new Map<string, ProposedShift[]>();
  inserts.forEach((row, i) => {
    const owner = owners[i]!;
    const proposed = { userId: owner.userId, date: row.date, startAt: row.planned_start_at.getTime(), endAt: row.planned_end_at.getTime() };
    const list = proposedBy.get(owner.companyId);
    if (list) list.push(proposed);
    else proposedBy.set(owner.companyId, [proposed]);
  });
  for (const [companyId, proposed] of proposedBy) await judgeProposal(tx, now, { companyId, proposed, removed: deletes }, law);
  return law;
}

/** The conflicts with availability and skills of the new plan (lib/plan-conflicts.ts), per company. */
export async function conflictsOfPlan(
  tx: Tx,
  now: Date,
  inserts: NewDayShift[],
  owners: Target[],
  patternId: string,
): Promise<PlanConflict[]> {
  const shifts = inserts.map((row, i) => ({
    userId: owners[i]!.userId,
    companyId: owners[i]!.companyId,
    date: row.date,
    type: row.type,
    startsAt: row.planned_start_at,
    endsAt: row.planned_end_at,
    patternId,
  }));
  const found: PlanConflict[] = [];
  for (const [companyId, list] of byCompany(shifts)) found.push(...(await planConflicts(tx, { companyId, shifts: list, now })));
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Applies a pattern (planApplication for each employee). Each employee follows the calendar of
 * the company they are employed in (time zone, today, public holidays); days outside their
 * employment, days with another company's shift and days of approved absence are left alone.
 * Everything is read and written in one write transaction: a few queries per 500 employees and
 * multi-row statements of 500 rows, whatever the number of shifts.
 */
export async function applyPattern(
  ctx: RequestContext,
  input: ApplyPattern,
  options: { reapplyFrom?: LocalDate } = {},
): Promise<ApplyResult> {
  const { db, now } = ctx;
  const setup = await applySetup(ctx, input, input.months, options.reapplyFrom);
  const { pattern, targets } = setup;
  // Every apply leaves one row in the change log (docs/plan-edits.md), not one per shift.
  const record = (writer: Parameters<typeof logApply>[0], counts: ApplyCounts) =>
    logApply(writer, { patternId: pattern.id, request: input, counts, by: ctx.actor.id, reapplyFrom: options.reapplyFrom }, now);
  const counts: ApplyCounts = { created: 0, replaced: 0, skipped: 0 };
  const none = { ...warningsAnswer(new BreachTally().summary()), ...conflictsAnswer([]) };
  if (setup.from > setup.to) return { ...counts, ...none };
  if (!targets.length) {
    await record(db, counts);
    return { ...counts, ...none };
  }

  try {
    return await db.transaction(async (tx) => {
      const inserts: NewDayShift[] = [];
      const owners: Target[] = [];
      const deletes: string[] = [];
      for (const days of await readTargetDays(tx, setup)) {
        const plan = planTarget(setup, days, input.include_holidays);
        counts.created += plan.counts.created;
        counts.replaced += plan.counts.replaced;
        counts.skipped += plan.counts.skipped;
        for (const row of plan.insert) {
          inserts.push(row);
          owners.push(days.target);
        }
        deletes.push(...plan.delete);
      }

      // Counted, the first 100 kept (labour-law/summary.ts).
      const law: CheckTally = await checkPlan(tx, now, inserts, owners, deletes, {
        warnings: new BreachTally(),
        blocks: new BreachTally(),
      });
      if (law.blocks.total) throw labourLawRefusal(law);
      const conflicts = await conflictsOfPlan(tx, now, inserts, owners, pattern.id);
      if (conflicts.some((c) => c.blocking)) throw planConflictsRefusal(conflicts);

      // Only what is still planned and untouched (the transaction already guarantees it).
      await deletePlannedShifts(tx, deletes);
      await insertPlannedShifts(tx, inserts, owners, pattern.id, now);
      await record(tx, counts);
      return { ...counts, ...warningsAnswer(law.warnings.summary()), ...conflictsAnswer(conflicts) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('schedule.changed');
    if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
    throw error;
  }
}
