// The absence feature's SQL: every read and write of its services goes through here, so they hold
// only the flow. The table keeps its name, vacation_requests.
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { companies, dayShifts, departments, employmentRecords, users, vacationRequests, type VacationRequestRow } from '../../db/schema';
import type { HolidayCountry } from '../../lib/holidays';
import type { Actor } from '../../lib/request-context';
import type { LocalDate } from '../../lib/time';
import type { OrgToday } from '../../lib/today';
import { isCurrentRecord, isCurrentRecordPrepared, todayParams } from '../../access/scope';
import { preparedPerHandle } from '../../db/prepared';
import type { AbsenceStatus } from './kinds';
import type { CountedRequest, EmploymentSpan } from './rules/balance';
import type { ListAbsencesQuery } from './schemas';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Pick<Db, 'select' | 'selectDistinct'>;

// ---- people and employment

export type Person = { id: string; role: Actor['role']; email: string; fullName: string | null };
export type Employment = { companyId: string; departmentId: string | null; timezone: string; country: HolidayCountry };

export async function findPerson(db: Reader, id: string): Promise<Person | null> {
  return (await personById(db).get({ id })) ?? null;
}
const personById = preparedPerHandle((db: Reader) =>
  db
    .select({ id: users.id, role: users.role, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare()
);

/**
 * The employee's latest started employment record with its company's clock: among the current
 * ones on `orgToday`, or among all of them when `orgToday` is null.
 */
export async function latestEmployment(db: Reader, userId: string, orgToday: OrgToday | null): Promise<Employment | null> {
  const row = orgToday ? await currentRecordOf(db).get({ userId, ...todayParams(orgToday) }) : await anyRecordOf(db).get({ userId });
  return row ? { ...row, country: row.country as HolidayCountry } : null;
}
const recordOf = (current: boolean) =>
  preparedPerHandle((db: Reader) =>
    db
      .select({
        companyId: employmentRecords.companyId,
        departmentId: employmentRecords.departmentId,
        timezone: companies.timezone,
        country: companies.country,
      })
      .from(employmentRecords)
      .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
      .where(and(eq(employmentRecords.userId, sql.placeholder('userId')), current ? isCurrentRecordPrepared() : undefined))
      .orderBy(desc(employmentRecords.startDate))
      .limit(1)
      .prepare()
  );
const currentRecordOf = recordOf(true);
const anyRecordOf = recordOf(false);

export const currentEmployment = (db: Reader, userId: string, orgToday: OrgToday) => latestEmployment(db, userId, orgToday);

// ---- the numbers

/** Planned minutes of the person's planned shifts by date, over the whole months of [from, to]. */
export async function plannedByDate(db: Reader, userId: string, from: LocalDate, to: LocalDate): Promise<Map<LocalDate, number>> {
  const monthStart = `${from.slice(0, 7)}-01`;
  const monthEnd = `${to.slice(0, 7)}-31`;
  const rows = await db
    .select({ date: dayShifts.date, minutes: dayShifts.plannedMinutes })
    .from(dayShifts)
    .where(
      and(
        eq(dayShifts.userId, userId),
        gte(dayShifts.date, monthStart),
        lte(dayShifts.date, monthEnd),
        eq(dayShifts.offSchedule, false),
        sql`${dayShifts.plannedMinutes} > 0`,
      ),
    );
  return new Map(rows.map((r) => [r.date, r.minutes]));
}

/** The employment records of the person in the company whose balance counts. */
export async function employmentSpans(db: Reader, userId: string, companyId: string): Promise<EmploymentSpan[]> {
  return spansOf(db).all({ userId, companyId });
}
const spansOf = preparedPerHandle((db: Reader) =>
  db
    .select({
      startDate: employmentRecords.startDate,
      endDate: employmentRecords.endDate,
      vacationDays: employmentRecords.vacationDays,
      carryoverHours: employmentRecords.carryoverVacationHours,
      enteredYear: sql<number>`cast(strftime('%Y', ${employmentRecords.createdAt} / 1000, 'unixepoch') as integer)`,
    })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, sql.placeholder('userId')), eq(employmentRecords.companyId, sql.placeholder('companyId'))))
    .prepare()
);

/** The person's pending and approved requests, which count against the balance and allowance. */
export async function countingRequests(db: Reader, userId: string): Promise<CountedRequest[]> {
  return countingOf(db).all({ userId });
}
const countingOf = preparedPerHandle((db: Reader) =>
  db
    .select({ type: vacationRequests.type, status: vacationRequests.status, days: vacationRequests.days })
    .from(vacationRequests)
    .where(and(eq(vacationRequests.userId, sql.placeholder('userId')), inArray(vacationRequests.status, ['pending', 'approved'])))
    .prepare()
);

/** Sets the hours of the person's current record in the company, if there is one. */
export async function setCurrentRecordHours(
  tx: Tx,
  userId: string,
  companyId: string,
  orgToday: OrgToday,
  hours: { accrued: number; available: number },
): Promise<void> {
  const [record] = await tx
    .select({ id: employmentRecords.id })
    .from(employmentRecords)
    .where(and(eq(employmentRecords.userId, userId), eq(employmentRecords.companyId, companyId), isCurrentRecord(orgToday)))
    .orderBy(desc(employmentRecords.startDate))
    .limit(1);
  if (!record) return;
  await tx
    .update(employmentRecords)
    .set({ accruedVacationHours: hours.accrued, availableVacationHours: hours.available })
    .where(eq(employmentRecords.id, record.id));
}

// ---- requests

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');

/** A request with its owner, company, department and decider. */
export type Joined = {
  request: VacationRequestRow;
  ownerEmail: string;
  ownerName: string | null;
  ownerRole: Actor['role'];
  companyName: string | null;
  timezone: string | null;
  departmentName: string | null;
  deciderEmail: string | null;
  deciderName: string | null;
};

function joinedSelect(db: Reader) {
  return db
    .select({
      request: vacationRequests,
      ownerEmail: owner.email,
      ownerName: owner.fullName,
      ownerRole: owner.role,
      companyName: companies.name,
      timezone: companies.timezone,
      departmentName: departments.name,
      deciderEmail: decider.email,
      deciderName: decider.fullName,
    })
    .from(vacationRequests)
    .innerJoin(owner, eq(owner.id, vacationRequests.userId))
    .leftJoin(companies, eq(companies.id, vacationRequests.companyId))
    .leftJoin(departments, eq(departments.id, vacationRequests.departmentId))
    .leftJoin(decider, eq(decider.id, vacationRequests.decidedBy));
}

export async function findJoined(db: Reader, id: string): Promise<Joined | null> {
  const [row] = await joinedSelect(db).where(eq(vacationRequests.id, id)).limit(1);
  return row ?? null;
}

export type AbsenceFilter = ListAbsencesQuery & {
  /** The requests the reader may see (access/scope.ts visibleAbsences); undefined: every request. */
  visible: SQL | undefined;
};

/** A page of requests, newest first, and the count of all that match. */
export async function absencesPage(db: Reader, filter: AbsenceFilter): Promise<{ rows: Joined[]; count: number }> {
  const filters: SQL[] = [];
  if (filter.visible) filters.push(filter.visible);
  if (filter.status) filters.push(eq(vacationRequests.status, filter.status));
  if (filter.type) filters.push(eq(vacationRequests.type, filter.type));
  if (filter.user_id) filters.push(eq(vacationRequests.userId, filter.user_id));
  if (filter.company_id) filters.push(eq(vacationRequests.companyId, filter.company_id));
  if (filter.department_id) filters.push(eq(vacationRequests.departmentId, filter.department_id));
  if (filter.start) filters.push(gte(vacationRequests.endDate, filter.start));
  if (filter.end) filters.push(lte(vacationRequests.startDate, filter.end));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    joinedSelect(db)
      .where(where)
      .orderBy(desc(vacationRequests.createdAt), desc(vacationRequests.id))
      .limit(filter.limit)
      .offset(filter.skip),
    db.select({ n: count() }).from(vacationRequests).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A person's requests that meet a year, latest start first. */
export async function requestsInYear(db: Reader, userId: string, year: number): Promise<Joined[]> {
  return requestsBetween(db).all({ userId, last: `${year}-12-31`, first: `${year}-01-01` });
}
const requestsBetween = preparedPerHandle((db: Reader) =>
  joinedSelect(db)
    .where(
      and(
        eq(vacationRequests.userId, sql.placeholder('userId')),
        lte(vacationRequests.startDate, sql.placeholder('last')),
        gte(vacationRequests.endDate, sql.placeholder('first')),
      ),
    )
    .orderBy(desc(vacationRequests.startDate), desc(vacationRequests.createdAt))
    .prepare()
);

/** A pending or approved request of the person that meets [from, to], if any. */
export async function overlappingRequest(tx: Tx, userId: string, from: LocalDate, to: LocalDate) {
  const [overlap] = await tx
    .select({ startDate: vacationRequests.startDate, endDate: vacationRequests.endDate, status: vacationRequests.status })
    .from(vacationRequests)
    .where(
      and(
        eq(vacationRequests.userId, userId),
        inArray(vacationRequests.status, ['pending', 'approved']),
        lte(vacationRequests.startDate, to),
        gte(vacationRequests.endDate, from),
      ),
    )
    .limit(1);
  return overlap ?? null;
}

export async function insertRequest(tx: Tx, row: typeof vacationRequests.$inferInsert): Promise<VacationRequestRow> {
  const [inserted] = await tx.insert(vacationRequests).values(row).returning();
  return inserted!;
}

/** Moves a request from one status to another; null when it was no longer in `from`. */
export async function setStatus(
  tx: Tx,
  id: string,
  change: { from: AbsenceStatus; to: AbsenceStatus },
  decidedBy: string,
  now: Date,
): Promise<VacationRequestRow | null> {
  const [changed] = await tx
    .update(vacationRequests)
    .set({ status: change.to, decidedBy, decidedAt: now, updatedAt: now })
    .where(and(eq(vacationRequests.id, id), eq(vacationRequests.status, change.from)))
    .returning();
  return changed ?? null;
}
