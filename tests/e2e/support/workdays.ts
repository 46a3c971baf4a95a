// Dates for absence tests that hold on any day: the account's working days as the API counts them
// (its planned shifts, else Monday-Friday workdays), past the demo's absences.
import type { Page } from 'playwright-core';
import { addDays } from '../../../worker/lib/time';
import { sameYearMonday } from './clock';
import { callApi } from './session';

/** The account's working days in `days` days from `from`, as the absence preview counts them. */
export async function workingDays(page: Page, token: string, from: string, days: number): Promise<string[]> {
  const to = addDays(from, days - 1);
  const answer = await callApi(page, 'GET', `/v1/vacation-sick/preview?type=sick&start_date=${from}&end_date=${to}`, { token });
  if (answer.status !== 200) throw new Error(`preview ${from}..${to}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.days.map((day: { date: string }) => day.date);
}

/**
 * Two requests' worth of dates in one year, 50 or more days ahead (the demo's absences end 39 days
 * from today): `first` starts on a working day and spans three days; `second` starts on a working
 * day a week or more later and spans five.
 */
export async function absenceDates(page: Page, token: string) {
  const monday = sameYearMonday(50, 50);
  const days = await workingDays(page, token, monday, 40);
  const start = days[0];
  const otherStart = days.find((day) => day >= addDays(start ?? monday, 7));
  if (!start || !otherStart) throw new Error(`too few working days from ${monday}: ${days.join(', ')}`);
  return { first: [start, addDays(start, 2)] as const, second: [otherStart, addDays(otherStart, 4)] as const, workingDays: days };
}
