// The companies, departments and people the signed-in user may see, shared by every screen that
// offers them as choices (the organisation screens, the users filters, the employment form, the
// Danger Zone, the people pickers of the work schedule and the absence screen). One SWR entry
// each, so a change made on one screen shows on all of them.
import useSWR from 'swr';
import type { CompaniesPublic, DepartmentsPublic, UsersPublic } from '../types/api';
import { fetcher, type ApiError } from './api';
import { dataChanged, revalidateOn } from './data-changes';
import { COMPANIES_KEY, DEPARTMENTS_KEY, USERS_KEY } from './paths';

export { COMPANIES_KEY, DEPARTMENTS_KEY, USERS_KEY };

export const useCompanies = () => useSWR<CompaniesPublic, ApiError>(COMPANIES_KEY, fetcher);
export const useAllDepartments = () => useSWR<DepartmentsPublic, ApiError>(DEPARTMENTS_KEY, fetcher);

/** Every user the caller may read, for the people pickers, which filter in the browser; only fetched while `enabled`. */
export const useAllUsers = (enabled: boolean) => useSWR<UsersPublic, ApiError>(enabled ? USERS_KEY : null, fetcher);

const SHARED_KEYS = [COMPANIES_KEY, DEPARTMENTS_KEY, USERS_KEY];
revalidateOn('organisation', (key) => SHARED_KEYS.includes(key));

/**
 * After a change to a company, department, user or employment record: every cached answer about
 * the organisation (these choices, the organisation screens, user lists, employee profiles) loads
 * again, so a new department shows in its company and a deleted one leaves the filters.
 */
export const revalidateOrganisation = () => dataChanged('organisation');
