// The tenant's catalogue of skills (docs/skills.md "Catalogue"): every signed-in role lists it;
// admins and superadmins (the route's guard) add, rename and delete. Admins see the holders they
// manage, superadmins everyone; users see the catalogue without holders.
import { userScope } from '../../access/scope';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { deleteSkillRow, findSkill, holdersOf, insertSkillWithin, listSkillRows, updateSkillRow, type HolderRow } from './queries';
import { SKILLS_MAX, type Skill, type SkillCreate, type Skills, type SkillUpdate } from './schemas';
import type { SkillRow } from '../../db/schema';
import { skillsToday } from './holdings.service';
import { holdingState } from './rules/holdings';

function toSkill(row: SkillRow, holders: readonly HolderRow[], today: string): Skill {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    holders: holders
      .filter((h) => h.skillId === row.id)
      .map((h) => ({
        user_id: h.userId,
        full_name: h.fullName,
        email: h.email,
        valid_until: h.validUntil,
        state: holdingState(h.validUntil, today),
      })),
  };
}

async function holdersFor(ctx: RequestContext, ids: string[]): Promise<HolderRow[]> {
  if (ctx.actor.role === 'user') return [];
  return holdersOf(ctx.db, ids, userScope(ctx));
}

export async function listSkills(ctx: RequestContext): Promise<Skills> {
  const rows = await listSkillRows(ctx.db);
  const holders = await holdersFor(ctx, rows.map((r) => r.id));
  const today = await skillsToday(ctx);
  return { data: rows.map((r) => toSkill(r, holders, today)), count: rows.length };
}

async function readSkill(ctx: RequestContext, id: string): Promise<Skill> {
  const row = await findSkill(ctx.db, id);
  if (!row) throw notFound('skills.not_found');
  return toSkill(row, await holdersFor(ctx, [id]), await skillsToday(ctx));
}

const nameTaken = (error: unknown) => isUniqueViolation(error);

export async function createSkill(ctx: RequestContext, input: SkillCreate): Promise<Skill> {
  const id = timeOrderedId(ctx.now.getTime());
  try {
    const inserted = await insertSkillWithin(
      ctx.db,
      { id, name: input.name, description: input.description || null, createdAt: ctx.now },
      SKILLS_MAX,
    );
    if (!inserted) throw conflict('skills.too_many', { max: SKILLS_MAX });
  } catch (error) {
    if (nameTaken(error)) throw conflict('skills.name_taken', { name: input.name });
    throw error;
  }
  return readSkill(ctx, id);
}

export async function updateSkill(ctx: RequestContext, id: string, input: SkillUpdate): Promise<Skill> {
  const row = await findSkill(ctx.db, id);
  if (!row) throw notFound('skills.not_found');
  const changes: Partial<SkillRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description || null;
  if (Object.keys(changes).length) {
    try {
      if (!(await updateSkillRow(ctx.db, id, { ...changes, updatedAt: ctx.now }))) throw notFound('skills.not_found');
    } catch (error) {
      if (nameTaken(error)) throw conflict('skills.name_taken', { name: input.name ?? row.name });
      throw error;
    }
  }
  return readSkill(ctx, id);
}

/** Deletes a skill: its holdings go too; shifts and open shifts that required it no longer do. */
export async function deleteSkill(ctx: RequestContext, id: string): Promise<{ message: string }> {
  const deleted = await ctx.db.transaction((tx) => deleteSkillRow(tx, id));
  if (!deleted) throw notFound('skills.not_found');
  return { message: 'Skill deleted successfully' };
}
