// Statistics of one user's schedule over a period (spec/product-rules.md "Day shifts",
// "Statistics for a user and period"). Only shifts dated from `from` to `to` count. The counts
// are over planned shifts (off-schedule work shows only in off_schedule_hours):
//   total_shifts             planned shifts in the period
//   holidays                 public holidays in the period (dates, whether or not planned)
//   planned_hours            sum of the planned shifts' real planned minutes / 60
//   closed                   planned shifts finished: ended, or confirmed
//   confirmed                planned shifts confirmed (a part of closed)
//   remaining                planned shifts dated today or later, not started, not confirmed
//   missed                   planned shifts dated before today, never started nor confirmed,
//                            except on a day of approved absence (excused: neither missed nor
//                            remaining)
//   overtime_workdays_hours  sum over closed planned shifts of max(0, worked - planned) / 60
//   off_schedule_hours       sum of the worked minutes of closed off-schedule shifts / 60
// A planned shift is in exactly one of closed, running (started, not ended), missed, remaining
// or excused. Hours are numbers rounded to 2 decimals, from whole minutes summed first.
import { dayShiftStatus, isClosed, plannedMinutes, workedMinutes, type DayShiftFacts } from './day-shift';
import type { LocalDate } from '../../../lib/time';

export type ScheduleStatistics = {
  total_shifts: number;
  holidays: number;
  planned_hours: number;
  closed: number;
  confirmed: number;
  remaining: number;
  missed: number;
  overtime_workdays_hours: number;
  off_schedule_hours: number;
};

export type StatisticsPeriod = {
  from: LocalDate;
  to: LocalDate;
  /** Company-local today. */
  today: LocalDate;
  /** Public holiday dates (a Set, or the Map of publicHolidays); those outside the period are ignored. */
  holidayDates: ReadonlySet<LocalDate> | ReadonlyMap<LocalDate, unknown>;
  /** Dates of the user's approved absences. */
  absenceDates?: { has(date: LocalDate): boolean };
};

/** Minutes as hours rounded to 2 decimals (70 min -> 1.17). */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

export function scheduleStatistics(shifts: readonly DayShiftFacts[], period: StatisticsPeriod): ScheduleStatistics {
  const { from, to, today, absenceDates } = period;
  let total = 0;
  let plannedMin = 0;
  let closed = 0;
  let confirmed = 0;
  let remaining = 0;
  let missed = 0;
  let overtimeMin = 0;
  let offScheduleMin = 0;

  for (const shift of shifts) {
    if (shift.date < from || shift.date > to) continue;
    if (shift.off_schedule) {
      if (isClosed(shift)) offScheduleMin += workedMinutes(shift) ?? 0;
      continue;
    }
    total++;
    plannedMin += plannedMinutes(shift);
    const status = dayShiftStatus(shift);
    if (status === 'ended' || status === 'confirmed') {
      closed++;
      if (status === 'confirmed') confirmed++;
      const worked = workedMinutes(shift);
      if (worked !== null) overtimeMin += Math.max(0, worked - plannedMinutes(shift));
    } else if (status === 'not_started' && !absenceDates?.has(shift.date)) {
      if (shift.date >= today) remaining++;
      else missed++;
    }
  }

  const holidays = new Set<LocalDate>();
  for (const date of period.holidayDates.keys()) {
    if (date >= from && date <= to) holidays.add(date);
  }

  return {
    total_shifts: total,
    holidays: holidays.size,
    planned_hours: minutesToHours(plannedMin),
    closed,
    confirmed,
    remaining,
    missed,
    overtime_workdays_hours: minutesToHours(overtimeMin),
    off_schedule_hours: minutesToHours(offScheduleMin),
  };
}
