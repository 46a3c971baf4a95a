// Notifications: the list (own, newest first, paged, unread count), mark, mark all, delete; the
// events that write them (absence requests are in absence.test.ts; confirmed shifts here);
// someone else's notification and another tenant's are not found.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, setClock, setLocalClock, shiftsByDate, WARSAW } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let dept: { id: string };
let office: { id: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  dept = await createDepartment(t, tokens.admin, org.poland.id);
  office = await createPattern(t, tokens.admin, OFFICE);
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

type Person = { id: string; token: string };

async function employee(): Promise<Person> {
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, department_id: dept.id, vacation_days: 26 });
  return { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
}

const list = (token: string, query = '') => ok(t.call(ACME, `/api/v1/notifications/get${query}`, { token }));
const mark = (token: string, id: string, json?: unknown) =>
  t.call(ACME, `/api/v1/notifications/mark/${id}`, { method: 'PATCH', token, json });
const remove = (token: string, id: string) => t.call(ACME, `/api/v1/notifications/delete/${id}`, { method: 'DELETE', token });

/** Three requests of `p`, each notifying the company's admins; answers their ids, oldest first. */
async function threeRequests(p: Person) {
  const out: string[] = [];
  for (const day of ['2030-11-18', '2030-11-19', '2030-11-20']) {
    out.push(
      (await ok(t.call(ACME, '/api/v1/vacation-sick/create', { token: p.token, json: { type: 'sick', start_date: day, end_date: day } })))
        .id,
    );
  }
  return out;
}

describe('GET /notifications/get, PATCH /mark, DELETE /delete', () => {
  it('lists your own notifications newest first, paged, with the unread count', async () => {
    const admin = await employee();
    await ok(t.call(ACME, `/api/v1/users/${admin.id}`, { method: 'PATCH', token: tokens.super, json: { role: 'admin' } }));
    const adminToken = await t.login(
      (await ok(t.call(ACME, `/api/v1/users/${admin.id}`, { token: tokens.super }))).email,
      ACME,
      'person-pass',
    );
    const requests = await threeRequests(await employee());

    const all = await list(adminToken);
    expect(all.count).toBe(3);
    expect(all.unread).toBe(3);
    expect(all.data.map((n: { data: { vacation_id: string } }) => n.data.vacation_id)).toEqual([...requests].reverse());
    expect(all.data[0]).toMatchObject({
      kind: 'vacation_requested',
      read_at: null,
      link: `/vacations?id=${requests[2]}`,
      created_at: expect.any(String),
    });

    const page = await list(adminToken, '?skip=1&limit=1');
    expect(page).toMatchObject({ count: 3, unread: 3 });
    expect(page.data.map((n: { data: { vacation_id: string } }) => n.data.vacation_id)).toEqual([requests[1]]);

    // Mark one read, then unread again; the unread count follows.
    const newest = all.data[0].id;
    expect((await ok(mark(adminToken, newest))).read_at).toEqual(expect.any(String));
    expect(await list(adminToken, '?unread=true')).toMatchObject({ count: 2, unread: 2 });
    expect((await ok(mark(adminToken, newest, { read: false }))).read_at).toBeNull();
    expect((await list(adminToken)).unread).toBe(3);

    expect(await ok(t.call(ACME, '/api/v1/notifications/mark-all', { method: 'PATCH', token: adminToken }))).toEqual({ marked: 3 });
    expect(await list(adminToken)).toMatchObject({ count: 3, unread: 0 });

    expect((await remove(adminToken, newest)).status).toBe(204);
    expect((await remove(adminToken, newest)).status).toBe(404);
    expect((await mark(adminToken, newest)).status).toBe(404);
    expect((await list(adminToken)).count).toBe(2);
  });

  it('keeps each notification private to its owner, and within its tenant', async () => {
    await threeRequests(await employee());
    const theirs = (await list(tokens.admin)).data[0].id;
    const intruder = await employee();
    // Someone else's notification of this tenant is refused (403); its id is unknown elsewhere (404).
    expect((await mark(intruder.token, theirs)).status).toBe(403);
    expect((await remove(intruder.token, theirs)).status).toBe(403);
    expect((await mark(tokens.super, theirs)).status).toBe(403);
    expect((await list(intruder.token)).data.some((n: { id: string }) => n.id === theirs)).toBe(false);
    expect((await t.call(GLOBEX, `/api/v1/notifications/mark/${theirs}`, { method: 'PATCH', token: tokens.globex })).status).toBe(404);
    expect((await t.call(ACME, `/api/v1/notifications/mark/${theirs}`, { method: 'PATCH', token: tokens.globex })).status).toBe(401);
    expect((await list(tokens.admin)).data[0]).toMatchObject({ id: theirs, read_at: null });
  });

  it('refuses bad input with 422 and no token with 401', async () => {
    for (const query of ['?limit=0', '?limit=1001', '?skip=-1', '?unread=yes']) {
      expect((await t.call(ACME, `/api/v1/notifications/get${query}`, { token: tokens.user })).status).toBe(422);
    }
    expect((await mark(tokens.user, 'not-a-uuid')).status).toBe(422);
    expect((await mark(tokens.user, randomId(), { read: 'yes' })).status).toBe(422);
    expect((await remove(tokens.user, 'x')).status).toBe(422);
    expect((await t.call(ACME, '/api/v1/notifications/get')).status).toBe(401);
  });
});

describe('a confirmed shift notifies its employee', () => {
  it('by the admin who confirmed it, and by the system when auto-confirmed', async () => {
    const p = await employee();
    setClock(t, '2030-10-20T10:00:00Z');
    await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [p.id], start_month: '2030-11', anchor_date: '2030-11-04' }));
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    for (const date of ['2030-11-04', '2030-11-05']) {
      setLocalClock(t, date, '08:00', WARSAW);
      await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, json: { schedule_id: plan.get(date).id } }));
      setLocalClock(t, date, '16:02', WARSAW);
      await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: p.token, json: { schedule_id: plan.get(date).id } }));
    }
    const first = plan.get('2030-11-04').id;
    await ok(t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token: tokens.admin, json: { schedule_id: first } }));
    const [confirmed] = (await list(p.token)).data;
    expect(confirmed).toMatchObject({
      kind: 'shift_confirmed',
      title: 'Your shift of 2030-11-04 was confirmed',
      body: 'Confirmed by Adam Kowalski',
      link: `/work-schedule?month=2030-11&shift=${first}`,
      data: { schedule_id: first, date: '2030-11-04', by_name: 'Adam Kowalski' },
    });

    // Auto-confirm (the company's tolerance covers 2 minutes) tells the employee too.
    await ok(
      t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', token: tokens.super, json: { auto_confirm_enabled: true } }),
    );
    await ok(t.call(ACME, '/api/v1/work-schedule/auto-confirm', { token: tokens.admin, json: { start: '2030-11-01', end: '2030-11-30' } }));
    const latest = (await list(p.token)).data[0];
    expect(latest).toMatchObject({ kind: 'shift_confirmed', body: 'Confirmed automatically', data: { date: '2030-11-05', by_name: null } });
    expect((await list(p.token)).count).toBe(2);
    await ok(
      t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'PATCH', token: tokens.super, json: { auto_confirm_enabled: false } }),
    );
  });

  it('says nothing to a superadmin who confirms their own shift', async () => {
    expect(ids.super).toBeTruthy();
    const before = (await list(tokens.super)).count;
    // The superadmin is employed nowhere in the demo: hire, plan, work and confirm one day.
    await hire(t, tokens.super, { user_id: ids.super, company_id: org.poland.id, department_id: dept.id });
    setClock(t, '2030-10-20T10:00:00Z');
    await ok(apply(t, tokens.super, { pattern_id: office.id, user_ids: [ids.super], start_month: '2030-12', anchor_date: '2030-12-02' }));
    const plan = await shiftsByDate(t, tokens.super, ids.super, '2030-12-01', '2030-12-31');
    const shift = plan.get('2030-12-02').id;
    setLocalClock(t, '2030-12-02', '08:00', WARSAW);
    await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: tokens.super, json: { schedule_id: shift } }));
    setLocalClock(t, '2030-12-02', '16:00', WARSAW);
    await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: tokens.super, json: { schedule_id: shift } }));
    await ok(t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token: tokens.super, json: { schedule_id: shift } }));
    expect((await list(tokens.super)).count).toBe(before);
  });
});
