// Which days a request takes off and how long each is (product-rules.md "Absence"): the planned
// hours in the range; without a plan, 8 hours for each Monday-Friday that is not a public
// holiday. "Without a plan" is decided per month, since patterns are applied by whole months:
// in a month where the employee has planned shifts, a day without one is a day off (0 h); in a
// month without any, the 8-hour workday rule counts.
import { datesInRange, weekday, type LocalDate } from '../../../lib/time';
import type { AbsenceDay } from '../kinds';

export const WORKDAY_MINUTES = 8 * 60;

export type DayCountInput = {
  from: LocalDate;
  to: LocalDate;
  /** Planned minutes of the employee's planned shifts by date (the months of the range). */
  planned: ReadonlyMap<LocalDate, number>;
  /** Public holidays of the employee's company. */
  holidays: { has(date: LocalDate): boolean };
};

export function countedDays({ from, to, planned, holidays }: DayCountInput): AbsenceDay[] {
  const plannedMonths = new Set([...planned.keys()].map((date) => date.slice(0, 7)));
  const days: AbsenceDay[] = [];
  for (const date of datesInRange(from, to)) {
    const minutes = plannedMonths.has(date.slice(0, 7))
      ? (planned.get(date) ?? 0)
      : weekday(date) >= 1 && weekday(date) <= 5 && !holidays.has(date)
      ? WORKDAY_MINUTES
      : 0;
    if (minutes > 0) days.push({ date, minutes });
  }
  return days;
}

export const totalMinutes = (days: readonly AbsenceDay[]): number => days.reduce((sum, day) => sum + day.minutes, 0);

/** Minutes as decimal hours, to the hundredth. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** The days of a request that fall in a calendar year. */
export const daysInYear = (days: readonly AbsenceDay[], year: number): AbsenceDay[] =>
  days.filter((day) => Number(day.date.slice(0, 4)) === year);
