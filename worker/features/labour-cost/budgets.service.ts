// Department budgets (docs/labour-cost.md "Budgets"): a monthly amount in the company's currency.
// Admins of the company read them; superadmins write (PUT sets a month's, DELETE removes it).
import { requireAccess } from '../../access';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import type { YearMonth } from '../../lib/time';
import { budgets, deleteBudget, saveBudget } from './queries';
import type { Budget } from './schemas';
import { loadCostSettings } from './settings.service';

export async function listBudgets(ctx: RequestContext, departmentId: string, year: number | undefined): Promise<{ data: Budget[] }> {
  const { department } = await requireAccess(ctx, 'labour_cost.department', departmentId);
  const { currency } = await loadCostSettings(ctx.db, department.companyId);
  const rows = await budgets(ctx.db, departmentId, year ? `${year}-01` : '0000-01', year ? `${year}-12` : '9999-12');
  return {
    data: rows.map((b) => ({
      department_id: departmentId,
      month: b.month,
      amount: b.amount,
      currency,
      updated_at: b.updatedAt?.toISOString() ?? null,
    })),
  };
}

export async function putBudget(ctx: RequestContext, departmentId: string, month: YearMonth, amount: number): Promise<Budget> {
  const { department } = await requireAccess(ctx, 'labour_cost.pay', departmentId);
  const { currency } = await loadCostSettings(ctx.db, department.companyId);
  await saveBudget(ctx.db, departmentId, month, amount, ctx.actor.id, ctx.now);
  return { department_id: departmentId, month, amount, currency, updated_at: ctx.now.toISOString() };
}

export async function removeBudget(ctx: RequestContext, departmentId: string, month: YearMonth): Promise<void> {
  await requireAccess(ctx, 'labour_cost.pay', departmentId);
  if (!(await deleteBudget(ctx.db, departmentId, month))) throw notFound('labour_cost.budget_not_found');
}
