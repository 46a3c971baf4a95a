// Crews of a department (docs/crews.md): named groups (A, B, C, D) a pattern is applied to, each
// with its own offset in the cycle. Admins of the department's company and superadmins manage them
// (access 'department.schedule'); a person is in at most one crew of a department (unique index),
// and giving a crew someone of another crew moves them, in one transaction.
import { requireAccess } from '../../access';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { fieldMessage } from '../../lib/field-codes';
import { conflict, notFound, ValidationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { companyClock, departmentEmployment } from './queries';
import {
  crewExists,
  deleteCrewRow,
  departmentCrews,
  findCrew,
  insertCrewWithin,
  insertMembers,
  membershipsIn,
  removeFromDepartmentCrews,
  removeMembersExcept,
  updateCrewRow,
  type CrewChanges,
  type CrewWithMembers,
} from './crew-queries';
import {
  CREWS_PER_DEPARTMENT_MAX,
  type Crew,
  type CrewCreate,
  type CrewMembers,
  type CrewMembersResult,
  type Crews,
  type CrewUpdate,
} from './crew-schemas';

function toCrew(row: CrewWithMembers): Crew {
  return {
    id: row.id,
    department_id: row.departmentId,
    name: row.name,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    members: row.members.map((m) => ({ user_id: m.userId, full_name: m.fullName, email: m.email })),
  };
}

/** The crew, when the caller plans its department; else 404 (unknown) or 403 (another company's). */
async function crewInScope(ctx: RequestContext, crewId: string) {
  const crew = await findCrew(ctx.db, crewId);
  if (!crew) throw notFound('crews.not_found');
  const companyId = await requireAccess(ctx, 'department.schedule', crew.departmentId);
  return { crew, companyId };
}

async function readCrew(ctx: RequestContext, departmentId: string, crewId: string): Promise<Crew> {
  const [row] = await departmentCrews(ctx.db, departmentId, crewId);
  if (!row) throw notFound('crews.not_found');
  return toCrew(row);
}

const nameTaken = (error: unknown) => isUniqueViolation(error, 'crews.department_id, crews.name');

export async function listCrews(ctx: RequestContext, departmentId: string): Promise<Crews> {
  await requireAccess(ctx, 'department.schedule', departmentId);
  const data = (await departmentCrews(ctx.db, departmentId)).map(toCrew);
  return { data, count: data.length };
}

export async function createCrew(ctx: RequestContext, input: CrewCreate): Promise<Crew> {
  await requireAccess(ctx, 'department.schedule', input.department_id);
  const id = crypto.randomUUID();
  try {
    const row = { id, departmentId: input.department_id, name: input.name, sortOrder: input.sort_order ?? 0, createdAt: ctx.now };
    if (!(await insertCrewWithin(ctx.db, row, CREWS_PER_DEPARTMENT_MAX))) {
      throw conflict('crews.too_many', { max: CREWS_PER_DEPARTMENT_MAX });
    }
  } catch (error) {
    if (nameTaken(error)) throw conflict('crews.name_taken', { name: input.name });
    if (isForeignKeyViolation(error)) throw notFound('org.department_not_found');
    throw error;
  }
  return readCrew(ctx, input.department_id, id);
}

export async function updateCrew(ctx: RequestContext, crewId: string, input: CrewUpdate): Promise<Crew> {
  const { crew } = await crewInScope(ctx, crewId);
  const changes: CrewChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.sort_order !== undefined) changes.sortOrder = input.sort_order;
  if (Object.keys(changes).length) {
    try {
      await updateCrewRow(ctx.db, crewId, changes);
    } catch (error) {
      if (nameTaken(error)) throw conflict('crews.name_taken', { name: input.name ?? crew.name });
      throw error;
    }
  }
  return readCrew(ctx, crew.departmentId, crewId);
}

export async function deleteCrew(ctx: RequestContext, crewId: string): Promise<{ message: string }> {
  await crewInScope(ctx, crewId);
  if (!(await deleteCrewRow(ctx.db, crewId))) throw notFound('crews.not_found');
  return { message: 'Crew deleted successfully' };
}

/**
 * Sets the whole membership of a crew: everyone listed must be employed in the department today
 * (company-local); someone in another crew of the department moves here, and the answer says so.
 */
export async function setCrewMembers(ctx: RequestContext, crewId: string, input: CrewMembers): Promise<CrewMembersResult> {
  const { crew, companyId } = await crewInScope(ctx, crewId);
  const { timezone } = await companyClock(ctx.db, companyId);
  const today = localDate(ctx.now, timezone);
  const employed = new Set((await departmentEmployment(ctx.db, crew.departmentId, today, today)).map((r) => r.userId));
  const issues = input.user_ids.flatMap((id, index) =>
    employed.has(id) ? [] : [{ loc: ['body', 'user_ids', index], msg: fieldMessage('crew.member_not_employed'), type: 'value_error' }]
  );
  if (issues.length) throw new ValidationError(issues);

  try {
    const moved = await ctx.db.transaction(async (tx) => {
      const current = await membershipsIn(tx, crew.departmentId, input.user_ids);
      const moved = current
        .filter((m) => m.crewId !== crewId)
        .map((m) => ({ user_id: m.userId, from_crew_id: m.crewId, from_crew_name: m.crewName }));
      // The crew still exists (a concurrent delete answers 404 below, through the foreign key).
      if (!(await crewExists(tx, crewId))) throw notFound('crews.not_found');
      await removeMembersExcept(tx, crewId, input.user_ids);
      if (moved.length) await removeFromDepartmentCrews(tx, crew.departmentId, moved.map((m) => m.user_id));
      const stays = new Set(current.filter((m) => m.crewId === crewId).map((m) => m.userId));
      const added = input.user_ids.filter((id) => !stays.has(id));
      await insertMembers(tx, { id: crewId, departmentId: crew.departmentId }, added, ctx.now);
      return moved;
    });
    return { crew: await readCrew(ctx, crew.departmentId, crewId), moved };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('crews.changed');
    if (isForeignKeyViolation(error)) throw notFound('crews.not_found');
    throw error;
  }
}
