// Who holds which skill (docs/skills.md "Holdings"): a person reads their own; their admins and
// superadmins read and set the whole list (the route admits admins only to the write).
import { requireAccess } from '../../access';
import { notFound } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { localDate } from '../../lib/time';
import { DEFAULT_TIMEZONE } from '../org/schemas';
import { holdingsOf, replaceHoldings, skillsByIds, tenantZone } from './queries';
import { holdingState } from './rules/holdings';
import type { UserSkills, UserSkillsUpdate } from './schemas';

/** The tenant's today for skills: its first company's date (docs/skills.md "Dates"). */
export async function skillsToday(ctx: Pick<RequestContext, 'db' | 'now'>): Promise<string> {
  return localDate(ctx.now, (await tenantZone(ctx.db)) ?? DEFAULT_TIMEZONE);
}

async function answer(ctx: RequestContext, userId: string): Promise<UserSkills> {
  const today = await skillsToday(ctx);
  const rows = await holdingsOf(ctx.db, userId);
  return {
    user_id: userId,
    data: rows.map((r) => ({ skill_id: r.skillId, name: r.name, valid_until: r.validUntil, state: holdingState(r.validUntil, today) })),
  };
}

export async function userSkills(ctx: RequestContext, userId: string): Promise<UserSkills> {
  await requireAccess(ctx, 'employee.read', userId);
  return answer(ctx, userId);
}

export async function setUserSkills(ctx: RequestContext, userId: string, input: UserSkillsUpdate): Promise<UserSkills> {
  await requireAccess(ctx, 'skills.holdings', userId);
  const ids = input.skills.map((s) => s.skill_id);
  const known = new Set((await skillsByIds(ctx.db, ids)).map((s) => s.id));
  if (ids.some((id) => !known.has(id))) throw notFound('skills.not_found');
  await ctx.db.transaction((tx) =>
    replaceHoldings(tx, userId, input.skills.map((s) => ({ skillId: s.skill_id, validUntil: s.valid_until ?? null })), ctx.now)
  );
  return answer(ctx, userId);
}
