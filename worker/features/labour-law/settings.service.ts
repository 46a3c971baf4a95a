// A company's labour-law settings (docs/labour-law.md "Settings"): admins of the company read
// them; admins of it and superadmins change them.
import { requireAccess } from '../../access';
import type { RequestContext } from '../../lib/request-context';
import { companyLaws, saveSettings, type CompanyLaw } from './queries';
import { RULE_IDS } from './rules';
import { COUNTRY_RULES, type LabourLawSettings, type LabourLawSettingsUpdate } from './schemas';

function toPublic(law: CompanyLaw): LabourLawSettings {
  return {
    company_id: law.id,
    country: law.country,
    timezone: law.timezone,
    rules: [...COUNTRY_RULES[law.country]],
    modes: Object.fromEntries(RULE_IDS.map((rule) => [rule, law.modes[rule] === 'block' ? 'block' : 'warn'])) as LabourLawSettings['modes'],
    working_time_system: law.workingTimeSystem,
    settlement_months: law.settlementMonths,
    overtime_limit_hours: law.overtimeLimitHours,
    updated_at: law.updatedAt?.toISOString() ?? null,
  };
}

async function read(ctx: RequestContext, companyId: string): Promise<CompanyLaw> {
  return (await companyLaws(ctx.db, [companyId])).get(companyId)!;
}

export async function getLabourLawSettings(ctx: RequestContext, companyId: string): Promise<LabourLawSettings> {
  await requireAccess(ctx, 'company.read', companyId);
  return toPublic(await read(ctx, companyId));
}

/** Changes what is given, keeps the rest (one upsert). */
export async function updateLabourLawSettings(
  ctx: RequestContext,
  companyId: string,
  input: LabourLawSettingsUpdate,
): Promise<LabourLawSettings> {
  await requireAccess(ctx, 'company.update', companyId);
  const current = await read(ctx, companyId);
  const modes: Record<string, 'warn' | 'block'> = {};
  for (const rule of RULE_IDS) modes[rule] = input.modes?.[rule] ?? (current.modes[rule] === 'block' ? 'block' : 'warn');
  await saveSettings(
    ctx.db,
    companyId,
    {
      modes,
      workingTimeSystem: input.working_time_system ?? current.workingTimeSystem,
      settlementMonths: input.settlement_months ?? current.settlementMonths,
      overtimeLimitHours: input.overtime_limit_hours ?? current.overtimeLimitHours,
    },
    ctx.actor.id,
    ctx.now,
  );
  return toPublic(await read(ctx, companyId));
}
