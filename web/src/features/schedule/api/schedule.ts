import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import { BREACHES_PREFIX } from './labour-law';
import { openShiftsPath } from './paths';
import type {
  ApplyPattern,
  ApplyResult,
  ConfirmResult,
  ConfirmShift,
  DayShiftPublic,
  OpenShifts,
  PatternCreate,
  PatternPublic,
  PatternPreview,
  PatternsPublic,
  PlanAdd,
  PlanChange,
  PlanEditResult,
  PlanHistory,
  PlanMove,
  ReapplyPattern,
  ReapplyResult,
  UsersPublic,
} from '../../../types/api';

/** The patterns an admin may apply (the first 1000). */
export const usePatterns = (enabled: boolean) => useSWR<PatternsPublic, ApiError>(enabled ? PATTERNS_KEY : null, fetcher);

export const applyPattern = (input: ApplyPattern) => api.post<ApplyResult>('/v1/work-schedule/patterns/apply', input);

export const confirmShift = (input: ConfirmShift) => api.patch<ConfirmResult>('/v1/work-schedule/confirm', input);

export const startShift = (shiftId: string) => api.post<DayShiftPublic>('/v1/work-schedule/start', { schedule_id: shiftId });
/** Off-schedule work on the company's today (the API creates the shift; no plan needed). */
export const startOffSchedule = () => api.post<DayShiftPublic>('/v1/work-schedule/start', {});
export const stopShift = (shiftId: string) => api.post<DayShiftPublic>('/v1/work-schedule/stop', { schedule_id: shiftId });

/** The date's running and finished-not-confirmed shifts in the admin's companies. */
export const useOpenShifts = (date: string) => useSWR<OpenShifts, ApiError>(date ? openShiftsPath(date) : null, fetcher);

export const PATTERNS_KEY = '/v1/work-schedule/patterns/get?limit=1000';

export const usePattern = (id: string | undefined) =>
  useSWR<PatternPublic, ApiError>(id ? `/v1/work-schedule/patterns/get/${id}` : null, fetcher);

export const createPattern = (input: PatternCreate) => api.post<PatternPublic>('/v1/work-schedule/patterns/create', input);

export const deletePattern = (id: string) => api.delete<{ message: string }>(`/v1/work-schedule/patterns/delete/${id}`);

/** Every cached pattern read loads again (after a create or a delete). */
export const revalidatePatterns = () => revalidateKeys((key) => key.startsWith('/v1/work-schedule/patterns/'));

// ---- plan edits (docs/plan-edits.md): single planned shifts, their history, editing and re-applying patterns

export const addPlannedShift = (input: PlanAdd) => api.post<PlanEditResult>('/v1/work-schedule/plan', input);
export const changePlannedShift = (id: string, input: PlanChange) => api.patch<PlanEditResult>(`/v1/work-schedule/plan/${id}`, input);
export const removePlannedShift = (id: string) => api.delete<{ message: string; id: string }>(`/v1/work-schedule/plan/${id}`);
export const movePlannedShift = (id: string, input: PlanMove) => api.post<PlanEditResult>(`/v1/work-schedule/plan/${id}/move`, input);

export const planHistoryPath = (id: string) => `/v1/work-schedule/plan/${id}/history`;
/** A shift's change log, newest first. */
export const usePlanHistory = (id: string | null) => useSWR<PlanHistory, ApiError>(id ? planHistoryPath(id) : null, fetcher);

export const updatePattern = (id: string, input: PatternCreate) => api.put<PatternPublic>(`/v1/work-schedule/patterns/update/${id}`, input);
export const reapplyPattern = (input: ReapplyPattern) => api.post<ReapplyResult>('/v1/work-schedule/patterns/reapply', input);

/** After a plan edit: every schedule, grid and history read loads again, and the labour-law breaches the plan brings. */
export const revalidatePlan = () =>
  revalidateKeys((key) =>
    key.startsWith('/v1/work-schedule/') || key.startsWith('/v1/employees-schedule') || key.startsWith(BREACHES_PREFIX)
  );
/** What applying would do, nothing written (docs/crews.md "Preview"). */
export const previewPattern = (input: ApplyPattern) => api.post<PatternPreview>('/v1/work-schedule/patterns/preview', input);

/** The people of a department now, for choosing whom a pattern is applied to. */
export const useDepartmentPeople = (departmentId: string | null) =>
  useSWR<UsersPublic, ApiError>(departmentId ? `/v1/users/?department_id=${departmentId}&limit=1000` : null, fetcher);
/** Offers one's own planned shift to the department's colleagues (features/shift-market: /open-shifts?tab=swaps). */
export const offerShift = (shiftId: string, kind: 'swap' | 'giveaway') =>
  api.post<{ id: string }>('/v1/shift-swaps/', { shift_id: shiftId, kind });
