// Typing dates in the app's language: the order and separator of the day, month and year come from
// Intl for the language (en: 03/01/2027, pl: 01.03.2027, uk: 01.03.2027), the same formatter the
// app shows dates with (lib/format.ts). Values stay calendar dates `YYYY-MM-DD`.

type Part = 'day' | 'month' | 'year';
export type DatePattern = { order: Part[]; separator: string };

const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** The numeric date pattern of a language: its order of parts and their separator. */
export function datePattern(locale: string): DatePattern {
  const parts = new Intl.DateTimeFormat(locale, NUMERIC).formatToParts(new Date(2027, 2, 1));
  const order = parts.filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year').map((part) =>
    part.type as Part
  );
  const separator = parts.find((part) => part.type === 'literal')?.value ?? '.';
  return { order, separator };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `2027-03-01` as the language types it: '03/01/2027', '01.03.2027'. '' for anything else. */
export function formatDateEntry(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const values: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator } = datePattern(locale);
  return order.map((part) => values[part]).join(separator);
}

/** A real calendar date from its parts, as `YYYY-MM-DD`, or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * What a person typed, in the language's order with any separators ('1.3.2027', '01/03/2027',
 * '01032027'), or an ISO date (pasted), as `YYYY-MM-DD`; null when it is not a whole real date.
 */
export function parseDateEntry(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const { order } = datePattern(locale);
  let pieces = trimmed.split(/\D+/).filter(Boolean);
  if (pieces.length === 1 && /^\d{8}$/.test(pieces[0]!)) {
    const digits = pieces[0]!;
    pieces = [];
    let at = 0;
    for (const part of order) {
      const width = part === 'year' ? 4 : 2;
      pieces.push(digits.slice(at, at + width));
      at += width;
    }
  }
  if (pieces.length !== 3) return null;
  const values = Object.fromEntries(order.map((part, index) => [part, pieces[index]!])) as Record<Part, string>;
  if (values.year.length !== 4 || values.day.length > 2 || values.month.length > 2) return null;
  return isoDate(Number(values.year), Number(values.month), Number(values.day));
}

/** The calendar date of a local Date, `YYYY-MM-DD`. */
export const localIso = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** A `YYYY-MM-DD` as a local Date at midnight. */
export function dateOf(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

// ---- months: 'YYYY-MM', shown with the month's name in the language ('listopad 2026')

const MONTHS = Array.from({ length: 12 }, (_, index) => index);
const nameCache = new Map<string, string[][]>();

/** The names a language gives each month: long and short, alone and in a date (pl 'listopad', 'listopada', 'lis'). */
function monthNames(locale: string): string[][] {
  let names = nameCache.get(locale);
  if (!names) {
    const forms: Intl.DateTimeFormatOptions[] = [{ month: 'long' }, { month: 'short' }, { day: 'numeric', month: 'long' }, {
      day: 'numeric',
      month: 'short',
    }];
    const formatters = forms.map((options) => new Intl.DateTimeFormat(locale, options));
    names = MONTHS.map((month) =>
      formatters.map((formatter) =>
        formatter
          .formatToParts(new Date(2027, month, 15))
          .filter((part) => part.type === 'month')
          .map((part) => normalizeWord(part.value))
          .join('')
      )
    );
    nameCache.set(locale, names);
  }
  return names;
}

const normalizeWord = (word: string) => word.toLocaleLowerCase().replace(/\./g, '');

/** `2026-11` as the language names it: 'November 2026', 'listopad 2026', 'листопад 2026 р.'. '' for anything else. */
export function formatMonthEntry(value: string, locale: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return '';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The month (0-11) a typed word names in the language or in English: a whole name, or the start (3+ letters) of exactly one month's names. */
function monthOfWord(word: string, locale: string): number | null {
  const found = new Set<number>();
  for (const language of new Set([locale, 'en'])) {
    monthNames(language).forEach((names, month) => {
      if (names.some((name) => name === word || (word.length >= 3 && name.startsWith(word)))) found.add(month);
    });
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A month typed with its number ('11.2026', '11/2026', '2026-11', '112026') or its name in the
 * language or in English ('listopad 2026', 'lis 2026', 'listopada 2026', 'Nov 2026') as `YYYY-MM`;
 * null when it is not one month of one year.
 */
export function parseMonthEntry(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoMonth(Number(iso[1]), Number(iso[2]));
  // Words of two letters or more: uk writes 'листопад 2026 р.', the 'р' is not a month.
  const words = (trimmed.match(/\p{L}+/gu) ?? []).map(normalizeWord).filter((word) => word.length >= 2);
  const numbers = trimmed.match(/\d+/g) ?? [];
  if (/[^\p{L}\d\s./-]/u.test(trimmed)) return null;
  if (words.length === 1 && numbers.length === 1 && numbers[0]!.length === 4) {
    const month = monthOfWord(words[0]!, locale);
    return month === null ? null : isoMonth(Number(numbers[0]), month + 1);
  }
  if (words.length > 0) return null;
  if (numbers.length === 1 && numbers[0]!.length === 6) return isoMonth(Number(numbers[0]!.slice(2)), Number(numbers[0]!.slice(0, 2)));
  if (numbers.length !== 2) return null;
  // The year has four digits, the month one or two: in the language's order or any other.
  const year = numbers.find((part) => part.length === 4);
  const month = numbers.find((part) => part.length <= 2);
  return year && month ? isoMonth(Number(year), Number(month)) : null;
}

function isoMonth(year: number, month: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

/** A month `YYYY-MM` moved by some months. */
export function addMonthsTo(value: string, months: number): string {
  const [year, month] = value.split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;
}

// ---- times: 'HH:MM', 24 hours in every language

/** `08:00` as typed and shown: the same in every language, on a 24-hour clock. '' for anything else. */
export const formatTimeEntry = (value: string) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : '');

/** A time typed as '7:30', '07.30', '7 30', '730', '0730' or '7' as `HH:MM`; null when it is not a time of day. */
export function parseTimeEntry(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})(?:\s*[:.h\s]\s*(\d{2}))?$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours, 2)}:${pad(minutes, 2)}`;
}

// ---- a date and a time together: the wall time 'YYYY-MM-DDTHH:MM' (lib/schedule.ts converts it)

/** The date and the time of a wall time; empty parts for anything else. */
export function splitWallTime(value: string): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match ? { date: match[1]!, time: match[2]! } : { date: '', time: '' };
}

/** `2026-05-04` and `08:00` as `2026-05-04T08:00`; '' unless both are whole. */
export const joinWallTime = (date: string, time: string) => (date && time ? `${date}T${time}` : '');
