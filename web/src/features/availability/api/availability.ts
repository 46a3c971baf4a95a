// Availability (docs/availability.md): a person's weekly versions, exceptions and preferences; the
// admins' pending changes and department view; a company's settings.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';
import type {
  Availability,
  AvailabilityChanges,
  AvailabilityExceptionInput,
  AvailabilityPreferencesInput,
  AvailabilitySettings,
  AvailabilityVersionInput,
  AvailabilityWriteResult,
  DepartmentAvailability,
  UserPublic,
} from '../../../types/api';

const PREFIX = '/v1/availability/';
export const personPath = (userId: string) => `${PREFIX}users/${userId}`;
export const PENDING_KEY = `${PREFIX}pending?limit=100`;

export const usePersonAvailability = (userId: string | null | undefined) =>
  useSWR<Availability, ApiError>(userId ? personPath(userId) : null, fetcher);
/** The person whose availability an admin opened (their name above it). */
export const usePersonName = (userId: string | null) => useSWR<UserPublic, ApiError>(userId ? `/v1/users/${userId}` : null, fetcher);
export const usePending = (enabled: boolean) => useSWR<AvailabilityChanges, ApiError>(enabled ? PENDING_KEY : null, fetcher);
export const useDepartmentAvailability = (departmentId: string, date: string, start: string, end: string) =>
  useSWR<DepartmentAvailability, ApiError>(
    departmentId && date
      ? `${PREFIX}departments/${departmentId}?date=${date}${start && end ? `&start=${start}&end=${end}` : ''}`
      : null,
    fetcher,
  );

/** Every cached read of availability loads again. */
const refresh = () => revalidateKeys((key) => key.startsWith(PREFIX));

const written = async (promise: Promise<AvailabilityWriteResult>) => {
  const result = await promise;
  await refresh();
  return result;
};

export const saveWeek = (userId: string, input: AvailabilityVersionInput) =>
  written(api.put<AvailabilityWriteResult>(`${personPath(userId)}/weekly`, input));
export const addException = (userId: string, input: AvailabilityExceptionInput) =>
  written(api.post<AvailabilityWriteResult>(`${personPath(userId)}/exceptions`, input));
export const deleteException = (id: string) => written(api.delete<AvailabilityWriteResult>(`${PREFIX}exceptions/${id}`));
export const savePreferences = (userId: string, input: AvailabilityPreferencesInput) =>
  written(api.put<AvailabilityWriteResult>(`${personPath(userId)}/preferences`, input));
export const decideChange = async (id: string, approve: boolean) => {
  await api.post(`${PREFIX}pending/${id}/${approve ? 'approve' : 'reject'}`);
  await refresh();
};

const settingsPath = (companyId: string) => `${PREFIX}companies/${companyId}/settings`;
export const useAvailabilitySettings = (companyId: string | null) =>
  useSWR<AvailabilitySettings, ApiError>(companyId ? settingsPath(companyId) : null, fetcher);
export const saveAvailabilitySettings = async (companyId: string, input: Partial<Pick<AvailabilitySettings, 'approval' | 'conflicts'>>) => {
  const saved = await api.put<AvailabilitySettings>(settingsPath(companyId), input);
  await refresh();
  return saved;
};
