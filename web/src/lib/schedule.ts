// Day shifts as more than one screen reads them (the work schedule, the dashboard's cards, the
// company's today of every screen, the team calendar's times): the reads and their times. The
// changes (start, stop, confirm) are the schedule feature's. Planned times are company-local wall times ('HH:MM'); actual
// times are instants shown in the company's time zone, so everyone sees the times of the workplace.
import useSWR from 'swr';
import type { DayShiftPublic, WorkSchedule } from '../types/api';
import { fetcher, type ApiError } from './api';
import { revalidateKeys, revalidateOn } from './data-changes';
import { useLanguage } from './i18n';
import type { Formatters } from './format';
import { addDays, aroundTodayPath, inLanguage, isoDay, SCHEDULE_PREFIX, schedulePath } from './paths';
import { localDateTime, zonedToUtc } from '../../../worker/lib/time';

export { addDays, aroundTodayPath, isoDay, SCHEDULE_PREFIX, schedulePath };

/** The sign of each shift status, beside its name (the work schedule) or in a grid cell's abbreviation. */
export const STATUS_GLYPH = { not_started: '○', started: '▶', ended: '■', confirmed: '✓', missed: '!' } as const;

const isScheduleKey = (key: string) => key.startsWith(SCHEDULE_PREFIX);

/** Every cached schedule read (the dashboard's and the calendar's) loads again. */
export const revalidateSchedules = () => revalidateKeys(isScheduleKey);
// Approved absences show in the schedule and excuse its shifts.
revalidateOn('absence', isScheduleKey);

/**
 * A schedule read with its public holidays named in the screen's language (`lang`): each language
 * is its own read, so a language switch reads the names again.
 */
export function useSchedule(path: string | null) {
  const language = useLanguage();
  return useSWR<WorkSchedule, ApiError>(path && inLanguage(path, language), fetcher, { keepPreviousData: true });
}

/**
 * The signed-in user's today: the company-local date the API answers (product-rules "Time"), not
 * the browser's, which differs around midnight or in another zone. The browser's date stands in
 * until the answer arrives. Shares its read with the dashboard's 'My shift (today)'.
 */
export function useCompanyToday(): string {
  const now = new Date();
  return useKnownCompanyToday(now) ?? isoDay(now);
}

/**
 * The company's today once the API has answered it, for a read of that one day; null until then.
 * If the API cannot answer, the browser's date (the screen still works, on its best guess).
 */
export function useKnownCompanyToday(now = new Date()): string | null {
  const { data, error } = useSchedule(aroundTodayPath(now));
  return data?.today ?? (error ? isoDay(now) : null);
}

const ORDER: Record<DayShiftPublic['status'], number> = { started: 0, not_started: 1, ended: 2, confirmed: 3 };

/** The shift of a day to show first: a running one, then one still to start, then a finished one. */
export function shiftOfDay(schedule: WorkSchedule, date: string): DayShiftPublic | null {
  return [...schedule.data.filter((shift) => shift.date === date)].sort((a, b) => ORDER[a.status] - ORDER[b.status])[0] ?? null;
}

/** A company-local wall time 'HH:MM' in the current language (08:00 / 8:00 AM). */
export function wallTime(format: Formatters, value: string | null): string {
  if (!value) return '—';
  const [hours, minutes] = value.split(':').map(Number);
  return format.time(new Date(2000, 0, 1, hours ?? 0, minutes ?? 0));
}

/** An instant as a time in the company's zone; '—' when absent. */
export function zonedTime(format: Formatters, value: string | null, timeZone: string): string {
  return value ? format.time(value, { timeStyle: 'short', timeZone }) : '—';
}

/** Minutes as hours and minutes ('7 h 30 min' style comes from the locale files). */
export function splitMinutes(minutes: number): { hours: number; minutes: number; negative: boolean } {
  const abs = Math.abs(minutes);
  return { hours: Math.floor(abs / 60), minutes: abs % 60, negative: minutes < 0 };
}

/** An instant as the `datetime-local` value of its wall time in the zone ('2026-05-04T08:00'). */
export function instantToWall(iso: string, timeZone: string): string {
  const { date, time } = localDateTime(new Date(iso), timeZone);
  return `${date}T${time}`;
}

/** A wall time of the zone ('2026-05-04T08:00') as an ISO instant (the earlier one in a DST overlap; a gap moves forward). */
export function wallToInstant(wall: string, timeZone: string): string {
  const [date = '', time = ''] = wall.split('T');
  return zonedToUtc(date, time.slice(0, 5), timeZone).toISOString();
}

/** A planned shift before the company's today that was never started. */
export const isMissed = (shift: DayShiftPublic, today: string) => shift.status === 'not_started' && !shift.off_schedule && shift.date < today;

/** The status to show: 'missed' for a past shift never started. */
export const shownStatus = (shift: DayShiftPublic, today: string) => (isMissed(shift, today) ? 'missed' : shift.status);
