// What every labour-law rule works on (docs/labour-law.md): one person's shifts in one company as
// real intervals in UTC milliseconds with their company-local dates, and the breaches found.
// Pure: no database, no clock.
import { addDays, dayNumber, weekday, zonedToUtc, type LocalDate } from '../../../lib/time';

export const PL_RULES = ['pl.daily_rest', 'pl.weekly_rest', 'pl.daily_norm', 'pl.average_week', 'pl.overtime_year'] as const;
export const UA_RULES = ['ua.weekly_hours', 'ua.rest_between', 'ua.weekly_rest'] as const;
export const RULE_IDS = [...PL_RULES, ...UA_RULES] as const;
export type RuleId = (typeof RULE_IDS)[number];
export type WorkingTimeSystem = 'basic' | 'equivalent';
export const SETTLEMENT_MONTHS = [1, 3, 4, 12] as const;
export type SettlementMonths = (typeof SETTLEMENT_MONTHS)[number];

/**
 * A shift as the rules see it: [startAt, endAt) in UTC ms (the planned times, or the worked ones,
 * adjusted when confirmed, once the shift has been worked), its company-local date, the minutes
 * planned for it (0 off-schedule) and whether it was worked.
 */
export type LawShift = { date: LocalDate; startAt: number; endAt: number; plannedMinutes: number; worked: boolean };

export type LawSettings = {
  country: 'PL' | 'UA';
  timeZone: string;
  workingTimeSystem: WorkingTimeSystem;
  settlementMonths: SettlementMonths;
  overtimeLimitHours: number;
};

/**
 * A breach: the rule, the person, the company-local dates concerned and the numbers behind it:
 * `minutes` what was found (rest, or work), `limit_minutes` the rule's bound (the least rest,
 * or the most work); `period` the week, settlement period or year of a rule judged over one.
 */
export type Breach = {
  rule: RuleId;
  user_id: string;
  dates: LocalDate[];
  minutes: number;
  limit_minutes: number;
  period: { start: LocalDate; end: LocalDate } | null;
};

/** The window the rules judge (each rule takes a person's shifts in order of start; evaluatePerson sorts them): breaches are reported for weeks and periods that meet it. */
export type Window = { from: LocalDate; to: LocalDate };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const minutesOf = (ms: number) => Math.round(ms / MINUTE);
export const lengthMinutes = (s: LawShift) => minutesOf(s.endAt - s.startAt);

/** The last date there is (dates are YYYY-MM-DD): windows and weeks end there. */
const LAST_DATE: LocalDate = '9999-12-31';
const WEEK_MS = 7 * 24 * 3_600_000;

/** addDays, but never past the last date (9999-12-31). */
export const addDaysWithin = (
  date: LocalDate,
  days: number,
): LocalDate => (dayNumber(date) + days > dayNumber(LAST_DATE) ? LAST_DATE : addDays(date, days));

/** The Monday (company-local) of the week of a date. */
export const mondayOf = (date: LocalDate): LocalDate => addDays(date, 1 - weekday(date));

export type Week = { readonly start: LocalDate; readonly end: LocalDate; readonly startAt: number; readonly endAt: number };

/** weeksOf by zone and window: every person of an apply or a grid has the same window. */
const weeksMemo = new Map<string, readonly Week[]>();
const WEEKS_MEMO_MAX = 1_000;

/**
 * Each Monday-Sunday week that meets the window: its dates and its real instants [start, end).
 * Remembered per (zone, window), at most 1 000 of them: the answer is shared, never change it.
 */
export function weeksOf(window: Window, timeZone: string): readonly Week[] {
  const key = `${timeZone} ${window.from} ${window.to}`;
  let weeks = weeksMemo.get(key);
  if (!weeks) {
    if (weeksMemo.size >= WEEKS_MEMO_MAX) weeksMemo.clear();
    weeksMemo.set(key, weeks = Object.freeze(computeWeeks(window, timeZone)));
  }
  return weeks;
}

function computeWeeks(window: Window, timeZone: string): Week[] {
  const weeks: Week[] = [];
  for (let monday = mondayOf(window.from); monday <= window.to; monday = addDays(monday, 7)) {
    const startAt = zonedToUtc(monday, '00:00', timeZone).getTime();
    // The last week of 9999 runs past the calendar: 7 days of 24 h.
    const last = dayNumber(monday) + 7 > dayNumber(LAST_DATE);
    weeks.push({
      start: monday,
      end: addDaysWithin(monday, 6),
      startAt,
      endAt: last ? startAt + WEEK_MS : zonedToUtc(addDays(monday, 7), '00:00', timeZone).getTime(),
    });
    if (last) break;
  }
  return weeks;
}

/** The longest free stretch inside [from, to) around these (sorted by start) shifts, in ms. */
export function longestFreeMs(shifts: readonly LawShift[], from: number, to: number): number {
  let longest = 0;
  let free = from;
  for (const s of shifts) {
    if (s.endAt <= from || s.startAt >= to) continue;
    if (s.startAt > free) longest = Math.max(longest, s.startAt - free);
    free = Math.max(free, s.endAt);
  }
  return Math.max(longest, to - free);
}

/** The minutes of work of these shifts that fall inside [from, to). */
export function workMinutesIn(shifts: readonly LawShift[], from: number, to: number): number {
  let ms = 0;
  for (const s of shifts) ms += Math.max(0, Math.min(s.endAt, to) - Math.max(s.startAt, from));
  return minutesOf(ms);
}

/** Whether a date of this sorted list lies in [start, end] (a binary search: a year of dates per breach is too many to scan). */
export function anyDateWithin(sorted: readonly LocalDate[], start: LocalDate, end: LocalDate): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < start) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low]! <= end;
}

/** The sorted distinct dates of these shifts (in order of start they are nearly always sorted and distinct already). */
export function datesOf(shifts: readonly LawShift[]): LocalDate[] {
  const dates: LocalDate[] = [];
  for (const s of shifts) {
    const last = dates[dates.length - 1];
    if (last !== undefined && s.date <= last) return [...new Set(shifts.map((t) => t.date))].sort();
    dates.push(s.date);
  }
  return dates;
}

/** Rest between consecutive shifts below `required(previous)` minutes: a breach on both dates. */
export function restBreaches(
  rule: RuleId,
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  required: (previous: LawShift) => number,
): Breach[] {
  const out: Breach[] = [];
  for (let i = 1; i < shifts.length; i++) {
    const prev = shifts[i - 1]!;
    const next = shifts[i]!;
    if (next.date < window.from || prev.date > window.to) continue;
    const rest = Math.max(0, minutesOf(next.startAt - prev.endAt));
    const limit = required(prev);
    if (rest < limit) {
      out.push({
        rule,
        user_id: userId,
        dates: prev.date === next.date ? [prev.date] : [prev.date, next.date],
        minutes: rest,
        limit_minutes: limit,
        period: null,
      });
    }
  }
  return out;
}

/** The longest a shift can last (a confirmed shift is at most 24 h), for scanning sorted shifts. */
const LONGEST_SHIFT = 25 * HOUR;

/**
 * For each week, the shifts (sorted by start) that meet it, found with one cursor over the list:
 * O(shifts + weeks) rather than a scan of every shift per week.
 */
export function shiftsByWeek<W extends { startAt: number; endAt: number }>(
  shifts: readonly LawShift[],
  weeks: readonly W[],
): [W, LawShift[]][] {
  const out: [W, LawShift[]][] = [];
  let cursor = 0;
  for (const week of weeks) {
    while (cursor < shifts.length && shifts[cursor]!.startAt < week.startAt - LONGEST_SHIFT) cursor++;
    const inWeek: LawShift[] = [];
    for (let i = cursor; i < shifts.length && shifts[i]!.startAt < week.endAt; i++) {
      if (shifts[i]!.endAt > week.startAt) inWeek.push(shifts[i]!);
    }
    out.push([week, inWeek]);
  }
  return out;
}

/** Weeks of the window without `hours` of uninterrupted rest inside them. */
export function weeklyRestBreaches(
  rule: RuleId,
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  timeZone: string,
  hours: number,
): Breach[] {
  const out: Breach[] = [];
  for (const [week, inWeek] of shiftsByWeek(shifts, weeksOf(window, timeZone))) {
    if (!inWeek.length) continue;
    const free = minutesOf(longestFreeMs(inWeek, week.startAt, week.endAt));
    if (free < hours * 60) {
      out.push({
        rule,
        user_id: userId,
        dates: datesOf(inWeek),
        minutes: free,
        limit_minutes: hours * 60,
        period: { start: week.start, end: week.end },
      });
    }
  }
  return out;
}
