// User rules (spec/product-rules.md "Roles"). No HTTP here: routes pass the request context
// (lib/request-context.ts), or the signed-in row for what a user does to their own account.
import { and, asc, count, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { employmentRecords, users, type UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { adminSeesUser, usersVisibleToAdmin } from '../org/scope';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Role } from './roles';
import { userSortKey } from './sort-key';
import type { ListUsersQuery, UserCreate, UserPublic, UserUpdate, UserUpdateMe, UsersPublic } from './schemas';
import type { OrgToday } from '../../lib/today';



export function toPublic(row: UserRow): UserPublic {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    acronym: row.acronym,
    phone_1: row.phone1,
    phone_2: row.phone2,
    address: row.address,
    avatar: row.avatar,
    role: row.role,
    is_active: row.isActive,
    is_superuser: row.role === 'superadmin',
    created_at: row.createdAt.toISOString(),
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Initials of the full name, for the acronym column when none is given ("Jan Kowalski" -> "JK"). */
export function deriveAcronym(fullName: string | null | undefined): string | null {
  const letters = (fullName ?? '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toLocaleUpperCase());
  return letters.length ? letters.slice(0, 3).join('') : null;
}

/** What the users search looks in: lower-cased email, full name and acronym. */
export function searchText(row: { email: string; fullName?: string | null; acronym?: string | null }): string {
  return [row.email, row.fullName, row.acronym].filter(Boolean).join(' ').toLocaleLowerCase();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

async function emailTaken(db: Pick<Db, 'select'>, email: string, exceptId?: string): Promise<boolean> {
  const condition = exceptId
    ? and(eq(users.email, email), ne(users.id, exceptId))
    : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return Boolean(row);
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('UNIQUE constraint failed');
}

type NewUser = Omit<UserCreate, 'role' | 'is_active'> & { role?: Role; is_active?: boolean };

/**
 * Inserts a user; the email must be free (400 otherwise, also when a concurrent insert wins), with
 * the template's text of the calling route (POST /users/ and /users/signup differ by a full stop).
 */
export async function insertUser(
  db: Pick<Db, 'select' | 'insert'>,
  input: NewUser,
  taken: 'users.email_taken' | 'signup.email_taken' = 'users.email_taken',
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  if (await emailTaken(db, email)) throw badRequest(taken);
  const fullName = input.full_name || null;
  const acronym = input.acronym || deriveAcronym(fullName);
  try {
    const [row] = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        fullName,
        acronym,
        phone1: input.phone_1 || null,
        phone2: input.phone_2 || null,
        address: input.address || null,
        role: input.role ?? 'user',
        isActive: input.is_active ?? true,
        hashedPassword: await hashPassword(input.password),
        searchText: searchText({ email, fullName, acronym }),
        sortKey: userSortKey({ email, fullName }),
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(taken);
    throw error;
  }
}

export async function createUser(ctx: RequestContext, input: UserCreate): Promise<UserRow> {
  const { db, actor } = ctx;
  if (actor.role !== 'superadmin') {
    if (input.role !== 'user') throw forbidden('users.role_requires_superadmin');
    if (!input.is_active) throw forbidden('users.active_flag_requires_superadmin');
  }
  return insertUser(db, input);
}


/**
 * Users matching the search and the company and department filters (users with an employment
 * record there, current or ended). Admins see only the users they may manage (see org/scope.ts).
 */
export async function listUsers(ctx: RequestContext, query: ListUsersQuery): Promise<UsersPublic> {
  const { db, actor, orgToday: today } = ctx;
  const filters: SQL[] = [];
  if (actor.role !== 'superadmin') filters.push(usersVisibleToAdmin(db, actor.id, today));
  if (query.company_id || query.department_id) {
    const conditions = [eq(employmentRecords.userId, users.id)];
    if (query.company_id) conditions.push(eq(employmentRecords.companyId, query.company_id));
    if (query.department_id) conditions.push(eq(employmentRecords.departmentId, query.department_id));
    filters.push(exists(db.select({ one: sql`1` }).from(employmentRecords).where(and(...conditions))));
  }
  if (query.search) {
    const term = query.search.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    filters.push(sql`${users.searchText} LIKE ${`%${term}%`} ESCAPE '\\'`);
  }
  const where = filters.length ? and(...filters) : undefined;
  await fillMissingSortKeys(db);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.sortKey), asc(users.email))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toPublic), count: total?.n ?? 0 };
}

/**
 * Users are written with their sort key; rows written before the column existed (or by a tool that
 * does not set it) have '' and get theirs here, before a list sorts by it. An index seek when
 * there is nothing to do.
 */
export async function fillMissingSortKeys(db: Db): Promise<void> {
  for (;;) {
    const missing = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(eq(users.sortKey, '')).limit(500);
    if (!missing.length) return;
    await db.transaction(async (tx) => {
      for (const row of missing) {
        await tx.update(users).set({ sortKey: userSortKey(row) }).where(and(eq(users.id, row.id), eq(users.sortKey, '')));
      }
    });
  }
}

/** 403 when an admin reaches a user employed only in other companies (see org/scope.ts). */
async function assertInScope(db: Db, actor: Actor, target: UserRow, today: OrgToday) {
  if (actor.role === 'admin' && !(await adminSeesUser(db, actor.id, target.id, today))) {
    throw forbidden('users.outside_scope');
  }
}

/** A user may read themselves; superadmins anyone; admins the users they may manage. */
export async function getUserFor(ctx: RequestContext, id: string): Promise<UserRow> {
  const { db, actor, orgToday: today } = ctx;
  if (id !== actor.id && actor.role === 'user') throw forbidden();
  const row = await findUserById(db, id);
  if (!row) throw notFound('users.not_found');
  await assertInScope(db, actor, row, today);
  return row;
}

function profileChanges(input: UserUpdateMe, current: UserRow) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.email !== undefined) changes.email = normalizeEmail(input.email);
  if (input.full_name !== undefined) changes.fullName = input.full_name || null;
  if (input.acronym !== undefined) changes.acronym = input.acronym || null;
  if (input.phone_1 !== undefined) changes.phone1 = input.phone_1 || null;
  if (input.phone_2 !== undefined) changes.phone2 = input.phone_2 || null;
  if (input.address !== undefined) changes.address = input.address || null;
  const next = {
    email: changes.email ?? current.email,
    fullName: changes.fullName !== undefined ? changes.fullName : current.fullName,
    acronym: changes.acronym !== undefined ? changes.acronym : current.acronym,
  };
  changes.searchText = searchText(next);
  changes.sortKey = userSortKey(next);
  return changes;
}

async function saveChanges(db: Db, current: UserRow, changes: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  if (changes.email && changes.email !== current.email && (await emailTaken(db, changes.email, current.id))) {
    throw conflict('users.email_in_use');
  }
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, current.id))
      .returning();
    if (!row) throw notFound('users.not_found');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('users.email_in_use');
    throw error;
  }
}

export async function updateMe(db: Db, me: UserRow, input: UserUpdateMe): Promise<UserRow> {
  return saveChanges(db, me, profileChanges(input, me));
}

async function activeSuperadminsOtherThan(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), ne(users.id, id)));
  return row?.n ?? 0;
}

/** Admins manage accounts with the role user (and themselves); superadmins manage everyone. */
function assertMayManage(actor: Actor, target: UserRow) {
  if (actor.role === 'user') throw forbidden();
  if (actor.role === 'admin' && target.role !== 'user' && target.id !== actor.id) {
    throw forbidden('users.admin_manages_role_user');
  }
}

/**
 * Activates an account (a sign-up waiting for approval): admins for users with the role user in
 * their scope, superadmins anyone. Deactivating stays a superadmin's, through PATCH.
 */
export async function activateUser(ctx: RequestContext, id: string): Promise<UserRow> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  const target = await findUserById(db, id);
  if (!target) throw notFound('users.not_found');
  assertMayManage(actor, target);
  await assertInScope(db, actor, target, today);
  if (target.isActive) return target;
  const [row] = await db.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.id, target.id)).returning();
  if (!row) throw notFound('users.not_found');
  return row;
}

export async function updateUser(ctx: RequestContext, id: string, input: UserUpdate): Promise<UserRow> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  const target = await findUserById(db, id);
  if (!target) throw notFound('users.unknown_id');
  assertMayManage(actor, target);
  await assertInScope(db, actor, target, today);

  const changes = profileChanges(input, target);
  const roleChanges = input.role !== undefined && input.role !== target.role;
  const activeChanges = input.is_active !== undefined && input.is_active !== target.isActive;
  if ((roleChanges || activeChanges) && actor.role !== 'superadmin') {
    throw forbidden('users.role_or_active_requires_superadmin');
  }
  const losesSuperadmin =
    target.role === 'superadmin' && target.isActive && ((roleChanges && input.role !== 'superadmin') || input.is_active === false);
  if (losesSuperadmin && (await activeSuperadminsOtherThan(db, target.id)) === 0) {
    throw conflict('users.last_superadmin');
  }
  if (roleChanges) changes.role = input.role;
  if (activeChanges) changes.isActive = input.is_active;
  let revokeTokens = activeChanges && input.is_active === false;
  if (input.password !== undefined) {
    changes.hashedPassword = await hashPassword(input.password);
    revokeTokens = true;
  }
  if (revokeTokens) changes.tokenVersion = target.tokenVersion + 1;
  return saveChanges(db, target, changes);
}

export async function changeOwnPassword(db: Db, me: UserRow, currentPassword: string, newPassword: string) {
  if (!(await verifyPassword(currentPassword, me.hashedPassword))) throw badRequest('users.incorrect_password');
  if (currentPassword === newPassword) {
    throw badRequest('users.same_password');
  }
  await setPassword(db, me, newPassword);
}

/** Sets a new password and invalidates every token issued before. */
export async function setPassword(db: Db, user: UserRow, newPassword: string) {
  await db
    .update(users)
    .set({
      hashedPassword: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

export async function deleteUser(ctx: RequestContext, id: string): Promise<void> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  const target = await findUserById(db, id);
  if (!target) throw notFound('users.not_found');
  if (target.id === actor.id) throw forbidden('users.delete_self');
  assertMayManage(actor, target);
  await assertInScope(db, actor, target, today);
  await db.delete(users).where(eq(users.id, target.id));
}

export async function deleteMe(db: Db, me: UserRow): Promise<void> {
  if (me.role === 'superadmin' && (await activeSuperadminsOtherThan(db, me.id)) === 0) {
    throw conflict('users.last_superadmin_delete');
  }
  await db.delete(users).where(eq(users.id, me.id));
}
