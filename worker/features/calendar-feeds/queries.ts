// The SQL of calendar feeds: the feeds themselves, and what a feed shows (planned shifts and
// approved absences of a person or of a department's people).
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { isCurrentRecord, type Reader } from '../../access/scope';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  companies,
  dayShifts,
  departments,
  employmentRecords,
  users,
  vacationRequests,
  type CalendarFeedRow,
} from '../../db/schema';
import type { LocalDate } from '../../lib/time';
import type { OrgToday } from '../../lib/today';

/** A feed with its department's name and company (department feeds). */
export type FeedJoined = CalendarFeedRow & { departmentName: string | null; departmentCompanyId: string | null };

function joined(db: Reader) {
  return db
    .select({ feed: calendarFeeds, departmentName: departments.name, departmentCompanyId: departments.companyId })
    .from(calendarFeeds)
    .leftJoin(departments, eq(departments.id, calendarFeeds.departmentId));
}

const flat = (r: { feed: CalendarFeedRow; departmentName: string | null; departmentCompanyId: string | null }): FeedJoined => ({
  ...r.feed,
  departmentName: r.departmentName,
  departmentCompanyId: r.departmentCompanyId,
});

/** The caller's own feeds: the personal one first, then departments by name. */
export async function feedsOf(db: Reader, userId: string): Promise<FeedJoined[]> {
  const rows = await joined(db).where(eq(calendarFeeds.userId, userId)).orderBy(
    asc(calendarFeeds.scope),
    asc(departments.name),
    asc(calendarFeeds.id),
  );
  return rows.map(flat).sort((a, b) => (a.scope === b.scope ? 0 : a.scope === 'user' ? -1 : 1));
}

/** One of the caller's own feeds (anyone else's is not found). */
export async function ownFeed(db: Reader, id: string, userId: string): Promise<FeedJoined | null> {
  const [row] = await joined(db).where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId))).limit(1);
  return row ? flat(row) : null;
}

export async function insertFeed(db: Db, row: typeof calendarFeeds.$inferInsert): Promise<void> {
  await db.insert(calendarFeeds).values(row);
}

/** A new token hash for one of the owner's feeds; false when it is gone. */
export async function replaceHash(db: Db, id: string, userId: string, tokenHash: string, now: Date): Promise<boolean> {
  const done = await db
    .update(calendarFeeds)
    .set({ tokenHash, replacedAt: now })
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return done.length > 0;
}

export async function deleteFeed(db: Db, id: string, userId: string): Promise<boolean> {
  const done = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return done.length > 0;
}

/** The feed a token's hash names, with its owner as they stand now. */
export async function feedByHash(db: Reader, tokenHash: string) {
  const [row] = await db
    .select({
      feed: calendarFeeds,
      departmentName: departments.name,
      departmentCompanyId: departments.companyId,
      owner: { id: users.id, role: users.role, isActive: users.isActive, fullName: users.fullName, email: users.email },
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(departments, eq(departments.id, calendarFeeds.departmentId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Notes that a calendar app read the feed, at most every `everyMs`. */
export async function markFetched(db: Db, id: string, now: Date, everyMs: number): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(calendarFeeds.id, id),
        or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}

/** The people employed in the department now. */
export async function departmentMemberIds(db: Reader, departmentId: string, today: OrgToday): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: employmentRecords.userId })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.departmentId, departmentId), isCurrentRecord(today)));
  return rows.map((r) => r.userId);
}

/** Planned shifts (with their real instants) of these people from `from` to `to`, in time order. */
export async function plannedShifts(db: Reader, userIds: string[], from: LocalDate, to: LocalDate, companyId?: string) {
  if (!userIds.length) return [];
  return db
    .select({
      id: dayShifts.id,
      type: dayShifts.type,
      date: dayShifts.date,
      plannedStart: dayShifts.plannedStart,
      plannedEnd: dayShifts.plannedEnd,
      plannedStartAt: dayShifts.plannedStartAt,
      plannedEndAt: dayShifts.plannedEndAt,
      createdAt: dayShifts.createdAt,
      updatedAt: dayShifts.updatedAt,
      companyName: companies.name,
      fullName: users.fullName,
      email: users.email,
    })
    .from(dayShifts)
    .innerJoin(users, eq(users.id, dayShifts.userId))
    .innerJoin(companies, eq(companies.id, dayShifts.companyId))
    .where(
      and(
        inArray(dayShifts.userId, userIds),
        gte(dayShifts.date, from),
        lte(dayShifts.date, to),
        isNotNull(dayShifts.plannedStartAt),
        isNotNull(dayShifts.plannedEndAt),
        companyId ? eq(dayShifts.companyId, companyId) : undefined,
      ),
    )
    .orderBy(asc(dayShifts.plannedStartAt), asc(dayShifts.id));
}

/** Approved absences of these people that overlap `from`..`to`. */
export async function approvedAbsences(db: Reader, userIds: string[], from: LocalDate, to: LocalDate) {
  if (!userIds.length) return [];
  return db
    .select({
      id: vacationRequests.id,
      type: vacationRequests.type,
      startDate: vacationRequests.startDate,
      endDate: vacationRequests.endDate,
      createdAt: vacationRequests.createdAt,
      updatedAt: vacationRequests.updatedAt,
      decidedAt: vacationRequests.decidedAt,
      fullName: users.fullName,
      email: users.email,
    })
    .from(vacationRequests)
    .innerJoin(users, eq(users.id, vacationRequests.userId))
    .where(
      and(
        inArray(vacationRequests.userId, userIds),
        eq(vacationRequests.status, 'approved'),
        lte(vacationRequests.startDate, to),
        gte(vacationRequests.endDate, from),
      ),
    )
    .orderBy(asc(vacationRequests.startDate), asc(vacationRequests.id));
}
