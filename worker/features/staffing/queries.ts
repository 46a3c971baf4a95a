// The staffing feature's SQL (docs/staffing.md): needs, overrides, and the planned counts that
// coverage compares them with, in one query each for a whole range (never a query per day or person).
import { and, asc, countDistinct, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  dayShifts,
  departments,
  employmentRecords,
  schedulePatterns,
  staffingNeeds,
  staffingOverrides,
  users,
} from '../../db/schema';
import type { StaffingOverrideRow } from '../../db/schema';
import type { LocalDate } from '../../lib/time';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NeedRow = { departmentId: string; shiftType: string; skillId: string | null; weekday: number; min: number; ideal: number };
export type OverrideRow = StaffingOverrideRow;
export type PlannedRow = { departmentId: string | null; date: LocalDate; type: string | null; userId: string; count: number };

const needColumns = {
  departmentId: staffingNeeds.departmentId,
  shiftType: staffingNeeds.shiftType,
  skillId: staffingNeeds.skillId,
  weekday: staffingNeeds.weekday,
  min: staffingNeeds.minPeople,
  ideal: staffingNeeds.idealPeople,
};

/** The weekly needs of these departments, by shift type then weekday. */
export function needsOf(db: Reader, departmentIds: string[]): Promise<NeedRow[]> {
  if (!departmentIds.length) return Promise.resolve([]);
  return db
    .select(needColumns)
    .from(staffingNeeds)
    .where(inArray(staffingNeeds.departmentId, departmentIds))
    .orderBy(
      asc(staffingNeeds.shiftType),
      sql`${staffingNeeds.skillId} IS NOT NULL`,
      asc(staffingNeeds.skillId),
      asc(staffingNeeds.weekday),
    );
}

/** Replaces a department's whole weekly needs (rows needing nobody are not kept). */
export async function replaceNeeds(
  tx: Tx,
  departmentId: string,
  needs: { shiftType: string; skillId: string | null; weekday: number; min: number; ideal: number }[],
  now: Date,
): Promise<void> {
  await tx.delete(staffingNeeds).where(eq(staffingNeeds.departmentId, departmentId));
  const rows = needs
    .filter((n) => n.ideal > 0)
    .map((n) => ({
      id: crypto.randomUUID(),
      departmentId,
      shiftType: n.shiftType,
      skillId: n.skillId,
      weekday: n.weekday,
      minPeople: n.min,
      idealPeople: n.ideal,
      createdAt: now,
      updatedAt: now,
    }));
  for (let i = 0; i < rows.length; i += 100) await tx.insert(staffingNeeds).values(rows.slice(i, i + 100));
}

/** The shifts of the department's own patterns, for the names and times of its shift types. */
export async function patternShiftsOf(db: Reader, departmentId: string): Promise<{ type: string; start: string; end: string }[]> {
  const rows = await db.select({ shifts: schedulePatterns.shifts }).from(schedulePatterns).where(
    eq(schedulePatterns.departmentId, departmentId),
  );
  return rows.flatMap((r) => r.shifts);
}

/** The shifts of these departments' patterns: department id, type and times, for a gap's times. */
export async function patternShiftsIn(
  db: Reader,
  departmentIds: string[],
): Promise<{ departmentId: string; type: string; start: string; end: string }[]> {
  if (!departmentIds.length) return [];
  const rows = await db
    .select({ departmentId: schedulePatterns.departmentId, shifts: schedulePatterns.shifts })
    .from(schedulePatterns)
    .where(inArray(schedulePatterns.departmentId, departmentIds))
    .orderBy(asc(schedulePatterns.createdAt));
  return rows.flatMap((
    r,
  ) => (r.departmentId ? r.shifts.map((s) => ({ departmentId: r.departmentId!, type: s.type, start: s.start, end: s.end })) : []));
}

/** Overrides of these departments that touch [from, to] (all of them when no range is given), by start date. */
export function overridesOf(db: Reader, departmentIds: string[], range?: { from: LocalDate; to: LocalDate }): Promise<OverrideRow[]> {
  if (!departmentIds.length) return Promise.resolve([]);
  const filters: SQL[] = [inArray(staffingOverrides.departmentId, departmentIds)];
  if (range) filters.push(lte(staffingOverrides.startDate, range.to), gte(staffingOverrides.endDate, range.from));
  return db
    .select()
    .from(staffingOverrides)
    .where(and(...filters))
    .orderBy(asc(staffingOverrides.startDate), asc(staffingOverrides.shiftType), asc(staffingOverrides.createdAt));
}

export async function findOverride(db: Reader, id: string): Promise<OverrideRow | undefined> {
  const [row] = await db.select().from(staffingOverrides).where(eq(staffingOverrides.id, id)).limit(1);
  return row;
}

export async function insertOverride(db: Pick<Db, 'insert'>, row: typeof staffingOverrides.$inferInsert): Promise<void> {
  await db.insert(staffingOverrides).values(row);
}

export async function deleteOverride(db: Pick<Db, 'delete'>, id: string): Promise<boolean> {
  const deleted = await db.delete(staffingOverrides).where(eq(staffingOverrides.id, id)).returning({ id: staffingOverrides.id });
  return deleted.length > 0;
}

/**
 * Planned shifts per department, date, shift type and person in [from, to]: the planned day shifts
 * (off-schedule work has no type) of people employed in the department on the shift's date. A
 * shift's date is the local date it starts on. One grouped query for the whole range.
 */
export function plannedIn(db: Reader, departmentIds: string[], from: LocalDate, to: LocalDate): Promise<PlannedRow[]> {
  if (!departmentIds.length) return Promise.resolve([]);
  return db
    .select({
      departmentId: employmentRecords.departmentId,
      date: dayShifts.date,
      type: dayShifts.type,
      userId: dayShifts.userId,
      count: countDistinct(dayShifts.id),
    })
    .from(employmentRecords)
    .innerJoin(
      dayShifts,
      and(
        eq(dayShifts.userId, employmentRecords.userId),
        eq(dayShifts.companyId, employmentRecords.companyId),
        gte(dayShifts.date, from),
        lte(dayShifts.date, to),
        gte(dayShifts.date, employmentRecords.startDate),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, dayShifts.date)),
      ),
    )
    .where(and(inArray(employmentRecords.departmentId, departmentIds), isNotNull(dayShifts.type), eq(dayShifts.offSchedule, false)))
    .groupBy(employmentRecords.departmentId, dayShifts.date, dayShifts.type, dayShifts.userId);
}

export type DepartmentClock = { departmentId: string; departmentName: string; companyId: string; timezone: string };

/** Departments with any weekly need or override, in these companies (null: every company), with their clocks. */
export function departmentsWithNeeds(db: Reader, companyIds: string[] | null): Promise<DepartmentClock[]> {
  const withNeeds = or(
    inArray(departments.id, db.select({ id: staffingNeeds.departmentId }).from(staffingNeeds)),
    inArray(departments.id, db.select({ id: staffingOverrides.departmentId }).from(staffingOverrides)),
  );
  const inScope = companyIds === null ? undefined : companyIds.length ? inArray(departments.companyId, companyIds) : sql`0`;
  return db
    .select({
      departmentId: departments.id,
      departmentName: departments.name,
      companyId: departments.companyId,
      timezone: companies.timezone,
    })
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .where(and(withNeeds, inScope))
    .orderBy(asc(departments.name));
}

/**
 * The active people employed in the department on `date` (an employment record of it covering the
 * date) with no shift planned that day, by name.
 */
export function unplannedPeopleOn(db: Reader, departmentId: string, date: LocalDate) {
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
    .where(
      and(
        eq(employmentRecords.departmentId, departmentId),
        lte(employmentRecords.startDate, date),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, date)),
        eq(users.isActive, true),
        notExists(
          db.select({ id: dayShifts.id }).from(dayShifts).where(and(eq(dayShifts.userId, users.id), eq(dayShifts.date, date))),
        ),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.email));
}

export async function companyZone(db: Reader, companyId: string): Promise<string> {
  const [row] = await db.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.timezone ?? 'UTC';
}
