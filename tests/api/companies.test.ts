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
  type Company,
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

const COMPANY_KEYS = [
  'id',
  'name',
  'nip',
  'regon',
  'address',
  'phone',
  'email',
  'website',
  'description',
  'extra_fields',
  'timezone',
  'country',
  'auto_confirm_enabled',
  'auto_confirm_tolerance_minutes',
  'departments',
  'created_at',
  'updated_at',
].sort();

const companyCount = async () => (await t.call(ACME, '/api/v1/companies/?limit=1000', { token: tokens.super })).body.count as number;

describe('POST /api/v1/companies/', () => {
  it('lets a superadmin create a company with every field; NIP and REGON are stored as digits', async () => {
    const res = await t.call(ACME, '/api/v1/companies/', {
      token: tokens.super,
      json: {
        name: '  Zakład Mechaniczny Łódź  ',
        nip: '123-456-32-18',
        regon: '1234 5678 5123 47',
        address: 'ul. Piotrkowska 1, Łódź',
        phone: '+48 42 000 00 00',
        email: 'Biuro@ZML.test',
        website: 'https://zml.example.com/o-nas',
        description: 'Obróbka skrawaniem',
        extra_fields: { KRS: '0000000001', 'Kod PKD': '25.62.Z' },
        timezone: 'Europe/Warsaw',
        country: 'PL',
        auto_confirm_enabled: true,
        auto_confirm_tolerance_minutes: 30,
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(COMPANY_KEYS);
    expect(res.body).toMatchObject({
      name: 'Zakład Mechaniczny Łódź',
      nip: '1234563218',
      regon: '12345678512347',
      email: 'biuro@zml.test',
      website: 'https://zml.example.com/o-nas',
      extra_fields: { KRS: '0000000001', 'Kod PKD': '25.62.Z' },
      auto_confirm_enabled: true,
      auto_confirm_tolerance_minutes: 30,
      departments: [],
      updated_at: null,
    });
    const read = await t.call(ACME, `/api/v1/companies/${res.body.id}`, { token: tokens.super });
    expect(read.body).toEqual(res.body);
  });

  it('fills the defaults: Europe/Warsaw, PL, auto-confirm off with 15 minutes, no extra fields', async () => {
    const created = await createCompany(t, tokens.super);
    expect(created).toMatchObject({
      timezone: 'Europe/Warsaw',
      country: 'PL',
      auto_confirm_enabled: false,
      auto_confirm_tolerance_minutes: 15,
      extra_fields: {},
      nip: null,
      regon: null,
      website: null,
    });
  });

  it('accepts a Ukrainian company in Europe/Kyiv, and UTC', async () => {
    expect((await createCompany(t, tokens.super, { country: 'UA', timezone: 'Europe/Kyiv' })).timezone).toBe('Europe/Kyiv');
    expect((await createCompany(t, tokens.super, { timezone: 'UTC' })).timezone).toBe('UTC');
  });

  it('treats empty strings of optional fields as empty', async () => {
    const created = await createCompany(t, tokens.super, { nip: '', regon: '', email: '', website: '', phone: '' });
    expect(created).toMatchObject({ nip: null, regon: null, email: null, website: null, phone: null });
  });

  it('refuses admins and users (403) and anonymous callers (401), storing nothing', async () => {
    const before = await companyCount();
    for (const token of [tokens.admin, tokens.user]) {
      expect((await t.call(ACME, '/api/v1/companies/', { token, json: { name: 'Nope' } })).status).toBe(403);
    }
    expect((await t.call(ACME, '/api/v1/companies/', { json: { name: 'Nope' } })).status).toBe(401);
    expect(await companyCount()).toBe(before);
  });

  it('answers 422 with the field in loc for bad input, NIP and REGON checksums included, and stores nothing', async () => {
    const before = await companyCount();
    const manyPairs = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{}, ['name']],
      [{ name: '   ' }, ['name']],
      [{ name: 'x'.repeat(256) }, ['name']],
      [{ name: 'N', nip: '1234563219' }, ['nip']],
      [{ name: 'N', nip: '123456321' }, ['nip']],
      [{ name: 'N', nip: 'PL1234563218' }, ['nip']],
      [{ name: 'N', regon: '123456786' }, ['regon']],
      [{ name: 'N', regon: '1234567851' }, ['regon']],
      [{ name: 'N', regon: '12345678512348' }, ['regon']],
      [{ name: 'N', email: 'not-an-email' }, ['email']],
      [{ name: 'N', website: 'ftp://files.example.com' }, ['website']],
      [{ name: 'N', website: 'javascript:alert(1)' }, ['website']],
      [{ name: 'N', website: 'example.com' }, ['website']],
      [{ name: 'N', timezone: 'Mars/Olympus_Mons' }, ['timezone']],
      [{ name: 'N', timezone: 'europe/warsaw' }, ['timezone']],
      [{ name: 'N', timezone: '' }, ['timezone']],
      [{ name: 'N', country: 'DE' }, ['country']],
      [{ name: 'N', auto_confirm_enabled: 'yes' }, ['auto_confirm_enabled']],
      [{ name: 'N', auto_confirm_tolerance_minutes: -1 }, ['auto_confirm_tolerance_minutes']],
      [{ name: 'N', auto_confirm_tolerance_minutes: 721 }, ['auto_confirm_tolerance_minutes']],
      [{ name: 'N', auto_confirm_tolerance_minutes: 1.5 }, ['auto_confirm_tolerance_minutes']],
      [{ name: 'N', extra_fields: manyPairs }, ['extra_fields']],
      [{ name: 'N', extra_fields: { ['k'.repeat(65)]: 'v' } }, ['extra_fields', 'k'.repeat(65)]],
      [{ name: 'N', extra_fields: { '': 'v' } }, ['extra_fields', '']],
      [{ name: 'N', extra_fields: { key: 'v'.repeat(1001) } }, ['extra_fields', 'key']],
      [{ name: 'N', extra_fields: { key: 12 } }, ['extra_fields', 'key']],
      [{ name: 'N', extra_fields: ['a'] }, ['extra_fields']],
    ];
    for (const [json, loc] of cases) {
      const res = await t.call(ACME, '/api/v1/companies/', { token: tokens.super, json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      expect(res.body.detail[0].loc, JSON.stringify(json).slice(0, 80)).toEqual(['body', ...loc]);
      expect(typeof res.body.detail[0].msg).toBe('string');
    }
    const both = await t.call(ACME, '/api/v1/companies/', {
      token: tokens.super,
      json: { name: 'N', nip: '1111111112', regon: '111111112' },
    });
    expect(both.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([['body', 'nip'], ['body', 'regon']]);
    expect(await companyCount()).toBe(before);
  });

  it('accepts exactly 50 extra fields with 64-character keys and 1000-character values', async () => {
    const fields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`${i}`.padEnd(64, 'k'), 'v'.repeat(1000)]));
    const created = await createCompany(t, tokens.super, { extra_fields: fields });
    expect(Object.keys(created.extra_fields)).toHaveLength(50);
  });
});

describe('GET /api/v1/companies/', () => {
  it('lists every company for a superadmin, with their departments', async () => {
    const res = await t.call(ACME, '/api/v1/companies/?limit=1000', { token: tokens.super });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.data.length);
    const names = res.body.data.map((c: Company) => c.name);
    expect(names).toEqual(expect.arrayContaining([org.poland.name, org.ukraine.name]));
    expect(org.poland.departments.map((d) => d.name).sort()).toEqual(['Magazyn i logistyka', 'Produkcja']);
  });

  it('lists only the companies an admin is employed in, with all their departments', async () => {
    const res = await t.call(ACME, '/api/v1/companies/', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, data: [{ id: org.poland.id }] });
    expect(res.body.data[0].departments).toHaveLength(2);
  });

  it('lists a user only their company and only the department they work in', async () => {
    const res = await t.call(ACME, '/api/v1/companies/', { token: tokens.user });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.data[0].departments).toEqual([{ id: org.production.id, name: 'Produkcja' }]);
  });

  it('pages with skip and limit, the count staying the total', async () => {
    const all = (await t.call(ACME, '/api/v1/companies/?limit=1000', { token: tokens.super })).body;
    const page = (await t.call(ACME, '/api/v1/companies/?skip=1&limit=1', { token: tokens.super })).body;
    expect(page.count).toBe(all.count);
    expect(page.data.map((c: Company) => c.id)).toEqual([all.data[1].id]);
  });

  it('refuses anonymous callers (401) and bad paging (422)', async () => {
    expect((await t.call(ACME, '/api/v1/companies/')).status).toBe(401);
    for (const query of ['skip=-1', 'limit=0', 'limit=1001', 'limit=x']) {
      const res = await t.call(ACME, `/api/v1/companies/?${query}`, { token: tokens.super });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('query');
    }
  });
});

describe('GET /api/v1/companies/{company_id}', () => {
  it('answers any company to a superadmin, their own to admins and users, 403 for others', async () => {
    expect((await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { token: tokens.super })).body.timezone).toBe('Europe/Kyiv');
    for (const token of [tokens.admin, tokens.admin2, tokens.user]) {
      expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token })).status).toBe(200);
      const other = await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { token });
      expect(other.status).toBe(403);
      expect(other.body.detail).toBe('You are not employed in this company');
    }
  });

  it('answers 404 for an unknown id, 422 for a malformed one, 401 without a token', async () => {
    expect((await t.call(ACME, `/api/v1/companies/${randomId()}`, { token: tokens.super })).status).toBe(404);
    const bad = await t.call(ACME, '/api/v1/companies/42', { token: tokens.super });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'company_id']);
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`)).status).toBe(401);
  });

  it('never crosses tenants: 404 on the other tenant, 401 for a token of another tenant', async () => {
    expect((await t.call(GLOBEX, `/api/v1/companies/${org.poland.id}`, { token: tokens.globex })).status).toBe(404);
    expect((await t.call(GLOBEX, '/api/v1/companies/', { token: tokens.globex })).body.count).toBe(0);
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.globex })).status).toBe(401);
  });
});

describe('PATCH /api/v1/companies/{company_id}', () => {
  it('lets an admin edit their own company, settings and extra fields included', async () => {
    const res = await t.call(ACME, `/api/v1/companies/${org.poland.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { description: 'Nowy opis', extra_fields: { BDO: '000099999' }, auto_confirm_tolerance_minutes: 10, phone: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: 'Nowy opis',
      extra_fields: { BDO: '000099999' },
      auto_confirm_tolerance_minutes: 10,
      phone: null,
    });
    expect(res.body.name).toBe(org.poland.name);
    expect(res.body.updated_at).not.toBeNull();
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.super })).body.description).toBe('Nowy opis');
  });

  it('lets a superadmin edit any company and clear the NIP', async () => {
    const company = await createCompany(t, tokens.super, { nip: '1234563218' });
    const res = await t.call(ACME, `/api/v1/companies/${company.id}`, {
      method: 'PATCH',
      token: tokens.super,
      json: { nip: null, country: 'UA', timezone: 'Europe/Kyiv' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nip: null, country: 'UA', timezone: 'Europe/Kyiv' });
  });

  it('refuses an admin outside their companies and users (403), anonymous callers (401)', async () => {
    const before = (await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { token: tokens.super })).body;
    expect(
      (await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { method: 'PATCH', token: tokens.admin, json: { name: 'Taken over' } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', token: tokens.user, json: { name: 'Mine' } })).status,
    ).toBe(403);
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', json: { name: 'Anon' } })).status).toBe(401);
    expect((await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { token: tokens.super })).body).toEqual(before);
  });

  it('answers 422 with the field for bad input and changes nothing', async () => {
    const before = (await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.super })).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ nip: '6772104531' }, 'nip'],
      [{ regon: '356032101' }, 'regon'],
      [{ name: '' }, 'name'],
      [{ name: null }, 'name'],
      [{ timezone: 'Nowhere/City' }, 'timezone'],
      [{ country: 'pl' }, 'country'],
      [{ website: 'http://' }, 'website'],
      [{ extra_fields: null }, 'extra_fields'],
    ];
    for (const [json, field] of cases) {
      const res = await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', token: tokens.admin, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
    }
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.super })).body).toEqual(before);
  });

  it('answers 404 for unknown ids and ids of another tenant', async () => {
    expect((await t.call(ACME, `/api/v1/companies/${randomId()}`, { method: 'PATCH', token: tokens.super, json: { name: 'x' } })).status)
      .toBe(404);
    expect(
      (await t.call(GLOBEX, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', token: tokens.globex, json: { name: 'x' } })).status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/companies/{company_id}', () => {
  it('refuses a company with departments and employees with 409 naming both', async () => {
    const employees = (await t.call(ACME, `/api/v1/users/?company_id=${org.poland.id}&limit=1000`, { token: tokens.super })).body.count;
    const res = await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'DELETE', token: tokens.super });
    expect(res.status).toBe(409);
    // One former employee (ended record) does not block.
    expect(res.body.detail).toBe(`Company has 2 departments and ${employees - 1} employees`);
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token: tokens.super })).status).toBe(200);
  });

  it('names a single department or a single employee', async () => {
    const withDept = await createCompany(t, tokens.super);
    await createDepartment(t, tokens.super, withDept.id);
    const one = await t.call(ACME, `/api/v1/companies/${withDept.id}`, { method: 'DELETE', token: tokens.super });
    expect(one).toMatchObject({ status: 409, body: { detail: 'Company has 1 department' } });

    const withPerson = await createCompany(t, tokens.super);
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: withPerson.id });
    const res = await t.call(ACME, `/api/v1/companies/${withPerson.id}`, { method: 'DELETE', token: tokens.super });
    expect(res).toMatchObject({ status: 409, body: { detail: 'Company has 1 employee' } });
  });

  it('deletes an empty company; former employees (ended records) go with it', async () => {
    const company = await createCompany(t, tokens.super);
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: company.id, start_date: '2020-01-01', end_date: '2021-12-31' });
    const res = await t.call(ACME, `/api/v1/companies/${company.id}`, { method: 'DELETE', token: tokens.super });
    expect(res).toMatchObject({ status: 200, body: { message: 'Company deleted successfully' } });
    expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { token: tokens.super })).status).toBe(404);
    expect((await t.call(ACME, `/api/v1/employees/${person.id}`, { token: tokens.super })).body.employment_records).toEqual([]);
  });

  it('lets only a superadmin delete (403 for admins and users, 401 anonymous)', async () => {
    const company = await createCompany(t, tokens.super);
    for (const token of [tokens.admin, tokens.user]) {
      expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { method: 'DELETE', token })).status).toBe(403);
    }
    expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.call(ACME, `/api/v1/companies/${company.id}`, { token: tokens.super })).status).toBe(200);
  });

  it('answers 404 for unknown ids and ids of another tenant, 422 for malformed ones', async () => {
    expect((await t.call(ACME, `/api/v1/companies/${randomId()}`, { method: 'DELETE', token: tokens.super })).status).toBe(404);
    expect((await t.call(GLOBEX, `/api/v1/companies/${org.ukraine.id}`, { method: 'DELETE', token: tokens.globex })).status).toBe(404);
    expect((await t.call(ACME, '/api/v1/companies/nope', { method: 'DELETE', token: tokens.super })).status).toBe(422);
    expect((await t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { token: tokens.super })).status).toBe(200);
    expect(ids.super).toBeTruthy();
  });
});
