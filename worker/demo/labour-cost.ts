// The demo's labour cost (docs/labour-cost.md): the people on a civil contract (umowa zlecenie) in
// the Polish company are paid by the hour, and Produkcja's budget for the current month is set so
// that its plan uses about 87% of it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { departmentBudgets, employmentRecords } from '../db/schema';
import { plannedMonthCost } from '../features/labour-cost/public';
import { localDate } from '../lib/time';

/** 31.40 zł an hour: the 2026 minimum hourly rate for civil contracts is 31.40 zł. */
const HOURLY_RATE = 31.4;
const PLANNED_SHARE = 0.87;

export async function seedDemoLabourCost(
  db: Db,
  now: Date,
  company: { id: string; timezone: string },
  production: { id: string },
): Promise<void> {
  await db
    .update(employmentRecords)
    .set({ payKind: 'hourly', hourlyRate: HOURLY_RATE })
    .where(and(eq(employmentRecords.companyId, company.id), eq(employmentRecords.contractType, 'Umowa zlecenie')));
  const month = localDate(now, company.timezone).slice(0, 7);
  const planned = await plannedMonthCost(db, production.id, company.id, month);
  if (planned <= 0) return;
  // Rounded to 10 zł, as a budget is written.
  const amount = Math.round(planned / PLANNED_SHARE / 10) * 10;
  await db.insert(departmentBudgets).values({ departmentId: production.id, month, amount, updatedAt: now }).onConflictDoNothing();
}
