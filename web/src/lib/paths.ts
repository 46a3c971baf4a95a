// The paths (SWR keys) of the reads that several features share, without SWR or anything else: the
// entry imports them to start a first screen's reads beside its code (startFirstReads, app/router.tsx), and the
// hooks (lib/auth, lib/schedule, lib/org) read the same paths, so an early answer lands in the entry
// the screen asks for. A feature's own paths are in its api/paths.ts (features/schedule/api/paths.ts).

/** The signed-in user. */
export const USER_KEY = '/v1/users/me';

/** Every company the caller may read (all for a superadmin, their own for others). */
export const COMPANIES_KEY = '/v1/companies/?limit=1000';
/** Every department the caller may read, by company then name. */
export const DEPARTMENTS_KEY = '/v1/departments/?limit=1000';
/** Every user the caller may read (the API keeps an admin to their companies' people), the first 1000. */
export const USERS_KEY = '/v1/users/?limit=1000';

/** `YYYY-MM-DD` of a browser-local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export const SCHEDULE_PREFIX = '/v1/work-schedule/get?';

/**
 * A schedule read (work schedule, employees schedule) as the screens ask for it: with the language
 * that names its public holidays, so each language is its own read.
 */
export const inLanguage = (path: string, language: string) => `${path}&lang=${language}`;

export function schedulePath(start: string, end: string, userId?: string | null): string {
  const params = new URLSearchParams({ start, end });
  if (userId) params.set('user_id', userId);
  return `${SCHEDULE_PREFIX}${params}`;
}

/** The browser's yesterday..tomorrow of the signed-in user: wide enough to hold the company's today. */
export const aroundTodayPath = (now = new Date()) => schedulePath(isoDay(addDays(now, -1)), isoDay(addDays(now, 1)));
