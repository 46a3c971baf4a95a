// The work schedule's SQL: every read and write of the services goes through here, so they hold
// only the flow. Large reads come back packed by SQLite into one JSON text and are decoded here;
// planned shifts go in as multi-row INSERTs whose rows travel as one JSON parameter
// (docs/scheduling.md "Storage and speed").
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  dayShifts,
  departments,
  employmentRecords,
  schedulePatterns,
  users,
  vacationRequests,
  type CompanyRow,
  type DayShiftRow,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { Actor } from '../../lib/request-context';
import type { OrgToday } from '../../lib/today';
import type { LocalDate } from '../../lib/time';
import { inCompanies, isCurrentRecord, isCurrentRecordPrepared, todayParams } from '../../access/scope';
import { preparedPerHandle } from '../../db/prepared';
import { personAs } from '../../db/people';
import type { AbsenceDays } from './schemas';

/** Rows per multi-row INSERT, ids per `IN (...)` list (lib/chunked.ts). */
import { chunked } from '../../lib/chunked';
export { CHUNK, chunked } from '../../lib/chunked';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

// ---- companies, people, employment

export type CompanyClock = Pick<CompanyRow, 'id' | 'timezone' | 'country' | 'autoConfirmEnabled' | 'autoConfirmToleranceMinutes'>;
const clockColumns = {
  id: companies.id,
  timezone: companies.timezone,
  country: companies.country,
  autoConfirmEnabled: companies.autoConfirmEnabled,
  autoConfirmToleranceMinutes: companies.autoConfirmToleranceMinutes,
};

/** A company's calendar and auto-confirm settings; 404 when it does not exist. */
export async function companyClock(db: Reader, companyId: string): Promise<CompanyClock> {
  const [row] = await db.select(clockColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('org.company_not_found');
  return row;
}

export async function companyClocks(db: Reader, companyIds: string[]): Promise<CompanyClock[]> {
  return db.select(clockColumns).from(companies).where(inArray(companies.id, companyIds));
}

/** The companies with auto-confirm on, of these (null: every company of the tenant). */
export async function autoConfirmCompanies(db: Reader, companyIds: string[] | null | undefined): Promise<CompanyClock[]> {
  const filters: SQL[] = [eq(companies.autoConfirmEnabled, true)];
  if (companyIds) filters.push(inArray(companies.id, companyIds));
  return db.select(clockColumns).from(companies).where(and(...filters));
}

/** The company of a department; null when the department does not exist. */
export async function departmentCompanyId(db: Reader, departmentId: string): Promise<string | null> {
  const [row] = await db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, departmentId)).limit(1);
  return row?.companyId ?? null;
}

/**
 * The company of a user's current employment record (the newest when there are several), within
 * `companyIds` when given. Null when the user is employed nowhere (there).
 */
export async function employmentCompany(
  db: Reader,
  userId: string,
  orgToday: OrgToday,
  companyIds?: string[] | null,
): Promise<CompanyClock | null> {
  if (companyIds && companyIds.length === 0) return null;
  if (!companyIds) return (await currentEmployer(db).get({ userId, ...todayParams(orgToday) })) ?? null;
  const filters: SQL[] = [eq(employmentRecords.userId, userId), isCurrentRecord(orgToday)];
  if (companyIds) filters.push(inArray(employmentRecords.companyId, companyIds));
  const [row] = await db
    .select(clockColumns)
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .where(and(...filters))
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id))
    .limit(1);
  return row ?? null;
}
const currentEmployer = preparedPerHandle((db: Reader) =>
  db
    .select(clockColumns)
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .where(and(eq(employmentRecords.userId, sql.placeholder('userId')), isCurrentRecordPrepared()))
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id))
    .limit(1)
    .prepare()
);

/** A user's id and role; null when there is no such user. */
export async function findPerson(db: Reader, id: string): Promise<Actor | null> {
  const [person] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return person ?? null;
}

/** The name a notification shows for a user: their full name, else their email. */
export async function displayName(db: Reader, id: string): Promise<string | null> {
  const [by] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return by ? by.fullName || by.email : null;
}

/** The names (full name, else email) of the people who confirmed these shifts, by id; no read when none is confirmed. */
export async function confirmerNames(db: Reader, rows: readonly Pick<DayShiftRow, 'confirmedBy'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.confirmedBy ? [row.confirmedBy] : [])))];
  if (!ids.length) return new Map();
  const found = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((person) => [person.id, person.fullName || person.email]));
}

/** Emails of these users, by id (the unknown ones are missing). */
export async function userEmails(db: Reader, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((u) => [u.id, u.email]));
}

/** Full names and emails of these users, by id, one read per chunk of ids. */
export async function userNames(db: Reader, userIds: string[]): Promise<Map<string, { fullName: string | null; email: string }>> {
  const names = new Map<string, { fullName: string | null; email: string }>();
  for (const ids of chunked(userIds)) {
    for (
      const u of await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(inArray(users.id, ids))
    ) {
      names.set(u.id, u);
    }
  }
  return names;
}

export type EmploymentPeriod = { start: string; end: string | null };

/** The employment records in a department that meet [from, to], by user then start. */
export async function departmentEmployment(db: Reader, departmentId: string, from: LocalDate, to: LocalDate) {
  return db
    .select({ userId: employmentRecords.userId, start: employmentRecords.startDate, end: employmentRecords.endDate })
    .from(employmentRecords)
    .where(
      and(
        eq(employmentRecords.departmentId, departmentId),
        lte(employmentRecords.startDate, to),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from)),
      ),
    )
    .orderBy(asc(employmentRecords.userId), asc(employmentRecords.startDate));
}

/** These users' employment records that meet [from, to], in `companyIds` (null: any), newest first. */
export async function usersEmployment(db: Reader, userIds: string[], companyIds: string[] | null, from: LocalDate, to: LocalDate) {
  const filters: SQL[] = [
    inArray(employmentRecords.userId, userIds),
    lte(employmentRecords.startDate, to),
    or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from))!,
  ];
  if (companyIds) filters.push(inCompanies(employmentRecords.companyId, companyIds)!);
  return db
    .select({
      userId: employmentRecords.userId,
      companyId: employmentRecords.companyId,
      start: employmentRecords.startDate,
      end: employmentRecords.endDate,
    })
    .from(employmentRecords)
    .where(and(...filters))
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id));
}

export type AbsenceRow = { id: string; userId: string; type: AbsenceDays['type']; startDate: string; endDate: string };

/** Approved absences of these users (ids, or a subquery of them) that meet [from, to]. */
export async function approvedAbsences(db: Reader, userIds: SQL | string[], from: LocalDate, to: LocalDate): Promise<AbsenceRow[]> {
  const select = (who: SQL) =>
    db
      .select(absenceColumns)
      .from(vacationRequests)
      .where(and(who, eq(vacationRequests.status, 'approved'), lte(vacationRequests.startDate, to), gte(vacationRequests.endDate, from)))
      .orderBy(asc(vacationRequests.startDate));
  if (!Array.isArray(userIds)) return select(userIds);
  if (userIds.length === 1) return userAbsences(db).all({ userId: userIds[0], from, to });
  const out: AbsenceRow[] = [];
  for (const ids of chunked(userIds)) out.push(...(await select(inArray(vacationRequests.userId, ids))));
  return out;
}
const absenceColumns = {
  id: vacationRequests.id,
  userId: vacationRequests.userId,
  type: vacationRequests.type,
  startDate: vacationRequests.startDate,
  endDate: vacationRequests.endDate,
};
/** approvedAbsences of one person (a person's month, their reports). */
const userAbsences = preparedPerHandle((db: Reader) =>
  db
    .select(absenceColumns)
    .from(vacationRequests)
    .where(
      and(
        eq(vacationRequests.userId, sql.placeholder('userId')),
        eq(vacationRequests.status, 'approved'),
        lte(vacationRequests.startDate, sql.placeholder('to')),
        gte(vacationRequests.endDate, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(vacationRequests.startDate))
    .prepare()
);

// ---- patterns

const owner = personAs('pattern_owner');

function selectPatterns(db: Reader) {
  return db
    .select({
      ...getTableColumns(schedulePatterns),
      departmentName: departments.name,
      departmentCompanyId: departments.companyId,
      ownerEmail: owner.columns.email,
      ownerName: owner.columns.fullName,
    })
    .from(schedulePatterns)
    .leftJoin(departments, eq(departments.id, schedulePatterns.departmentId))
    .leftJoin(owner.table, eq(owner.table.id, schedulePatterns.ownerId));
}

/** A pattern with its department's name and company and its owner's email and name. */
export type PatternJoined = Awaited<ReturnType<ReturnType<typeof selectPatterns>['execute']>>[number];

export async function findPattern(db: Reader, id: string): Promise<PatternJoined | null> {
  const [row] = await selectPatterns(db).where(eq(schedulePatterns.id, id)).limit(1);
  return row ?? null;
}

export type PatternFilter = {
  /** Only the shared patterns and those of these companies' departments; null: every pattern. */
  companyIds: string[] | null;
  departmentId?: string;
  limit: number;
  skip: number;
};

/** A page of patterns by name and the count of all that match. */
export async function patternsPage(db: Db, filter: PatternFilter): Promise<{ rows: PatternJoined[]; count: number }> {
  const filters: SQL[] = [];
  if (filter.companyIds) filters.push(or(isNull(schedulePatterns.departmentId), inCompanies(departments.companyId, filter.companyIds)!)!);
  if (filter.departmentId) filters.push(eq(schedulePatterns.departmentId, filter.departmentId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPatterns(db)
      .where(where)
      .orderBy(asc(sql`${schedulePatterns.name} COLLATE NOCASE`), asc(schedulePatterns.id))
      .limit(filter.limit)
      .offset(filter.skip),
    db.select({ n: count() }).from(schedulePatterns).leftJoin(departments, eq(departments.id, schedulePatterns.departmentId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function insertPattern(db: Db, row: typeof schedulePatterns.$inferInsert): Promise<void> {
  await db.insert(schedulePatterns).values(row);
}

/** Deletes a pattern; false when there was none. The shifts it planned forget it (SET NULL). */
export async function deletePatternRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(schedulePatterns).where(eq(schedulePatterns.id, id)).returning({ id: schedulePatterns.id });
  return deleted.length > 0;
}

// ---- day shifts: single rows and the conditional writes of start, stop and confirm

/** The columns of a shift that its rules read (answers.ts shiftFacts). */
export const SHIFT_FACT_COLUMNS = {
  date: dayShifts.date,
  offSchedule: dayShifts.offSchedule,
  plannedMinutes: dayShifts.plannedMinutes,
  startedAt: dayShifts.startedAt,
  endedAt: dayShifts.endedAt,
  confirmed: dayShifts.confirmed,
  adjustedStartedAt: dayShifts.adjustedStartedAt,
  adjustedEndedAt: dayShifts.adjustedEndedAt,
};

export async function findShift(db: Reader, id: string): Promise<DayShiftRow> {
  const [row] = await db.select().from(dayShifts).where(eq(dayShifts.id, id)).limit(1);
  if (!row) throw notFound('schedule.shift_not_found');
  return row;
}

/** A user's shifts dated [from, to] in `companyIds` (null: any company), by date. */
export async function userShifts(
  db: Reader,
  userId: string,
  from: LocalDate,
  to: LocalDate,
  companyIds: string[] | null,
): Promise<DayShiftRow[]> {
  if (!companyIds) return shiftsOfUser(db).all({ userId, from, to });
  const filters: SQL[] = [eq(dayShifts.userId, userId), gte(dayShifts.date, from), lte(dayShifts.date, to)];
  if (companyIds) filters.push(inCompanies(dayShifts.companyId, companyIds)!);
  return db.select().from(dayShifts).where(and(...filters)).orderBy(asc(dayShifts.date));
}
const shiftsOfUser = preparedPerHandle((db: Reader) =>
  db
    .select()
    .from(dayShifts)
    .where(
      and(
        eq(dayShifts.userId, sql.placeholder('userId')),
        gte(dayShifts.date, sql.placeholder('from')),
        lte(dayShifts.date, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(dayShifts.date))
    .prepare()
);

/** The shifts of a date that are running or finished and not confirmed, running first, by name. */
export async function openShiftRows(db: Reader, date: LocalDate, companyIds: string[] | null) {
  const filters: SQL[] = [eq(dayShifts.date, date), isNotNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)];
  if (companyIds) filters.push(inArray(dayShifts.companyId, companyIds));
  return db
    .select({
      shift: dayShifts,
      fullName: users.fullName,
      acronym: users.acronym,
      email: users.email,
      role: users.role,
      timezone: companies.timezone,
    })
    .from(dayShifts)
    .innerJoin(users, eq(users.id, dayShifts.userId))
    .innerJoin(companies, eq(companies.id, dayShifts.companyId))
    .where(and(...filters))
    .orderBy(sql`${dayShifts.endedAt} IS NOT NULL`, asc(sql`coalesce(${users.fullName}, ${users.email}) COLLATE NOCASE`));
}

export async function runningShiftId(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dayShifts.id })
    .from(dayShifts)
    .where(and(eq(dayShifts.userId, userId), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt), eq(dayShifts.confirmed, false)))
    .limit(1);
  return row?.id ?? null;
}

export async function countShiftsOn(db: Reader, userId: string, date: LocalDate): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dayShifts).where(and(eq(dayShifts.userId, userId), eq(dayShifts.date, date)));
  return row?.n ?? 0;
}

/** Starts a shift that is neither started nor confirmed; null when it no longer is. */
export async function markStarted(tx: Tx, shiftId: string, now: Date): Promise<DayShiftRow | null> {
  const [started] = await tx
    .update(dayShifts)
    .set({ startedAt: now, updatedAt: now })
    .where(and(eq(dayShifts.id, shiftId), isNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)))
    .returning();
  return started ?? null;
}

/** Off-schedule work: a shift without a plan, started now on the company's today. */
export async function insertOffScheduleShift(tx: Tx, userId: string, companyId: string, date: LocalDate, now: Date): Promise<DayShiftRow> {
  const [created] = await tx
    .insert(dayShifts)
    .values({ id: timeOrderedId(now.getTime()), userId, companyId, date, offSchedule: true, startedAt: now, createdAt: now })
    .returning();
  return created!;
}

/** Ends a running shift; null when it is no longer running. */
export async function markEnded(tx: Tx, shiftId: string, endedAt: Date, now: Date): Promise<DayShiftRow | null> {
  const [stopped] = await tx
    .update(dayShifts)
    .set({ endedAt, updatedAt: now })
    .where(and(eq(dayShifts.id, shiftId), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt), eq(dayShifts.confirmed, false)))
    .returning();
  return stopped ?? null;
}

export type Confirmation = {
  confirmedBy: string;
  notes: string | null;
  adjustedStartedAt: Date | null;
  adjustedEndedAt: Date | null;
  /** Whether a confirmed shift may be confirmed again (a superadmin's right). */
  again: boolean;
};

/** Confirms a shift (unless it is already confirmed and `again` is off); null when it was. */
export async function markConfirmed(tx: Tx, shiftId: string, confirmation: Confirmation, now: Date): Promise<DayShiftRow | null> {
  const guard = confirmation.again ? eq(dayShifts.id, shiftId) : and(eq(dayShifts.id, shiftId), eq(dayShifts.confirmed, false));
  const [confirmed] = await tx
    .update(dayShifts)
    .set({
      confirmed: true,
      confirmedBy: confirmation.confirmedBy,
      confirmedAt: now,
      confirmationNotes: confirmation.notes,
      adjustedStartedAt: confirmation.adjustedStartedAt,
      adjustedEndedAt: confirmation.adjustedEndedAt,
      updatedAt: now,
    })
    .where(guard)
    .returning();
  return confirmed ?? null;
}

/** A company's finished, unconfirmed shifts dated [from, to] (the partial index of exactly those). */
export async function finishedUnconfirmed(tx: Tx, companyId: string, from: LocalDate, to: LocalDate) {
  return tx
    .select({ id: dayShifts.id, ...SHIFT_FACT_COLUMNS })
    .from(dayShifts)
    .where(
      and(
        eq(dayShifts.companyId, companyId),
        gte(dayShifts.date, from),
        lte(dayShifts.date, to),
        isNotNull(dayShifts.endedAt),
        eq(dayShifts.confirmed, false),
      ),
    );
}

/** Confirms these finished shifts as the system (no confirming user); answers the ones it did. */
export async function markAutoConfirmed(tx: Tx, shiftIds: string[], note: string, now: Date) {
  return tx
    .update(dayShifts)
    .set({ confirmed: true, confirmedBy: null, confirmedAt: now, confirmationNotes: note, updatedAt: now })
    .where(and(inArray(dayShifts.id, shiftIds), eq(dayShifts.confirmed, false), isNotNull(dayShifts.endedAt)))
    .returning({ id: dayShifts.id, userId: dayShifts.userId, date: dayShifts.date });
}
