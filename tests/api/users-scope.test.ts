// The users list filters and the admin scoping of /users: admins act on the people of their
// companies (current or former) and on users employed nowhere; superadmins on everyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from './support/app';
import { createUser, demoOrg, hire, randomId, signIn, type Ids, type Tokens } from './support/org';

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

type User = { id: string; email: string; full_name: string | null };
const list = async (query: string, token = tokens.super) => {
  const res = await t.call(ACME, `/api/v1/users/?limit=1000&${query}`, { token });
  expect(res.status, query).toBe(200);
  return res.body as { data: User[]; count: number };
};
const emails = (body: { data: User[] }) => body.data.map((u) => u.email);

describe('GET /api/v1/users/ filters', () => {
  it('filters by company: users with an employment record there, former employees included', async () => {
    const pl = await list(`company_id=${org.poland.id}`);
    expect(pl.count).toBe(26);
    expect(emails(pl)).toEqual(
      expect.arrayContaining(['admin@acme.test', 'admin2@acme.test', 'user@acme.test', 'barbara.grabowska@acme.test']),
    );
    expect(emails(pl)).not.toContain('super@acme.test');
    const ua = await list(`company_id=${org.ukraine.id}`);
    expect(ua.count).toBe(17);
    expect(ua.data.every((u) => /[А-Яа-яІіЇїЄєҐґ]/.test(u.full_name ?? ''))).toBe(true);
  });

  it('filters by department, and by company and department together', async () => {
    const production = await list(`department_id=${org.production.id}`);
    expect(emails(production)).toEqual(expect.arrayContaining(['admin@acme.test', 'admin2@acme.test', 'user@acme.test']));
    const warehouse = await list(`department_id=${org.warehouse.id}`);
    expect(production.count + warehouse.count).toBe(26);
    expect(emails(warehouse)).not.toContain('user@acme.test');
    expect((await list(`company_id=${org.poland.id}&department_id=${org.production.id}`)).count).toBe(production.count);
    expect((await list(`company_id=${org.ukraine.id}&department_id=${org.production.id}`)).count).toBe(0);
  });

  it('combines the filters with search, skip and limit, the count staying the total', async () => {
    const found = await list(`company_id=${org.ukraine.id}&search=${encodeURIComponent('ОЛЕНА')}`);
    expect(emails(found)).toEqual(['olena.shevchenko@acme.test']);
    expect((await list(`company_id=${org.poland.id}&search=${encodeURIComponent('olena')}`)).count).toBe(0);
    const all = await list(`company_id=${org.ukraine.id}`);
    const page = (await t.call(ACME, `/api/v1/users/?company_id=${org.ukraine.id}&skip=5&limit=5`, { token: tokens.super })).body;
    expect(page.count).toBe(all.count);
    expect(page.data.map((u: User) => u.id)).toEqual(all.data.slice(5, 10).map((u) => u.id));
  });

  it('answers an empty page for unknown ids and 422 for malformed ones', async () => {
    expect(await list(`company_id=${randomId()}`)).toEqual({ data: [], count: 0 });
    expect(await list(`department_id=${randomId()}`)).toEqual({ data: [], count: 0 });
    for (const query of ['company_id=1', 'department_id=acme', 'company_id=']) {
      const res = await t.call(ACME, `/api/v1/users/?${query}`, { token: tokens.super });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', query.split('=')[0]]);
    }
  });

  it('keeps the list to admins and superadmins', async () => {
    expect((await t.call(ACME, `/api/v1/users/?company_id=${org.poland.id}`, { token: tokens.user })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/?company_id=${org.poland.id}`)).status).toBe(401);
  });
});

describe('admins see their companies and the unassigned', () => {
  it("lists an admin their companies' people (former ones included) and users employed nowhere, not the others", async () => {
    const signup = await createUser(t, tokens.super);
    const mine = await list('', tokens.admin);
    expect(emails(mine)).toEqual(
      expect.arrayContaining([
        'admin@acme.test',
        'admin2@acme.test',
        'user@acme.test',
        'barbara.grabowska@acme.test',
        'super@acme.test',
        signup.email,
      ]),
    );
    expect(emails(mine)).not.toContain('olena.shevchenko@acme.test');
    expect(mine.count).toBe(mine.data.length);
    const everyone = await list('');
    expect(emails(everyone)).toContain('olena.shevchenko@acme.test');
    expect(everyone.count).toBe(mine.count + 17);
  });

  it("filters an admin's list inside their scope: another company's filter finds nobody", async () => {
    expect(await list(`company_id=${org.ukraine.id}`, tokens.admin)).toEqual({ data: [], count: 0 });
    expect((await list(`company_id=${org.poland.id}`, tokens.admin)).count).toBe(26);
  });

  it('shows a person employed in both companies to the admin, through the Polish record', async () => {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id });
    expect(emails(await list(`search=${person.email}`, tokens.admin))).toEqual([]);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id });
    expect(emails(await list(`search=${person.email}`, tokens.admin))).toEqual([person.email]);
  });

  it('answers 403 to an admin reading, editing or deleting a user employed only in other companies', async () => {
    const ukrainian = (await list(`department_id=${org.logistics.id}&search=andrii`)).data[0]!;
    const read = await t.call(ACME, `/api/v1/users/${ukrainian.id}`, { token: tokens.admin });
    expect(read).toMatchObject({ status: 403, body: { detail: 'This user is employed in other companies' } });
    expect(
      (await t.call(ACME, `/api/v1/users/${ukrainian.id}`, { method: 'PATCH', token: tokens.admin, json: { full_name: 'Changed' } }))
        .status,
    ).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${ukrainian.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(403);
    const after = await t.call(ACME, `/api/v1/users/${ukrainian.id}`, { token: tokens.super });
    expect(after.body.full_name).toBe('Андрій Бондаренко');
  });

  it('lets an admin read, edit and delete users of their company and unassigned users', async () => {
    const signup = await createUser(t, tokens.super);
    expect((await t.call(ACME, `/api/v1/users/${signup.id}`, { token: tokens.admin })).status).toBe(200);
    expect(
      (await t.call(ACME, `/api/v1/users/${signup.id}`, { method: 'PATCH', token: tokens.admin, json: { full_name: 'Hired Soon' } })).body
        .full_name,
    ).toBe('Hired Soon');
    await hire(t, tokens.admin, { user_id: signup.id, company_id: org.poland.id });
    expect(
      (await t.call(ACME, `/api/v1/users/${signup.id}`, { method: 'PATCH', token: tokens.admin, json: { phone_1: '+48 500 000 000' } }))
        .status,
    ).toBe(200);
    expect((await t.call(ACME, `/api/v1/users/${signup.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/users/${signup.id}`, { token: tokens.super })).status).toBe(404);
  });

  it('leaves an admin whose employment ended with no company: only themselves and the unassigned', async () => {
    const former = await createUser(t, tokens.super, { role: 'admin', email: 'former.admin@acme.test', password: 'former-pass' });
    await hire(t, tokens.super, { user_id: former.id, company_id: org.poland.id, start_date: '2015-01-01', end_date: '2016-12-31' });
    const token = await t.login('former.admin@acme.test', ACME, 'former-pass');
    expect((await t.call(ACME, '/api/v1/companies/', { token })).body).toEqual({ data: [], count: 0 });
    expect((await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { token })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${ids.user}`, { token })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${former.id}`, { token })).status).toBe(200);
    const visible = await list('', token);
    expect(emails(visible)).toContain('former.admin@acme.test');
    expect(emails(visible)).toContain('super@acme.test');
    expect(emails(visible)).not.toContain('user@acme.test');
  });

  it('lets a superadmin act on anyone', async () => {
    const ukrainian = (await list(`company_id=${org.ukraine.id}&search=iryna`)).data[0]!;
    expect((await t.call(ACME, `/api/v1/users/${ukrainian.id}`, { token: tokens.super })).status).toBe(200);
    const res = await t.call(ACME, `/api/v1/users/${ukrainian.id}`, {
      method: 'PATCH',
      token: tokens.super,
      json: { phone_2: '+380 50 000 00 00' },
    });
    expect(res.body.phone_2).toBe('+380 50 000 00 00');
    expect(ids.admin).not.toBe(ids.admin2);
  });
});
