// The platform clock. Tests (and only tests) can pin it: GRAFIK_CLOCK=<ISO instant> makes the
// Node entry believe it started at that instant; from there time runs on at its real pace, so
// timers, token lifetimes and "today" all agree with one another.

export const PINNED_CLOCK_SETTING = 'GRAFIK_CLOCK';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that reads `start` now and runs on from there. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/**
 * The clock the environment asks for: the system clock, or a pinned one when GRAFIK_CLOCK is set.
 * Refused in production and for a value that is not an instant with a zone.
 */
export function clockFromEnv(env: Record<string, string | undefined>): { clock: Clock; pinnedAt: Date | null } {
  const value = env[PINNED_CLOCK_SETTING]?.trim();
  if (!value) return { clock: systemClock, pinnedAt: null };
  if (env.NODE_ENV === 'production') {
    throw new Error(`${PINNED_CLOCK_SETTING} pins the clock for tests and is refused when NODE_ENV=production`);
  }
  const start = /(Z|[+-]\d\d:\d\d)$/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(start.getTime())) {
    throw new Error(`${PINNED_CLOCK_SETTING} must be an ISO instant with a zone, e.g. 2028-02-29T12:00:00+01:00 (got "${value}")`);
  }
  return { clock: clockStartingAt(start), pinnedAt: start };
}
