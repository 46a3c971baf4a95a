// Companies and departments: reads (SWR) and changes. After a change the caller revalidates the
// organisation (lib/org revalidateOrganisation), so every list and filter shows it.
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../../lib/api';
import { revalidateOn } from '../../../lib/data-changes';
import type {
  CompanyCreate,
  CompanyPublic,
  CompanyUpdate,
  DepartmentCreate,
  DepartmentPublic,
  DepartmentsPublic,
  DepartmentUpdate,
  UsersPublic,
} from '../../../types/api';

type Message = { message: string };

/** The paths this module reads: companies, departments and the people of one of them. */
const READS = ['/v1/companies/', '/v1/departments/', '/v1/users/?'];
revalidateOn('organisation', (key) => READS.some((path) => key.startsWith(path)));

export const useCompany = (id: string | undefined) => useSWR<CompanyPublic, ApiError>(id ? `/v1/companies/${id}` : null, fetcher);

export const createCompany = (input: Partial<CompanyCreate> & { name: string }) => api.post<CompanyPublic>('/v1/companies/', input);
export const updateCompany = (id: string, input: CompanyUpdate) => api.patch<CompanyPublic>(`/v1/companies/${id}`, input);
/** 409 names what blocks it ("Company has 2 departments and 5 employees"). */
export const deleteCompany = (id: string) => api.delete<Message>(`/v1/companies/${id}`);

/** The departments of one company, or every department the caller may read. */
export const useDepartments = (companyId: string | null) =>
  useSWR<DepartmentsPublic, ApiError>(
    `/v1/departments/?limit=1000${companyId ? `&company_id=${encodeURIComponent(companyId)}` : ''}`,
    fetcher,
    { keepPreviousData: true },
  );

export const useDepartment = (id: string | undefined) => useSWR<DepartmentPublic, ApiError>(id ? `/v1/departments/${id}` : null, fetcher);

export const createDepartment = (input: Partial<DepartmentCreate> & { company_id: string; name: string }) =>
  api.post<DepartmentPublic>('/v1/departments/', input);
export const updateDepartment = (id: string, input: DepartmentUpdate) => api.patch<DepartmentPublic>(`/v1/departments/${id}`, input);
/** 409 while people work there ("Department has 3 employees"). */
export const deleteDepartment = (id: string) => api.delete<Message>(`/v1/departments/${id}`);

/** The people with an employment record (current or ended) in a department or a company. */
export const usePeople = (filter: { department_id: string } | { company_id: string } | null) => {
  const query = filter ? new URLSearchParams({ ...filter, limit: '1000' }).toString() : null;
  return useSWR<UsersPublic, ApiError>(query ? `/v1/users/?${query}` : null, fetcher);
};
