// Usage as stored: the tenant's daily counts and active users, its monthly aggregates; and the
// invoice drafts in the control database.
import { and, between, count, countDistinct, desc, eq, sql, sum } from 'drizzle-orm';
import type { ControlDb, Db } from '../../db/client';
import { invoices, tenants, type InvoiceRow } from '../../db/control-schema';
import { usageActiveUsers, usageDaily, usageMonthly, type UsageMonthlyRow } from '../../db/schema';

export type DayUsage = { day: string; api: number; dau: number; push: number; pdf: number };
export type MonthUsage = { month: string; mau: number; api: number; push: number; pdf: number };

/** Each day from `from` to `to` (inclusive, 'YYYY-MM-DD') that has counts. */
export async function usageOfDays(db: Db, from: string, to: string): Promise<Map<string, DayUsage>> {
  const [counters, active] = await Promise.all([
    db.select().from(usageDaily).where(between(usageDaily.day, from, to)),
    db
      .select({ day: usageActiveUsers.day, dau: count() })
      .from(usageActiveUsers)
      .where(between(usageActiveUsers.day, from, to))
      .groupBy(usageActiveUsers.day),
  ]);
  const days = new Map<string, DayUsage>();
  const entry = (day: string) => days.get(day) ?? days.set(day, { day, api: 0, dau: 0, push: 0, pdf: 0 }).get(day)!;
  for (const row of counters) Object.assign(entry(row.day), { api: row.api, push: row.push, pdf: row.pdf });
  for (const row of active) entry(row.day).dau = row.dau;
  return days;
}

/** A month's usage from the daily rows: sums, and the distinct users active on any of its days. */
export async function usageOfMonth(db: Db, month: string): Promise<MonthUsage> {
  const from = `${month}-01`;
  const to = `${month}-31`;
  const [[sums], [active]] = await Promise.all([
    db
      .select({ api: sum(usageDaily.api), push: sum(usageDaily.push), pdf: sum(usageDaily.pdf) })
      .from(usageDaily)
      .where(between(usageDaily.day, from, to)),
    db.select({ mau: countDistinct(usageActiveUsers.userId) }).from(usageActiveUsers).where(between(usageActiveUsers.day, from, to)),
  ]);
  return { month, mau: active?.mau ?? 0, api: Number(sums?.api ?? 0), push: Number(sums?.push ?? 0), pdf: Number(sums?.pdf ?? 0) };
}

export async function storedMonths(db: Db, months: readonly string[]): Promise<Map<string, UsageMonthlyRow>> {
  if (!months.length) return new Map();
  const rows = await db.select().from(usageMonthly).where(
    sql`${usageMonthly.month} IN (SELECT value FROM json_each(${JSON.stringify(months)}))`,
  );
  return new Map(rows.map((row) => [row.month, row]));
}

export async function saveMonth(db: Db, usage: MonthUsage, now: Date): Promise<UsageMonthlyRow> {
  const row = { ...usage, computedAt: now };
  const [saved] = await db
    .insert(usageMonthly)
    .values(row)
    .onConflictDoUpdate({ target: usageMonthly.month, set: { mau: row.mau, api: row.api, push: row.push, pdf: row.pdf, computedAt: now } })
    .returning();
  return saved!;
}

// ------------------------------------------------------------------------------ control database

export async function pricesOf(control: ControlDb, tenant: string) {
  const [row] = await control
    .select({ currency: tenants.currency, activeUser: tenants.pricePerActiveUser, pdf: tenants.pricePerPdf, push: tenants.pricePerPush })
    .from(tenants)
    .where(eq(tenants.slug, tenant))
    .limit(1);
  return row ?? null;
}

export function invoicesOf(control: ControlDb, tenant: string): Promise<InvoiceRow[]> {
  return control.select().from(invoices).where(eq(invoices.tenant, tenant)).orderBy(desc(invoices.month));
}

export async function findInvoice(control: ControlDb, tenant: string, month: string): Promise<InvoiceRow | null> {
  const [row] = await control
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenant, tenant), eq(invoices.month, month)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the month's draft: a new one, or the draft there already is made again (two runs, or a
 * recompute, leave one). An issued invoice is never changed: null then.
 */
export async function saveDraft(
  control: ControlDb,
  draft: Omit<InvoiceRow, 'status' | 'updatedAt'>,
  now: Date,
): Promise<InvoiceRow | null> {
  const [row] = await control
    .insert(invoices)
    .values({ ...draft, status: 'draft' })
    .onConflictDoUpdate({
      target: [invoices.tenant, invoices.month],
      set: { currency: draft.currency, lines: draft.lines, total: draft.total, updatedAt: now },
      setWhere: sql`${invoices.status} = 'draft'`,
    })
    .returning();
  return row ?? null;
}
