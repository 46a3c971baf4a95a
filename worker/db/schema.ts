// The schema of every tenant database. One file per tenant locally, one Turso database at the edge.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

import { ROLES } from '../features/users/roles';

export type { Role } from '../features/users/roles';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    // Stored lower-cased: emails compare case-insensitively.
    email: text('email').notNull(),
    fullName: text('full_name'),
    acronym: text('acronym'),
    phone1: text('phone_1'),
    phone2: text('phone_2'),
    address: text('address'),
    avatar: text('avatar'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    hashedPassword: text('hashed_password').notNull(),
    // Bumped on password change and deactivation: tokens carrying an older value are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    // Lower-cased email, full name and acronym, for searching letters SQLite cannot fold (Ł, Є).
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('login_failures_email_ip_at_idx').on(t.email, t.ip, t.at)],
);

/** Tenant-wide settings as key/value (for example the current terms version). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const consents = sqliteTable(
  'consents',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsVersion] })],
);

export type UserRow = typeof users.$inferSelect;
