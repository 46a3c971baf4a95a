// The control database: the list of tenants and what they pay. Never holds tenant data.
import { sql } from 'drizzle-orm';
import { integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { INVOICE_STATUSES } from '../features/telemetry/kinds';
import type { InvoiceLine } from '../features/telemetry/rules/invoice';

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

/**
 * One row per scheduled job, tenant and cron slot: the lease that lets one instance run it
 * (worker/jobs/leases.ts). Whoever inserts the row runs the job; everyone else skips it.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    job: text('job').notNull(),
    tenant: text('tenant').notNull(),
    /** The cron slot the run belongs to (the scheduled time, not when it started). */
    slot: integer('slot', { mode: 'timestamp_ms' }).notNull(),
    /** The instance that runs it (one id per process or isolate). */
    holder: text('holder').notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    outcome: text('outcome', { enum: ['ok', 'failed'] }),
  },
  (table) => [primaryKey({ columns: [table.job, table.tenant, table.slot] })],
);

/**
 * Invoice drafts (issue 16): one per tenant and month, made from the month's usage and the tenant's
 * prices at the time; `lines` keep what each part counted and cost. The operator issues them.
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    /** `<slug>/<YYYY>/<MM>`: readable and unique. */
    number: text('number').notNull(),
    currency: text('currency').notNull(),
    lines: text('lines', { mode: 'json' }).$type<InvoiceLine[]>().notNull(),
    total: real('total').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('invoices_tenant_month_unique').on(t.tenant, t.month)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
