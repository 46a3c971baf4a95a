// The notifications contract, shared with the web app: plain zod only.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from './kinds';

export { NOTIFICATION_KINDS } from './kinds';

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS).meta({ id: 'NotificationKind' });

export const NotificationPublicSchema = z
  .object({
    id: z.uuid(),
    kind: NotificationKindSchema,
    /** English fallback; the web app words known kinds from `data` in the reader's language. */
    title: z.string(),
    body: z.string(),
    /** An in-app path to what it is about, e.g. '/vacations?id=...'. */
    link: z.string().nullable(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    read_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'NotificationPublic' });

export const NotificationsPublicSchema = z
  .object({
    data: z.array(NotificationPublicSchema),
    count: z.number().int(),
    /** All unread notifications of the user, whatever the page. */
    unread: z.number().int(),
  })
  .meta({ id: 'NotificationsPublic' });

export const ListNotificationsQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  /** Only the unread ones. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const NotificationIdParamsSchema = z.object({ id: z.uuid() });

export const NotificationMarkSchema = z
  .object({
    /** Default true; false marks it unread again. */
    read: z.boolean().default(true),
  })
  .meta({ id: 'NotificationMark' });

export const MarkAllResultSchema = z.object({ marked: z.number().int() }).meta({ id: 'MarkAllResult' });

export type NotificationPublic = z.infer<typeof NotificationPublicSchema>;
export type NotificationsPublic = z.infer<typeof NotificationsPublicSchema>;
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;
