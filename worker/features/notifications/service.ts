// In-app notifications: events write them inside their own transaction (so a notification
// exists exactly when its event happened); each user reads, marks and deletes only their own —
// anyone else's id is simply not found.
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { NotificationKind } from './kinds';
import type { ListNotificationsQuery, NotificationPublic, NotificationsPublic } from './schemas';

/** Rows per multi-row INSERT. */
const CHUNK = 200;

type Writer = Pick<Db, 'insert'>;

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, string | number | null>;
};

/** Writes the notifications with the caller's transaction. */
export async function notify(tx: Writer, items: readonly NewNotification[], now: Date): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item) => ({ ...item, id: timeOrderedId(now.getTime()), createdAt: now }));
    await tx.insert(notifications).values(rows);
  }
}

export function toNotificationPublic(row: NotificationRow): NotificationPublic {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listNotifications({ db, actor }: RequestContext, query: ListNotificationsQuery): Promise<NotificationsPublic> {
  const mine = eq(notifications.userId, actor.id);
  const unreadOnly = and(mine, isNull(notifications.readAt))!;
  const filter: SQL = query.unread ? unreadOnly : mine;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(filter)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(notifications).where(filter),
    db.select({ n: count() }).from(notifications).where(unreadOnly),
  ]);
  return { data: rows.map(toNotificationPublic), count: total?.n ?? 0, unread: unread?.n ?? 0 };
}

export async function markNotification({ db, actor, now }: RequestContext, id: string, read: boolean): Promise<NotificationPublic> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? now : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning();
  if (!row) await refuseMissing(db, id);
  return toNotificationPublic(row!);
}

export async function markAllRead({ db, actor, now }: RequestContext): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification({ db, actor }: RequestContext, id: string): Promise<void> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning({ id: notifications.id });
  if (!rows.length) await refuseMissing(db, id);
}

/** Nothing of the caller's had this id: 403 when it is someone else's notification, else 404. */
async function refuseMissing(db: Db, id: string): Promise<never> {
  const [other] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id)).limit(1);
  throw other ? forbidden('notifications.not_yours') : notFound('notifications.not_found');
}
