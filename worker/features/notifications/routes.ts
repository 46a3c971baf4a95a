import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../auth/guards';
import { cachedAnswer } from '../../lib/answer-cache';
import { createRouter } from '../../lib/context';
import { bearer, errors, json } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import {
  ListNotificationsQuerySchema,
  MarkAllResultSchema,
  NotificationIdParamsSchema,
  NotificationMarkSchema,
  NotificationPublicSchema,
  NotificationsPublicSchema,
} from './schemas';
import * as notifications from './service';

export const notificationRoutes = createRouter();
const tags = ['notifications'];
const signedIn = { security: bearer, middleware: [requireUser] };

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notifications/get',
    tags,
    summary: "The signed-in user's notifications, newest first, with the unread count",
    ...signedIn,
    request: { query: ListNotificationsQuerySchema },
    responses: { 200: json(NotificationsPublicSchema, 'A page of notifications'), ...errors(401) },
  }),
  async (c) =>
    cachedAnswer(
      c,
      notifications.NOTIFICATIONS_READS,
      async () => c.json(await notifications.listNotifications(requestContext(c), c.req.valid('query')), 200),
    ),
);

// Registered before /mark/{id} so that 'all' is never read as an id.
notificationRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/notifications/mark-all',
    tags,
    summary: "Mark all of the signed-in user's notifications read",
    ...signedIn,
    responses: { 200: json(MarkAllResultSchema, 'How many were unread'), ...errors(401) },
  }),
  async (c) => c.json({ marked: await notifications.markAllRead(requestContext(c)) }, 200),
);

notificationRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/notifications/mark/{id}',
    tags,
    summary: 'Mark one of your notifications read (or unread with {"read": false}); the body is optional',
    ...signedIn,
    request: {
      params: NotificationIdParamsSchema,
      body: { required: false, content: { 'application/json': { schema: NotificationMarkSchema } } },
    },
    responses: { 200: json(NotificationPublicSchema, 'The notification'), ...errors(401, 403, 404) },
  }),
  async (c) => {
    const { read } = c.req.valid('json');
    const row = await notifications.markNotification(requestContext(c), c.req.valid('param').id, read ?? true);
    return c.json(row, 200);
  },
);

notificationRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/notifications/delete/{id}',
    tags,
    summary: 'Delete one of your notifications',
    ...signedIn,
    request: { params: NotificationIdParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  }),
  async (c) => {
    await notifications.deleteNotification(requestContext(c), c.req.valid('param').id);
    return c.body(null, 204);
  },
);
