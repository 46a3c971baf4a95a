// Whether a shift fits a person's availability (docs/availability.md "Rules"): pure, no database.
// The availability of a date: the latest weekly version valid from that date or before, unless an
// exception covers the date; nothing at all means available all day. A shift [start, end) in real
// instants fits when the times the days around it allow cover it whole: a night shift is checked
// against both its days, and windows are turned into instants in the company's zone, so a
// daylight-saving day counts its real hours.
import { addDays, shiftIntervalMs, weekday, zonedToUtc, type LocalDate } from '../../../lib/time';
import type { DaySpec, TimeWindow, WeekSpec } from '../kinds';
import { formatWindows } from './windows';

export type VersionSpec = { validFrom: LocalDate; days: WeekSpec };
export type ExceptionSpec = {
  startDate: LocalDate;
  endDate: LocalDate;
  kind: 'unavailable' | 'windows';
  windows: TimeWindow[];
  reason: string | null;
};
export type PersonAvailability = { versions: readonly VersionSpec[]; exceptions: readonly ExceptionSpec[] };

/** What a date allows and where it comes from. */
export type ResolvedDay = { source: 'default' | 'weekly' | 'exception'; day: DaySpec; reason: string | null };

const ALL_DAY: DaySpec = { mode: 'all', windows: [] };

export function resolveDay(date: LocalDate, availability: PersonAvailability): ResolvedDay {
  const exception = availability.exceptions.find((e) => e.startDate <= date && date <= e.endDate);
  if (exception) {
    return {
      source: 'exception',
      day: exception.kind === 'unavailable' ? { mode: 'none', windows: [] } : { mode: 'windows', windows: exception.windows },
      reason: exception.reason,
    };
  }
  let version: VersionSpec | null = null;
  for (const v of availability.versions) if (v.validFrom <= date && (!version || v.validFrom > version.validFrom)) version = v;
  if (!version) return { source: 'default', day: ALL_DAY, reason: null };
  const key = String(weekday(date)) as keyof WeekSpec;
  return { source: 'weekly', day: version.days[key] ?? ALL_DAY, reason: null };
}

/** The instants [start, end) a date's availability allows, in the zone. */
export function allowedIntervals(date: LocalDate, day: DaySpec, timeZone: string): Array<readonly [number, number]> {
  if (day.mode === 'none') return [];
  if (day.mode === 'all') {
    return [[zonedToUtc(date, '00:00', timeZone).getTime(), zonedToUtc(addDays(date, 1), '00:00', timeZone).getTime()]];
  }
  return day.windows.map((w) => shiftIntervalMs(date, w.start, w.end, timeZone));
}

/** Whether the intervals together cover [start, end). */
export function covers(intervals: ReadonlyArray<readonly [number, number]>, start: number, end: number): boolean {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let reached = start;
  for (const [from, to] of sorted) {
    if (reached >= end) break;
    if (from <= reached && to > reached) reached = to;
  }
  return reached >= end;
}

export type AvailabilityReason =
  | { code: 'availability.unavailable'; params: { date: string } }
  | { code: 'availability.outside_window'; params: { window: string } }
  | { code: 'availability.exception'; params: { reason: string } };

export type ShiftSpan = { date: LocalDate; start: number; end: number };

/** Null when the shift fits the person's availability, else why not. */
export function shiftConflict(shift: ShiftSpan, availability: PersonAvailability, timeZone: string): AvailabilityReason | null {
  if (shift.end <= shift.start) return null;
  const dates = [addDays(shift.date, -1), shift.date, addDays(shift.date, 1), addDays(shift.date, 2)];
  const resolved = dates.map((date) => ({ date, ...resolveDay(date, availability) }));
  const intervals = resolved.flatMap((r) => allowedIntervals(r.date, r.day, timeZone));
  if (covers(intervals, shift.start, shift.end)) return null;
  // Which day fails: the shift's own (its part before midnight), else the next one.
  const nextMidnight = zonedToUtc(addDays(shift.date, 1), '00:00', timeZone).getTime();
  const day = covers(intervals, shift.start, Math.min(shift.end, nextMidnight)) ? resolved[2]! : resolved[1]!;
  if (day.source === 'exception') return { code: 'availability.exception', params: { reason: day.reason ?? '' } };
  if (day.day.mode === 'none') return { code: 'availability.unavailable', params: { date: day.date } };
  return { code: 'availability.outside_window', params: { window: day.day.mode === 'windows' ? formatWindows(day.day.windows) : '' } };
}
