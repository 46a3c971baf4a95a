import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import {
  createCompany,
  createDepartment,
  createUser,
  demoOrg,
  hire,
  randomId,
  signIn,
  type Department,
  type Ids,
  type Tokens,
} from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
});
afterAll(() => t.close());

const DEPARTMENT_KEYS = ['id', 'company_id', 'company_name', 'name', 'description', 'extra_data', 'created_by', 'created_at', 'updated_at']
  .sort();
const departmentCount = async () => (await t.call(ACME, '/api/v1/departments/?limit=1000', { token: tokens.super })).body.count as number;
const names = (body: { data: Department[] }) => body.data.map((d) => d.name);

describe('POST /api/v1/departments/', () => {
  it('lets an admin create a department in their company, recording who created it', async () => {
    const res = await t.call(ACME, '/api/v1/departments/', {
      token: tokens.admin,
      json: {
        company_id: org.poland.id,
        name: ' Utrzymanie ruchu ',
        description: 'Serwis maszyn',
        extra_data: { 'Kierownik zmiany': 'Anna Nowicka' },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(DEPARTMENT_KEYS);
    expect(res.body).toMatchObject({
      company_id: org.poland.id,
      company_name: org.poland.name,
      name: 'Utrzymanie ruchu',
      description: 'Serwis maszyn',
      extra_data: { 'Kierownik zmiany': 'Anna Nowicka' },
      created_by: { id: ids.admin, email: 'admin@acme.test', full_name: 'Adam Kowalski' },
      updated_at: null,
    });
    const company = (await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.admin })).body;
    expect(company.departments.map((d: Department) => d.name)).toContain('Utrzymanie ruchu');
  });

  it('lets a superadmin create a department in any company', async () => {
    const res = await t.call(ACME, '/api/v1/departments/', { token: tokens.super, json: { company_id: org.ukraine.id, name: 'Сервіс' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Сервіс', extra_data: {}, description: null, created_by: { id: ids.super } });
  });

  it('refuses an admin outside their companies and users (403), anonymous callers (401), storing nothing', async () => {
    const before = await departmentCount();
    const outside = await t.call(ACME, '/api/v1/departments/', { token: tokens.admin, json: { company_id: org.ukraine.id, name: 'Nope' } });
    expect(outside).toMatchObject({ status: 403, body: { detail: 'You are not employed in this company' } });
    expect((await t.call(ACME, '/api/v1/departments/', { token: tokens.user, json: { company_id: org.poland.id, name: 'Nope' } })).status)
      .toBe(403);
    expect((await t.call(ACME, '/api/v1/departments/', { json: { company_id: org.poland.id, name: 'Nope' } })).status).toBe(401);
    expect(await departmentCount()).toBe(before);
  });

  it("answers 422 'Enter department name' without a name, 422 for other bad input, 404 for an unknown company; stores nothing", async () => {
    const before = await departmentCount();
    for (const json of [{ company_id: org.poland.id }, { company_id: org.poland.id, name: '  ' }]) {
      const res = await t.call(ACME, '/api/v1/departments/', { token: tokens.admin, json });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'name']);
    }
    const blank = await t.call(ACME, '/api/v1/departments/', { token: tokens.admin, json: { company_id: org.poland.id, name: '' } });
    expect(blank.body.detail[0].msg).toBe('Enter department name');
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ name: 'No company' }, ['company_id']],
      [{ name: 'Bad company', company_id: 'acme' }, ['company_id']],
      [{ name: 'x'.repeat(256), company_id: org.poland.id }, ['name']],
      [{ name: 'Extra', company_id: org.poland.id, extra_data: { k: 1 } }, ['extra_data', 'k']],
      [{ name: 'Extra', company_id: org.poland.id, extra_data: 'text' }, ['extra_data']],
    ];
    for (const [json, loc] of cases) {
      const res = await t.call(ACME, '/api/v1/departments/', { token: tokens.super, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc.slice(0, loc.length + 1)).toEqual(['body', ...loc]);
    }
    const unknown = await t.call(ACME, '/api/v1/departments/', { token: tokens.super, json: { company_id: randomId(), name: 'Ghost' } });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Company not found' } });
    expect(await departmentCount()).toBe(before);
  });

  it('drops a __proto__ key of the extra data instead of storing it', async () => {
    const dept = await createDepartment(t, tokens.super, org.poland.id, {
      extra_data: JSON.parse('{"__proto__":{"polluted":"yes"},"floor":"1"}'),
    });
    expect(dept.extra_data).toEqual({ floor: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not reach another tenant: a company id of acme is unknown on globex', async () => {
    const res = await t.call(GLOBEX, '/api/v1/departments/', { token: tokens.globex, json: { company_id: org.poland.id, name: 'Cross' } });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/v1/departments/', () => {
  it('lists every department for a superadmin, filtered by company on request', async () => {
    const all = (await t.call(ACME, '/api/v1/departments/?limit=1000', { token: tokens.super })).body;
    expect(names(all)).toEqual(expect.arrayContaining(['Produkcja', 'Magazyn i logistyka', 'Виробництво', 'Логістика']));
    const ua = (await t.call(ACME, `/api/v1/departments/?company_id=${org.ukraine.id}`, { token: tokens.super })).body;
    expect(ua.data.every((d: Department) => d.company_id === org.ukraine.id)).toBe(true);
    expect(names(ua)).toEqual(expect.arrayContaining(['Виробництво', 'Логістика']));
    expect(ua.count).toBe(ua.data.length);
  });

  it("lists an admin only their companies' departments; another company filters to nothing", async () => {
    const mine = (await t.call(ACME, '/api/v1/departments/?limit=1000', { token: tokens.admin })).body;
    expect(mine.data.every((d: Department) => d.company_id === org.poland.id)).toBe(true);
    expect(names(mine)).toEqual(expect.arrayContaining(['Produkcja', 'Magazyn i logistyka']));
    const other = (await t.call(ACME, `/api/v1/departments/?company_id=${org.ukraine.id}`, { token: tokens.admin })).body;
    expect(other).toEqual({ data: [], count: 0 });
  });

  it('lists a user only the department they work in', async () => {
    const res = await t.call(ACME, '/api/v1/departments/', { token: tokens.user });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.data[0]).toMatchObject({ id: org.production.id, name: 'Produkcja', company_name: org.poland.name });
  });

  it('pages with skip and limit; 422 for bad paging or a malformed company id; 401 anonymous', async () => {
    const all = (await t.call(ACME, '/api/v1/departments/?limit=1000', { token: tokens.super })).body;
    const page = (await t.call(ACME, '/api/v1/departments/?skip=2&limit=2', { token: tokens.super })).body;
    expect(page.count).toBe(all.count);
    expect(page.data.map((d: Department) => d.id)).toEqual(all.data.slice(2, 4).map((d: Department) => d.id));
    for (const query of ['skip=-1', 'limit=0', 'company_id=12']) {
      const res = await t.call(ACME, `/api/v1/departments/?${query}`, { token: tokens.super });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('query');
    }
    expect((await t.call(ACME, '/api/v1/departments/')).status).toBe(401);
    expect((await t.call(GLOBEX, '/api/v1/departments/', { token: tokens.globex })).body.count).toBe(0);
  });
});

describe('GET /api/v1/departments/{dept_id}', () => {
  it('answers by role: superadmin any, admin their companies, user their own department', async () => {
    expect((await t.call(ACME, `/api/v1/departments/${org.assembly.id}`, { token: tokens.super })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/departments/${org.warehouse.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/departments/${org.assembly.id}`, { token: tokens.admin })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/departments/${org.production.id}`, { token: tokens.user })).body.name).toBe('Produkcja');
    const other = await t.call(ACME, `/api/v1/departments/${org.warehouse.id}`, { token: tokens.user });
    expect(other).toMatchObject({ status: 403, body: { detail: 'You are not employed in this department' } });
  });

  it('answers 404 unknown, 422 malformed, 401 anonymous, 404 on another tenant', async () => {
    expect((await t.call(ACME, `/api/v1/departments/${randomId()}`, { token: tokens.super })).status).toBe(404);
    const bad = await t.call(ACME, '/api/v1/departments/abc', { token: tokens.super });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'dept_id']);
    expect((await t.call(ACME, `/api/v1/departments/${org.production.id}`)).status).toBe(401);
    expect((await t.call(GLOBEX, `/api/v1/departments/${org.production.id}`, { token: tokens.globex })).status).toBe(404);
  });
});

describe('PATCH /api/v1/departments/{dept_id}', () => {
  it('lets an admin edit a department of their company', async () => {
    const dept = await createDepartment(t, tokens.admin, org.poland.id, { description: 'Old' });
    const res = await t.call(ACME, `/api/v1/departments/${dept.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { name: 'Renamed', description: null, extra_data: { Piętro: '2' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', description: null, extra_data: { Piętro: '2' }, company_id: org.poland.id });
    expect(res.body.updated_at).not.toBeNull();
    expect(res.body.created_by.id).toBe(ids.admin);
  });

  it('refuses an admin outside their companies and users (403), anonymous (401), changing nothing', async () => {
    const before = (await t.call(ACME, `/api/v1/departments/${org.assembly.id}`, { token: tokens.super })).body;
    expect(
      (await t.call(ACME, `/api/v1/departments/${org.assembly.id}`, { method: 'PATCH', token: tokens.admin, json: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await t.call(ACME, `/api/v1/departments/${org.production.id}`, { method: 'PATCH', token: tokens.user, json: { name: 'X' } })).status,
    ).toBe(403);
    expect((await t.call(ACME, `/api/v1/departments/${org.production.id}`, { method: 'PATCH', json: { name: 'X' } })).status).toBe(401);
    expect((await t.call(ACME, `/api/v1/departments/${org.assembly.id}`, { token: tokens.super })).body).toEqual(before);
  });

  it('answers 422 for an empty name or bad extra data, 404 unknown or on another tenant', async () => {
    const before = (await t.call(ACME, `/api/v1/departments/${org.production.id}`, { token: tokens.super })).body;
    for (const [json, field] of [[{ name: '' }, 'name'], [{ name: null }, 'name'], [{ extra_data: { k: null } }, 'extra_data']] as const) {
      const res = await t.call(ACME, `/api/v1/departments/${org.production.id}`, { method: 'PATCH', token: tokens.super, json });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc[1]).toBe(field);
    }
    expect((await t.call(ACME, `/api/v1/departments/${org.production.id}`, { token: tokens.super })).body).toEqual(before);
    expect((await t.call(ACME, `/api/v1/departments/${randomId()}`, { method: 'PATCH', token: tokens.super, json: { name: 'X' } })).status)
      .toBe(404);
    expect(
      (await t.call(GLOBEX, `/api/v1/departments/${org.production.id}`, { method: 'PATCH', token: tokens.globex, json: { name: 'X' } }))
        .status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/departments/{dept_id}', () => {
  it('refuses a department with current employees with 409 naming how many', async () => {
    const employees = (await t.call(ACME, `/api/v1/users/?department_id=${org.production.id}`, { token: tokens.super })).body.count;
    const res = await t.call(ACME, `/api/v1/departments/${org.production.id}`, { method: 'DELETE', token: tokens.admin });
    // The demo's former employee of this department (an ended record) does not count.
    expect(res).toMatchObject({ status: 409, body: { detail: `Department has ${employees - 1} employees` } });
    const dept = await createDepartment(t, tokens.super, org.poland.id);
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
    const one = await t.call(ACME, `/api/v1/departments/${dept.id}`, { method: 'DELETE', token: tokens.super });
    expect(one).toMatchObject({ status: 409, body: { detail: 'Department has 1 employee' } });
  });

  it('lets an admin delete an empty department of their company; former employees keep their record without it', async () => {
    const dept = await createDepartment(t, tokens.admin, org.poland.id);
    const person = await createUser(t, tokens.super);
    const record = await hire(t, tokens.super, {
      user_id: person.id,
      company_id: org.poland.id,
      department_id: dept.id,
      start_date: '2022-01-01',
      end_date: '2022-06-30',
    });
    const res = await t.call(ACME, `/api/v1/departments/${dept.id}`, { method: 'DELETE', token: tokens.admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Department deleted successfully' } });
    expect((await t.call(ACME, `/api/v1/departments/${dept.id}`, { token: tokens.super })).status).toBe(404);
    const records = (await t.call(ACME, `/api/v1/employees/${person.id}`, { token: tokens.super })).body.employment_records;
    expect(records).toMatchObject([{ id: record.id, company_id: org.poland.id, department_id: null, department_name: null }]);
  });

  it('refuses an admin outside their companies and users (403), anonymous (401)', async () => {
    const dept = await createDepartment(t, tokens.super, org.ukraine.id);
    expect((await t.call(ACME, `/api/v1/departments/${dept.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(403);
    const mine = await createDepartment(t, tokens.super, org.poland.id);
    expect((await t.call(ACME, `/api/v1/departments/${mine.id}`, { method: 'DELETE', token: tokens.user })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/departments/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    for (const id of [dept.id, mine.id]) {
      expect((await t.call(ACME, `/api/v1/departments/${id}`, { token: tokens.super })).status).toBe(200);
    }
  });

  it('answers 404 unknown or on another tenant, 422 malformed', async () => {
    expect((await t.call(ACME, `/api/v1/departments/${randomId()}`, { method: 'DELETE', token: tokens.super })).status).toBe(404);
    expect((await t.call(GLOBEX, `/api/v1/departments/${org.logistics.id}`, { method: 'DELETE', token: tokens.globex })).status).toBe(404);
    expect((await t.call(ACME, '/api/v1/departments/1', { method: 'DELETE', token: tokens.super })).status).toBe(422);
  });

  it('lets a company go once its departments are gone', async () => {
    const company = await createCompany(t, tokens.super);
    const dept = await createDepartment(t, tokens.super, company.id);
    expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { method: 'DELETE', token: tokens.super })).status).toBe(409);
    expect((await t.call(ACME, `/api/v1/departments/${dept.id}`, { method: 'DELETE', token: tokens.super })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { method: 'DELETE', token: tokens.super })).status).toBe(200);
  });
});
