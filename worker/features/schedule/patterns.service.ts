// Schedule patterns (spec/product-rules.md "Schedule patterns"): list, read, create and delete.
// Applying one is apply.service.ts; the shape and its expansion are rules/patterns.ts.
import { isForeignKeyViolation } from '../../lib/db-errors';
import { requireAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { toPatternPublic } from './answers';
import { deletePatternRow, findPattern, insertPattern, patternsPage } from './queries';
import { updatePatternRow } from './plan-queries';
import type { PatternCreate } from './rules/patterns';
import type { ListPatternsQuery, PatternPublic, PatternsPublic } from './schemas';
import { requireSkillsExist } from '../skills/public';

/** The shifts as validated: trimmed types, colours as given, days as listed, the skill required if any. */
const storedShifts = (input: PatternCreate) =>
  input.shifts.map((s) => ({
    type: s.type,
    start: s.start,
    end: s.end,
    color: s.color,
    days: s.days,
    ...(s.required_skill_id ? { required_skill_id: s.required_skill_id } : {}),
  }));

export async function listPatterns(ctx: RequestContext, query: ListPatternsQuery): Promise<PatternsPublic> {
  const companyIds = await reachableCompanies(ctx);
  const page = await patternsPage(ctx.db, { companyIds, departmentId: query.department_id, limit: query.limit, skip: query.skip });
  return { data: page.rows.map(toPatternPublic), count: page.count };
}

export async function getPattern(ctx: RequestContext, id: string): Promise<PatternPublic> {
  return toPatternPublic(await requireAccess(ctx, 'pattern.read', id));
}

export async function createPattern(ctx: RequestContext, input: PatternCreate): Promise<PatternPublic> {
  const { db, actor } = ctx;
  if (input.department_id) await requireAccess(ctx, 'department.schedule', input.department_id);
  await requireSkillsExist(db, input.shifts.map((s) => s.required_skill_id));
  const id = crypto.randomUUID();
  try {
    await insertPattern(db, {
      id,
      name: input.name,
      description: input.description || null,
      cycleLength: input.cycle_length,
      departmentId: input.department_id || null,
      ownerId: actor.id,
      shifts: storedShifts(input),
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  return toPatternPublic((await findPattern(db, id))!);
}

/**
 * Deletes a pattern; the shifts it planned stay (they are the schedule) and forget the pattern.
 * Admins delete the patterns of their companies' departments, and shared ones they own.
 */
export async function deletePattern(ctx: RequestContext, id: string): Promise<void> {
  await requireAccess(ctx, 'pattern.delete', id);
  if (!(await deletePatternRow(ctx.db, id))) throw notFound('schedule.pattern_not_found');
}

/**
 * Edits a pattern with the body and rules of a create (docs/plan-edits.md). The shifts it already
 * planned stay as they are until it is re-applied (plan.service.ts reapplyPattern). Admins edit the
 * patterns of their companies' departments (and move them between those), and shared ones they own.
 */
export async function updatePattern(ctx: RequestContext, id: string, input: PatternCreate): Promise<PatternPublic> {
  const { db } = ctx;
  await requireAccess(ctx, 'pattern.update', id);
  if (input.department_id) await requireAccess(ctx, 'department.schedule', input.department_id);
  await requireSkillsExist(db, input.shifts.map((s) => s.required_skill_id));
  try {
    const updated = await updatePatternRow(db, id, {
      name: input.name,
      description: input.description || null,
      cycleLength: input.cycle_length,
      departmentId: input.department_id || null,
      shifts: storedShifts(input),
    });
    if (!updated) throw notFound('schedule.pattern_not_found');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  return toPatternPublic((await findPattern(db, id))!);
}
