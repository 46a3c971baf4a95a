// The demo company's labour law (docs/labour-law.md): every rule a warning (the default), the
// equivalent working-time system its 12-hour rotation needs, and one realistic breach in the plan:
// a person of the 4-crew rotation covers an afternoon (15:00-23:00) the day their second night
// ends at 07:00, 8 hours of rest where the Labour Code asks 11 (pl.daily_rest).
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayShifts, labourLawSettings } from '../db/schema';
import { timeOrderedId } from '../lib/ids';
import { addDays, localDate, shiftInterval } from '../lib/time';

export async function seedDemoLabourLaw(db: Db, now: Date, company: { id: string; timezone: string }): Promise<void> {
  await db.insert(labourLawSettings).values({ companyId: company.id, workingTimeSystem: 'equivalent' }).onConflictDoNothing();
  const today = localDate(now, company.timezone);
  // The nights of the coming days; the first one with a free next day gets the afternoon after it.
  const nights = await db
    .select({ userId: dayShifts.userId, date: dayShifts.date })
    .from(dayShifts)
    .where(and(eq(dayShifts.companyId, company.id), eq(dayShifts.type, 'Nocna'), gt(dayShifts.date, addDays(today, 1))))
    .orderBy(asc(dayShifts.date))
    .limit(40);
  if (!nights.length) return;
  const taken = await db
    .select({ userId: dayShifts.userId, date: dayShifts.date })
    .from(dayShifts)
    .where(and(inArray(dayShifts.userId, [...new Set(nights.map((n) => n.userId))]), gt(dayShifts.date, addDays(today, 1))));
  const busy = new Set(taken.map((s) => `${s.userId} ${s.date}`));
  const night = nights.find((n) => !busy.has(`${n.userId} ${addDays(n.date, 1)}`));
  if (!night) return;
  const date = addDays(night.date, 1);
  const interval = shiftInterval(date, '15:00', '23:00', company.timezone);
  await db.insert(dayShifts).values({
    id: timeOrderedId(now.getTime()),
    userId: night.userId,
    companyId: company.id,
    date,
    type: 'Zastępstwo',
    color: '#f97316',
    plannedStart: '15:00',
    plannedEnd: '23:00',
    plannedMinutes: interval.minutes,
    plannedStartAt: interval.start,
    plannedEndAt: interval.end,
    createdAt: now,
  });
}
