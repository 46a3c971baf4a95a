// The clock of the end-to-end tests: the real one, or the instant GRAFIK_CLOCK pins
// (`npm run test:dates`), running on from when the test file's harness started (restartTestClock).
// The server and the browser are started on this same clock (server.ts, harness.ts). Dates a test
// picks come from here or from the API's answers, never from `new Date()`.
import { clockFromEnv } from '../../../worker/platform/clock';
import { addDays, localDate, weekday } from '../../../worker/lib/time';

const { pinnedAt } = clockFromEnv(process.env);
let clock = clockFromEnv(process.env).clock;

export const testNow = () => clock();
export const clockPinned = pinnedAt !== null;

/**
 * Starts a pinned clock again at the instant: each test file's harness calls it before its server
 * starts, since a worker shares this module between files (vitest.config.ts, isolate: false).
 */
export function restartTestClock() {
  clock = clockFromEnv(process.env).clock;
}

/** Today in the demo companies' main zone. */
export const warsawToday = () => localDate(testNow(), 'Europe/Warsaw');

/** The first Monday at least `minDays` days after today (Warsaw), plus `offset` days. */
export function mondayAfter(minDays: number, offset = 0): string {
  let date = addDays(warsawToday(), minDays);
  while (weekday(date) !== 1) date = addDays(date, 1);
  return addDays(date, offset);
}

/** Like mondayAfter, moved on by weeks until the Monday and `spanDays` after it are in one year. */
export function sameYearMonday(minDays: number, spanDays: number): string {
  let monday = mondayAfter(minDays);
  while (monday.slice(0, 4) !== addDays(monday, spanDays).slice(0, 4)) monday = addDays(monday, 7);
  return monday;
}
