// Helpers for the work schedule tests: a test app whose tokens outlive a moved clock, the clock set
// to a wall time of a zone, patterns, and approved absences written straight to the database (their
// API arrives with issue 6).
import { eq } from 'drizzle-orm';
import { dayShifts, vacationRequests } from '../../../worker/db/schema';
import type { AbsenceStatus, AbsenceType } from '../../../worker/features/absence/kinds';
import { zonedToUtc } from '../../../worker/lib/time';
import { ACME, createTestApp, type TestApp } from './app';
import { ok } from './org';

export const WARSAW = 'Europe/Warsaw';

/** Tokens signed at the real time stay valid when the tests move the clock years ahead. */
export function createScheduleApp(env: Record<string, string> = {}) {
  return createTestApp({ env: { ACCESS_TOKEN_EXPIRE_MINUTES: String(60 * 24 * 365 * 30), ...env } });
}

/** Moves the platform clock so that `now()` is this instant (plus the few ms a test takes). */
export function setClock(t: TestApp, instant: string | Date) {
  t.clock.set(instant);
}

/** Moves the clock to a company-local wall time: setLocalClock(t, '2030-11-04', '08:00', WARSAW). */
export function setLocalClock(t: TestApp, date: string, time: string, timeZone = WARSAW, seconds = 0) {
  setClock(t, new Date(zonedToUtc(date, time, timeZone).getTime() + seconds * 1000));
}

export const OFFICE = {
  name: 'Office week',
  cycle_length: 7,
  shifts: [{ type: 'Office', start: '08:00', end: '16:00', color: '#10b981', days: [1, 2, 3, 4, 5] }],
};

export const NIGHTS = {
  name: 'Nights',
  cycle_length: 1,
  shifts: [{ type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a', days: [1] }],
};

export const FOUR_CREW = {
  name: '4-crew 12 h',
  cycle_length: 8,
  shifts: [
    { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b', days: [1, 2] },
    { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
  ],
};

export function createPattern(t: TestApp, token: string, pattern: Record<string, unknown> = OFFICE) {
  return ok(t.call(ACME, '/api/v1/work-schedule/patterns/create', { token, json: pattern })) as Promise<
    { id: string } & Record<string, any>
  >;
}

export function apply(t: TestApp, token: string, json: Record<string, unknown>) {
  return t.call(ACME, '/api/v1/work-schedule/patterns/apply', { token, json: { months: 1, ...json } });
}

export async function schedule(t: TestApp, token: string, userId: string, start: string, end: string) {
  return ok(t.call(ACME, `/api/v1/work-schedule/get?user_id=${userId}&start=${start}&end=${end}`, { token })) as Promise<{
    data: any[];
    statistics: Record<string, number>;
    holidays: { date: string; name: string }[];
    absences: any[];
    today: string;
    timezone: string;
  }>;
}

/** date -> shift of a user's schedule. */
export async function shiftsByDate(t: TestApp, token: string, userId: string, start: string, end: string) {
  const { data } = await schedule(t, token, userId, start, end);
  return new Map<string, any>(data.map((s) => [s.date, s]));
}

export async function acmeDb(t: TestApp) {
  return t.platform.databases.get('acme');
}

export async function addAbsence(
  t: TestApp,
  userId: string,
  startDate: string,
  endDate: string,
  options: { status?: AbsenceStatus; type?: AbsenceType; companyId?: string | null } = {},
) {
  const db = await acmeDb(t);
  const id = crypto.randomUUID();
  await db.insert(vacationRequests).values({
    id,
    userId,
    companyId: options.companyId ?? null,
    type: options.type ?? 'vacation',
    startDate,
    endDate,
    hours: 8,
    status: options.status ?? 'approved',
  });
  return id;
}

export async function shiftCount(t: TestApp, userId: string) {
  const db = await acmeDb(t);
  return (await db.select({ id: dayShifts.id }).from(dayShifts).where(eq(dayShifts.userId, userId))).length;
}
