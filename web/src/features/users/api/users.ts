import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateOn } from '../../../lib/data-changes';
import type { UserCreate, UserPublic, UsersPublic } from '../../../types/api';

/** Spec section 9: lists load 100 at a time. */
export const USERS_PAGE_SIZE = 100;

export type UsersQuery = { page: number; companyId: string | null; departmentId: string | null; search: string };

/** The path of a page of users with the filters (spec section 3: company_id, department_id, search, skip, limit). */
export function usersPath({ page, companyId, departmentId, search }: UsersQuery): string {
  const params = new URLSearchParams({ skip: String((page - 1) * USERS_PAGE_SIZE), limit: String(USERS_PAGE_SIZE) });
  if (companyId) params.set('company_id', companyId);
  if (departmentId) params.set('department_id', departmentId);
  if (search.trim()) params.set('search', search.trim());
  return `/v1/users/?${params}`;
}

revalidateOn('organisation', (key) => key.startsWith('/v1/users/?'));

/** A page of users; the previous page stays on screen while the next one loads. */
export const useUsers = (query: UsersQuery) => useSWR<UsersPublic, ApiError>(usersPath(query), fetcher, { keepPreviousData: true });

/** Admins create users with the role user; superadmins any role. */
export const createUser = (input: Pick<UserCreate, 'email' | 'password'> & Partial<UserCreate>) =>
  api.post<UserPublic>('/v1/users/', input);

/** Activates an inactive account (a sign-up awaiting approval): admins for users with the role user, superadmins any. */
export const activateUser = (id: string) => api.post<UserPublic>(`/v1/users/${id}/activate`);
