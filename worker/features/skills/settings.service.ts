// A company's skill setting (docs/skills.md "Setting"): planning someone without a required skill
// is a warning or refused. Admins of the company read and change it, superadmins any company's.
import { requireAccess } from '../../access';
import type { RequestContext } from '../../lib/request-context';
import { saveSkillSettings, skillSettingsOf } from './queries';
import type { SkillSettings, SkillSettingsUpdate } from './schemas';

async function read(ctx: RequestContext, companyId: string): Promise<SkillSettings> {
  const s = await skillSettingsOf(ctx.db, companyId);
  return { company_id: companyId, skill_conflicts: s.mode, updated_at: s.updatedAt?.toISOString() ?? null };
}

export async function getSkillSettings(ctx: RequestContext, companyId: string): Promise<SkillSettings> {
  await requireAccess(ctx, 'company.read', companyId);
  return read(ctx, companyId);
}

export async function updateSkillSettings(ctx: RequestContext, companyId: string, input: SkillSettingsUpdate): Promise<SkillSettings> {
  await requireAccess(ctx, 'company.update', companyId);
  await saveSkillSettings(ctx.db, companyId, input.skill_conflicts, ctx.actor.id, ctx.now);
  return read(ctx, companyId);
}
