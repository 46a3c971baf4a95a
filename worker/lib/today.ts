import type { Context } from 'hono';
import type { AppEnv } from './context';

/** The calendar date (YYYY-MM-DD, UTC) that decides whether an employment record has ended. */
export const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

/** Today's date on the platform's clock (tests move it). */
export const today = (c: Context<AppEnv>): string => todayUtc(c.get('platform').now());
