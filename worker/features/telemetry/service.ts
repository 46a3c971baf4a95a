// Usage telemetry and invoice drafts (spec/product-rules.md "Telemetry and invoices"): admins read
// their tenant's last 30 days, last 6 months and drafts; superadmins recompute a month and make its
// draft; the monthly job makes every tenant's draft of the month before on the 1st.
import type { ControlDb, Db } from '../../db/client';
import type { InvoiceRow } from '../../db/control-schema';
import { conflict, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { addDays } from '../../lib/time';
import { DAILY_DAYS, MONTHLY_MONTHS } from './kinds';
import { findInvoice, invoicesOf, pricesOf, saveDraft, saveMonth, storedMonths, usageOfDays, usageOfMonth } from './queries';
import { invoiceLines, invoiceNumber, previousMonth } from './rules/invoice';
import type { DailyUsage, Invoice, Invoices, MonthlyUsage, MonthUsagePublic } from './schemas';

/** Where a tenant's usage lives and who asks: the routes and the job give the same. */
export type UsageScope = { db: Db; control: ControlDb; tenant: string; now: Date };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const utcMonth = (at: Date) => at.toISOString().slice(0, 7);

export async function daily({ db, now }: UsageScope): Promise<DailyUsage> {
  const today = utcDay(now);
  const first = addDays(today, -(DAILY_DAYS - 1));
  const stored = await usageOfDays(db, first, today);
  const data = Array.from({ length: DAILY_DAYS }, (_, i) => {
    const day = addDays(first, i);
    return stored.get(day) ?? { day, api: 0, dau: 0, push: 0, pdf: 0 };
  });
  return { data };
}

export async function monthly({ db, now }: UsageScope): Promise<MonthlyUsage> {
  const months: string[] = [utcMonth(now)];
  while (months.length < MONTHLY_MONTHS) months.unshift(previousMonth(months[0]!));
  const stored = await storedMonths(db, months);
  const data = await Promise.all(
    months.map(async (month): Promise<MonthUsagePublic> => {
      const row = stored.get(month);
      if (row) {
        return {
          month,
          mau: row.mau,
          api: row.api,
          push: row.push,
          pdf: row.pdf,
          aggregated: true,
          computed_at: row.computedAt.toISOString(),
        };
      }
      return { ...(await usageOfMonth(db, month)), aggregated: false, computed_at: null };
    }),
  );
  return { data };
}

/** Recomputes and stores a month's aggregate (idempotent: the same counts give the same row). */
export async function aggregateMonth(scope: UsageScope, month: string): Promise<MonthUsagePublic> {
  if (month > utcMonth(scope.now)) throw ValidationError.field(['body', 'month'], fieldMessage('telemetry.month_future'));
  const row = await saveMonth(scope.db, await usageOfMonth(scope.db, month), scope.now);
  return { month, mau: row.mau, api: row.api, push: row.push, pdf: row.pdf, aggregated: true, computed_at: row.computedAt.toISOString() };
}

export async function invoicesOfTenant({ control, tenant }: UsageScope): Promise<Invoices> {
  return { data: (await invoicesOf(control, tenant)).map(toInvoice) };
}

/**
 * The draft of a month that is over: aggregated again, priced with the tenant's prices now. A
 * draft there already is made again; an issued invoice is 409.
 */
export async function draftInvoice(scope: UsageScope, month: string): Promise<Invoice> {
  if (month >= utcMonth(scope.now)) throw ValidationError.field(['body', 'month'], fieldMessage('telemetry.month_not_over'));
  const existing = await findInvoice(scope.control, scope.tenant, month);
  if (existing?.status === 'issued') throw conflict('telemetry.invoice_issued');
  const usage = await aggregateMonth(scope, month);
  const prices = (await pricesOf(scope.control, scope.tenant)) ?? { currency: 'PLN', activeUser: 0, pdf: 0, push: 0 };
  const { lines, total } = invoiceLines(usage, prices);
  const saved = await saveDraft(
    scope.control,
    {
      id: existing?.id ?? crypto.randomUUID(),
      tenant: scope.tenant,
      month,
      number: invoiceNumber(scope.tenant, month),
      currency: prices.currency,
      lines,
      total,
      createdAt: scope.now,
    },
    scope.now,
  );
  if (!saved) throw conflict('telemetry.invoice_issued');
  return toInvoice(saved);
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    month: row.month,
    currency: row.currency,
    lines: row.lines,
    total: row.total,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}
