// Usage counting (spec/product-rules.md "Telemetry and invoices"): a request only adds to counts
// in memory; they are written in batches, one transaction per tenant, by whoever flushes: the
// tenant middleware hands a flush to platform.afterResponse when one is due (both runtimes), the
// Node entry also every USAGE_FLUSH_MS and on a graceful stop. At the edge a buffer lives as long
// as its isolate: counts of an isolate evicted before its next flush are lost (docs/telemetry.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usageActiveUsers, usageDaily } from '../db/schema';

export type UsageEvent = { api?: number; push?: number; pdf?: number; userId?: string };

type DayCounts = { api: number; push: number; pdf: number; users: Set<string> };
type Counts = Map<string, Map<string, DayCounts>>;

/** A flush is due this long after the last one, or once this many events wait. */
export const USAGE_FLUSH_MS = 5_000;
export const USAGE_FLUSH_EVENTS = 1_000;
/** Rows per multi-row INSERT of active users. */
const CHUNK = 200;

export interface Usage {
  /** Adds to the tenant's counts of the UTC day of `at` (memory only). */
  count(tenant: string, event: UsageEvent, at: Date): void;
  /** Whether counts wait and a flush is due (time or volume). */
  due(now: Date): boolean;
  /** Writes what was counted; a tenant whose write fails keeps its counts for the next flush. Never throws. */
  flush(now: Date): Promise<void>;
}

/** TELEMETRY=off (a single company running its own copy, with nothing to bill): nothing is counted. */
export const NO_USAGE: Usage = { count: () => undefined, due: () => false, flush: async () => undefined };

const DAY_MS = 86_400_000;

/** The UTC day of an instant, remembered for the day asked last: every request counts, most on the same day. */
function utcDayOf(): (at: Date) => string {
  let start = -Infinity;
  let day = '';
  return (at) => {
    const time = at.getTime();
    if (time < start || time >= start + DAY_MS) {
      start = time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
      day = new Date(start).toISOString().slice(0, 10);
    }
    return day;
  };
}

export function createUsage(databases: { get(slug: string): Promise<Db> }, log: (line: string) => void = console.error): Usage {
  let counts: Counts = new Map();
  let waiting = 0;
  let lastFlush = 0;
  let flushing: Promise<void> | null = null;
  const utcDay = utcDayOf();

  const dayOf = (tenant: string, day: string, into: Counts = counts): DayCounts => {
    let days = into.get(tenant);
    if (!days) into.set(tenant, days = new Map());
    let entry = days.get(day);
    if (!entry) days.set(day, entry = { api: 0, push: 0, pdf: 0, users: new Set() });
    return entry;
  };

  const restore = (tenant: string, days: Map<string, DayCounts>) => {
    for (const [day, lost] of days) {
      const entry = dayOf(tenant, day);
      entry.api += lost.api;
      entry.push += lost.push;
      entry.pdf += lost.pdf;
      for (const user of lost.users) entry.users.add(user);
      waiting++;
    }
  };

  async function write(taken: Counts): Promise<void> {
    for (const [tenant, days] of taken) {
      try {
        const db = await databases.get(tenant);
        await db.transaction(async (tx) => {
          for (const [day, entry] of days) {
            if (entry.api || entry.push || entry.pdf) {
              await tx
                .insert(usageDaily)
                .values({ day, api: entry.api, push: entry.push, pdf: entry.pdf })
                .onConflictDoUpdate({
                  target: usageDaily.day,
                  set: {
                    api: sql`${usageDaily.api} + excluded.api`,
                    push: sql`${usageDaily.push} + excluded.push`,
                    pdf: sql`${usageDaily.pdf} + excluded.pdf`,
                  },
                });
            }
            const users = [...entry.users];
            for (let i = 0; i < users.length; i += CHUNK) {
              await tx
                .insert(usageActiveUsers)
                .values(users.slice(i, i + CHUNK).map((userId) => ({ day, userId })))
                .onConflictDoNothing();
            }
          }
        });
      } catch (error) {
        restore(tenant, days);
        log(`[usage] ${tenant}: counts kept for the next flush: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  return {
    count(tenant, event, at) {
      const entry = dayOf(tenant, utcDay(at));
      entry.api += event.api ?? 0;
      entry.push += event.push ?? 0;
      entry.pdf += event.pdf ?? 0;
      if (event.userId) entry.users.add(event.userId);
      waiting++;
    },
    due(now) {
      return waiting > 0 && !flushing && (waiting >= USAGE_FLUSH_EVENTS || now.getTime() - lastFlush >= USAGE_FLUSH_MS);
    },
    async flush(now) {
      // One flush at a time: a second caller waits for the running one, then writes what came since.
      while (flushing) await flushing;
      if (!waiting) return;
      const taken = counts;
      counts = new Map();
      waiting = 0;
      lastFlush = now.getTime();
      flushing = write(taken).finally(() => (flushing = null));
      await flushing;
    },
  };
}
