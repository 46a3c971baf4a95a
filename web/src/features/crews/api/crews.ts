// The crews of a department (docs/crews.md): the Crews section manages them, and the pattern page
// (features/schedule) applies a pattern to them through the `useCrews` the app gives it
// (app/routes/pattern-route.tsx). One SWR entry per department.
import useSWR, { mutate } from 'swr';
import type { Crew, CrewMembersResult, Crews } from '../../../types/api';
import { api, fetcher, type ApiError } from '../../../lib/api';

export const crewsKey = (departmentId: string) => `/v1/crews/?department_id=${departmentId}`;

export const useCrews = (departmentId: string | null | undefined) =>
  useSWR<Crews, ApiError>(departmentId ? crewsKey(departmentId) : null, fetcher);

const changed = (departmentId: string) => mutate(crewsKey(departmentId));

export async function createCrew(departmentId: string, name: string, sortOrder: number): Promise<Crew> {
  const crew = await api.post<Crew>('/v1/crews/', { department_id: departmentId, name, sort_order: sortOrder });
  await changed(departmentId);
  return crew;
}

export async function renameCrew(crew: Crew, name: string): Promise<Crew> {
  const saved = await api.patch<Crew>(`/v1/crews/${crew.id}`, { name });
  await changed(crew.department_id);
  return saved;
}

export async function deleteCrew(crew: Crew): Promise<void> {
  await api.delete(`/v1/crews/${crew.id}`);
  await changed(crew.department_id);
}

export async function setCrewMembers(crew: Crew, userIds: string[]): Promise<CrewMembersResult> {
  const result = await api.put<CrewMembersResult>(`/v1/crews/${crew.id}/members`, { user_ids: userIds });
  await changed(crew.department_id);
  return result;
}
