import { describe, expect, it } from 'vitest';
import {
  autoConfirmable,
  confirmRefusal,
  dayShiftStatus,
  deviationMinutes,
  isMissed,
  isRunning,
  offScheduleStartRefusal,
  startRefusal,
  stopRefusal,
  timesRefusal,
  timesRefusalField,
  workedMinutes,
  type ConfirmRequest,
  type DayShiftFacts,
} from '../../../worker/features/schedule/rules/day-shift';
import { REFUSALS } from '../../../worker/features/schedule/refusals';
import { shiftInterval } from '../../../worker/lib/time';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

const planned = (date: string, facts: Partial<DayShiftFacts> = {}): DayShiftFacts => ({
  date,
  off_schedule: false,
  planned_minutes: 480,
  started_at: null,
  ended_at: null,
  confirmed: false,
  ...facts,
});

/** A shift planned 08:00-16:00 UTC on 2 November 2026, worked for `minutes` from 08:00. */
const workedFor = (minutes: number, facts: Partial<DayShiftFacts> = {}) =>
  planned('2026-11-02', {
    started_at: at('2026-11-02T08:00:00Z'),
    ended_at: new Date(at('2026-11-02T08:00:00Z').getTime() + minutes * MIN),
    ...facts,
  });

describe('status, worked minutes and deviation', () => {
  it('derives the status from the facts', () => {
    expect(dayShiftStatus(planned('2026-11-02'))).toBe('not_started');
    expect(dayShiftStatus(planned('2026-11-02', { started_at: at('2026-11-02T07:00:00Z') }))).toBe('started');
    expect(dayShiftStatus(workedFor(480))).toBe('ended');
    expect(dayShiftStatus(workedFor(480, { confirmed: true }))).toBe('confirmed');
    expect(isRunning(planned('2026-11-02', { started_at: at('2026-11-02T07:00:00Z') }))).toBe(true);
    expect(isRunning(workedFor(480))).toBe(false);
  });

  it('counts worked minutes from the real instants across a daylight-saving night', () => {
    // 22:00-06:00 planned into 29 March 2026 in Warsaw is 7 h. Worked 21:55 CET -> 06:05 CEST:
    // 20:55Z -> 04:05Z = 7 h 10 min, not the 8 h 10 min the wall clock suggests.
    const plan = shiftInterval('2026-03-28', '22:00', '06:00', 'Europe/Warsaw');
    const night = planned('2026-03-28', {
      planned_minutes: plan.minutes,
      started_at: at('2026-03-28T20:55:00Z'),
      ended_at: at('2026-03-29T04:05:00Z'),
    });
    expect(night.planned_minutes).toBe(420);
    expect(workedMinutes(night)).toBe(430);
    expect(deviationMinutes(night)).toBe(10);
  });

  it('drops seconds and has no worked time before the end', () => {
    expect(workedMinutes(planned('2026-11-02', { started_at: at('2026-11-02T08:00:30Z'), ended_at: at('2026-11-02T16:00:10Z') }))).toBe(
      479,
    );
    expect(workedMinutes(planned('2026-11-02', { started_at: at('2026-11-02T08:00:00Z') }))).toBeNull();
    expect(deviationMinutes(planned('2026-11-02'))).toBeNull();
    expect(deviationMinutes(workedFor(450))).toBe(-30);
  });

  it('uses the adjusted times of a confirmed shift, and only of a confirmed one', () => {
    const adjusted = { adjusted_started_at: at('2026-11-02T08:00:00Z'), adjusted_ended_at: at('2026-11-02T17:00:00Z') };
    expect(workedMinutes(workedFor(570, { confirmed: true, ...adjusted }))).toBe(540);
    expect(deviationMinutes(workedFor(570, { confirmed: true, ...adjusted }))).toBe(60);
    expect(workedMinutes(workedFor(570, adjusted))).toBe(570);
    // Only the end adjusted: the actual start counts.
    expect(workedMinutes(workedFor(570, { confirmed: true, adjusted_ended_at: at('2026-11-02T16:30:00Z') }))).toBe(510);
  });

  it('counts all off-schedule work as deviation', () => {
    const extra = workedFor(150, { off_schedule: true, planned_minutes: null });
    expect(workedMinutes(extra)).toBe(150);
    expect(deviationMinutes(extra)).toBe(150);
  });

  it('calls a planned shift of a past local date that never started missed', () => {
    const today = '2026-11-10';
    expect(isMissed(planned('2026-11-09'), today)).toBe(true);
    expect(isMissed(planned('2026-11-10'), today)).toBe(false);
    expect(isMissed(planned('2026-11-09', { started_at: at('2026-11-09T08:00:00Z') }), today)).toBe(false);
    expect(
      isMissed(
        planned('2026-11-09', {
          confirmed: true,
          adjusted_started_at: at('2026-11-09T08:00:00Z'),
          adjusted_ended_at: at('2026-11-09T16:00:00Z'),
        }),
        today,
      ),
    ).toBe(false);
    expect(isMissed(planned('2026-11-09', { off_schedule: true }), today)).toBe(false);
    expect(isMissed(planned('2026-11-09'), today, true)).toBe(false); // approved absence
  });
});

describe('start and stop', () => {
  const warsaw = (now: string, hasRunningShift = false) => ({ now: at(now), timeZone: 'Europe/Warsaw', hasRunningShift });

  it("starts only on the shift's own local date: 00:30 in Warsaw while UTC is still on the day before", () => {
    const now = '2026-06-14T22:30:00Z'; // 00:30 CEST on 15 June
    expect(startRefusal(planned('2026-06-15'), warsaw(now))).toBeNull();
    expect(startRefusal(planned('2026-06-14'), warsaw(now))).toBe('not_today');
  });

  it("starts only on the shift's own local date: 23:30 in New York while UTC is already on the next day", () => {
    const context = { now: at('2026-06-16T03:30:00Z'), timeZone: 'America/New_York', hasRunningShift: false }; // 23:30 EDT on 15 June
    expect(startRefusal(planned('2026-06-15'), context)).toBeNull();
    expect(startRefusal(planned('2026-06-16'), context)).toBe('not_today');
  });

  it('switches dates exactly at local midnight', () => {
    expect(startRefusal(planned('2026-06-15'), warsaw('2026-06-15T21:30:00Z'))).toBeNull(); // 23:30
    expect(startRefusal(planned('2026-06-15'), warsaw('2026-06-15T21:59:59Z'))).toBeNull(); // 23:59:59
    expect(startRefusal(planned('2026-06-15'), warsaw('2026-06-15T22:00:00Z'))).toBe('not_today'); // 00:00 on the 16th
    expect(startRefusal(planned('2026-06-16'), warsaw('2026-06-15T22:00:00Z'))).toBeNull();
    // In winter Kyiv is UTC+2: 22:30Z on 14 January is 00:30 on the 15th.
    const kyiv = { now: at('2026-01-14T22:30:00Z'), timeZone: 'Europe/Kyiv', hasRunningShift: false };
    expect(startRefusal(planned('2026-01-15'), kyiv)).toBeNull();
    expect(startRefusal(planned('2026-01-14'), kyiv)).toBe('not_today');
  });

  it('does not start a night shift after its date has passed', () => {
    // Planned 22:00-06:00 on 15 June; at 00:10 on the 16th it can no longer be started.
    expect(startRefusal(planned('2026-06-15'), warsaw('2026-06-15T22:10:00Z'))).toBe('not_today');
  });

  it('starts only once', () => {
    const started = planned('2026-06-15', { started_at: at('2026-06-15T06:00:00Z') });
    expect(startRefusal(started, warsaw('2026-06-15T07:00:00Z'))).toBe('already_started');
    const ended = { ...started, ended_at: at('2026-06-15T14:00:00Z') };
    expect(startRefusal(ended, warsaw('2026-06-15T15:00:00Z'))).toBe('already_started');
    expect(startRefusal({ ...ended, confirmed: true }, warsaw('2026-06-15T15:00:00Z'))).toBe('confirmed');
  });

  it('allows one running shift at a time', () => {
    expect(startRefusal(planned('2026-06-15'), warsaw('2026-06-15T06:00:00Z', true))).toBe('other_shift_running');
    expect(offScheduleStartRefusal({ ...warsaw('2026-06-15T06:00:00Z', true), shiftsToday: 0 })).toBe('other_shift_running');
    expect(offScheduleStartRefusal({ ...warsaw('2026-06-15T06:00:00Z'), shiftsToday: 0 })).toBeNull();
  });

  it('starts off-schedule only on a day without a shift', () => {
    expect(offScheduleStartRefusal({ ...warsaw('2026-06-15T06:00:00Z'), shiftsToday: 1 })).toBe('shift_exists_today');
  });

  it('stops only a started shift that has not ended, on any date', () => {
    expect(stopRefusal(planned('2026-06-15'))).toBe('not_started');
    const running = planned('2026-06-15', { started_at: at('2026-06-15T20:00:00Z') });
    expect(stopRefusal(running)).toBeNull();
    expect(stopRefusal({ ...running, ended_at: at('2026-06-16T04:00:00Z') })).toBe('already_ended');
    expect(stopRefusal({ ...running, confirmed: true, adjusted_ended_at: at('2026-06-16T04:00:00Z') })).toBe('confirmed');
  });
});

describe('confirm', () => {
  const user = { id: 'u1', role: 'user' as const };
  const admin = { id: 'a1', role: 'admin' as const };
  const otherAdmin = { id: 'a2', role: 'admin' as const };
  const superadmin = { id: 's1', role: 'superadmin' as const };
  const otherSuperadmin = { id: 's2', role: 'superadmin' as const };
  const now = at('2026-11-03T10:00:00Z');
  const request = (
    actor: ConfirmRequest['actor'],
    owner: ConfirmRequest['owner'],
    extra: Partial<ConfirmRequest> = {},
  ): ConfirmRequest => ({
    actor,
    owner,
    shift: workedFor(490),
    now,
    timeZone: 'UTC',
    ...extra,
  });

  it("lets an admin confirm a user's shift, but not another admin's or a superadmin's", () => {
    expect(confirmRefusal(request(admin, user))).toBeNull();
    expect(confirmRefusal(request(admin, otherAdmin))).toBe('owner_is_admin');
    expect(confirmRefusal(request(admin, superadmin))).toBe('owner_is_admin');
    expect(confirmRefusal(request(admin, admin))).toBeNull(); // "another" admin: their own is allowed
  });

  it("lets a superadmin confirm anyone's shift", () => {
    expect(confirmRefusal(request(superadmin, user))).toBeNull();
    expect(confirmRefusal(request(superadmin, admin))).toBeNull();
    expect(confirmRefusal(request(superadmin, otherSuperadmin))).toBeNull();
  });

  it('refuses users', () => {
    expect(confirmRefusal(request(user, user))).toBe('not_admin');
    expect(REFUSALS.not_admin.status).toBe(403);
  });

  it('keeps a confirmed shift read-only except for a superadmin', () => {
    const confirmed = workedFor(490, { confirmed: true });
    expect(confirmRefusal(request(admin, user, { shift: confirmed }))).toBe('confirmed_read_only');
    expect(confirmRefusal(request(superadmin, user, { shift: confirmed, adjusted_ended_at: at('2026-11-02T16:00:00Z') }))).toBeNull();
    expect(REFUSALS.owner_is_admin.status).toBe(403);
  });

  it('needs an end after the start', () => {
    expect(
      confirmRefusal(
        request(admin, user, { adjusted_started_at: at('2026-11-02T09:00:00Z'), adjusted_ended_at: at('2026-11-02T09:00:00Z') }),
      ),
    ).toBe('end_not_after_start');
    expect(confirmRefusal(request(admin, user, { adjusted_ended_at: at('2026-11-02T07:59:00Z') }))).toBe('end_not_after_start');
    expect(
      confirmRefusal(
        request(admin, user, { adjusted_started_at: at('2026-11-02T08:10:00Z'), adjusted_ended_at: at('2026-11-02T16:00:00Z') }),
      ),
    ).toBeNull();
    expect(REFUSALS.end_not_after_start.status).toBe(422);
  });

  it('needs both times: a running or never-started shift only with adjusted times', () => {
    const running = planned('2026-11-02', { started_at: at('2026-11-02T08:00:00Z') });
    expect(confirmRefusal(request(admin, user, { shift: running }))).toBe('not_finished');
    expect(confirmRefusal(request(admin, user, { shift: running, adjusted_ended_at: at('2026-11-02T16:00:00Z') }))).toBeNull();
    const forgotten = planned('2026-11-02');
    expect(confirmRefusal(request(admin, user, { shift: forgotten, adjusted_started_at: at('2026-11-02T08:00:00Z') }))).toBe(
      'not_finished',
    );
    expect(
      confirmRefusal(
        request(admin, user, {
          shift: forgotten,
          adjusted_started_at: at('2026-11-02T08:00:00Z'),
          adjusted_ended_at: at('2026-11-02T16:00:00Z'),
        }),
      ),
    ).toBeNull();
  });

  it('refuses an end in the future', () => {
    expect(confirmRefusal(request(admin, user, { adjusted_ended_at: at('2026-11-03T10:00:01Z') }))).toBe('end_in_future');
    // An end exactly now is allowed (the start moved so that the shift stays within 24 hours).
    expect(
      confirmRefusal(
        request(admin, user, { adjusted_started_at: at('2026-11-02T12:00:00Z'), adjusted_ended_at: at('2026-11-03T10:00:00Z') }),
      ),
    ).toBeNull();
  });
});

describe('autoConfirmable', () => {
  // Planned 480 minutes, tolerance 15.
  it('confirms a deviation of exactly the tolerance, either way', () => {
    expect(autoConfirmable(workedFor(495), 15)).toBe(true);
    expect(autoConfirmable(workedFor(465), 15)).toBe(true);
    expect(autoConfirmable(workedFor(480), 0)).toBe(true);
  });

  it('leaves one minute over the tolerance to an admin', () => {
    expect(autoConfirmable(workedFor(496), 15)).toBe(false);
    expect(autoConfirmable(workedFor(464), 15)).toBe(false);
    expect(autoConfirmable(workedFor(481), 0)).toBe(false);
  });

  it('counts whole minutes: 15 min 59 s over is still within 15', () => {
    const shift = workedFor(495, { ended_at: at('2026-11-02T16:15:59Z') });
    expect(deviationMinutes(shift)).toBe(15);
    expect(autoConfirmable(shift, 15)).toBe(true);
  });

  it('needs a finished, unconfirmed, planned shift', () => {
    expect(autoConfirmable(planned('2026-11-02', { started_at: at('2026-11-02T08:00:00Z') }), 15)).toBe(false);
    expect(autoConfirmable(planned('2026-11-02'), 15)).toBe(false);
    expect(autoConfirmable(workedFor(480, { confirmed: true }), 15)).toBe(false);
    expect(autoConfirmable(workedFor(10, { off_schedule: true, planned_minutes: null }), 15)).toBe(false);
  });
});

describe('plausible adjusted times (timesRefusal)', () => {
  // 4 November 2030 in Warsaw (UTC+1): the local day is 03T23:00Z..04T23:00Z, starts allowed 03T11:00Z..05T11:00Z.
  const times = (start: string, end: string, now = '2030-11-10T00:00:00Z') =>
    timesRefusal({ date: '2030-11-04', timeZone: 'Europe/Warsaw', start: at(start), end: at(end), now: at(now) });

  it('accepts a shift that starts near its local date and lasts up to 24 hours', () => {
    expect(times('2030-11-04T07:00:00Z', '2030-11-04T15:00:00Z')).toBeNull();
    expect(times('2030-11-03T11:00:00Z', '2030-11-04T11:00:00Z')).toBeNull(); // earliest start, exactly 24 h
    expect(times('2030-11-05T11:00:00Z', '2030-11-05T12:00:00Z')).toBeNull(); // latest start
    expect(times('2030-11-04T21:00:00Z', '2030-11-05T05:00:00Z')).toBeNull(); // a night shift
  });

  it('refuses a start far from the date, in either direction (the 1970 start of the defect)', () => {
    expect(times('1970-01-01T00:00:00Z', '2030-11-04T15:00:00Z')).toBe('start_far_from_date');
    expect(times('2030-11-03T10:59:59Z', '2030-11-03T18:00:00Z')).toBe('start_far_from_date');
    expect(times('2030-11-05T11:00:01Z', '2030-11-05T12:00:00Z')).toBe('start_far_from_date');
    expect(times('2031-11-04T07:00:00Z', '2031-11-04T15:00:00Z')).toBe('start_far_from_date');
  });

  it('refuses an end not after the start, more than 24 hours worked, and an end in the future', () => {
    expect(times('2030-11-04T07:00:00Z', '2030-11-04T07:00:00Z')).toBe('end_not_after_start');
    expect(times('2030-11-04T07:00:00Z', '2030-11-05T07:00:01Z')).toBe('worked_too_long');
    expect(times('2030-11-04T07:00:00Z', '2030-11-09T00:00:00Z')).toBe('worked_too_long');
    expect(times('2030-11-04T07:00:00Z', '2040-01-01T00:00:00Z')).toBe('end_in_future');
    expect(times('2030-11-04T07:00:00Z', '2030-11-04T15:00:00Z', '2030-11-04T14:00:00Z')).toBe('end_in_future');
  });

  it('follows the company time zone: the same instant is near one date and far from another', () => {
    const start = at('2030-11-05T12:00:00Z');
    const end = at('2030-11-05T13:00:00Z');
    const now = at('2030-11-10T00:00:00Z');
    expect(timesRefusal({ date: '2030-11-04', timeZone: 'Europe/Warsaw', start, end, now })).toBe('start_far_from_date');
    expect(timesRefusal({ date: '2030-11-04', timeZone: 'America/New_York', start, end, now })).toBeNull();
  });

  it('is checked by confirmRefusal with the times that would count', () => {
    const now = at('2026-11-03T10:00:00Z');
    const base = {
      actor: { id: 'a', role: 'admin' as const },
      owner: { id: 'u', role: 'user' as const },
      shift: workedFor(490),
      now,
      timeZone: 'UTC',
    };
    expect(confirmRefusal({ ...base, adjusted_started_at: at('1970-01-01T00:00:00Z') })).toBe('start_far_from_date');
    expect(confirmRefusal({ ...base, adjusted_started_at: at('2026-11-01T07:00:00Z') })).toBe('start_far_from_date');
    expect(confirmRefusal({ ...base, adjusted_ended_at: at('2026-11-03T08:00:01Z') })).toBe('worked_too_long');
    expect(REFUSALS.start_far_from_date.status).toBe(422);
    expect(REFUSALS.worked_too_long.status).toBe(422);
  });

  it('points the 422 at the field the request changed', () => {
    expect(timesRefusalField('start_far_from_date', { started_at: false, ended_at: true })).toBe('started_at');
    expect(timesRefusalField('end_in_future', { started_at: true, ended_at: false })).toBe('ended_at');
    expect(timesRefusalField('worked_too_long', { started_at: true, ended_at: false })).toBe('started_at');
    expect(timesRefusalField('worked_too_long', { started_at: true, ended_at: true })).toBe('ended_at');
    expect(timesRefusalField('end_not_after_start', { started_at: false, ended_at: false })).toBe('ended_at');
  });
});
