// The calls of usage telemetry (docs/telemetry.md): the last 30 days, the last 6 months and the
// invoice drafts (admins read), recomputing a month and making its draft (superadmins). SWR keys
// are API paths under /v1/telemetry/.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import type { DailyUsage, Invoice, Invoices, MonthlyUsage, MonthUsagePublic } from '../../../types/api';
import { DAILY_KEY, INVOICES_KEY, MONTHLY_KEY, TELEMETRY_PREFIX as PREFIX } from './paths';

export { DAILY_KEY, INVOICES_KEY, MONTHLY_KEY };
export const isTelemetryKey = (key: string) => key.startsWith(PREFIX);

export const useDailyUsage = () => useSWR<DailyUsage, ApiError>(DAILY_KEY, fetcher);
export const useMonthlyUsage = () => useSWR<MonthlyUsage, ApiError>(MONTHLY_KEY, fetcher);
export const useInvoices = () => useSWR<Invoices, ApiError>(INVOICES_KEY, fetcher);

/** Recomputes and stores a month's aggregate (`YYYY-MM`; superadmins). */
export const recomputeMonth = (month: string) => api.post<MonthUsagePublic>(`${PREFIX}aggregate/monthly`, { month });
/** Makes (or makes again) the draft of a month that is over (superadmins). */
export const createDraft = (month: string) => api.post<Invoice>(INVOICES_KEY, { month });

/** After a recompute or a draft: the months and the invoices (and the days, read with them). */
export const revalidateTelemetry = () => revalidateKeys(isTelemetryKey);
