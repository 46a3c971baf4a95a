// One user's shift on one company-local date (spec/product-rules.md "Day shifts"): its status, the
// minutes it was worked, its deviation from plan, and the start / stop / confirm / auto-confirm
// rules as pure checks. A check answers null when the action is allowed, otherwise a reason code
// that the API turns into its answer (../refusals.ts: an error code, or a 422 message).
import type { Role } from '../../users/schemas';
import { confirmRightRefusal } from './confirm-right';
import { addDays, localDate, zonedToUtc, type LocalDate } from '../../../lib/time';

export const DAY_SHIFT_STATUSES = ['not_started', 'started', 'ended', 'confirmed'] as const;
export type DayShiftStatus = (typeof DAY_SHIFT_STATUSES)[number];

/** The note an automatic confirmation records. */
export const AUTO_CONFIRM_NOTE = 'auto';

export type DayShiftFacts = {
  /** Company-local date the shift belongs to (for a night shift: the date it starts). */
  date: LocalDate;
  /** Started without a plan: no planned times, planned minutes count as 0. */
  off_schedule: boolean;
  /** Real planned length (shiftInterval(...).minutes); null for an off-schedule shift. */
  planned_minutes: number | null;
  started_at: Date | null;
  ended_at: Date | null;
  confirmed: boolean;
  /** Times set by the confirming admin; they replace started_at / ended_at once confirmed. */
  adjusted_started_at?: Date | null;
  adjusted_ended_at?: Date | null;
};

const MINUTE_MS = 60_000;

/** confirmed > ended > started > not_started: the furthest step the shift has reached. */
export function dayShiftStatus(shift: Pick<DayShiftFacts, 'started_at' | 'ended_at' | 'confirmed'>): DayShiftStatus {
  if (shift.confirmed) return 'confirmed';
  if (shift.ended_at) return 'ended';
  if (shift.started_at) return 'started';
  return 'not_started';
}

/** Started and neither ended nor confirmed: the one shift a user may have running. */
export const isRunning = (shift: Pick<DayShiftFacts, 'started_at' | 'ended_at' | 'confirmed'>): boolean =>
  dayShiftStatus(shift) === 'started';

/** Finished: ended by the employee, or confirmed (with actual or adjusted times). */
export const isClosed = (shift: Pick<DayShiftFacts, 'started_at' | 'ended_at' | 'confirmed'>): boolean => {
  const status = dayShiftStatus(shift);
  return status === 'ended' || status === 'confirmed';
};

/** The start and end that count: the adjusted ones of a confirmed shift, else the actual ones. */
export function effectiveTimes(shift: DayShiftFacts): { start: Date | null; end: Date | null } {
  if (!shift.confirmed) return { start: shift.started_at, end: shift.ended_at };
  return { start: shift.adjusted_started_at ?? shift.started_at, end: shift.adjusted_ended_at ?? shift.ended_at };
}

export const plannedMinutes = (shift: DayShiftFacts): number => (shift.off_schedule ? 0 : shift.planned_minutes ?? 0);

/** Whole minutes between the effective start and end (seconds dropped); null until both exist. */
export function workedMinutes(shift: DayShiftFacts): number | null {
  const { start, end } = effectiveTimes(shift);
  if (!start || !end) return null;
  return Math.max(0, Math.floor((end.getTime() - start.getTime()) / MINUTE_MS));
}

/** worked - planned in minutes (an off-schedule shift: all of it); null until worked is known. */
export function deviationMinutes(shift: DayShiftFacts): number | null {
  const worked = workedMinutes(shift);
  return worked === null ? null : worked - plannedMinutes(shift);
}

/**
 * A planned shift of a date before `today` (company-local) that was never started nor confirmed.
 * A day of approved absence excuses it (`absent`).
 */
export const isMissed = (shift: DayShiftFacts, today: LocalDate, absent = false): boolean =>
  !absent && !shift.off_schedule && shift.date < today && dayShiftStatus(shift) === 'not_started';

// ---- Start and stop -----------------------------------------------------------------------

export type StartRefusal = 'confirmed' | 'already_started' | 'not_today' | 'other_shift_running' | 'shift_exists_today';
export type StopRefusal = 'confirmed' | 'not_started' | 'already_ended';

export type StartContext = {
  now: Date;
  /** The company's IANA time zone: the shift's date is local to it. */
  timeZone: string;
  /** Whether the user has a running shift (any date), which blocks every start. */
  hasRunningShift: boolean;
};

/** Starting a planned shift: only on its own local date, only once, one running shift at a time. */
export function startRefusal(shift: DayShiftFacts, context: StartContext): StartRefusal | null {
  const status = dayShiftStatus(shift);
  if (status === 'confirmed') return 'confirmed';
  if (status !== 'not_started') return 'already_started';
  if (localDate(context.now, context.timeZone) !== shift.date) return 'not_today';
  if (context.hasRunningShift) return 'other_shift_running';
  return null;
}

/**
 * Starting without a plan creates an off-schedule shift on today's local date. A user has at most
 * one shift per date, so a day that already has one (planned or not, in any state) refuses it.
 */
export function offScheduleStartRefusal(context: StartContext & { shiftsToday: number }): StartRefusal | null {
  if (context.shiftsToday > 0) return 'shift_exists_today';
  if (context.hasRunningShift) return 'other_shift_running';
  return null;
}

/** Stopping: only a started shift that is neither ended nor confirmed; any date (night shifts). */
export function stopRefusal(shift: DayShiftFacts): StopRefusal | null {
  const status = dayShiftStatus(shift);
  if (status === 'not_started') return 'not_started';
  if (status === 'ended') return 'already_ended';
  if (status === 'confirmed') return 'confirmed';
  return null;
}

// ---- Confirmation -------------------------------------------------------------------------

export type ConfirmRefusal =
  | 'not_admin'
  | 'owner_is_admin'
  | 'confirmed_read_only'
  | 'not_finished'
  | TimesRefusal;

/** Why the times that would count are not plausible for the shift (timesRefusalField: which time is blamed). */
export const TIMES_REFUSALS = ['start_far_from_date', 'end_not_after_start', 'worked_too_long', 'end_in_future'] as const;
export type TimesRefusal = (typeof TIMES_REFUSALS)[number];
export const isTimesRefusal = (reason: string): reason is TimesRefusal => (TIMES_REFUSALS as readonly string[]).includes(reason);

export type ConfirmRequest = {
  actor: { id: string; role: Role };
  /** The user the shift belongs to. */
  owner: { id: string; role: Role };
  shift: DayShiftFacts;
  adjusted_started_at?: Date | null;
  adjusted_ended_at?: Date | null;
  now: Date;
  /** The company's IANA time zone: the shift's date is local to it. */
  timeZone: string;
};

/**
 * Confirming (and adjusting) a shift. Admins and superadmins only; an admin may not confirm the
 * shift of another admin or of a superadmin (their own is allowed); a superadmin may confirm
 * anyone's. A confirmed shift is read-only except for a superadmin. The times that will count
 * (the adjusted ones, else the actual ones) must both exist, the end after the start and not in
 * the future, and plausible for the shift (timesRefusal): an admin can so record a shift the
 * employee forgot to start or stop, but not a start decades away or a shift of several days.
 */
export function confirmRefusal(request: ConfirmRequest): ConfirmRefusal | null {
  const { actor, owner, shift } = request;
  const right = confirmRightRefusal(actor, owner, shift.confirmed);
  if (right) return right;
  const current = effectiveTimes(shift);
  const start = request.adjusted_started_at ?? current.start;
  const end = request.adjusted_ended_at ?? current.end;
  if (!start || !end) return 'not_finished';
  return timesRefusal({ date: shift.date, timeZone: request.timeZone, start, end, now: request.now });
}

/** The longest a shift may count: a day. */
export const MAX_SHIFT_MINUTES = 24 * 60;
/** How far outside its local date a shift may start: from noon the day before to noon the day after. */
export const START_MARGIN_MINUTES = 12 * 60;

export type ShiftTimes = {
  /** The shift's company-local date. */
  date: LocalDate;
  timeZone: string;
  /** The start and end that would count (adjusted, else actual). */
  start: Date;
  end: Date;
  now: Date;
};

/**
 * Whether start and end are plausible for a shift of `date`: the start lies within the shift's
 * local date widened by START_MARGIN_MINUTES on each side (a night shift starts on its date, an
 * early one may begin the evening before), the end is after the start, at most MAX_SHIFT_MINUTES
 * later, and not in the future (checked before the length). Null when plausible, else the first problem found.
 */
export function timesRefusal({ date, timeZone, start, end, now }: ShiftTimes): TimesRefusal | null {
  const margin = START_MARGIN_MINUTES * MINUTE_MS;
  const earliest = zonedToUtc(date, '00:00', timeZone).getTime() - margin;
  const latest = zonedToUtc(addDays(date, 1), '00:00', timeZone).getTime() + margin;
  if (!(start.getTime() >= earliest && start.getTime() <= latest)) return 'start_far_from_date';
  if (end.getTime() <= start.getTime()) return 'end_not_after_start';
  if (end.getTime() > now.getTime()) return 'end_in_future';
  if (end.getTime() - start.getTime() > MAX_SHIFT_MINUTES * MINUTE_MS) return 'worked_too_long';
  return null;
}

/**
 * Which of the two times a times refusal blames: the start for a start far from the date; the end
 * for an end in the future; for the span between them, the end unless only the start was changed.
 */
export function timesRefusalField(reason: TimesRefusal, changed: { started_at: boolean; ended_at: boolean }): 'started_at' | 'ended_at' {
  if (reason === 'start_far_from_date') return 'started_at';
  if (reason === 'end_in_future') return 'ended_at';
  return changed.started_at && !changed.ended_at ? 'started_at' : 'ended_at';
}

/**
 * Auto-confirm (company setting): a finished, unconfirmed planned shift whose |deviation| is at
 * most the tolerance. Off-schedule work has no plan to compare with and always waits for an admin.
 */
export function autoConfirmable(shift: DayShiftFacts, toleranceMinutes: number): boolean {
  if (shift.off_schedule || dayShiftStatus(shift) !== 'ended') return false;
  const deviation = deviationMinutes(shift);
  return deviation !== null && Math.abs(deviation) <= toleranceMinutes;
}
