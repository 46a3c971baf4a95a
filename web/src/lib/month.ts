// Months as the screens name them in their URLs (`YYYY-MM`): the work schedule, the employees
// schedule and the team calendar page through them alike.

export const isMonth = (value: string | null): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * `YYYY-MM` -> its first and last day. Counted on the UTC calendar: a browser zone that skipped a
 * day (Pacific/Kiritimati 1994-12-31, Pacific/Apia 2011-12-30) must not shorten the month.
 */
export function monthRange(month: string): { start: string; end: string; days: number } {
  const [year, mon] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, mon ?? 1, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(days).padStart(2, '0')}`, days };
}

export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (mon ?? 1) - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
