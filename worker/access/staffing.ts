// Staffing needs, their overrides and coverage (docs/staffing.md), as the access switch (index.ts)
// checks them: admins of the department's company and superadmins read and write them; users never
// (the route guard refuses them first).
import { departmentCompanyId } from '../features/schedule/queries';
import { findOverride, type OverrideRow } from '../features/staffing/queries';
import { forbidden, notFound } from '../lib/errors';
import { actsIn, type ScopeContext } from './scope';

/** A department's needs and coverage: its company's admins, superadmins. Answers the company's id. */
export async function staffingDepartment(ctx: ScopeContext, departmentId: string): Promise<string> {
  if (ctx.actor.role === 'user') throw forbidden();
  const companyId = await departmentCompanyId(ctx.db, departmentId);
  if (!companyId) throw notFound('org.department_not_found');
  if (!(await actsIn(ctx, companyId))) throw forbidden('org.not_your_company');
  return companyId;
}

/** An override, when the caller manages its department's needs. */
export async function staffingOverride(ctx: ScopeContext, id: string): Promise<OverrideRow> {
  const row = await findOverride(ctx.db, id);
  if (!row) throw notFound('staffing.override_not_found');
  await staffingDepartment(ctx, row.departmentId);
  return row;
}
