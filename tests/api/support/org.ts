// The demo organisation as the API shows it, and small helpers to add to it in tests.
import { ACME, GLOBEX, type TestApp } from './app';

export type Tokens = { super: string; admin: string; admin2: string; user: string; globex: string };
export type Ids = { super: string; admin: string; admin2: string; user: string };
export type Company = { id: string; name: string; country: string; departments: { id: string; name: string }[] } & Record<string, any>;
export type Department = { id: string; company_id: string; name: string } & Record<string, any>;

export const randomId = () => crypto.randomUUID();

export async function signIn(t: TestApp): Promise<{ tokens: Tokens; ids: Ids }> {
  const tokens: Tokens = {
    super: await t.login('super@acme.test'),
    admin: await t.login('admin@acme.test'),
    admin2: await t.login('admin2@acme.test'),
    user: await t.login('user@acme.test'),
    globex: await t.login('owner@globex.test', GLOBEX),
  };
  const me = async (token: string) => (await t.call(ACME, '/api/v1/users/me', { token })).body.id as string;
  const ids: Ids = {
    super: await me(tokens.super),
    admin: await me(tokens.admin),
    admin2: await me(tokens.admin2),
    user: await me(tokens.user),
  };
  return { tokens, ids };
}

/** The two demo companies and their four departments, read by a superadmin. */
export async function demoOrg(t: TestApp, superToken: string) {
  const list = await t.call(ACME, '/api/v1/companies/', { token: superToken });
  const poland = list.body.data.find((c: Company) => c.country === 'PL' && c.name.startsWith('Acme Polska')) as Company;
  const ukraine = list.body.data.find((c: Company) => c.country === 'UA') as Company;
  const dept = (company: Company, name: string) => company.departments.find((d) => d.name === name)!;
  return {
    poland,
    ukraine,
    production: dept(poland, 'Produkcja'),
    warehouse: dept(poland, 'Magazyn i logistyka'),
    assembly: dept(ukraine, 'Виробництво'),
    logistics: dept(ukraine, 'Логістика'),
  };
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export async function ok(res: Promise<{ status: number; body: any }>, status = 200) {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export function createCompany(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  return ok(t.call(ACME, '/api/v1/companies/', { token, json: { name: unique('Company'), ...extra } })) as Promise<Company>;
}

export function createDepartment(t: TestApp, token: string, companyId: string, extra: Record<string, unknown> = {}) {
  return ok(
    t.call(ACME, '/api/v1/departments/', { token, json: { company_id: companyId, name: unique('Department'), ...extra } }),
  ) as Promise<Department>;
}

/** A new account with the role given, employed nowhere (in the unassigned pool). */
export async function createUser(t: TestApp, superToken: string, extra: Record<string, unknown> = {}) {
  const email = `${unique('person')}@acme.test`;
  return ok(
    t.call(ACME, '/api/v1/users/', { token: superToken, json: { email, password: 'person-pass', full_name: 'Test Person', ...extra } }),
  ) as Promise<{
    id: string;
    email: string;
    role: string;
  }>;
}

export function hire(t: TestApp, token: string, json: Record<string, unknown>) {
  return ok(t.call(ACME, '/api/v1/employees/', { token, json: { start_date: '2024-01-01', ...json } }));
}
