// The SQL of shift entries: the sheets, their rows, and the few facts of people, companies and
// day shifts the scans read.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { inCompanies, isCurrentRecord, type CompanyScope, type Reader } from '../../access/scope';
import type { Db } from '../../db/client';
import {
  companies,
  dayShifts,
  departments,
  employmentRecords,
  shiftEntries,
  shiftEntryRows,
  users,
  type ShiftEntryPersonRow,
  type ShiftEntryRow,
} from '../../db/schema';
import type { LocalDate } from '../../lib/time';
import type { OrgToday } from '../../lib/today';
import type { ShiftEntryStatus } from './kinds';

type Writer = Pick<Db, 'insert' | 'update' | 'delete'>;

export type EntryFilter = {
  status?: ShiftEntryStatus;
  companyId?: string;
  departmentId?: string;
  from?: Date;
  to?: Date;
};

/** An entry with its company's and department's names and its counts. */
export type EntryJoined = ShiftEntryRow & { companyName: string; departmentName: string | null; peopleCount: number; openCount: number };

const peopleCount = sql<number>`(SELECT count(DISTINCT r.user_id) FROM ${shiftEntryRows} r WHERE r.entry_id = ${shiftEntries.id})`.mapWith(
  Number,
);
const openCount = sql<number>`(SELECT count(*) FROM ${shiftEntryRows} r WHERE r.entry_id = ${shiftEntries.id} AND r.end_at IS NULL)`
  .mapWith(Number);

function joined(db: Reader) {
  return db
    .select({ entry: shiftEntries, companyName: companies.name, departmentName: departments.name, peopleCount, openCount })
    .from(shiftEntries)
    .innerJoin(companies, eq(companies.id, shiftEntries.companyId))
    .leftJoin(departments, eq(departments.id, shiftEntries.departmentId));
}

type JoinedRow = { entry: ShiftEntryRow; companyName: string; departmentName: string | null; peopleCount: number; openCount: number };
const flatten = (row: JoinedRow): EntryJoined => ({
  ...row.entry,
  companyName: row.companyName,
  departmentName: row.departmentName,
  peopleCount: row.peopleCount,
  openCount: row.openCount,
});

export async function findEntry(db: Reader, id: string): Promise<EntryJoined | null> {
  const [row] = await joined(db).where(eq(shiftEntries.id, id)).limit(1);
  return row ? flatten(row) : null;
}

export async function entriesPage(db: Reader, scope: CompanyScope, filter: EntryFilter, page: { skip: number; limit: number }) {
  const where: (SQL | undefined)[] = [inCompanies(shiftEntries.companyId, scope)];
  if (filter.status) where.push(eq(shiftEntries.status, filter.status));
  if (filter.companyId) where.push(eq(shiftEntries.companyId, filter.companyId));
  if (filter.departmentId) where.push(eq(shiftEntries.departmentId, filter.departmentId));
  if (filter.from) where.push(gte(shiftEntries.createdAt, filter.from));
  if (filter.to) where.push(lt(shiftEntries.createdAt, filter.to));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    joined(db).where(condition).orderBy(desc(shiftEntries.createdAt), desc(shiftEntries.id)).limit(page.limit).offset(page.skip),
    db.select({ n: count() }).from(shiftEntries).where(condition),
  ]);
  return { rows: rows.map(flatten), count: total?.n ?? 0 };
}

export async function insertEntry(db: Writer, row: typeof shiftEntries.$inferInsert): Promise<void> {
  await db.insert(shiftEntries).values(row);
}

/** Closes an opened entry and ends its open rows at `now`; the rows it ended, or null when it was not open. */
export async function closeEntryRow(tx: Writer, id: string, actorId: string, now: Date): Promise<ShiftEntryPersonRow[] | null> {
  const closed = await tx
    .update(shiftEntries)
    .set({ status: 'closed', closedAt: now, closedBy: actorId, updatedAt: now })
    .where(and(eq(shiftEntries.id, id), eq(shiftEntries.status, 'opened')))
    .returning({ id: shiftEntries.id });
  if (!closed.length) return null;
  return tx
    .update(shiftEntryRows)
    .set({ endAt: now })
    .where(and(eq(shiftEntryRows.entryId, id), isNull(shiftEntryRows.endAt)))
    .returning();
}

/** Opens a closed entry again; false when it was not closed. */
export async function reopenEntryRow(tx: Writer, id: string, now: Date): Promise<boolean> {
  const opened = await tx
    .update(shiftEntries)
    .set({ status: 'opened', closedAt: null, closedBy: null, updatedAt: now })
    .where(and(eq(shiftEntries.id, id), eq(shiftEntries.status, 'closed')))
    .returning({ id: shiftEntries.id });
  return opened.length > 0;
}

/** An entry's status, read inside the scan's transaction. */
export async function entryStatus(db: Reader, id: string): Promise<ShiftEntryStatus | null> {
  const [row] = await db.select({ status: shiftEntries.status }).from(shiftEntries).where(eq(shiftEntries.id, id)).limit(1);
  return row?.status ?? null;
}

// ---------------------------------------------------------------------------------------- rows

export type RowJoined = ShiftEntryPersonRow & { person: PersonFacts; departmentName: string | null };
export type PersonFacts = {
  id: string;
  fullName: string | null;
  email: string;
  avatar: string | null;
  role: 'user' | 'admin' | 'superadmin';
};

const personColumns = { id: users.id, fullName: users.fullName, email: users.email, avatar: users.avatar, role: users.role };

export async function rowsPage(db: Reader, entryId: string, page: { skip: number; limit: number }) {
  const where = eq(shiftEntryRows.entryId, entryId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: shiftEntryRows, person: personColumns, departmentName: departments.name })
      .from(shiftEntryRows)
      .innerJoin(users, eq(users.id, shiftEntryRows.userId))
      .leftJoin(departments, eq(departments.id, shiftEntryRows.departmentId))
      .where(where)
      .orderBy(desc(shiftEntryRows.startAt), desc(shiftEntryRows.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(shiftEntryRows).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.row, person: r.person, departmentName: r.departmentName })) as RowJoined[], count: total?.n ?? 0 };
}

export async function departmentName(db: Reader, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: departments.name }).from(departments).where(eq(departments.id, id)).limit(1);
  return row?.name ?? null;
}

/** The person's open row in the entry, if any. */
export async function openRowOf(db: Reader, entryId: string, userId: string): Promise<ShiftEntryPersonRow | null> {
  const [row] = await db
    .select()
    .from(shiftEntryRows)
    .where(and(eq(shiftEntryRows.entryId, entryId), eq(shiftEntryRows.userId, userId), isNull(shiftEntryRows.endAt)))
    .limit(1);
  return row ?? null;
}

/** The person's last ended row in the entry (by its end), if any. */
export async function lastEndedRowOf(db: Reader, entryId: string, userId: string): Promise<ShiftEntryPersonRow | null> {
  const [row] = await db
    .select()
    .from(shiftEntryRows)
    .where(and(eq(shiftEntryRows.entryId, entryId), eq(shiftEntryRows.userId, userId), isNotNull(shiftEntryRows.endAt)))
    .orderBy(desc(shiftEntryRows.endAt))
    .limit(1);
  return row ?? null;
}

export async function insertRow(tx: Writer, row: typeof shiftEntryRows.$inferInsert): Promise<ShiftEntryPersonRow> {
  const [inserted] = await tx.insert(shiftEntryRows).values(row).returning();
  return inserted!;
}

/** Ends an open row; null when it was ended meanwhile. */
export async function endRow(tx: Writer, id: string, endAt: Date): Promise<ShiftEntryPersonRow | null> {
  const [row] = await tx
    .update(shiftEntryRows)
    .set({ endAt })
    .where(and(eq(shiftEntryRows.id, id), isNull(shiftEntryRows.endAt)))
    .returning();
  return row ?? null;
}

export async function setRowShift(db: Writer, id: string, shiftId: string): Promise<void> {
  await db.update(shiftEntryRows).set({ shiftId }).where(eq(shiftEntryRows.id, id));
}

// ----------------------------------------------------------------------- people and organisation

export async function personsByIds(db: Reader, ids: readonly string[]): Promise<Map<string, PersonFacts>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An active account by its id. */
export async function activePerson(db: Reader, id: string): Promise<PersonFacts | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The person's current employment in the company: null when they have none, else the department
 * of the newest current record (null when it names none).
 */
export async function employmentIn(
  db: Reader,
  userId: string,
  companyId: string,
  today: OrgToday,
): Promise<{ departmentId: string | null } | null> {
  const [row] = await db
    .select({ departmentId: employmentRecords.departmentId })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, companyId), isCurrentRecord(today)))
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id))
    .limit(1);
  return row ?? null;
}

export async function companyFacts(db: Reader, id: string): Promise<{ id: string; name: string; timezone: string } | null> {
  const [row] = await db.select({ id: companies.id, name: companies.name, timezone: companies.timezone }).from(companies).where(
    eq(companies.id, id),
  ).limit(1);
  return row ?? null;
}

export async function departmentCompany(db: Reader, id: string): Promise<string | null> {
  const [row] = await db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, id)).limit(1);
  return row?.companyId ?? null;
}

// ---------------------------------------------------------------------------------- day shifts

/** The person's planned shift of a date in a company that is not started yet (clock-in's first scan). */
export async function plannedShiftOn(db: Reader, userId: string, companyId: string, date: LocalDate): Promise<string | null> {
  const [row] = await db
    .select({ id: dayShifts.id })
    .from(dayShifts)
    .where(and(eq(dayShifts.userId, userId), eq(dayShifts.companyId, companyId), eq(dayShifts.date, date), isNull(dayShifts.startedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** The person's running shift (started, not stopped), if any. */
export async function runningShiftOf(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dayShifts.id })
    .from(dayShifts)
    .where(and(eq(dayShifts.userId, userId), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt)))
    .limit(1);
  return row?.id ?? null;
}
