// The control database: the list of tenants and what they pay. Never holds tenant data.
import { sql } from 'drizzle-orm';
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const TENANT_STATUSES = ['active', 'suspended'] as const;

export const tenants = sqliteTable('tenants', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  currency: text('currency').notNull().default('PLN'),
  pricePerActiveUser: real('price_per_active_user').notNull().default(0),
  pricePerPdf: real('price_per_pdf').notNull().default(0),
  pricePerPush: real('price_per_push').notNull().default(0),
});

export type TenantRow = typeof tenants.$inferSelect;
