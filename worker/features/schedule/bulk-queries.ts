// The work schedule's large reads and writes (docs/scheduling.md "Storage and speed"): the shifts
// an apply may replace and a company's month come back packed by SQLite into one JSON text per
// statement and are decoded here by position; planned shifts go in as multi-row INSERTs whose rows
// travel as one JSON parameter.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { dayShifts, departments, employmentRecords, users, vacationRequests, type DayShiftRow } from '../../db/schema';
import { timeOrderedId } from '../../lib/ids';
import type { LocalDate } from '../../lib/time';
import { approvedAbsences, CHUNK, chunked, type Tx } from './queries';
import type { NewDayShift } from './rules/apply';

/**
 * Rows of day_shifts as arrays of these columns. SQLite packs them into one JSON text
 * (json_group_array), which costs a fraction of turning each row into a driver row and then an
 * object: a year of a department is 180 000 rows, a company's month several thousand.
 */
async function packedShifts(db: Pick<Db, 'all'>, columns: readonly SQLiteColumn[], where: SQL): Promise<unknown[][]> {
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const [packed] = await db.all<{ rows: string | null }>(sql`SELECT json_group_array(json_array(${list})) AS rows FROM ${dayShifts} WHERE ${where}`);
  return JSON.parse(packed?.rows ?? '[]') as unknown[][];
}

const instant = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(ms as number));

// ---- the shifts an apply may replace

export type ExistingRow = Pick<
  DayShiftRow,
  'id' | 'userId' | 'companyId' | 'date' | 'startedAt' | 'endedAt' | 'confirmed' | 'type' | 'plannedStart' | 'plannedEnd' | 'color'
>;

const EXISTING_COLUMNS = [
  dayShifts.id,
  dayShifts.userId,
  dayShifts.companyId,
  dayShifts.date,
  dayShifts.startedAt,
  dayShifts.endedAt,
  dayShifts.confirmed,
  dayShifts.type,
  dayShifts.plannedStart,
  dayShifts.plannedEnd,
  dayShifts.color,
];

const existingRow = (r: unknown[]): ExistingRow => ({
  id: r[0] as string,
  userId: r[1] as string,
  companyId: r[2] as string,
  date: r[3] as string,
  startedAt: instant(r[4]),
  endedAt: instant(r[5]),
  confirmed: Boolean(r[6]),
  type: r[7] as string | null,
  plannedStart: r[8] as string | null,
  plannedEnd: r[9] as string | null,
  color: r[10] as string | null,
});

/** The shifts of these users from `from` to `to`, by user. */
export async function existingShifts(tx: Tx, userIds: readonly string[], from: LocalDate, to: LocalDate): Promise<Map<string, ExistingRow[]>> {
  const byUser = new Map<string, ExistingRow[]>();
  for (const ids of chunked(userIds)) {
    const rows = await packedShifts(tx, EXISTING_COLUMNS, and(inArray(dayShifts.userId, ids), gte(dayShifts.date, from), lte(dayShifts.date, to))!);
    for (const r of rows) {
      const row = existingRow(r);
      const list = byUser.get(row.userId);
      if (list) list.push(row);
      else byUser.set(row.userId, [row]);
    }
  }
  return byUser;
}

/** Deletes these shifts by lists of CHUNK ids, only what is still planned and untouched. */
export async function deletePlannedShifts(tx: Tx, shiftIds: readonly string[]): Promise<void> {
  for (const ids of chunked(shiftIds)) {
    await tx.delete(dayShifts).where(and(inArray(dayShifts.id, ids), isNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)));
  }
}

/** The columns a planned shift is inserted with, in the order of the JSON rows below. */
const PLANNED_COLUMNS = [
  dayShifts.id,
  dayShifts.userId,
  dayShifts.companyId,
  dayShifts.date,
  dayShifts.type,
  dayShifts.color,
  dayShifts.plannedStart,
  dayShifts.plannedEnd,
  dayShifts.plannedMinutes,
  dayShifts.plannedStartAt,
  dayShifts.plannedEndAt,
  dayShifts.patternId,
  dayShifts.createdAt,
  dayShifts.updatedAt,
];
const PLANNED_INSERT = sql.raw(
  `INSERT INTO "day_shifts" (${PLANNED_COLUMNS.map((c) => `"${c.name}"`).join(', ')}) ` +
    `SELECT ${PLANNED_COLUMNS.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(`,
);

/** Whose shift a planned row is: the employee and the company whose calendar it follows. */
export type ShiftOwner = { userId: string; companyId: string };

/**
 * Planned shifts as multi-row INSERTs of CHUNK rows each; `owners[i]` owns `rows[i]`. The rows of
 * a statement travel as one JSON parameter that SQLite unpacks (json_each), not as 14 parameters
 * per row: building a statement of 7 000 parameters costs the query builder more than SQLite
 * spends inserting them. Ids are time-ordered (lib/ids.ts), so the primary-key index grows at its end.
 */
export async function insertPlannedShifts(
  tx: Tx,
  rows: readonly NewDayShift[],
  owners: readonly ShiftOwner[],
  patternId: string | null,
  now: Date,
): Promise<void> {
  const created = now.getTime();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values: unknown[][] = [];
    for (let j = i; j < Math.min(i + CHUNK, rows.length); j++) {
      const row = rows[j]!;
      const who = owners[j]!;
      values.push([
        timeOrderedId(created),
        who.userId,
        who.companyId,
        row.date,
        row.type,
        row.color,
        row.planned_start,
        row.planned_end,
        row.planned_minutes,
        row.planned_start_at.getTime(),
        row.planned_end_at.getTime(),
        patternId,
        created,
        null,
      ]);
    }
    await tx.run(sql`${PLANNED_INSERT}${JSON.stringify(values)})`);
  }
}

// ---- a company's (or department's) month: the employees grid

export type CellRow = Pick<
  DayShiftRow,
  | 'id'
  | 'userId'
  | 'date'
  | 'type'
  | 'color'
  | 'plannedStart'
  | 'plannedEnd'
  | 'plannedMinutes'
  | 'startedAt'
  | 'endedAt'
  | 'confirmed'
  | 'adjustedStartedAt'
  | 'adjustedEndedAt'
  | 'offSchedule'
>;

const CELL_COLUMNS = [
  dayShifts.id,
  dayShifts.userId,
  dayShifts.date,
  dayShifts.type,
  dayShifts.color,
  dayShifts.plannedStart,
  dayShifts.plannedEnd,
  dayShifts.plannedMinutes,
  dayShifts.startedAt,
  dayShifts.endedAt,
  dayShifts.confirmed,
  dayShifts.adjustedStartedAt,
  dayShifts.adjustedEndedAt,
  dayShifts.offSchedule,
];

const cellRow = (r: unknown[]): CellRow => ({
  id: r[0] as string,
  userId: r[1] as string,
  date: r[2] as string,
  type: r[3] as string | null,
  color: r[4] as string | null,
  plannedStart: r[5] as string | null,
  plannedEnd: r[6] as string | null,
  plannedMinutes: r[7] as number,
  startedAt: instant(r[8]),
  endedAt: instant(r[9]),
  confirmed: Boolean(r[10]),
  adjustedStartedAt: instant(r[11]),
  adjustedEndedAt: instant(r[12]),
  offSchedule: Boolean(r[13]),
});

export type MonthScope = { companyId: string; departmentId?: string; from: LocalDate; to: LocalDate };

/**
 * The month of a company (or one of its departments), in three queries whatever its size: the
 * employment records there that meet the month with their people (by name, the newest record of a
 * person first), those people's shifts in the company, and their approved absences.
 */
export async function companyMonth(db: Db, { companyId, departmentId, from, to }: MonthScope) {
  const recordFilters: SQL[] = [
    eq(employmentRecords.companyId, companyId),
    lte(employmentRecords.startDate, to),
    or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from))!,
  ];
  if (departmentId) recordFilters.push(eq(employmentRecords.departmentId, departmentId));
  const employeeIds = db.select({ id: employmentRecords.userId }).from(employmentRecords).where(and(...recordFilters));

  const [records, shifts, absences] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        fullName: users.fullName,
        acronym: users.acronym,
        role: users.role,
        departmentId: employmentRecords.departmentId,
        departmentName: departments.name,
        position: employmentRecords.position,
      })
      .from(employmentRecords)
      .innerJoin(users, eq(users.id, employmentRecords.userId))
      .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
      .where(and(...recordFilters))
      // The newest record first, so a user who moved inside the company shows where they are now.
      .orderBy(asc(sql`coalesce(${users.fullName}, ${users.email}) COLLATE NOCASE`), asc(users.email), desc(employmentRecords.startDate)),
    // Through the (user_id, date) index, one range per employee; their shifts in this company.
    packedShifts(
      db,
      CELL_COLUMNS,
      and(inArray(dayShifts.userId, employeeIds), gte(dayShifts.date, from), lte(dayShifts.date, to), eq(dayShifts.companyId, companyId))!,
    ),
    approvedAbsences(db, inArray(vacationRequests.userId, employeeIds), from, to),
  ]);
  return { records, shifts: shifts.map(cellRow), absences };
}
