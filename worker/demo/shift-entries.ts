// The demo tenant's shift entries (check-in sheets) in the Polish company's Produkcja: yesterday's
// morning sheet, closed, with its people's stays, and today's, open, with some people scanned in
// (one already out), so the list and an entry show realistic rows. Times are in Europe/Warsaw,
// relative to the platform clock; today's rows never start in the future.
import { and, asc, eq, isNull, gte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employmentRecords, shiftEntries, shiftEntryRows, users } from '../db/schema';
import { timeOrderedId } from '../lib/ids';
import { addDays, localDate, zonedToUtc } from '../lib/time';
import { demoProduction } from './production';

const MINUTE = 60_000;

export async function seedDemoShiftEntries(db: Db, now: Date): Promise<void> {
  const place = await demoProduction(db);
  if (!place) return;
  const { poland, production } = place;
  const today = localDate(now, poland.timezone);
  const people = await db
    .selectDistinct({ id: users.id })
    .from(employmentRecords)
    .innerJoin(users, eq(users.id, employmentRecords.userId))
    .where(
      and(
        eq(employmentRecords.departmentId, production.id),
        eq(users.isActive, true),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, today)),
      ),
    )
    .orderBy(asc(users.email));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test')).limit(1);
  if (people.length < 4) return;
  const at = (date: string, time: string, minutes = 0) => new Date(zonedToUtc(date, time, poland.timezone).getTime() + minutes * MINUTE);
  const yesterday = addDays(today, -1);

  await db.transaction(async (tx) => {
    // Yesterday: every one in between 05:48 and 06:09, out between 14:00 and 14:20, closed at 14:30.
    const closedId = timeOrderedId(at(yesterday, '05:40').getTime());
    await tx.insert(shiftEntries).values({
      id: closedId,
      name: `Zmiana poranna – hala A (${yesterday})`,
      description: 'Wejście przez bramę nr 1',
      status: 'closed',
      companyId: poland.id,
      departmentId: production.id,
      createdBy: admin?.id ?? null,
      createdAt: at(yesterday, '05:40'),
      closedAt: at(yesterday, '14:30'),
      closedBy: admin?.id ?? null,
    });
    await tx.insert(shiftEntryRows).values(
      people.slice(0, 10).map((person, i) => ({
        id: timeOrderedId(at(yesterday, '05:48', i * 2).getTime()),
        entryId: closedId,
        userId: person.id,
        departmentId: production.id,
        startAt: at(yesterday, '05:48', (i * 7) % 21),
        endAt: at(yesterday, '14:00', (i * 5) % 21),
        addedBy: admin?.id ?? null,
      })),
    );

    // Today: opened at 05:40; people scanned in by 06:10 (only those before now), one out again.
    const openId = timeOrderedId(at(today, '05:40').getTime());
    const opened = at(today, '05:40');
    await tx.insert(shiftEntries).values({
      id: openId,
      name: `Zmiana poranna – hala A (${today})`,
      description: 'Wejście przez bramę nr 1',
      status: 'opened',
      companyId: poland.id,
      departmentId: production.id,
      createdBy: admin?.id ?? null,
      createdAt: opened.getTime() <= now.getTime() ? opened : new Date(now.getTime() - 30 * MINUTE),
    });
    const rows = people.slice(0, 6).flatMap((person, i) => {
      const start = at(today, '05:50', i * 3);
      if (start.getTime() > now.getTime()) return [];
      const left = i === 2 ? at(today, '10:15') : null;
      return [{
        id: timeOrderedId(start.getTime()),
        entryId: openId,
        userId: person.id,
        departmentId: production.id,
        startAt: start,
        endAt: left && left.getTime() <= now.getTime() ? left : null,
        addedBy: admin?.id ?? null,
      }];
    });
    if (rows.length) await tx.insert(shiftEntryRows).values(rows);
  });
}
