// Public holidays of a company's country (spec/product-rules.md "Time"), from the maintained data
// of `date-holidays`. Only holidays of type 'public' count (days off by law, including the
// substitute days Ukraine moves to a Monday); observances, school and bank holidays do not.
// Names are in the language asked for (the reader's: the screen's or the report's), else in the
// country's. This is the only module that imports the library: the rules take holiday dates as an
// argument, so they (and the web app) stay free of its data.
import Holidays, { type HolidaysTypes } from 'date-holidays';
import type { Language } from './languages';
import { dayNumber, fromDayNumber, type LocalDate } from './time';

export const HOLIDAY_COUNTRIES = ['PL', 'UA'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

/** The language a country's holidays are named in when no other is asked for. */
const COUNTRY_LANGUAGE: Record<HolidayCountry, Language> = { PL: 'pl', UA: 'uk' };

/**
 * Names date-holidays lacks (3.37: most Polish holidays have no Ukrainian name, most Ukrainian ones
 * no Polish name) or gets wrong for the country (Ukraine's Independence Day in Polish is Poland's
 * own 'Narodowe Święto Niepodległości'), by the library's rule. A rule the library renames falls
 * back to its own names, then the country's language.
 */
const OWN_NAMES: Record<HolidayCountry, Record<string, Partial<Record<Language, string>>>> = {
  PL: {
    '01-06 since 2011': { uk: 'Богоявлення' },
    easter: { uk: 'Великдень' },
    'easter 1': { uk: 'Великодній понеділок' },
    '05-01': { uk: 'Свято праці' },
    '05-03': { uk: 'День Конституції 3 травня' },
    'easter 60': { uk: 'Свято Тіла і Крові Христових' },
    '08-15': { uk: 'Успіння Пресвятої Діви Марії' },
    '11-01': { uk: 'День усіх святих' },
    '12-24 since 2025': { uk: 'Святвечір' },
    '12-26': { uk: 'Другий день Різдва' },
  },
  UA: {
    'orthodox and if sunday then next monday since 2000': { pl: 'Wielkanoc prawosławna' },
    '05-09 and if saturday, sunday then next monday': { pl: 'Dzień Pamięci i Zwycięstwa nad nazizmem w II wojnie światowej' },
    '06-28 and if saturday, sunday then next monday': { pl: 'Dzień Konstytucji' },
    '07-15 and if saturday, sunday then next monday since 2023': { pl: 'Dzień Państwowości Ukrainy' },
    '08-24 and if saturday, sunday then next monday': { pl: 'Dzień Niepodległości Ukrainy' },
    '10-01 and if saturday, sunday then next monday since 2023': { pl: 'Dzień Obrońców i Obrończyń Ukrainy' },
  },
};

/** Said after the name of a holiday's substitute day off (the library has no Polish one and a poor Ukrainian one). */
const SUBSTITUTE_DAY: Record<Language, string> = { en: 'substitute day', pl: 'dzień wolny w zamian', uk: 'перенесений вихідний' };

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

/** A holiday's name in `lang`: ours, else the library's, else in the country's language. */
function nameOf(country: HolidayCountry, holiday: HolidaysTypes.Holiday, lang: Language): string {
  // getRule answers the rule's data (its names per language) though its type declares only methods.
  const rule = calendar(country).getRule(holiday.rule) as unknown as Partial<HolidaysTypes.HolidayOptions> | undefined;
  const names: Partial<Record<string, string>> = typeof rule?.name === 'object' ? rule.name : {};
  const own = OWN_NAMES[country][holiday.rule];
  const home = COUNTRY_LANGUAGE[country];
  const translated = own?.[lang] ?? names[lang];
  const name = translated ?? own?.[home] ?? names[home];
  if (!name) return holiday.name;
  return holiday.substitute ? `${name} (${SUBSTITUTE_DAY[translated ? lang : home]})` : name;
}

/**
 * The public holidays of one year, date -> name in date order, named in `lang` (default: the
 * country's language); cached per country, year and language.
 */
export function publicHolidaysOfYear(country: HolidayCountry, year: number, lang?: Language): ReadonlyMap<LocalDate, string> {
  if (!HOLIDAY_COUNTRIES.includes(country)) throw new RangeError(`Unsupported holiday country: ${country}`);
  const language = lang ?? COUNTRY_LANGUAGE[country];
  const key = `${country}:${year}:${language}`;
  let dates = byYear.get(key);
  if (!dates) {
    const found = new Map<LocalDate, string>();
    for (const holiday of calendar(country).getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const name = nameOf(country, holiday, language);
      // `date` is the local start 'YYYY-MM-DD hh:mm:ss'; a holiday of several days covers each.
      const first = dayNumber(holiday.date.slice(0, 10));
      const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let day = first; day < first + days; day++) {
        const date = fromDayNumber(day);
        if (date.startsWith(String(year)) && !found.has(date)) found.set(date, name);
      }
    }
    dates = new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
    byYear.set(key, dates);
  }
  return dates;
}

/** Public holidays from `from` to `to` (both included), date -> name in `lang` (default: the country's language), in date order. */
export function publicHolidays(country: HolidayCountry, from: LocalDate, to: LocalDate, lang?: Language): Map<LocalDate, string> {
  const result = new Map<LocalDate, string>();
  dayNumber(from); // validates both ends
  dayNumber(to);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [date, name] of publicHolidaysOfYear(country, year, lang)) if (date >= from && date <= to) result.set(date, name);
  }
  return result;
}
