// Labour cost (docs/labour-cost.md "Privacy"): who sees pay and costs. A person's pay (salary, pay
// kind, hourly rate) is superadmins' and the person's own; per-person costs are superadmins' only; department totals are also the
// admins' of the department's company; budgets are written by superadmins.
import { findDepartment, type DepartmentJoined } from '../features/org/queries';
import { forbidden, notFound } from '../lib/errors';
import { actsIn, type ScopeContext } from './scope';

/** Whether the caller sees people's pay and per-person costs: superadmins only. */
export const seesPay = (ctx: Pick<ScopeContext, 'actor'>): boolean => ctx.actor.role === 'superadmin';

/** Whether the caller sees this person's pay on their employment records: superadmins, and the person themself. */
export const seesPayOf = (ctx: Pick<ScopeContext, 'actor'>, userId: string): boolean => seesPay(ctx) || ctx.actor.id === userId;

/** A department's cost totals and budget: admins of its company, superadmins (404 unknown, 403 outside). */
export async function departmentCost(ctx: ScopeContext, departmentId: string): Promise<DepartmentJoined> {
  const row = await findDepartment(ctx.db, departmentId);
  if (!row) throw notFound('org.department_not_found');
  if (ctx.actor.role === 'user') throw forbidden('org.not_your_company');
  if (ctx.actor.role === 'admin' && !(await actsIn(ctx, row.department.companyId))) throw forbidden('org.not_your_company');
  return row;
}

/** A department's per-person costs and budget changes: superadmins (the route admits no other role), 404 unknown. */
export async function departmentPay(ctx: ScopeContext, departmentId: string): Promise<DepartmentJoined> {
  const row = await findDepartment(ctx.db, departmentId);
  if (!row) throw notFound('org.department_not_found');
  if (!seesPay(ctx)) throw forbidden('labour_cost.superadmin_only');
  return row;
}
