// Labour-law breaches as the schedule screens read them (docs/labour-law.md): a period's breaches
// of a person, department or company, grouped by person and day for marking cells; and a
// company's settings (the section the app puts on the company page, app/routes/company-route.tsx).
import useSWR from 'swr';
import type { Breach, LabourLawSettings, LabourLawSettingsUpdate, RuleId } from '../../../types/api';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import { BREACHES_PREFIX, breachesPath } from './paths';

export { BREACHES_PREFIX, breachesPath };

export const useBreaches = (path: string | null) =>
  useSWR<{ data: Breach[]; count: number }, ApiError>(path, fetcher, { keepPreviousData: true });

/** Every cached read of breaches loads again (after a plan or a confirmation changed). */
export const revalidateBreaches = () => revalidateKeys((key) => key.startsWith(BREACHES_PREFIX));

/** user id -> date -> the rules broken that day (each once). */
export function breachesByDay(breaches: readonly Breach[] | undefined): Map<string, Map<string, RuleId[]>> {
  const out = new Map<string, Map<string, RuleId[]>>();
  for (const breach of breaches ?? []) {
    let days = out.get(breach.user_id);
    if (!days) out.set(breach.user_id, days = new Map());
    for (const date of breach.dates) {
      const rules = days.get(date);
      if (!rules) days.set(date, [breach.rule]);
      else if (!rules.includes(breach.rule)) rules.push(breach.rule);
    }
  }
  return out;
}

/** How many blocking breaches a refused plan has (the body lists the first 100: `breaches_total`). */
export function refusedTotal(error: unknown): number | undefined {
  const body = (error as { body?: { code?: string; breaches_total?: number } } | null)?.body;
  return body?.code === 'labour_law.breach' && typeof body.breaches_total === 'number' ? body.breaches_total : undefined;
}

/** The breaches of a refused plan (422 `labour_law.breach`), from the answer's body (the first 100 of a bulk write). */
export function refusedBreaches(error: unknown): Breach[] | null {
  const body = (error as { body?: { code?: string; breaches?: Breach[] } } | null)?.body;
  return body?.code === 'labour_law.breach' && Array.isArray(body.breaches) ? body.breaches : null;
}

export const settingsPath = (companyId: string) => `/v1/companies/${companyId}/labour-law`;

export const useLabourLawSettings = (companyId: string | null, enabled = true) =>
  useSWR<LabourLawSettings, ApiError>(companyId && enabled ? settingsPath(companyId) : null, fetcher);

export const saveLabourLawSettings = (companyId: string, input: LabourLawSettingsUpdate) =>
  api.put<LabourLawSettings>(settingsPath(companyId), input);
