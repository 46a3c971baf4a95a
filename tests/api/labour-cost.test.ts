// Labour cost (docs/labour-cost.md): pay on employment records (superadmins only), the company's
// cost settings, department budgets, and the cost of planned and worked hours per department
// (admins: totals) and per person (superadmins). November 2030 in Warsaw: 152 nominal hours
// (21 weekdays less 1 and 11 November).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayShifts } from '../../worker/db/schema';
import { ACME, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Tokens } from './support/org';

const employ = (json: Record<string, unknown>) =>
  t.call(ACME, '/api/v1/employees/', { token: tokens.super, json: { start_date: '2024-01-01', ...json } });
import { acmeDb, createScheduleApp, setClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  setClock(t, '2030-10-15T10:00:00Z');
});
afterAll(() => t.close());

const v1 = (path: string) => `/api/v1${path}`;
const codes = (body: any) => (body.detail as { code?: string }[]).map((d) => d.code);
const DAY = { type: 'Day', start: '08:00', end: '16:00', color: '#f59e0b' };

async function tokenOf(userId: string) {
  const user = await ok(t.call(ACME, v1(`/users/${userId}`), { token: tokens.super }));
  await ok(t.call(ACME, v1(`/users/${userId}`), { method: 'PATCH', token: tokens.super, json: { password: 'person-pass-2' } }));
  return t.login(user.email, ACME, 'person-pass-2');
}

/** A fresh company with a department, a person paid 30 zł an hour, one paid 4 800 zł a month, and an admin. */
async function world(country: 'PL' | 'UA' = 'PL') {
  const company = await createCompany(t, tokens.super, country === 'UA' ? { country: 'UA', timezone: 'Europe/Kyiv' } : {});
  const dept = await createDepartment(t, tokens.super, company.id);
  const hourly = await createUser(t, tokens.super);
  const hourlyRecord = await hire(t, tokens.super, {
    user_id: hourly.id,
    company_id: company.id,
    department_id: dept.id,
    pay_kind: 'hourly',
    hourly_rate: 30,
    start_date: '2030-01-01',
  });
  const monthly = await createUser(t, tokens.super);
  await hire(t, tokens.super, {
    user_id: monthly.id,
    company_id: company.id,
    department_id: dept.id,
    salary: 4800,
    start_date: '2030-01-01',
  });
  const admin = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: admin.id, company_id: company.id, department_id: dept.id, start_date: '2030-01-01' });
  return { company, dept, hourly, monthly, hourlyRecord, adminToken: await tokenOf(admin.id), userToken: await tokenOf(hourly.id) };
}

const plan = async (userId: string, date: string, shift = DAY) =>
  ok(t.call(ACME, v1('/work-schedule/plan'), { token: tokens.super, json: { user_id: userId, date, ...shift } }));
const cost = (token: string, deptId: string, query = 'start=2030-11-01&end=2030-11-30&group=month') =>
  t.call(ACME, v1(`/labour-cost/departments/${deptId}?${query}`), { token });
const putBudget = (token: string, deptId: string, month: string, json: unknown) =>
  t.call(ACME, v1(`/labour-cost/departments/${deptId}/budgets/${month}`), { method: 'PUT', token, json });

describe('pay on employment records', () => {
  it('answers pay kind and hourly rate to superadmins only; admins may not set them', async () => {
    const w = await world();
    expect(w.hourlyRecord).toMatchObject({ pay_kind: 'hourly', hourly_rate: 30 });
    const asAdmin = await ok(t.call(ACME, v1(`/employees/${w.hourly.id}`), { token: w.adminToken }));
    expect(asAdmin.employment_records[0]).toMatchObject({ pay_kind: null, hourly_rate: null });
    const refused = await t.call(ACME, v1(`/employees/${w.hourlyRecord.id}`), {
      method: 'PATCH',
      token: w.adminToken,
      json: { hourly_rate: 40 },
    });
    expect(refused.status).toBe(403);
    const kind = await t.call(ACME, v1(`/employees/${w.hourlyRecord.id}`), {
      method: 'PATCH',
      token: w.adminToken,
      json: { pay_kind: 'monthly' },
    });
    expect(kind.status).toBe(403);
    const changed = await ok(
      t.call(ACME, v1(`/employees/${w.hourlyRecord.id}`), { method: 'PATCH', token: tokens.super, json: { hourly_rate: 31.5 } }),
    );
    expect(changed).toMatchObject({ pay_kind: 'hourly', hourly_rate: 31.5 });
  });

  it('refuses an hourly pay without a rate, a negative rate and an unknown kind (422, nothing stored)', async () => {
    const w = await world();
    const person = await createUser(t, tokens.super);
    const base = { user_id: person.id, company_id: w.company.id, start_date: '2030-01-01' };
    const noRate = await employ({ ...base, pay_kind: 'hourly' });
    expect(noRate.status).toBe(422);
    expect(codes(noRate.body)).toContain('labour_cost.hourly_rate_required');
    expect((await employ({ ...base, pay_kind: 'hourly', hourly_rate: -1 })).status).toBe(422);
    expect((await employ({ ...base, pay_kind: 'weekly' })).status).toBe(422);
    const employee = await ok(t.call(ACME, v1(`/employees/${person.id}`), { token: tokens.super }));
    expect(employee.employment_records).toEqual([]);
    const drop = await t.call(ACME, v1(`/employees/${w.hourlyRecord.id}`), {
      method: 'PATCH',
      token: tokens.super,
      json: { hourly_rate: null },
    });
    expect(drop.status).toBe(422);
  });
});

describe('settings: GET and PUT /labour-cost/companies/{company_id}/settings', () => {
  it('answers the country defaults and lets a superadmin change them', async () => {
    const pl = await world();
    expect(await ok(t.call(ACME, v1(`/labour-cost/companies/${pl.company.id}/settings`), { token: pl.adminToken }))).toMatchObject({
      country: 'PL',
      currency: 'PLN',
      night_start: '21:00',
      night_end: '07:00',
      minimum_wages: [{ from: '2025-01-01', amount: 4666 }, { from: '2026-01-01', amount: 4806 }],
      updated_at: null,
    });
    const ua = await createCompany(t, tokens.super, { country: 'UA', timezone: 'Europe/Kyiv' });
    expect(await ok(t.call(ACME, v1(`/labour-cost/companies/${ua.id}/settings`), { token: tokens.super }))).toMatchObject({
      currency: 'UAH',
      night_start: '22:00',
      night_end: '06:00',
      minimum_wages: [{ from: '2025-01-01', amount: 8000 }, { from: '2026-01-01', amount: 8647 }],
    });
    const path = v1(`/labour-cost/companies/${pl.company.id}/settings`);
    const put = (token: string, json: unknown) => t.call(ACME, path, { method: 'PUT', token, json });
    expect((await put(pl.adminToken, { night_start: '22:00' })).status).toBe(403);
    const saved = await ok(
      put(tokens.super, {
        night_start: '22:00',
        night_end: '06:00',
        minimum_wages: [{ from: '2031-01-01', amount: 5000 }, { from: '2030-01-01', amount: 4900 }],
      }),
    );
    expect(saved).toMatchObject({
      night_start: '22:00',
      minimum_wages: [{ from: '2030-01-01', amount: 4900 }, { from: '2031-01-01', amount: 5000 }],
    });
    for (
      const json of [
        { night_start: '25:00' },
        { night_end: '22:00' },
        { minimum_wages: [] },
        { minimum_wages: [{ from: '2030-01-01', amount: -5 }] },
        { minimum_wages: [{ from: '2030-01-01', amount: 1 }, { from: '2030-01-01', amount: 2 }] },
        { colour: 'red' },
      ]
    ) {
      const res = await put(tokens.super, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
    }
    expect(await ok(t.call(ACME, path, { token: tokens.super }))).toMatchObject({ night_start: '22:00', night_end: '06:00' });
    expect((await t.call(ACME, v1(`/labour-cost/companies/${randomId()}/settings`), { token: tokens.super })).status).toBe(404);
    expect((await t.call(ACME, path, { token: pl.userToken })).status).toBe(403);
  });
});

describe('budgets', () => {
  it('superadmins write a month’s budget, admins read it, users may not', async () => {
    const w = await world();
    expect(await ok(putBudget(tokens.super, w.dept.id, '2030-11', { amount: 1000 }))).toMatchObject({
      month: '2030-11',
      amount: 1000,
      currency: 'PLN',
    });
    await ok(putBudget(tokens.super, w.dept.id, '2030-11', { amount: 1200 }));
    await ok(putBudget(tokens.super, w.dept.id, '2031-01', { amount: 900 }));
    const list = (token: string, q = '') => t.call(ACME, v1(`/labour-cost/departments/${w.dept.id}/budgets${q}`), { token });
    expect((await ok(list(w.adminToken))).data.map((b: any) => [b.month, b.amount])).toEqual([['2030-11', 1200], ['2031-01', 900]]);
    expect((await ok(list(w.adminToken, '?year=2031'))).data).toHaveLength(1);
    expect((await list(w.userToken)).status).toBe(403);
    expect((await putBudget(w.adminToken, w.dept.id, '2030-12', { amount: 5 })).status).toBe(403);
    for (
      const [month, json] of [['2030-13', { amount: 1 }], ['2030-12', { amount: -1 }], ['2030-12', { amount: '1' }], [
        '2030-12',
        {},
      ]] as const
    ) {
      expect((await putBudget(tokens.super, w.dept.id, month, json)).status).toBe(422);
    }
    expect((await putBudget(tokens.super, randomId(), '2030-12', { amount: 1 })).status).toBe(404);
    const del = (month: string, token = tokens.super) =>
      t.call(ACME, v1(`/labour-cost/departments/${w.dept.id}/budgets/${month}`), { method: 'DELETE', token });
    expect((await del('2031-01', w.adminToken)).status).toBe(403);
    expect((await del('2031-01')).status).toBe(204);
    expect((await del('2031-01')).body.code).toBe('labour_cost.budget_not_found');
    expect((await ok(list(tokens.super))).data).toHaveLength(1);
  });
});

describe('cost of a department', () => {
  it('prices planned and worked hours per day, week and month against the budget', async () => {
    const w = await world();
    const shift = await plan(w.hourly.id, '2030-11-05'); // Tuesday 08:00-16:00: 8 × 30 = 240
    await plan(w.monthly.id, '2030-11-05'); // 8 h × 4 800 / 152 = 252.63
    await plan(w.hourly.id, '2030-11-06', { ...DAY, start: '22:00', end: '06:00' }); // 240 + 8 h night × 0.2 × 4 806 / 152
    await ok(putBudget(tokens.super, w.dept.id, '2030-11', { amount: 1000 }));
    // The hourly person worked 08:00-18:00 on the 5th: 10 × 30 + 2 h overtime × 50% = 330.
    const db = await acmeDb(t);
    await db.update(dayShifts).set({ startedAt: new Date('2030-11-05T07:00:00Z'), endedAt: new Date('2030-11-05T17:00:00Z') }).where(
      eq(dayShifts.id, shift.id),
    );

    const month = await ok(cost(w.adminToken, w.dept.id));
    const night = (8 * 0.2 * 4806) / 152;
    expect(month.currency).toBe('PLN');
    expect(month.planned.total).toBeCloseTo(240 + 252.63 + 240 + night, 2);
    expect(month.planned).toMatchObject({ minutes: 24 * 60, night_minutes: 480, overtime_minutes: 0 });
    expect(month.worked).toMatchObject({ minutes: 600, base: 300, overtime_minutes: 120, overtime_premium: 30, total: 330 });
    expect(month.months).toEqual([
      expect.objectContaining({
        month: '2030-11',
        budget: 1000,
        planned_share: expect.closeTo(month.planned.total / 1000, 3),
        worked_share: 0.33,
      }),
    ]);
    expect(JSON.stringify(month)).not.toContain(w.hourly.id);

    const days = await ok(cost(w.adminToken, w.dept.id, 'start=2030-11-04&end=2030-11-10&group=day'));
    expect(days.periods).toHaveLength(7);
    expect(days.periods[1]).toMatchObject({ start: '2030-11-05', end: '2030-11-05', planned: { total: 492.63 } });
    const weeks = await ok(cost(w.adminToken, w.dept.id, 'start=2030-11-01&end=2030-11-30&group=week'));
    expect(weeks.periods.map((p: any) => [p.start, p.end])[0]).toEqual(['2030-11-01', '2030-11-03']);
    expect(weeks.periods[1].planned.total).toBeCloseTo(month.planned.total, 2);

    const people = await ok(
      t.call(ACME, v1(`/labour-cost/departments/${w.dept.id}/people?start=2030-11-01&end=2030-11-30`), { token: tokens.super }),
    );
    const byId = Object.fromEntries(people.people.map((p: any) => [p.user_id, p]));
    expect(byId[w.hourly.id]).toMatchObject({ pay_kind: 'hourly', worked: { total: 330 } });
    expect(byId[w.monthly.id]).toMatchObject({ pay_kind: 'monthly', planned: { total: 252.63 } });
  });

  it('moves the figure when a shift is added', async () => {
    const w = await world();
    const before = await ok(cost(tokens.super, w.dept.id));
    expect(before.planned.total).toBe(0);
    await plan(w.hourly.id, '2030-11-12');
    expect((await ok(cost(tokens.super, w.dept.id))).planned.total).toBe(240);
  });

  it('prices a Ukrainian night at +20% of the hourly rate', async () => {
    const w = await world('UA');
    await plan(w.hourly.id, '2030-11-05', { ...DAY, start: '22:00', end: '06:00' });
    const month = await ok(cost(tokens.super, w.dept.id));
    expect(month).toMatchObject({ currency: 'UAH', planned: { base: 240, night_minutes: 480, night_premium: 48, total: 288 } });
  });

  it('answers roles: admins totals only, users and other admins 403, unknown 404, bad input 422', async () => {
    const w = await world();
    expect((await cost(w.userToken, w.dept.id)).status).toBe(403);
    const other = await world();
    expect((await cost(other.adminToken, w.dept.id)).status).toBe(403);
    expect(
      (await t.call(ACME, v1(`/labour-cost/departments/${w.dept.id}/people?start=2030-11-01&end=2030-11-30`), { token: w.adminToken }))
        .status,
    ).toBe(403);
    expect((await cost(tokens.super, randomId())).status).toBe(404);
    expect(
      (await t.call(ACME, v1(`/labour-cost/departments/${randomId()}/people?start=2030-11-01&end=2030-11-30`), { token: tokens.super }))
        .status,
    ).toBe(404);
    for (
      const q of [
        'start=2030-11-30&end=2030-11-01',
        'start=2030-01-01&end=2031-12-31',
        'start=2030-11-01&end=2030-11-30&group=year',
        'start=x&end=2030-11-01',
        'end=2030-11-01',
      ]
    ) {
      expect((await cost(tokens.super, w.dept.id, q)).status, q).toBe(422);
    }
    expect((await t.call(ACME, v1('/labour-cost/departments/not-a-uuid?start=2030-11-01&end=2030-11-30'), { token: tokens.super })).status)
      .toBe(422);
  });
});

describe('demo', () => {
  it("pays the civil-contract people by the hour and sets Produkcja's budget at about 87% planned this month", async () => {
    const org = await demoOrg(t, tokens.super);
    // The month the demo was seeded in (the test clock moves after): its one budget.
    const budgets = (await ok(t.call(ACME, v1(`/labour-cost/departments/${org.production.id}/budgets`), { token: tokens.super }))).data;
    expect(budgets).toHaveLength(1);
    const month: string = budgets[0].month;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const end = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    const answer = await ok(cost(tokens.super, org.production.id, `start=${month}-01&end=${end}&group=month`));
    expect(answer.months[0].budget).toBeGreaterThan(0);
    expect(answer.months[0].planned_share).toBeGreaterThan(0.85);
    expect(answer.months[0].planned_share).toBeLessThan(0.89);
    const people = await ok(
      t.call(ACME, v1(`/labour-cost/departments/${org.production.id}/people?start=${month}-01&end=${end}`), { token: tokens.super }),
    );
    expect(people.people.some((p: any) => p.pay_kind === 'hourly')).toBe(true);
  });
});
