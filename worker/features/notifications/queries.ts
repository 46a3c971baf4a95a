// Notifications' SQL: every read and write names the owner, so a list, its counts and a change
// reach the caller's own only.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { notifications, type NotificationRow } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Page = { limit: number; skip: number };

export async function insertNotifications(tx: Pick<Db, 'insert'>, rows: (typeof notifications.$inferInsert)[]): Promise<void> {
  await tx.insert(notifications).values(rows);
}

export async function findNotification(db: Reader, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

const pageOf = (unreadOnly: boolean) =>
  preparedPerHandle((db: Db) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare()
  );
const allPage = pageOf(false);
const unreadPage = pageOf(true);
const counts = preparedPerHandle((db: Db) =>
  db
    .select({ all: count(), unread: sql<number>`coalesce(sum(${notifications.readAt} IS NULL), 0)` })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare()
);

/** A page of a user's notifications (all or the unread), its count and how many are unread. */
export async function notificationsPage(db: Db, userId: string, unreadOnly: boolean, page: Page) {
  const [rows, totals] = await Promise.all([
    (unreadOnly ? unreadPage : allPage)(db).all({ userId, limit: page.limit, skip: page.skip }),
    counts(db).get({ userId }),
  ]);
  const unread = totals?.unread ?? 0;
  return { rows, count: unreadOnly ? unread : (totals?.all ?? 0), unread };
}

/** Marks one of the user's notifications read (at `readAt`) or unread (null); null when there is none. */
export async function setReadAt(db: Db, userId: string, id: string, readAt: Date | null): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read; how many there were. */
export async function markAllReadRows(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotificationRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
