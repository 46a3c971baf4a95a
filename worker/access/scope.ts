// Who may see what of the organisation (docs/decisions.md "Scoping").
//   - A user's companies: those where they have a current employment record, i.e. one that has not
//     ended (no end date, or an end date on or after its company's local today: lib/today.ts).
//   - A superadmin acts everywhere in the tenant.
//   - An admin acts in their companies: their departments, their employment records, and the users
//     employed there (current or former) plus the users employed nowhere (sign-ups to hire).
//   - A user reads the companies and departments of their current records.
// Lists leave out what the caller may not see: the scope is a SQL condition inside the list's own
// query, so a page and its count agree. A single id is checked by requireAccess (index.ts): 403
// outside the scope, 404 unknown.
import { and, eq, exists, gt, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import {
  chatMembers,
  chats,
  companies,
  departments,
  employmentRecords,
  openShifts,
  shiftSwaps,
  users,
  vacationRequests,
} from '../db/schema';
import type { RequestContext } from '../lib/request-context';
import type { Role } from '../features/users/schemas';
import type { OrgToday } from '../lib/today';
import { addDays } from '../lib/time';

/** What the scope's queries need of a database or a transaction. */
export type Reader = Pick<Db, 'select' | 'selectDistinct'>;
/** What the scope needs of a request: who calls, on which handle, on which day. */
export type ScopeContext = Pick<RequestContext, 'actor' | 'orgToday'> & { db: Reader };

type RecordColumns = { endDate: SQLiteColumn; companyId: SQLiteColumn };

/**
 * Records that have not ended: no end date, or one on or after the local today of the record's
 * company. Only an end date on the UTC date or the day before depends on the company's zone.
 */
export function isCurrentRecord(today: OrgToday, record: RecordColumns = employmentRecords): SQL {
  return currentRecordCondition(record, {
    utc: today.utc,
    yesterday: addDays(today.utc, -1),
    ahead: JSON.stringify(today.ahead),
    behind: JSON.stringify(today.behind),
  });
}

/** isCurrentRecord in a prepared statement (db/prepared.ts): today comes as todayParams(today). */
export const isCurrentRecordPrepared = (record: RecordColumns = employmentRecords): SQL =>
  currentRecordCondition(record, {
    utc: sql.placeholder('todayUtc'),
    yesterday: sql.placeholder('todayYesterday'),
    ahead: sql.placeholder('todayAhead'),
    behind: sql.placeholder('todayBehind'),
  });

/** The placeholders' values of isCurrentRecordPrepared. */
export const todayParams = (today: OrgToday) => ({
  todayUtc: today.utc,
  todayYesterday: addDays(today.utc, -1),
  todayAhead: JSON.stringify(today.ahead),
  todayBehind: JSON.stringify(today.behind),
});

type TodayValues = { utc: unknown; yesterday: unknown; ahead: unknown; behind: unknown };

function currentRecordCondition(record: RecordColumns, today: TodayValues): SQL {
  const { endDate, companyId } = record;
  const zone = sql`(SELECT company_of_record.timezone FROM ${companies} AS company_of_record WHERE company_of_record.id = ${companyId})`;
  return or(
    isNull(endDate),
    gt(endDate, today.utc),
    and(eq(endDate, today.utc), sql`${zone} NOT IN (SELECT value FROM json_each(${today.ahead}))`),
    and(eq(endDate, today.yesterday), sql`${zone} IN (SELECT value FROM json_each(${today.behind}))`),
  )!;
}

/** A subquery of the company ids where the user has a current record. */
export function currentCompanyIdsQuery(db: Reader, userId: string, today: OrgToday) {
  const mine = alias(employmentRecords, 'mine');
  return db
    .selectDistinct({ companyId: mine.companyId })
    .from(mine)
    .where(and(eq(mine.userId, userId), isCurrentRecord(today, mine)));
}

/** A subquery of the department ids of the user's current records. */
export function currentDepartmentIdsQuery(db: Reader, userId: string, today: OrgToday) {
  const mine = alias(employmentRecords, 'mine_dept');
  return db
    .selectDistinct({ departmentId: mine.departmentId })
    .from(mine)
    .where(and(eq(mine.userId, userId), isCurrentRecord(today, mine), sql`${mine.departmentId} IS NOT NULL`));
}

export async function currentCompanyIds(db: Reader, userId: string, today: OrgToday): Promise<string[]> {
  const rows = await currentCompaniesOf(db).all({ userId, ...todayParams(today) });
  return rows.map((r) => r.companyId);
}
const currentCompaniesOf = preparedPerHandle((db: Reader) => currentCompaniesOfPlaceholder(db, 'mine').prepare());

/** The companies of the current records of the placeholder `userId`, in a prepared statement (todayParams too). */
function currentCompaniesOfPlaceholder(db: Reader, name: string) {
  const mine = alias(employmentRecords, name);
  return db
    .selectDistinct({ companyId: mine.companyId })
    .from(mine)
    .where(and(eq(mine.userId, sql.placeholder('userId')), isCurrentRecordPrepared(mine)));
}

export async function currentDepartmentIds(db: Reader, userId: string, today: OrgToday): Promise<string[]> {
  const rows = await currentDepartmentIdsQuery(db, userId, today);
  return rows.flatMap((r) => (r.departmentId ? [r.departmentId] : []));
}

/**
 * The condition on `users` of the users an admin may see and manage: themselves, anyone with an
 * employment record (current or ended) in one of the admin's companies, and anyone with no record.
 */
export function usersVisibleToAdmin(db: Reader, adminId: string, today: OrgToday): SQL {
  const any = alias(employmentRecords, 'any_record');
  const theirs = alias(employmentRecords, 'their_record');
  return or(
    eq(users.id, adminId),
    exists(
      db
        .select({ one: sql`1` })
        .from(theirs)
        .where(and(eq(theirs.userId, users.id), inArray(theirs.companyId, currentCompanyIdsQuery(db, adminId, today)))),
    ),
    notExists(db.select({ one: sql`1` }).from(any).where(eq(any.userId, users.id))),
  )!;
}

// ---------------------------------------------------------------------------- the caller's companies

/** The subquery of the companies the caller acts in; null for a superadmin (everywhere). */
export type CompanyScope = ReturnType<typeof currentCompanyIdsQuery> | null;

/** The caller's companies as a subquery, for list queries: null for a superadmin. */
export function companyScope({ db, actor, orgToday }: ScopeContext): CompanyScope {
  return actor.role === 'superadmin' ? null : currentCompanyIdsQuery(db, actor.id, orgToday);
}

/** The caller's companies, loaded: null for a superadmin (everywhere), else their current ones. */
export async function reachableCompanies({ db, actor, orgToday }: ScopeContext): Promise<string[] | null> {
  return actor.role === 'superadmin' ? null : currentCompanyIds(db, actor.id, orgToday);
}

/**
 * `column` within the scope: no condition for a superadmin (null), false for no company at all,
 * else `column IN (...)` of the ids or the subquery.
 */
export function inCompanies(column: SQLiteColumn, scope: readonly string[] | CompanyScope): SQL | undefined {
  if (scope === null) return undefined;
  if (Array.isArray(scope)) return scope.length ? inArray(column, scope as string[]) : sql`0`;
  return inArray(column, scope as Exclude<CompanyScope, null>);
}

/** The absence requests a caller lists: their companies' and their own wherever filed (superadmins: all). */
export function visibleAbsences(ctx: Pick<ScopeContext, 'actor'>, scope: readonly string[] | CompanyScope): SQL | undefined {
  const inScope = inCompanies(vacationRequests.companyId, scope);
  return inScope && or(inScope, eq(vacationRequests.userId, ctx.actor.id));
}

/** The departments a caller reads: a user those of their current records, others their companies'. */
export function visibleDepartments(ctx: ScopeContext): SQL | undefined {
  const { db, actor, orgToday } = ctx;
  if (actor.role === 'user') return inArray(departments.id, currentDepartmentIdsQuery(db, actor.id, orgToday));
  return inCompanies(departments.companyId, companyScope(ctx));
}

/** The users the caller may see and manage: no condition for a superadmin (see usersVisibleToAdmin). */
export function userScope({ db, actor, orgToday }: ScopeContext): SQL | undefined {
  return actor.role === 'superadmin' ? undefined : usersVisibleToAdmin(db, actor.id, orgToday);
}

/** Whether an admin may see and manage this user (see `usersVisibleToAdmin`). */
export async function adminSeesUser(db: Reader, adminId: string, userId: string, today: OrgToday): Promise<boolean> {
  if (adminId === userId) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), usersVisibleToAdmin(db, adminId, today)))
    .limit(1);
  return Boolean(row);
}

/**
 * The chat rooms a caller lists: the ones they belong to; admins also those of their companies (they
 * manage them); superadmins all. For a prepared statement (db/prepared.ts): the caller comes as
 * visibleRoomsParams.
 */
export function visibleRooms(db: Reader, role: Role): SQL | undefined {
  if (role === 'superadmin') return undefined;
  const userId = sql.placeholder('userId');
  const mine = inArray(chats.id, db.select({ id: chatMembers.chatId }).from(chatMembers).where(eq(chatMembers.userId, userId)));
  if (role === 'user') return mine;
  return or(mine, inArray(chats.companyId, currentCompaniesOfPlaceholder(db, 'rooms_company')));
}

export const visibleRoomsParams = ({ actor, orgToday }: Pick<ScopeContext, 'actor' | 'orgToday'>) => ({
  userId: actor.id,
  ...todayParams(orgToday),
});

/**
 * The open shifts a caller lists: users those of the departments they work in now (any status, so
 * that their claims stay visible); admins their companies'; superadmins all.
 */
export function visibleOpenShifts(ctx: ScopeContext): SQL | undefined {
  const { db, actor, orgToday } = ctx;
  if (actor.role === 'user') return inArray(openShifts.departmentId, currentDepartmentIdsQuery(db, actor.id, orgToday));
  return inCompanies(openShifts.companyId, companyScope(ctx));
}

/**
 * The swaps a caller lists: users the offers of the departments they work in now and those they
 * offered or accepted; admins their companies' and their own; superadmins all.
 */
export function visibleSwaps(ctx: ScopeContext): SQL | undefined {
  const { db, actor, orgToday } = ctx;
  if (actor.role === 'superadmin') return undefined;
  const mine = or(eq(shiftSwaps.offeredBy, actor.id), eq(shiftSwaps.acceptedBy, actor.id));
  if (actor.role === 'user') return or(mine, inArray(shiftSwaps.departmentId, currentDepartmentIdsQuery(db, actor.id, orgToday)));
  return or(mine, inCompanies(shiftSwaps.companyId, companyScope(ctx)));
}

/** Whether the caller acts in this company: superadmins everywhere, others in their current ones. */
export async function actsIn(ctx: ScopeContext, companyId: string): Promise<boolean> {
  const scope = await reachableCompanies(ctx);
  return scope === null || scope.includes(companyId);
}
