// Day shifts: GET /get, GET /get-id, POST /start, POST /stop, PATCH /confirm (product-rules.md "Day shifts").
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayShifts } from '../../worker/db/schema';
import { isUniqueViolation } from '../../worker/lib/db-errors';
import { fieldCodeOf } from '../../worker/lib/field-codes';
import { tenantDatabasePath } from '../../worker/platform/node';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import {
  acmeDb,
  addAbsence,
  apply,
  createPattern,
  createScheduleApp,
  NIGHTS,
  OFFICE,
  schedule,
  setClock,
  setLocalClock,
  shiftsByDate,
} from './support/schedule';

const run = promisify(execFile);
const MONDAY = '2030-01-07';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let office: { id: string };
let nights: { id: string };
let dept: { id: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  office = await createPattern(t, tokens.admin, OFFICE);
  nights = await createPattern(t, tokens.admin, NIGHTS);
  dept = await createDepartment(t, tokens.admin, org.poland.id);
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

/** A new employee (role user) of the Polish company, signed in, with a pattern applied for a month. */
async function employee(pattern: { id: string } | null = office, month = '2030-11', companyId = org.poland.id, token = tokens.admin) {
  const person = await createUser(t, tokens.super);
  await hire(t, token, { user_id: person.id, company_id: companyId, department_id: companyId === org.poland.id ? dept.id : undefined });
  if (pattern) await ok(apply(t, token, { pattern_id: pattern.id, user_ids: [person.id], start_month: month, anchor_date: MONDAY }));
  const login = await t.login(person.email, ACME, 'person-pass');
  return { id: person.id, email: person.email, token: login };
}

/** A new admin of the Polish company, signed in. */
async function admin() {
  const person = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
  return { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
}

const start = (token: string | undefined, scheduleId?: string | null) =>
  t.call(ACME, '/api/v1/work-schedule/start', {
    token,
    ...(scheduleId === undefined ? { method: 'POST' } : { json: { schedule_id: scheduleId } }),
  });
const stop = (token: string | undefined, scheduleId: string) =>
  t.call(ACME, '/api/v1/work-schedule/stop', { token, json: { schedule_id: scheduleId } });
const confirm = (token: string | undefined, json: Record<string, unknown>) =>
  t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token, json });
const getId = (token: string | undefined, id: string) => t.call(ACME, `/api/v1/work-schedule/get-id?schedule_id=${id}`, { token });

describe('POST /work-schedule/start and /stop', () => {
  it("starts a shift only on its own date in the company's time zone", async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    // 23:30 UTC on 4 November is 00:30 on 5 November in Warsaw.
    setClock(t, '2030-11-04T23:30:00Z');
    expect(await start(p.token, plan.get('2030-11-04').id)).toMatchObject({
      status: 409,
      body: { detail: 'A shift can be started only on its own date.' },
    });
    expect((await start(p.token, plan.get('2030-11-06').id)).status).toBe(409);
    const started = await start(p.token, plan.get('2030-11-05').id);
    expect(started).toMatchObject({
      status: 200,
      body: { id: plan.get('2030-11-05').id, status: 'started', started_at: expect.any(String), ended_at: null },
    });

    // New York is behind: at 03:00 UTC on 5 November it is still the evening of the 4th there.
    const ny = await createCompany(t, tokens.super, { timezone: 'America/New_York' });
    const q = await employee(null, '2030-11', ny.id, tokens.super);
    setClock(t, '2030-10-15T10:00:00Z');
    await ok(apply(t, tokens.super, { pattern_id: office.id, user_ids: [q.id], start_month: '2030-11', anchor_date: MONDAY }));
    const theirs = await shiftsByDate(t, q.token, q.id, '2030-11-01', '2030-11-30');
    expect(theirs.get('2030-11-04').planned_start_at).toBe('2030-11-04T13:00:00.000Z');
    setClock(t, '2030-11-05T03:00:00Z');
    expect((await start(q.token, theirs.get('2030-11-05').id)).status).toBe(409);
    expect((await start(q.token, theirs.get('2030-11-04').id)).status).toBe(200);
  });

  it('stops a night shift after midnight; a night shift cannot be started after midnight', async () => {
    const p = await employee(nights);
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    setLocalClock(t, '2030-11-05', '00:30');
    expect((await start(p.token, plan.get('2030-11-04').id)).status).toBe(409);
    setLocalClock(t, '2030-11-05', '22:00');
    await ok(start(p.token, plan.get('2030-11-05').id));
    setLocalClock(t, '2030-11-06', '06:05', undefined, 30);
    const stopped = await stop(p.token, plan.get('2030-11-05').id);
    expect(stopped.body).toMatchObject({
      date: '2030-11-05',
      status: 'ended',
      planned_minutes: 480,
      worked_minutes: 485,
      deviation_minutes: 5,
    });
    expect(stopped.body.started_at.startsWith('2030-11-05T21:00:00.')).toBe(true);
    expect(stopped.body.ended_at.startsWith('2030-11-06T05:05:30.')).toBe(true);
  });

  it('starts only once, stops only a running shift, and allows one running shift at a time', async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    const monday = plan.get('2030-11-04').id;
    setLocalClock(t, '2030-11-04', '07:58');
    expect(await stop(p.token, monday)).toMatchObject({ status: 409, body: { detail: 'The shift has not been started.' } });
    await ok(start(p.token, monday));
    expect(await start(p.token, monday)).toMatchObject({ status: 409, body: { detail: 'The shift has already been started.' } });
    // Forgotten: the next day's shift cannot start while Monday's still runs.
    setLocalClock(t, '2030-11-05', '08:00');
    expect(await start(p.token, plan.get('2030-11-05').id)).toMatchObject({
      status: 409,
      body: { detail: 'Another shift is still running: stop it first.' },
    });
    expect(await start(p.token)).toMatchObject({ status: 409, body: { detail: 'There is already a shift today: start that one.' } });
    await ok(stop(p.token, monday));
    expect(await stop(p.token, monday)).toMatchObject({ status: 409, body: { detail: 'The shift has already been stopped.' } });
    expect(await start(p.token, monday)).toMatchObject({ status: 409, body: { detail: 'The shift has already been started.' } });
    await ok(start(p.token, plan.get('2030-11-05').id));
  });

  it('gives exactly one running shift when five starts arrive at once, planned or off-schedule', async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    setLocalClock(t, '2030-11-04', '08:00');
    const planned = await Promise.all(Array.from({ length: 5 }, () => start(p.token, plan.get('2030-11-04').id)));
    expect(planned.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);

    const q = await employee(null);
    setLocalClock(t, '2030-11-09', '10:00');
    const offSchedule = await Promise.all(Array.from({ length: 5 }, () => start(q.token)));
    expect(offSchedule.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const db = await acmeDb(t);
    for (const who of [p.id, q.id]) {
      const running = await db
        .select({ id: dayShifts.id })
        .from(dayShifts)
        .where(and(eq(dayShifts.userId, who), isNotNull(dayShifts.startedAt), isNull(dayShifts.endedAt)));
      expect(running).toHaveLength(1);
    }
  });

  it('gives exactly one running shift when starts race from separate processes', async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    const file = tenantDatabasePath(t.dataDir, 'acme');
    setLocalClock(t, '2030-11-04', '08:00');
    const now = t.platform.now().toISOString();
    const race = (scheduleId: string) =>
      run('node_modules/.bin/tsx', ['tests/api/support/start-shift.ts', file, p.id, scheduleId, now]).then((r) =>
        JSON.parse(r.stdout) as { status: number }
      );
    const results = await Promise.all([race(plan.get('2030-11-04').id), race(plan.get('2030-11-04').id), race(plan.get('2030-11-04').id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  }, 60_000);

  it('lets the database itself refuse a second running shift or a second shift on a date', async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    const db = await acmeDb(t);
    await db.update(dayShifts).set({ startedAt: new Date() }).where(eq(dayShifts.id, plan.get('2030-11-04').id));
    const second = db.update(dayShifts).set({ startedAt: new Date() }).where(eq(dayShifts.id, plan.get('2030-11-05').id));
    const error = await second.then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(error, 'day_shifts.user_id')).toBe(true);
    const twice = await db
      .insert(dayShifts)
      .values({ id: randomId(), userId: p.id, companyId: org.poland.id, date: '2030-11-06' })
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(twice, 'day_shifts.user_id, day_shifts.date')).toBe(true);
  });

  it("starts off-schedule work on today's company-local date, with or without a body", async () => {
    const p = await employee();
    setLocalClock(t, '2030-11-09', '00:30'); // a Saturday in Warsaw, still the 8th in UTC
    const res = await start(p.token);
    expect(res).toMatchObject({
      status: 200,
      body: {
        date: '2030-11-09',
        off_schedule: true,
        type: null,
        planned_start: null,
        planned_minutes: 0,
        status: 'started',
        pattern_id: null,
      },
    });
    setLocalClock(t, '2030-11-09', '04:30', undefined, 30);
    const stopped = await ok(stop(p.token, res.body.id));
    expect(stopped).toMatchObject({ worked_minutes: 240, deviation_minutes: 240 });
    const q = await employee(null);
    expect((await t.call(ACME, '/api/v1/work-schedule/start', { token: q.token, json: {} })).status).toBe(200);
    expect((await t.call(ACME, '/api/v1/work-schedule/start', { token: q.token, json: { schedule_id: null } })).status).toBe(409);
  });

  it('refuses off-schedule work to someone employed nowhere (409)', async () => {
    const signup = await createUser(t, tokens.super);
    const token = await t.login(signup.email, ACME, 'person-pass');
    expect(await start(token)).toMatchObject({
      status: 409,
      body: { detail: 'You are not employed in any company: off-schedule work needs a current employment record' },
    });
    // The schedule says so beforehand, so that the dashboard does not offer the start (issue 29).
    const own = await ok(t.call(ACME, '/api/v1/work-schedule/get?start=2030-10-14&end=2030-10-16', { token }));
    expect(own.employed).toBe(false);
    const employed = await employee(null);
    expect((await ok(t.call(ACME, '/api/v1/work-schedule/get?start=2030-10-14&end=2030-10-16', { token: employed.token }))).employed).toBe(
      true,
    );
  });

  it("refuses someone else's shift (403), unknown (404), other tenants (401/404), bad input (422), anonymous (401)", async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    const shift = plan.get('2030-11-04').id;
    setLocalClock(t, '2030-11-04', '08:00');
    expect(await start(tokens.admin, shift)).toMatchObject({ status: 403, body: { detail: 'This is not your shift' } });
    expect(await stop(tokens.super, shift)).toMatchObject({ status: 403, body: { detail: 'This is not your shift' } });
    expect((await start(p.token, randomId())).status).toBe(404);
    expect((await stop(p.token, randomId())).status).toBe(404);
    for (const json of [{ schedule_id: 'x' }, { schedule_id: 12 }]) {
      const res = await t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, json });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'schedule_id']);
    }
    const noId = await t.call(ACME, '/api/v1/work-schedule/stop', { token: p.token, json: {} });
    expect(noId.status).toBe(422);
    expect(noId.body.detail[0].loc).toEqual(['body', 'schedule_id']);
    expect((await getId(p.token, shift)).body.status).toBe('not_started');
  });
});

describe('PATCH /work-schedule/confirm', () => {
  /** A finished 4 November shift of this person: 08:00-16:20 Warsaw time. */
  async function finished(p: { id: string; token: string }) {
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    const id = plan.get('2030-11-04').id as string;
    // A moment before 08:00, so that whole minutes to an adjusted end come out exact.
    setLocalClock(t, '2030-11-04', '08:00', undefined, -0.2);
    await ok(start(p.token, id));
    setLocalClock(t, '2030-11-04', '16:20', undefined, 30);
    await ok(stop(p.token, id));
    setLocalClock(t, '2030-11-05', '09:00');
    return id;
  }

  it("lets an admin confirm a user's shift with adjusted times and notes; records who and when", async () => {
    const p = await employee();
    const id = await finished(p);
    const res = await confirm(tokens.admin, { schedule_id: id, ended_at: '2030-11-04T15:10:00Z', notes: ' Left at 16:10 ' });
    expect(res.status).toBe(200);
    const nameOf = async (token: string) => {
      const me = await ok(t.call(ACME, '/api/v1/users/me', { token }));
      return (me.full_name || me.email) as string;
    };
    const adminName = await nameOf(tokens.admin);
    expect(adminName).toBeTruthy();
    // Who confirmed it, by name, wherever the shift is read (the shift dialog shows it).
    expect((await getId(p.token, id)).body).toMatchObject({ confirmed_by: ids.admin, confirmed_by_name: adminName });
    expect((await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30')).get('2030-11-04')).toMatchObject({
      confirmed_by_name: adminName,
    });
    expect((await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30')).get('2030-11-05')).toMatchObject({ confirmed_by_name: null });
    expect(res.body).toMatchObject({
      status: 'confirmed',
      confirmed: true,
      confirmed_by: ids.admin,
      confirmed_by_name: adminName,
      confirmation_notes: 'Left at 16:10',
      adjusted_started_at: null,
      adjusted_ended_at: '2030-11-04T15:10:00.000Z',
      worked_minutes: 490,
      deviation_minutes: 10,
    });
    expect(Date.parse(res.body.confirmed_at)).toBe(Date.parse(res.body.confirmed_at));
    expect(res.body.confirmed_at.startsWith('2030-11-05T08:00')).toBe(true);
    expect(res.body.ended_at.startsWith('2030-11-04T15:20:')).toBe(true);
    // Read-only now: for the employee, for admins; a superadmin may still adjust it.
    expect(await confirm(tokens.admin, { schedule_id: id })).toMatchObject({
      status: 403,
      body: { detail: 'A confirmed shift can be changed only by a superadmin.' },
    });
    expect(await stop(p.token, id)).toMatchObject({ status: 409, body: { detail: 'The shift is already confirmed.' } });
    const again = await confirm(tokens.super, { schedule_id: id, started_at: '2030-11-04T07:30:00+00:00', notes: null });
    expect(again.body).toMatchObject({
      confirmed_by: ids.super,
      confirmed_by_name: await nameOf(tokens.super),
      adjusted_started_at: '2030-11-04T07:30:00.000Z',
      worked_minutes: 460,
      confirmation_notes: null,
    });
  });

  it('refuses an admin the shift of another admin or a superadmin (403); a superadmin may; an admin may confirm their own', async () => {
    // Fresh admins: the demo admins may have a shift of the real today running, which refuses any other start.
    const [first, second] = [await admin(), await admin()];
    await ok(
      apply(t, tokens.super, { pattern_id: office.id, user_ids: [first.id, second.id], start_month: '2030-11', anchor_date: MONDAY }),
    );
    const other = await finished(second);
    expect(await confirm(first.token, { schedule_id: other })).toMatchObject({
      status: 403,
      body: { detail: 'An administrator cannot confirm the shift of another administrator or a superadmin.' },
    });
    expect((await getId(tokens.super, other)).body.confirmed).toBe(false);
    expect((await confirm(tokens.super, { schedule_id: other })).body).toMatchObject({ confirmed: true, confirmed_by: ids.super });
    const own = await finished(first);
    expect((await confirm(first.token, { schedule_id: own })).body).toMatchObject({ confirmed: true, confirmed_by: first.id });
  });

  it('needs a start and an end: a running or missed shift is confirmed only with the missing times', async () => {
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    setLocalClock(t, '2030-11-04', '08:00', undefined, -0.2);
    await ok(start(p.token, plan.get('2030-11-04').id));
    setLocalClock(t, '2030-11-06', '09:00');
    const running = plan.get('2030-11-04').id;
    expect(await confirm(tokens.admin, { schedule_id: running })).toMatchObject({
      status: 409,
      body: { detail: 'The shift has no start and end to confirm: give both times.' },
    });
    const fixed = await confirm(tokens.admin, { schedule_id: running, ended_at: '2030-11-04T15:00:00Z' });
    expect(fixed.body).toMatchObject({ status: 'confirmed', ended_at: null, worked_minutes: 480 });
    // Confirmed, the forgotten shift no longer blocks a start.
    setLocalClock(t, '2030-11-06', '09:01');
    expect((await start(p.token, plan.get('2030-11-06').id)).status).toBe(200);
    const missed = plan.get('2030-11-05').id;
    expect((await confirm(tokens.admin, { schedule_id: missed, started_at: '2030-11-05T07:00:00Z' })).status).toBe(409);
    expect(
      (await confirm(tokens.admin, { schedule_id: missed, started_at: '2030-11-05T07:00:00Z', ended_at: '2030-11-05T15:00:00Z' })).status,
    ).toBe(200);
  });

  it('answers 422 on ended_at for an end not after the start or in the future, and for malformed input; changes nothing', async () => {
    const p = await employee();
    const id = await finished(p);
    const cases: [Record<string, unknown>, string][] = [
      [{ schedule_id: id, ended_at: '2030-11-04T06:00:00Z' }, 'ended_at'],
      [{ schedule_id: id, ended_at: '2030-11-06T06:00:00Z' }, 'ended_at'],
      [{ schedule_id: id, started_at: '2030-11-04 08:00' }, 'started_at'],
      [{ schedule_id: id, ended_at: 'tomorrow' }, 'ended_at'],
      [{ schedule_id: id, notes: 'x'.repeat(2001) }, 'notes'],
      [{ schedule_id: 'x' }, 'schedule_id'],
      [{}, 'schedule_id'],
    ];
    for (const [json, field] of cases) {
      const res = await confirm(tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
    }
    expect((await getId(tokens.admin, id)).body).toMatchObject({ confirmed: false, adjusted_ended_at: null });
  });

  it('answers 422 for adjusted times implausible for the shift (far from its date, over 24 h worked); changes nothing', async () => {
    const p = await employee();
    const id = await finished(p);
    const cases: [Record<string, unknown>, string, string][] = [
      // The defect: a start in 1970 on an ended shift made a 57-year shift.
      [{ schedule_id: id, started_at: '1970-01-01T00:00:00Z' }, 'started_at', 'The start must be near the date of the shift.'],
      [
        { schedule_id: id, started_at: '2030-11-02T08:00:00Z', ended_at: '2030-11-02T16:00:00Z' },
        'started_at',
        'The start must be near the date of the shift.',
      ],
      [
        { schedule_id: id, started_at: '2030-11-05T13:00:00Z', ended_at: '2030-11-05T14:00:00Z' },
        'started_at',
        'The start must be near the date of the shift.',
      ],
      // Near the date, but 25 hours worked.
      [
        { schedule_id: id, started_at: '2030-11-03T14:00:00Z', ended_at: '2030-11-04T15:00:00Z' },
        'ended_at',
        'A shift can last at most 24 hours.',
      ],
      [{ schedule_id: id, started_at: '2030-11-03T14:00:00Z' }, 'started_at', 'A shift can last at most 24 hours.'],
      [{ schedule_id: id, started_at: '2030-11-04T16:00:00Z' }, 'started_at', 'The end must be after the start.'],
    ];
    for (const [json, field, msg] of cases) {
      const res = await confirm(tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      // The message's code (lib/field-codes.ts) goes beside FastAPI's keys.
      expect(res.body, JSON.stringify(json)).toEqual({
        detail: [{ loc: ['body', field], msg, type: 'value_error', code: fieldCodeOf(msg)!.code }],
      });
    }
    expect((await getId(tokens.admin, id)).body).toMatchObject({
      confirmed: false,
      adjusted_started_at: null,
      adjusted_ended_at: null,
      worked_minutes: 500,
    });
    // The same for a superadmin re-adjusting a confirmed shift; the plausible edges still pass.
    await ok(confirm(tokens.admin, { schedule_id: id }));
    expect((await confirm(tokens.super, { schedule_id: id, started_at: '1970-01-01T00:00:00Z' })).status).toBe(422);
    const edge = await confirm(tokens.super, { schedule_id: id, started_at: '2030-11-03T15:00:00Z', ended_at: '2030-11-04T15:00:00Z' });
    expect(edge.body).toMatchObject({ adjusted_started_at: '2030-11-03T15:00:00.000Z', worked_minutes: 1440 });
  });

  it('refuses users (403), admins outside the company (403), anonymous and other tenants (401); unknown is 404', async () => {
    const ukrainian =
      (await ok(t.call(ACME, `/api/v1/users/?department_id=${org.logistics.id}&search=andrii`, { token: tokens.super }))).data[0];
    await ok(apply(t, tokens.super, { pattern_id: office.id, user_ids: [ukrainian.id], start_month: '2030-11', anchor_date: MONDAY }));
    const theirs = (await shiftsByDate(t, tokens.super, ukrainian.id, '2030-11-01', '2030-11-30')).get('2030-11-04').id;
    setLocalClock(t, '2030-11-05', '09:00');
    const body = { schedule_id: theirs, started_at: '2030-11-04T06:00:00Z', ended_at: '2030-11-04T14:00:00Z' };
    expect(await confirm(tokens.admin, body)).toMatchObject({ status: 403, body: { detail: 'You are not employed in this company' } });
    expect((await t.call(GLOBEX, '/api/v1/work-schedule/confirm', { method: 'PATCH', token: tokens.globex, json: body })).status).toBe(404);
    expect((await confirm(tokens.admin, { ...body, schedule_id: randomId() })).status).toBe(404);
    expect((await getId(tokens.super, theirs)).body.confirmed).toBe(false);
  });
});

describe('GET /work-schedule/get and /get-id', () => {
  it('lets users read their own schedule, admins their companies’ people, superadmins anyone', async () => {
    const p = await employee();
    const own = await t.call(ACME, '/api/v1/work-schedule/get?start=2030-11-01&end=2030-11-30', { token: p.token });
    expect(own.status).toBe(200);
    expect(Object.keys(own.body).sort()).toEqual([
      'absences',
      'data',
      'employed',
      'end',
      'holidays',
      'start',
      'statistics',
      'timezone',
      'today',
      'user_id',
    ]);
    expect(own.body).toMatchObject({ user_id: p.id, timezone: 'Europe/Warsaw', today: '2030-10-15' });
    expect(own.body.holidays).toEqual([
      { date: '2030-11-01', name: 'Wszystkich Świętych' },
      { date: '2030-11-11', name: 'Narodowe Święto Niepodległości' },
    ]);
    // The holidays' names in the language asked for (the screen's); each language its own answer.
    const named = async (lang: string) =>
      (await ok(t.call(ACME, `/api/v1/work-schedule/get?start=2030-11-01&end=2030-11-30&lang=${lang}`, { token: p.token }))).holidays.map((
        h: { name: string },
      ) => h.name);
    for (let round = 0; round < 2; round++) {
      expect(await named('en')).toEqual(["All Saints' Day", 'Independence Day']);
      expect(await named('uk')).toEqual(['День усіх святих', 'День Незалежності']);
      expect(await named('pl')).toEqual(['Wszystkich Świętych', 'Narodowe Święto Niepodległości']);
    }
    expect((await t.call(ACME, '/api/v1/work-schedule/get?start=2030-11-01&end=2030-11-30&lang=de', { token: p.token })).status).toBe(422);
    const shift = own.body.data[0];
    expect(Object.keys(shift).sort()).toEqual(
      [
        'id',
        'user_id',
        'company_id',
        'date',
        'type',
        'color',
        'planned_start',
        'planned_end',
        'planned_minutes',
        'planned_start_at',
        'planned_end_at',
        'started_at',
        'ended_at',
        'adjusted_started_at',
        'adjusted_ended_at',
        'worked_minutes',
        'deviation_minutes',
        'status',
        'confirmed',
        'confirmed_by',
        'confirmed_by_name',
        'confirmed_at',
        'confirmation_notes',
        'off_schedule',
        'pattern_id',
        'can_confirm',
      ].sort(),
    );
    expect((await getId(p.token, shift.id)).body).toEqual(shift);
    expect((await getId(tokens.admin, shift.id)).status).toBe(200);
    expect((await getId(tokens.super, shift.id)).status).toBe(200);
    const other = await employee();
    expect(await getId(other.token, shift.id)).toMatchObject({ status: 403, body: { detail: 'This is not your shift' } });
    const ukrainian =
      (await ok(t.call(ACME, `/api/v1/users/?department_id=${org.logistics.id}&search=andrii`, { token: tokens.super }))).data[0];
    expect(await t.call(ACME, `/api/v1/work-schedule/get?user_id=${ukrainian.id}&start=2030-11-01&end=2030-11-30`, { token: tokens.admin }))
      .toMatchObject({
        status: 403,
        body: { detail: 'This user is employed in other companies' },
      });
    const theirs = await t.call(ACME, `/api/v1/work-schedule/get?user_id=${ukrainian.id}&start=2030-11-01&end=2030-11-30`, {
      token: tokens.super,
    });
    expect(theirs.body).toMatchObject({ timezone: 'Europe/Kyiv' });
    expect(
      (await t.call(ACME, `/api/v1/work-schedule/get?user_id=${randomId()}&start=2030-11-01&end=2030-11-30`, { token: tokens.super }))
        .status,
    ).toBe(404);
    expect((await getId(tokens.admin, randomId())).status).toBe(404);
    expect((await getId(undefined, shift.id)).status).toBe(401);
  });

  it('answers 422 for a missing or malformed period, an end before the start, or more than 366 days', async () => {
    const cases: [string, string][] = [
      ['end=2030-11-30', 'start'],
      ['start=2030-11-01', 'end'],
      ['start=2030-11-31&end=2030-12-01', 'start'],
      ['start=2030-11&end=2030-11-30', 'start'],
      ['start=2030-11-10&end=2030-11-09', 'end'],
      ['start=2030-01-01&end=2031-01-02', 'end'],
      ['start=2030-11-01&end=2030-11-30&user_id=me', 'user_id'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call(ACME, `/api/v1/work-schedule/get?${query}`, { token: tokens.user });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    }
    expect((await t.call(ACME, '/api/v1/work-schedule/get?start=2030-01-01&end=2030-12-31', { token: tokens.user })).status).toBe(200);
    expect((await t.call(ACME, '/api/v1/work-schedule/get-id?schedule_id=1', { token: tokens.user })).status).toBe(422);
  });

  it('computes every statistic of a hand-computed month', async () => {
    // November 2030 in Warsaw (CET, UTC+1): the office week Monday-Friday 08:00-16:00 (480 min)
    // plans 19 shifts; 1 and 11 November are public holidays.
    const p = await employee();
    const plan = await shiftsByDate(t, p.token, p.id, '2030-11-01', '2030-11-30');
    expect(plan.size).toBe(19);
    const work = async (day: string, from: string, to: string | null) => {
      setLocalClock(t, day, from, undefined, -0.2);
      await ok(start(p.token, plan.get(day).id));
      if (to) {
        setLocalClock(t, day, to, undefined, 30);
        await ok(stop(p.token, plan.get(day).id));
      }
    };
    await work('2030-11-04', '08:00', '16:30'); // 510 min, confirmed: overtime 30
    await work('2030-11-05', '08:10', '16:00'); // 470 min, closed, no overtime
    await work('2030-11-06', '07:45', '17:10'); // 565 min, confirmed with the end moved to 16:45: 540, overtime 60
    await work('2030-11-12', '08:00', '15:00'); // 420 min, closed, no overtime
    setLocalClock(t, '2030-11-09', '10:00'); // a Saturday: off-schedule, 140 min
    const saturday = await ok(start(p.token));
    setLocalClock(t, '2030-11-09', '12:20', undefined, 30);
    await ok(stop(p.token, saturday.id));
    await addAbsence(t, p.id, '2030-11-08', '2030-11-08'); // excused
    await work('2030-11-19', '08:00', null); // still running
    setLocalClock(t, '2030-11-20', '10:00');
    await ok(confirm(tokens.admin, { schedule_id: plan.get('2030-11-04').id }));
    await ok(confirm(tokens.admin, { schedule_id: plan.get('2030-11-06').id, ended_at: '2030-11-06T15:45:00Z' }));
    // Missed: 7, 13, 14, 15, 18. Remaining: 20, 21, 22, 25, 26, 27, 28, 29.
    const month = await schedule(t, p.token, p.id, '2030-11-01', '2030-11-30');
    expect(month.today).toBe('2030-11-20');
    expect(month.statistics).toEqual({
      total_shifts: 19,
      holidays: 2,
      planned_hours: 152,
      closed: 4,
      confirmed: 2,
      remaining: 8,
      missed: 5,
      overtime_workdays_hours: 1.5,
      off_schedule_hours: 2.33,
    });
    const byDate = new Map(month.data.map((s) => [s.date, s]));
    expect(byDate.get('2030-11-09')).toMatchObject({ off_schedule: true, worked_minutes: 140, status: 'ended' });
    expect(byDate.get('2030-11-06')).toMatchObject({ worked_minutes: 540, deviation_minutes: 60, status: 'confirmed' });
    expect(byDate.get('2030-11-19')).toMatchObject({ status: 'started', worked_minutes: null });
    expect(byDate.get('2030-11-07')).toMatchObject({ status: 'not_started' });
    // A part of the month: only the shifts dated within it count; both holidays are outside.
    const part = await schedule(t, p.token, p.id, '2030-11-04', '2030-11-08');
    expect(part.statistics).toMatchObject({
      total_shifts: 5,
      holidays: 0,
      closed: 3,
      confirmed: 2,
      missed: 1,
      remaining: 0,
      planned_hours: 40,
    });
  });
});
