// The calls of the absence screen (/v1/vacation-sick): a person's year with its balance, the list
// of the admin's companies, the form's hours preview, the request and the status changes.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys, revalidateOn } from '../../../lib/data-changes';
import type {
  AbsenceCreate,
  AbsencePreview,
  AbsencePublic,
  AbsencesPublic,
  AbsenceStatus,
  AbsenceType,
  UserAbsences,
} from '../../../types/api';

export const ABSENCE_STATUSES: readonly AbsenceStatus[] = ['pending', 'approved', 'rejected', 'canceled'];

const BASE = '/v1/vacation-sick';

/** Requests per page of the admin list. */
export const TEAM_PAGE_SIZE = 25;

/** `YYYY-MM-DD`, a real calendar day. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** A year search param (1970..9999), or null. */
export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1970 && year <= 9999 ? year : null;
}

export const isAbsenceStatus = (value: string | null): value is AbsenceStatus => ABSENCE_STATUSES.includes(value as AbsenceStatus);

// ------------------------------------------------------------------------------------------ reads

export function userAbsencesPath(year: number, userId: string | null): string {
  const params = new URLSearchParams({ year: String(year) });
  if (userId) params.set('user_id', userId);
  return `${BASE}/get-by-user?${params}`;
}

/** A person's requests meeting the year and the year's balance (own unless an admin passes a user). */
export const useUserAbsences = (path: string | null) => useSWR<UserAbsences, ApiError>(path, fetcher, { keepPreviousData: true });

export type TeamFilters = {
  page: number;
  status: AbsenceStatus | null;
  type: AbsenceType | null;
  companyId: string | null;
  departmentId: string | null;
  start: string | null;
  end: string | null;
};

export function teamPath(filters: TeamFilters): string {
  const params = new URLSearchParams({ skip: String((filters.page - 1) * TEAM_PAGE_SIZE), limit: String(TEAM_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.companyId) params.set('company_id', filters.companyId);
  if (filters.departmentId) params.set('department_id', filters.departmentId);
  if (filters.start) params.set('start', filters.start);
  if (filters.end) params.set('end', filters.end);
  return `${BASE}/get?${params}`;
}

/** The requests of the admin's companies (superadmins: all), newest first. */
export const useTeamAbsences = (path: string | null) => useSWR<AbsencesPublic, ApiError>(path, fetcher, { keepPreviousData: true });

/** One request, the one a link names (`?id=`): users read their own, admins also their companies'. */
export const useAbsence = (id: string | null) => useSWR<AbsencePublic, ApiError>(id && isUuid(id) ? `${BASE}/get/${id}` : null, fetcher);

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function previewPath(type: AbsenceType, start: string, end: string, userId: string | null): string {
  const params = new URLSearchParams({ type, start_date: start, end_date: end });
  if (userId) params.set('user_id', userId);
  return `${BASE}/preview?${params}`;
}

/** Not kept across ranges: a preview of other dates must never pass for this one. */
export const usePreview = (path: string | null) => useSWR<AbsencePreview, ApiError>(path, fetcher);

// ------------------------------------------------------------------------------------------ changes

export const createAbsence = (input: AbsenceCreate) => api.post<AbsencePublic>(`${BASE}/create`, input);

export const decideAbsence = (id: string, status: 'approved' | 'rejected') => api.patch<AbsencePublic>(`${BASE}/update`, { id, status });

/** A pending request is cancelled through /update, an approved one through /canceled (hours go back). */
export const cancelAbsence = (request: Pick<AbsencePublic, 'id' | 'status'>) =>
  request.status === 'approved'
    ? api.patch<AbsencePublic>(`${BASE}/canceled`, { id: request.id })
    : api.patch<AbsencePublic>(`${BASE}/update`, { id: request.id, status: 'canceled' });

const isAbsenceKey = (key: string) => key.startsWith(`${BASE}/`);

/**
 * Every cached answer of this screen (balances, lists, previews) loads again. After a change the
 * screen announces `dataChanged('absence')` instead, which also reloads what other screens show of
 * absences (schedules, profiles' hours, notifications).
 */
export const revalidateAbsence = () => revalidateKeys(isAbsenceKey);
revalidateOn('absence', isAbsenceKey);
