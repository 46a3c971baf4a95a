// User rules (spec/product-rules.md "Roles"): accounts that admins manage and the signed-in user's
// own. Who reaches which account is the access module's (worker/access); SQL is queries.ts.
import { requireAccess } from '../../access';
import { userScope } from '../../access/scope';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { deriveAcronym, normalizeEmail, profileChanges, searchText, toPublic } from './profile';
import {
  activeSuperadminsOtherThan,
  clearAvatarRow,
  deleteUserRow,
  emailTaken,
  fillMissingSortKeys,
  findUserByStoredEmail,
  insertUserRow,
  replacePassword,
  updateUserRow,
  usersPage,
  type UserChanges,
} from './queries';
import type { Role } from './roles';
import type { ListUsersQuery, UserCreate, UserPublic, UsersPublic, UserUpdate, UserUpdateMe } from './schemas';
import { userSortKey } from './sort-key';

export const findUserByEmail = (db: Db, email: string) => findUserByStoredEmail(db, normalizeEmail(email));

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
    return await insertUserRow(db, {
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(taken);
    throw error;
  }
}

/** Admins create accounts with the role user, active; other roles and inactive ones are a superadmin's. */
export async function createUser(ctx: RequestContext, input: UserCreate): Promise<UserRow> {
  if (ctx.actor.role !== 'superadmin') {
    if (input.role !== 'user') throw forbidden('users.role_requires_superadmin');
    if (!input.is_active) throw forbidden('users.active_flag_requires_superadmin');
  }
  return insertUser(ctx.db, input);
}

/**
 * Users matching the search and the company and department filters (users with an employment
 * record there, current or ended). Admins see only the users they may manage (access/scope.ts).
 */
export async function listUsers(ctx: RequestContext, query: ListUsersQuery): Promise<UsersPublic> {
  const { db } = ctx;
  const visible = userScope(ctx);
  await fillMissingSortKeys(db);
  const page = await usersPage(db, visible, query);
  return { data: page.rows.map(toPublic), count: page.count };
}

/** A user may read themselves; superadmins anyone; admins the users they may manage. */
export function getUserFor(ctx: RequestContext, id: string): Promise<UserRow> {
  return requireAccess(ctx, 'user.read', id);
}

async function saveChanges(ctx: RequestContext, current: UserRow, changes: UserChanges): Promise<UserRow> {
  const { db, now } = ctx;
  if (changes.email && changes.email !== current.email && (await emailTaken(db, changes.email, current.id))) {
    throw conflict('users.email_in_use');
  }
  try {
    const row = await updateUserRow(db, current.id, { ...changes, updatedAt: now });
    if (!row) throw notFound('users.not_found');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('users.email_in_use');
    throw error;
  }
}

/**
 * Activates an account (a sign-up waiting for approval): admins for users with the role user in
 * their scope, superadmins anyone. Deactivating stays a superadmin's, through PATCH.
 */
export async function activateUser(ctx: RequestContext, id: string): Promise<UserRow> {
  const target = await requireAccess(ctx, 'user.activate', id);
  if (target.isActive) return target;
  const row = await updateUserRow(ctx.db, target.id, { isActive: true, updatedAt: ctx.now });
  if (!row) throw notFound('users.not_found');
  return row;
}

export async function updateUser(ctx: RequestContext, id: string, input: UserUpdate): Promise<UserRow> {
  const { db, actor } = ctx;
  const target = await requireAccess(ctx, 'user.update', id);
  const changes = profileChanges(input, target);
  const roleChanges = input.role !== undefined && input.role !== target.role;
  const activeChanges = input.is_active !== undefined && input.is_active !== target.isActive;
  if ((roleChanges || activeChanges) && actor.role !== 'superadmin') {
    throw forbidden('users.role_or_active_requires_superadmin');
  }
  const losesSuperadmin = target.role === 'superadmin' && target.isActive
    && ((roleChanges && input.role !== 'superadmin') || input.is_active === false);
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
  return saveChanges(ctx, target, changes);
}

export async function deleteUser(ctx: RequestContext, id: string): Promise<void> {
  const target = await requireAccess(ctx, 'user.delete', id);
  if (target.id === ctx.actor.id) throw forbidden('users.delete_self');
  await deleteUserRow(ctx.db, target.id);
}

// ------------------------------------------------------------------------ the signed-in user

export function updateMe(ctx: RequestContext, me: UserRow, input: UserUpdateMe): Promise<UserRow> {
  return saveChanges(ctx, me, profileChanges(input, me));
}

/**
 * For media (POST /users/me/avatar): sets or clears the signed-in user's avatar URL; answers the
 * user and the URL it replaced, whose file the caller removes.
 */
export async function setAvatar(
  ctx: RequestContext,
  me: UserRow,
  url: string | null,
): Promise<{ user: UserPublic; previous: string | null }> {
  const row = await saveChanges(ctx, me, { avatar: url });
  return { user: toPublic(row), previous: me.avatar };
}

/** For media: a deleted image stops being the avatar of the user whose avatar it was. */
export async function forgetAvatar(ctx: RequestContext, userId: string, url: string): Promise<void> {
  await clearAvatarRow(ctx.db, userId, url, ctx.now);
}

export async function changeOwnPassword(ctx: RequestContext, me: UserRow, currentPassword: string, newPassword: string) {
  if (!(await verifyPassword(currentPassword, me.hashedPassword))) throw badRequest('users.incorrect_password');
  if (currentPassword === newPassword) throw badRequest('users.same_password');
  await setPassword(ctx.db, me, newPassword, ctx.now);
}

/** Sets a new password and invalidates every token issued before. */
export async function setPassword(db: Db, user: UserRow, newPassword: string, now: Date) {
  await replacePassword(db, user.id, await hashPassword(newPassword), now);
}

export async function deleteMe({ db }: RequestContext, me: UserRow): Promise<void> {
  if (me.role === 'superadmin' && (await activeSuperadminsOtherThan(db, me.id)) === 0) {
    throw conflict('users.last_superadmin_delete');
  }
  await deleteUserRow(db, me.id);
}
