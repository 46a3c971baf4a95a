import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import type {
  ApplyPattern,
  ApplyResult,
  ConfirmShift,
  DayShiftPublic,
  OpenShifts,
  PatternCreate,
  PatternPublic,
  PatternsPublic,
} from '../../../types/api';

/** The patterns an admin may apply (the first 1000). */
export const usePatterns = (enabled: boolean) =>
  useSWR<PatternsPublic, ApiError>(enabled ? PATTERNS_KEY : null, fetcher);

export const applyPattern = (input: ApplyPattern) => api.post<ApplyResult>('/v1/work-schedule/patterns/apply', input);

export const confirmShift = (input: ConfirmShift) => api.patch<DayShiftPublic>('/v1/work-schedule/confirm', input);

export const startShift = (shiftId: string) => api.post<DayShiftPublic>('/v1/work-schedule/start', { schedule_id: shiftId });
/** Off-schedule work on the company's today (the API creates the shift; no plan needed). */
export const startOffSchedule = () => api.post<DayShiftPublic>('/v1/work-schedule/start', {});
export const stopShift = (shiftId: string) => api.post<DayShiftPublic>('/v1/work-schedule/stop', { schedule_id: shiftId });

export const openShiftsPath = (date: string) => `/v1/work-schedule/open?${new URLSearchParams({ date })}`;

/** The date's running and finished-not-confirmed shifts in the admin's companies. */
export const useOpenShifts = (date: string) => useSWR<OpenShifts, ApiError>(date ? openShiftsPath(date) : null, fetcher);

export const PATTERNS_KEY = '/v1/work-schedule/patterns/get?limit=1000';

export const usePattern = (id: string | undefined) =>
  useSWR<PatternPublic, ApiError>(id ? `/v1/work-schedule/patterns/get/${id}` : null, fetcher);

export const createPattern = (input: PatternCreate) => api.post<PatternPublic>('/v1/work-schedule/patterns/create', input);

export const deletePattern = (id: string) => api.delete<{ message: string }>(`/v1/work-schedule/patterns/delete/${id}`);

/** Every cached pattern read loads again (after a create or a delete). */
export const revalidatePatterns = () => revalidateKeys((key) => key.startsWith('/v1/work-schedule/patterns/'));

/** Offers one's own planned shift to the department's colleagues (features/shift-market: /open-shifts?tab=swaps). */
export const offerShift = (shiftId: string, kind: 'swap' | 'giveaway') => api.post<{ id: string }>('/v1/shift-swaps/', { shift_id: shiftId, kind });
