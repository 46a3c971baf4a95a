// The labour-cost SQL (docs/labour-cost.md): one statement for a department's shifts with each
// person's pay (whatever the number of people), one for its budgets, one for the settings.
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  dayShifts,
  departmentBudgets,
  employmentRecords,
  labourCostSettings,
  users,
  type DepartmentBudgetRow,
  type MinimumWage,
} from '../../db/schema';
import type { LocalDate, YearMonth } from '../../lib/time';

export type Reader = Pick<Db, 'select'>;

export type CostSettingsRow = {
  companyId: string;
  country: string;
  timezone: string;
  minimumWages: MinimumWage[] | null;
  nightStart: string | null;
  nightEnd: string | null;
  updatedAt: Date | null;
};

/** A company's clock with its cost settings (nulls when it has none); null for an unknown company. */
export async function costSettings(db: Reader, companyId: string): Promise<CostSettingsRow | null> {
  const [row] = await db
    .select({
      companyId: companies.id,
      country: companies.country,
      timezone: companies.timezone,
      minimumWages: labourCostSettings.minimumWages,
      nightStart: labourCostSettings.nightStart,
      nightEnd: labourCostSettings.nightEnd,
      updatedAt: labourCostSettings.updatedAt,
    })
    .from(companies)
    .leftJoin(labourCostSettings, eq(labourCostSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export type CostSettingsValues = { minimumWages: MinimumWage[]; nightStart: string; nightEnd: string };

/** One upsert: two superadmins saving at once both land, the later wins. */
export async function saveCostSettings(db: Db, companyId: string, values: CostSettingsValues, by: string, now: Date): Promise<void> {
  const row = { ...values, updatedBy: by, updatedAt: now };
  await db
    .insert(labourCostSettings)
    .values({ companyId, ...row })
    .onConflictDoUpdate({ target: labourCostSettings.companyId, set: row });
}

/**
 * The shifts from `from` to `to` of the people whose employment record in the department covers
 * the shift's date (in the shift's company), with that record's pay and the person's name.
 */
export async function departmentShifts(db: Reader, departmentId: string, from: LocalDate, to: LocalDate) {
  return db
    .select({
      userId: dayShifts.userId,
      date: dayShifts.date,
      offSchedule: dayShifts.offSchedule,
      plannedMinutes: dayShifts.plannedMinutes,
      plannedStartAt: dayShifts.plannedStartAt,
      plannedEndAt: dayShifts.plannedEndAt,
      startedAt: dayShifts.startedAt,
      endedAt: dayShifts.endedAt,
      confirmed: dayShifts.confirmed,
      adjustedStartedAt: dayShifts.adjustedStartedAt,
      adjustedEndedAt: dayShifts.adjustedEndedAt,
      payKind: employmentRecords.payKind,
      salary: employmentRecords.salary,
      hourlyRate: employmentRecords.hourlyRate,
      fte: employmentRecords.fte,
      fullName: users.fullName,
      email: users.email,
    })
    .from(employmentRecords)
    .innerJoin(
      dayShifts,
      and(
        eq(dayShifts.userId, employmentRecords.userId),
        eq(dayShifts.companyId, employmentRecords.companyId),
        gte(dayShifts.date, employmentRecords.startDate),
        or(isNull(employmentRecords.endDate), lte(dayShifts.date, employmentRecords.endDate)),
      ),
    )
    .innerJoin(users, eq(users.id, employmentRecords.userId))
    .where(
      and(
        eq(employmentRecords.departmentId, departmentId),
        lte(employmentRecords.startDate, to),
        or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from)),
        gte(dayShifts.date, from),
        lte(dayShifts.date, to),
      ),
    )
    .orderBy(asc(dayShifts.userId), asc(dayShifts.date));
}

export type CostShiftRow = Awaited<ReturnType<typeof departmentShifts>>[number];

/** A department's budgets from `from` to `to` (months, both included), by month. */
export async function budgets(db: Reader, departmentId: string, from: YearMonth, to: YearMonth): Promise<DepartmentBudgetRow[]> {
  return db
    .select()
    .from(departmentBudgets)
    .where(and(eq(departmentBudgets.departmentId, departmentId), gte(departmentBudgets.month, from), lte(departmentBudgets.month, to)))
    .orderBy(asc(departmentBudgets.month));
}

export async function saveBudget(db: Db, departmentId: string, month: YearMonth, amount: number, by: string, now: Date): Promise<void> {
  const row = { amount, updatedBy: by, updatedAt: now };
  await db
    .insert(departmentBudgets)
    .values({ departmentId, month, ...row })
    .onConflictDoUpdate({ target: [departmentBudgets.departmentId, departmentBudgets.month], set: row });
}

/** Whether there was a budget to delete. */
export async function deleteBudget(db: Db, departmentId: string, month: YearMonth): Promise<boolean> {
  const gone = await db
    .delete(departmentBudgets)
    .where(and(eq(departmentBudgets.departmentId, departmentId), eq(departmentBudgets.month, month)))
    .returning({ month: departmentBudgets.month });
  return gone.length > 0;
}
