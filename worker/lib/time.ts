// Calendar dates, wall-clock times and company time zones (spec/product-rules.md "Time").
//   A date is a company-local calendar date 'YYYY-MM-DD' (years 1000-9999); a time is a local
//   'HH:MM' (00:00-23:59). Both stay strings: they compare correctly as strings and go to the
//   database as they are. Instants are JS Dates (UTC).
//   Date arithmetic works on day numbers (days since 1970-01-01) and never touches a time zone.
//   Time-zone conversions use Intl.DateTimeFormat offsets only (no date library), with one
//   formatter per zone and a memo per (zone, date, time), so hot loops do not format per row.
// Standard JS and Intl only: runs in Node, in a Cloudflare Worker and in the browser.

export type LocalDate = string;
export type LocalTime = string;
export type YearMonth = string;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Entries per memo (dates, zoned times, intervals) before it starts over: bounded memory. */
const MEMO_LIMIT = 20_000;
const DATE_RE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MONTH_RE = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a valid 'YYYY-MM-DD' date, or null (also for 2026-02-30 and 2026-13-01). */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isDate = (value: string): boolean => parseDate(value) !== null;

/** Minutes after midnight of a valid 'HH:MM' time (00:00-23:59), or null. */
export function parseTime(value: string): number | null {
  const match = TIME_RE.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const isTime = (value: string): boolean => TIME_RE.test(value);

/** 'HH:MM' of minutes after midnight (0-1439). */
export function formatTime(minutes: number): LocalTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 1440) throw new RangeError(`Invalid time of day: ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function isYearMonth(value: string): boolean {
  return MONTH_RE.test(value);
}

/** Days since 1970-01-01 of a date; throws a RangeError on anything but a valid date. */
export function dayNumber(date: LocalDate): number {
  const parts = parseDate(date);
  if (!parts) throw new RangeError(`Invalid date: '${date}' (expected YYYY-MM-DD)`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

const dateNames = new Map<number, LocalDate>();

/** The date of a day number (inverse of dayNumber); memoised, as hot loops call it per row. */
export function fromDayNumber(day: number): LocalDate {
  let date = dateNames.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dateNames.size >= MEMO_LIMIT) dateNames.clear();
    dateNames.set(day, date);
  }
  return date;
}

export const addDays = (date: LocalDate, days: number): LocalDate => fromDayNumber(dayNumber(date) + days);

/** Days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export const daysBetween = (from: LocalDate, to: LocalDate): number => dayNumber(to) - dayNumber(from);

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function weekday(date: LocalDate): number {
  // 1970-01-01 (day 0) was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The dates from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesInRange(from: LocalDate, to: LocalDate): LocalDate[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const dates: LocalDate[] = [];
  for (let day = first; day <= last; day++) dates.push(fromDayNumber(day));
  return dates;
}

/** Whether a date falls in one of these [start, end] ranges (an open end is the far future). */
export const inRanges = (ranges: readonly { start: LocalDate; end: LocalDate | null }[], date: LocalDate): boolean =>
  ranges.some((r) => r.start <= date && (r.end === null || date <= r.end));

function monthParts(month: YearMonth): { year: number; month: number } {
  const match = MONTH_RE.exec(month);
  if (!match) throw new RangeError(`Invalid month: '${month}' (expected YYYY-MM)`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: YearMonth, count: number): YearMonth {
  const parts = monthParts(month);
  const index = parts.year * 12 + parts.month - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last date of `months` whole months starting with `startMonth` (the apply range). */
export function monthsRange(startMonth: YearMonth, months = 1): { from: LocalDate; to: LocalDate } {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Invalid number of months: ${months}`);
  const last = monthParts(addMonths(startMonth, months - 1));
  return {
    from: `${startMonth}-01`,
    to: `${last.year}-${String(last.month).padStart(2, '0')}-${daysInMonth(last.year, last.month)}`,
  };
}

/** Every date of a month 'YYYY-MM'. */
export function monthDates(month: YearMonth): LocalDate[] {
  const { from, to } = monthsRange(month, 1);
  return datesInRange(from, to);
}

// ---- Time zones ----------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // Throws a RangeError for an unknown zone, which is what callers should see.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `ms` in the zone, as milliseconds of the same wall clock read as UTC. */
function wallClockMs(ms: number, timeZone: string): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatter(timeZone).formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value) % 24;
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in milliseconds (+3 600 000 for CET). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** The last second asked for per zone: a request's "now" is asked for again and again. */
const lastLocal = new Map<string, { second: number; value: { date: LocalDate; time: LocalTime } }>();

/** Company-local date and time ('HH:MM', seconds dropped) of an instant. */
export function localDateTime(instant: Date, timeZone: string): { date: LocalDate; time: LocalTime } {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastLocal.get(timeZone);
  if (last && last.second === second) return { ...last.value };
  const wall = new Date(wallClockMs(second * 1000, timeZone)).toISOString();
  const value = { date: wall.slice(0, 10), time: wall.slice(11, 16) };
  if (lastLocal.size >= MEMO_LIMIT) lastLocal.clear();
  lastLocal.set(timeZone, { second, value });
  return { ...value };
}

/** Company-local calendar date of an instant ("today" is localDate(now, zone)). */
export const localDate = (instant: Date, timeZone: string): LocalDate => localDateTime(instant, timeZone).date;

const zonedMemo = new Map<string, Map<string, number>>();

function memoFor(timeZone: string): Map<string, number> {
  let memo = zonedMemo.get(timeZone);
  if (!memo) {
    formatter(timeZone); // refuse an unknown zone before memoising anything for it
    memo = new Map();
    zonedMemo.set(timeZone, memo);
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  return memo;
}

function zonedToUtcMs(date: LocalDate, time: LocalTime, timeZone: string): number {
  const memo = memoFor(timeZone);
  const key = date + time;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;

  const minutes = parseTime(time);
  if (minutes === null) throw new RangeError(`Invalid time: '${time}' (expected HH:MM)`);
  const wall = dayNumber(date) * DAY_MS + minutes * MINUTE_MS;
  // The offsets a day before and a day after: equal except near a transition.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  let result: number;
  if (zoneOffsetMs(wall - before, timeZone) === before) {
    // Valid with the earlier offset: the usual case, and the first occurrence of an ambiguous
    // autumn time (the earlier offset is the larger one, so this instant comes first).
    result = wall - before;
  } else if (zoneOffsetMs(wall - after, timeZone) === after) {
    result = wall - after;
  } else {
    // In the spring-forward gap: read with the offset before the jump, which lands the gap's
    // length later on the wall clock (02:30 in Warsaw on the last Sunday of March -> 03:30).
    result = wall - before;
  }
  memo.set(key, result);
  return result;
}

/**
 * The UTC instant of a company-local wall time. A time inside the spring-forward gap moves
 * forward by the gap; an ambiguous autumn time takes its first occurrence.
 */
export const zonedToUtc = (date: LocalDate, time: LocalTime, timeZone: string): Date => new Date(zonedToUtcMs(date, time, timeZone));

export type ShiftInterval = { start: Date; end: Date; minutes: number };

const intervalMemo = new Map<string, Map<string, readonly [number, number]>>();

/** shiftInterval as epoch milliseconds [start, end), memoised per zone, date and times. */
export function shiftIntervalMs(date: LocalDate, start: LocalTime, end: LocalTime, timeZone: string): readonly [number, number] {
  let memo = intervalMemo.get(timeZone);
  if (!memo) {
    formatter(timeZone); // refuse an unknown zone before memoising anything for it
    memo = new Map();
    intervalMemo.set(timeZone, memo);
  }
  const key = date + start + end;
  let found = memo.get(key);
  if (!found) {
    const startMs = zonedToUtcMs(date, start, timeZone);
    // A start in the spring-forward gap moves on by the gap, past an end that did not
    // (02:30-03:00 on that day in Warsaw): such a shift lasts nothing, never less.
    const endMs = Math.max(startMs, zonedToUtcMs(end > start ? date : addDays(date, 1), end, timeZone));
    found = [startMs, endMs];
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, found);
  }
  return found;
}

/**
 * The real interval of a shift planned on `date` from `start` to `end` (local times). An end not
 * after the start is on the next day (equal times: 24 hours); daylight-saving nights count their
 * real length (22:00-06:00 in Warsaw is 7 h on the last Sunday of March, 9 h in October).
 */
export function shiftInterval(date: LocalDate, start: LocalTime, end: LocalTime, timeZone: string): ShiftInterval {
  const [startMs, endMs] = shiftIntervalMs(date, start, end, timeZone);
  return { start: new Date(startMs), end: new Date(endMs), minutes: Math.round((endMs - startMs) / MINUTE_MS) };
}
