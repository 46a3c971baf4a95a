// Calendar feeds (docs/calendar-feeds.md): a person switches on a private ICS address of their
// planned shifts and approved absences; an admin may do the same for a department of their
// companies. The address carries a long random token; only its SHA-256 is stored, so the address
// is shown once (on creation and on replacement). The public read checks the owner as they stand
// at that moment: a deactivated owner, or an admin who no longer acts in the department's company,
// makes the address answer 404.
import { requireAccess } from '../../access';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { addDays, type LocalDate } from '../../lib/time';
import { todayUtc, type OrgToday } from '../../lib/today';
import type { Db } from '../../db/client';
import { TEXTS } from '../reports/public';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK, FEED_FETCH_MARK_MS, FEED_PATH, FEED_REFRESH_MINUTES, FEED_TOKEN_BYTES } from './kinds';
import {
  approvedAbsences,
  deleteFeed,
  departmentMemberIds,
  feedByHash,
  feedsOf,
  insertFeed,
  markFetched,
  ownFeed,
  plannedShifts,
  replaceHash,
  type FeedJoined,
} from './queries';
import { writeCalendar, type IcsEvent } from './rules/ics';
import type { CalendarFeed, CalendarFeedCreate, CalendarFeedLink, CalendarFeedList, FeedLanguage } from './schemas';

// ------------------------------------------------------------------------------------- tokens

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A new token: 32 random bytes, base64url (43 characters). */
export function newFeedToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(FEED_TOKEN_BYTES)));
}

/** What is stored of a token: its SHA-256, hex. */
export async function hashFeedToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The token of a requested file name `<token>.ics`, or null when it cannot be one. */
export function tokenOfFile(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file);
  return match ? match[1]! : null;
}

const feedUrl = (origin: string, token: string) => `${origin}${FEED_PATH}/${token}.ics`;

// ------------------------------------------------------------------------------ signed-in routes

function toFeed(row: FeedJoined): CalendarFeed {
  return {
    id: row.id,
    scope: row.scope,
    department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    replaced_at: row.replacedAt?.toISOString() ?? null,
    last_fetched_at: row.lastFetchedAt?.toISOString() ?? null,
  };
}

export async function listFeeds(ctx: RequestContext): Promise<CalendarFeedList> {
  const rows = await feedsOf(ctx.db, ctx.actor.id);
  return { data: rows.map(toFeed), count: rows.length };
}

/** Switches a feed on: 409 when the caller already has this one (replace or revoke it instead). */
export async function createFeed(ctx: RequestContext, origin: string, input: CalendarFeedCreate): Promise<CalendarFeedLink> {
  const departmentId = input.scope === 'department' ? input.department_id! : null;
  if (departmentId) await requireAccess(ctx, 'calendar_feed.department', departmentId);
  const token = newFeedToken();
  const id = timeOrderedId(ctx.now.getTime());
  try {
    await insertFeed(ctx.db, {
      id,
      userId: ctx.actor.id,
      scope: input.scope,
      departmentId,
      tokenHash: await hashFeedToken(token),
      createdAt: ctx.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('calendar_feeds.exists');
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  const row = await ownFeed(ctx.db, id, ctx.actor.id);
  if (!row) throw notFound('calendar_feeds.not_found');
  return { ...toFeed(row), url: feedUrl(origin, token) };
}

/** A new address for one of the caller's feeds; the old one answers 404 from now on. */
export async function replaceFeed(ctx: RequestContext, origin: string, id: string): Promise<CalendarFeedLink> {
  const token = newFeedToken();
  if (!(await replaceHash(ctx.db, id, ctx.actor.id, await hashFeedToken(token), ctx.now))) throw notFound('calendar_feeds.not_found');
  const row = await ownFeed(ctx.db, id, ctx.actor.id);
  if (!row) throw notFound('calendar_feeds.not_found');
  return { ...toFeed(row), url: feedUrl(origin, token) };
}

export async function revokeFeed(ctx: RequestContext, id: string): Promise<void> {
  if (!(await deleteFeed(ctx.db, id, ctx.actor.id))) throw notFound('calendar_feeds.not_found');
}

// -------------------------------------------------------------------------------- the feed itself

export type FeedRead = {
  db: Db;
  now: Date;
  orgToday: OrgToday; /** The tenant's host name: the UIDs' domain. */
  host: string;
  lang: FeedLanguage;
};

/** Seconds since 2020: a SEQUENCE that grows with every change of a row and fits in 32 bits. */
const sequenceOf = (changed: Date) => Math.max(0, Math.floor((changed.getTime() - Date.UTC(2020, 0, 1)) / 1000));
const nameOf = (p: { fullName: string | null; email: string }) => p.fullName || p.email;

/**
 * The calendar a token names, as ICS text; 404 for an unknown or revoked token, a deactivated
 * owner, or a department feed whose owner no longer manages the department.
 */
export async function feedCalendar(read: FeedRead, file: string): Promise<string> {
  const token = tokenOfFile(file);
  const found = token ? await feedByHash(read.db, await hashFeedToken(token)) : null;
  if (!found || !found.owner.isActive) throw notFound('calendar_feeds.not_found');
  const { feed, owner } = found;
  const texts = TEXTS[read.lang];
  const today = todayUtc(read.now);
  const from: LocalDate = addDays(today, -FEED_DAYS_BACK);
  const to: LocalDate = addDays(today, FEED_DAYS_AHEAD);

  let userIds = [owner.id];
  let companyId: string | undefined;
  let calendarName = `Grafik: ${nameOf(owner)}`;
  const department = feed.scope === 'department';
  if (department) {
    if (!feed.departmentId) throw notFound('calendar_feeds.not_found');
    try {
      // As its owner: a planner of the department still (a user owner is refused, so 404).
      companyId = await requireAccess(
        { db: read.db, actor: { id: owner.id, role: owner.role }, orgToday: read.orgToday },
        'calendar_feed.department',
        feed.departmentId,
      );
    } catch (error) {
      if (error instanceof ApiError) throw notFound('calendar_feeds.not_found');
      throw error;
    }
    userIds = await departmentMemberIds(read.db, feed.departmentId, read.orgToday);
    calendarName = `Grafik: ${found.departmentName ?? ''}`;
  }

  const [shifts, absences] = await Promise.all([
    plannedShifts(read.db, userIds, from, to, companyId),
    approvedAbsences(read.db, userIds, from, to),
  ]);
  const who = (p: { fullName: string | null; email: string }, what: string) => (department ? `${nameOf(p)}: ${what}` : what);
  const events: IcsEvent[] = [
    ...shifts.map((s): IcsEvent => {
      const changed = s.updatedAt ?? s.createdAt;
      return {
        uid: `${s.id}@${read.host}`,
        start: s.plannedStartAt!,
        end: s.plannedEndAt!,
        summary: who(s, s.type || texts.columns.plan),
        description: `${s.companyName}\n${s.plannedStart ?? ''}–${s.plannedEnd ?? ''}`,
        modified: changed,
        sequence: sequenceOf(changed),
      };
    }),
    ...absences.map((a): IcsEvent => {
      const changed = a.updatedAt ?? a.decidedAt ?? a.createdAt;
      return {
        uid: `${a.id}@${read.host}`,
        startDate: a.startDate,
        endDate: a.endDate,
        summary: who(a, texts.absence[a.type]),
        modified: changed,
        sequence: sequenceOf(changed),
      };
    }),
  ];
  await markFetched(read.db, feed.id, read.now, FEED_FETCH_MARK_MS);
  return writeCalendar({ name: calendarName, refreshMinutes: FEED_REFRESH_MINUTES, events });
}
