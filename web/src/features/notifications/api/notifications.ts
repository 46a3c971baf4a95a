// The signed-in user's notifications: one SWR entry (the newest `limit`), read again at once when the
// live connection announces a notification, and polled every 30 s and on focus as the fallback. 'Load more' widens the limit instead of paging
// by offset, so a refresh never shows one notification twice or skips one after a delete.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys, revalidateOn } from '../../../lib/data-changes';
import { onLiveEvent, onLiveReconnect } from '../../../lib/live';
import type { NotificationPublic, NotificationsPublic } from '../../../types/api';

export const PAGE_SIZE = 20;
/** The API's ceiling for `limit`. */
const MAX_LIMIT = 1000;
export const REFRESH_MS = 30_000;

const PREFIX = '/v1/notifications/';

export const notificationsPath = (limit: number) => `${PREFIX}get?limit=${Math.min(limit, MAX_LIMIT)}`;

// Absence requests notify people: after one changes the bell reads again instead of waiting for its poll.
const isNotificationKey = (key: string) => key.startsWith(PREFIX);
revalidateOn('absence', isNotificationKey);
// A new notification, told by the live connection (lib/live.ts): read at once, not at the next poll.
onLiveEvent((event) => {
  if (event.kind === 'notification') void revalidateKeys(isNotificationKey);
});
onLiveReconnect(() => void revalidateKeys(isNotificationKey));

export const useNotifications = (limit: number) =>
  useSWR<NotificationsPublic, ApiError>(notificationsPath(limit), fetcher, {
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });

export const markNotification = (id: string, read: boolean) => api.patch<NotificationPublic>(`/v1/notifications/mark/${id}`, { read });

export const markAllNotifications = () => api.patch<{ marked: number }>('/v1/notifications/mark-all', {});

export const deleteNotification = (id: string) => api.delete<null>(`/v1/notifications/delete/${id}`);

// What the list looks like right after each change, shown while the request runs.

export function withRead(list: NotificationsPublic, id: string, read: boolean, now = new Date().toISOString()): NotificationsPublic {
  let unread = list.unread;
  const data = list.data.map((item) => {
    if (item.id !== id || !item.read_at === !read) return item;
    unread += read ? -1 : 1;
    return { ...item, read_at: read ? now : null };
  });
  return { ...list, data, unread: Math.max(0, unread) };
}

export function withAllRead(list: NotificationsPublic, now = new Date().toISOString()): NotificationsPublic {
  return { ...list, data: list.data.map((item) => (item.read_at ? item : { ...item, read_at: now })), unread: 0 };
}

export function without(list: NotificationsPublic, id: string): NotificationsPublic {
  const gone = list.data.find((item) => item.id === id);
  if (!gone) return list;
  return {
    data: list.data.filter((item) => item.id !== id),
    count: Math.max(0, list.count - 1),
    unread: Math.max(0, list.unread - (gone.read_at ? 0 : 1)),
  };
}
