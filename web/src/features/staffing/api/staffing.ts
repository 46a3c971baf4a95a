// Staffing needs, overrides, coverage and gaps (docs/staffing.md). One SWR entry per department
// for needs and overrides; a change of either revalidates every coverage and gaps read.
import useSWR, { mutate } from 'swr';
import type {
  StaffingCandidates,
  StaffingCoverage,
  StaffingGaps,
  StaffingNeeds,
  StaffingOverride,
  StaffingOverrideCreate,
  StaffingOverrides,
} from '../../../types/api';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateKeys } from '../../../lib/data-changes';

const COVERAGE_PREFIX = '/v1/staffing/coverage?';
const GAPS_PATH = '/v1/staffing/gaps';
const needsKey = (departmentId: string) => `/v1/staffing/needs?department_id=${departmentId}`;
const overridesKey = (departmentId: string) => `/v1/staffing/overrides?department_id=${departmentId}`;

export type NeedInput = { shift_type: string; skill_id: string | null; weekday: number; min: number; ideal: number };

export const useNeeds = (departmentId: string) => useSWR<StaffingNeeds, ApiError>(needsKey(departmentId), fetcher);
export const useOverrides = (departmentId: string) => useSWR<StaffingOverrides, ApiError>(overridesKey(departmentId), fetcher);

export const coveragePath = (departmentId: string, start: string, end: string) =>
  `${COVERAGE_PREFIX}${new URLSearchParams({ department_id: departmentId, start, end })}`;

export const useCoverage = (path: string | null) => useSWR<StaffingCoverage, ApiError>(path, fetcher, { keepPreviousData: true });
export const useGaps = () => useSWR<StaffingGaps, ApiError>(GAPS_PATH, fetcher);

/** Who can fill a gap: a department's people available, qualified and not planned that day. */
export type Gap = { department_id: string; date: string; shift_type: string; skill_id: string | null };
export const candidatesPath = (gap: Gap) =>
  `/v1/staffing/candidates?${new URLSearchParams({
    department_id: gap.department_id,
    date: gap.date,
    shift_type: gap.shift_type,
    ...(gap.skill_id ? { skill_id: gap.skill_id } : {}),
  })}`;
export const useCandidates = (gap: Gap | null) => useSWR<StaffingCandidates, ApiError>(gap ? candidatesPath(gap) : null, fetcher);

const coverageChanged = () => revalidateKeys((key) => key.startsWith(COVERAGE_PREFIX) || key === GAPS_PATH);

export async function saveNeeds(departmentId: string, needs: NeedInput[]): Promise<StaffingNeeds> {
  const saved = await api.put<StaffingNeeds>('/v1/staffing/needs', { department_id: departmentId, needs });
  await mutate(needsKey(departmentId), saved, { revalidate: false });
  void coverageChanged();
  return saved;
}

export async function addOverride(input: StaffingOverrideCreate): Promise<StaffingOverride> {
  const created = await api.post<StaffingOverride>('/v1/staffing/overrides', input);
  await mutate(overridesKey(input.department_id));
  void coverageChanged();
  return created;
}

export async function removeOverride(override: StaffingOverride): Promise<void> {
  await api.delete(`/v1/staffing/overrides/${override.id}`);
  await mutate(overridesKey(override.department_id));
  void coverageChanged();
}
