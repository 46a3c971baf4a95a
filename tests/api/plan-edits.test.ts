// Plan edits (docs/plan-edits.md): adding, changing, moving and removing single planned shifts, the
// change log of the plan, editing a pattern and re-applying it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planChanges } from '../../worker/db/schema';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { acmeDb, apply, createPattern, createScheduleApp, OFFICE, setClock, setLocalClock, shiftsByDate } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let office: { id: string };
let dept: { id: string };

// The office week's day 1 is a Monday.
const MONDAY = '2030-01-07';

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  office = await createPattern(t, tokens.admin, OFFICE);
  dept = await createDepartment(t, tokens.admin, org.poland.id);
});
afterAll(() => t.close());
// Mid-October 2030: November is entirely in the future.
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

/** A new employee (role user) of the Polish company, signed in, with the office week applied to November. */
async function employee(planned = true) {
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
  if (planned) {
    await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [person.id], start_month: '2030-11', anchor_date: MONDAY }));
  }
  const login = await t.login(person.email, ACME, 'person-pass');
  return { id: person.id, email: person.email, token: login };
}

/** A new admin employed only in a new company (another company's admin). */
async function otherAdmin() {
  const company = await ok(t.call(ACME, '/api/v1/companies/', { token: tokens.super, json: { name: `Other ${randomId().slice(0, 6)}` } }));
  const person = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: person.id, company_id: company.id });
  return { id: person.id, token: await t.login(person.email, ACME, 'person-pass'), company };
}

const v1 = (path: string) => `/api/v1/work-schedule${path}`;
const add = (token: string | undefined, json: Record<string, unknown>, host = ACME) => t.call(host, v1('/plan'), { token, json });
const change = (token: string | undefined, id: string, json: Record<string, unknown>, host = ACME) =>
  t.call(host, v1(`/plan/${id}`), { method: 'PATCH', token, json });
const remove = (token: string | undefined, id: string, host = ACME) => t.call(host, v1(`/plan/${id}`), { method: 'DELETE', token });
const move = (token: string | undefined, id: string, json: Record<string, unknown>, host = ACME) =>
  t.call(host, v1(`/plan/${id}/move`), { token, json });
const history = (token: string | undefined, id: string, host = ACME) => t.call(host, v1(`/plan/${id}/history`), { token });
const getId = (token: string, id: string) => t.call(ACME, v1(`/get-id?schedule_id=${id}`), { token });
const nov = (userId: string) => shiftsByDate(t, tokens.admin, userId, '2030-11-01', '2030-11-30');
const NIGHT = { type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a' };

async function logRows(shiftId: string) {
  const db = await acmeDb(t);
  return db.select().from(planChanges).where(eq(planChanges.shiftId, shiftId));
}

describe('POST /work-schedule/plan', () => {
  it('plans a shift on a free day with its instants in the company time zone (overnight, daylight saving) and logs it', async () => {
    const p = await employee(false);
    // The night of 26-27 October 2030 has the autumn hour: 9 hours.
    const res = await add(tokens.admin, { user_id: p.id, date: '2030-10-26', ...NIGHT });
    expect(res).toMatchObject({
      status: 200,
      body: {
        user_id: p.id,
        company_id: org.poland.id,
        date: '2030-10-26',
        type: 'Night',
        planned_start: '22:00',
        planned_end: '06:00',
        planned_minutes: 540,
        planned_start_at: '2030-10-26T20:00:00.000Z',
        planned_end_at: '2030-10-27T05:00:00.000Z',
        status: 'not_started',
        pattern_id: null,
      },
    });
    const log = await ok(history(tokens.admin, res.body.id));
    expect(log.data).toEqual([
      expect.objectContaining({
        action: 'add',
        before: null,
        after: { user_id: p.id, date: '2030-10-26', type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a' },
        changed_by: ids.admin,
        changed_by_name: expect.any(String),
      }),
    ]);
    // The owner reads their shift's history too.
    expect((await history(p.token, res.body.id)).status).toBe(200);
  });

  it('refuses a day that already has a shift (409 schedule.day_taken) and one person planned twice at once', async () => {
    const p = await employee();
    expect(await add(tokens.admin, { user_id: p.id, date: '2030-11-04', ...NIGHT })).toMatchObject({
      status: 409,
      body: { code: 'schedule.day_taken', params: { date: '2030-11-04' } },
    });
    const both = await Promise.all([
      add(tokens.admin, { user_id: p.id, date: '2030-11-09', ...NIGHT }),
      add(tokens.super, { user_id: p.id, date: '2030-11-09', ...NIGHT }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('schedule.day_taken');
    expect([...(await nov(p.id)).keys()].filter((d) => d === '2030-11-09')).toHaveLength(1);
  });

  it('refuses a person not employed on that date (409), unknown people (404), bad input (422) and changes nothing', async () => {
    const p = await employee(false);
    const nobody = await createUser(t, tokens.super);
    expect(await add(tokens.super, { user_id: nobody.id, date: '2030-11-09', ...NIGHT })).toMatchObject({
      status: 409,
      body: { code: 'schedule.plan_no_employment', params: { email: nobody.email } },
    });
    expect(await add(tokens.admin, { user_id: randomId(), date: '2030-11-09', ...NIGHT })).toMatchObject({
      status: 404,
      body: { code: 'users.not_found' },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2030-11-09', ...NIGHT }, 'user_id'],
      [{ user_id: p.id, date: '2030-02-30', ...NIGHT }, 'date'],
      [{ user_id: p.id, date: '2030-11-09', ...NIGHT, start: '25:00' }, 'start'],
      [{ user_id: p.id, date: '2030-11-09', ...NIGHT, end: 'late' }, 'end'],
      [{ user_id: p.id, date: '2030-11-09', ...NIGHT, color: 'blue' }, 'color'],
      [{ user_id: p.id, date: '2030-11-09', ...NIGHT, type: '  ' }, 'type'],
      [{ user_id: 'me', date: '2030-11-09', ...NIGHT }, 'user_id'],
      [{ user_id: p.id, date: '2030-11-09', ...NIGHT, type: 'x'.repeat(51) }, 'type'],
    ];
    for (const [json, field] of cases) {
      const res = await add(tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail.map((d: any) => d.loc[1])).toContain(field);
    }
    expect((await add(tokens.admin, { user_id: p.id, date: '2030-11-09', ...NIGHT, color: 'blue' })).body.detail[0].code).toBe(
      'pattern.color_format',
    );
    // A night shift on the last date would end after it: 422, never a 500.
    expect(await add(tokens.admin, { user_id: p.id, date: '9999-12-31', ...NIGHT })).toMatchObject({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'date'], code: 'plan.date_beyond' })] },
    });
    const last = await ok(
      add(tokens.admin, { user_id: p.id, date: '9999-12-31', type: 'Day', start: '08:00', end: '16:00', color: '#123456' }),
    );
    expect(await change(tokens.admin, last.id, { end: '06:00' })).toMatchObject({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'end'], code: 'plan.date_beyond' })] },
    });
    expect((await remove(tokens.admin, last.id)).status).toBe(200);
    expect((await nov(p.id)).size).toBe(0);
  });

  it('is for admins of the person’s companies: users 403, another company’s admin 403, other tenants 401/404', async () => {
    const p = await employee(false);
    const json = { user_id: p.id, date: '2030-11-09', ...NIGHT };
    expect((await add(tokens.user, json)).status).toBe(403);
    expect((await add(p.token, json)).status).toBe(403);
    expect((await add((await otherAdmin()).token, json)).status).toBe(403);
    expect((await add(undefined, json)).status).toBe(401);
    expect((await add(tokens.globex, json)).status).toBe(401);
    expect((await add(tokens.globex, json, GLOBEX)).status).toBe(404);
    expect((await nov(p.id)).size).toBe(0);
    expect((await add(tokens.super, json)).status).toBe(200);
  });
});

describe('PATCH and DELETE /work-schedule/plan/{shift_id}', () => {
  it('changes the type, times and colour with the new instants, and logs before and after', async () => {
    const p = await employee();
    const shift = (await nov(p.id)).get('2030-11-05');
    const res = await change(tokens.admin, shift.id, { type: 'Late', start: '14:00', end: '22:00', color: '#ff0000' });
    expect(res).toMatchObject({
      status: 200,
      body: {
        id: shift.id,
        type: 'Late',
        planned_start: '14:00',
        planned_end: '22:00',
        color: '#ff0000',
        planned_minutes: 480,
        planned_start_at: '2030-11-05T13:00:00.000Z',
        pattern_id: office.id,
      },
    });
    // A single field: the others stay.
    expect((await ok(change(tokens.admin, shift.id, { end: '23:30' }))).planned_minutes).toBe(570);
    const log = (await ok(history(tokens.admin, shift.id))).data;
    expect(log.map((e: any) => e.action)).toEqual(['change', 'change', 'apply']);
    expect(log[1]).toMatchObject({
      before: { user_id: p.id, date: '2030-11-05', type: 'Office', start: '08:00', end: '16:00', color: '#10b981' },
      after: { user_id: p.id, date: '2030-11-05', type: 'Late', start: '14:00', end: '22:00', color: '#ff0000' },
    });
    expect(log[0]).toMatchObject({ before: { end: '22:00' }, after: { end: '23:30' } });
    // The shift was planned by the pattern: its history says by which apply.
    expect(log[2]).toMatchObject({
      id: null,
      action: 'apply',
      pattern_id: office.id,
      pattern_name: OFFICE.name,
      changed_by: ids.admin,
      before: null,
      after: null,
    });
  });

  it('answers 422 for an empty or bad change and stores nothing', async () => {
    const p = await employee();
    const shift = (await nov(p.id)).get('2030-11-05');
    const empty = await change(tokens.admin, shift.id, {});
    expect(empty).toMatchObject({ status: 422, body: { detail: [expect.objectContaining({ code: 'plan.change_required' })] } });
    expect((await change(tokens.admin, shift.id, { start: '8:00' })).status).toBe(422);
    expect((await change(tokens.admin, shift.id, { color: '#12345' })).status).toBe(422);
    expect((await change(tokens.admin, 'not-an-id', { color: '#123456' })).status).toBe(422);
    expect((await ok(getId(tokens.admin, shift.id))).planned_start).toBe('08:00');
    expect(await logRows(shift.id)).toHaveLength(0);
  });

  it('removes a planned shift; its log outlives it', async () => {
    const p = await employee();
    const shift = (await nov(p.id)).get('2030-11-06');
    expect(await remove(tokens.admin, shift.id)).toMatchObject({ status: 200, body: { id: shift.id } });
    expect((await getId(tokens.admin, shift.id)).status).toBe(404);
    expect((await remove(tokens.admin, shift.id)).status).toBe(404);
    expect(await logRows(shift.id)).toEqual([
      expect.objectContaining({ action: 'remove', userId: p.id, date: '2030-11-06', after: null, changedBy: ids.admin }),
    ]);
    // The day is free again.
    expect((await add(tokens.admin, { user_id: p.id, date: '2030-11-06', ...NIGHT })).status).toBe(200);
  });

  it('never touches started, finished, confirmed or off-schedule shifts (409 with the reason)', async () => {
    const p = await employee();
    const plan = await nov(p.id);
    setLocalClock(t, '2030-11-04', '08:00');
    await ok(t.call(ACME, v1('/start'), { token: p.token, json: { schedule_id: plan.get('2030-11-04').id } }));
    setLocalClock(t, '2030-11-04', '16:00');
    await ok(t.call(ACME, v1('/stop'), { token: p.token, json: { schedule_id: plan.get('2030-11-04').id } }));
    setLocalClock(t, '2030-11-05', '08:00');
    await ok(t.call(ACME, v1('/start'), { token: p.token, json: { schedule_id: plan.get('2030-11-05').id } }));
    setLocalClock(t, '2030-11-05', '16:00');
    await ok(t.call(ACME, v1('/stop'), { token: p.token, json: { schedule_id: plan.get('2030-11-05').id } }));
    await ok(t.call(ACME, v1('/confirm'), { method: 'PATCH', token: tokens.admin, json: { schedule_id: plan.get('2030-11-05').id } }));
    setLocalClock(t, '2030-11-06', '08:00');
    await ok(t.call(ACME, v1('/start'), { token: p.token, json: { schedule_id: plan.get('2030-11-06').id } }));
    // Saturday 9 November: off-schedule work, started and stopped.
    setLocalClock(t, '2030-11-06', '16:00');
    await ok(t.call(ACME, v1('/stop'), { token: p.token, json: { schedule_id: plan.get('2030-11-06').id } }));
    setLocalClock(t, '2030-11-09', '09:00');
    const offSchedule = await ok(t.call(ACME, v1('/start'), { method: 'POST', token: p.token }));
    setLocalClock(t, '2030-11-09', '10:00');
    await ok(t.call(ACME, v1('/stop'), { token: p.token, json: { schedule_id: offSchedule.id } }));
    // A shift still running: 7 November.
    setLocalClock(t, '2030-11-07', '08:00');
    await ok(t.call(ACME, v1('/start'), { token: p.token, json: { schedule_id: plan.get('2030-11-07').id } }));
    setClock(t, '2030-10-15T10:00:00Z');
    const cases: [string, string][] = [
      [plan.get('2030-11-04').id, 'schedule.shift_finished'],
      [plan.get('2030-11-05').id, 'schedule.shift_confirmed'],
      [plan.get('2030-11-07').id, 'schedule.shift_started'],
      [offSchedule.id, 'schedule.shift_off_schedule'],
    ];
    for (const [id, code] of cases) {
      const before = (await ok(getId(tokens.super, id))) as Record<string, unknown>;
      for (
        const res of [
          await change(tokens.super, id, { type: 'X' }),
          await remove(tokens.super, id),
          await move(tokens.super, id, { date: '2030-11-30' }),
        ]
      ) {
        expect(res, code).toMatchObject({ status: 409, body: { code } });
      }
      expect(await ok(getId(tokens.super, id))).toEqual(before);
      expect(await logRows(id)).toHaveLength(0);
    }
  });

  it('is for admins of the shift’s company: users 403, another company’s admin 403, unknown ids 404, other tenants 404', async () => {
    const p = await employee();
    const shift = (await nov(p.id)).get('2030-11-05');
    const other = await otherAdmin();
    for (const token of [tokens.user, p.token, other.token]) {
      expect((await change(token, shift.id, { type: 'X' })).status).toBe(403);
      expect((await remove(token, shift.id)).status).toBe(403);
      expect((await move(token, shift.id, { date: '2030-11-09' })).status).toBe(403);
    }
    expect((await change(tokens.admin, randomId(), { type: 'X' })).status).toBe(404);
    expect((await remove(tokens.admin, randomId())).status).toBe(404);
    expect((await move(tokens.admin, randomId(), { date: '2030-11-09' })).status).toBe(404);
    expect((await history(tokens.admin, randomId())).status).toBe(404);
    expect((await change(tokens.globex, shift.id, { type: 'X' }, GLOBEX)).status).toBe(404);
    expect((await remove(tokens.globex, shift.id, GLOBEX)).status).toBe(404);
    expect((await move(tokens.globex, shift.id, { date: '2030-11-09' }, GLOBEX)).status).toBe(404);
    expect((await history(tokens.globex, shift.id, GLOBEX)).status).toBe(404);
    expect((await change(tokens.globex, shift.id, { type: 'X' })).status).toBe(401);
    // Reading the history: the owner and admins of its company, not colleagues or other companies.
    expect((await history(tokens.user, shift.id)).status).toBe(403);
    expect((await history(other.token, shift.id)).status).toBe(403);
    expect((await ok(getId(tokens.admin, shift.id))).type).toBe('Office');
    expect(await logRows(shift.id)).toHaveLength(0);
    // A superadmin may.
    expect((await change(tokens.super, shift.id, { type: 'Super' })).status).toBe(200);
  });
});

describe('POST /work-schedule/plan/{shift_id}/move', () => {
  it('moves a shift to another day with the instants of that day, and logs it', async () => {
    const p = await employee();
    const shift = (await nov(p.id)).get('2030-11-05');
    const res = await move(tokens.admin, shift.id, { date: '2030-11-09' });
    expect(res).toMatchObject({
      status: 200,
      body: { id: shift.id, date: '2030-11-09', type: 'Office', planned_start_at: '2030-11-09T07:00:00.000Z' },
    });
    const plan = await nov(p.id);
    expect(plan.has('2030-11-05')).toBe(false);
    expect(plan.get('2030-11-09').id).toBe(shift.id);
    const [entry] = (await ok(history(tokens.admin, shift.id))).data;
    expect(entry).toMatchObject({ action: 'move', before: { date: '2030-11-05' }, after: { date: '2030-11-09', user_id: p.id } });
    // The employee hears of it (bell, live, push), worded from its data.
    const notices = (await ok(t.call(ACME, '/api/v1/notifications/get?limit=1000', { token: p.token }))).data;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'plan_changed',
        title: 'Your shift of 2030-11-05 was moved to 2030-11-09',
        link: `/work-schedule?month=2030-11&shift=${shift.id}`,
        data: expect.objectContaining({ action: 'moved', date: '2030-11-05', to_date: '2030-11-09', schedule_id: shift.id }),
      }),
    );
  });

  it('moves a shift to a colleague of the company; the colleague reads its history', async () => {
    const p = await employee();
    const q = await employee(false);
    const shift = (await nov(p.id)).get('2030-11-05');
    expect(await move(tokens.admin, shift.id, { user_id: q.id })).toMatchObject({
      status: 200,
      body: { user_id: q.id, date: '2030-11-05' },
    });
    expect((await nov(q.id)).get('2030-11-05').id).toBe(shift.id);
    const kinds = async (token: string) =>
      (await ok(t.call(ACME, '/api/v1/notifications/get?limit=1000', { token }))).data.filter((n: any) => n.kind === 'plan_changed').map((
        n: any,
      ) => n.data.action);
    expect(await kinds(p.token)).toEqual(['removed']);
    expect(await kinds(q.token)).toEqual(['added']);
    expect((await history(q.token, shift.id)).status).toBe(200);
    expect((await history(p.token, shift.id)).status).toBe(403);
    // Both at once: another person and another day.
    expect(await move(tokens.admin, shift.id, { user_id: p.id, date: '2030-11-10' })).toMatchObject({
      status: 200,
      body: { user_id: p.id, date: '2030-11-10' },
    });
  });

  it('refuses a taken day, a person outside the company or the admin’s scope, and bad input', async () => {
    const p = await employee();
    const plan = await nov(p.id);
    const shift = plan.get('2030-11-05');
    expect(await move(tokens.admin, shift.id, { date: '2030-11-06' })).toMatchObject({
      status: 409,
      body: { code: 'schedule.day_taken', params: { date: '2030-11-06' } },
    });
    expect(await move(tokens.admin, shift.id, { date: '2030-11-05' })).toMatchObject({ status: 409, body: { code: 'schedule.day_taken' } });
    const ukrainian =
      (await ok(t.call(ACME, `/api/v1/users/?department_id=${org.logistics.id}&search=andrii`, { token: tokens.super }))).data[0];
    expect((await move(tokens.admin, shift.id, { user_id: ukrainian.id })).status).toBe(403);
    expect(await move(tokens.super, shift.id, { user_id: ukrainian.id })).toMatchObject({
      status: 409,
      body: { code: 'schedule.move_no_employment', params: { email: ukrainian.email } },
    });
    expect((await move(tokens.admin, shift.id, { user_id: randomId() })).status).toBe(404);
    expect(await move(tokens.admin, shift.id, {})).toMatchObject({
      status: 422,
      body: { detail: [expect.objectContaining({ code: 'plan.move_target_required' })] },
    });
    expect((await move(tokens.admin, shift.id, { date: '2030-11-31' })).status).toBe(422);
    expect((await move(tokens.admin, shift.id, { user_id: 'x' })).status).toBe(422);
    expect((await ok(getId(tokens.admin, shift.id))).date).toBe('2030-11-05');
    expect(await logRows(shift.id)).toHaveLength(0);
  });

  it('lets one of two moves onto the same free day win; the other answers 409', async () => {
    const p = await employee();
    const plan = await nov(p.id);
    const [a, b] = [plan.get('2030-11-05'), plan.get('2030-11-06')];
    const answers = await Promise.all([move(tokens.admin, a.id, { date: '2030-11-09' }), move(tokens.super, b.id, { date: '2030-11-09' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe('schedule.day_taken');
    const after = await nov(p.id);
    expect([after.has('2030-11-05'), after.has('2030-11-06')].filter(Boolean)).toHaveLength(1);
    expect(after.has('2030-11-09')).toBe(true);
  });
});

describe('applies in the log', () => {
  it('records one row per apply, whatever the number of shifts, with the request and the counts', async () => {
    const team = await createDepartment(t, tokens.admin, org.poland.id);
    for (let i = 0; i < 3; i++) {
      const person = await createUser(t, tokens.super);
      await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: team.id });
    }
    const pattern = await createPattern(t, tokens.admin, { ...OFFICE, name: 'Logged' });
    const counts = await ok(
      apply(t, tokens.admin, { pattern_id: pattern.id, department_id: team.id, start_month: '2030-11', anchor_date: MONDAY }),
    );
    expect(counts.created).toBe(3 * 19);
    const db = await acmeDb(t);
    const rows = await db.select().from(planChanges).where(and(eq(planChanges.patternId, pattern.id), eq(planChanges.action, 'apply')));
    expect(rows).toEqual([
      expect.objectContaining({
        shiftId: null,
        changedBy: ids.admin,
        after: {
          request: expect.objectContaining({ department_id: team.id, start_month: '2030-11' }),
          counts: { created: counts.created, replaced: counts.replaced, skipped: counts.skipped },
        },
      }),
    ]);
  });
});

describe('PUT /work-schedule/patterns/update/{pattern_Id} and POST /work-schedule/patterns/reapply', () => {
  const update = (token: string | undefined, id: string, json: Record<string, unknown>, host = ACME) =>
    t.call(host, v1(`/patterns/update/${id}`), { method: 'PUT', token, json });
  const reapply = (token: string | undefined, json: Record<string, unknown>, host = ACME) =>
    t.call(host, v1('/patterns/reapply'), { token, json });

  it('edits a pattern with the rules of create', async () => {
    const pattern = await createPattern(t, tokens.admin, { ...OFFICE, name: 'To edit', department_id: dept.id });
    const res = await update(tokens.admin, pattern.id, {
      ...OFFICE,
      name: 'Edited',
      description: 'Later',
      shifts: [{ ...OFFICE.shifts[0], start: '10:00', end: '18:00' }],
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: pattern.id, name: 'Edited', description: 'Later', department_id: null, shifts: [{ start: '10:00', end: '18:00' }] },
    });
    expect((await ok(t.call(ACME, v1(`/patterns/get/${pattern.id}`), { token: tokens.admin }))).name).toBe('Edited');
    const bad = await update(tokens.admin, pattern.id, { ...OFFICE, cycle_length: 3 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].code).toBe('pattern.day_outside_cycle');
    expect((await update(tokens.admin, pattern.id, { ...OFFICE, name: '' })).status).toBe(422);
    expect((await update(tokens.admin, pattern.id, { ...OFFICE, department_id: randomId() })).status).toBe(404);
    expect((await ok(t.call(ACME, v1(`/patterns/get/${pattern.id}`), { token: tokens.admin }))).name).toBe('Edited');
  });

  it('is for admins of the pattern’s company; a shared pattern for its owner or a superadmin', async () => {
    const ours = await createPattern(t, tokens.admin, { ...OFFICE, name: 'Ours', department_id: dept.id });
    const theirs = await createPattern(t, tokens.super, { ...OFFICE, name: 'Theirs', department_id: org.assembly.id });
    const shared = await createPattern(t, tokens.super, { ...OFFICE, name: 'Shared' });
    expect((await update(tokens.user, ours.id, OFFICE)).status).toBe(403);
    expect((await update(tokens.admin, theirs.id, OFFICE)).status).toBe(403);
    expect(await update(tokens.admin, shared.id, OFFICE)).toMatchObject({ status: 403, body: { code: 'schedule.shared_pattern_edit' } });
    expect((await update(tokens.admin, ours.id, { ...OFFICE, department_id: org.assembly.id })).status).toBe(403);
    expect((await update(tokens.admin, randomId(), OFFICE)).status).toBe(404);
    expect((await update(tokens.globex, ours.id, OFFICE, GLOBEX)).status).toBe(404);
    expect((await update(tokens.globex, ours.id, OFFICE)).status).toBe(401);
    expect((await ok(t.call(ACME, v1(`/patterns/get/${ours.id}`), { token: tokens.admin }))).name).toBe('Ours');
    expect((await update(tokens.super, shared.id, { ...OFFICE, name: 'Shared 2' })).status).toBe(200);
  });

  it('re-applies an edited pattern from a date with the counts of apply, never before it, and a second time changes nothing', async () => {
    const team = await createDepartment(t, tokens.admin, org.poland.id);
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: team.id });
    const pattern = await createPattern(t, tokens.admin, { ...OFFICE, name: 'Re-applied', department_id: team.id });
    expect((await reapply(tokens.admin, { pattern_id: pattern.id, from_date: '2030-11-15' })).body.code).toBe(
      'schedule.pattern_never_applied',
    );
    await ok(
      apply(t, tokens.admin, { pattern_id: pattern.id, department_id: team.id, start_month: '2030-11', months: 2, anchor_date: MONDAY }),
    );
    const before = await shiftsByDate(t, tokens.admin, person.id, '2030-11-01', '2030-12-31');
    const later = [...before.keys()].filter((d) => d >= '2030-11-15');
    await ok(
      update(tokens.admin, pattern.id, {
        ...OFFICE,
        name: 'Re-applied',
        department_id: team.id,
        shifts: [{ ...OFFICE.shifts[0], start: '10:00', end: '18:00' }],
      }),
    );
    // 18 November was worked (started and stopped): a re-apply never touches it.
    const login = await t.login(person.email, ACME, 'person-pass');
    setLocalClock(t, '2030-11-18', '08:00');
    await ok(t.call(ACME, v1('/start'), { token: login, json: { schedule_id: before.get('2030-11-18').id } }));
    setLocalClock(t, '2030-11-18', '16:00');
    await ok(t.call(ACME, v1('/stop'), { token: login, json: { schedule_id: before.get('2030-11-18').id } }));
    setClock(t, '2030-10-15T10:00:00Z');

    const first = await reapply(tokens.admin, { pattern_id: pattern.id, from_date: '2030-11-15' });
    // Weekdays from 15 November to 31 December 2030: 11 + 22; public holidays and the worked day are skipped.
    expect(first).toMatchObject({
      status: 200,
      body: { created: 0, replaced: later.length - 1, skipped: 33 - later.length + 1, applications: 1 },
    });
    const after = await shiftsByDate(t, tokens.admin, person.id, '2030-11-01', '2030-12-31');
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [date, shift] of after) {
      expect(shift.planned_start, date).toBe(date >= '2030-11-15' && date !== '2030-11-18' ? '10:00' : '08:00');
    }
    expect(after.get('2030-11-18')).toMatchObject({ id: before.get('2030-11-18').id, status: 'ended' });

    const second = await reapply(tokens.admin, { pattern_id: pattern.id, from_date: '2030-11-15' });
    expect(second.body).toEqual(first.body);
    const again = await shiftsByDate(t, tokens.admin, person.id, '2030-11-01', '2030-12-31');
    expect([...again.values()].map((s) => s.id)).toEqual([...after.values()].map((s) => s.id));
    // A date after every application: nothing to do.
    expect(await ok(reapply(tokens.admin, { pattern_id: pattern.id, from_date: '2031-01-01' }))).toEqual({
      created: 0,
      replaced: 0,
      skipped: 0,
      applications: 0,
      warnings: [],
      warnings_total: 0,
      warnings_by_rule: [],
      conflicts: [],
      conflicts_total: 0,
    });
  });

  it('refuses users, bad input, unknown and foreign patterns', async () => {
    expect((await reapply(tokens.user, { pattern_id: office.id, from_date: '2030-11-15' })).status).toBe(403);
    expect((await reapply(tokens.admin, { pattern_id: office.id, from_date: '2030-11-31' })).status).toBe(422);
    expect((await reapply(tokens.admin, { pattern_id: office.id })).status).toBe(422);
    expect((await reapply(tokens.admin, { pattern_id: randomId(), from_date: '2030-11-15' })).status).toBe(404);
    expect((await reapply(tokens.globex, { pattern_id: office.id, from_date: '2030-11-15' }, GLOBEX)).status).toBe(404);
    const theirs = await createPattern(t, tokens.super, { ...OFFICE, name: 'Theirs', department_id: org.assembly.id });
    expect((await reapply(tokens.admin, { pattern_id: theirs.id, from_date: '2030-11-15' })).status).toBe(403);
  });
});

describe('the demo tenant', () => {
  it('shows plan edits: a changed and a moved shift in Produkcja, and every pattern shift planned by its apply', async () => {
    const db = await acmeDb(t);
    const rows = await db.select().from(planChanges).where(eq(planChanges.changedBy, ids.admin));
    const changed = rows.find((r) => r.action === 'change' && r.note === null && (r.after as any)?.type === 'Dzienna (szkolenie BHP)');
    expect(changed).toBeDefined();
    expect(rows.some((r) => r.action === 'move')).toBe(true);
    const log = (await ok(history(tokens.admin, changed!.shiftId!))).data;
    expect(log.map((e: any) => e.action)).toEqual(['change', 'apply']);
    expect(log[1]).toMatchObject({ pattern_name: '4 brygady 12 h', changed_by_name: 'Zofia Nowak' });
  });
});
