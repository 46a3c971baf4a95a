// The reads whose answers the Node entry keeps in memory (worker/lib/answer-cache.ts): a user's
// month, the employees grid, notifications, rooms and the absence balance. Read twice, changed,
// read again: the change shows at once, whatever wrote it (this API, another connection to the
// file), and "today" moves at local midnight with nothing written. The same on both runtimes (the
// edge keeps nothing).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEmployeesSchedule } from '../../web/src/features/schedule/api/employees-schedule-format';
import { SqliteFileClient } from '../../worker/platform/sqlite-file';
import { tenantDatabasePath } from '../../worker/platform/node';
import { ACME, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Ids, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, schedule, setClock, setLocalClock, WARSAW } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let dept: { id: string };
let worker: { id: string; token: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  setClock(t, '2030-10-15T10:00:00Z');
  dept = await createDepartment(t, tokens.admin, org.poland.id, { name: 'Kept answers' });
  const person = await createUser(t, tokens.super, { full_name: 'Kamil Kowal' });
  await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
  worker = { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
  const office = await createPattern(t, tokens.admin, OFFICE);
  await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [person.id], start_month: '2030-11', anchor_date: '2030-11-04' }));
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-11-13T10:00:00Z'));

const v1 = (path: string) => `/api/v1${path}`;
const read = (token: string, path: string) => ok(t.call(ACME, v1(path), { token }));
const month = (token = worker.token) => schedule(t, token, worker.id, '2030-11-01', '2030-11-30');
const grid = async () =>
  decodeEmployeesSchedule(await read(tokens.admin, `/employees-schedule/?department_id=${dept.id}&month=2030-11`)) as any;
const gridDates = async () =>
  (await grid()).employees.find((e: { user_id: string }) => e.user_id === worker.id).shifts.map((s: { date: string }) => s.date);

describe('answers kept between reads', () => {
  it("show a planned shift added, moved and removed at once, in the user's month and in the grid", async () => {
    const before = await month();
    expect(await month()).toEqual(before);
    expect(before.data.map((s) => s.date)).not.toContain('2030-11-16');
    const gridBefore = await gridDates();
    expect(await gridDates()).toEqual(gridBefore);

    const added = await ok(
      t.call(ACME, v1('/work-schedule/plan'), {
        token: tokens.admin,
        json: { user_id: worker.id, date: '2030-11-16', type: 'Saturday', start: '08:00', end: '12:00', color: '#f59e0b' },
      }),
    );
    expect((await month()).data.map((s) => s.date)).toContain('2030-11-16');
    expect(await gridDates()).toEqual([...gridBefore, '2030-11-16'].sort());

    await ok(t.call(ACME, v1(`/work-schedule/plan/${added.id}`), { method: 'DELETE', token: tokens.admin }));
    expect((await month()).data.map((s) => s.date)).toEqual(before.data.map((s) => s.date));
    expect(await gridDates()).toEqual(gridBefore);
  });

  it('show a started and a stopped shift at once, to the user and to the admin, each with their own answer', async () => {
    setLocalClock(t, '2030-11-14', '07:55', WARSAW);
    const mine = await month();
    const admins = await month(tokens.admin);
    const planned = mine.data.find((s) => s.date === '2030-11-14');
    expect(planned).toMatchObject({ status: 'not_started', can_confirm: false });
    expect(admins.data.find((s) => s.date === '2030-11-14')).toMatchObject({ status: 'not_started' });
    await ok(t.call(ACME, v1('/work-schedule/start'), { method: 'POST', token: worker.token, json: { schedule_id: planned.id } }));
    expect((await month()).data.find((s) => s.date === '2030-11-14')).toMatchObject({ status: 'started', started_at: expect.any(String) });
    expect((await month(tokens.admin)).data.find((s) => s.date === '2030-11-14')).toMatchObject({ status: 'started' });
    setLocalClock(t, '2030-11-14', '16:05', WARSAW);
    await ok(t.call(ACME, v1('/work-schedule/stop'), { method: 'POST', token: worker.token, json: { schedule_id: planned.id } }));
    expect((await month()).data.find((s) => s.date === '2030-11-14')).toMatchObject({
      ended_at: expect.stringMatching(/^2030-11-14T15:05/),
    });
  });

  it('move "today" at local midnight with nothing written', async () => {
    setLocalClock(t, '2030-11-20', '23:59', WARSAW, 30);
    expect((await month()).today).toBe('2030-11-20');
    expect((await month()).today).toBe('2030-11-20');
    setLocalClock(t, '2030-11-21', '00:00', WARSAW, 1);
    expect((await month()).today).toBe('2030-11-21');
  });

  it('show a new notification and one marked read at once', async () => {
    const before = await read(tokens.admin, '/notifications/get');
    expect(await read(tokens.admin, '/notifications/get')).toEqual(before);
    await ok(
      t.call(ACME, v1('/vacation-sick/create'), {
        token: worker.token,
        json: { type: 'sick', start_date: '2030-11-27', end_date: '2030-11-27' },
      }),
    );
    const after = await read(tokens.admin, '/notifications/get');
    expect([after.count, after.unread]).toEqual([before.count + 1, before.unread + 1]);
    await ok(t.call(ACME, v1(`/notifications/mark/${after.data[0].id}`), { method: 'PATCH', token: tokens.admin, json: { read: true } }));
    expect((await read(tokens.admin, '/notifications/get')).unread).toBe(before.unread);
  });

  it("show a new request in a person's year of absences at once, to them and to their admin", async () => {
    const year = (token: string) => read(token, `/vacation-sick/get-by-user?user_id=${worker.id}&year=2030`);
    const before = await year(worker.token);
    expect(await year(worker.token)).toEqual(before);
    const admins = await year(tokens.admin);
    await ok(
      t.call(ACME, v1('/vacation-sick/create'), {
        token: worker.token,
        json: { type: 'sick', start_date: '2030-12-02', end_date: '2030-12-03' },
      }),
    );
    expect((await year(worker.token)).count).toBe(before.count + 1);
    expect((await year(tokens.admin)).count).toBe(admins.count + 1);
  });

  it("show another member's message in the rooms list at once", async () => {
    const room = await ok(
      t.call(ACME, v1('/rooms/'), { token: tokens.admin, json: { name: 'Zmiana nocna', member_ids: [ids.user] } }),
      201,
    );
    const listed = async () => (await read(tokens.user, '/rooms/')).data.find((r: { id: string }) => r.id === room.id);
    expect(await listed()).toMatchObject({ unread: 0, last_message: null });
    expect(await listed()).toMatchObject({ unread: 0, last_message: null });
    await ok(t.call(ACME, v1(`/rooms/${room.id}/messages`), { token: tokens.admin, json: { body: 'Kto bierze sobotę?' } }), 201);
    expect(await listed()).toMatchObject({ unread: 1, last_message: { body: 'Kto bierze sobotę?' } });
  });

  it('show a change another connection wrote to the database file (the operator CLI, another process)', async () => {
    const before = await read(tokens.admin, '/notifications/get');
    expect(before.unread).toBeGreaterThan(0);
    expect(await read(tokens.admin, '/notifications/get')).toEqual(before);
    const other = new SqliteFileClient(tenantDatabasePath(t.dataDir, 'acme'), 5000);
    try {
      await other.execute({
        sql: 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL',
        args: [Date.parse('2030-11-13T10:00:00Z'), ids.admin],
      });
    } finally {
      other.close();
    }
    expect((await read(tokens.admin, '/notifications/get')).unread).toBe(0);
  });

  it('refuse at once a user another connection deactivated (the signed-in user is kept too)', async () => {
    const person = await createUser(t, tokens.super, { full_name: 'Olga Odejście' });
    const token = await t.login(person.email, ACME, 'person-pass');
    expect((await t.call(ACME, v1('/users/me'), { token })).status).toBe(200);
    expect((await t.call(ACME, v1('/users/me'), { token })).status).toBe(200);
    const other = new SqliteFileClient(tenantDatabasePath(t.dataDir, 'acme'), 5000);
    try {
      await other.execute({ sql: 'UPDATE users SET is_active = 0 WHERE id = ?', args: [person.id] });
    } finally {
      other.close();
    }
    expect(await t.call(ACME, v1('/users/me'), { token })).toMatchObject({ status: 400, body: { code: 'auth.inactive_user' } });
  });
});
