// What the API answers when a rule of rules/day-shift.ts refuses a start, stop or confirmation:
// the reason's error code (its status and detail are the catalog's, lib/error-codes.ts), or a 422
// on the time field a refused time concerns.
import { detailOf, statusOf, type CodeWithStatus, type ErrorCode } from '../../lib/error-codes';
import { ApiError, ValidationError } from '../../lib/errors';
import type { ConfirmRefusal, StartRefusal, StopRefusal } from './rules/day-shift';

/** A refusal answered by an error code of the catalog. */
const coded = <C extends CodeWithStatus<403 | 409>>(code: C) => ({ status: statusOf(code), code, detail: detailOf(code) });
/** A refusal of the given times: 422 on the time field it concerns. */
const invalid = (detail: string) => ({ status: 422 as const, code: null, detail });

export const REFUSALS = {
  confirmed: coded('schedule.confirmed'),
  already_started: coded('schedule.already_started'),
  not_today: coded('schedule.not_today'),
  other_shift_running: coded('schedule.other_shift_running'),
  shift_exists_today: coded('schedule.shift_exists_today'),
  not_started: coded('schedule.not_started'),
  already_ended: coded('schedule.already_ended'),
  not_admin: coded('schedule.not_admin'),
  owner_is_admin: coded('schedule.owner_is_admin'),
  confirmed_read_only: coded('schedule.confirmed_read_only'),
  not_finished: coded('schedule.not_finished'),
  start_far_from_date: invalid('The start must be near the date of the shift.'),
  end_not_after_start: invalid('The end must be after the start.'),
  worked_too_long: invalid('A shift can last at most 24 hours.'),
  end_in_future: invalid('The end cannot be in the future.'),
} satisfies Record<StartRefusal | StopRefusal | ConfirmRefusal, { status: number; code: ErrorCode | null; detail: string }>;

/** The error for a refusal: its code's answer, or a 422 on `field` (the end unless told). */
export function refused(reason: StartRefusal | StopRefusal | ConfirmRefusal, field: 'started_at' | 'ended_at' = 'ended_at'): Error {
  const refusal = REFUSALS[reason];
  if (refusal.code === null) return ValidationError.field(['body', field], refusal.detail);
  return new ApiError(refusal.code);
}
