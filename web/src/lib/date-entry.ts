// Typing dates in the app's language: the order and separator of the day, month and year come from
// Intl for the language (en: 03/01/2027, pl: 01.03.2027, uk: 01.03.2027), the same formatter the
// app shows dates with (lib/format.ts). Values stay calendar dates `YYYY-MM-DD`.

type Part = 'day' | 'month' | 'year';
export type DatePattern = { order: Part[]; separator: string };

const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** The numeric date pattern of a language: its order of parts and their separator. */
export function datePattern(locale: string): DatePattern {
  const parts = new Intl.DateTimeFormat(locale, NUMERIC).formatToParts(new Date(2027, 2, 1));
  const order = parts.filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year').map((part) => part.type as Part);
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
