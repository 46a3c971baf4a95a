// Skills (docs/skills.md), as the access switch (index.ts) checks them.
import type { UserRow } from '../db/schema';
import { findUserById } from '../features/users/queries';
import { forbidden, notFound } from '../lib/errors';
import { adminSeesUser, type ScopeContext } from './scope';

/** Set a person's skills: admins the people they manage (themselves too), superadmins anyone; never users. */
export async function skillHoldings(ctx: ScopeContext, userId: string): Promise<UserRow> {
  if (ctx.actor.role === 'user') throw forbidden();
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound('users.not_found');
  if (ctx.actor.role === 'admin' && !(await adminSeesUser(ctx.db, ctx.actor.id, userId, ctx.orgToday))) {
    throw forbidden('users.outside_scope');
  }
  return row;
}
