// The work schedule (spec/product-rules.md "Time", "Day shifts", "Schedule patterns";
// docs/scheduling.md): patterns, applying them, day shifts (start, stop, confirm, auto-confirm),
// a user's schedule with its statistics and the employees schedule of a company or department.
// The rules are the pure functions of rules/; this file reads and writes the tenant's database
// around them. No HTTP here: callers pass the database, the acting user, the platform's `now`
// and the UTC date that decides whether an employment record is current (org/scope.ts).
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
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
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import { DEFAULT_TIMEZONE } from '../org/schemas';
import { notify, type NewNotification } from '../notifications/service';
import { adminSeesUser, currentCompanyIds, currentDepartmentIds, isCurrentRecord, type Actor } from '../org/scope';
import { refused } from './refusals';
import { mayConfirm } from './rules/confirm-right';
import { planApplication, type ApplyCounts, type ExistingDayShift, type NewDayShift } from './rules/apply';
import {
  AUTO_CONFIRM_NOTE,
  autoConfirmable,
  confirmRefusal,
  dayShiftStatus,
  deviationMinutes,
  offScheduleStartRefusal,
  isTimesRefusal,
  timesRefusalField,
  startRefusal,
  stopRefusal,
  workedMinutes,
  type DayShiftFacts,
} from './rules/day-shift';
import { publicHolidays, type HolidayCountry } from '../../lib/holidays';
import { expandPattern, type PatternCreate } from './rules/patterns';
import { scheduleStatistics } from './rules/statistics';
import { addDays, localDate, monthDates, monthsRange, type LocalDate } from '../../lib/time';
import type {
  AbsenceDays,
  ApplyPattern,
  AutoConfirm,
  ConfirmShift,
  DayShiftPublic,
  EmployeeScheduleRow,
  EmployeesSchedule,
  EmployeesScheduleQuery,
  Holiday,
  ListPatternsQuery,
  OpenShifts,
  PatternPublic,
  PatternsPublic,
  ScheduleCell,
  ScheduleQuery,
  WorkSchedule,
} from './schemas';
import type { OrgToday } from '../../lib/today';

export const SCHEDULE_CHANGED = 'The schedule changed meanwhile; try again';
/** How far back the scheduled job looks for finished shifts to auto-confirm. */
export const AUTO_CONFIRM_LOOKBACK_DAYS = 31;
/** Rows per multi-row INSERT, ids per `IN (...)` list. */
export const CHUNK = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function chunked<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// ------------------------------------------------------------------------------ shapes and scope

type FactsRow = Pick<
  DayShiftRow,
  'date' | 'offSchedule' | 'plannedMinutes' | 'startedAt' | 'endedAt' | 'confirmed' | 'adjustedStartedAt' | 'adjustedEndedAt'
>;

export function shiftFacts(row: FactsRow): DayShiftFacts {
  return {
    date: row.date,
    off_schedule: row.offSchedule,
    planned_minutes: row.offSchedule ? null : row.plannedMinutes,
    started_at: row.startedAt,
    ended_at: row.endedAt,
    confirmed: row.confirmed,
    adjusted_started_at: row.adjustedStartedAt,
    adjusted_ended_at: row.adjustedEndedAt,
  };
}

/** `canConfirm`: whether the caller may confirm or adjust it (rules/confirm-right.ts). */
export function toDayShiftPublic(row: DayShiftRow, canConfirm: boolean): DayShiftPublic {
  const facts = shiftFacts(row);
  return {
    id: row.id,
    user_id: row.userId,
    company_id: row.companyId,
    date: row.date,
    type: row.type,
    color: row.color,
    planned_start: row.plannedStart,
    planned_end: row.plannedEnd,
    planned_minutes: row.offSchedule ? 0 : row.plannedMinutes,
    planned_start_at: iso(row.plannedStartAt),
    planned_end_at: iso(row.plannedEndAt),
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    adjusted_started_at: iso(row.adjustedStartedAt),
    adjusted_ended_at: iso(row.adjustedEndedAt),
    worked_minutes: workedMinutes(facts),
    deviation_minutes: deviationMinutes(facts),
    status: dayShiftStatus(facts),
    confirmed: row.confirmed,
    confirmed_by: row.confirmedBy,
    confirmed_at: iso(row.confirmedAt),
    confirmation_notes: row.confirmationNotes,
    off_schedule: row.offSchedule,
    pattern_id: row.patternId,
    can_confirm: canConfirm,
  };
}

/** The companies the actor acts in: null for a superadmin (everywhere), else their current ones. */
async function reachableCompanies(db: Db, actor: Actor, orgToday: OrgToday): Promise<string[] | null> {
  return actor.role === 'superadmin' ? null : currentCompanyIds(db, actor.id, orgToday);
}

type CompanyClock = Pick<CompanyRow, 'id' | 'timezone' | 'country' | 'autoConfirmEnabled' | 'autoConfirmToleranceMinutes'>;
const clockColumns = {
  id: companies.id,
  timezone: companies.timezone,
  country: companies.country,
  autoConfirmEnabled: companies.autoConfirmEnabled,
  autoConfirmToleranceMinutes: companies.autoConfirmToleranceMinutes,
};

async function companyClock(db: Reader, companyId: string): Promise<CompanyClock> {
  const [row] = await db.select(clockColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  // A shift's company cannot vanish under it (the key cascades), so this is a defect if it fires.
  if (!row) throw notFound('org.company_not_found');
  return row;
}

/**
 * The company of a user's current employment record (the newest when there are several), within
 * `within` when given. Null when the user is employed nowhere (there).
 */
async function employmentCompany(db: Reader, userId: string, orgToday: OrgToday, within?: string[] | null): Promise<CompanyClock | null> {
  if (within && within.length === 0) return null;
  const filters: SQL[] = [eq(employmentRecords.userId, userId), isCurrentRecord(orgToday)];
  if (within) filters.push(inArray(employmentRecords.companyId, within));
  const [row] = await db
    .select(clockColumns)
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .where(and(...filters))
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id))
    .limit(1);
  return row ?? null;
}

const holidayList = (holidays: Map<LocalDate, string>): Holiday[] => [...holidays].map(([date, name]) => ({ date, name }));

type AbsenceRow = { id: string; userId: string; type: AbsenceDays['type']; startDate: string; endDate: string };

/** Approved absences of these users that meet [from, to]. */
async function approvedAbsences(db: Reader, userIds: SQL | string[], from: LocalDate, to: LocalDate): Promise<AbsenceRow[]> {
  const select = (who: SQL) =>
    db
      .select({
        id: vacationRequests.id,
        userId: vacationRequests.userId,
        type: vacationRequests.type,
        startDate: vacationRequests.startDate,
        endDate: vacationRequests.endDate,
      })
      .from(vacationRequests)
      .where(and(who, eq(vacationRequests.status, 'approved'), lte(vacationRequests.startDate, to), gte(vacationRequests.endDate, from)))
      .orderBy(asc(vacationRequests.startDate));
  if (!Array.isArray(userIds)) return select(userIds);
  const out: AbsenceRow[] = [];
  for (const ids of chunked(userIds)) out.push(...(await select(inArray(vacationRequests.userId, ids))));
  return out;
}

const toAbsenceDays = (row: AbsenceRow): AbsenceDays => ({ id: row.id, type: row.type, start_date: row.startDate, end_date: row.endDate });

/** Whether a date falls in one of these [start, end] ranges (an open end is the far future). */
const inRanges = (ranges: readonly { start: string; end: string | null }[], date: LocalDate) =>
  ranges.some((r) => r.start <= date && (r.end === null || date <= r.end));

// ------------------------------------------------------------------------------------ patterns

const owner = alias(users, 'pattern_owner');
const patternColumns = {
  ...getTableColumns(schedulePatterns),
  departmentName: departments.name,
  departmentCompanyId: departments.companyId,
  ownerEmail: owner.email,
  ownerName: owner.fullName,
};

function selectPatterns(db: Reader) {
  return db
    .select(patternColumns)
    .from(schedulePatterns)
    .leftJoin(departments, eq(departments.id, schedulePatterns.departmentId))
    .leftJoin(owner, eq(owner.id, schedulePatterns.ownerId));
}

type PatternJoined = Awaited<ReturnType<ReturnType<typeof selectPatterns>['execute']>>[number];

function toPatternPublic(row: PatternJoined): PatternPublic {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cycle_length: row.cycleLength,
    department_id: row.departmentId,
    department_name: row.departmentName,
    owner_id: row.ownerId,
    owner: row.ownerId ? { id: row.ownerId, email: row.ownerEmail!, full_name: row.ownerName } : null,
    created_at: row.createdAt.toISOString(),
    shifts: row.shifts,
  };
}

/**
 * Who reaches a pattern: superadmins every pattern; admins the shared ones (no department) and
 * those of their companies' departments (403 otherwise). Unknown is 404.
 */
async function patternFor(db: Db, actor: Actor, id: string, scope: string[] | null): Promise<PatternJoined> {
  const [row] = await selectPatterns(db).where(eq(schedulePatterns.id, id)).limit(1);
  if (!row) throw notFound('schedule.pattern_not_found');
  if (actor.role === 'user') throw forbidden();
  if (scope && row.departmentCompanyId && !scope.includes(row.departmentCompanyId)) throw forbidden('schedule.pattern_elsewhere');
  return row;
}

export async function listPatterns(db: Db, actor: Actor, query: ListPatternsQuery, orgToday: OrgToday): Promise<PatternsPublic> {
  if (actor.role === 'user') throw forbidden();
  const scope = await reachableCompanies(db, actor, orgToday);
  const filters: SQL[] = [];
  if (scope) filters.push(or(isNull(schedulePatterns.departmentId), scope.length ? inArray(departments.companyId, scope) : sql`0`)!);
  if (query.department_id) filters.push(eq(schedulePatterns.departmentId, query.department_id));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectPatterns(db)
      .where(where)
      .orderBy(asc(sql`${schedulePatterns.name} COLLATE NOCASE`), asc(schedulePatterns.id))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ n: count() })
      .from(schedulePatterns)
      .leftJoin(departments, eq(departments.id, schedulePatterns.departmentId))
      .where(where),
  ]);
  return { data: rows.map(toPatternPublic), count: total?.n ?? 0 };
}

export async function getPattern(db: Db, actor: Actor, id: string, orgToday: OrgToday): Promise<PatternPublic> {
  return toPatternPublic(await patternFor(db, actor, id, await reachableCompanies(db, actor, orgToday)));
}

export async function createPattern(db: Db, actor: Actor, input: PatternCreate, orgToday: OrgToday): Promise<PatternPublic> {
  if (actor.role === 'user') throw forbidden();
  if (input.department_id) {
    const [dept] = await db
      .select({ companyId: departments.companyId })
      .from(departments)
      .where(eq(departments.id, input.department_id))
      .limit(1);
    if (!dept) throw notFound('org.department_not_found');
    const scope = await reachableCompanies(db, actor, orgToday);
    if (scope && !scope.includes(dept.companyId)) throw forbidden('org.not_your_company');
  }
  const id = crypto.randomUUID();
  try {
    await db.insert(schedulePatterns).values({
      id,
      name: input.name,
      description: input.description || null,
      cycleLength: input.cycle_length,
      departmentId: input.department_id || null,
      ownerId: actor.id,
      // Stored as validated: trimmed types, colours as given, days as listed.
      shifts: input.shifts.map((s) => ({ type: s.type, start: s.start, end: s.end, color: s.color, days: s.days })),
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  const [row] = await selectPatterns(db).where(eq(schedulePatterns.id, id)).limit(1);
  return toPatternPublic(row!);
}

/**
 * Deletes a pattern; the shifts it planned stay (they are the schedule) and forget the pattern.
 * Admins delete the patterns of their companies' departments, and shared ones they own.
 */
export async function deletePattern(db: Db, actor: Actor, id: string, orgToday: OrgToday): Promise<void> {
  const pattern = await patternFor(db, actor, id, await reachableCompanies(db, actor, orgToday));
  if (actor.role === 'admin' && !pattern.departmentId && pattern.ownerId !== actor.id) throw forbidden('schedule.shared_pattern_owner');
  const deleted = await db.delete(schedulePatterns).where(eq(schedulePatterns.id, id)).returning({ id: schedulePatterns.id });
  if (!deleted.length) throw notFound('schedule.pattern_not_found');
}

// ------------------------------------------------------------------------------ applying patterns

/** One employee a pattern is applied to: the company whose calendar applies, and the employment. */
type Target = { userId: string; companyId: string; periods: { start: string; end: string | null }[] };

async function departmentTargets(db: Db, departmentId: string, scope: string[] | null, from: string, to: string): Promise<Target[]> {
  const [dept] = await db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, departmentId)).limit(1);
  if (!dept) throw notFound('org.department_not_found');
  if (scope && !scope.includes(dept.companyId)) throw forbidden('org.not_your_company');
  const records = await db
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
  const byUser = new Map<string, Target>();
  for (const r of records) {
    let target = byUser.get(r.userId);
    if (!target) byUser.set(r.userId, (target = { userId: r.userId, companyId: dept.companyId, periods: [] }));
    target.periods.push({ start: r.start, end: r.end });
  }
  return [...byUser.values()];
}

async function userTargets(
  db: Db,
  actor: Actor,
  userIds: string[],
  scope: string[] | null,
  preferredCompanyId: string | null,
  from: string,
  to: string,
  orgToday: OrgToday,
): Promise<Target[]> {
  const found = new Map<string, string>();
  // Each user's records in the months, newest first.
  const records = new Map<string, { companyId: string; start: string; end: string | null }[]>();
  for (const ids of chunked(userIds)) {
    for (const u of await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))) found.set(u.id, u.email);
    const filters: SQL[] = [
      inArray(employmentRecords.userId, ids),
      lte(employmentRecords.startDate, to),
      or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from))!,
    ];
    if (scope) filters.push(scope.length ? inArray(employmentRecords.companyId, scope) : sql`0`);
    const rows = await db
      .select({ userId: employmentRecords.userId, companyId: employmentRecords.companyId, start: employmentRecords.startDate, end: employmentRecords.endDate })
      .from(employmentRecords)
      .where(and(...filters))
      .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.id));
    for (const { userId, ...record } of rows) {
      const list = records.get(userId);
      if (list) list.push(record);
      else records.set(userId, [record]);
    }
  }
  const targets: Target[] = [];
  for (const userId of userIds) {
    const email = found.get(userId);
    if (!email) throw notFound('users.not_found');
    const mine = records.get(userId) ?? [];
    if (!mine.length) {
      if (actor.role === 'admin' && !(await adminSeesUser(db, actor.id, userId, orgToday))) throw forbidden('users.outside_scope');
      throw conflict(scope ? 'schedule.apply_no_employment_yours' : 'schedule.apply_no_employment', { email });
    }
    // The pattern's own company when the user works there, else the newest record's company.
    const companyId = mine.some((r) => r.companyId === preferredCompanyId) ? preferredCompanyId! : mine[0]!.companyId;
    targets.push({ userId, companyId, periods: mine.filter((r) => r.companyId === companyId) });
  }
  return targets;
}

type ExistingRow = Pick<
  DayShiftRow,
  'id' | 'userId' | 'companyId' | 'date' | 'startedAt' | 'endedAt' | 'confirmed' | 'type' | 'plannedStart' | 'plannedEnd' | 'color'
>;

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

/** The shifts of these users from `from` to `to`, by user. */
async function existingShifts(tx: Tx, userIds: readonly string[], from: LocalDate, to: LocalDate): Promise<Map<string, ExistingRow[]>> {
  const byUser = new Map<string, ExistingRow[]>();
  for (const ids of chunked(userIds)) {
    const rows = await packedShifts(tx, EXISTING_COLUMNS, and(inArray(dayShifts.userId, ids), gte(dayShifts.date, from), lte(dayShifts.date, to))!);
    for (const r of rows) {
      const row: ExistingRow = {
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
      };
      const list = byUser.get(row.userId);
      if (list) list.push(row);
      else byUser.set(row.userId, [row]);
    }
  }
  return byUser;
}

/**
 * Applies a pattern to chosen users or a whole department for whole months (planApplication for
 * each employee; docs/scheduling.md "Applying a pattern"). Each employee follows the calendar of
 * the company they are employed in (time zone, today, public holidays); days outside their
 * employment, days with another company's shift and days of approved absence are left alone.
 * Everything is read and written in one write transaction: a few queries per 500 employees and
 * multi-row statements of 500 rows, whatever the number of shifts.
 */
export async function applyPattern(db: Db, actor: Actor, input: ApplyPattern, now: Date, orgToday: OrgToday): Promise<ApplyCounts> {
  if (actor.role === 'user') throw forbidden();
  const scope = await reachableCompanies(db, actor, orgToday);
  const pattern = await patternFor(db, actor, input.pattern_id, scope);
  const { from, to } = monthsRange(input.start_month, input.months);
  const targets = input.department_id
    ? await departmentTargets(db, input.department_id, scope, from, to)
    : await userTargets(db, actor, [...new Set(input.user_ids)], scope, pattern.departmentCompanyId, from, to, orgToday);
  const counts: ApplyCounts = { created: 0, replaced: 0, skipped: 0 };
  if (!targets.length) return counts;

  const companyIds = [...new Set(targets.map((t) => t.companyId))];
  const clocks = new Map<string, { timezone: string; today: LocalDate; holidays: Map<LocalDate, string> }>();
  for (const c of await db.select(clockColumns).from(companies).where(inArray(companies.id, companyIds))) {
    clocks.set(c.id, { timezone: c.timezone, today: localDate(now, c.timezone), holidays: publicHolidays(c.country, from, to) });
  }
  const expanded = expandPattern({ cycle_length: pattern.cycleLength, shifts: pattern.shifts }, { from, to, anchor: input.anchor_date ?? from });
  const userIds = targets.map((t) => t.userId);

  try {
    return await db.transaction(async (tx) => {
      const existing = await existingShifts(tx, userIds, from, to);
      const absences = new Map<string, { start: string; end: string }[]>();
      for (const a of await approvedAbsences(tx, userIds, from, to)) {
        const list = absences.get(a.userId);
        const range = { start: a.startDate, end: a.endDate };
        if (list) list.push(range);
        else absences.set(a.userId, [range]);
      }

      const inserts: NewDayShift[] = [];
      const owners: Target[] = [];
      const deletes: string[] = [];
      for (const target of targets) {
        const clock = clocks.get(target.companyId)!;
        const own: ExistingDayShift[] = [];
        const elsewhere = new Set<LocalDate>();
        for (const row of existing.get(target.userId) ?? []) {
          if (row.companyId !== target.companyId) {
            elsewhere.add(row.date);
            continue;
          }
          own.push({
            id: row.id,
            date: row.date,
            status: dayShiftStatus({ started_at: row.startedAt, ended_at: row.endedAt, confirmed: row.confirmed }),
            type: row.type,
            planned_start: row.plannedStart,
            planned_end: row.plannedEnd,
            color: row.color,
          });
        }
        const absent = absences.get(target.userId) ?? [];
        // Days nothing may change: approved absence, another company's shift, no employment here.
        const leaveAlone = {
          has: (date: LocalDate) => elsewhere.has(date) || inRanges(absent, date) || !inRanges(target.periods, date),
        };
        const plan = planApplication({
          expanded,
          existing: own,
          from,
          to,
          today: clock.today,
          timeZone: clock.timezone,
          absenceDates: leaveAlone,
          holidayDates: clock.holidays,
          includeHolidays: input.include_holidays,
        });
        counts.created += plan.counts.created;
        counts.replaced += plan.counts.replaced;
        counts.skipped += plan.counts.skipped;
        for (const row of plan.insert) {
          inserts.push(row);
          owners.push(target);
        }
        deletes.push(...plan.delete);
      }

      for (const ids of chunked(deletes)) {
        // Only what is still planned and untouched (the transaction already guarantees it).
        await tx.delete(dayShifts).where(and(inArray(dayShifts.id, ids), isNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)));
      }
      await insertShifts(tx, inserts, owners, pattern.id, now);
      return counts;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('schedule.changed');
    if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
    throw error;
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

/**
 * Planned shifts as multi-row INSERTs of CHUNK rows each. The rows of a statement travel as one
 * JSON parameter that SQLite unpacks (json_each), not as 14 parameters per row: building a
 * statement of 7 000 parameters costs the query builder more than SQLite spends inserting them.
 * Ids are time-ordered (lib/ids.ts), so the primary-key index grows at its end.
 */
async function insertShifts(tx: Tx, rows: readonly NewDayShift[], owners: readonly Pick<Target, 'userId' | 'companyId'>[], patternId: string | null, now: Date) {
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

// ----------------------------------------------------------------------------- reading shifts

async function findShift(db: Reader, id: string): Promise<DayShiftRow> {
  const [row] = await db.select().from(dayShifts).where(eq(dayShifts.id, id)).limit(1);
  if (!row) throw notFound('schedule.shift_not_found');
  return row;
}

/** Users read their own shifts; admins also those of their companies; superadmins any. */
export async function getShift(db: Db, actor: Actor, id: string, orgToday: OrgToday): Promise<DayShiftPublic> {
  const row = await findShift(db, id);
  if (row.userId !== actor.id) {
    if (actor.role === 'user') throw forbidden('schedule.not_your_shift');
    const scope = await reachableCompanies(db, actor, orgToday);
    if (scope && !scope.includes(row.companyId)) throw forbidden('org.not_your_company');
  }
  const owner = row.userId === actor.id ? actor : await personRole(db, row.userId);
  return toDayShiftPublic(row, owner !== null && mayConfirm(actor, owner, row.confirmed));
}

async function personRole(db: Reader, id: string): Promise<Actor | null> {
  const [person] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return person ?? null;
}

/**
 * A user's day shifts from `start` to `end` with the period's statistics, public holidays and
 * approved absences. Users read their own; admins the users they manage, with the shifts of their
 * companies; superadmins anyone. "Today" and the holidays are those of the user's company.
 */
export async function getSchedule(db: Db, actor: Actor, query: ScheduleQuery, now: Date, orgToday: OrgToday): Promise<WorkSchedule> {
  const userId = query.user_id ?? actor.id;
  if (userId !== actor.id && actor.role === 'user') throw forbidden();
  let scope: string[] | null = null;
  let owner: Actor = actor;
  if (userId !== actor.id) {
    const target = await personRole(db, userId);
    if (!target) throw notFound('users.not_found');
    owner = target;
    if (actor.role === 'admin') {
      if (!(await adminSeesUser(db, actor.id, userId, orgToday))) throw forbidden('users.outside_scope');
      scope = await currentCompanyIds(db, actor.id, orgToday);
    }
  }
  const { start, end } = query;
  const filters: SQL[] = [eq(dayShifts.userId, userId), gte(dayShifts.date, start), lte(dayShifts.date, end)];
  if (scope) filters.push(scope.length ? inArray(dayShifts.companyId, scope) : sql`0`);
  const [rows, absences, employer] = await Promise.all([
    db.select().from(dayShifts).where(and(...filters)).orderBy(asc(dayShifts.date)),
    approvedAbsences(db, [userId], start, end),
    employmentCompany(db, userId, orgToday, scope),
  ]);
  // The calendar of the user's company; else of the company of their shifts; else the default.
  const clock = employer ?? (rows.length ? await companyClock(db, rows[0]!.companyId) : null);
  const timezone = clock?.timezone ?? DEFAULT_TIMEZONE;
  const holidays = publicHolidays((clock?.country ?? 'PL') as HolidayCountry, start, end);
  const today = localDate(now, timezone);
  const statistics = scheduleStatistics(rows.map(shiftFacts), {
    from: start,
    to: end,
    today,
    holidayDates: holidays,
    absenceDates: { has: (date) => inRanges(absences.map((a) => ({ start: a.startDate, end: a.endDate })), date) },
  });
  return {
    user_id: userId,
    start,
    end,
    today,
    timezone,
    data: rows.map((row) => toDayShiftPublic(row, mayConfirm(actor, owner, row.confirmed))),
    statistics,
    holidays: holidayList(holidays),
    absences: absences.map(toAbsenceDays),
  };
}

/**
 * The dashboard's table: the shifts of `date` that are running or finished and not confirmed, in
 * the companies the admin acts in (every company for a superadmin), by status then name.
 */
export async function openShifts(db: Db, actor: Actor, date: LocalDate, orgToday: OrgToday): Promise<OpenShifts> {
  const scope = await reachableCompanies(db, actor, orgToday);
  if (scope && scope.length === 0) return { data: [], count: 0 };
  const filters: SQL[] = [eq(dayShifts.date, date), isNotNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)];
  if (scope) filters.push(inArray(dayShifts.companyId, scope));
  const rows = await db
    .select({ shift: dayShifts, fullName: users.fullName, acronym: users.acronym, email: users.email, role: users.role, timezone: companies.timezone })
    .from(dayShifts)
    .innerJoin(users, eq(users.id, dayShifts.userId))
    .innerJoin(companies, eq(companies.id, dayShifts.companyId))
    .where(and(...filters))
    .orderBy(sql`${dayShifts.endedAt} IS NOT NULL`, asc(sql`coalesce(${users.fullName}, ${users.email}) COLLATE NOCASE`));
  const data = rows.map((row) => ({
    ...toDayShiftPublic(row.shift, mayConfirm(actor, { id: row.shift.userId, role: row.role }, row.shift.confirmed)),
    full_name: row.fullName,
    acronym: row.acronym,
    email: row.email,
    timezone: row.timezone,
  }));
  return { data, count: data.length };
}

// ---------------------------------------------------------------------------- start, stop, confirm

async function runningShiftId(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dayShifts.id })
    .from(dayShifts)
    .where(and(eq(dayShifts.userId, userId), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt), eq(dayShifts.confirmed, false)))
    .limit(1);
  return row?.id ?? null;
}

/** The unique indexes are the last word on two starts at once, also across processes. */
function startConflict(error: unknown): never {
  if (isUniqueViolation(error, 'day_shifts.user_id, day_shifts.date')) throw refused('shift_exists_today');
  if (isUniqueViolation(error, 'day_shifts.user_id')) throw refused('other_shift_running');
  if (isForeignKeyViolation(error)) throw conflict('schedule.changed');
  throw error;
}

/**
 * Starts the signed-in user's planned shift, or, without an id, off-schedule work on today's
 * company-local date in the company of their current employment record (409 when they have none).
 * Only on the shift's own local date, only once, with no other shift running.
 */
export async function startShift(db: Db, actor: Actor, scheduleId: string | null | undefined, now: Date, orgToday: OrgToday): Promise<DayShiftPublic> {
  try {
    const row = await db.transaction(async (tx) => {
      if (scheduleId) {
        const shift = await findShift(tx, scheduleId);
        if (shift.userId !== actor.id) throw forbidden('schedule.not_your_shift');
        const { timezone } = await companyClock(tx, shift.companyId);
        const running = await runningShiftId(tx, actor.id);
        const refusal = startRefusal(shiftFacts(shift), { now, timeZone: timezone, hasRunningShift: running !== null && running !== shift.id });
        if (refusal) throw refused(refusal);
        const [started] = await tx
          .update(dayShifts)
          .set({ startedAt: now, updatedAt: now })
          .where(and(eq(dayShifts.id, shift.id), isNull(dayShifts.startedAt), eq(dayShifts.confirmed, false)))
          .returning();
        if (!started) throw refused('already_started');
        return started;
      }
      const company = await employmentCompany(tx, actor.id, orgToday);
      if (!company) throw conflict('schedule.no_employment');
      const today = localDate(now, company.timezone);
      const [[todays], running] = await Promise.all([
        tx.select({ n: count() }).from(dayShifts).where(and(eq(dayShifts.userId, actor.id), eq(dayShifts.date, today))),
        runningShiftId(tx, actor.id),
      ]);
      const refusal = offScheduleStartRefusal({ now, timeZone: company.timezone, hasRunningShift: running !== null, shiftsToday: todays?.n ?? 0 });
      if (refusal) throw refused(refusal);
      const [created] = await tx
        .insert(dayShifts)
        .values({ id: timeOrderedId(now.getTime()), userId: actor.id, companyId: company.id, date: today, offSchedule: true, startedAt: now, createdAt: now })
        .returning();
      return created!;
    });
    return toDayShiftPublic(row, mayConfirm(actor, actor, row.confirmed));
  } catch (error) {
    return startConflict(error);
  }
}

/** Stops the signed-in user's running shift (any date: a night shift ends the next day). */
export async function stopShift(db: Db, actor: Actor, scheduleId: string, now: Date): Promise<DayShiftPublic> {
  const row = await db.transaction(async (tx) => {
    const shift = await findShift(tx, scheduleId);
    if (shift.userId !== actor.id) throw forbidden('schedule.not_your_shift');
    const refusal = stopRefusal(shiftFacts(shift));
    if (refusal) throw refused(refusal);
    // Never before the start, whatever the clocks did.
    const endedAt = shift.startedAt && shift.startedAt > now ? shift.startedAt : now;
    const [stopped] = await tx
      .update(dayShifts)
      .set({ endedAt, updatedAt: now })
      .where(and(eq(dayShifts.id, shift.id), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt), eq(dayShifts.confirmed, false)))
      .returning();
    if (!stopped) throw refused('already_ended');
    return stopped;
  });
  return toDayShiftPublic(row, mayConfirm(actor, actor, row.confirmed));
}

/**
 * Confirms a shift, optionally with adjusted start and end and notes (admins: shifts in their
 * companies of users with the role user and their own; superadmins: any, also once confirmed).
 * Who and when are recorded. Read, check and write share one write transaction.
 */
export async function confirmShift(db: Db, actor: Actor, input: ConfirmShift, now: Date, orgToday: OrgToday): Promise<DayShiftPublic> {
  if (actor.role === 'user') throw refused('not_admin');
  const scope = await reachableCompanies(db, actor, orgToday);
  const row = await db.transaction(async (tx) => {
    const shift = await findShift(tx, input.schedule_id);
    if (scope && !scope.includes(shift.companyId)) throw forbidden('org.not_your_company');
    const [shiftOwner] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, shift.userId)).limit(1);
    if (!shiftOwner) throw notFound('schedule.shift_not_found');
    const instant = (value: string | null | undefined, current: Date | null) =>
      value === undefined ? current : value === null ? null : new Date(value);
    const adjustedStart = instant(input.started_at, shift.adjustedStartedAt);
    const adjustedEnd = instant(input.ended_at, shift.adjustedEndedAt);
    const facts = { ...shiftFacts(shift), adjusted_started_at: adjustedStart, adjusted_ended_at: adjustedEnd };
    const { timezone } = await companyClock(tx, shift.companyId);
    const refusal = confirmRefusal({
      actor,
      owner: shiftOwner,
      shift: facts,
      adjusted_started_at: adjustedStart,
      adjusted_ended_at: adjustedEnd,
      now,
      timeZone: timezone,
    });
    if (refusal) {
      const changed = { started_at: input.started_at !== undefined, ended_at: input.ended_at !== undefined };
      throw refused(refusal, isTimesRefusal(refusal) ? timesRefusalField(refusal, changed) : undefined);
    }
    const notes = input.notes === undefined ? shift.confirmationNotes : input.notes || null;
    const guard = actor.role === 'superadmin' ? eq(dayShifts.id, shift.id) : and(eq(dayShifts.id, shift.id), eq(dayShifts.confirmed, false));
    const [confirmed] = await tx
      .update(dayShifts)
      .set({
        confirmed: true,
        confirmedBy: actor.id,
        confirmedAt: now,
        confirmationNotes: notes,
        adjustedStartedAt: adjustedStart,
        adjustedEndedAt: adjustedEnd,
        updatedAt: now,
      })
      .where(guard)
      .returning();
    if (!confirmed) throw refused('confirmed_read_only');
    if (confirmed.userId !== actor.id) {
      const [by] = await tx.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, actor.id)).limit(1);
      await notify(tx, [shiftConfirmedNotification(confirmed, by ? by.fullName || by.email : null)], now);
    }
    return confirmed;
  });
  // Confirmed now: only a superadmin may change it again (confirmRightRefusal).
  return toDayShiftPublic(row, actor.role === 'superadmin');
}

/** The employee hears that a shift was confirmed (by an admin, or by the system: `byName` null). */
function shiftConfirmedNotification(shift: Pick<DayShiftRow, 'id' | 'userId' | 'date'>, byName: string | null): NewNotification {
  return {
    userId: shift.userId,
    kind: 'shift_confirmed',
    title: `Your shift of ${shift.date} was confirmed`,
    body: byName ? `Confirmed by ${byName}` : 'Confirmed automatically',
    link: `/work-schedule?month=${shift.date.slice(0, 7)}&shift=${shift.id}`,
    data: { schedule_id: shift.id, date: shift.date, by_name: byName },
  };
}

// ------------------------------------------------------------------------------------ auto-confirm

export type AutoConfirmScope = {
  /** Only these companies; null or absent: every company of the tenant. */
  companyIds?: string[] | null;
  /** The shift dates to look at; default the last AUTO_CONFIRM_LOOKBACK_DAYS up to each company's today. */
  period?: AutoConfirm;
  now: Date;
};

/**
 * Confirms, in every company of the scope that has auto-confirm on, the finished, unconfirmed
 * planned shifts whose |deviation| is within the company's tolerance (rules/day-shift.ts
 * autoConfirmable), with the note "auto" and no confirming user (the system). One transaction;
 * answers how many shifts it confirmed.
 */
export async function autoConfirm(db: Db, scope: AutoConfirmScope): Promise<number> {
  const { now } = scope;
  if (scope.companyIds && !scope.companyIds.length) return 0;
  const filters: SQL[] = [eq(companies.autoConfirmEnabled, true)];
  if (scope.companyIds) filters.push(inArray(companies.id, scope.companyIds));
  const enabled = await db.select(clockColumns).from(companies).where(and(...filters));
  if (!enabled.length) return 0;
  return db.transaction(async (tx) => {
    let confirmed = 0;
    for (const company of enabled) {
      const today = localDate(now, company.timezone);
      const from = scope.period?.start ?? addDays(today, -AUTO_CONFIRM_LOOKBACK_DAYS);
      const to = scope.period?.end ?? today;
      // Served by the partial index of finished, unconfirmed shifts.
      const candidates = await tx
        .select({
          id: dayShifts.id,
          date: dayShifts.date,
          offSchedule: dayShifts.offSchedule,
          plannedMinutes: dayShifts.plannedMinutes,
          startedAt: dayShifts.startedAt,
          endedAt: dayShifts.endedAt,
          confirmed: dayShifts.confirmed,
          adjustedStartedAt: dayShifts.adjustedStartedAt,
          adjustedEndedAt: dayShifts.adjustedEndedAt,
        })
        .from(dayShifts)
        .where(
          and(
            eq(dayShifts.companyId, company.id),
            gte(dayShifts.date, from),
            lte(dayShifts.date, to),
            isNotNull(dayShifts.endedAt),
            eq(dayShifts.confirmed, false),
          ),
        );
      const ids = candidates.filter((row) => autoConfirmable(shiftFacts(row), company.autoConfirmToleranceMinutes)).map((row) => row.id);
      for (const chunk of chunked(ids)) {
        const done = await tx
          .update(dayShifts)
          .set({ confirmed: true, confirmedBy: null, confirmedAt: now, confirmationNotes: AUTO_CONFIRM_NOTE, updatedAt: now })
          .where(and(inArray(dayShifts.id, chunk), eq(dayShifts.confirmed, false), isNotNull(dayShifts.endedAt)))
          .returning({ id: dayShifts.id, userId: dayShifts.userId, date: dayShifts.date });
        await notify(tx, done.map((shift) => shiftConfirmedNotification(shift, null)), now);
        confirmed += done.length;
      }
    }
    return confirmed;
  });
}

/** `POST /work-schedule/auto-confirm`: auto-confirm over a period in the admin's companies. */
export async function autoConfirmFor(db: Db, actor: Actor, period: AutoConfirm, now: Date, orgToday: OrgToday): Promise<number> {
  if (actor.role === 'user') throw forbidden();
  return autoConfirm(db, { companyIds: await reachableCompanies(db, actor, orgToday), period, now });
}

// ------------------------------------------------------------------------------ employees schedule

function toCell(row: EmployeesShiftRow): ScheduleCell {
  const facts = shiftFacts(row);
  return {
    id: row.id,
    date: row.date,
    type: row.type,
    color: row.color,
    planned_start: row.plannedStart,
    planned_end: row.plannedEnd,
    planned_minutes: row.offSchedule ? 0 : row.plannedMinutes,
    started_at: iso(row.startedAt),
    ended_at: iso(row.endedAt),
    worked_minutes: workedMinutes(facts),
    status: dayShiftStatus(facts),
    off_schedule: row.offSchedule,
  };
}

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
type EmployeesShiftRow = Pick<
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

const cellRow = (r: unknown[]): EmployeesShiftRow => ({
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

/**
 * The grid of a company or a department for a month: one row per employee with an employment
 * record there during the month (by name), with their shifts in that company and their approved
 * absences. Admins read their companies; superadmins any. Four queries whatever the size.
 */
export async function employeesSchedule(
  db: Db,
  actor: Actor,
  query: EmployeesScheduleQuery,
  now: Date,
  orgToday: OrgToday,
): Promise<EmployeesSchedule> {
  // Users read the team calendar of a department they work in now (the department's grid).
  if (actor.role === 'user' && !query.department_id) throw forbidden('schedule.not_your_team');
  let companyId = query.company_id;
  if (query.department_id) {
    const [dept] = await db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, query.department_id)).limit(1);
    if (!dept) throw notFound('org.department_not_found');
    if (actor.role === 'user' && !(await currentDepartmentIds(db, actor.id, orgToday)).includes(query.department_id)) {
      throw forbidden('schedule.not_your_team');
    }
    if (companyId && companyId !== dept.companyId) {
      throw ValidationError.field(['query', 'department_id'], 'The department does not belong to this company');
    }
    companyId = dept.companyId;
  }
  const clock = await db.select(clockColumns).from(companies).where(eq(companies.id, companyId!)).limit(1);
  const company = clock[0];
  if (!company) throw notFound('org.company_not_found');
  if (actor.role !== 'user') {
    const scope = await reachableCompanies(db, actor, orgToday);
    if (scope && !scope.includes(company.id)) throw forbidden('org.not_your_company');
  }

  const { from, to } = monthsRange(query.month, 1);
  const recordFilters: SQL[] = [
    eq(employmentRecords.companyId, company.id),
    lte(employmentRecords.startDate, to),
    or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, from))!,
  ];
  if (query.department_id) recordFilters.push(eq(employmentRecords.departmentId, query.department_id));
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
      and(inArray(dayShifts.userId, employeeIds), gte(dayShifts.date, from), lte(dayShifts.date, to), eq(dayShifts.companyId, company.id))!,
    ),
    approvedAbsences(db, inArray(vacationRequests.userId, employeeIds), from, to),
  ]);

  const rows = new Map<string, EmployeeScheduleRow>();
  for (const r of records) {
    if (rows.has(r.userId)) continue;
    rows.set(r.userId, {
      user_id: r.userId,
      email: r.email,
      full_name: r.fullName,
      acronym: r.acronym,
      role: r.role,
      department_id: r.departmentId,
      department_name: r.departmentName,
      position: r.position,
      shifts: [],
      absences: [],
    });
  }
  // A user sees colleagues' plans and whether they are away, not their hours or the kind of absence.
  const private_ = (userId: string) => actor.role === 'user' && userId !== actor.id;
  for (const packed of shifts) {
    const shift = cellRow(packed);
    const cell = toCell(shift);
    rows.get(shift.userId)?.shifts.push(private_(shift.userId) ? { ...cell, started_at: null, ended_at: null, worked_minutes: null } : cell);
  }
  for (const row of rows.values()) row.shifts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const absence of absences) {
    const days = toAbsenceDays(absence);
    rows.get(absence.userId)?.absences.push(private_(absence.userId) ? { ...days, type: null } : days);
  }
  const holidays = publicHolidays(company.country, from, to);
  return {
    company_id: company.id,
    department_id: query.department_id ?? null,
    month: query.month,
    timezone: company.timezone,
    today: localDate(now, company.timezone),
    days: monthDates(query.month),
    holidays: holidayList(holidays),
    employees: [...rows.values()],
  };
}
