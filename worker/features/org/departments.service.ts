// Departments (docs/decisions.md "Organisation"). Who reaches which department is the access
// module's (worker/access); SQL is queries.ts.
import { requireAccess } from '../../access';
import { visibleDepartments } from '../../access/scope';
import { departments } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { toDepartmentPublic } from './answers';
import {
  deleteDepartmentRow,
  departmentEmployees,
  departmentsPage,
  findDepartment,
  insertDepartment,
  updateDepartmentRow,
} from './queries';
import type { DepartmentCreate, DepartmentPublic, DepartmentsPublic, DepartmentUpdate, ListDepartmentsQuery } from './schemas';

const orNull = (value: string | null | undefined) => value || null;

export async function createDepartment(ctx: RequestContext, input: DepartmentCreate): Promise<DepartmentPublic> {
  await requireAccess(ctx, 'department.create', input.company_id);
  const id = crypto.randomUUID();
  try {
    await insertDepartment(ctx.db, {
      id,
      companyId: input.company_id,
      name: input.name,
      description: orNull(input.description),
      extraData: input.extra_data,
      createdBy: ctx.actor.id,
    });
  } catch (error) {
    // The company was deleted meanwhile.
    if (isForeignKeyViolation(error)) throw notFound('org.company_not_found');
    throw error;
  }
  return toDepartmentPublic((await findDepartment(ctx.db, id))!);
}

/** Superadmins list every department; admins those of their companies; users their own. */
export async function listDepartments(ctx: RequestContext, query: ListDepartmentsQuery): Promise<DepartmentsPublic> {
  const page = await departmentsPage(ctx.db, query.company_id, visibleDepartments(ctx), query);
  return { data: page.rows.map(toDepartmentPublic), count: page.count };
}

export async function getDepartment(ctx: RequestContext, id: string): Promise<DepartmentPublic> {
  return toDepartmentPublic(await requireAccess(ctx, 'department.read', id));
}

export async function updateDepartment(ctx: RequestContext, id: string, input: DepartmentUpdate): Promise<DepartmentPublic> {
  await requireAccess(ctx, 'department.update', id);
  const changes: Partial<typeof departments.$inferInsert> = { updatedAt: ctx.now };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = orNull(input.description);
  if (input.extra_data !== undefined) changes.extraData = input.extra_data;
  if (!(await updateDepartmentRow(ctx.db, id, changes))) throw notFound('org.department_not_found');
  return toDepartmentPublic((await findDepartment(ctx.db, id))!);
}

/**
 * Deletes a department that has no current employees (409 otherwise). Ended employment records
 * stay with their company and lose the department. Check and delete share one write transaction.
 */
export async function deleteDepartment(ctx: RequestContext, id: string): Promise<void> {
  await requireAccess(ctx, 'department.delete', id);
  await ctx.db.transaction(async (tx) => {
    const employees = await departmentEmployees(tx, id, ctx.orgToday);
    if (employees) throw conflict('org.department_not_empty', { employees });
    if (!(await deleteDepartmentRow(tx, id))) throw notFound('org.department_not_found');
  });
}
