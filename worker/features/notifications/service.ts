// In-app notifications: events write them inside their own transaction (so a notification
// exists exactly when its event happened); each user reads, marks and deletes only their own:
// someone else's is 403, an unknown id 404 (worker/access).
import { requireAccess } from '../../access';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { Live, PushMessage } from '../../lib/live';
import type { RequestContext } from '../../lib/request-context';
import { deleteNotificationRow, insertNotifications, markAllReadRows, notificationsPage, setReadAt } from './queries';
import type { ListNotificationsQuery, NotificationPublic, NotificationsPublic } from './schemas';
import { answerReads } from '../../lib/answer-cache';
import { notifications, users } from '../../db/schema';

/** The list: the signed-in user and their notifications (answer-cache.ts). */
export const NOTIFICATIONS_READS = answerReads(users, notifications);

/** Rows per multi-row INSERT. */
const CHUNK = 200;

type Writer = Pick<Db, 'insert'>;

/** A notification to write: what a push of it carries, without the push's tag. */
export type NewNotification = Omit<PushMessage, 'tag'>;

/**
 * Writes the notifications with the caller's transaction; with `live`, each reaches its user's open
 * tabs once the request has answered, and their devices by Web Push after it (lib/live.ts: nothing
 * is sent when the transaction rolls back).
 */
export async function notify(tx: Writer, items: readonly NewNotification[], now: Date, live?: Live): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item) => ({ ...item, id: timeOrderedId(now.getTime()), createdAt: now, readAt: null }));
    await insertNotifications(tx, rows);
    for (const row of rows) live?.toUsers([row.userId], { kind: 'notification', notification: toNotificationPublic(row) });
    // And to the users' devices by Web Push, after the answer (features/push).
    live?.push(
      rows.map((row) => ({
        userId: row.userId,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        data: row.data,
        tag: `notification:${row.id}`,
      })),
    );
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

export async function listNotifications(ctx: RequestContext, query: ListNotificationsQuery): Promise<NotificationsPublic> {
  const page = await notificationsPage(ctx.db, ctx.actor.id, Boolean(query.unread), query);
  return { data: page.rows.map(toNotificationPublic), count: page.count, unread: page.unread };
}

export async function markNotification(ctx: RequestContext, id: string, read: boolean): Promise<NotificationPublic> {
  await requireAccess(ctx, 'notification.change', id);
  const row = await setReadAt(ctx.db, ctx.actor.id, id, read ? ctx.now : null);
  if (!row) throw notFound('notifications.not_found');
  return toNotificationPublic(row);
}

export function markAllRead(ctx: RequestContext): Promise<number> {
  return markAllReadRows(ctx.db, ctx.actor.id, ctx.now);
}

export async function deleteNotification(ctx: RequestContext, id: string): Promise<void> {
  await requireAccess(ctx, 'notification.change', id);
  if (!(await deleteNotificationRow(ctx.db, ctx.actor.id, id))) throw notFound('notifications.not_found');
}
