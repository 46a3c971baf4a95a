// The words of the hour reports (PDF and CSV) in en, pl and uk: a small table of the server's own,
// not the web app's locale files (those travel to browsers; these to files). Dates, times and
// numbers are formatted by Intl for the language's locale (en: British English, day first).
import type { Language } from '../../lib/languages';
import type { AbsenceType } from '../absence/schemas';

export type DayState = 'planned' | 'running' | 'finished' | 'confirmed' | 'auto' | 'missed' | 'excused';

type Texts = {
  title: string;
  employee: string;
  company: string;
  department: string;
  position: string;
  email: string;
  period: string;
  generated: string;
  page: (page: number, pages: number) => string;
  continued: string;
  summary: string;
  allEmployees: string;
  noEmployees: string;
  noDays: string;
  columns: {
    date: string;
    weekday: string;
    plan: string;
    planned: string;
    start: string;
    end: string;
    worked: string;
    deviation: string;
    overtime: string;
    confirmed: string;
    absence: string;
  };
  off: string;
  offSchedule: string;
  holiday: string;
  total: string;
  state: Record<DayState, string>;
  absence: Record<AbsenceType, string>;
  totals: {
    shifts: string;
    planned: string;
    worked: string;
    deviation: string;
    overtime: string;
    offSchedule: string;
    closed: string;
    confirmed: string;
    missed: string;
    remaining: string;
    absenceDays: string;
    holidays: string;
  };
  /** The CSV's own columns and row kinds. */
  csv: {
    row: string;
    day: string;
    total: string;
    allTotal: string;
    shiftType: string;
    plannedStart: string;
    plannedEnd: string;
    status: string;
    holiday: string;
  };
  /** `h` after hours. */
  hours: string;
};

const EN: Texts = {
  title: 'Hour report',
  employee: 'Employee',
  company: 'Company',
  department: 'Department',
  position: 'Position',
  email: 'Email',
  period: 'Period',
  generated: 'Generated',
  page: (page, pages) => `Page ${page} of ${pages}`,
  continued: '(continued)',
  summary: 'Summary',
  allEmployees: 'All employees',
  noEmployees: 'Nobody was employed here in this period.',
  noDays: 'Nothing planned, worked or taken off in this period.',
  columns: {
    date: 'Date',
    weekday: 'Day',
    plan: 'Plan',
    planned: 'Planned h',
    start: 'Start',
    end: 'End',
    worked: 'Worked h',
    deviation: 'Deviation h',
    overtime: 'Overtime h',
    confirmed: 'Confirmed',
    absence: 'Absence',
  },
  off: 'off',
  offSchedule: 'off-schedule',
  holiday: 'Public holiday',
  total: 'Total',
  state: {
    planned: 'planned',
    running: 'running',
    finished: 'no',
    confirmed: 'yes',
    auto: 'yes (auto)',
    missed: 'missed',
    excused: 'excused',
  },
  absence: { vacation: 'Vacation', free: 'Unpaid leave', force_majeure: 'Force majeure', sick: 'Sick leave' },
  totals: {
    shifts: 'Shifts',
    planned: 'Planned h',
    worked: 'Worked h',
    deviation: 'Deviation h',
    overtime: 'Overtime h',
    offSchedule: 'Off-schedule h',
    closed: 'Closed',
    confirmed: 'Confirmed',
    missed: 'Missed',
    remaining: 'Remaining',
    absenceDays: 'Absence days',
    holidays: 'Public holidays',
  },
  csv: {
    row: 'Row',
    day: 'day',
    total: 'total',
    allTotal: 'total, all employees',
    shiftType: 'Shift',
    plannedStart: 'Planned start',
    plannedEnd: 'Planned end',
    status: 'Status',
    holiday: 'Public holiday',
  },
  hours: 'h',
};

const PL: Texts = {
  title: 'Raport godzin pracy',
  employee: 'Pracownik',
  company: 'Firma',
  department: 'Dział',
  position: 'Stanowisko',
  email: 'E-mail',
  period: 'Okres',
  generated: 'Wygenerowano',
  page: (page, pages) => `Strona ${page} z ${pages}`,
  continued: '(cd.)',
  summary: 'Podsumowanie',
  allEmployees: 'Wszyscy pracownicy',
  noEmployees: 'Nikt nie był tu zatrudniony w tym okresie.',
  noDays: 'Brak zaplanowanej pracy, przepracowanych godzin i nieobecności w tym okresie.',
  columns: {
    date: 'Data',
    weekday: 'Dzień',
    plan: 'Plan',
    planned: 'Plan godz.',
    start: 'Początek',
    end: 'Koniec',
    worked: 'Przepr. godz.',
    deviation: 'Odchylenie godz.',
    overtime: 'Nadgodziny',
    confirmed: 'Zatwierdzone',
    absence: 'Nieobecność',
  },
  off: 'wolne',
  offSchedule: 'poza grafikiem',
  holiday: 'Święto',
  total: 'Razem',
  state: {
    planned: 'zaplanowana',
    running: 'w toku',
    finished: 'nie',
    confirmed: 'tak',
    auto: 'tak (auto)',
    missed: 'opuszczona',
    excused: 'usprawiedliwiona',
  },
  absence: { vacation: 'Urlop wypoczynkowy', free: 'Urlop bezpłatny', force_majeure: 'Siła wyższa', sick: 'Zwolnienie lekarskie' },
  totals: {
    shifts: 'Zmiany',
    planned: 'Plan godz.',
    worked: 'Przepr. godz.',
    deviation: 'Odchylenie godz.',
    overtime: 'Nadgodziny',
    offSchedule: 'Poza grafikiem godz.',
    closed: 'Zamknięte',
    confirmed: 'Zatwierdzone',
    missed: 'Opuszczone',
    remaining: 'Pozostałe',
    absenceDays: 'Dni nieobecności',
    holidays: 'Święta',
  },
  csv: {
    row: 'Wiersz',
    day: 'dzień',
    total: 'suma',
    allTotal: 'suma, wszyscy pracownicy',
    shiftType: 'Zmiana',
    plannedStart: 'Plan początek',
    plannedEnd: 'Plan koniec',
    status: 'Status',
    holiday: 'Święto',
  },
  hours: 'godz.',
};

const UK: Texts = {
  title: 'Звіт про робочі години',
  employee: 'Працівник',
  company: 'Компанія',
  department: 'Відділ',
  position: 'Посада',
  email: 'Ел. пошта',
  period: 'Період',
  generated: 'Створено',
  page: (page, pages) => `Сторінка ${page} з ${pages}`,
  continued: '(продовження)',
  summary: 'Підсумок',
  allEmployees: 'Усі працівники',
  noEmployees: 'У цей період тут ніхто не працював.',
  noDays: 'У цей період немає запланованої роботи, відпрацьованих годин чи відсутностей.',
  columns: {
    date: 'Дата',
    weekday: 'День',
    plan: 'План',
    planned: 'План год.',
    start: 'Початок',
    end: 'Кінець',
    worked: 'Відпрац. год.',
    deviation: 'Відхилення год.',
    overtime: 'Понаднормові',
    confirmed: 'Підтверджено',
    absence: 'Відсутність',
  },
  off: 'вихідний',
  offSchedule: 'поза графіком',
  holiday: 'Свято',
  total: 'Разом',
  state: {
    planned: 'заплановано',
    running: 'триває',
    finished: 'ні',
    confirmed: 'так',
    auto: 'так (авто)',
    missed: 'пропущено',
    excused: 'з поважної причини',
  },
  absence: { vacation: 'Щорічна відпустка', free: 'Відпустка без збереження зарплати', force_majeure: 'Форс-мажор', sick: 'Лікарняний' },
  totals: {
    shifts: 'Зміни',
    planned: 'План год.',
    worked: 'Відпрац. год.',
    deviation: 'Відхилення год.',
    overtime: 'Понаднормові год.',
    offSchedule: 'Поза графіком год.',
    closed: 'Закриті',
    confirmed: 'Підтверджені',
    missed: 'Пропущені',
    remaining: 'Залишилось',
    absenceDays: 'Дні відсутності',
    holidays: 'Свята',
  },
  csv: {
    row: 'Рядок',
    day: 'день',
    total: 'разом',
    allTotal: 'разом, усі працівники',
    shiftType: 'Зміна',
    plannedStart: 'План початок',
    plannedEnd: 'План кінець',
    status: 'Статус',
    holiday: 'Свято',
  },
  hours: 'год',
};

export const TEXTS: Record<Language, Texts> = { en: EN, pl: PL, uk: UK };

const LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL', uk: 'uk-UA' };

/** Formatters of one language and time zone: made once per report (Intl objects are not cheap). */
export function formatters(lang: Language, timeZone: string) {
  const locale = LOCALES[lang];
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const stamp = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const hours = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const signed = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
    signDisplay: 'exceptZero',
  });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);
  const memo = new Map<string, string>();
  const cached = (key: string, make: () => string) => {
    let value = memo.get(key);
    if (value === undefined) memo.set(key, value = make());
    return value;
  };
  return {
    /** 04/11/2030, 04.11.2030. */
    day: (date: string) => cached(`d${date}`, () => day.format(utc(date))),
    /** 4 November 2030, 4 listopada 2030. */
    longDay: (date: string) => cached(`l${date}`, () => longDay.format(utc(date))),
    weekday: (date: string) => cached(`w${date}`, () => weekday.format(utc(date))),
    /** The wall-clock time of an instant in the company's zone, 24-hour. */
    time: (instant: Date) => cached(`t${instant.getTime()}`, () => time.format(instant)),
    /** The generation time: date and time in the company's zone. */
    stamp: (instant: Date) => stamp.format(instant),
    /** Minutes as hours with 2 decimals (the statistics' rounding): 8.00, 8,00. */
    hours: (minutes: number) => cached(`h${minutes}`, () => hours.format(Math.round((minutes / 60) * 100) / 100)),
    /** The same with a sign: +0.50, −1,25. */
    signedHours: (minutes: number) => cached(`s${minutes}`, () => signed.format(Math.round((minutes / 60) * 100) / 100)),
    count: (value: number) => integer.format(value),
  };
}

export type Formatters = ReturnType<typeof formatters>;
