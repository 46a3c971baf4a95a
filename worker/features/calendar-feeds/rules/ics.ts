// A small iCalendar (RFC 5545) writer for the calendar feeds (docs/calendar-feeds.md). Pure: no
// time zones are involved at all. Timed events are written in UTC (`...Z`) from the stored
// instants, so the server's own zone can never leak in (the pitfall of ical-generator given a Date
// and a zone: it writes the server's local wall-clock time). All-day events are DATE values with an
// exclusive end. Texts are escaped (\\ \; \, \n), lines folded at 75 octets without splitting a
// UTF-8 letter, lines end with CRLF.

/** A calendar date, YYYY-MM-DD. */
type LocalDate = string;

type Common = {
  /** Globally unique and stable across fetches: a calendar app updates the event it already has. */
  uid: string;
  summary: string;
  description?: string | null;
  /** When the event last changed: LAST-MODIFIED, and DTSTAMP (no METHOD: they are the same, RFC 5545 3.8.7.2). */
  modified: Date;
  /** Grows with every change (from the row's updated_at). */
  sequence: number;
};

export type TimedEvent = Common & { start: Date; end: Date };
/** Whole days from `startDate` to `endDate`, both included (the feed writes DTEND the day after). */
export type AllDayEvent = Common & { startDate: LocalDate; endDate: LocalDate };
export type IcsEvent = TimedEvent | AllDayEvent;

export type IcsCalendar = {
  name: string;
  /** PRODID: who wrote it. */
  productId?: string;
  /** How often a client should fetch it again (REFRESH-INTERVAL / X-PUBLISHED-TTL), in minutes. */
  refreshMinutes?: number;
  events: readonly IcsEvent[];
};

const PRODUCT_ID = '-//Grafik//Calendar feed//EN';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value escaped: backslash, semicolon, comma, line breaks as \n; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * A content line folded at 75 octets: continuation lines start with one space (which counts), and a
 * multi-byte letter (ł, є, an emoji) is never split between lines.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC DATE-TIME: 20301105T050000Z. */
export function formatUtc(instant: Date): string {
  const d = instant;
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${
    pad(d.getUTCSeconds())
  }Z`;
}

/** A DATE: 20301105. */
export const formatDate = (date: LocalDate): string => date.replaceAll('-', '');

/** The calendar date after `date` (DTEND of an all-day event is exclusive). */
export function nextDay(date: LocalDate): LocalDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const isAllDay = (event: IcsEvent): event is AllDayEvent => 'startDate' in event;

function eventLines(event: IcsEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${formatUtc(event.modified)}`];
  if (isAllDay(event)) {
    lines.push(
      `DTSTART;VALUE=DATE:${formatDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${formatDate(nextDay(event.endDate))}`,
      'TRANSP:TRANSPARENT',
    );
  } else {
    lines.push(`DTSTART:${formatUtc(event.start)}`, `DTEND:${formatUtc(event.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`LAST-MODIFIED:${formatUtc(event.modified)}`, `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`, 'END:VEVENT');
  return lines;
}

/** The whole calendar as text: CRLF after every line, long lines folded. */
export function writeCalendar(calendar: IcsCalendar): string {
  const refresh = calendar.refreshMinutes ?? 60;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId ?? PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${refresh}M`,
    `X-PUBLISHED-TTL:PT${refresh}M`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
