// The demo's staffing needs (docs/staffing.md): Produkcja's day and night shifts of its 4-crew
// rotation need what the plan gives on each weekday (the fewest people planned on that weekday over
// the seeded weeks: met everywhere, an ideal one above), weekends one fewer ideal; and one short day
// next week: a stock-take ('Inwentaryzacja') on next week's Wednesday needs two more on the day shift.
// The night shift ('Nocna') also needs at least one forklift driver (UDT), but on public holidays
// without a night planned.
import { and, count, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayShifts, employmentRecords, staffingNeeds, staffingOverrides } from '../db/schema';
import { publicHolidays } from '../lib/holidays';
import { addDays, localDate, weekday } from '../lib/time';

export async function seedDemoStaffing(
  db: Db,
  now: Date,
  department: { id: string; timezone: string },
  udtSkillId?: string,
): Promise<void> {
  const today = localDate(now, department.timezone);
  const from = addDays(today, -28);
  const to = addDays(today, 42);
  const planned = await db
    .select({ date: dayShifts.date, type: dayShifts.type, people: count() })
    .from(dayShifts)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, dayShifts.userId))
    .where(
      and(eq(employmentRecords.departmentId, department.id), gte(dayShifts.date, from), lte(dayShifts.date, to), isNotNull(dayShifts.type)),
    )
    .groupBy(dayShifts.date, dayShifts.type);
  const byKey = new Map(planned.map((p) => [`${p.date} ${p.type}`, p.people]));
  const types = [...new Set(planned.map((p) => p.type!))];
  if (!types.length) return;
  const needs: (typeof staffingNeeds.$inferInsert)[] = [];
  for (const type of types) {
    for (let day = 1; day <= 7; day++) {
      let fewest = Infinity;
      for (let date = from; date <= to; date = addDays(date, 1)) {
        if (weekday(date) === day) fewest = Math.min(fewest, byKey.get(`${date} ${type}`) ?? 0);
      }
      const min = Number.isFinite(fewest) ? fewest : 0;
      const ideal = day >= 6 ? min : min + 1;
      if (ideal > 0) {
        needs.push({
          id: crypto.randomUUID(),
          departmentId: department.id,
          shiftType: type,
          weekday: day,
          minPeople: min,
          idealPeople: ideal,
          createdAt: now,
        });
      }
    }
  }
  // Night: at least 1 with UDT wherever the night needs someone, but on the public holidays the plan
  // leaves without a night (the plant stands still): an override of the UDT need to none.
  const overrides: (typeof staffingOverrides.$inferInsert)[] = [];
  if (udtSkillId) {
    for (const need of needs.filter((n) => n.shiftType === 'Nocna')) {
      needs.push({ ...need, id: crypto.randomUUID(), skillId: udtSkillId, minPeople: 1, idealPeople: 1 });
    }
    for (const [date, name] of publicHolidays('PL', today, to)) {
      if (byKey.has(`${date} Nocna`)) continue;
      overrides.push({
        id: crypto.randomUUID(),
        departmentId: department.id,
        shiftType: 'Nocna',
        skillId: udtSkillId,
        startDate: date,
        endDate: date,
        minPeople: 0,
        idealPeople: 0,
        note: name,
        createdAt: now,
      });
    }
  }
  if (needs.length) await db.insert(staffingNeeds).values(needs);
  if (overrides.length) await db.insert(staffingOverrides).values(overrides);
  // Next week's Wednesday: a stock-take needs two more people on the day shift than are planned.
  const nextMonday = addDays(today, 8 - weekday(today));
  const stockTake = addDays(nextMonday, 2);
  const type = types.includes('Dzienna') ? 'Dzienna' : types[0]!;
  const [row] = await db
    .select({ people: count() })
    .from(dayShifts)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, dayShifts.userId))
    .where(and(eq(employmentRecords.departmentId, department.id), eq(dayShifts.date, stockTake), eq(dayShifts.type, type)));
  const people = (row?.people ?? 0) + 2;
  await db.insert(staffingOverrides).values({
    id: crypto.randomUUID(),
    departmentId: department.id,
    shiftType: type,
    startDate: stockTake,
    endDate: stockTake,
    minPeople: people,
    idealPeople: people,
    note: 'Inwentaryzacja roczna',
    createdAt: now,
  });
}
