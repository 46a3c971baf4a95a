// Labour-law checks (docs/labour-law.md): a company's settings, the breaches of a period, and the
// check of apply and confirm (warn: 200 with the warnings; block: 422, nothing stored).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, hire, ok, randomId, signIn, type Tokens } from './support/org';
import { eq } from 'drizzle-orm';
import { dayShifts } from '../../worker/db/schema';
import {
  acmeDb,
  apply,
  createPattern,
  createScheduleApp,
  OFFICE,
  setClock,
  setLocalClock,
  shiftCount,
  shiftsByDate,
} from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let nightMorning: { id: string };
let office: { id: string };

/** A night, then a morning shift 4 hours after it ends: every second day breaks the daily rest. */
const NIGHT_MORNING = {
  name: 'Night then morning',
  cycle_length: 2,
  shifts: [
    { type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a', days: [1] },
    { type: 'Morning', start: '10:00', end: '18:00', color: '#f59e0b', days: [2] },
  ],
};
const PL_RULES = ['pl.daily_rest', 'pl.weekly_rest', 'pl.daily_norm', 'pl.average_week', 'pl.overtime_year'];

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  nightMorning = await createPattern(t, tokens.super, NIGHT_MORNING);
  office = await createPattern(t, tokens.super, OFFICE);
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

const settingsPath = (companyId: string) => `/api/v1/companies/${companyId}/labour-law`;
const getSettings = (token: string, companyId: string, host = ACME) => t.call(host, settingsPath(companyId), { token });
const putSettings = (token: string, companyId: string, json: unknown, host = ACME) =>
  t.call(host, settingsPath(companyId), { method: 'PUT', token, json });

/** A fresh company (country given) with a department and `n` employees, and an admin employed there. */
async function company(country: 'PL' | 'UA' = 'PL', n = 1) {
  const c = await createCompany(t, tokens.super, country === 'UA' ? { country: 'UA', timezone: 'Europe/Kyiv' } : {});
  const dept = await createDepartment(t, tokens.super, c.id);
  const people: string[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: c.id, department_id: dept.id });
    people.push(person.id);
  }
  const admin = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: admin.id, company_id: c.id, department_id: dept.id });
  return { company: c, dept, people, adminToken: await tokenOf(admin.id) };
}

async function tokenOf(userId: string) {
  const user = await ok(t.call(ACME, `/api/v1/users/${userId}`, { token: tokens.super }));
  await ok(t.call(ACME, `/api/v1/users/${userId}`, { method: 'PATCH', token: tokens.super, json: { password: 'person-pass-2' } }));
  return t.login(user.email, ACME, 'person-pass-2');
}

const codes = (body: any) => (body.detail as { code?: string }[]).map((d) => d.code);

describe('settings: GET and PUT /companies/{company_id}/labour-law', () => {
  it('answers the defaults: the country’s rules, each a warning, basic time, 1 month, 150 h', async () => {
    const { company: c, adminToken } = await company();
    const body = await ok(getSettings(adminToken, c.id));
    expect(body).toMatchObject({
      company_id: c.id,
      country: 'PL',
      timezone: 'Europe/Warsaw',
      rules: PL_RULES,
      working_time_system: 'basic',
      settlement_months: 1,
      overtime_limit_hours: 150,
      updated_at: null,
    });
    expect(Object.values(body.modes).every((m) => m === 'warn')).toBe(true);
    const ua = await company('UA');
    expect((await ok(getSettings(ua.adminToken, ua.company.id))).rules).toEqual(['ua.weekly_hours', 'ua.rest_between', 'ua.weekly_rest']);
  });

  it('an admin of the company changes what is given and keeps the rest; a superadmin too', async () => {
    const { company: c, adminToken } = await company();
    const body = await ok(
      putSettings(adminToken, c.id, { modes: { 'pl.daily_rest': 'block' }, working_time_system: 'equivalent', settlement_months: 3 }),
    );
    expect(body).toMatchObject({
      working_time_system: 'equivalent',
      settlement_months: 3,
      overtime_limit_hours: 150,
      updated_at: expect.stringMatching(/^2030-10-15T10:00/),
    });
    expect(body.modes).toMatchObject({ 'pl.daily_rest': 'block', 'pl.weekly_rest': 'warn' });
    const again = await ok(putSettings(tokens.super, c.id, { overtime_limit_hours: 416 }));
    expect(again).toMatchObject({ working_time_system: 'equivalent', settlement_months: 3, overtime_limit_hours: 416 });
    expect(again.modes['pl.daily_rest']).toBe('block');
    expect(await ok(getSettings(adminToken, c.id))).toEqual(again);
  });

  it('refuses users, admins of other companies, unknown ids and other tenants', async () => {
    const { company: c } = await company();
    const other = await company();
    expect((await getSettings(tokens.user, c.id)).status).toBe(403);
    expect((await putSettings(tokens.user, c.id, { settlement_months: 3 })).status).toBe(403);
    expect(await getSettings(other.adminToken, c.id)).toMatchObject({ status: 403, body: { code: 'org.not_your_company' } });
    expect(await putSettings(other.adminToken, c.id, { settlement_months: 3 })).toMatchObject({
      status: 403,
      body: { code: 'org.not_your_company' },
    });
    expect(await getSettings(tokens.super, randomId())).toMatchObject({ status: 404, body: { code: 'org.company_not_found' } });
    expect((await putSettings(tokens.super, randomId(), { settlement_months: 3 })).status).toBe(404);
    expect((await getSettings(tokens.globex, c.id, GLOBEX)).status).toBe(404);
    expect((await putSettings(tokens.globex, c.id, { settlement_months: 3 }, GLOBEX)).status).toBe(404);
    expect((await getSettings(tokens.globex, c.id)).status).toBe(401);
    expect((await ok(getSettings(tokens.super, c.id))).settlement_months).toBe(1);
  });

  it('bad input is a 422 with a code and stores nothing', async () => {
    const { company: c, adminToken } = await company();
    const bad: [unknown, string | undefined][] = [
      [{ settlement_months: 2 }, 'labour_law.settlement_months'],
      [{ overtime_limit_hours: 0 }, 'labour_law.overtime_limit'],
      [{ overtime_limit_hours: 417 }, 'labour_law.overtime_limit'],
      [{ overtime_limit_hours: 'many' }, 'labour_law.overtime_limit'],
      [{ modes: { 'pl.daily_rest': 'stop' } }, 'labour_law.mode'],
      [{ modes: { 'pl.lunch_break': 'warn' } }, undefined],
      [{ working_time_system: 'task' }, undefined],
      [{ colour: 'red' }, undefined],
    ];
    for (const [json, code] of bad) {
      const res = await putSettings(adminToken, c.id, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      if (code) expect(codes(res.body), JSON.stringify(json)).toContain(code);
    }
    expect((await t.call(ACME, settingsPath('not-an-id'), { token: adminToken })).status).toBe(422);
    for (const body of [null, [], 'warn', 7]) expect((await putSettings(adminToken, c.id, body)).status, JSON.stringify(body)).toBe(422);
    expect((await ok(getSettings(adminToken, c.id))).updated_at).toBeNull();
  });

  it('two writes at once both land, one after the other', async () => {
    const { company: c, adminToken } = await company();
    const [a, b] = await Promise.all([
      putSettings(adminToken, c.id, { settlement_months: 4 }),
      putSettings(tokens.super, c.id, { settlement_months: 12 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([4, 12]).toContain((await ok(getSettings(adminToken, c.id))).settlement_months);
  });
});

describe('apply checks the plan', () => {
  it('warn (the default): 200 with the counts and the breaches, and the plan is stored', async () => {
    const { people, adminToken } = await company();
    const res = await apply(t, adminToken, {
      pattern_id: nightMorning.id,
      user_ids: people,
      start_month: '2030-11',
      anchor_date: '2030-11-01',
    });
    expect(res.status).toBe(200);
    // Nights on odd dates, mornings on even ones; 1 and 11 November (nights) are public holidays.
    expect(res.body).toMatchObject({ created: 28, replaced: 0, skipped: 2 });
    const rest = res.body.warnings.filter((w: any) => w.rule === 'pl.daily_rest');
    // Night 3 Nov 22:00 - 4 Nov 06:00, morning 4 Nov 10:00: 4 h of rest.
    expect(rest[0]).toEqual({
      rule: 'pl.daily_rest',
      user_id: people[0],
      dates: ['2030-11-03', '2030-11-04'],
      minutes: 240,
      limit_minutes: 660,
      period: null,
    });
    expect(rest).toHaveLength(13);
    expect(res.body.warnings.some((w: any) => w.rule === 'pl.weekly_rest')).toBe(true);
    // Fewer than 100: all of them listed; the total and the count per rule beside them.
    expect(res.body.warnings_total).toBe(res.body.warnings.length);
    expect(res.body.warnings_by_rule).toContainEqual({ rule: 'pl.daily_rest', count: 13 });
    expect(await shiftCount(t, people[0]!)).toBe(28);
  });

  it('an office week breaks nothing', async () => {
    const { dept, adminToken } = await company();
    const res = await apply(t, adminToken, {
      pattern_id: office.id,
      department_id: dept.id,
      start_month: '2030-11',
      anchor_date: '2030-01-07',
    });
    expect(res).toMatchObject({ status: 200, body: { warnings: [], warnings_total: 0, warnings_by_rule: [] } });
  });

  it('block: 422 labour_law.breach listing the breaches, and nothing is stored', async () => {
    const { company: c, people, adminToken } = await company('PL', 2);
    await ok(putSettings(adminToken, c.id, { modes: { 'pl.daily_rest': 'block' } }));
    const res = await apply(t, adminToken, {
      pattern_id: nightMorning.id,
      user_ids: people,
      start_month: '2030-11',
      anchor_date: '2030-11-01',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'labour_law.breach', params: { count: 26 }, breaches_total: 26 });
    expect(res.body.breaches).toHaveLength(26);
    expect(res.body.warnings_total).toBe(res.body.warnings.length);
    expect(res.body.breaches.every((b: any) => b.rule === 'pl.daily_rest')).toBe(true);
    expect(new Set(res.body.breaches.map((b: any) => b.user_id))).toEqual(new Set(people));
    expect(res.body.warnings.some((w: any) => w.rule === 'pl.weekly_rest')).toBe(true);
    for (const person of people) expect(await shiftCount(t, person)).toBe(0);
    // The office week passes the same block.
    expect((await apply(t, adminToken, { pattern_id: office.id, user_ids: people, start_month: '2030-11' })).status).toBe(200);
  });

  it('a Ukrainian company is judged by the Ukrainian rules', async () => {
    const { people } = await company('UA');
    const res = await apply(t, tokens.super, {
      pattern_id: nightMorning.id,
      user_ids: people,
      start_month: '2030-11',
      anchor_date: '2030-11-01',
    });
    expect(res.status).toBe(200);
    const rules = new Set(res.body.warnings.map((w: any) => w.rule));
    // 7 shifts of 8 h a week are 56 h.
    expect(rules).toEqual(new Set(['ua.weekly_hours', 'ua.rest_between', 'ua.weekly_rest']));
    // 8 h of night need 16 h of rest; there are 4.
    expect(res.body.warnings.find((w: any) => w.rule === 'ua.rest_between')).toMatchObject({
      user_id: people[0],
      minutes: 240,
      limit_minutes: 960,
    });
  });

  it('a year of a department of 40 people stays fast', async () => {
    const { dept, adminToken } = await company('PL', 40);
    const own = await createPattern(t, tokens.super, { ...NIGHT_MORNING, name: 'Night then morning, a year' });
    const started = performance.now();
    const res = await apply(t, adminToken, {
      pattern_id: own.id,
      department_id: dept.id,
      start_month: '2031-01',
      months: 12,
      anchor_date: '2031-01-01',
    });
    expect(res.status).toBe(200);
    // 40 people and their admin; public holidays are skipped.
    expect(res.body.created + res.body.skipped).toBe(41 * 365);
    expect(performance.now() - started).toBeLessThan(20_000);
    // Thousands of warnings: the answer counts them per rule and lists the first 100, earliest first.
    const { warnings, warnings_total: total, warnings_by_rule: byRule } = res.body;
    expect(total).toBeGreaterThan(5_000);
    expect(warnings).toHaveLength(100);
    expect(byRule.map((r: any) => r.rule).sort()).toEqual(['pl.average_week', 'pl.daily_rest', 'pl.weekly_rest']);
    expect(byRule.reduce((n: number, r: any) => n + r.count, 0)).toBe(total);
    const firstDates = warnings.map((w: any) => w.dates[0]);
    expect(firstDates).toEqual([...firstDates].sort());
    // Every one of them, and the rest, at the breaches route.
    const all = await ok(
      t.call(ACME, `/api/v1/labour-law/breaches?department_id=${dept.id}&start=2031-01-01&end=2031-12-31`, { token: adminToken }),
    );
    expect(all.count).toBeGreaterThan(5_000);
    const key = (w: any) => `${w.rule} ${w.user_id} ${w.dates.join()}`;
    const listed = new Set(all.data.map(key));
    for (const w of warnings) expect(listed.has(key(w)), key(w)).toBe(true);
    expect(firstDates[0]).toBe(all.data[0].dates[0]); // 1 January is a holiday: the first night is the 3rd
    // The mornings start an hour later; re-applying from June: the same summary, for the shifts re-planned.
    const later = { ...NIGHT_MORNING, shifts: [NIGHT_MORNING.shifts[0], { ...NIGHT_MORNING.shifts[1], start: '11:00', end: '19:00' }] };
    await ok(t.call(ACME, `/api/v1/work-schedule/patterns/update/${own.id}`, { method: 'PUT', token: tokens.super, json: later }));
    const again = await ok(
      t.call(ACME, '/api/v1/work-schedule/patterns/reapply', { token: adminToken, json: { pattern_id: own.id, from_date: '2031-06-01' } }),
    );
    expect(again.warnings).toHaveLength(100);
    expect(again.warnings[0].dates[0] >= '2031-05-01').toBe(true); // a rest or week reaching back from 1 June at most
    expect(again.warnings_total).toBeGreaterThan(2_000);
    expect(again.warnings_by_rule.reduce((n: number, r: any) => n + r.count, 0)).toBe(again.warnings_total);
  });
});

describe('plan edits check the plan', () => {
  const plan = (token: string, json: unknown) => t.call(ACME, '/api/v1/work-schedule/plan', { token, json });
  const NIGHT = { type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a' };
  const MORNING = { type: 'Morning', start: '10:00', end: '18:00', color: '#f59e0b' };

  it('warn: adding a morning 4 h after a night is planned, with the daily-rest warning in the answer', async () => {
    const { people, adminToken } = await company();
    expect((await ok(plan(adminToken, { user_id: people[0], date: '2030-11-05', ...NIGHT }))).warnings).toEqual([]);
    const morning = await ok(plan(adminToken, { user_id: people[0], date: '2030-11-06', ...MORNING }));
    expect(morning.warnings).toEqual([{
      rule: 'pl.daily_rest',
      user_id: people[0],
      dates: ['2030-11-05', '2030-11-06'],
      minutes: 240,
      limit_minutes: 660,
      period: null,
    }]);
    expect(await shiftCount(t, people[0]!)).toBe(2);
  });

  it('block: adding, changing or moving into a breach is 422 labour_law.breach and changes nothing', async () => {
    const { company: c, people, adminToken } = await company('PL', 2);
    await ok(putSettings(adminToken, c.id, { modes: { 'pl.daily_rest': 'block' } }));
    await ok(plan(adminToken, { user_id: people[0], date: '2030-11-05', ...NIGHT }));
    // Add: refused, nothing stored.
    const added = await plan(adminToken, { user_id: people[0], date: '2030-11-06', ...MORNING });
    expect(added.status).toBe(422);
    expect(added.body).toMatchObject({
      code: 'labour_law.breach',
      params: { count: 1 },
      breaches: [{ rule: 'pl.daily_rest', dates: ['2030-11-05', '2030-11-06'] }],
    });
    expect(await shiftCount(t, people[0]!)).toBe(1);
    // Change: a late shift the next day, then moved 6 h earlier into the rest: refused, the times stay.
    const late = await ok(
      plan(adminToken, { user_id: people[0], date: '2030-11-06', type: 'Late', start: '18:00', end: '23:00', color: '#f59e0b' }),
    );
    const changed = await t.call(ACME, `/api/v1/work-schedule/plan/${late.id}`, {
      method: 'PATCH',
      token: adminToken,
      json: { start: '10:00' },
    });
    expect(changed).toMatchObject({ status: 422, body: { code: 'labour_law.breach' } });
    expect((await (await acmeDb(t)).select().from(dayShifts).where(eq(dayShifts.id, late.id)))[0]).toMatchObject({ plannedStart: '18:00' });
    // Move: the colleague's morning to the first person (11 h after their late shift: allowed), then
    // onto the colleague's day after a night: refused, the shift stays where it was.
    const theirs = await ok(plan(adminToken, { user_id: people[1], date: '2030-11-06', ...MORNING }));
    const moved = await t.call(ACME, `/api/v1/work-schedule/plan/${theirs.id}/move`, {
      token: adminToken,
      json: { user_id: people[0], date: '2030-11-07' },
    });
    expect(moved.status).toBe(200);
    const night2 = await ok(plan(adminToken, { user_id: people[1], date: '2030-11-09', ...NIGHT }));
    const intoRest = await t.call(ACME, `/api/v1/work-schedule/plan/${moved.body.id}/move`, {
      token: adminToken,
      json: { user_id: people[1], date: '2030-11-10' },
    });
    expect(intoRest).toMatchObject({ status: 422, body: { code: 'labour_law.breach' } });
    const stored = (await (await acmeDb(t)).select().from(dayShifts).where(eq(dayShifts.id, moved.body.id)))[0];
    expect([stored?.userId, stored?.date]).toEqual([people[0], '2030-11-07']);
    expect(night2.warnings).toEqual([]);
  });
});

describe('confirm checks the confirmed times', () => {
  async function workedDay(blocking: boolean) {
    const { company: c, dept, people, adminToken } = await company();
    if (blocking) await ok(putSettings(adminToken, c.id, { modes: { 'pl.daily_rest': 'block' } }));
    await ok(apply(t, adminToken, { pattern_id: office.id, department_id: dept.id, start_month: '2030-11', anchor_date: '2030-01-07' }));
    const person = people[0]!;
    const login = await tokenOf(person);
    const plan = await shiftsByDate(t, adminToken, person, '2030-11-01', '2030-11-30');
    const shift = plan.get('2030-11-04');
    setLocalClock(t, '2030-11-04', '08:00');
    await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: login, json: { schedule_id: shift.id } }));
    setLocalClock(t, '2030-11-04', '16:05');
    await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: login, json: { schedule_id: shift.id } }));
    // The evening of 4 November: the shift of 5 November (08:00) is still ahead.
    setLocalClock(t, '2030-11-04', '23:30');
    return { shift, person, adminToken };
  }
  const confirm = (token: string, json: unknown) => t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token, json });
  // Adjusted to 08:00-23:00 local (CET): 9 h before the next day's 08:00.
  const late = { started_at: '2030-11-04T07:00:00Z', ended_at: '2030-11-04T22:00:00Z' };

  it('block: a confirmation whose times break a blocking rule is refused and nothing changes', async () => {
    const { shift, person, adminToken } = await workedDay(true);
    const res = await confirm(adminToken, { schedule_id: shift.id, ...late });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'labour_law.breach' });
    expect(res.body.breaches).toEqual([
      { rule: 'pl.daily_rest', user_id: person, dates: ['2030-11-04', '2030-11-05'], minutes: 540, limit_minutes: 660, period: null },
    ]);
    const after = (await shiftsByDate(t, adminToken, person, '2030-11-04', '2030-11-04')).get('2030-11-04');
    expect(after).toMatchObject({ confirmed: false });
    // The times as worked pass.
    const fine = await confirm(adminToken, { schedule_id: shift.id });
    expect(fine).toMatchObject({ status: 200, body: { confirmed: true, warnings: [] } });
  });

  it('warn: confirmed, with the warnings in the answer; the breaches endpoint shows them', async () => {
    const { shift, person, adminToken } = await workedDay(false);
    const res = await confirm(adminToken, { schedule_id: shift.id, ...late });
    expect(res.status).toBe(200);
    expect(res.body.confirmed).toBe(true);
    expect(res.body.warnings.map((w: any) => w.rule)).toContain('pl.daily_rest');
    const list = await ok(
      t.call(ACME, `/api/v1/labour-law/breaches?user_id=${person}&start=2030-11-01&end=2030-11-30`, { token: adminToken }),
    );
    expect(list.data).toContainEqual(expect.objectContaining({ rule: 'pl.daily_rest', dates: ['2030-11-04', '2030-11-05'], minutes: 540 }));
  });
});

describe('GET /labour-law/breaches', () => {
  let setup: Awaited<ReturnType<typeof company>>;
  beforeAll(async () => {
    setClock(t, '2030-10-15T10:00:00Z');
    setup = await company('PL', 2);
    await ok(
      apply(t, setup.adminToken, {
        pattern_id: nightMorning.id,
        user_ids: [setup.people[0]],
        start_month: '2030-11',
        anchor_date: '2030-11-01',
      }),
    );
    await ok(
      apply(t, setup.adminToken, { pattern_id: office.id, user_ids: [setup.people[1]], start_month: '2030-11', anchor_date: '2030-01-07' }),
    );
  });
  const breaches = (token: string, query: string, host = ACME) => t.call(host, `/api/v1/labour-law/breaches?${query}`, { token });

  it('lists a department’s, a company’s and a person’s breaches in the period, by first date', async () => {
    const { dept, company: c, people, adminToken } = setup;
    const byDept = await ok(breaches(adminToken, `department_id=${dept.id}&start=2030-11-01&end=2030-11-30`));
    expect(byDept.count).toBe(byDept.data.length);
    expect(byDept.data.every((b: any) => b.user_id === people[0])).toBe(true);
    expect(byDept.data[0]).toEqual({
      rule: 'pl.daily_rest',
      user_id: people[0],
      dates: ['2030-11-03', '2030-11-04'],
      minutes: 240,
      limit_minutes: 660,
      period: null,
    });
    const byCompany = await ok(breaches(adminToken, `company_id=${c.id}&start=2030-11-01&end=2030-11-30`));
    expect(byCompany).toEqual(byDept);
    const week = await ok(breaches(adminToken, `user_id=${people[0]}&start=2030-11-04&end=2030-11-05`));
    expect(week.data.filter((b: any) => b.rule === 'pl.daily_rest').map((b: any) => b.dates)).toEqual([
      ['2030-11-03', '2030-11-04'],
      ['2030-11-05', '2030-11-06'],
    ].filter((d) => d.some((x) => x >= '2030-11-04' && x <= '2030-11-05')));
    expect((await ok(breaches(adminToken, `user_id=${people[1]}&start=2030-11-01&end=2030-11-30`))).data).toEqual([]);
    expect((await ok(breaches(tokens.super, `department_id=${dept.id}&start=2030-12-01&end=2030-12-31`))).data).toEqual([]);
  });

  it('a person reads their own; others are refused as for schedules', async () => {
    const { dept, company: c, people } = setup;
    const own = await ok(breaches(await tokenOf(people[0]!), `user_id=${people[0]}&start=2030-11-01&end=2030-11-30`));
    expect(own.count).toBeGreaterThan(0);
    expect((await breaches(tokens.user, `user_id=${people[0]}&start=2030-11-01&end=2030-11-30`)).status).toBe(403);
    expect((await breaches(tokens.user, `company_id=${c.id}&start=2030-11-01&end=2030-11-30`)).status).toBe(403);
    const other = await company();
    expect((await breaches(other.adminToken, `department_id=${dept.id}&start=2030-11-01&end=2030-11-30`)).status).toBe(403);
    expect((await breaches(other.adminToken, `user_id=${people[0]}&start=2030-11-01&end=2030-11-30`)).status).toBe(403);
    expect((await breaches(tokens.super, `department_id=${randomId()}&start=2030-11-01&end=2030-11-30`)).status).toBe(404);
    expect((await breaches(tokens.super, `user_id=${randomId()}&start=2030-11-01&end=2030-11-30`)).status).toBe(404);
    expect((await breaches(tokens.globex, `company_id=${c.id}&start=2030-11-01&end=2030-11-30`, GLOBEX)).status).toBe(404);
    expect((await breaches(tokens.globex, `user_id=${people[0]}&start=2030-11-01&end=2030-11-30`, GLOBEX)).status).toBe(404);
  });

  it('bad queries are 422 with codes', async () => {
    const { dept, people, adminToken } = setup;
    const bad: [string, string | undefined][] = [
      ['start=2030-11-01&end=2030-11-30', 'labour_law.scope_one'],
      [`user_id=${people[0]}&department_id=${dept.id}&start=2030-11-01&end=2030-11-30`, 'labour_law.scope_one'],
      [`user_id=${people[0]}&start=2030-11-30&end=2030-11-01`, 'period.end_before_start'],
      [`user_id=${people[0]}&start=2030-01-01&end=2031-06-30`, 'period.too_long'],
      [`user_id=${people[0]}&start=2030-13-01&end=2030-11-30`, 'date.format'],
      [`user_id=someone&start=2030-11-01&end=2030-11-30`, undefined],
    ];
    for (const [query, code] of bad) {
      const res = await breaches(adminToken, query);
      expect(res.status, query).toBe(422);
      if (code) expect(codes(res.body), query).toContain(code);
    }
    // The ends of the calendar answer (or refuse the date), never a 500.
    for (const [start, end] of [['0001-01-01', '0001-12-31'], ['1900-01-01', '1900-12-31'], ['9999-01-01', '9999-12-31']]) {
      for (const scope of [`department_id=${dept.id}`, `user_id=${people[0]}`]) {
        const res = await breaches(adminToken, `${scope}&start=${start}&end=${end}`);
        expect([200, 422], `${scope} ${start} ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    }
  });
});

describe('the demo', () => {
  it('its Polish company runs the equivalent system with every rule a warning, and its plan shows a short rest after a night', async () => {
    const list = await ok(t.call(ACME, '/api/v1/companies/', { token: tokens.super }));
    const poland = list.data.find((c: { country: string; name: string }) => c.country === 'PL' && c.name.startsWith('Acme Polska'));
    const settings = await ok(getSettings(tokens.admin, poland.id));
    expect(settings).toMatchObject({ working_time_system: 'equivalent', settlement_months: 1, overtime_limit_hours: 150 });
    expect(Object.values(settings.modes).every((m) => m === 'warn')).toBe(true);
    const db = await acmeDb(t);
    const [cover] = await db.select().from(dayShifts).where(eq(dayShifts.type, 'Zastępstwo'));
    expect(cover).toBeDefined();
    // Back to when the demo was made: the shifts ahead of it are planned, not missed.
    setClock(t, cover!.createdAt);
    const found = await ok(
      t.call(ACME, `/api/v1/labour-law/breaches?user_id=${cover!.userId}&start=${cover!.date}&end=${cover!.date}`, { token: tokens.admin }),
    );
    // The night before ends at 07:00, the afternoon starts at 15:00.
    expect(found.data).toContainEqual(expect.objectContaining({ rule: 'pl.daily_rest', minutes: 480, limit_minutes: 660 }));
  });
});
