// A company's availability settings (docs/availability.md "Settings"): whether a person's own
// changes wait for an admin, and whether a plan against availability warns or is refused.
import { requireAccess } from '../../access';
import type { RequestContext } from '../../lib/request-context';
import { companySettings, saveSettings, type CompanySettings } from './queries';
import type { Settings, SettingsUpdate } from './schemas';

const toPublic = (s: CompanySettings): Settings => ({
  company_id: s.companyId,
  approval: s.approval,
  conflicts: s.conflicts,
  updated_at: s.updatedAt?.toISOString() ?? null,
});

export async function getSettings(ctx: RequestContext, companyId: string): Promise<Settings> {
  await requireAccess(ctx, 'company.read', companyId);
  return toPublic((await companySettings(ctx.db, [companyId])).get(companyId)!);
}

/** Changes what is given, keeps the rest (one upsert). */
export async function updateSettings(ctx: RequestContext, companyId: string, input: SettingsUpdate): Promise<Settings> {
  await requireAccess(ctx, 'company.update', companyId);
  const current = (await companySettings(ctx.db, [companyId])).get(companyId)!;
  await saveSettings(
    ctx.db,
    companyId,
    { approval: input.approval ?? current.approval, conflicts: input.conflicts ?? current.conflicts },
    ctx.actor.id,
    ctx.now,
  );
  return toPublic((await companySettings(ctx.db, [companyId])).get(companyId)!);
}
