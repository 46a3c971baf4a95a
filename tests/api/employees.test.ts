import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createUser, demoOrg, hire, randomId, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
/** A demo employee of the Ukrainian company, outside the demo admins' companies. */
let ukrainian: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  ukrainian = (await t.call(ACME, `/api/v1/users/?department_id=${org.assembly.id}&limit=1`, { token: tokens.super })).body.data[0];
});
afterAll(() => t.close());

const RECORD_KEYS = [
  'id',
  'user_id',
  'company_id',
  'company_name',
  'department_id',
  'department_name',
  'position',
  'contract_type',
  'salary',
  'pay_kind',
  'hourly_rate',
  'fte',
  'vacation_days',
  'available_vacation_hours',
  'carryover_vacation_hours',
  'accrued_vacation_hours',
  'start_date',
  'end_date',
  'extra_data',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
].sort();
const USER_KEYS = [
  'id',
  'email',
  'full_name',
  'acronym',
  'phone_1',
  'phone_2',
  'address',
  'avatar',
  'role',
  'is_active',
  'is_superuser',
  'created_at',
];

const employee = async (userId: string, token = tokens.super) => (await t.call(ACME, `/api/v1/employees/${userId}`, { token })).body;
const recordsOf = async (userId: string) => (await employee(userId)).employment_records as any[];

describe('GET /api/v1/employees/{user_id}', () => {
  it('answers the user with their employment records to a superadmin', async () => {
    const res = await t.call(ACME, `/api/v1/employees/${ids.user}`, { token: tokens.super });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...USER_KEYS, 'employment_records'].sort());
    expect(res.body).toMatchObject({ id: ids.user, email: 'user@acme.test', full_name: 'Jan Wiśniewski' });
    expect(res.body.employment_records).toHaveLength(1);
    const [record] = res.body.employment_records;
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toMatchObject({
      user_id: ids.user,
      company_id: org.poland.id,
      company_name: org.poland.name,
      department_id: org.production.id,
      department_name: 'Produkcja',
      position: 'Operator maszyn',
      contract_type: 'Umowa o pracę',
      end_date: null,
      created_by: { id: ids.super, email: 'super@acme.test' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hashed_password|token_version|search_text/);
  });

  it('lists the records newest first', async () => {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, start_date: '2019-01-01', end_date: '2019-12-31' });
    await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id, start_date: '2023-05-01' });
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, start_date: '2021-03-01' });
    expect((await recordsOf(person.id)).map((r) => r.start_date)).toEqual(['2023-05-01', '2021-03-01', '2019-01-01']);
  });

  it("lets an admin read their companies' people and the unassigned, with the records of their companies only", async () => {
    expect((await t.call(ACME, `/api/v1/employees/${ids.user}`, { token: tokens.admin })).body.employment_records).toHaveLength(1);
    const signup = await createUser(t, tokens.super);
    expect((await t.call(ACME, `/api/v1/employees/${signup.id}`, { token: tokens.admin })).body).toMatchObject({
      id: signup.id,
      employment_records: [],
    });
    const both = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: both.id, company_id: org.poland.id });
    await hire(t, tokens.super, { user_id: both.id, company_id: org.ukraine.id });
    const seen = (await t.call(ACME, `/api/v1/employees/${both.id}`, { token: tokens.admin })).body.employment_records;
    expect(seen.map((r: any) => r.company_id)).toEqual([org.poland.id]);
    expect(await recordsOf(both.id)).toHaveLength(2);
  });

  it("shows a person's pay to superadmins and to the person, never to admins", async () => {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, salary: 6100, pay_kind: 'hourly', hourly_rate: 38.5 });
    const pay = (token: string) =>
      t.call(ACME, `/api/v1/employees/${person.id}`, { token }).then((res) => {
        const [record] = res.body.employment_records;
        return { salary: record.salary, pay_kind: record.pay_kind, hourly_rate: record.hourly_rate };
      });
    const visible = { salary: 6100, pay_kind: 'hourly', hourly_rate: 38.5 };
    expect(await pay(tokens.super)).toEqual(visible);
    expect(await pay(await t.login(person.email, ACME, 'person-pass'))).toEqual(visible);
    expect(await pay(tokens.admin)).toEqual({ salary: null, pay_kind: null, hourly_rate: null });
  });

  it('refuses an admin a user employed only in other companies (403)', async () => {
    const res = await t.call(ACME, `/api/v1/employees/${ukrainian.id}`, { token: tokens.admin });
    expect(res).toMatchObject({ status: 403, body: { detail: 'This user is employed in other companies' } });
  });

  it('lets a user read themselves only', async () => {
    expect((await t.call(ACME, `/api/v1/employees/${ids.user}`, { token: tokens.user })).body.employment_records).toHaveLength(1);
    expect((await t.call(ACME, `/api/v1/employees/${ids.admin}`, { token: tokens.user })).status).toBe(403);
  });

  it('answers 404 unknown, 422 malformed, 401 anonymous, 404 on another tenant', async () => {
    expect((await t.call(ACME, `/api/v1/employees/${randomId()}`, { token: tokens.super })).status).toBe(404);
    const bad = await t.call(ACME, '/api/v1/employees/me', { token: tokens.super });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'user_id']);
    expect((await t.call(ACME, `/api/v1/employees/${ids.user}`)).status).toBe(401);
    expect((await t.call(GLOBEX, `/api/v1/employees/${ids.user}`, { token: tokens.globex })).status).toBe(404);
    expect((await t.call(ACME, `/api/v1/employees/${ids.user}`, { token: tokens.globex })).status).toBe(401);
  });
});

describe('POST /api/v1/employees/', () => {
  it('lets a superadmin employ anyone anywhere, with salary and contract type', async () => {
    const person = await createUser(t, tokens.super);
    const res = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.super,
      json: {
        user_id: person.id,
        company_id: org.ukraine.id,
        department_id: org.logistics.id,
        position: 'Водій',
        contract_type: 'Трудовий договір',
        salary: 21000.5,
        vacation_days: 24,
        available_vacation_hours: 192,
        carryover_vacation_hours: 16,
        accrued_vacation_hours: 64,
        start_date: '2024-02-29',
        end_date: '2026-02-28',
        extra_data: { 'Посвідчення водія': 'C, CE' },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
    expect(res.body).toMatchObject({
      user_id: person.id,
      company_name: org.ukraine.name,
      department_name: 'Логістика',
      salary: 21000.5,
      contract_type: 'Трудовий договір',
      vacation_days: 24,
      available_vacation_hours: 192,
      carryover_vacation_hours: 16,
      accrued_vacation_hours: 64,
      start_date: '2024-02-29',
      end_date: '2026-02-28',
      extra_data: { 'Посвідчення водія': 'C, CE' },
      created_by: { id: ids.super },
      updated_by: { id: ids.super },
    });
    expect(await recordsOf(person.id)).toEqual([res.body]);
  });

  it('lets an admin hire an unassigned user into their company, without salary and contract type', async () => {
    const signup = await createUser(t, tokens.super);
    const res = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.admin,
      json: {
        user_id: signup.id,
        company_id: org.poland.id,
        department_id: org.warehouse.id,
        position: 'Magazynier',
        start_date: '2025-01-02',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      salary: null,
      contract_type: null,
      vacation_days: 0,
      end_date: null,
      extra_data: {},
      created_by: { id: ids.admin, email: 'admin@acme.test', full_name: 'Adam Kowalski' },
    });
    // Now in the admin's company: the admin sees them in the company's users.
    const list =
      (await t.call(ACME, `/api/v1/users/?company_id=${org.poland.id}&search=${encodeURIComponent(signup.email)}`, { token: tokens.admin }))
        .body;
    expect(list.data.map((u: any) => u.id)).toEqual([signup.id]);
  });

  it('refuses admins the superadmin-only fields, other companies, people of other companies and other admins (403), storing nothing', async () => {
    const signup = await createUser(t, tokens.super);
    const otherAdmin = await createUser(t, tokens.super, { role: 'admin' });
    const cases: [Record<string, unknown>, string][] = [
      [{ user_id: signup.id, company_id: org.poland.id, salary: 9000 }, 'Only a superadmin can set the salary and the contract type'],
      [
        { user_id: signup.id, company_id: org.poland.id, contract_type: 'B2B' },
        'Only a superadmin can set the salary and the contract type',
      ],
      [{ user_id: signup.id, company_id: org.ukraine.id }, 'You are not employed in this company'],
      [{ user_id: ukrainian.id, company_id: org.poland.id }, 'This user is employed in other companies'],
      [{ user_id: otherAdmin.id, company_id: org.poland.id }, 'Admins can only manage the employment of users with the role user'],
      [
        { user_id: ids.admin, company_id: org.poland.id, start_date: '2030-01-01' },
        'Admins can only manage the employment of users with the role user',
      ],
    ];
    for (const [json, detail] of cases) {
      const res = await t.call(ACME, '/api/v1/employees/', { token: tokens.admin, json: { start_date: '2024-01-01', ...json } });
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.detail).toBe(detail);
    }
    expect(await recordsOf(signup.id)).toEqual([]);
    expect(await recordsOf(otherAdmin.id)).toEqual([]);
    expect(await recordsOf(ukrainian.id)).toHaveLength(1);
  });

  it('refuses users (403) and anonymous callers (401)', async () => {
    const signup = await createUser(t, tokens.super);
    const json = { user_id: signup.id, company_id: org.poland.id, start_date: '2024-01-01' };
    expect((await t.call(ACME, '/api/v1/employees/', { token: tokens.user, json })).status).toBe(403);
    expect((await t.call(ACME, '/api/v1/employees/', { json })).status).toBe(401);
    expect(await recordsOf(signup.id)).toEqual([]);
  });

  it('answers 422 with the field for bad input, a department of another company included, and stores nothing', async () => {
    const signup = await createUser(t, tokens.super);
    const base = { user_id: signup.id, company_id: org.poland.id, start_date: '2024-01-01' };
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ ...base, start_date: undefined }, ['start_date']],
      [{ ...base, start_date: '2023-02-29' }, ['start_date']],
      [{ ...base, start_date: '01.02.2024' }, ['start_date']],
      [{ ...base, end_date: '2024-13-01' }, ['end_date']],
      [{ ...base, user_id: 'someone' }, ['user_id']],
      [{ ...base, company_id: undefined }, ['company_id']],
      [{ ...base, department_id: 'x' }, ['department_id']],
      [{ ...base, department_id: org.assembly.id }, ['department_id']],
      [{ ...base, department_id: randomId() }, ['department_id']],
      [{ ...base, salary: -1 }, ['salary']],
      [{ ...base, salary: '5000' }, ['salary']],
      [{ ...base, vacation_days: 1.5 }, ['vacation_days']],
      [{ ...base, vacation_days: 400 }, ['vacation_days']],
      [{ ...base, carryover_vacation_hours: -8 }, ['carryover_vacation_hours']],
      [{ ...base, available_vacation_hours: 1e6 }, ['available_vacation_hours']],
      [{ ...base, position: 'p'.repeat(256) }, ['position']],
      [{ ...base, extra_data: { k: 'v'.repeat(1001) } }, ['extra_data', 'k']],
    ];
    for (const [json, loc] of cases) {
      const res = await t.call(ACME, '/api/v1/employees/', { token: tokens.super, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc, JSON.stringify(json)).toEqual(['body', ...loc]);
    }
    const elsewhere = await t.call(ACME, '/api/v1/employees/', { token: tokens.super, json: { ...base, department_id: org.assembly.id } });
    expect(elsewhere.body.detail[0].msg).toBe('The department does not belong to this company');
    expect(await recordsOf(signup.id)).toEqual([]);
  });

  it('answers 400 for an end date before the start and for overlapping employment in one company', async () => {
    const person = await createUser(t, tokens.super);
    const early = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.super,
      json: { user_id: person.id, company_id: org.poland.id, start_date: '2024-05-01', end_date: '2024-04-30' },
    });
    expect(early).toMatchObject({ status: 400, body: { detail: 'The end date cannot be earlier than the start date' } });
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, start_date: '2020-01-01', end_date: '2020-12-31' });
    const overlap = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.super,
      json: { user_id: person.id, company_id: org.poland.id, start_date: '2020-12-31' },
    });
    expect(overlap).toMatchObject({
      status: 400,
      body: { detail: 'The user already has an employment record in this company for these dates' },
    });
    // The day after, or in another company at the same time, is fine.
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, start_date: '2021-01-01' });
    await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id, start_date: '2020-06-01' });
    expect(await recordsOf(person.id)).toHaveLength(3);
  });

  it('answers 404 for an unknown user or company, also ids of another tenant', async () => {
    const signup = await createUser(t, tokens.super);
    const noUser = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.super,
      json: { user_id: randomId(), company_id: org.poland.id, start_date: '2024-01-01' },
    });
    expect(noUser).toMatchObject({ status: 404, body: { detail: 'User not found' } });
    const noCompany = await t.call(ACME, '/api/v1/employees/', {
      token: tokens.super,
      json: { user_id: signup.id, company_id: randomId(), start_date: '2024-01-01' },
    });
    expect(noCompany).toMatchObject({ status: 404, body: { detail: 'Company not found' } });
    const cross = await t.call(GLOBEX, '/api/v1/employees/', {
      token: tokens.globex,
      json: { user_id: signup.id, company_id: org.poland.id, start_date: '2024-01-01' },
    });
    expect(cross.status).toBe(404);
  });
});

describe('PATCH /api/v1/employees/{id}', () => {
  async function freshRecord(extra: Record<string, unknown> = {}) {
    const person = await createUser(t, tokens.super);
    return hire(t, tokens.super, {
      user_id: person.id,
      company_id: org.poland.id,
      department_id: org.production.id,
      position: 'Monter',
      contract_type: 'Umowa o pracę',
      salary: 6000,
      start_date: '2023-01-01',
      ...extra,
    });
  }
  const patch = (id: string, json: unknown, token = tokens.admin) =>
    t.call(ACME, `/api/v1/employees/${id}`, { method: 'PATCH', token, json });

  it('lets an admin edit a record of their company, recording who and when', async () => {
    const record = await freshRecord();
    const res = await patch(record.id, {
      position: 'Brygadzista',
      department_id: org.warehouse.id,
      vacation_days: 26,
      available_vacation_hours: 100.5,
      extra_data: { Szafka: '17' },
      // Sent unchanged, as a form does: not a change of a superadmin-only field.
      salary: 6000,
      contract_type: 'Umowa o pracę',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: record.id,
      position: 'Brygadzista',
      department_id: org.warehouse.id,
      department_name: 'Magazyn i logistyka',
      vacation_days: 26,
      available_vacation_hours: 100.5,
      extra_data: { Szafka: '17' },
      // Pay is hidden from admins (docs/labour-cost.md "Privacy"); the stored salary is unchanged.
      salary: null,
      created_by: { id: ids.super },
      updated_by: { id: ids.admin },
    });
    expect(res.body.updated_at).not.toBeNull();
    expect(res.body.created_at).toBe(record.created_at);
  });

  it('sets an end date, may move it, but never removes it (400)', async () => {
    const record = await freshRecord();
    expect((await patch(record.id, { end_date: '2025-06-30' })).body.end_date).toBe('2025-06-30');
    expect((await patch(record.id, { end_date: '2025-07-31' })).body.end_date).toBe('2025-07-31');
    const removed = await patch(record.id, { end_date: null });
    expect(removed).toMatchObject({ status: 400, body: { detail: 'An end date cannot be removed once it is set' } });
    const bySuper = await patch(record.id, { end_date: null }, tokens.super);
    expect(bySuper.status).toBe(400);
    expect((await recordsOf(record.user_id))[0].end_date).toBe('2025-07-31');
    // Leaving end_date out changes nothing about it.
    expect((await patch(record.id, { position: 'Monter' })).body.end_date).toBe('2025-07-31');
  });

  it('answers 400 when the end date would fall before the start date, or the dates overlap another record', async () => {
    const record = await freshRecord({ start_date: '2023-03-01' });
    expect(await patch(record.id, { end_date: '2023-02-28' })).toMatchObject({
      status: 400,
      body: { detail: 'The end date cannot be earlier than the start date' },
    });
    await patch(record.id, { end_date: '2023-12-31' });
    expect((await patch(record.id, { start_date: '2024-01-01' })).status).toBe(400);
    const later = await hire(t, tokens.super, { user_id: record.user_id, company_id: org.poland.id, start_date: '2024-01-01' });
    expect(await patch(later.id, { start_date: '2023-12-31' })).toMatchObject({
      status: 400,
      body: { detail: 'The user already has an employment record in this company for these dates' },
    });
    const dates = (await recordsOf(record.user_id)).map((r) => [r.start_date, r.end_date]);
    expect(dates).toEqual([['2024-01-01', null], ['2023-03-01', '2023-12-31']]);
  });

  it('keeps salary and contract type for superadmins (403 for admins, 200 for superadmins)', async () => {
    const record = await freshRecord();
    for (const json of [{ salary: 9999 }, { salary: 0 }, { hourly_rate: 30 }, { contract_type: 'B2B' }, { contract_type: null }]) {
      const res = await patch(record.id, json);
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.detail).toBe('Only a superadmin can set the salary and the contract type');
    }
    // An admin reads null pay; sending it back, as a form would, changes nothing.
    expect((await patch(record.id, { salary: null, hourly_rate: null, position: 'Kierowca' })).status).toBe(200);
    expect((await recordsOf(record.user_id))[0]).toMatchObject({
      salary: 6000,
      contract_type: 'Umowa o pracę',
      position: 'Kierowca',
    });
    const res = await patch(record.id, { salary: 7200, contract_type: 'B2B' }, tokens.super);
    expect(res.body).toMatchObject({ salary: 7200, contract_type: 'B2B', updated_by: { id: ids.super } });
  });

  it('keeps the working time (FTE) for superadmins to set, shown to admins; out of (0, 1] is 422', async () => {
    const record = await freshRecord();
    expect(record.fte).toBe(1);
    expect(await patch(record.id, { fte: 0.5 })).toMatchObject({ status: 403, body: { code: 'employees.superadmin_fields' } });
    for (const fte of [0, -0.5, 1.5, '0.5']) {
      const res = await patch(record.id, { fte }, tokens.super);
      expect(res.status, String(fte)).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'fte'], code: 'labour_cost.fte_range' });
    }
    expect((await patch(record.id, { fte: 0.75 }, tokens.super)).body.fte).toBe(0.75);
    // Sent unchanged by an admin's form: no change, and the admin reads it.
    expect((await patch(record.id, { fte: 0.75, position: 'Magazynier' })).body).toMatchObject({ fte: 0.75, position: 'Magazynier' });
  });

  it("refuses an admin outside their companies, on other admins' records, and users (403); anonymous (401)", async () => {
    const ukrainianRecord = (await recordsOf(ukrainian.id))[0];
    expect(await patch(ukrainianRecord.id, { position: 'X' })).toMatchObject({
      status: 403,
      body: { detail: 'You are not employed in this company' },
    });
    const admin2Record = (await recordsOf(ids.admin2))[0];
    expect((await patch(admin2Record.id, { position: 'X' })).status).toBe(403);
    const ownRecord = (await recordsOf(ids.admin))[0];
    expect((await patch(ownRecord.id, { vacation_days: 99 })).status).toBe(403);
    const userRecord = (await recordsOf(ids.user))[0];
    expect((await patch(userRecord.id, { position: 'Boss' }, tokens.user)).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/employees/${userRecord.id}`, { method: 'PATCH', json: { position: 'Boss' } })).status).toBe(401);
    expect((await recordsOf(ukrainian.id))[0]).toEqual(ukrainianRecord);
    expect((await recordsOf(ids.admin))[0]).toEqual(ownRecord);
    expect((await recordsOf(ids.user))[0]).toEqual(userRecord);
  });

  it('answers 422 with the field for bad input (a department of another company included), changing nothing', async () => {
    const record = await freshRecord();
    const cases: [unknown, (string | number)[]][] = [
      [{ department_id: org.logistics.id }, ['body', 'department_id']],
      [{ end_date: '2025-02-30' }, ['body', 'end_date']],
      [{ start_date: null }, ['body', 'start_date']],
      [{ vacation_days: -1 }, ['body', 'vacation_days']],
      [{ position: 42 }, ['body', 'position']],
      [{ extra_data: { ['k'.repeat(65)]: 'v' } }, ['body', 'extra_data', 'k'.repeat(65)]],
    ];
    for (const [json, loc] of cases) {
      const res = await patch(record.id, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc).toEqual(loc);
    }
    expect((await recordsOf(record.user_id))[0]).toEqual(record);
  });

  it('answers 404 for unknown records and records of another tenant, 422 for malformed ids', async () => {
    expect((await patch(randomId(), { position: 'X' }, tokens.super)).status).toBe(404);
    const record = await freshRecord();
    expect(
      (await t.call(GLOBEX, `/api/v1/employees/${record.id}`, { method: 'PATCH', token: tokens.globex, json: { position: 'X' } })).status,
    ).toBe(404);
    const bad = await patch('123', { position: 'X' }, tokens.super);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'id']);
  });

  it('lets a department be cleared', async () => {
    const record = await freshRecord();
    expect((await patch(record.id, { department_id: null })).body).toMatchObject({ department_id: null, department_name: null });
  });
});
