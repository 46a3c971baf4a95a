// "Today" for organisation scoping: an employment record has ended when its end date is before
// the local date of its company (product-rules.md "Time"), not before the UTC date. Any zone's
// local date is the UTC date or a day either side, so a scope needs the UTC date and which of the
// tenant's zones are a day ahead or behind right now. The tenant's zones are read once a minute.
import { companies } from '../db/schema';
import type { Db } from '../db/client';
import { addDays, localDate, type LocalDate } from './time';

export type OrgToday = {
  /** The UTC date. */
  utc: LocalDate;
  /** Time zones of the tenant's companies whose date is already utc + 1. */
  ahead: string[];
  /** Time zones of the tenant's companies whose date is still utc - 1. */
  behind: string[];
};

export const todayUtc = (now: Date): LocalDate => now.toISOString().slice(0, 10);

/** Today at `now` for companies in these zones. */
export function orgTodayAt(now: Date, zones: Iterable<string>): OrgToday {
  const utc = todayUtc(now);
  const today: OrgToday = { utc, ahead: [], behind: [] };
  for (const zone of new Set(zones)) {
    const local = localDate(now, zone);
    if (local === addDays(utc, 1)) today.ahead.push(zone);
    else if (local === addDays(utc, -1)) today.behind.push(zone);
  }
  return today;
}

const ZONES_TTL_MS = 60_000;
const MINUTE_MS = 60_000;
/** The zones, and today at the last minute asked for: every request of that minute shares it. */
type Zones = { zones: string[]; until: number; minute: number; today: OrgToday | null };
const zonesByDb = new WeakMap<Db, Zones>();

/** The time zones of the tenant's companies (remembered for a minute; forgetZones after a change). */
async function tenantZones(db: Db): Promise<Zones> {
  const cached = zonesByDb.get(db);
  if (cached && cached.until > Date.now()) return cached;
  const rows = await db.selectDistinct({ zone: companies.timezone }).from(companies);
  const entry: Zones = { zones: rows.map((row) => row.zone), until: Date.now() + ZONES_TTL_MS, minute: NaN, today: null };
  zonesByDb.set(db, entry);
  return entry;
}

/** A company was created or its zone changed: the next scope reads the zones again. */
export const forgetZones = (db: Db) => void zonesByDb.delete(db);

/**
 * Today at `now`. Zones' offsets are whole minutes, so a date changes only on a minute: the answer
 * is worked out once a minute (Intl's formatting per zone was a request's largest pure cost).
 */
export async function orgToday(db: Db, now: Date): Promise<OrgToday> {
  const entry = await tenantZones(db);
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (entry.minute !== minute || !entry.today) {
    entry.today = orgTodayAt(now, entry.zones);
    entry.minute = minute;
  }
  return entry.today;
}
