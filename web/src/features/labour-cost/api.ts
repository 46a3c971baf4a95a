// Labour cost as the screens read it (docs/labour-cost.md): a department's totals against its
// budget, and its budgets (superadmins write them).
import useSWR from 'swr';
import { api, fetcher, type ApiError } from '../../lib/api';
import { revalidateKeys } from '../../lib/data-changes';
import type { Budget, DepartmentCost } from '../../types/api';

export const COST_PREFIX = '/v1/labour-cost/';

export const departmentCostPath = (departmentId: string, start: string, end: string, group: 'day' | 'week' | 'month' = 'month') =>
  `${COST_PREFIX}departments/${departmentId}?start=${start}&end=${end}&group=${group}`;

export const useDepartmentCost = (path: string | null) => useSWR<DepartmentCost, ApiError>(path, fetcher, { keepPreviousData: true });

/** Every cached cost and budget loads again (after a plan or a budget changed). */
export const revalidateCosts = () => revalidateKeys((key) => key.startsWith(COST_PREFIX));

export const saveBudget = (departmentId: string, month: string, amount: number) =>
  api.put<Budget>(`${COST_PREFIX}departments/${departmentId}/budgets/${month}`, { amount });
