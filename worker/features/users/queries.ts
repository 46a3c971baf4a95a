// The users feature's SQL: accounts by id and email, the page of a list, and the writes.
import { and, asc, count, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { answerReads, tablesMark } from '../../lib/answer-cache';
import { employmentRecords, users, type UserRow } from '../../db/schema';
import type { ListUsersQuery } from './schemas';
import { userSortKey } from './sort-key';

type Reader = Pick<Db, 'select'>;
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function findUserById(db: Reader, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

const userById = preparedPerHandle((db: Db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare());

const USERS_TABLE = answerReads(users);
/** At most this many signed-in users' rows are kept per database; then the memory starts again. */
const KEPT_USERS = 5000;
/** Signed-in users' rows per database, good while its users table is unchanged (lib/answer-cache.ts). */
const keptUsers = new WeakMap<Db, { mark: string; rows: Map<string, UserRow | null> }>();

/**
 * findUserById for every signed-in request: its SQL is built once per database handle, and where
 * the database tells changes (local files) the row is kept until the users table changes. Each
 * caller gets a copy of its own.
 */
export async function findSignedInUser(db: Db, id: string): Promise<UserRow | null> {
  const mark = tablesMark(db, USERS_TABLE);
  if (mark === null) return (await userById(db).get({ id })) ?? null;
  let kept = keptUsers.get(db);
  if (!kept || kept.mark !== mark) keptUsers.set(db, kept = { mark, rows: new Map() });
  let row = kept.rows.get(id);
  if (row === undefined) {
    row = (await userById(db).get({ id })) ?? null;
    if (kept.rows.size >= KEPT_USERS) kept.rows.clear();
    kept.rows.set(id, row);
  }
  return row && { ...row };
}

/** The account of an email as stored (trimmed, lower-cased by the caller). */
export async function findUserByStoredEmail(db: Reader, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function emailTaken(db: Reader, email: string, exceptId?: string): Promise<boolean> {
  const condition = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return Boolean(row);
}

export async function insertUserRow(db: Pick<Db, 'insert'>, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

/**
 * A page of the users the caller sees (`visible`) matching the list's search and its company and
 * department filters (users with an employment record there, current or ended), and their count.
 */
export async function usersPage(db: Db, visible: SQL | undefined, query: ListUsersQuery) {
  const filters: (SQL | undefined)[] = [visible];
  if (query.company_id || query.department_id) {
    const conditions = [eq(employmentRecords.userId, users.id)];
    if (query.company_id) conditions.push(eq(employmentRecords.companyId, query.company_id));
    if (query.department_id) conditions.push(eq(employmentRecords.departmentId, query.department_id));
    filters.push(exists(db.select({ one: sql`1` }).from(employmentRecords).where(and(...conditions))));
  }
  if (query.search) filters.push(searchCondition(query.search));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.sortKey), asc(users.email)).limit(query.limit).offset(query.skip),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The condition of a search in email, full name and acronym (the lower-cased search column). */
export function searchCondition(search: string): SQL {
  const term = search.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${users.searchText} LIKE ${`%${term}%`} ESCAPE '\\'`;
}

/**
 * Users are written with their sort key; rows written before the column existed (or by a tool that
 * does not set it) have '' and get theirs here, before a list sorts by it. An index seek when
 * there is nothing to do.
 */
export async function fillMissingSortKeys(db: Db): Promise<void> {
  for (;;) {
    const missing = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(eq(users.sortKey, ''))
      .limit(500);
    if (!missing.length) return;
    await db.transaction(async (tx) => {
      for (const row of missing) {
        await tx.update(users).set({ sortKey: userSortKey(row) }).where(and(eq(users.id, row.id), eq(users.sortKey, '')));
      }
    });
  }
}

/** Writes the changes; null when the user is gone. */
export async function updateUserRow(db: Db, id: string, changes: UserChanges): Promise<UserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** The user's avatar is gone, if it is still this URL. */
export async function clearAvatarRow(db: Db, id: string, url: string, now: Date): Promise<void> {
  await db.update(users).set({ avatar: null, updatedAt: now }).where(and(eq(users.id, id), eq(users.avatar, url)));
}

/** A new password hash, and every token issued before stops working. */
export async function replacePassword(db: Db, id: string, hashedPassword: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ hashedPassword, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}

export async function activeSuperadminsOtherThan(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), ne(users.id, id)));
  return row?.n ?? 0;
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
