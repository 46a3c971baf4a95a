// Absence requests (vacation-sick): create with counted hours, every transition allowed and
// refused, each role, overlaps, the force-majeure allowance across New Year, the balance, lists,
// another tenant (product-rules.md "Absence").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, vacationRequests } from '../../worker/db/schema';
import { ACME, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { acmeDb, apply, createPattern, createScheduleApp, NIGHTS, OFFICE, schedule, setClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let dept: { id: string };
let nights: { id: string };
let office: { id: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  dept = await createDepartment(t, tokens.admin, org.poland.id);
  nights = await createPattern(t, tokens.admin, NIGHTS);
  office = await createPattern(t, tokens.admin, OFFICE);
});
afterAll(() => t.close());
// Tuesday 15 October 2030, noon in Warsaw.
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

type Person = { id: string; email: string; token: string };

/** A new employee (role user) of the Polish company in `dept`, signed in. */
async function employee(record: Record<string, unknown> = {}, role = 'user'): Promise<Person> {
  const person = await createUser(t, tokens.super, { role });
  await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, department_id: dept.id, vacation_days: 26, ...record });
  return { id: person.id, email: person.email, token: await t.login(person.email, ACME, 'person-pass') };
}

const create = (token: string, json: Record<string, unknown>) => t.call(ACME, '/api/v1/vacation-sick/create', { token, json });
const update = (token: string, id: string, status: string) =>
  t.call(ACME, '/api/v1/vacation-sick/update', { method: 'PATCH', token, json: { id, status } });
const cancelApproved = (token: string, id: string) =>
  t.call(ACME, '/api/v1/vacation-sick/canceled', { method: 'PATCH', token, json: { id } });
const byUser = (token: string, query = '') => t.call(ACME, `/api/v1/vacation-sick/get-by-user${query}`, { token });
const vacation = (p: Person, start_date: string, end_date: string, type = 'vacation') =>
  ok(create(p.token, { type, start_date, end_date })) as Promise<{ id: string; hours: number; status: string } & Record<string, any>>;

async function requestRows(userId: string) {
  const db = await acmeDb(t);
  return db.select().from(vacationRequests).where(eq(vacationRequests.userId, userId));
}

async function notificationsOf(userId: string) {
  const db = await acmeDb(t);
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('POST /vacation-sick/create', () => {
  it('counts 8 h for each Monday-Friday that is not a public holiday when there is no plan', async () => {
    const p = await employee();
    // 11 November 2030 is Independence Day in Poland (a Monday): 4 days, 32 h.
    const created = await vacation(p, '2030-11-09', '2030-11-15');
    expect(created).toMatchObject({
      status: 'pending',
      hours: 32,
      type: 'vacation',
      user_id: p.id,
      company_id: org.poland.id,
      department_id: dept.id,
      can_cancel: true,
      can_decide: false,
    });
    expect(created.days.map((d: { date: string }) => d.date)).toEqual(['2030-11-12', '2030-11-13', '2030-11-14', '2030-11-15']);
    expect(created.days.every((d: { minutes: number }) => d.minutes === 480)).toBe(true);
  });

  it('counts the planned hours in a month with a plan, and 8 h workdays in a month without one', async () => {
    const p = await employee();
    // Nights every day of December (22:00-06:00, 8 h), nothing planned in November.
    await ok(apply(t, tokens.admin, { pattern_id: nights.id, user_ids: [p.id], start_month: '2030-12', include_holidays: true }));
    // Fri 29 Nov (no plan in November: 8 h), Sat 30 Nov (weekend: 0), Sun 1 Dec (a planned night: 8 h).
    const mixed = await vacation(p, '2030-11-29', '2030-12-01', 'sick');
    expect(mixed.days).toEqual([
      { date: '2030-11-29', minutes: 480 },
      { date: '2030-12-01', minutes: 480 },
    ]);
    expect(mixed.hours).toBe(16);
    // A weekend in a planned month counts its shifts; the 25 December holiday too, since it is planned.
    expect((await vacation(p, '2030-12-24', '2030-12-26', 'free')).hours).toBe(24);
  });

  it('counts only the planned days of a pattern that leaves days off', async () => {
    const p = await employee();
    await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [p.id], start_month: '2031-02', anchor_date: '2031-02-03' }));
    // Mon 3 - Sun 9 February 2031: five office days.
    expect((await vacation(p, '2031-02-03', '2031-02-09', 'sick')).hours).toBe(40);
  });

  it('refuses an end before the start with 422 on end_date and stores nothing', async () => {
    const p = await employee();
    const res = await create(p.token, { type: 'vacation', start_date: '2030-11-20', end_date: '2030-11-19' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'end_date'], msg: 'End date cannot be earlier than start date' }),
    );
    for (
      const json of [
        { type: 'holiday', start_date: '2030-11-20', end_date: '2030-11-21' },
        { type: 'vacation', start_date: '2030-02-30', end_date: '2030-03-01' },
        { type: 'vacation', start_date: '2030-11-20' },
        { type: 'vacation', start_date: '2030-01-01', end_date: '2031-06-01' },
        { type: 'vacation', start_date: '2030-11-20', end_date: '2030-11-21', reason: 'x'.repeat(2001) },
        { type: 'vacation', start_date: '2030-11-20', end_date: '2030-11-21', user_id: 'nope' },
      ]
    ) {
      expect((await create(p.token, json)).status).toBe(422);
    }
    expect(await requestRows(p.id)).toEqual([]);
  });

  it('refuses a range without a working day, and a person employed nowhere', async () => {
    const p = await employee();
    expect(await create(p.token, { type: 'sick', start_date: '2030-11-16', end_date: '2030-11-17' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('no working day') },
    });
    expect(await create(tokens.super, { type: 'vacation', start_date: '2030-11-18', end_date: '2030-11-18' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('employment record') },
    });
    expect(await requestRows(p.id)).toEqual([]);
  });

  it('refuses an overlap with a pending or approved request, not with a rejected or cancelled one', async () => {
    const p = await employee();
    const first = await vacation(p, '2030-11-18', '2030-11-22');
    const clash = await create(p.token, { type: 'sick', start_date: '2030-11-22', end_date: '2030-11-26' });
    expect(clash).toMatchObject({
      status: 400,
      body: { detail: 'This request overlaps another pending request (2030-11-18 – 2030-11-22)' },
    });
    await ok(update(tokens.admin, first.id, 'approved'));
    expect((await create(p.token, { type: 'sick', start_date: '2030-11-20', end_date: '2030-11-20' })).body.detail).toContain('approved');
    await ok(update(tokens.admin, (await vacation(p, '2030-11-25', '2030-11-25')).id, 'rejected'));
    await ok(update(p.token, (await vacation(p, '2030-11-26', '2030-11-26')).id, 'canceled'));
    // Rejected and cancelled requests do not block their days.
    expect((await vacation(p, '2030-11-25', '2030-11-26')).status).toBe('pending');
  });

  it('lets two simultaneous requests for the same days through once', async () => {
    const p = await employee();
    const answers = await Promise.all(
      [0, 1, 2].map(() => create(p.token, { type: 'vacation', start_date: '2030-12-02', end_date: '2030-12-03' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await requestRows(p.id)).toHaveLength(1);
  });

  it('lets admins file a request for an employee of their companies only', async () => {
    const p = await employee();
    const filed = await ok(
      create(tokens.admin, { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-19', user_id: p.id, reason: 'L4' }),
    );
    expect(filed).toMatchObject({ user_id: p.id, status: 'pending', reason: 'L4', hours: 16 });
    expect(await create(tokens.admin, { type: 'sick', start_date: '2030-11-25', end_date: '2030-11-25', user_id: randomId() }))
      .toMatchObject({ status: 404 });
  });
});

describe('the force-majeure allowance: 4 shifts a calendar year', () => {
  it('counts pending and approved shifts per year, across New Year', async () => {
    const p = await employee();
    await ok(update(tokens.admin, (await vacation(p, '2030-12-02', '2030-12-03', 'force_majeure')).id, 'approved'));
    // Tue 31 Dec 2030 counts in 2030 (the third shift); 1 Jan is a holiday; Thu 2 and Fri 3 Jan in 2031.
    const crossing = await vacation(p, '2030-12-31', '2031-01-03', 'force_majeure');
    expect(crossing.days.map((d: { date: string }) => d.date)).toEqual(['2030-12-31', '2031-01-02', '2031-01-03']);
    const tooMany = await create(p.token, { type: 'force_majeure', start_date: '2030-12-09', end_date: '2030-12-10' });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { detail: 'Force-majeure leave is at most 4 shifts a calendar year: this request needs 2, 1 left in 2030' },
    });
    expect((await vacation(p, '2030-12-09', '2030-12-09', 'force_majeure')).status).toBe('pending');
    // 6 January is Epiphany, a holiday: 7-9 January are three shifts, one too many.
    expect((await create(p.token, { type: 'force_majeure', start_date: '2031-01-06', end_date: '2031-01-09' })).status).toBe(400);
    expect((await vacation(p, '2031-01-06', '2031-01-08', 'force_majeure')).hours).toBe(16);
    const balance2031 = (await ok(byUser(p.token, '?year=2031'))).balance;
    expect(balance2031).toMatchObject({ force_majeure_shifts_used: 0, force_majeure_shifts_pending: 4, force_majeure_shifts_limit: 4 });
    const balance2030 = (await ok(byUser(p.token, '?year=2030'))).balance;
    expect(balance2030).toMatchObject({ force_majeure_shifts_used: 2, force_majeure_shifts_pending: 2 });
    // A cancelled request gives its shifts back.
    await ok(update(p.token, crossing.id, 'canceled'));
    expect((await vacation(p, '2031-01-09', '2031-01-10', 'force_majeure')).status).toBe('pending');
  });
});

describe('PATCH /vacation-sick/update and /canceled', () => {
  it('walks every allowed transition and refuses the rest with 409', async () => {
    const p = await employee();
    const a = await vacation(p, '2030-11-18', '2030-11-18');
    expect(await update(p.token, a.id, 'approved')).toMatchObject({ status: 403 });
    const approved = await ok(update(tokens.admin, a.id, 'approved'));
    expect(approved).toMatchObject({ status: 'approved', decided_by: { id: ids.admin }, decided_at: expect.any(String) });
    for (const status of ['approved', 'rejected']) expect((await update(tokens.admin, a.id, status)).status).toBe(409);
    expect(await update(p.token, a.id, 'canceled')).toMatchObject({
      status: 409,
      body: { detail: expect.stringContaining('/vacation-sick/canceled') },
    });

    const b = await vacation(p, '2030-11-19', '2030-11-19');
    expect((await cancelApproved(p.token, b.id)).status).toBe(409);
    expect((await ok(update(tokens.admin, b.id, 'rejected'))).status).toBe('rejected');
    for (const status of ['approved', 'rejected', 'canceled']) expect((await update(tokens.admin, b.id, status)).status).toBe(409);
    expect((await cancelApproved(tokens.admin, b.id)).status).toBe(409);

    const c = await vacation(p, '2030-11-20', '2030-11-20');
    expect((await ok(update(p.token, c.id, 'canceled'))).status).toBe('canceled');
    for (const status of ['approved', 'rejected', 'canceled']) expect((await update(tokens.admin, c.id, status)).status).toBe(409);
    expect((await cancelApproved(tokens.admin, c.id)).status).toBe(409);

    // An admin cancels someone's pending request too.
    const d = await vacation(p, '2030-11-21', '2030-11-21');
    expect((await ok(update(tokens.admin2, d.id, 'canceled'))).status).toBe('canceled');

    expect((await ok(cancelApproved(p.token, a.id))).status).toBe('canceled');
    expect((await cancelApproved(p.token, a.id)).status).toBe(409);
    expect((await update(tokens.admin, randomId(), 'approved')).status).toBe(404);
    expect((await cancelApproved(tokens.admin, randomId())).status).toBe(404);
    for (const json of [{ id: a.id, status: 'pending' }, { id: a.id }, { id: 'x', status: 'approved' }]) {
      expect((await t.call(ACME, '/api/v1/vacation-sick/update', { method: 'PATCH', token: tokens.admin, json })).status).toBe(422);
    }
  });

  it('lets the owner cancel an approved request only before its first day; an admin any time', async () => {
    const p = await employee();
    const a = await vacation(p, '2030-11-18', '2030-11-19');
    const b = await vacation(p, '2030-11-20', '2030-11-21');
    await ok(update(tokens.admin, a.id, 'approved'));
    await ok(update(tokens.admin, b.id, 'approved'));
    setClock(t, '2030-11-18T08:00:00Z');
    expect(await cancelApproved(p.token, a.id)).toMatchObject({
      status: 403,
      body: { detail: expect.stringContaining('before its first day') },
    });
    expect((await ok(byUser(p.token))).data.find((r: { id: string }) => r.id === a.id).can_cancel).toBe(false);
    expect((await ok(cancelApproved(p.token, b.id))).status).toBe('canceled');
    expect((await ok(cancelApproved(tokens.admin, a.id))).status).toBe('canceled');
  });

  it('keeps the decisions to the admins of the employee’s company, and admins’ requests to a superadmin', async () => {
    const p = await employee();
    const r = await vacation(p, '2030-11-18', '2030-11-18');
    // Another user, another company's admin, another tenant: the isolation table (tests/api/isolation.test.ts).
    const outsider = await employee({ company_id: org.ukraine.id, department_id: org.logistics.id }, 'admin');
    expect((await update(outsider.token, r.id, 'approved')).status).toBe(403);

    const boss = await employee({}, 'admin');
    const own = await vacation(boss, '2030-11-18', '2030-11-18');
    expect(own.can_decide).toBe(false);
    expect((await update(boss.token, own.id, 'approved')).status).toBe(403);
    expect((await update(tokens.admin, own.id, 'approved')).status).toBe(403);
    expect((await ok(update(tokens.super, own.id, 'approved'))).status).toBe('approved');

    expect((await requestRows(p.id))[0]!.status).toBe('pending');
  });

  it('lets one of two simultaneous decisions win', async () => {
    const p = await employee();
    const r = await vacation(p, '2030-11-18', '2030-11-18');
    const answers = await Promise.all([update(tokens.admin, r.id, 'approved'), update(tokens.admin2, r.id, 'rejected')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('the balance (GET /vacation-sick/get-by-user)', () => {
  it('accrues pro rata from the start month, carries over, and counts used and pending hours', async () => {
    // 24 days (192 h a year) from 15 April 2030, with 10 h brought from elsewhere.
    const p = await employee({ start_date: '2030-04-15', vacation_days: 24, carryover_vacation_hours: 10 });
    let { balance } = await ok(byUser(p.token));
    // April-December: 9 months x 16 h.
    expect(balance).toEqual({
      year: 2030,
      vacation_days: 24,
      entitlement_hours: 192,
      accrued_hours: 144,
      carryover_hours: 10,
      used_hours: 0,
      pending_hours: 0,
      available_hours: 154,
      force_majeure_shifts_used: 0,
      force_majeure_shifts_pending: 0,
      force_majeure_shifts_limit: 4,
    });
    const approved = await vacation(p, '2030-11-18', '2030-11-19');
    await ok(update(tokens.admin, approved.id, 'approved'));
    await vacation(p, '2030-11-20', '2030-11-20');
    // Sick leave and unpaid leave do not touch the balance.
    await vacation(p, '2030-11-21', '2030-11-22', 'sick');
    ({ balance } = await ok(byUser(p.token)));
    expect(balance).toMatchObject({ used_hours: 16, pending_hours: 8, available_hours: 130 });
    // The employment record shows the same numbers.
    const record = (await ok(t.call(ACME, `/api/v1/employees/${p.id}`, { token: tokens.admin }))).employment_records[0];
    expect(record).toMatchObject({ accrued_vacation_hours: 144, available_vacation_hours: 130, carryover_vacation_hours: 10 });

    // 2031: the full year, and what 2030 left (144 + 10 - 16; pending hours are not used ones).
    ({ balance } = await ok(byUser(p.token, '?year=2031')));
    expect(balance).toMatchObject({ accrued_hours: 192, carryover_hours: 138, used_hours: 0, available_hours: 330 });
    // Before the employment: nothing.
    ({ balance } = await ok(byUser(p.token, '?year=2029')));
    expect(balance).toMatchObject({ vacation_days: 0, accrued_hours: 0, carryover_hours: 0, available_hours: 0 });

    // Cancelling the approved request gives its hours back.
    await ok(cancelApproved(tokens.admin, approved.id));
    ({ balance } = await ok(byUser(p.token)));
    expect(balance).toMatchObject({ used_hours: 0, available_hours: 146 });
  });

  it('ends accrual with the employment and refuses a vacation beyond the balance', async () => {
    // 20 days from 2030-01-01 to 2030-06-30: 6 months x 13.33 h = 80 h.
    const p = await employee({ start_date: '2030-01-01', end_date: '2030-12-31', vacation_days: 20 });
    const ended = await employee({ start_date: '2030-01-01', end_date: '2030-06-30', vacation_days: 20 });
    expect((await ok(byUser(tokens.admin, `?user_id=${ended.id}&year=2030`))).balance).toMatchObject({
      accrued_hours: 80,
      available_hours: 80,
    });
    // p has 160 h in 2030: 20 workdays are fine, one more day is not.
    const big = await vacation(p, '2030-11-04', '2030-11-29');
    expect(big.hours).toBe(152); // 20 workdays minus the 11 November holiday = 19 x 8 h
    const over = await create(p.token, { type: 'vacation', start_date: '2030-12-02', end_date: '2030-12-04' });
    expect(over).toMatchObject({ status: 400, body: { detail: 'This request needs 24 h of vacation but only 8 h are available in 2030' } });
    expect((await vacation(p, '2030-12-02', '2030-12-02')).hours).toBe(8);
  });

  it('answers the requests of a year, own or (admins) of the people they manage', async () => {
    const p = await employee();
    await vacation(p, '2030-11-18', '2030-11-18');
    await vacation(p, '2030-12-30', '2031-01-02', 'sick');
    await vacation(p, '2031-03-03', '2031-03-03');
    const mine = await ok(byUser(p.token, '?year=2030'));
    expect(mine.data.map((r: { start_date: string }) => r.start_date)).toEqual(['2030-12-30', '2030-11-18']);
    expect(mine.count).toBe(2);
    expect((await ok(byUser(tokens.admin, `?user_id=${p.id}&year=2031`))).data).toHaveLength(2);
    expect((await byUser(tokens.admin, `?user_id=${randomId()}`)).status).toBe(404);
    expect((await byUser(p.token, '?year=abc')).status).toBe(422);
  });
});

describe('GET /vacation-sick/get/{id}', () => {
  it('answers one request to its owner and the admins of its company, and nobody else', async () => {
    const p = await employee();
    const r = await vacation(p, '2030-11-18', '2030-11-18');
    const one = (token: string, id = r.id) => t.call(ACME, `/api/v1/vacation-sick/get/${id}`, { token });
    expect(await one(p.token)).toMatchObject({ status: 200, body: { id: r.id, status: 'pending', can_cancel: true, can_decide: false } });
    expect(await one(tokens.admin)).toMatchObject({ status: 200, body: { id: r.id, can_decide: true } });
    expect((await one(tokens.admin, randomId())).status).toBe(404);
    expect((await one(tokens.admin, 'x')).status).toBe(422);
  });
});

describe('GET /vacation-sick/get', () => {
  it('lists the requests of the admin’s companies with filters, newest first', async () => {
    const p = await employee();
    const q = await employee();
    const ukrainian = await employee({ company_id: org.ukraine.id, department_id: org.logistics.id });
    const r1 = await vacation(p, '2031-05-05', '2031-05-06');
    const r2 = await vacation(q, '2031-05-07', '2031-05-07', 'sick');
    const r3 = await vacation(ukrainian, '2031-05-05', '2031-05-05');
    await ok(update(tokens.admin, r1.id, 'approved'));

    const list = (token: string, query: string) => ok(t.call(ACME, `/api/v1/vacation-sick/get?${query}`, { token }));
    const period = 'start=2031-05-01&end=2031-05-31';
    const admin = await list(tokens.admin, period);
    expect(admin.data.map((r: { id: string }) => r.id)).toEqual([r2.id, r1.id]);
    expect(admin.count).toBe(2);
    expect(admin.data[0]).toMatchObject({
      user: { id: q.id, email: q.email },
      department_id: dept.id,
      company_name: org.poland.name,
      can_decide: true,
    });
    expect((await list(tokens.super, period)).count).toBe(3);
    expect((await list(tokens.super, `${period}&company_id=${org.ukraine.id}`)).data.map((r: { id: string }) => r.id)).toEqual([r3.id]);
    expect((await list(tokens.admin, `${period}&status=approved`)).data.map((r: { id: string }) => r.id)).toEqual([r1.id]);
    expect((await list(tokens.admin, `${period}&type=sick`)).data.map((r: { id: string }) => r.id)).toEqual([r2.id]);
    expect((await list(tokens.admin, `${period}&user_id=${p.id}`)).count).toBe(1);
    expect((await list(tokens.admin, `${period}&department_id=${dept.id}&limit=1&skip=1`)).data.map((r: { id: string }) => r.id)).toEqual([
      r1.id,
    ]);
    expect((await list(tokens.admin, 'start=2031-05-07&end=2031-05-31')).data.map((r: { id: string }) => r.id)).toEqual([r2.id]);

    for (
      const query of ['limit=0', 'limit=1001', 'skip=-1', 'status=done', 'type=x', 'start=2031-13-01', 'start=2031-05-10&end=2031-05-01']
    ) {
      expect((await t.call(ACME, `/api/v1/vacation-sick/get?${query}`, { token: tokens.admin })).status).toBe(422);
    }
  });
});

describe('approved absence in the work schedule', () => {
  it('shows on the schedule, excuses the missed shifts and is skipped by applying a pattern', async () => {
    const p = await employee();
    // Planned in September for October (the past is never planned), then lived up to the 15th.
    setClock(t, '2030-09-15T10:00:00Z');
    await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [p.id], start_month: '2030-10', anchor_date: '2030-09-30' }));
    setClock(t, '2030-10-15T10:00:00Z');
    const r = await vacation(p, '2030-10-07', '2030-10-08');
    expect(r.hours).toBe(16);
    await ok(update(tokens.admin, r.id, 'approved'));
    const month = await schedule(t, p.token, p.id, '2030-10-01', '2030-10-14');
    expect(month.absences).toEqual([{ id: r.id, type: 'vacation', start_date: '2030-10-07', end_date: '2030-10-08' }]);
    // 1-14 October up to the 15th: 10 planned days never started, 2 of them excused.
    expect(month.statistics.missed).toBe(8);
    const applied = await ok(
      apply(t, tokens.admin, { pattern_id: office.id, user_ids: [p.id], start_month: '2030-11', anchor_date: '2030-09-30' }),
    );
    const novemberLeave = await vacation(p, '2030-11-04', '2030-11-05');
    await ok(update(tokens.admin, novemberLeave.id, 'approved'));
    const again = await ok(
      apply(t, tokens.admin, { pattern_id: office.id, user_ids: [p.id], start_month: '2030-11', anchor_date: '2030-09-30' }),
    );
    expect(again.replaced).toBe(applied.created - 2);
  });
});

describe('notifications of absence events', () => {
  it('tells the admins of the company about a new request and the requester about the decision', async () => {
    const p = await employee();
    const r = await vacation(p, '2030-11-18', '2030-11-19');
    const adminNotes = await notificationsOf(ids.admin);
    const requested = adminNotes.find((n) => n.data.vacation_id === r.id);
    expect(requested).toMatchObject({
      kind: 'vacation_requested',
      title: 'Test Person requested a vacation',
      body: '2030-11-18 – 2030-11-19, 16 h',
      link: `/vacations?id=${r.id}`,
      data: { vacation_id: r.id, type: 'vacation', start_date: '2030-11-18', end_date: '2030-11-19', hours: 16, user_name: 'Test Person' },
      readAt: null,
    });
    expect((await notificationsOf(ids.admin2)).some((n) => n.data.vacation_id === r.id)).toBe(true);
    // Not the superadmin (the company has admins), not the requester.
    expect((await notificationsOf(ids.super)).some((n) => n.data.vacation_id === r.id)).toBe(false);
    expect(await notificationsOf(p.id)).toEqual([]);

    await ok(update(tokens.admin, r.id, 'approved'));
    expect(await notificationsOf(p.id)).toEqual([
      expect.objectContaining({
        kind: 'vacation_approved',
        title: 'Your request for a vacation was approved',
        data: expect.objectContaining({ by_name: 'Adam Kowalski' }),
      }),
    ]);
    // The owner cancels: the admins hear it.
    const s = await vacation(p, '2030-11-25', '2030-11-25', 'sick');
    await ok(update(p.token, s.id, 'canceled'));
    expect((await notificationsOf(ids.admin)).filter((n) => n.data.vacation_id === s.id).map((n) => n.kind)).toEqual([
      'vacation_requested',
      'vacation_canceled',
    ]);
    // An admin rejects or cancels: the owner hears it.
    const u = await vacation(p, '2030-11-26', '2030-11-26', 'free');
    await ok(update(tokens.admin2, u.id, 'rejected'));
    await ok(cancelApproved(tokens.admin, r.id));
    expect((await notificationsOf(p.id)).map((n) => n.kind).sort()).toEqual([
      'vacation_approved',
      'vacation_canceled',
      'vacation_rejected',
    ]);
  });

  it('sends an admin’s request to the superadmins, and nothing to whoever acts on their own request', async () => {
    const boss = await employee({}, 'admin');
    const r = await vacation(boss, '2030-11-18', '2030-11-18');
    expect((await notificationsOf(ids.super)).filter((n) => n.data.vacation_id === r.id).map((n) => n.kind)).toEqual([
      'vacation_requested',
    ]);
    expect((await notificationsOf(ids.admin)).some((n) => n.data.vacation_id === r.id)).toBe(false);
    await ok(update(tokens.super, r.id, 'approved'));
    expect((await notificationsOf(boss.id)).map((n) => n.kind)).toEqual(['vacation_approved']);
  });

  it('writes nothing when the request is refused', async () => {
    const p = await employee();
    const before = (await notificationsOf(ids.admin)).length;
    await create(p.token, { type: 'vacation', start_date: '2030-11-16', end_date: '2030-11-17' });
    await create(p.token, { type: 'vacation', start_date: '2030-11-19', end_date: '2030-11-18' });
    expect((await notificationsOf(ids.admin)).length).toBe(before);
  });
});
