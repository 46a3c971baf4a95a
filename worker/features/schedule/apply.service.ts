// Applying a pattern to chosen users or a whole department for whole months (docs/scheduling.md
// "Applying a pattern" and "The API on top of the rules"): who the targets are, then
// planApplication per employee, then one write transaction.
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { conflict, notFound } from '../../lib/errors';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { inRanges, localDate, monthsRange, type LocalDate } from '../../lib/time';
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
} from './queries';
import { planApplication, type ApplyCounts, type ExistingDayShift, type NewDayShift } from './rules/apply';
import { dayShiftStatus } from './rules/day-shift';
import { expandPattern } from './rules/patterns';
import type { ApplyPattern, ApplyResult } from './schemas';
import { checkLabourLaw, labourLawRefusal, type CheckResult, type ProposedShift } from '../labour-law/check.service';

/** One employee a pattern is applied to: the company whose calendar applies, and the employment. */
type Target = ShiftOwner & { periods: EmploymentPeriod[] };

async function departmentTargets(ctx: RequestContext, departmentId: string, from: LocalDate, to: LocalDate): Promise<Target[]> {
  const companyId = await requireAccess(ctx, 'department.schedule', departmentId);
  const byUser = new Map<string, Target>();
  for (const r of await departmentEmployment(ctx.db, departmentId, from, to)) {
    let target = byUser.get(r.userId);
    if (!target) byUser.set(r.userId, (target = { userId: r.userId, companyId, periods: [] }));
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
    targets.push({ userId, companyId, periods: mine.filter((r) => r.companyId === companyId) });
  }
  return targets;
}

/**
 * Applies a pattern (planApplication for each employee). Each employee follows the calendar of
 * the company they are employed in (time zone, today, public holidays); days outside their
 * employment, days with another company's shift and days of approved absence are left alone.
 * Everything is read and written in one write transaction: a few queries per 500 employees and
 * multi-row statements of 500 rows, whatever the number of shifts.
 */
export async function applyPattern(ctx: RequestContext, input: ApplyPattern, options: { reapplyFrom?: LocalDate } = {}): Promise<ApplyResult> {
  const { db, now } = ctx;
  const scope = await reachableCompanies(ctx);
  const pattern = await requireAccess(ctx, 'pattern.apply', input.pattern_id);
  const months = monthsRange(input.start_month, input.months);
  // A re-apply (plan.service.ts) plans the days from its date to the end of the applied months.
  const from = options.reapplyFrom && options.reapplyFrom > months.from ? options.reapplyFrom : months.from;
  const { to } = months;
  // Every apply leaves one row in the change log (docs/plan-edits.md), not one per shift.
  const record = (writer: Parameters<typeof logApply>[0], counts: ApplyCounts) =>
    logApply(writer, { patternId: pattern.id, request: input, counts, by: ctx.actor.id, reapplyFrom: options.reapplyFrom }, now);
  if (from > to) return { created: 0, replaced: 0, skipped: 0, warnings: [] };
  const targets = input.department_id
    ? await departmentTargets(ctx, input.department_id, from, to)
    : await userTargets(ctx, [...new Set(input.user_ids)], scope, pattern.departmentCompanyId, from, to);
  const counts: ApplyCounts = { created: 0, replaced: 0, skipped: 0 };
  if (!targets.length) {
    await record(db, counts);
    return { ...counts, warnings: [] };
  }

  const clocks = new Map<string, { timezone: string; today: LocalDate; holidays: Map<LocalDate, string> }>();
  for (const c of await companyClocks(db, [...new Set(targets.map((t) => t.companyId))])) {
    clocks.set(c.id, { timezone: c.timezone, today: localDate(now, c.timezone), holidays: publicHolidays(c.country, from, to) });
  }
  const expanded = expandPattern({ cycle_length: pattern.cycleLength, shifts: pattern.shifts }, { from, to, anchor: input.anchor_date ?? months.from });
  const userIds = targets.map((t) => t.userId);

  try {
    return await db.transaction(async (tx) => {
      const existing = await existingShifts(tx, userIds, from, to);
      const absences = new Map<string, { start: string; end: string }[]>();
      for (const a of await approvedAbsences(tx, userIds, from, to)) {
        const list = absences.get(a.userId);
        const range = { start: a.startDate, end: a.endDate };
        if (list) list.push(range);
        else absences.set(a.userId, [range]);
      }

      const inserts: NewDayShift[] = [];
      const owners: Target[] = [];
      const deletes: string[] = [];
      for (const target of targets) {
        const clock = clocks.get(target.companyId)!;
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
        const absent = absences.get(target.userId) ?? [];
        // Days nothing may change: approved absence, another company's shift, no employment here.
        const leaveAlone = {
          has: (date: LocalDate) => elsewhere.has(date) || inRanges(absent, date) || !inRanges(target.periods, date),
        };
        const plan = planApplication({
          expanded,
          existing: own,
          from,
          to,
          today: clock.today,
          timeZone: clock.timezone,
          absenceDates: leaveAlone,
          holidayDates: clock.holidays,
          includeHolidays: input.include_holidays,
        });
        counts.created += plan.counts.created;
        counts.replaced += plan.counts.replaced;
        counts.skipped += plan.counts.skipped;
        for (const row of plan.insert) {
          inserts.push(row);
          owners.push(target);
        }
        deletes.push(...plan.delete);
      }

      // The labour-law rules of each company's country, before anything is written
      // (docs/labour-law.md): a rule set to block refuses the whole application.
      const proposedBy = new Map<string, ProposedShift[]>();
      inserts.forEach((row, i) => {
        const owner = owners[i]!;
        const proposed = { userId: owner.userId, date: row.date, startAt: row.planned_start_at.getTime(), endAt: row.planned_end_at.getTime() };
        const list = proposedBy.get(owner.companyId);
        if (list) list.push(proposed);
        else proposedBy.set(owner.companyId, [proposed]);
      });
      const law: CheckResult = { warnings: [], blocks: [] };
      for (const [companyId, proposed] of proposedBy) {
        const result = await checkLabourLaw(tx, now, { companyId, proposed, removed: deletes });
        law.warnings.push(...result.warnings);
        law.blocks.push(...result.blocks);
      }
      if (law.blocks.length) throw labourLawRefusal(law);

      // Only what is still planned and untouched (the transaction already guarantees it).
      await deletePlannedShifts(tx, deletes);
      await insertPlannedShifts(tx, inserts, owners, pattern.id, now);
      await record(tx, counts);
      return { ...counts, warnings: law.warnings };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('schedule.changed');
    if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
    throw error;
  }
}
