// The demo tenant's usage: two months of plausible daily counts (more on workdays), the people
// active each day drawn from the demo staff, last month's aggregate and its invoice draft, and
// demo prices, so /telemetry shows charts and a draft on a first start. Times relative to the clock.
import { eq } from 'drizzle-orm';
import type { ControlDb, Db } from '../db/client';
import { tenants } from '../db/control-schema';
import { usageActiveUsers, usageDaily, users } from '../db/schema';
import { draftInvoice } from '../features/telemetry/service';
import { previousMonth } from '../features/telemetry/rules/invoice';
import { addDays } from '../lib/time';

const DAYS = 60;
export const DEMO_PRICES = { currency: 'PLN', pricePerActiveUser: 4.9, pricePerPdf: 0.05, pricePerPush: 0.01 };

/** A repeatable pseudo-random number in [0, 1) of a day and a salt (the demo looks the same on every start). */
const noise = (day: string, salt: number) => {
  let h = 2166136261 ^ salt;
  for (const c of day) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000;
};

export async function seedDemoUsage(db: Db, control: ControlDb, tenant: string, now: Date): Promise<void> {
  await control.update(tenants).set(DEMO_PRICES).where(eq(tenants.slug, tenant));
  const staff = (await db.select({ id: users.id }).from(users).where(eq(users.isActive, true))).map((row) => row.id);
  if (!staff.length) return;
  const today = now.toISOString().slice(0, 10);
  const daily: (typeof usageDaily.$inferInsert)[] = [];
  const active: (typeof usageActiveUsers.$inferInsert)[] = [];
  for (let i = DAYS; i >= 1; i--) {
    const day = addDays(today, -i);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const workday = weekday !== 0 && weekday !== 6;
    const people = Math.round(staff.length * (workday ? 0.55 + noise(day, 1) * 0.3 : 0.1 + noise(day, 2) * 0.15));
    const start = Math.floor(noise(day, 3) * staff.length);
    for (let k = 0; k < people; k++) active.push({ day, userId: staff[(start + k) % staff.length]! });
    daily.push({
      day,
      api: people * (28 + Math.round(noise(day, 4) * 30)),
      push: Math.round(people * (0.4 + noise(day, 5))),
      pdf: workday ? Math.round(noise(day, 6) * 6) : 0,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < daily.length; i += 200) await tx.insert(usageDaily).values(daily.slice(i, i + 200)).onConflictDoNothing();
    for (let i = 0; i < active.length; i += 200) await tx.insert(usageActiveUsers).values(active.slice(i, i + 200)).onConflictDoNothing();
  });
  // Last month's draft, as the job of the 1st would have made it.
  await draftInvoice({ db, control, tenant, now }, previousMonth(today.slice(0, 7)));
}
