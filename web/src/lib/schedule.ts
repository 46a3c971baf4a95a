// Day shifts as more than one screen reads them (the work schedule, the dashboard's cards, the
// company's today of every screen, the shift market's swaps, the team calendar's and the
// notifications' times): the read, its reload and wall times. The changes (start, stop, confirm)
// and the rules of a shift's status are the schedule feature's (features/schedule/lib/day-shifts.ts).
// Planned times are company-local wall times ('HH:MM'); actual times are instants shown in the
// company's time zone, so everyone sees the times of the workplace.
import useSWR from 'swr';
import type { WorkSchedule } from '../types/api';
import { fetcher, type ApiError } from './api';
import { revalidateKeys, revalidateOn } from './data-changes';
import { useLanguage } from './i18n';
import type { Formatters } from './format';
import { addDays, aroundTodayPath, inLanguage, isoDay, SCHEDULE_PREFIX, schedulePath } from './paths';

export { addDays, aroundTodayPath, isoDay, SCHEDULE_PREFIX, schedulePath };

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
