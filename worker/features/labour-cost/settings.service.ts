// A company's labour-cost settings (docs/labour-cost.md "Settings"): the dated minimum wage and
// the night window. Admins of the company read them (nobody's pay is in them); superadmins write.
import { requireAccess } from '../../access';
import { fieldMessage } from '../../lib/field-codes';
import { notFound, ValidationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { costSettings, saveCostSettings, type CostSettingsRow, type Reader } from './queries';
import { CURRENCY, DEFAULT_MINIMUM_WAGES, DEFAULT_NIGHT, type CostCountry, type MinimumWage, type NightWindow } from './rules/calendar';
import type { LabourCostSettings, LabourCostSettingsUpdate } from './schemas';

/** The settings that apply: the stored ones, else the country's defaults. */
export type CostSettings = {
  companyId: string;
  country: CostCountry;
  timeZone: string;
  currency: string;
  night: NightWindow;
  minimumWages: MinimumWage[];
  updatedAt: Date | null;
};

function effective(row: CostSettingsRow): CostSettings {
  const country: CostCountry = row.country === 'UA' ? 'UA' : 'PL';
  return {
    companyId: row.companyId,
    country,
    timeZone: row.timezone,
    currency: CURRENCY[country],
    night: { start: row.nightStart ?? DEFAULT_NIGHT[country].start, end: row.nightEnd ?? DEFAULT_NIGHT[country].end },
    minimumWages: row.minimumWages?.length ? [...row.minimumWages] : [...DEFAULT_MINIMUM_WAGES[country]],
    updatedAt: row.updatedAt,
  };
}

export async function loadCostSettings(db: Reader, companyId: string): Promise<CostSettings> {
  const row = await costSettings(db, companyId);
  if (!row) throw notFound('org.company_not_found');
  return effective(row);
}

const toPublic = (s: CostSettings): LabourCostSettings => ({
  company_id: s.companyId,
  country: s.country,
  currency: s.currency,
  night_start: s.night.start,
  night_end: s.night.end,
  minimum_wages: s.minimumWages.sort((a, b) => (a.from < b.from ? -1 : 1)).map((w) => ({ from: w.from, amount: w.amount })),
  updated_at: s.updatedAt?.toISOString() ?? null,
});

export async function getCostSettings(ctx: RequestContext, companyId: string): Promise<LabourCostSettings> {
  await requireAccess(ctx, 'company.read', companyId);
  return toPublic(await loadCostSettings(ctx.db, companyId));
}

/** Changes what is given, keeps the rest (the route admits superadmins only). */
export async function updateCostSettings(
  ctx: RequestContext,
  companyId: string,
  input: LabourCostSettingsUpdate,
): Promise<LabourCostSettings> {
  await requireAccess(ctx, 'company.update', companyId);
  const current = await loadCostSettings(ctx.db, companyId);
  const nightStart = input.night_start ?? current.night.start;
  const nightEnd = input.night_end ?? current.night.end;
  if (nightStart === nightEnd) throw ValidationError.field(['body', 'night_end'], fieldMessage('labour_cost.night_window'));
  const minimumWages = (input.minimum_wages ?? current.minimumWages).map((w) => ({ from: w.from, amount: w.amount }));
  minimumWages.sort((a, b) => (a.from < b.from ? -1 : 1));
  await saveCostSettings(ctx.db, companyId, { minimumWages, nightStart, nightEnd }, ctx.actor.id, ctx.now);
  return toPublic(await loadCostSettings(ctx.db, companyId));
}
