// The demo tenant's open shifts and swaps (docs/shift-market.md): in the Polish company's
// Produkcja, a night shift a week from today needing two people with the forklift licence (UDT,
// demo/skills.ts) and one pending claim of a holder, and a colleague offering one of their planned
// shifts of the coming days as a giveaway. Dates are relative to the platform clock, in the
// company's zone.
import { and, asc, eq, gt, gte, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dayShifts, employmentRecords, openShiftClaims, openShifts, shiftSwaps, skills, users, userSkills } from '../db/schema';
import { timeOrderedId } from '../lib/ids';
import { addDays, localDate, shiftIntervalMs } from '../lib/time';
import { demoProduction } from './production';

export async function seedDemoShiftMarket(db: Db, now: Date, keepFree: string[]): Promise<void> {
  const place = await demoProduction(db);
  if (!place) return;
  const { poland, production } = place;
  const today = localDate(now, poland.timezone);
  const people = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(employmentRecords)
    .innerJoin(users, eq(users.id, employmentRecords.userId))
    .where(
      and(
        eq(employmentRecords.departmentId, production.id),
        eq(users.isActive, true),
        eq(users.role, 'user'),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, today)),
      ),
    )
    .orderBy(asc(users.email));
  // The demo accounts stay free to claim and take offers themselves.
  const others = people.filter((p) => !keepFree.includes(p.email));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.test')).limit(1);
  if (others.length < 2) return;

  const date = addDays(today, 7);
  const [start, end] = shiftIntervalMs(date, '22:00', '06:00', poland.timezone);
  const offerId = timeOrderedId(now.getTime());
  // Its night requires the forklift licence, as Produkcja's pattern's does: the claimant holds it.
  const [udt] = await db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Wózek widłowy (UDT)')).limit(1);
  const holders = udt
    ? new Set(
      (await db
        .select({ userId: userSkills.userId })
        .from(userSkills)
        .where(and(eq(userSkills.skillId, udt.id), or(isNull(userSkills.validUntil), gte(userSkills.validUntil, date))))).map((h) =>
          h.userId
        ),
    )
    : new Set<string>();
  const claimant = others.find((p) => holders.has(p.id)) ?? others[0]!;
  // A planned shift of the coming days of another employee, offered as a giveaway.
  const offerer = others.find((p) => p !== claimant)!;
  const [planned] = await db
    .select()
    .from(dayShifts)
    .where(
      and(
        eq(dayShifts.userId, offerer.id),
        gt(dayShifts.date, today),
        isNull(dayShifts.startedAt),
        eq(dayShifts.offSchedule, false),
        ne(dayShifts.date, date),
      ),
    )
    .orderBy(asc(dayShifts.date))
    .limit(1);

  await db.transaction(async (tx) => {
    await tx.insert(openShifts).values({
      id: offerId,
      companyId: poland.id,
      departmentId: production.id,
      date,
      type: 'Noc – linia 2',
      plannedStart: '22:00',
      plannedEnd: '06:00',
      color: '#1e3a8a',
      plannedMinutes: Math.round((end - start) / 60_000),
      plannedStartAt: new Date(start),
      plannedEndAt: new Date(end),
      places: 2,
      note: 'Zastępstwo za urlopy – pakowanie zamówienia eksportowego',
      requiredSkillId: udt?.id ?? null,
      createdBy: admin?.id ?? null,
      createdAt: now,
    });
    await tx.insert(openShiftClaims).values({
      id: timeOrderedId(now.getTime() + 1),
      openShiftId: offerId,
      userId: claimant.id,
      status: 'pending',
      createdAt: now,
    });
    if (planned) {
      await tx.insert(shiftSwaps).values({
        id: timeOrderedId(now.getTime() + 2),
        companyId: poland.id,
        departmentId: production.id,
        shiftId: planned.id,
        shiftDate: planned.date,
        offeredBy: offerer.id,
        kind: 'giveaway',
        status: 'offered',
        createdAt: now,
      });
    }
  });
}
