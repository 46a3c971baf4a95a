// The shift market's records (docs/shift-market.md), as the access switch (index.ts) checks them:
// who manages an open shift or a swap (the admins of its company, superadmins), who reads one (its
// managers, the employees of its department now, the two sides of a swap). Lists of them filter
// with scope.ts (visibleOpenShifts, visibleSwaps) and answer their flags from batch.ts.
import { findOpenShift, findSwap, worksIn, type OpenShiftJoined, type SwapJoined } from '../features/shift-market/queries';
import { ApiError, forbidden, notFound } from '../lib/errors';
import { reachableCompanies, type ScopeContext } from './scope';

/** A swap as the caller stands to it: `manages` when they are an admin of its company or a superadmin. */
export type SwapAccess = { row: SwapJoined; manages: boolean };

/** Whether the caller manages the market of this company: superadmins all, admins their companies'. */
async function managesMarket(ctx: ScopeContext, companyId: string): Promise<boolean> {
  if (ctx.actor.role === 'user') return false;
  const scope = await reachableCompanies(ctx);
  return scope === null || scope.includes(companyId);
}

/** Outside both the caller's departments and companies: a user's answer is the market's own code. */
const outside = (
  ctx: ScopeContext,
) => (ctx.actor.role === 'user' ? new ApiError('shift_market.not_your_department') : forbidden('org.not_your_company'));

/** Cancel an open shift, decide its claims: admins of its company, superadmins. */
export async function openShiftManaged(ctx: ScopeContext, id: string): Promise<OpenShiftJoined> {
  const row = await findOpenShift(ctx.db, id);
  if (!row) throw notFound('shift_market.open_shift_not_found');
  if (!(await managesMarket(ctx, row.offer.companyId))) throw forbidden('org.not_your_company');
  return row;
}

/** Read an open shift: those who manage it, and the employees of its department now. */
export async function openShiftRead(ctx: ScopeContext, id: string): Promise<OpenShiftJoined> {
  const row = await findOpenShift(ctx.db, id);
  if (!row) throw notFound('shift_market.open_shift_not_found');
  if (await managesMarket(ctx, row.offer.companyId)) return row;
  if (await worksIn(ctx.db, ctx.actor.id, row.offer.departmentId, ctx.orgToday)) return row;
  throw outside(ctx);
}

/** Read a swap (and so accept or cancel it, as its rules allow): its two sides, its managers, the colleagues of its department. */
export async function swapRead(ctx: ScopeContext, id: string): Promise<SwapAccess> {
  const row = await findSwap(ctx.db, id);
  if (!row) throw notFound('shift_market.swap_not_found');
  const s = row.swap;
  const manages = await managesMarket(ctx, s.companyId);
  if (manages || s.offeredBy === ctx.actor.id || s.acceptedBy === ctx.actor.id) return { row, manages };
  if (await worksIn(ctx.db, ctx.actor.id, s.departmentId, ctx.orgToday)) return { row, manages };
  throw outside(ctx);
}

/** Approve or reject a swap: admins of its company, superadmins. */
export async function swapManaged(ctx: ScopeContext, id: string): Promise<SwapAccess> {
  const row = await findSwap(ctx.db, id);
  if (!row) throw notFound('shift_market.swap_not_found');
  if (!(await managesMarket(ctx, row.swap.companyId))) throw forbidden('org.not_your_company');
  return { row, manages: true };
}
