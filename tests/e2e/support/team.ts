// A team of one's own for a test that plans: a new department of the Polish demo company with one
// new employee, made through the API as a superadmin, and a month ahead (the month after next,
// in the future whatever today is). Tests that use it take their dates from the test clock, so
// they are on tests/date-subjects.txt (tests/unit/date-subjects.test.ts checks it).
import type { Page } from 'playwright-core';
import { addDays } from '../../../worker/lib/time';
import { warsawToday } from './clock';
import { apiToken, callApi, DEMO, uniqueEmail } from './session';

type Json = any;

export type TeamOptions = {
  /** The department's name, made unique with a suffix. */
  department: string;
  /** The employee's full name. */
  fullName: string;
  /** More fields of the employment record (pay, for example). */
  employment?: Record<string, unknown>;
};

export async function newTeam(page: Page, { department: name, fullName, employment = {} }: TeamOptions) {
  const superToken = await apiToken(page, DEMO.superadmin);
  /** A superadmin's call that must succeed; its answer's body. */
  const ok = async (method: string, path: string, json?: unknown): Promise<Json> => {
    const answer = await callApi(page, method, path, { token: superToken, json });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
  const companies = (await ok('GET', '/v1/companies/')).data as { id: string; country: string; name: string }[];
  const company = companies.find((c) => c.country === 'PL' && c.name.startsWith('Acme Polska'))!;
  const department = await ok('POST', '/v1/departments/', { company_id: company.id, name: `${name} ${Date.now().toString(36)}` });
  const person = await ok('POST', '/v1/users/', { email: uniqueEmail('team'), password: 'person-pass', full_name: fullName });
  await ok('POST', '/v1/employees/', {
    user_id: person.id,
    company_id: company.id,
    department_id: department.id,
    start_date: '2024-01-01',
    ...employment,
  });
  const month = addDays(`${warsawToday().slice(0, 7)}-01`, 62).slice(0, 7);
  return { ok, superToken, company, department, person, month };
}
