// GET /work-schedule/open: the dashboard's table of running and finished-not-confirmed shifts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, setLocalClock, shiftsByDate } from './support/schedule';

const MONDAY = '2030-01-07';
const DAY = '2030-11-05';

let t: TestApp;
let tokens: Tokens;
let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  org = await demoOrg(t, tokens.super);
});
afterAll(() => t.close());

const open = (token: string | undefined, query = `date=${DAY}`) => t.call(ACME, `/api/v1/work-schedule/open?${query}`, { token });

/** An employee of `companyId` with the office week applied for November 2030, signed in. */
async function employee(fullName: string, companyId: string, adminToken: string) {
  const person = await createUser(t, tokens.super, { full_name: fullName });
  const dept = await createDepartment(t, tokens.super, companyId);
  await hire(t, adminToken, { user_id: person.id, company_id: companyId, department_id: dept.id });
  const pattern = await createPattern(t, tokens.super, OFFICE);
  await ok(apply(t, tokens.super, { pattern_id: pattern.id, user_ids: [person.id], start_month: '2030-11', anchor_date: MONDAY }));
  const token = await t.login(person.email, ACME, 'person-pass');
  const plan = await shiftsByDate(t, token, person.id, DAY, DAY);
  return { id: person.id, token, shiftId: plan.get(DAY).id as string };
}

describe('GET /work-schedule/open', () => {
  it("lists the date's running shifts first, then the finished, unconfirmed ones, within the admin's companies", async () => {
    const running = await employee('Zenon Running', org.poland.id, tokens.super);
    const finished = await employee('Anna Finished', org.poland.id, tokens.super);
    const confirmed = await employee('Celina Confirmed', org.poland.id, tokens.super);
    const elsewhere = await employee('Taras Elsewhere', org.ukraine.id, tokens.super);
    await employee('Olga Planned', org.poland.id, tokens.super);

    setLocalClock(t, DAY, '08:00');
    for (const p of [running, finished, confirmed, elsewhere]) {
      await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, json: { schedule_id: p.shiftId } }));
    }
    setLocalClock(t, DAY, '16:05');
    for (const p of [finished, confirmed]) {
      await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: p.token, json: { schedule_id: p.shiftId } }));
    }
    await ok(
      t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token: tokens.super, json: { schedule_id: confirmed.shiftId } }),
    );

    const forAdmin = await open(tokens.admin);
    const forSuper = await open(tokens.super);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.data.map((s: any) => [s.full_name, s.status])).toEqual([
      ['Zenon Running', 'started'],
      ['Anna Finished', 'ended'],
    ]);
    expect(forAdmin.body.count).toBe(2);
    expect(forAdmin.body.data[0]).toMatchObject({
      acronym: 'ZR',
      date: DAY,
      started_at: expect.any(String),
      ended_at: null,
      timezone: 'Europe/Warsaw',
    });
    expect(forSuper.body.data[0].timezone).toBe(org.ukraine.timezone);

    expect(forSuper.body.data.map((s: any) => s.full_name)).toEqual(['Taras Elsewhere', 'Zenon Running', 'Anna Finished']);
    expect((await open(tokens.admin, 'date=2030-11-06')).body).toEqual({ data: [], count: 0 });
  });

  it('checks the date (422) and keeps tenants apart', async () => {
    for (const query of ['date=2030-13-01', 'date=tomorrow', '']) {
      const res = await open(tokens.admin, query);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'date']);
    }
    const globex = await t.call(GLOBEX, `/api/v1/work-schedule/open?date=${DAY}`, { token: tokens.globex });
    expect(globex.body).toEqual({ data: [], count: 0 });
    expect((await t.call(GLOBEX, `/api/v1/work-schedule/open?date=${DAY}`, { token: tokens.admin })).status).toBe(401);
  });
});
