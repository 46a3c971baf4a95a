// What a service knows of the request it serves: who calls, the tenant's own database, the
// instant of the request and today for organisation scoping. Routes build it once per request
// (requestContext) and pass it first to the service; nothing else of HTTP reaches a service.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { AppEnv } from './context';
import { silentLive, type Live } from './live';
import { orgToday, type OrgToday } from './today';

/** The signed-in user as services see them. */
export type Actor = Pick<UserRow, 'id' | 'role'>;

export type RequestContext = {
  /** The tenant's own database: the only handle a service can reach. */
  db: Db;
  actor: Actor;
  /** The instant of the request, on the platform clock (taken once by the tenant middleware). */
  now: Date;
  /** Today of the tenant's companies at `now` (lib/today.ts); a company's own today is localDate(now, zone). */
  orgToday: OrgToday;
  /** Tells the realtime rooms, once the request answered (lib/live.ts). */
  live: Live;
};

/** The context of a signed-in request (after requireUser). */
export function requestContext(c: Context<AppEnv>): RequestContext {
  return { db: c.get('db'), actor: c.get('user'), now: c.get('now'), orgToday: c.get('orgToday'), live: c.get('live') };
}

/** A context outside HTTP (demo data, operator commands, tests): today is read from the database. */
export async function contextAt(db: Db, actor: Actor, now: Date): Promise<RequestContext> {
  return { db, actor, now, orgToday: await orgToday(db, now), live: silentLive };
}
