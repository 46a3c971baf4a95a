import { describe, expect, it } from 'vitest';
import type { DayShiftFacts } from '../../../worker/features/schedule/rules/day-shift';
import { publicHolidays } from '../../../worker/lib/holidays';
import { minutesToHours, scheduleStatistics } from '../../../worker/features/schedule/rules/statistics';
import { shiftInterval } from '../../../worker/lib/time';

// November 2026 in Warsaw (CET, UTC+1 all month): local 08:00 is 07:00Z.
const local = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

const shift = (date: string, facts: Partial<DayShiftFacts> = {}): DayShiftFacts => ({
  date,
  off_schedule: false,
  planned_minutes: 480,
  started_at: null,
  ended_at: null,
  confirmed: false,
  ...facts,
});
const worked = (date: string, from: string, to: string, facts: Partial<DayShiftFacts> = {}) =>
  shift(date, { started_at: local(date, from), ended_at: local(date, to), ...facts });
const offSchedule = (date: string, from: string, to: string, facts: Partial<DayShiftFacts> = {}) =>
  worked(date, from, to, { off_schedule: true, planned_minutes: null, ...facts });

// One user's November, seen on Monday 16 November 2026.
const month: DayShiftFacts[] = [
  worked('2026-11-02', '07:55', '16:05'), //                      ended, worked 490: +10 over plan
  worked('2026-11-03', '08:00', '15:30', { confirmed: true }), //  auto-confirmed, worked 450: under plan
  worked('2026-11-04', '08:00', '17:30', {
    confirmed: true, //                                            confirmed by an admin with the end
    adjusted_ended_at: local('2026-11-04', '17:00'), //            adjusted to 17:00: worked 540, +60
  }),
  shift('2026-11-05'), //                                          never started: missed
  shift('2026-11-06'), //                                          never started, but on approved leave
  shift('2026-11-09', {
    confirmed: true, //                                            not clocked; the admin recorded
    adjusted_started_at: local('2026-11-09', '08:00'), //          08:00-16:00: worked 480, +0
    adjusted_ended_at: local('2026-11-09', '16:00'),
  }),
  worked('2026-11-11', '08:00', '16:20'), //                      holiday work planned on purpose: +20
  shift('2026-11-16', { started_at: local('2026-11-16', '07:58') }), // today, running
  shift('2026-11-17'), //                                          remaining
  shift('2026-11-18', { planned_minutes: shiftInterval('2026-11-18', '22:00', '06:00', 'Europe/Warsaw').minutes }), // remaining (480)
  shift('2026-11-19', { planned_minutes: shiftInterval('2026-11-19', '07:00', '19:20', 'Europe/Warsaw').minutes }), // remaining (740)
  shift('2026-11-30'), //                                          remaining
  offSchedule('2026-11-07', '09:00', '12:30'), //                  Saturday extra work: 210 min
  offSchedule('2026-11-08', '10:00', '11:40', {
    confirmed: true, //                                            Sunday extra work, confirmed as
    adjusted_ended_at: local('2026-11-08', '11:15'), //            10:00-11:15: 75 min
  }),
  // Outside the period: never counted.
  worked('2026-10-31', '08:00', '17:40'),
  shift('2026-12-01'),
  offSchedule('2026-10-30', '09:00', '17:00'),
];

const period = {
  from: '2026-11-01',
  to: '2026-11-30',
  today: '2026-11-16',
  // Oct-Dec holidays: the ones outside November (24-26 Dec) must not count.
  holidayDates: publicHolidays('PL', '2026-10-01', '2026-12-31'),
  absenceDates: new Set(['2026-11-06']),
};

describe('scheduleStatistics on a hand-computed month', () => {
  const stats = scheduleStatistics(month, period);

  it('counts the planned shifts of the period', () => {
    // Planned on 2, 3, 4, 5, 6, 9, 11, 16, 17, 18, 19, 30 November: 12 (off-schedule work apart).
    expect(stats.total_shifts).toBe(12);
  });

  it('counts the public holidays of the period', () => {
    // 1 November (All Saints, a Sunday) and 11 November (Independence Day).
    expect(stats.holidays).toBe(2);
  });

  it('sums the planned hours', () => {
    // Eleven shifts of 480 min + one of 740 (07:00-19:20) = 5280 + 740 = 6020 min = 100.333 h.
    expect(stats.planned_hours).toBe(100.33);
  });

  it('counts closed and confirmed shifts', () => {
    // Ended or confirmed: 2, 3, 4, 9, 11 = 5; confirmed among them: 3, 4, 9 = 3.
    expect(stats.closed).toBe(5);
    expect(stats.confirmed).toBe(3);
  });

  it('counts remaining and missed shifts around today', () => {
    // Not started from today (16th) on: 17, 18, 19, 30 = 4 (the 16th is running).
    expect(stats.remaining).toBe(4);
    // Not started before today: 5 and 6, but the 6th is excused by approved leave = 1.
    expect(stats.missed).toBe(1);
  });

  it('sums overtime on planned days', () => {
    // max(0, worked - planned) over closed planned shifts: 10 + 0 + 60 + 0 + 20 = 90 min = 1.5 h.
    expect(stats.overtime_workdays_hours).toBe(1.5);
  });

  it('sums off-schedule worked hours', () => {
    // 210 min (7 Nov) + 75 min (8 Nov, adjusted) = 285 min = 4.75 h.
    expect(stats.off_schedule_hours).toBe(4.75);
  });

  it('answers exactly these fields', () => {
    expect(stats).toEqual({
      total_shifts: 12,
      holidays: 2,
      planned_hours: 100.33,
      closed: 5,
      confirmed: 3,
      remaining: 4,
      missed: 1,
      overtime_workdays_hours: 1.5,
      off_schedule_hours: 4.75,
    });
  });

  it('partitions the planned shifts into closed, running, missed, remaining and excused', () => {
    const running = 1; // 16 November
    const excused = 1; // 6 November
    expect(stats.closed + running + stats.missed + stats.remaining + excused).toBe(stats.total_shifts);
  });

  it('moves shifts from remaining to missed as today passes', () => {
    // Seen on 15 December: 5, 17, 18, 19 and 30 November were never started.
    const later = scheduleStatistics(month, { ...period, today: '2026-12-15' });
    expect(later.remaining).toBe(0);
    expect(later.missed).toBe(5);
    // Seen before the month: the same five are all still ahead (the 6th stays excused).
    const earlier = scheduleStatistics(month, { ...period, today: '2026-10-15' });
    expect(earlier.remaining).toBe(5);
    expect(earlier.missed).toBe(0);
    // A not-started shift dated today is still remaining: seen on the 17th, 17-30 are ahead.
    const on17 = scheduleStatistics(month, { ...period, today: '2026-11-17' });
    expect([on17.remaining, on17.missed]).toEqual([4, 1]);
    // Without absences the 6th is missed too.
    expect(scheduleStatistics(month, { ...period, absenceDates: undefined }).missed).toBe(2);
  });

  it('answers zeros for an empty period and takes a Set of holidays', () => {
    expect(
      scheduleStatistics([], {
        from: '2026-11-01',
        to: '2026-11-30',
        today: '2026-11-16',
        holidayDates: new Set(['2026-11-11', '2026-12-25']),
      }),
    ).toEqual({
      total_shifts: 0,
      holidays: 1,
      planned_hours: 0,
      closed: 0,
      confirmed: 0,
      remaining: 0,
      missed: 0,
      overtime_workdays_hours: 0,
      off_schedule_hours: 0,
    });
  });

  it('rounds hours to 2 decimals', () => {
    expect(minutesToHours(70)).toBe(1.17);
    expect(minutesToHours(1)).toBe(0.02);
    expect(minutesToHours(90)).toBe(1.5);
    expect(minutesToHours(0)).toBe(0);
  });
});
