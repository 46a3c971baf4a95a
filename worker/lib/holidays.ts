// Public holidays of a company's country (spec/product-rules.md "Time"), from the maintained data
// of `date-holidays`. Only holidays of type 'public' count (days off by law, including the
// substitute days Ukraine moves to a Monday); observances, school and bank holidays do not.
// Names are in the country's language. This is the only module that imports the library: the
// rules take holiday dates as an argument, so they (and the web app) stay free of its data.
import Holidays from 'date-holidays';
import { dayNumber, fromDayNumber, type LocalDate } from './time';

export const HOLIDAY_COUNTRIES = ['PL', 'UA'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

const calendars = new Map<HolidayCountry, Holidays>();
const byYear = new Map<string, ReadonlyMap<LocalDate, string>>();

function calendar(country: HolidayCountry): Holidays {
  let holidays = calendars.get(country);
  if (!holidays) {
    holidays = new Holidays(country);
    calendars.set(country, holidays);
  }
  return holidays;
}

/** The public holidays of one year, date -> name in date order (cached per country and year). */
export function publicHolidaysOfYear(country: HolidayCountry, year: number): ReadonlyMap<LocalDate, string> {
  if (!HOLIDAY_COUNTRIES.includes(country)) throw new RangeError(`Unsupported holiday country: ${country}`);
  const key = `${country}:${year}`;
  let dates = byYear.get(key);
  if (!dates) {
    const found = new Map<LocalDate, string>();
    for (const holiday of calendar(country).getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      // `date` is the local start 'YYYY-MM-DD hh:mm:ss'; a holiday of several days covers each.
      const first = dayNumber(holiday.date.slice(0, 10));
      const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let day = first; day < first + days; day++) {
        const date = fromDayNumber(day);
        if (date.startsWith(String(year)) && !found.has(date)) found.set(date, holiday.name);
      }
    }
    dates = new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
    byYear.set(key, dates);
  }
  return dates;
}

/** Public holidays from `from` to `to` (both included), date -> name, in date order. */
export function publicHolidays(country: HolidayCountry, from: LocalDate, to: LocalDate): Map<LocalDate, string> {
  const result = new Map<LocalDate, string>();
  dayNumber(from); // validates both ends
  dayNumber(to);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [date, name] of publicHolidaysOfYear(country, year)) if (date >= from && date <= to) result.set(date, name);
  }
  return result;
}
