// Availability records (docs/availability.md), as the access switch (index.ts) checks them: a
// person's exception or pending change is theirs to read and withdraw; admins act on those of the
// people they manage (scope.ts adminSeesUser); superadmins on everyone's. Deciding a change is the
// admins' (the route admits no user).
import type { AvailabilityChangeRow, AvailabilityExceptionRow } from '../db/schema';
import { approvingCompanies, findChange, findException } from '../features/availability/queries';
import { forbidden, notFound } from '../lib/errors';
import { adminSeesUser, type ScopeContext } from './scope';

async function ownerReachable(ctx: ScopeContext, userId: string): Promise<void> {
  if (ctx.actor.role === 'superadmin' || userId === ctx.actor.id) return;
  if (ctx.actor.role === 'user') throw forbidden('availability.not_yours');
  if (!(await adminSeesUser(ctx.db, ctx.actor.id, userId, ctx.orgToday))) throw forbidden('users.outside_scope');
}

export async function availabilityException(ctx: ScopeContext, id: string): Promise<AvailabilityExceptionRow> {
  const row = await findException(ctx.db, id);
  if (!row) throw notFound('availability.exception_not_found');
  await ownerReachable(ctx, row.userId);
  return row;
}

export async function availabilityChange(ctx: ScopeContext, id: string): Promise<AvailabilityChangeRow> {
  const row = await findChange(ctx.db, id);
  if (!row) throw notFound('availability.change_not_found');
  // An admin never decides their own change.
  if (ctx.actor.role === 'admin' && row.userId === ctx.actor.id) throw forbidden('availability.not_yours');
  await ownerReachable(ctx, row.userId);
  return row;
}

/**
 * The companies whose approval a change of this person's availability waits for: none when an
 * admin or a superadmin makes it (they are the approvers), else the person's current companies
 * that set approval to 'admin'.
 */
export async function approvalsNeeded(ctx: ScopeContext, userId: string): Promise<string[]> {
  if (ctx.actor.role !== 'user') return [];
  return approvingCompanies(ctx.db, userId, ctx.orgToday);
}
