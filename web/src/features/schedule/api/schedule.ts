import useSWR, { mutate as globalMutate } from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import type {
  ApplyPattern,
  ApplyResult,
  ConfirmShift,
  DayShiftPublic,
  EmployeesSchedule,
  PatternCreate,
  PatternPublic,
  PatternsPublic,
  UsersPublic,
} from '../../../types/api';

/** The patterns an admin may apply (the first 1000). */
export const usePatterns = (enabled: boolean) =>
  useSWR<PatternsPublic, ApiError>(enabled ? PATTERNS_KEY : null, fetcher);

/** The people an admin may view (the API keeps them to the admin's companies); the picker filters them. */
export const useScheduleUsers = (enabled: boolean) => useSWR<UsersPublic, ApiError>(enabled ? '/v1/users/?limit=1000' : null, fetcher);

export const applyPattern = (input: ApplyPattern) => api.post<ApplyResult>('/v1/work-schedule/patterns/apply', input);

export const confirmShift = (input: ConfirmShift) => api.patch<DayShiftPublic>('/v1/work-schedule/confirm', input);

/** `YYYY-MM` -> its first and last day. */
export function monthRange(month: string): { start: string; end: string; days: number } {
  const [year, mon] = month.split('-').map(Number);
  const days = new Date(year ?? 1970, mon ?? 1, 0).getDate();
  return { start: `${month}-01`, end: `${month}-${String(days).padStart(2, '0')}`, days };
}

export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number);
  const date = new Date(year ?? 1970, (mon ?? 1) - 1 + delta, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export const isMonth = (value: string | null): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const PATTERNS_KEY = '/v1/work-schedule/patterns/get?limit=1000';

export const usePattern = (id: string | undefined) =>
  useSWR<PatternPublic, ApiError>(id ? `/v1/work-schedule/patterns/get/${id}` : null, fetcher);

export const createPattern = (input: PatternCreate) => api.post<PatternPublic>('/v1/work-schedule/patterns/create', input);

export const deletePattern = (id: string) => api.delete<{ message: string }>(`/v1/work-schedule/patterns/delete/${id}`);

/** Every cached pattern read loads again (after a create or a delete). */
export const revalidatePatterns = () =>
  globalMutate((key) => typeof key === 'string' && key.startsWith('/v1/work-schedule/patterns/'));

export function employeesSchedulePath(month: string, companyId: string | null, departmentId: string | null): string | null {
  if (!companyId && !departmentId) return null;
  const params = new URLSearchParams({ month });
  if (companyId) params.set('company_id', companyId);
  if (departmentId) params.set('department_id', departmentId);
  return `/v1/employees-schedule?${params}`;
}

export const useEmployeesSchedule = (path: string | null) =>
  useSWR<EmployeesSchedule, ApiError>(path, fetcher, { keepPreviousData: true });
