// POST /work-schedule/patterns/apply: the apply rules of product-rules.md "Schedule patterns".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import {
  addAbsence,
  apply,
  createPattern,
  createScheduleApp,
  FOUR_CREW,
  NIGHTS,
  OFFICE,
  setClock,
  setLocalClock,
  shiftCount,
  shiftsByDate,
  acmeDb,
} from './support/schedule';
import { eq } from 'drizzle-orm';
import { dayShifts } from '../../worker/db/schema';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let office: { id: string };
let nights: { id: string };
let fourCrew: { id: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  office = await createPattern(t, tokens.admin, OFFICE);
  nights = await createPattern(t, tokens.admin, NIGHTS);
  fourCrew = await createPattern(t, tokens.admin, FOUR_CREW);
});
afterAll(() => t.close());
// Mid-October 2030: November is entirely in the future.
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

/** A new department of the Polish company with `n` new employees (role user). */
async function team(n: number, startDate = '2024-01-01', endDate?: string) {
  const dept = await createDepartment(t, tokens.admin, org.poland.id);
  const people: string[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.admin, {
      user_id: person.id,
      company_id: org.poland.id,
      department_id: dept.id,
      start_date: startDate,
      end_date: endDate,
    });
    people.push(person.id);
  }
  return { dept, people };
}

const nov = (...days: number[]) => days.map((d) => `2030-11-${String(d).padStart(2, '0')}`);
// November 2030 starts on a Friday; 1 and 11 November are public holidays in Poland.
const NOVEMBER_WEEKDAYS = nov(1, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 25, 26, 27, 28, 29);
// The office week's day 1 is a Monday (the cycle is anchored on the first applied day otherwise).
const MONDAY = '2030-01-07';
const NOVEMBER_WORKDAYS = NOVEMBER_WEEKDAYS.filter((d) => d !== '2030-11-01' && d !== '2030-11-11');

describe('applying a pattern to a department', () => {
  it('plans every employee, skips public holidays, answers the counts, and gives the same schedule when applied twice', async () => {
    const { dept, people } = await team(3);
    const first = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
    });
    expect(first).toMatchObject({ status: 200, body: { created: 3 * 19, replaced: 0, skipped: 3 * 2 } });
    const plan = await shiftsByDate(t, tokens.admin, people[0]!, '2030-11-01', '2030-11-30');
    expect([...plan.keys()]).toEqual(NOVEMBER_WORKDAYS);
    expect(plan.get('2030-11-04')).toMatchObject({
      type: 'Office',
      color: '#10b981',
      planned_start: '08:00',
      planned_end: '16:00',
      planned_minutes: 480,
      planned_start_at: '2030-11-04T07:00:00.000Z',
      planned_end_at: '2030-11-04T15:00:00.000Z',
      status: 'not_started',
      started_at: null,
      ended_at: null,
      worked_minutes: null,
      deviation_minutes: null,
      confirmed: false,
      off_schedule: false,
      pattern_id: office.id,
    });

    const second = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
    });
    expect(second).toMatchObject({ status: 200, body: { created: 0, replaced: 3 * 19, skipped: 3 * 2 } });
    const again = await shiftsByDate(t, tokens.admin, people[0]!, '2030-11-01', '2030-11-30');
    expect([...again.values()].map((s) => s.id)).toEqual([...plan.values()].map((s) => s.id));
  });

  it('includes public holidays when asked', async () => {
    const { dept, people } = await team(1);
    await ok(apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, department_id: dept.id, start_month: '2030-11' }));
    const res = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
      include_holidays: true,
    });
    expect(res.body).toMatchObject({ created: 2, replaced: 19, skipped: 0 });
    expect([...(await shiftsByDate(t, tokens.admin, people[0]!, '2030-11-01', '2030-11-30')).keys()]).toEqual(NOVEMBER_WEEKDAYS);
  });

  it('replaces one plan with another but never touches started, finished or confirmed shifts', async () => {
    const { dept, people } = await team(1);
    const [person] = people;
    const login = await createUserToken(person!);
    await ok(
      apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, department_id: dept.id, start_month: '2030-11', months: 2 }),
    );
    const before = await shiftsByDate(t, tokens.admin, person!, '2030-11-01', '2030-12-31');
    // 4 Nov: worked and confirmed; 5 Nov: started and stopped; 6 Nov: still running.
    for (const [day, stop] of [['2030-11-04', true], ['2030-11-05', true], ['2030-11-06', false]] as const) {
      setLocalClock(t, day, '08:00');
      await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: login, json: { schedule_id: before.get(day).id } }));
      if (stop) {
        setLocalClock(t, day, '16:00', undefined, 30);
        await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: login, json: { schedule_id: before.get(day).id } }));
      }
    }
    setLocalClock(t, '2030-11-06', '09:00');
    await ok(
      t.call(ACME, '/api/v1/work-schedule/confirm', {
        method: 'PATCH',
        token: tokens.admin,
        json: { schedule_id: before.get('2030-11-04').id },
      }),
    );
    // Back in October (so no day counts as the past), then the 4-crew rotation over the office week.
    setClock(t, '2030-10-15T10:00:00Z');
    const res = await apply(t, tokens.admin, {
      pattern_id: fourCrew.id,
      user_ids: [person],
      start_month: '2030-11',
      anchor_date: '2030-11-03',
    });
    expect(res.status).toBe(200);
    const after = await shiftsByDate(t, tokens.admin, person!, '2030-11-01', '2030-12-31');
    for (const day of ['2030-11-04', '2030-11-05', '2030-11-06']) {
      expect(after.get(day)).toMatchObject({
        id: before.get(day).id,
        type: 'Office',
        status: before.get(day).status === 'not_started' ? expect.any(String) : before.get(day).status,
      });
    }
    expect(after.get('2030-11-04').status).toBe('confirmed');
    expect(after.get('2030-11-05').status).toBe('ended');
    expect(after.get('2030-11-06').status).toBe('started');
    // Cycle day 1 is 3 November: Day 3-4, Night 5-6, off 7-10, Day 11-12, Night 13-14, ...; holidays (1, 11) skipped.
    expect(after.get('2030-11-03')).toMatchObject({ type: 'Day', planned_start: '07:00', planned_end: '19:00', planned_minutes: 720 });
    expect(after.get('2030-11-07')).toBeUndefined(); // was Office, no shift in the rotation: deleted
    expect(after.get('2030-11-08')).toBeUndefined();
    expect(after.get('2030-11-11')).toBeUndefined(); // a holiday
    expect(after.get('2030-11-12')).toMatchObject({ type: 'Day' });
    expect(after.get('2030-11-13')).toMatchObject({
      type: 'Night',
      planned_start: '19:00',
      planned_end: '07:00',
      planned_end_at: '2030-11-14T06:00:00.000Z',
    });
    // Only November was applied: December keeps the office week.
    expect(after.get('2030-12-02')).toMatchObject({ id: before.get('2030-12-02').id, type: 'Office' });
    const rotation = nov(3, 4, 5, 6, 11, 12, 13, 14, 19, 20, 21, 22, 27, 28, 29, 30);
    const untouched = ['2030-11-04', '2030-11-05', '2030-11-06'];
    const planned = NOVEMBER_WORKDAYS.filter((d) => !untouched.includes(d));
    // skipped: rotation days on locked days (4, 5, 6) and on the holiday (11).
    expect(res.body).toMatchObject({
      created: rotation.filter((d) => !untouched.includes(d) && d !== '2030-11-11' && !planned.includes(d)).length,
      replaced: planned.length,
      skipped: 4,
    });
  });

  it('skips days of approved absence (and keeps what is planned there), not pending or rejected ones', async () => {
    const { dept, people } = await team(1);
    const [person] = people;
    await ok(apply(t, tokens.admin, { pattern_id: nights.id, department_id: dept.id, start_month: '2030-11' }));
    const before = await shiftsByDate(t, tokens.admin, person!, '2030-11-01', '2030-11-30');
    await addAbsence(t, person!, '2030-11-18', '2030-11-20');
    await addAbsence(t, person!, '2030-11-25', '2030-11-26', { status: 'pending' });
    await addAbsence(t, person!, '2030-11-27', '2030-11-27', { status: 'rejected' });
    const res = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
    });
    const after = await shiftsByDate(t, tokens.admin, person!, '2030-11-01', '2030-11-30');
    for (const day of nov(18, 19, 20)) expect(after.get(day)).toMatchObject({ id: before.get(day).id, type: 'Night' });
    for (const day of nov(25, 26, 27)) expect(after.get(day)).toMatchObject({ type: 'Office' });
    // The office week would have planned 18, 19, 20: skipped; the holidays 1 and 11: skipped.
    expect(res.body.skipped).toBe(5);
    // Every night but the holidays (1, 11) was planned: those off the absence days are replaced.
    expect(res.body.replaced).toBe(30 - 2 - 3);
    expect(res.body.created).toBe(0);
    const schedule = await ok(
      t.call(ACME, `/api/v1/work-schedule/get?user_id=${person}&start=2030-11-01&end=2030-11-30`, { token: tokens.admin }),
    );
    expect(schedule.absences).toEqual([expect.objectContaining({ type: 'vacation', start_date: '2030-11-18', end_date: '2030-11-20' })]);
  });

  it('plans night shifts across midnight with their real length on daylight-saving nights', async () => {
    setClock(t, '2030-02-15T10:00:00Z');
    const { dept, people } = await team(1);
    const res = await apply(t, tokens.admin, {
      pattern_id: nights.id,
      department_id: dept.id,
      start_month: '2030-03',
      months: 8,
      include_holidays: true,
    });
    expect(res.body).toMatchObject({ created: 245, replaced: 0, skipped: 0 });
    const plan = await shiftsByDate(t, tokens.admin, people[0]!, '2030-03-01', '2030-10-31');
    // Spring forward in Warsaw: the night of 30-31 March 2030 lasts 7 hours, autumn's of 26-27 October 9.
    expect(plan.get('2030-03-30')).toMatchObject({
      planned_minutes: 420,
      planned_start_at: '2030-03-30T21:00:00.000Z',
      planned_end_at: '2030-03-31T04:00:00.000Z',
    });
    expect(plan.get('2030-03-31')).toMatchObject({
      planned_minutes: 480,
      planned_start_at: '2030-03-31T20:00:00.000Z',
      planned_end_at: '2030-04-01T04:00:00.000Z',
    });
    expect(plan.get('2030-10-26')).toMatchObject({
      planned_minutes: 540,
      planned_start_at: '2030-10-26T20:00:00.000Z',
      planned_end_at: '2030-10-27T05:00:00.000Z',
    });
    expect(plan.get('2030-10-27')).toMatchObject({ planned_minutes: 480, planned_start_at: '2030-10-27T21:00:00.000Z' });
    const stats =
      (await ok(t.call(ACME, `/api/v1/work-schedule/get?user_id=${people[0]}&start=2030-03-01&end=2030-03-31`, { token: tokens.admin })))
        .statistics;
    expect(stats.planned_hours).toBe(31 * 8 - 1);
  });

  it('never rewrites the past: applying the current month changes today and later only', async () => {
    const { dept, people } = await team(1);
    await ok(apply(t, tokens.admin, { pattern_id: nights.id, department_id: dept.id, start_month: '2030-11' }));
    setLocalClock(t, '2030-11-15', '12:00');
    const res = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
    });
    const after = await shiftsByDate(t, tokens.admin, people[0]!, '2030-11-01', '2030-11-30');
    for (const day of nov(2, 3, 14)) expect(after.get(day)).toMatchObject({ type: 'Night' });
    expect(after.get('2030-11-01')).toBeUndefined(); // a holiday, never planned
    for (const day of nov(16, 17)) expect(after.get(day)).toBeUndefined();
    for (const day of nov(15, 18, 29)) expect(after.get(day)).toMatchObject({ type: 'Office' });
    // Office days before the 15th are skipped (1 and 11 are holidays anyway): 1, 4-8, 11-14.
    expect(res.body).toMatchObject({ created: 0, replaced: 16, skipped: 10 });
  });

  it('two applies at once never double a shift: one write transaction each, the later plan on every day', async () => {
    const { dept, people } = await team(3);
    const body = (patternId: string) => ({
      pattern_id: patternId,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
      months: 2,
      include_holidays: true,
    });
    const answers = await Promise.all([
      apply(t, tokens.admin, body(office.id)),
      apply(t, tokens.admin, body(nights.id)),
      apply(t, tokens.admin, body(office.id)),
    ]);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const db = await acmeDb(t);
    for (const person of people) {
      const rows = await db.select({ date: dayShifts.date, type: dayShifts.type }).from(dayShifts).where(eq(dayShifts.userId, person));
      expect(rows.length).toBe(new Set(rows.map((r) => r.date)).size);
      // Whichever ran last planned every day it has a shift on: the office's weekdays, or every night.
      const types = new Set(rows.map((r) => r.type));
      expect(types.size).toBe(1);
      expect(rows.length).toBe(types.has('Office') ? 43 : 61);
    }
  });

  it('plans an employee only while employed there', async () => {
    const { dept, people } = await team(1, '2030-11-10', '2030-11-20');
    const res = await apply(t, tokens.admin, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      department_id: dept.id,
      start_month: '2030-11',
    });
    const plan = await shiftsByDate(t, tokens.admin, people[0]!, '2030-11-01', '2030-11-30');
    expect([...plan.keys()]).toEqual(nov(12, 13, 14, 15, 18, 19, 20));
    expect(res.body).toMatchObject({ created: 7, replaced: 0, skipped: 14 });
  });
});

async function createUserToken(userId: string) {
  const user = await ok(t.call(ACME, `/api/v1/users/${userId}`, { token: tokens.super }));
  await ok(t.call(ACME, `/api/v1/users/${userId}`, { method: 'PATCH', token: tokens.super, json: { password: 'person-pass-2' } }));
  return t.login(user.email, ACME, 'person-pass-2');
}

describe('applying a pattern to chosen users', () => {
  it('plans users in the company of their employment, with its time zone and holidays', async () => {
    setClock(t, '2030-11-15T10:00:00Z');
    const ukrainian =
      (await ok(t.call(ACME, `/api/v1/users/?department_id=${org.logistics.id}&search=andrii`, { token: tokens.super }))).data[0];
    const res = await apply(t, tokens.super, {
      pattern_id: office.id,
      anchor_date: MONDAY,
      user_ids: [ukrainian.id, ukrainian.id],
      start_month: '2030-12',
    });
    // December 2030: 22 weekdays, 25 December is a public holiday in Ukraine.
    expect(res.body).toMatchObject({ created: 21, replaced: 0, skipped: 1 });
    const plan = await shiftsByDate(t, tokens.super, ukrainian.id, '2030-12-01', '2030-12-31');
    expect(plan.get('2030-12-02')).toMatchObject({ company_id: org.ukraine.id, planned_start_at: '2030-12-02T06:00:00.000Z' });
    expect(plan.has('2030-12-25')).toBe(false);
  });

  it("one person's office week (the work scheduler's 'Apply template'): Monday to Friday from a Monday anchor, from the 1st's weekday without one", async () => {
    // November 2030 starts on a Friday, as January 2027 does. The dialog sends the cycle's day 1 it
    // offers for a cycle of whole weeks, the first Monday of the month (web lib/cycle-start.ts).
    const { people } = await team(2);
    const [person, other] = people as [string, string];
    const onMonday = await apply(t, tokens.admin, {
      pattern_id: office.id,
      user_ids: [person],
      start_month: '2030-11',
      anchor_date: '2030-11-04',
    });
    expect(onMonday.body).toMatchObject({ created: 19, replaced: 0, skipped: 2 });
    expect([...(await shiftsByDate(t, tokens.admin, person, '2030-11-01', '2030-11-30')).keys()]).toEqual(NOVEMBER_WORKDAYS);
    // Without an anchor the cycle starts on the first applied day (product-rules.md): day 1 is Friday
    // the 1st (a holiday, skipped), so the office week runs Friday to Tuesday, its weekend included,
    // and Wednesday and Thursday are free.
    await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [other], start_month: '2030-11' }));
    const fromFirst = [...(await shiftsByDate(t, tokens.admin, other, '2030-11-01', '2030-11-30')).keys()];
    expect(fromFirst.slice(0, 5)).toEqual(nov(2, 3, 4, 5, 8));
  });

  it("refuses an admin users employed only in other companies (403) and another company's department (403)", async () => {
    const ukrainian =
      (await ok(t.call(ACME, `/api/v1/users/?department_id=${org.assembly.id}&search=olena`, { token: tokens.super }))).data[0];
    const before = await shiftCount(t, ukrainian.id);
    expect(await apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, user_ids: [ukrainian.id], start_month: '2030-11' }))
      .toMatchObject({
        status: 403,
        body: { detail: 'This user is employed in other companies' },
      });
    expect(
      await apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, department_id: org.assembly.id, start_month: '2030-11' }),
    ).toMatchObject({
      status: 403,
      body: { detail: 'You are not employed in this company' },
    });
    const theirs = await createPattern(t, tokens.super, { ...OFFICE, department_id: org.assembly.id });
    expect((await apply(t, tokens.admin, { pattern_id: theirs.id, user_ids: [ids.user], start_month: '2030-11' })).status).toBe(403);
    expect(await shiftCount(t, ukrainian.id)).toBe(before);
  });

  it('answers 409 for a user not employed in those months, 404 for unknown users, departments and patterns', async () => {
    const signup = await createUser(t, tokens.super);
    const { people } = await team(1);
    expect(
      await apply(t, tokens.admin, {
        pattern_id: office.id,
        anchor_date: MONDAY,
        user_ids: [people[0], signup.id],
        start_month: '2030-11',
      }),
    ).toMatchObject({
      status: 409,
      body: { detail: `${signup.email} has no employment record in your companies in these months` },
    });
    expect(await shiftCount(t, people[0]!)).toBe(0);
    expect(await apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, user_ids: [randomId()], start_month: '2030-11' }))
      .toMatchObject({ status: 404, body: { detail: 'User not found' } });
    expect(await apply(t, tokens.admin, { pattern_id: office.id, anchor_date: MONDAY, department_id: randomId(), start_month: '2030-11' }))
      .toMatchObject({
        status: 404,
        body: { detail: 'Department not found' },
      });
    expect(await apply(t, tokens.admin, { pattern_id: randomId(), user_ids: [ids.user], start_month: '2030-11' })).toMatchObject({
      status: 404,
      body: { detail: 'Pattern not found' },
    });
    const theirs = await ok(t.call(GLOBEX, '/api/v1/work-schedule/patterns/create', { token: tokens.globex, json: OFFICE }));
    expect((await apply(t, tokens.super, { pattern_id: theirs.id, user_ids: [ids.user], start_month: '2030-11' })).status).toBe(404);
  });

  it('answers 422 with the place of the bad value and changes nothing', async () => {
    const { dept, people } = await team(1);
    const base = { pattern_id: office.id, anchor_date: MONDAY, start_month: '2030-11' };
    const cases: [Record<string, unknown>, string][] = [
      [base, 'user_ids'],
      [{ ...base, user_ids: [people[0]], department_id: dept.id }, 'department_id'],
      [{ ...base, user_ids: [] }, 'user_ids'],
      [{ ...base, user_ids: ['x'] }, 'user_ids'],
      [{ ...base, department_id: dept.id, months: 13 }, 'months'],
      [{ ...base, department_id: dept.id, months: 0 }, 'months'],
      [{ ...base, department_id: dept.id, months: 1.5 }, 'months'],
      [{ ...base, department_id: dept.id, start_month: '2030-13' }, 'start_month'],
      [{ ...base, department_id: dept.id, start_month: '2030-11-01' }, 'start_month'],
      [{ ...base, department_id: dept.id, start_month: '9999-12', months: 2 }, 'months'],
      [{ ...base, department_id: dept.id, anchor_date: '2030-02-30' }, 'anchor_date'],
      [{ ...base, department_id: dept.id, include_holidays: 'yes' }, 'include_holidays'],
      [{ ...base, department_id: dept.id, pattern_id: 'office' }, 'pattern_id'],
    ];
    for (const [json, field] of cases) {
      const res = await apply(t, tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('body');
      expect(res.body.detail.map((d: any) => d.loc[1])).toContain(field);
    }
    expect(await shiftCount(t, people[0]!)).toBe(0);
  });

  it('is for admins: users 403, anonymous and other tenants 401', async () => {
    const json = { pattern_id: office.id, anchor_date: MONDAY, user_ids: [ids.user], start_month: '2030-11' };
    expect((await apply(t, tokens.user, json)).status).toBe(403);
    expect((await t.call(ACME, '/api/v1/work-schedule/patterns/apply', { json })).status).toBe(401);
    expect((await t.call(ACME, '/api/v1/work-schedule/patterns/apply', { token: tokens.globex, json })).status).toBe(401);
  });
});
