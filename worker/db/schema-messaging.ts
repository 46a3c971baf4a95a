// The tenant tables of messaging (issues 13 and 14): notifications, chat, company news, Web Push
// subscriptions and preferences, link previews. Re-exported by schema.ts; they reference the
// tables of schema-core.ts.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CHAT_KINDS, ROOM_STATUSES } from '../features/chat/kinds';
import { NOTIFICATION_KINDS } from '../features/notifications/kinds';
import { createdAt } from './columns';
import { companies, users } from './schema-core';

// In-app notifications (product-rules.md "Notifications and push"). Title and body are English
// fallbacks; the web app words a known kind from `data` in the reader's language.

export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    // An in-app path ('/vacations?id=...'), never an outside address.
    link: text('link'),
    data: text('data', { mode: 'json' }).$type<Record<string, string | number | null>>().notNull().default({}),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

// Chat (issue 13): rooms and direct chats are one table of conversations, so messages, read state
// and unread counts have one shape. A direct chat has no name; its `directKey` ("<lower id>:<higher
// id>") makes the conversation of a pair unique.
export const chats = sqliteTable(
  'chats',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: CHAT_KINDS }).notNull(),
    name: text('name').notNull().default(''),
    description: text('description'),
    image: text('image'),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('active'),
    isChannel: integer('is_channel', { mode: 'boolean' }).notNull().default(false),
    // The company whose admins manage the room; null: a tenant-wide room only superadmins manage.
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    directKey: text('direct_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    // The newest message's id ('' before the first): lists sort by it without a query per chat.
    lastMessageId: text('last_message_id').notNull().default(''),
  },
  (t) => [
    uniqueIndex('chats_direct_key_unique').on(t.directKey),
    index('chats_company_id_idx').on(t.companyId),
    index('chats_kind_last_message_idx').on(t.kind, t.lastMessageId),
  ],
);

export const chatMembers = sqliteTable(
  'chat_members',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: integer('joined_at', { mode: 'timestamp_ms' }).notNull(),
    // The newest message id the member has read ('' before any): ids are time-ordered.
    lastReadId: text('last_read_id').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_id_idx').on(t.userId)],
);

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    // Time-ordered (lib/ids.ts): the order of a chat and the paging cursor.
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    editedAt: integer('edited_at', { mode: 'timestamp_ms' }),
    // A deleted message keeps its place with its text erased.
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('chat_messages_chat_id_id_idx').on(t.chatId, t.id), index('chat_messages_author_created_idx').on(t.authorId, t.createdAt)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

// Company news (issue 14): an item is for the companies listed in `company_news_companies`, or for
// the whole tenant when it lists none.
export const companyNews = sqliteTable(
  'company_news',
  {
    // Time-ordered (lib/ids.ts): the feed's order and its tie-breaker.
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    // Markdown, rendered by the web app without raw HTML.
    body: text('body').notNull(),
    image: text('image'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_news_published_idx').on(t.publishedAt, t.id)],
);

export const companyNewsCompanies = sqliteTable(
  'company_news_companies',
  {
    newsId: text('news_id')
      .notNull()
      .references(() => companyNews.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.companyId] }), index('company_news_companies_company_idx').on(t.companyId)],
);

export type CompanyNewsRow = typeof companyNews.$inferSelect;

// Web Push (issue 14): one row per browser subscription (its endpoint is unique); refreshed by the
// client every 7 days, removed on logout or when the push service answers 404/410.
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // The app's language on that device when it registered (en, pl, uk): the push text's language.
    lang: text('lang').notNull().default('en'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_id_idx').on(t.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Which notification kinds a user does not want pushed (every kind is pushed by default). */
export const pushPreferences = sqliteTable('push_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedKinds: text('muted_kinds', { mode: 'json' }).$type<string[]>().notNull().default([]),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

// Link previews (issue 14): answers cached per tenant for 24 h (keyed by the normalised URL), and
// each user's recent requests for the 30-a-minute limit.
export const linkPreviews = sqliteTable('link_previews', {
  url: text('url').primaryKey(),
  data: text('data', { mode: 'json' }).$type<Record<string, string | null>>().notNull(),
  fetchedAt: integer('fetched_at', { mode: 'timestamp_ms' }).notNull(),
});

export const linkPreviewRequests = sqliteTable(
  'link_preview_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('link_preview_requests_user_at_idx').on(t.userId, t.at)],
);
