// Who may see what of the organisation (docs/decisions.md "Scoping").
//   - A user's companies: those where they have a current employment record, i.e. one that has not
//     ended (no end date, or an end date today or later; "today" is the UTC date for now).
//   - A superadmin acts everywhere in the tenant.
//   - An admin acts in their companies: their departments, their employment records, and the users
//     employed there (current or former) plus the users employed nowhere (sign-ups to hire).
//   - A user reads the companies and departments of their current records.
// Lists leave out what the caller may not see; a single id outside the scope is 403, unknown 404.
import { and, eq, exists, gte, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { employmentRecords, users, type UserRow } from '../../db/schema';

export type Actor = Pick<UserRow, 'id' | 'role'>;

/** Records that have not ended on `today`. */
export function isCurrentRecord(today: string, endDate: SQLiteColumn = employmentRecords.endDate): SQL {
  return or(isNull(endDate), gte(endDate, today))!;
}

/** A subquery of the company ids where the user has a current record. */
export function currentCompanyIdsQuery(db: Db, userId: string, today: string) {
  const mine = alias(employmentRecords, 'mine');
  return db
    .selectDistinct({ companyId: mine.companyId })
    .from(mine)
    .where(and(eq(mine.userId, userId), isCurrentRecord(today, mine.endDate)));
}

/** A subquery of the department ids of the user's current records. */
export function currentDepartmentIdsQuery(db: Db, userId: string, today: string) {
  const mine = alias(employmentRecords, 'mine_dept');
  return db
    .selectDistinct({ departmentId: mine.departmentId })
    .from(mine)
    .where(and(eq(mine.userId, userId), isCurrentRecord(today, mine.endDate), sql`${mine.departmentId} IS NOT NULL`));
}

export async function currentCompanyIds(db: Db, userId: string, today: string): Promise<string[]> {
  const rows = await currentCompanyIdsQuery(db, userId, today);
  return rows.map((r) => r.companyId);
}

export async function currentDepartmentIds(db: Db, userId: string, today: string): Promise<string[]> {
  const rows = await currentDepartmentIdsQuery(db, userId, today);
  return rows.flatMap((r) => (r.departmentId ? [r.departmentId] : []));
}

/**
 * The condition on `users` of the users an admin may see and manage: themselves, anyone with an
 * employment record (current or ended) in one of the admin's companies, and anyone with no record.
 */
export function usersVisibleToAdmin(db: Db, adminId: string, today: string): SQL {
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

/** Whether an admin may see and manage this user (see `usersVisibleToAdmin`). */
export async function adminSeesUser(db: Db, adminId: string, userId: string, today: string): Promise<boolean> {
  if (adminId === userId) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), usersVisibleToAdmin(db, adminId, today)))
    .limit(1);
  return Boolean(row);
}
