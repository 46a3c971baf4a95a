// The calendar a month's cost depends on (docs/labour-cost.md "Method"): the nominal working time
// of a month, the minimum wage in force on a date, and the countries' defaults. Pure.
import { datesInRange, monthsRange, weekday, type LocalDate, type LocalTime, type YearMonth } from '../../../lib/time';

export type CostCountry = 'PL' | 'UA';
export type MinimumWage = { from: LocalDate; amount: number };
export type NightWindow = { start: LocalTime; end: LocalTime };

/** Minimum wages per month: PL (rozporządzenie RM) 2025: 4 666 zł, 2026: 4 806 zł; UA (Закон про Держбюджет) 2025: 8 000 ₴, 2026: 8 647 ₴. */
export const DEFAULT_MINIMUM_WAGES: Record<CostCountry, readonly MinimumWage[]> = {
  PL: [
    { from: '2025-01-01', amount: 4666 },
    { from: '2026-01-01', amount: 4806 },
  ],
  UA: [
    { from: '2025-01-01', amount: 8000 },
    { from: '2026-01-01', amount: 8647 },
  ],
};

/** Night: PL art. 151⁷ (8 hours between 21:00 and 7:00, the employer's choice; 21:00-07:00 by default here); UA art. 54 (22:00-06:00). */
export const DEFAULT_NIGHT: Record<CostCountry, NightWindow> = {
  PL: { start: '21:00', end: '07:00' },
  UA: { start: '22:00', end: '06:00' },
};

export const CURRENCY: Record<CostCountry, string> = { PL: 'PLN', UA: 'UAH' };

/** A working day's norm: 8 hours (PL art. 129 § 1, UA art. 50 as 40 h over five days). */
export const DAILY_NORM_MINUTES = 8 * 60;
/** The weekly norm: 40 hours (PL art. 129 § 1 on average, UA art. 50). */
export const WEEKLY_NORM_MINUTES = 40 * 60;

/** The minimum wage in force on `date` (the latest `from` not after it); 0 before the first. */
export function minimumWageOn(wages: readonly MinimumWage[], date: LocalDate): number {
  let amount = 0;
  for (const wage of [...wages].sort((a, b) => (a.from < b.from ? -1 : 1))) if (wage.from <= date) amount = wage.amount;
  return amount;
}

/**
 * The nominal working time of a calendar month in minutes: 8 hours for each Monday-Friday that is
 * not a public holiday, less 8 hours for each holiday on a Saturday (PL art. 130 § 1-2; UA: the
 * same days without the Saturday rule).
 */
export function nominalMinutes(country: CostCountry, month: YearMonth, holidays: ReadonlySet<LocalDate>): number {
  const { from, to } = monthsRange(month, 1);
  let days = 0;
  for (const date of datesInRange(from, to)) {
    const day = weekday(date);
    if (day <= 5 && !holidays.has(date)) days++;
    if (country === 'PL' && day === 6 && holidays.has(date)) days--;
  }
  return Math.max(1, days) * DAILY_NORM_MINUTES;
}
