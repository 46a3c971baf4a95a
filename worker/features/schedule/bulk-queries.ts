// The work schedule's large reads and writes (docs/scheduling.md "Storage and speed"): the shifts
// an apply may replace and a company's month come back packed by SQLite into one JSON text per
// statement and are decoded here by position; planned shifts go in as multi-row INSERTs of bound
// parameters.
import { and, asc, Column, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Transaction } from '@libsql/client';
import type { Db } from '../../db/client';
import { dayShifts, departments, employmentRecords, users, vacationRequests } from '../../db/schema';
import { timeOrderedId } from '../../lib/ids';
import type { LocalDate } from '../../lib/time';
import { approvedAbsences, CHUNK, chunked, SHIFT_FACT_COLUMNS, type Tx } from './queries';
import type { NewDayShift } from './rules/apply';

export type Columns = Record<string, SQLiteColumn>;
export type Decoded<C extends Columns> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * Rows of day_shifts as objects of these columns. SQLite packs them into one JSON text of arrays
 * (json_group_array), which costs a fraction of turning each row into a driver row and then an
 * object: a year of a department is 180 000 rows, a company's month several thousand. Each value
 * is decoded by its column, as the driver would (timestamps to dates, 0/1 to booleans).
 */
async function packedShifts<C extends Columns>(db: Pick<Db, 'all'>, columns: C, where: SQL): Promise<Decoded<C>[]> {
  const list = sql.join(
    Object.values(columns).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const [packed] = await db.all<{ rows: string | null }>(
    sql`SELECT json_group_array(json_array(${list})) AS rows FROM ${dayShifts} WHERE ${where}`,
  );
  return decodePacked(JSON.parse(packed?.rows ?? '[]') as unknown[][], columns);
}

/**
 * Packed rows (arrays in the order of `columns`) as objects, each value as the driver would give
 * it. One plain loop per row: only the columns whose driver mapping does something (timestamps,
 * booleans) call it; text and numbers are taken as they are. (Object.fromEntries over entries per
 * row cost 11 ms of a 6 200-cell month.)
 */
export function decodePacked<C extends Columns>(rows: readonly unknown[][], columns: C): Decoded<C>[] {
  const entries = Object.entries(columns);
  const keys = entries.map(([key]) => key);
  const maps = entries.map(([, c]) => (c.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : c));
  const width = keys.length;
  const out = new Array<Decoded<C>>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const object: Record<string, unknown> = {};
    for (let i = 0; i < width; i++) {
      const value = row[i] ?? null;
      const map = maps[i];
      object[keys[i]!] = value === null || !map ? value : map.mapFromDriverValue(value);
    }
    out[r] = object as Decoded<C>;
  }
  return out;
}

// ---- the shifts an apply may replace

const EXISTING_COLUMNS = {
  id: dayShifts.id,
  userId: dayShifts.userId,
  companyId: dayShifts.companyId,
  date: dayShifts.date,
  startedAt: dayShifts.startedAt,
  endedAt: dayShifts.endedAt,
  confirmed: dayShifts.confirmed,
  type: dayShifts.type,
  plannedStart: dayShifts.plannedStart,
  plannedEnd: dayShifts.plannedEnd,
  color: dayShifts.color,
};

export type ExistingRow = Decoded<typeof EXISTING_COLUMNS>;

/** The shifts of these users from `from` to `to`, by user. */
export async function existingShifts(
  tx: Tx,
  userIds: readonly string[],
  from: LocalDate,
  to: LocalDate,
): Promise<Map<string, ExistingRow[]>> {
  const byUser = new Map<string, ExistingRow[]>();
  for (const ids of chunked(userIds)) {
    const rows = await packedShifts(
      tx,
      EXISTING_COLUMNS,
      and(inArray(dayShifts.userId, ids), gte(dayShifts.date, from), lte(dayShifts.date, to))!,
    );
    for (const row of rows) {
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

/** The columns a planned shift is inserted with, in the order of each row's parameters below. */
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
];
const PLANNED_WIDTH = PLANNED_COLUMNS.length;
const ONE_ROW = `(${PLANNED_COLUMNS.map(() => '?').join(', ')})`;
const plannedInsert = (rows: number) =>
  `INSERT INTO "day_shifts" (${PLANNED_COLUMNS.map((c) => `"${c.name}"`).join(', ')}) VALUES ${
    Array.from({ length: rows }, () => ONE_ROW).join(', ')
  }`;
/** The statement of a full chunk: one text, so the driver prepares it once per connection. */
const PLANNED_INSERT_CHUNK = plannedInsert(CHUNK);

/**
 * The @libsql/client transaction under a drizzle transaction (drizzle-orm/libsql keeps it as its
 * session's `tx`). Statements of thousands of parameters go to it directly: drizzle's query builder
 * walks one chunk per parameter, which cost more than SQLite spends inserting the rows.
 */
function libsqlTransaction(tx: Tx): Transaction {
  const raw = (tx as unknown as { session?: { tx?: Transaction } }).session?.tx;
  if (!raw || typeof raw.execute !== 'function') throw new Error('Not a drizzle libSQL transaction');
  return raw;
}

/** Whose shift a planned row is: the employee and the company whose calendar it follows. */
export type ShiftOwner = { userId: string; companyId: string };

/**
 * Planned shifts as multi-row INSERTs of CHUNK rows each, their values bound as parameters (13 per
 * row); `owners[i]` owns `rows[i]`. Bound parameters took half the time of the rows as one JSON
 * parameter unpacked by json_each (which parses each row's JSON again for every column: 1.9 s
 * against 0.8 s for 182 500 rows). Ids are time-ordered (lib/ids.ts), so the primary-key index
 * grows at its end. Call it inside the write transaction.
 */
export async function insertPlannedShifts(
  tx: Tx,
  rows: readonly NewDayShift[],
  owners: readonly ShiftOwner[],
  patternId: string | null,
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  const raw = libsqlTransaction(tx);
  const created = now.getTime();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const n = Math.min(CHUNK, rows.length - i);
    const args = new Array<string | number | null>(n * PLANNED_WIDTH);
    let k = 0;
    for (let j = i; j < i + n; j++) {
      const row = rows[j]!;
      const who = owners[j]!;
      args[k++] = timeOrderedId(created);
      args[k++] = who.userId;
      args[k++] = who.companyId;
      args[k++] = row.date;
      args[k++] = row.type;
      args[k++] = row.color;
      args[k++] = row.planned_start;
      args[k++] = row.planned_end;
      args[k++] = row.planned_minutes;
      args[k++] = row.planned_start_at.getTime();
      args[k++] = row.planned_end_at.getTime();
      args[k++] = patternId;
      args[k++] = created;
    }
    await raw.execute({ sql: n === CHUNK ? PLANNED_INSERT_CHUNK : plannedInsert(n), args });
  }
}

// ---- a company's (or department's) month: the employees grid

const CELL_COLUMNS = {
  id: dayShifts.id,
  userId: dayShifts.userId,
  type: dayShifts.type,
  color: dayShifts.color,
  plannedStart: dayShifts.plannedStart,
  plannedEnd: dayShifts.plannedEnd,
  ...SHIFT_FACT_COLUMNS,
};

/** A shift of the employees grid: the plan and what was worked. */
export type CellRow = Decoded<typeof CELL_COLUMNS>;

export type MonthScope = { companyId: string; departmentId?: string; from: LocalDate; to: LocalDate };

/**
 * The month (or any period) of a company (or one of its departments), in three queries whatever its
 * size: the employment records there that meet the period with their people (by name, the newest
 * record of a person first), those people's shifts in the company (these `columns`; the grid's
 * cells by default), and their approved absences.
 */
export async function companyMonth<C extends Columns = typeof CELL_COLUMNS>(
  db: Db,
  scope: MonthScope,
  columns: C = CELL_COLUMNS as unknown as C,
) {
  const { records, shifts, absences } = await companyMonthWith(db, scope, (where) => packedShifts(db, columns, where));
  return { records, shifts, absences };
}

/**
 * A grid's shift as SQLite packs it (GRID_SHORT, then GRID_WORKED when anything was worked or it
 * was confirmed): stored values, timestamps as milliseconds, booleans as 0/1.
 */
const GRID_SHORT = [
  dayShifts.id,
  dayShifts.date,
  dayShifts.type,
  dayShifts.color,
  dayShifts.plannedStart,
  dayShifts.plannedEnd,
  dayShifts.plannedMinutes,
  dayShifts.offSchedule,
];
const GRID_WORKED = [dayShifts.startedAt, dayShifts.endedAt, dayShifts.confirmed, dayShifts.adjustedStartedAt, dayShifts.adjustedEndedAt];
export type GridPacked = [
  id: string,
  date: string,
  type: string | null,
  color: string | null,
  plannedStart: string | null,
  plannedEnd: string | null,
  plannedMinutes: number,
  offSchedule: 0 | 1,
  startedAt?: number | null,
  endedAt?: number | null,
  confirmed?: 0 | 1,
  adjustedStartedAt?: number | null,
  adjustedEndedAt?: number | null,
];
const names = (columns: SQLiteColumn[]) => columns.map((c) => `"${c.name}"`).join(', ');
const GRID_CELL = sql.raw(
  `json_group_array(CASE WHEN "started_at" IS NULL AND "confirmed" = 0 THEN json_array(${names(GRID_SHORT)}) `
    + `ELSE json_array(${names([...GRID_SHORT, ...GRID_WORKED])}) END)`,
);

/**
 * companyMonth for the employees grid: each person's shifts packed by SQLite into one JSON text,
 * grouped by person (no user id per shift) and without the worked columns of a shift nothing was
 * worked on. A month of 200 people: half the time of packing 14 columns per shift into one text.
 */
export async function companyMonthForGrid(db: Db, scope: MonthScope) {
  return companyMonthWith(db, scope, async (where) => {
    const packed = await db.all<{ user_id: string; shifts: string }>(
      sql`SELECT ${dayShifts.userId} AS user_id, ${GRID_CELL} AS shifts FROM ${dayShifts} WHERE ${where} GROUP BY ${dayShifts.userId}`,
    );
    const byUser = new Map<string, GridPacked[]>();
    for (const row of packed) byUser.set(row.user_id, JSON.parse(row.shifts) as GridPacked[]);
    return byUser;
  });
}

async function companyMonthWith<S>(db: Db, { companyId, departmentId, from, to }: MonthScope, readShifts: (where: SQL) => Promise<S>) {
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
    readShifts(
      and(inArray(dayShifts.userId, employeeIds), gte(dayShifts.date, from), lte(dayShifts.date, to), eq(dayShifts.companyId, companyId))!,
    ),
    approvedAbsences(db, inArray(vacationRequests.userId, employeeIds), from, to),
  ]);
  return { records, shifts, absences };
}
