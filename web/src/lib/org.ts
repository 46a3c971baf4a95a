// The companies, departments and people the signed-in user may see, shared by every screen that
// offers them as choices (the organisation screens, the users filters, the employment form, the
// Danger Zone, the people pickers of the work schedule and the absence screen). One SWR entry
// each, so a change made on one screen shows on all of them.
import useSWR from 'swr';
import type { CompaniesPublic, DepartmentsPublic, UsersPublic } from '../types/api';
import { fetcher, type ApiError } from './api';
import { dataChanged, revalidateOn } from './data-changes';

/** Every company the caller may read (all for a superadmin, their own for others). */
export const COMPANIES_KEY = '/v1/companies/?limit=1000';
/** Every department the caller may read, by company then name. */
export const DEPARTMENTS_KEY = '/v1/departments/?limit=1000';

export const useCompanies = () => useSWR<CompaniesPublic, ApiError>(COMPANIES_KEY, fetcher);
export const useAllDepartments = () => useSWR<DepartmentsPublic, ApiError>(DEPARTMENTS_KEY, fetcher);

/** Every user the caller may read (the API keeps an admin to their companies' people), the first 1000. */
export const USERS_KEY = '/v1/users/?limit=1000';
/** For the people pickers, which filter in the browser; only fetched while `enabled`. */
export const useAllUsers = (enabled: boolean) => useSWR<UsersPublic, ApiError>(enabled ? USERS_KEY : null, fetcher);

const SHARED_KEYS = [COMPANIES_KEY, DEPARTMENTS_KEY, USERS_KEY];
revalidateOn('organisation', (key) => SHARED_KEYS.includes(key));

/**
 * After a change to a company, department, user or employment record: every cached answer about
 * the organisation (these choices, the organisation screens, user lists, employee profiles) loads
 * again, so a new department shows in its company and a deleted one leaves the filters.
 */
export const revalidateOrganisation = () => dataChanged('organisation');
