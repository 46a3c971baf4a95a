// One user's shift on one company-local date (spec/product-rules.md "Day shifts"): its status, the
// minutes it was worked, its deviation from plan, and the start / stop / confirm / auto-confirm
// rules as pure checks. A check answers null when the action is allowed, otherwise a reason code
// that the API turns into its answer (REFUSALS: HTTP status and detail).
import type { Role } from '../../users/roles';
import { confirmRightRefusal } from './confirm-right';
import { localDate, type LocalDate } from './time';

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
  | 'end_not_after_start'
  | 'end_in_future';

export type ConfirmRequest = {
  actor: { id: string; role: Role };
  /** The user the shift belongs to. */
  owner: { id: string; role: Role };
  shift: DayShiftFacts;
  adjusted_started_at?: Date | null;
  adjusted_ended_at?: Date | null;
  now: Date;
};

/**
 * Confirming (and adjusting) a shift. Admins and superadmins only; an admin may not confirm the
 * shift of another admin or of a superadmin (their own is allowed); a superadmin may confirm
 * anyone's. A confirmed shift is read-only except for a superadmin. The times that will count
 * (the adjusted ones, else the actual ones) must both exist, the end after the start and not in
 * the future: an admin can so record a shift the employee forgot to start or stop.
 */
export function confirmRefusal(request: ConfirmRequest): ConfirmRefusal | null {
  const { actor, owner, shift } = request;
  const right = confirmRightRefusal(actor, owner, shift.confirmed);
  if (right) return right;
  const current = effectiveTimes(shift);
  const start = request.adjusted_started_at ?? current.start;
  const end = request.adjusted_ended_at ?? current.end;
  if (!start || !end) return 'not_finished';
  if (end.getTime() <= start.getTime()) return 'end_not_after_start';
  if (end.getTime() > request.now.getTime()) return 'end_in_future';
  return null;
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

// ---- Answers ------------------------------------------------------------------------------

/** The HTTP status and detail for each refusal, for the API. */
export const REFUSALS: Record<StartRefusal | StopRefusal | ConfirmRefusal, { status: 403 | 409 | 422; detail: string }> = {
  confirmed: { status: 409, detail: 'The shift is already confirmed.' },
  already_started: { status: 409, detail: 'The shift has already been started.' },
  not_today: { status: 409, detail: "A shift can be started only on its own date." },
  other_shift_running: { status: 409, detail: 'Another shift is still running: stop it first.' },
  shift_exists_today: { status: 409, detail: 'There is already a shift today: start that one.' },
  not_started: { status: 409, detail: 'The shift has not been started.' },
  already_ended: { status: 409, detail: 'The shift has already been stopped.' },
  not_admin: { status: 403, detail: 'Only administrators confirm shifts.' },
  owner_is_admin: { status: 403, detail: 'An administrator cannot confirm the shift of another administrator or a superadmin.' },
  confirmed_read_only: { status: 403, detail: 'A confirmed shift can be changed only by a superadmin.' },
  not_finished: { status: 409, detail: 'The shift has no start and end to confirm: give both times.' },
  end_not_after_start: { status: 422, detail: 'The end must be after the start.' },
  end_in_future: { status: 422, detail: 'The end cannot be in the future.' },
};
