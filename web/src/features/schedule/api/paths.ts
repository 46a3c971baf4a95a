// Paths of the schedule feature's reads, without SWR: the entry starts a first screen's reads with
// its code (app/screens.ts `reads`), and the hooks of api/schedule.ts, api/employees-schedule.ts and
// api/labour-law.ts read the same paths.

/** A date's running and finished-not-confirmed shifts in the admin's companies (the dashboard). */
export const openShiftsPath = (date: string) => `/v1/work-schedule/open?${new URLSearchParams({ date })}`;

export const EMPLOYEES_SCHEDULE_PREFIX = '/v1/employees-schedule?';

/** A month of a company's or a department's grid; null without either. */
export function employeesSchedulePath(month: string, companyId: string | null, departmentId: string | null): string | null {
  if (!companyId && !departmentId) return null;
  const params = new URLSearchParams({ month });
  if (companyId) params.set('company_id', companyId);
  if (departmentId) params.set('department_id', departmentId);
  return `${EMPLOYEES_SCHEDULE_PREFIX}${params}`;
}

export const BREACHES_PREFIX = '/v1/labour-law/breaches?';

export type BreachScope = { user_id?: string | null; department_id?: string | null; company_id?: string | null };

/** A period's labour-law breaches of the first of the scope's ids given; null without one. */
export function breachesPath(start: string, end: string, scope: BreachScope): string | null {
  const params = new URLSearchParams({ start, end });
  const [name, value] = Object.entries(scope).find(([, v]) => Boolean(v)) ?? [];
  if (!name || !value) return null;
  params.set(name, value);
  return `${BREACHES_PREFIX}${params}`;
}
