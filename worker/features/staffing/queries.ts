// The staffing feature's SQL (docs/staffing.md): needs, overrides, and the planned counts that
// coverage compares them with, in one query each for a whole range (never a query per day or person).
import { and, asc, countDistinct, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, dayShifts, departments, employmentRecords, schedulePatterns, staffingNeeds, staffingOverrides } from '../../db/schema';
import type { StaffingOverrideRow } from '../../db/schema';
import type { LocalDate } from '../../lib/time';

type Reader = Pick<Db, 'select'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NeedRow = { departmentId: string; shiftType: string; weekday: number; min: number; ideal: number };
export type OverrideRow = StaffingOverrideRow;
export type PlannedRow = { departmentId: string | null; date: LocalDate; type: string | null; count: number };

const needColumns = {
  departmentId: staffingNeeds.departmentId,
  shiftType: staffingNeeds.shiftType,
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
    .orderBy(asc(staffingNeeds.shiftType), asc(staffingNeeds.weekday));
}

/** Replaces a department's whole weekly needs (rows needing nobody are not kept). */
export async function replaceNeeds(
  tx: Tx,
  departmentId: string,
  needs: { shiftType: string; weekday: number; min: number; ideal: number }[],
  now: Date,
): Promise<void> {
  await tx.delete(staffingNeeds).where(eq(staffingNeeds.departmentId, departmentId));
  const rows = needs
    .filter((n) => n.ideal > 0)
    .map((n) => ({
      id: crypto.randomUUID(),
      departmentId,
      shiftType: n.shiftType,
      weekday: n.weekday,
      minPeople: n.min,
      idealPeople: n.ideal,
      createdAt: now,
      updatedAt: now,
    }));
  for (let i = 0; i < rows.length; i += 100) await tx.insert(staffingNeeds).values(rows.slice(i, i + 100));
}

/** The shifts of the department's own patterns, for the names of its shift types. */
export async function patternShiftsOf(db: Reader, departmentId: string): Promise<{ type: string }[]> {
  const rows = await db.select({ shifts: schedulePatterns.shifts }).from(schedulePatterns).where(
    eq(schedulePatterns.departmentId, departmentId),
  );
  return rows.flatMap((r) => r.shifts);
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
 * Planned people per department, date and shift type in [from, to]: the planned day shifts
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
    .groupBy(employmentRecords.departmentId, dayShifts.date, dayShifts.type);
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
