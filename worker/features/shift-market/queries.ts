// The queries of open shifts and shift swaps (docs/shift-market.md): reads take a database or a
// transaction; the conditional updates are the last word on two requests at once.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dayShifts,
  departments,
  employmentRecords,
  openShiftClaims,
  openShifts,
  shiftSwaps,
  users,
  vacationRequests,
  type DayShiftRow,
} from '../../db/schema';
import { currentDepartmentIdsQuery, isCurrentRecord, type Reader } from '../../access/scope';
import type { OrgToday } from '../../lib/today';
import type { LocalDate } from '../../lib/time';
import type { OpenShiftListQuery, ShiftSwapListQuery } from './schemas';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Person = { id: string; full_name: string | null; email: string };

/** People by id (the unknown ones are missing). */
export async function peopleById(db: Reader, ids: string[]): Promise<Map<string, Person>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, full_name: users.fullName, email: users.email }).from(users).where(
    inArray(users.id, [...new Set(ids)]),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const nameOf = (person: Person | undefined | null) => (person ? person.full_name || person.email : '');

/** The active people with a current employment record in the department. */
export async function departmentMembers(db: Reader, departmentId: string, today: OrgToday): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .where(and(eq(employmentRecords.departmentId, departmentId), isCurrentRecord(today), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** The department of a user's current record in a company (the first by name), or null. */
export async function currentDepartmentIn(db: Reader, userId: string, companyId: string, today: OrgToday): Promise<string | null> {
  const [row] = await db
    .select({ id: departments.id })
    .from(employmentRecords)
    .innerJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, companyId), isCurrentRecord(today)))
    .orderBy(asc(departments.name))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the user works in the department now. */
export async function worksIn(db: Reader, userId: string, departmentId: string, today: OrgToday): Promise<boolean> {
  const [row] = await db
    .select({ id: employmentRecords.id })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.departmentId, departmentId), isCurrentRecord(today)))
    .limit(1);
  return Boolean(row);
}

/** A user's shift of a date, if any. */
export async function shiftOn(db: Reader, userId: string, date: LocalDate): Promise<DayShiftRow | null> {
  const [row] = await db.select().from(dayShifts).where(and(eq(dayShifts.userId, userId), eq(dayShifts.date, date))).limit(1);
  return row ?? null;
}

export async function findShiftRow(db: Reader, id: string): Promise<DayShiftRow | null> {
  const [row] = await db.select().from(dayShifts).where(eq(dayShifts.id, id)).limit(1);
  return row ?? null;
}

export async function shiftsById(db: Reader, ids: (string | null)[]): Promise<Map<string, DayShiftRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(dayShifts).where(inArray(dayShifts.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

// ----------------------------------------------------------------------------------- open shifts

const openShiftColumns = { offer: openShifts, departmentName: departments.name };

export async function findOpenShift(db: Reader, id: string) {
  const [row] = await db.select(openShiftColumns).from(openShifts).innerJoin(departments, eq(departments.id, openShifts.departmentId))
    .where(eq(openShifts.id, id)).limit(1);
  return row ?? null;
}

export type OpenShiftJoined = NonNullable<Awaited<ReturnType<typeof findOpenShift>>>;

export async function findClaim(db: Reader, id: string) {
  const [row] = await db.select().from(openShiftClaims).where(eq(openShiftClaims.id, id)).limit(1);
  return row ?? null;
}

export async function claimOf(db: Reader, openShiftId: string, userId: string) {
  const [row] = await db
    .select()
    .from(openShiftClaims)
    .where(and(eq(openShiftClaims.openShiftId, openShiftId), eq(openShiftClaims.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A page of the open shifts the caller sees (`visible`) under the list's filters, and their count. */
export async function openShiftsPage(db: Reader, visible: SQL | undefined, query: OpenShiftListQuery) {
  const filters: (SQL | undefined)[] = [visible];
  if (query.status) filters.push(eq(openShifts.status, query.status));
  if (query.department_id) filters.push(eq(openShifts.departmentId, query.department_id));
  if (query.from) filters.push(gte(openShifts.date, query.from));
  const where = and(...filters);
  const { skip, limit } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select(openShiftColumns)
      .from(openShifts)
      .innerJoin(departments, eq(departments.id, openShifts.departmentId))
      .where(where)
      .orderBy(asc(openShifts.date), asc(openShifts.plannedStartAt), asc(openShifts.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(openShifts).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function claimsOf(db: Reader, openShiftIds: string[], userId: string | null) {
  if (!openShiftIds.length) return [];
  const filters: SQL[] = [inArray(openShiftClaims.openShiftId, openShiftIds)];
  if (userId) filters.push(eq(openShiftClaims.userId, userId));
  return db.select().from(openShiftClaims).where(and(...filters)).orderBy(asc(openShiftClaims.createdAt), asc(openShiftClaims.id));
}

export async function insertOpenShift(tx: Tx, row: typeof openShifts.$inferInsert): Promise<void> {
  await tx.insert(openShifts).values(row);
}

export async function insertClaim(tx: Tx, row: typeof openShiftClaims.$inferInsert): Promise<void> {
  await tx.insert(openShiftClaims).values(row);
}

/** Cancels an open shift that is still open; false when it no longer is. */
export async function cancelOpen(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [updated] = await tx
    .update(openShifts)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(openShifts.id, id), eq(openShifts.status, 'open')))
    .returning({ id: openShifts.id });
  return Boolean(updated);
}

/** Plans day shifts (an approved claim's). */
export async function insertDayShifts(tx: Tx, rows: (typeof dayShifts.$inferInsert)[]): Promise<void> {
  await tx.insert(dayShifts).values(rows);
}

/** Takes one place of an open shift; false when none is left (or it is no longer open). */
export async function takePlace(tx: Tx, id: string, now: Date): Promise<{ filled: number; places: number } | null> {
  const [row] = await tx
    .update(openShifts)
    .set({
      filled: sql`${openShifts.filled} + 1`,
      status: sql`CASE WHEN ${openShifts.filled} + 1 >= ${openShifts.places} THEN 'filled' ELSE ${openShifts.status} END`,
      updatedAt: now,
    })
    .where(and(eq(openShifts.id, id), eq(openShifts.status, 'open'), lt(openShifts.filled, openShifts.places)))
    .returning({ filled: openShifts.filled, places: openShifts.places });
  return row ?? null;
}

/** Moves a claim on from `from`; null when it is no longer in that state. */
export async function setClaimStatus(
  tx: Tx,
  id: string,
  from: 'pending' | 'withdrawn',
  to: 'pending' | 'approved' | 'rejected' | 'withdrawn',
  now: Date,
  extra: { decidedBy?: string | null; shiftId?: string | null } = {},
) {
  const decided = to === 'approved' || to === 'rejected';
  const [row] = await tx
    .update(openShiftClaims)
    .set({
      status: to,
      updatedAt: now,
      ...(decided ? { decidedAt: now, decidedBy: extra.decidedBy ?? null } : { decidedAt: null, decidedBy: null }),
      ...(extra.shiftId ? { shiftId: extra.shiftId } : {}),
    })
    .where(and(eq(openShiftClaims.id, id), eq(openShiftClaims.status, from)))
    .returning();
  return row ?? null;
}

/** Rejects the pending claims of an open shift (it filled up or was cancelled); answers them. */
export async function rejectPending(tx: Tx, openShiftId: string, by: string, now: Date) {
  return tx
    .update(openShiftClaims)
    .set({ status: 'rejected', decidedBy: by, decidedAt: now, updatedAt: now })
    .where(and(eq(openShiftClaims.openShiftId, openShiftId), eq(openShiftClaims.status, 'pending')))
    .returning();
}

// ---------------------------------------------------------------------------------------- swaps

export async function findSwap(db: Reader, id: string) {
  const [row] = await db
    .select({ swap: shiftSwaps, departmentName: departments.name })
    .from(shiftSwaps)
    .innerJoin(departments, eq(departments.id, shiftSwaps.departmentId))
    .where(eq(shiftSwaps.id, id))
    .limit(1);
  return row ?? null;
}

export type SwapJoined = NonNullable<Awaited<ReturnType<typeof findSwap>>>;

/**
 * A page of the swaps the caller sees (`visible`) under the list's filters, and their count:
 * scope 'mine' those the caller offered or accepted, 'department' those of the departments they
 * work in now.
 */
export async function swapsPage(db: Reader, visible: SQL | undefined, caller: { id: string; today: OrgToday }, query: ShiftSwapListQuery) {
  const filters: (SQL | undefined)[] = [visible];
  if (query.scope === 'mine') filters.push(or(eq(shiftSwaps.offeredBy, caller.id), eq(shiftSwaps.acceptedBy, caller.id)));
  if (query.scope === 'department') filters.push(inArray(shiftSwaps.departmentId, currentDepartmentIdsQuery(db, caller.id, caller.today)));
  if (query.status) filters.push(eq(shiftSwaps.status, query.status));
  const where = and(...filters);
  const { skip, limit } = query;
  const [rows, [total]] = await Promise.all([
    db
      .select({ swap: shiftSwaps, departmentName: departments.name })
      .from(shiftSwaps)
      .innerJoin(departments, eq(departments.id, shiftSwaps.departmentId))
      .where(where)
      .orderBy(desc(shiftSwaps.createdAt), desc(shiftSwaps.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(shiftSwaps).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function insertSwap(tx: Tx, row: typeof shiftSwaps.$inferInsert): Promise<void> {
  await tx.insert(shiftSwaps).values(row);
}

/** A colleague takes an offered swap; null when it is no longer offered. */
export async function markAccepted(
  tx: Tx,
  id: string,
  taker: { acceptedBy: string; counterShiftId: string | null; counterShiftDate: LocalDate | null },
  now: Date,
) {
  const [accepted] = await tx
    .update(shiftSwaps)
    .set({
      status: 'accepted',
      acceptedBy: taker.acceptedBy,
      acceptedAt: now,
      counterShiftId: taker.counterShiftId,
      counterShiftDate: taker.counterShiftDate,
      updatedAt: now,
    })
    .where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.status, 'offered')))
    .returning();
  return accepted ?? null;
}

/** Cancels a swap before its decision; false when it is no longer offered or accepted. */
export async function markCancelled(tx: Tx, id: string, now: Date): Promise<boolean> {
  const [cancelled] = await tx
    .update(shiftSwaps)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(shiftSwaps.id, id), inArray(shiftSwaps.status, ['offered', 'accepted'])))
    .returning({ id: shiftSwaps.id });
  return Boolean(cancelled);
}

/** Approves or rejects an accepted swap; null when it is no longer accepted. */
export async function markDecided(tx: Tx, id: string, status: 'approved' | 'rejected', decidedBy: string, now: Date) {
  const [decided] = await tx
    .update(shiftSwaps)
    .set({ status, decidedBy, decidedAt: now, updatedAt: now })
    .where(and(eq(shiftSwaps.id, id), eq(shiftSwaps.status, 'accepted')))
    .returning();
  return decided ?? null;
}

/** Gives a shift to another person (on `date`) while it is still `from`'s, planned and untouched; false otherwise. */
export async function moveUntouchedShift(
  tx: Tx,
  shiftId: string,
  from: string,
  to: { userId: string; date: string },
  now: Date,
): Promise<boolean> {
  const [moved] = await tx
    .update(dayShifts)
    .set({ userId: to.userId, date: to.date, updatedAt: now })
    .where(and(eq(dayShifts.id, shiftId), eq(dayShifts.userId, from), eq(dayShifts.confirmed, false), isNull(dayShifts.startedAt)))
    .returning({ id: dayShifts.id });
  return Boolean(moved);
}

export async function setShiftDate(tx: Tx, shiftId: string, date: LocalDate): Promise<void> {
  await tx.update(dayShifts).set({ date }).where(eq(dayShifts.id, shiftId));
}

/** Whether the shift has a live offer (offered or accepted). */
export async function liveOfferOf(db: Reader, shiftId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shiftSwaps.id })
    .from(shiftSwaps)
    .where(and(eq(shiftSwaps.shiftId, shiftId), inArray(shiftSwaps.status, ['offered', 'accepted'])))
    .limit(1);
  return Boolean(row);
}

/** The shifts of these users on these dates, other than `except`. */
export async function clashes(db: Reader, pairs: { userId: string; date: LocalDate }[], except: string[]): Promise<DayShiftRow[]> {
  if (!pairs.length) return [];
  const match = or(...pairs.map((p) => and(eq(dayShifts.userId, p.userId), eq(dayShifts.date, p.date))));
  const filters: (SQL | undefined)[] = [match];
  for (const id of except) filters.push(ne(dayShifts.id, id));
  return db.select().from(dayShifts).where(and(...filters));
}

/** The first of these people on these dates who has an approved absence that day, or null. */
export async function absentOn(
  db: Reader,
  pairs: { userId: string; date: LocalDate }[],
): Promise<{ userId: string; date: LocalDate } | null> {
  for (const pair of pairs) {
    const [row] = await db
      .select({ id: vacationRequests.id })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.userId, pair.userId),
          eq(vacationRequests.status, 'approved'),
          lte(vacationRequests.startDate, pair.date),
          gte(vacationRequests.endDate, pair.date),
        ),
      )
      .limit(1);
    if (row) return pair;
  }
  return null;
}
