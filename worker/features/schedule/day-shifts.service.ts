// Start, stop and confirm a day shift (spec/product-rules.md "Day shifts"; docs/scheduling.md).
// Each reads, checks (rules/day-shift.ts) and writes in one write transaction with a conditional
// update; the two unique indexes of day_shifts are the last word across processes.
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { requireAccess } from '../../access';
import { conflict, notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { notify } from '../notifications/public';
import { shiftConfirmedNotification, shiftFacts, toDayShiftPublic } from './answers';
import {
  companyClock,
  confirmerNames,
  countShiftsOn,
  displayName,
  employmentCompany,
  findPerson,
  insertOffScheduleShift,
  markConfirmed,
  markEnded,
  markStarted,
  runningShiftId,
} from './queries';
import { refused } from './refusals';
import { mayConfirm } from './rules/confirm-right';
import { confirmRefusal, isTimesRefusal, offScheduleStartRefusal, startRefusal, stopRefusal, timesRefusalField } from './rules/day-shift';
import type { ConfirmShift, ConfirmResult, DayShiftPublic } from './schemas';
import { enforceLabourLaw } from '../labour-law/public';

/** The unique indexes are the last word on two starts at once, also across processes. */
function startConflict(error: unknown): never {
  if (isUniqueViolation(error, 'day_shifts.user_id, day_shifts.date')) throw refused('shift_exists_today');
  if (isUniqueViolation(error, 'day_shifts.user_id')) throw refused('other_shift_running');
  if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
  throw error;
}

/**
 * Starts the signed-in user's planned shift, or, without an id, off-schedule work on today's
 * company-local date in the company of their current employment record (409 when they have none).
 * Only on the shift's own local date, only once, with no other shift running.
 */
export async function startShift(ctx: RequestContext, shiftId: string | null | undefined): Promise<DayShiftPublic> {
  const { db, actor, now, orgToday } = ctx;
  try {
    const row = await db.transaction(async (tx) => {
      if (shiftId) {
        const shift = await requireAccess({ ...ctx, db: tx }, 'shift.work', shiftId);
        const { timezone } = await companyClock(tx, shift.companyId);
        const running = await runningShiftId(tx, actor.id);
        const refusal = startRefusal(shiftFacts(shift), {
          now,
          timeZone: timezone,
          hasRunningShift: running !== null && running !== shift.id,
        });
        if (refusal) throw refused(refusal);
        const started = await markStarted(tx, shift.id, now);
        if (!started) throw refused('already_started');
        return started;
      }
      const company = await employmentCompany(tx, actor.id, orgToday);
      if (!company) throw conflict('schedule.no_employment');
      const today = localDate(now, company.timezone);
      const [shiftsToday, running] = await Promise.all([countShiftsOn(tx, actor.id, today), runningShiftId(tx, actor.id)]);
      const refusal = offScheduleStartRefusal({ now, timeZone: company.timezone, hasRunningShift: running !== null, shiftsToday });
      if (refusal) throw refused(refusal);
      return insertOffScheduleShift(tx, actor.id, company.id, today, now);
    });
    return toDayShiftPublic(row, mayConfirm(actor, actor, row.confirmed), await confirmerNames(db, [row]));
  } catch (error) {
    return startConflict(error);
  }
}

/** Stops the signed-in user's running shift (any date: a night shift ends the next day). */
export async function stopShift(ctx: RequestContext, shiftId: string): Promise<DayShiftPublic> {
  const { db, actor, now } = ctx;
  const row = await db.transaction(async (tx) => {
    const shift = await requireAccess({ ...ctx, db: tx }, 'shift.work', shiftId);
    const refusal = stopRefusal(shiftFacts(shift));
    if (refusal) throw refused(refusal);
    // Never before the start, whatever the clocks did.
    const endedAt = shift.startedAt && shift.startedAt > now ? shift.startedAt : now;
    const stopped = await markEnded(tx, shift.id, endedAt, now);
    if (!stopped) throw refused('already_ended');
    return stopped;
  });
  return toDayShiftPublic(row, mayConfirm(actor, actor, row.confirmed), await confirmerNames(db, [row]));
}

/**
 * Confirms a shift, optionally with adjusted start and end and notes (admins: shifts in their
 * companies of users with the role user and their own; superadmins: any, also once confirmed).
 * Who and when are recorded. Read, check and write share one write transaction.
 */
export async function confirmShift(ctx: RequestContext, input: ConfirmShift): Promise<ConfirmResult> {
  const { db, actor, now } = ctx;
  let warnings: ConfirmResult['warnings'] = [];
  const row = await db.transaction(async (tx) => {
    const shift = await requireAccess({ ...ctx, db: tx }, 'shift.confirm', input.schedule_id);
    const shiftOwner = await findPerson(tx, shift.userId);
    if (!shiftOwner) throw notFound('schedule.shift_not_found');
    const instant = (value: string | null | undefined, current: Date | null) =>
      value === undefined ? current : value === null ? null : new Date(value);
    const adjustedStart = instant(input.started_at, shift.adjustedStartedAt);
    const adjustedEnd = instant(input.ended_at, shift.adjustedEndedAt);
    const facts = { ...shiftFacts(shift), adjusted_started_at: adjustedStart, adjusted_ended_at: adjustedEnd };
    const { timezone } = await companyClock(tx, shift.companyId);
    const refusal = confirmRefusal({
      actor,
      owner: shiftOwner,
      shift: facts,
      adjusted_started_at: adjustedStart,
      adjusted_ended_at: adjustedEnd,
      now,
      timeZone: timezone,
    });
    if (refusal) {
      const changed = { started_at: input.started_at !== undefined, ended_at: input.ended_at !== undefined };
      throw refused(refusal, isTimesRefusal(refusal) ? timesRefusalField(refusal, changed) : undefined);
    }
    // The confirmed times against the labour-law rules, before anything is written (docs/labour-law.md).
    const workedStart = adjustedStart ?? shift.startedAt;
    const workedEnd = adjustedEnd ?? shift.endedAt;
    if (workedStart && workedEnd) {
      warnings = await enforceLabourLaw(tx, now, {
        companyId: shift.companyId,
        proposed: [
          {
            userId: shift.userId,
            date: shift.date,
            startAt: workedStart.getTime(),
            endAt: workedEnd.getTime(),
            worked: true,
            plannedMinutes: shift.plannedMinutes,
          },
        ],
      });
    }
    const confirmed = await markConfirmed(
      tx,
      shift.id,
      {
        confirmedBy: actor.id,
        notes: input.notes === undefined ? shift.confirmationNotes : input.notes || null,
        adjustedStartedAt: adjustedStart,
        adjustedEndedAt: adjustedEnd,
        again: actor.role === 'superadmin',
      },
      now,
    );
    if (!confirmed) throw refused('confirmed_read_only');
    if (confirmed.userId !== actor.id) {
      await notify(tx, [shiftConfirmedNotification(confirmed, await displayName(tx, actor.id))], now, ctx.live);
    }
    return confirmed;
  });
  // Confirmed now: only a superadmin may change it again (confirmRightRefusal).
  return { ...toDayShiftPublic(row, actor.role === 'superadmin', await confirmerNames(ctx.db, [row])), warnings };
}
