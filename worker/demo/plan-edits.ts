// The demo tenant's change log of the plan (docs/plan-edits.md): the one log row of each pattern's
// apply (so every planned shift's history says which pattern planned it and who applied it), and a
// few hand edits of the admin in the coming days of 'Produkcja' (a shortened day shift, a shift
// moved to another day), made through the same services as the API so their log rows are real.
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, dayShifts, departments, schedulePatterns, users } from '../db/schema';
import { changePlannedShift, movePlannedShift } from '../features/schedule/plan.service';
import { insertPlanChange } from '../features/schedule/plan-queries';
import { contextAt } from '../lib/request-context';
import { addDays, localDate } from '../lib/time';

export async function seedDemoPlanEdits(db: Db, now: Date): Promise<void> {
  const [admin] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, 'admin@acme.test')).limit(1);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'super@acme.test')).limit(1);
  if (!admin) return;

  // One apply row per pattern, at the instant its shifts were planned (demo/schedule.ts).
  for (const pattern of await db.select({ id: schedulePatterns.id }).from(schedulePatterns)) {
    const [first] = await db.select({ createdAt: dayShifts.createdAt }).from(dayShifts).where(eq(dayShifts.patternId, pattern.id)).limit(1);
    if (!first) continue;
    await insertPlanChange(
      db,
      {
        shiftId: null,
        userId: null,
        date: null,
        action: 'apply',
        before: null,
        after: { request: { pattern_id: pattern.id }, counts: {} },
        patternId: pattern.id,
        changedBy: owner?.id ?? admin.id,
        note: 'demo',
      },
      first.createdAt,
    );
  }

  // Hand edits in Produkcja, a few days ahead.
  const [production] = await db
    .select({ companyId: departments.companyId, timezone: companies.timezone })
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .where(eq(departments.name, 'Produkcja'))
    .limit(1);
  if (!production) return;
  const today = localDate(now, production.timezone);
  const ahead = await db
    .select({ id: dayShifts.id, date: dayShifts.date, type: dayShifts.type })
    .from(dayShifts)
    .innerJoin(schedulePatterns, eq(schedulePatterns.id, dayShifts.patternId))
    .where(
      and(
        eq(schedulePatterns.name, '4 brygady 12 h'),
        gte(dayShifts.date, addDays(today, 3)),
        lte(dayShifts.date, addDays(today, 10)),
        isNull(dayShifts.startedAt),
      ),
    )
    .orderBy(asc(dayShifts.date), asc(dayShifts.id))
    .limit(20);
  const ctx = await contextAt(db, admin, now);
  const day = ahead.find((shift) => shift.type === 'Dzienna');
  if (day) await changePlannedShift(ctx, day.id, { type: 'Dzienna (szkolenie BHP)', end: '15:00' }).catch(() => undefined);
  const night = ahead.find((shift) => shift.type === 'Nocna');
  if (night) {
    for (let days = 1; days <= 4; days++) {
      const moved = await movePlannedShift(ctx, night.id, { date: addDays(night.date, days) }).then(
        () => true,
        () => false,
      );
      if (moved) break;
    }
  }
}
