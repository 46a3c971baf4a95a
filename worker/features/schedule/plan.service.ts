// Editing the plan by hand (docs/plan-edits.md): admins add, change, move and remove single planned
// shifts of the people of their companies, and read a shift's change log. Each edit reads, checks
// (rules/plan.ts) and writes the shift and its log row in one write transaction, with a
// conditional update (only what is still plan); the unique (user_id, date) index of day_shifts is
// the last word when two requests plan the same day at once.
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import type { DayShiftRow } from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { ApiError, conflict, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import type { RequestContext } from '../../lib/request-context';
import { monthsRange, type LocalDate } from '../../lib/time';
import { conflictsAnswer, enforcePlanConflicts, type PlanConflict } from '../../lib/plan-conflicts';
import { BreachTally, enforceLabourLaw, warningsAnswer } from '../labour-law/public';
import type { Breach } from '../labour-law/schemas';
import { applyPattern } from './apply.service';
import { toDayShiftPublic } from './answers';
import {
  applicationsOf,
  applyOf,
  deletePlanned,
  insertPlanChange,
  insertPlanned,
  shiftChanges,
  shiftOn,
  snapshotOf,
  updatePlanned,
} from './plan-queries';
import { companyClock, confirmerNames, displayName, findPerson, userEmails, usersEmployment, type Tx } from './queries';
import { type NewNotification, notify } from '../notifications/public';
import { mayConfirm } from './rules/confirm-right';
import { changedFields, movedPlan, movesAnywhere, patchedPlan, planEditRefusal, plannedInstants, type PlanSnapshot } from './rules/plan';
import type {
  ApplyPattern,
  DayShiftPublic,
  PlanAdd,
  PlanEditResult,
  PlanChange,
  PlanChangePublic,
  PlanHistory,
  PlanMove,
  ReapplyPattern,
  ReapplyResult,
} from './schemas';

/** A plan edit's refusal: 409 with the code `schedule.<reason>`. */
function refusedEdit(shift: DayShiftRow): void {
  const reason = planEditRefusal({
    off_schedule: shift.offSchedule,
    started_at: shift.startedAt,
    ended_at: shift.endedAt,
    confirmed: shift.confirmed,
  });
  if (reason) throw new ApiError(`schedule.${reason}`);
}

/** Two requests planning the same day: the unique index refuses the second. */
function planConflict(error: unknown, date: LocalDate): never {
  if (isUniqueViolation(error, 'day_shifts.user_id, day_shifts.date')) throw conflict('schedule.day_taken', { date });
  if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
  throw error;
}

type PlanNotice = {
  userId: string;
  action: 'added' | 'changed' | 'moved' | 'removed';
  shiftId: string | null;
  date: LocalDate;
  toDate?: LocalDate;
};

const NOTICE_TITLES = {
  added: (n: PlanNotice) => `A shift was planned for you on ${n.date}`,
  changed: (n: PlanNotice) => `Your shift of ${n.date} was changed`,
  moved: (n: PlanNotice) => `Your shift of ${n.date} was moved to ${n.toDate}`,
  removed: (n: PlanNotice) => `Your shift of ${n.date} was removed from the plan`,
};

/**
 * The people whose plan an admin changed hear of it (bell, live, push), in the edit's transaction;
 * not the admin changing their own plan. English here, worded by the web app from `data`.
 */
async function notifyOwners(ctx: RequestContext, tx: Tx, notices: PlanNotice[]): Promise<void> {
  const theirs = notices.filter((n) => n.userId !== ctx.actor.id);
  if (!theirs.length) return;
  const byName = await displayName(tx, ctx.actor.id);
  const items: NewNotification[] = theirs.map((n) => ({
    userId: n.userId,
    kind: 'plan_changed',
    title: NOTICE_TITLES[n.action](n),
    body: byName ? `By ${byName}` : '',
    link: `/work-schedule?month=${(n.toDate ?? n.date).slice(0, 7)}${n.shiftId ? `&shift=${n.shiftId}` : ''}`,
    data: { schedule_id: n.shiftId, action: n.action, date: n.date, to_date: n.toDate ?? null, by_name: byName },
  }));
  await notify(tx, items, ctx.now, ctx.live);
}

/** The shift as its answer for an admin (who may confirm it is the usual rule). */
async function answer(ctx: RequestContext, row: DayShiftRow): Promise<DayShiftPublic> {
  const owner = row.userId === ctx.actor.id ? ctx.actor : await findPerson(ctx.db, row.userId);
  return toDayShiftPublic(row, owner !== null && mayConfirm(ctx.actor, owner, row.confirmed), await confirmerNames(ctx.db, [row]));
}

async function emailOf(tx: Tx, userId: string): Promise<string> {
  return (await userEmails(tx, [userId])).get(userId) ?? userId;
}

/** The planned instants, or a 422 on `field` for a shift that would end after the last date (9999-12-31). */
function instantsOf(plan: PlanSnapshot, timeZone: string, field: string) {
  try {
    return plannedInstants(plan.date, plan.start!, plan.end!, timeZone);
  } catch (error) {
    if (error instanceof RangeError) throw ValidationError.field(['body', field], fieldMessage('plan.date_beyond'));
    throw error;
  }
}

/**
 * The labour-law rules of the company's country on the shift as it would be (docs/labour-law.md),
 * before the write: a rule set to block refuses with 422 `labour_law.breach` and nothing is
 * written; else the warnings for the answer. `replaces`: the stored shift the edit changes or moves.
 */
function checkLaw(
  ctx: RequestContext,
  tx: Tx,
  companyId: string,
  values: ReturnType<typeof plannedValues>,
  replaces?: string,
): Promise<Breach[]> {
  const proposed = [{
    userId: values.userId,
    date: values.date,
    startAt: values.plannedStartAt.getTime(),
    endAt: values.plannedEndAt.getTime(),
  }];
  return enforceLabourLaw(tx, ctx.now, { companyId, proposed, removed: replaces ? [replaces] : [] });
}

/**
 * The conflicts with availability and skills of the shift as it would be (lib/plan-conflicts.ts):
 * one the company blocks refuses with 422 `plan.conflicts` and nothing is written.
 */
function checkConflicts(
  ctx: RequestContext,
  tx: Tx,
  companyId: string,
  values: ReturnType<typeof plannedValues>,
  patternId: string | null = null,
): Promise<PlanConflict[]> {
  const shift = {
    userId: values.userId,
    companyId,
    date: values.date,
    type: values.type,
    startsAt: values.plannedStartAt,
    endsAt: values.plannedEndAt,
    patternId,
  };
  return enforcePlanConflicts(tx, { companyId, now: ctx.now, shifts: [shift] });
}

/** The planned columns of a plan on its date, in the company's time zone. */
function plannedValues(plan: PlanSnapshot, timeZone: string, field = 'date') {
  return {
    userId: plan.user_id,
    date: plan.date,
    type: plan.type!,
    color: plan.color!,
    plannedStart: plan.start!,
    plannedEnd: plan.end!,
    ...instantsOf(plan, timeZone, field),
  };
}

/**
 * Writes a stored shift's new plan (a change or a move) after the labour-law and conflict checks,
 * with its line in the change log; 409 when someone changed the shift meanwhile.
 */
async function rewritePlanned(
  ctx: RequestContext,
  tx: Tx,
  shift: { id: string; companyId: string; patternId: string | null },
  change: { before: PlanSnapshot; after: PlanSnapshot; action: 'change' | 'move'; values: ReturnType<typeof plannedValues> },
) {
  const { before, after, action, values } = change;
  const warnings = await checkLaw(ctx, tx, shift.companyId, values, shift.id);
  const conflicts = await checkConflicts(ctx, tx, shift.companyId, values, shift.patternId);
  const row = await updatePlanned(tx, shift.id, values, ctx.now);
  if (!row) throw conflict('schedule.changed');
  await insertPlanChange(
    tx,
    { shiftId: shift.id, userId: after.user_id, date: after.date, action, before, after, changedBy: ctx.actor.id },
    ctx.now,
  );
  return { row, warnings, conflicts };
}

/**
 * Plans a shift on a free day of a person an admin manages, in the company the person is employed
 * in on that date (one of the admin's companies; the newest record when several).
 */
export async function addPlannedShift(ctx: RequestContext, input: PlanAdd): Promise<PlanEditResult> {
  const { db, actor, now } = ctx;
  let warnings: Breach[] = [];
  let conflicts: PlanConflict[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      const scoped = { ...ctx, db: tx };
      await requireAccess(scoped, 'schedule.user', input.user_id);
      const scope = await reachableCompanies(scoped);
      const [record] = await usersEmployment(tx, [input.user_id], scope, input.date, input.date);
      if (!record) throw conflict('schedule.plan_no_employment', { email: await emailOf(tx, input.user_id), date: input.date });
      if (await shiftOn(tx, input.user_id, input.date)) throw conflict('schedule.day_taken', { date: input.date });
      const { timezone } = await companyClock(tx, record.companyId);
      const plan: PlanSnapshot = {
        user_id: input.user_id,
        date: input.date,
        type: input.type,
        start: input.start,
        end: input.end,
        color: input.color,
      };
      const values = plannedValues(plan, timezone);
      warnings = await checkLaw(ctx, tx, record.companyId, values);
      conflicts = await checkConflicts(ctx, tx, record.companyId, values);
      const created = await insertPlanned(tx, { ...values, companyId: record.companyId }, now);
      await insertPlanChange(tx, {
        shiftId: created.id,
        userId: plan.user_id,
        date: plan.date,
        action: 'add',
        before: null,
        after: plan,
        changedBy: actor.id,
      }, now);
      await notifyOwners(ctx, tx, [{ userId: plan.user_id, action: 'added', shiftId: created.id, date: plan.date }]);
      return created;
    });
    return { ...(await answer(ctx, row)), warnings, conflicts };
  } catch (error) {
    return planConflict(error, input.date);
  }
}

/** Changes the type, times or colour of a planned shift nobody started. */
export async function changePlannedShift(ctx: RequestContext, shiftId: string, input: PlanChange): Promise<PlanEditResult> {
  const { db } = ctx;
  let warnings: Breach[] = [];
  let conflicts: PlanConflict[] = [];
  const row = await db.transaction(async (tx) => {
    const shift = await requireAccess({ ...ctx, db: tx }, 'shift.confirm', shiftId);
    refusedEdit(shift);
    const before = snapshotOf(shift);
    const after = patchedPlan(before, input);
    if (!changedFields(before, after).length) return shift;
    const { timezone } = await companyClock(tx, shift.companyId);
    const values = plannedValues(after, timezone, input.end !== undefined ? 'end' : 'start');
    const written = await rewritePlanned(ctx, tx, shift, { before, after, action: 'change', values });
    ({ warnings, conflicts } = written);
    await notifyOwners(ctx, tx, [{ userId: after.user_id, action: 'changed', shiftId: shift.id, date: after.date }]);
    return written.row;
  });
  return { ...(await answer(ctx, row)), warnings, conflicts };
}

/** Removes a planned shift nobody started; its change log stays. */
export async function removePlannedShift(ctx: RequestContext, shiftId: string): Promise<void> {
  const { db, actor, now } = ctx;
  await db.transaction(async (tx) => {
    const shift = await requireAccess({ ...ctx, db: tx }, 'shift.confirm', shiftId);
    refusedEdit(shift);
    if (!(await deletePlanned(tx, shift.id))) throw conflict('schedule.changed');
    const before = snapshotOf(shift);
    await insertPlanChange(tx, {
      shiftId: shift.id,
      userId: before.user_id,
      date: before.date,
      action: 'remove',
      before,
      after: null,
      changedBy: actor.id,
    }, now);
    await notifyOwners(ctx, tx, [{ userId: before.user_id, action: 'removed', shiftId: null, date: before.date }]);
  });
}

/**
 * Moves a planned shift to another person of its company (employed there on the target date, and
 * managed by the admin) and/or another date; the target day must be free. The same type, times and
 * colour, with the planned instants of the new date.
 */
export async function movePlannedShift(ctx: RequestContext, shiftId: string, input: PlanMove): Promise<PlanEditResult> {
  const { db } = ctx;
  let target: LocalDate | undefined = input.date;
  let warnings: Breach[] = [];
  let conflicts: PlanConflict[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      const scoped = { ...ctx, db: tx };
      const shift = await requireAccess(scoped, 'shift.confirm', shiftId);
      refusedEdit(shift);
      const before = snapshotOf(shift);
      const after = movedPlan(before, input);
      target = after.date;
      if (after.user_id !== before.user_id) await requireAccess(scoped, 'schedule.user', after.user_id);
      if (!movesAnywhere(before, after)) throw conflict('schedule.day_taken', { date: after.date });
      const [record] = await usersEmployment(tx, [after.user_id], [shift.companyId], after.date, after.date);
      if (!record) throw conflict('schedule.move_no_employment', { email: await emailOf(tx, after.user_id), date: after.date });
      if (await shiftOn(tx, after.user_id, after.date)) throw conflict('schedule.day_taken', { date: after.date });
      const { timezone } = await companyClock(tx, shift.companyId);
      const written = await rewritePlanned(ctx, tx, shift, { before, after, action: 'move', values: plannedValues(after, timezone) });
      ({ warnings, conflicts } = written);
      await notifyOwners(
        ctx,
        tx,
        after.user_id === before.user_id
          ? [{ userId: after.user_id, action: 'moved', shiftId: shift.id, date: before.date, toDate: after.date }]
          : [
            { userId: before.user_id, action: 'removed', shiftId: null, date: before.date },
            { userId: after.user_id, action: 'added', shiftId: shift.id, date: after.date },
          ],
      );
      return written.row;
    });
    return { ...(await answer(ctx, row)), warnings, conflicts };
  } catch (error) {
    return planConflict(error, target ?? '');
  }
}

const iso = (date: Date) => date.toISOString();
const nameOf = (who: { email: string | null; fullName: string | null }) => who.fullName || who.email || null;
const snapshot = (
  value: Record<string, unknown> | null,
): PlanSnapshot | null => (value && typeof value.user_id === 'string' ? (value as PlanSnapshot) : null);

/**
 * A shift's change log, newest first: its own entries (add, change, move, remove) and, for a shift
 * a pattern planned, 'planned by pattern X, applied by Y at Z' from that apply's one log row.
 * Admins of its company and the shift's owner read it.
 */
export async function planHistory(ctx: RequestContext, shiftId: string): Promise<PlanHistory> {
  const { db } = ctx;
  const shift = await requireAccess(ctx, 'shift.read', shiftId);
  const rows = await shiftChanges(db, shift.id);
  const data: PlanChangePublic[] = rows.map(({ change, email, fullName }) => ({
    id: change.id,
    shift_id: change.shiftId,
    action: change.action,
    before: snapshot(change.before ?? null),
    after: snapshot(change.after ?? null),
    pattern_id: change.patternId,
    pattern_name: null,
    changed_by: change.changedBy,
    changed_by_name: nameOf({ email, fullName }),
    changed_at: iso(change.changedAt),
    note: change.note,
  }));
  if (shift.patternId) {
    const applied = await applyOf(db, shift.patternId, shift.createdAt);
    if (applied) {
      data.push({
        id: null,
        shift_id: shift.id,
        action: 'apply',
        before: null,
        after: null,
        pattern_id: shift.patternId,
        pattern_name: applied.patternName,
        changed_by: applied.change.changedBy,
        changed_by_name: nameOf(applied),
        changed_at: iso(applied.change.changedAt),
        note: applied.change.note,
      });
    }
  }
  data.sort((a, b) => (a.changed_at < b.changed_at ? 1 : a.changed_at > b.changed_at ? -1 : 0));
  return { data, count: data.length };
}

/**
 * Re-applies an (edited) pattern to every target it was applied to, for the days from `from_date`
 * to the end of each application's months, with apply's guarantees and counts (apply.service.ts:
 * started, finished and confirmed shifts are never touched, the past is never rewritten, doing it
 * twice changes nothing). Identical applications count once; oldest first, so a later one wins
 * where two overlap. Each application runs in its own write transaction.
 */
export async function reapplyPattern(ctx: RequestContext, input: ReapplyPattern): Promise<ReapplyResult> {
  await requireAccess(ctx, 'pattern.apply', input.pattern_id);
  const applications = await applicationsOf(ctx.db, input.pattern_id);
  if (!applications.length) throw conflict('schedule.pattern_never_applied');
  const result = { created: 0, replaced: 0, skipped: 0, applications: 0 };
  // Each application's answer counts its warnings and keeps its first 100; so does the sum.
  const warnings = new BreachTally();
  const conflicts: PlanConflict[] = [];
  let conflictsTotal = 0;
  const seen = new Set<string>();
  for (const { request } of applications) {
    // Stored as it was given (with the fields other features add, such as crews): passed through.
    const stored = request as ApplyPattern;
    const key = JSON.stringify(stored);
    if (seen.has(key)) continue;
    seen.add(key);
    if (monthsRange(stored.start_month, stored.months).to < input.from_date) continue;
    const counts = await applyPattern(ctx, { ...stored, pattern_id: input.pattern_id }, { reapplyFrom: input.from_date });
    result.created += counts.created;
    result.replaced += counts.replaced;
    result.skipped += counts.skipped;
    warnings.merge(BreachTally.of(counts));
    conflicts.push(...counts.conflicts);
    conflictsTotal += counts.conflicts_total;
    result.applications++;
  }
  conflicts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ...result, ...warningsAnswer(warnings.summary()), ...conflictsAnswer(conflicts, conflictsTotal) };
}
