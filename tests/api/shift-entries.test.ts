// Shift entries (issue 15): admins of a company open a sheet, scan people in (first scan) and out
// (second scan) by card QR, card number, 'My QR' or id, close it (open rows end at that instant)
// and reopen it. Unknown and other tenants' codes are not recognized; a person not employed in the
// entry's company is refused; the same card scanned at once gives one row; a clock-in entry starts
// and stops the day shift by the work scheduler's rules. Runs on both targets.
// The clock stands on Tuesday 4 June 2030 in Warsaw, far from the demo data; every person is new.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeCards } from '../../worker/db/schema';
import { randomCardNumber, shortCodeKey, signShortCode } from '../../worker/features/qr/rules/codes';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, hire, ok, randomId, type Company, type Department } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, schedule, setClock, setLocalClock } from './support/schedule';

let t: TestApp;
type Json = Record<string, any>;
type Person = { id: string; email: string; token: string };
const v1 = (path: string) => `/api/v1/shift-entries${path}`;
const get = (token: string, path: string, host = ACME) => t.call(host, v1(path), { token });
const post = (token: string, path: string, json: unknown = {}, host = ACME) => t.call(host, v1(path), { method: 'POST', token, json });

let superToken: string;
let globexToken: string;
let companyA: Company;
let deptA: Department;
let deptA2: Department;
let companyB: Company;
let deptB: Department;
let adminA: Person;
let adminB: Person;
let userA: Person;

const DAY = '2030-06-04';
/** Moves the clock to a Warsaw wall time of the test day (seconds for the repeat window). */
const at = (time: string, seconds = 0) => setLocalClock(t, DAY, time, 'Europe/Warsaw', seconds);

async function person(company: Company, department: Department | null, role = 'user'): Promise<Person> {
  const created = await createUser(t, superToken, { role, full_name: `Person ${randomId().slice(0, 4)}` });
  await hire(t, superToken, { user_id: created.id, company_id: company.id, department_id: department?.id ?? null });
  return { id: created.id, email: created.email, token: await t.login(created.email, ACME, 'person-pass') };
}

/** A card for the person, written straight to the tenant's database (the cards API is another issue's). */
async function card(userId: string, tenant = 'acme', status: 'active' | 'revoked' = 'active') {
  const db = await t.platform.databases.get(tenant);
  const row = { id: randomId(), userId, number: randomCardNumber(), status, issuedAt: new Date() };
  await db.insert(employeeCards).values(row);
  return row;
}

const openEntry = (json: Json = {}, token = adminA.token) =>
  ok(post(token, '/shifts/open', { name: `Gate ${randomId().slice(0, 6)}`, company_id: companyA.id, ...json }), 201);
const scan = (entryId: string, json: Json, token = adminA.token) => post(token, `/shifts/${entryId}/entries`, json);
/** The clock runs on from where a test sets it: an instant within a few seconds of the one set. */
const expectAt = (iso: string, expected: string) => expect(Math.abs(Date.parse(iso) - Date.parse(expected))).toBeLessThan(3000);
const rows = async (entryId: string) => (await ok(get(superToken, `/shifts/${entryId}/entries`))).data as Json[];

beforeAll(async () => {
  t = await createScheduleApp();
  setClock(t, '2030-06-04T06:00:00Z');
  superToken = await t.login('super@acme.test');
  globexToken = await t.login('owner@globex.test', GLOBEX);
  companyA = await createCompany(t, superToken);
  deptA = await createDepartment(t, superToken, companyA.id);
  deptA2 = await createDepartment(t, superToken, companyA.id);
  companyB = await createCompany(t, superToken);
  deptB = await createDepartment(t, superToken, companyB.id);
  adminA = await person(companyA, deptA, 'admin');
  adminB = await person(companyB, deptB, 'admin');
  userA = await person(companyA, deptA);
}, 60_000);
afterAll(() => t.close());

describe('opening and listing', () => {
  it('an admin opens an entry in their company; it answers the entry, opened, with no one in', async () => {
    at('07:00');
    const entry = await openEntry({ name: '  Brama północna  ', description: 'Zmiana poranna', department_id: deptA.id, clock_in: true });
    expect(entry).toMatchObject({
      name: 'Brama północna',
      description: 'Zmiana poranna',
      status: 'opened',
      company: { id: companyA.id, name: companyA.name },
      department: { id: deptA.id, name: deptA.name },
      clock_in: true,
      created_by: { id: adminA.id, email: adminA.email },
      closed_at: null,
      closed_by: null,
      people_count: 0,
      open_count: 0,
    });
    expect(await ok(get(adminA.token, `/shifts/${entry.id}`))).toEqual(entry);
    // Description and department are optional; clock-in is off unless asked.
    expect(await openEntry({ name: 'Bare' })).toMatchObject({ description: null, department: null, clock_in: false });
    // A superadmin opens one in any company.
    expect(await openEntry({ company_id: companyB.id }, superToken)).toMatchObject({ company: { id: companyB.id } });
  });

  it('refuses bad input with 422 and a code per field, and stores nothing', async () => {
    const count = async () => (await ok(get(superToken, '/shifts?limit=1'))).count;
    const before = await count();
    const cases: [Json, string, string | null][] = [
      [{ name: '' }, 'name', 'shift_entries.name_required'],
      [{ name: '   ' }, 'name', 'shift_entries.name_required'],
      [{ name: 'x'.repeat(201) }, 'name', 'shift_entries.name_too_long'],
      [{ description: 'x'.repeat(2001) }, 'description', 'shift_entries.description_too_long'],
      [{ department_id: deptB.id }, 'department_id', 'department.other_company'],
      [{ department_id: randomId() }, 'department_id', 'shift_entries.department_unknown'],
      [{ company_id: randomId() }, 'company_id', 'shift_entries.company_unknown'],
      [{ company_id: companyB.id }, 'company_id', 'shift_entries.company_outside'],
      [{ company_id: 'not-a-uuid' }, 'company_id', null],
      [{ clock_in: 'yes' }, 'clock_in', null],
    ];
    for (const [json, field, code] of cases) {
      const res = await post(adminA.token, '/shifts/open', { name: 'Gate', company_id: companyA.id, ...json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      const item = res.body.detail.find((d: Json) => d.loc[1] === field);
      expect(item, JSON.stringify(res.body)).toBeTruthy();
      if (code) expect(item.code).toBe(code);
    }
    // A missing name is FastAPI's 'Field required'; a missing company too.
    const missing = await post(adminA.token, '/shifts/open', {});
    expect(missing.status).toBe(422);
    expect(missing.body.detail.map((d: Json) => d.loc[1]).sort()).toEqual(['company_id', 'name']);
    expect(await count()).toBe(before);
  });

  it('users are refused every route; admins list only their companies’ entries, newest first, with filters and paging', async () => {
    at('07:10');
    const first = await openEntry({ name: 'List one', department_id: deptA2.id });
    at('07:11');
    const second = await openEntry({ name: 'List two' });
    at('07:12');
    const theirs = await openEntry({ name: 'B gate', company_id: companyB.id }, adminB.token);

    expect((await get(userA.token, '/shifts')).status).toBe(403);
    expect((await post(userA.token, '/shifts/open', { name: 'x', company_id: companyA.id })).status).toBe(403);

    const mine = (await ok(get(adminA.token, '/shifts?limit=1000'))).data as Json[];
    const ids = mine.map((e) => e.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(mine.every((e) => e.company.id === companyA.id)).toBe(true);

    const all = (await ok(get(superToken, '/shifts?limit=1000'))).data.map((e: Json) => e.id);
    expect(all).toContain(theirs.id);

    const byDept = await ok(get(adminA.token, `/shifts?department_id=${deptA2.id}`));
    expect(byDept.data.map((e: Json) => e.id)).toEqual([first.id]);
    expect(byDept.count).toBe(1);
    const byCompany = await ok(get(superToken, `/shifts?company_id=${companyB.id}&limit=1000`));
    expect(byCompany.data.every((e: Json) => e.company.id === companyB.id)).toBe(true);

    const period = `from=${encodeURIComponent('2030-06-04T05:10:30Z')}&to=${encodeURIComponent('2030-06-04T05:11:30Z')}`;
    expect((await ok(get(adminA.token, `/shifts?${period}`))).data.map((e: Json) => e.id)).toEqual([second.id]);

    const page = await ok(get(adminA.token, '/shifts?skip=1&limit=1'));
    expect(page.data).toHaveLength(1);
    expect(page.data[0].id).toBe(ids[1]);
    expect(page.count).toBe(mine.length);

    await ok(post(adminA.token, '/shifts/close', { id: first.id }));
    const closed = (await ok(get(adminA.token, '/shifts?status=closed&limit=1000'))).data.map((e: Json) => e.id);
    expect(closed).toContain(first.id);
    expect(closed).not.toContain(second.id);
    const opened = (await ok(get(adminA.token, '/shifts?status=opened&limit=1000'))).data.map((e: Json) => e.id);
    expect(opened).toContain(second.id);
    expect(opened).not.toContain(first.id);

    for (const bad of ['status=open', 'limit=0', 'limit=1001', 'skip=-1', 'from=yesterday', 'company_id=x']) {
      expect((await get(adminA.token, `/shifts?${bad}`)).status, bad).toBe(422);
    }
  });
});

describe('scanning', () => {
  it('the first scan of a card starts a row with the person and their department, the second ends it, a third starts another', async () => {
    const worker = await person(companyA, deptA2);
    const workerCard = await card(worker.id);
    at('08:00');
    const entry = await openEntry({ department_id: deptA.id });

    const first = await ok(scan(entry.id, { code: workerCard.id }));
    expect(first).toMatchObject({
      action: 'started',
      repeat: false,
      person: { id: worker.id, email: worker.email, full_name: expect.stringContaining('Person'), avatar: null },
      row: { person: { id: worker.id }, department: { id: deptA2.id, name: deptA2.name }, end_at: null, shift_id: null },
      clock: null,
    });
    expectAt(first.row.start_at, '2030-06-04T06:00:00Z');
    expect(await ok(get(adminA.token, `/shifts/${entry.id}`))).toMatchObject({ people_count: 1, open_count: 1 });

    at('12:30');
    const second = await ok(scan(entry.id, { code: ` ${workerCard.number} ` }));
    expect(second).toMatchObject({ action: 'ended', repeat: false, row: { id: first.row.id } });
    expectAt(second.row.end_at, '2030-06-04T10:30:00Z');

    at('13:00');
    const third = await ok(scan(entry.id, { user_id: worker.id }));
    expect(third).toMatchObject({ action: 'started', repeat: false });
    expect(third.row.id).not.toBe(first.row.id);

    const list = await rows(entry.id);
    expect(list.map((r) => r.id)).toEqual([third.row.id, first.row.id]);
    expect(list[1]).toMatchObject({ end_at: second.row.end_at, person: { id: worker.id } });
    expect(await ok(get(adminA.token, `/shifts/${entry.id}`))).toMatchObject({ people_count: 1, open_count: 1 });
  });

  it("reads 'My QR' short codes while they are valid; an expired one has its own 404", async () => {
    const worker = await person(companyA, deptA);
    at('08:00');
    const entry = await openEntry();
    const key = await shortCodeKey(t.platform.secretKey, 'acme');
    const { code } = await signShortCode(key, worker.id, new Date('2030-06-04T06:00:00Z'));
    expect(await ok(scan(entry.id, { code }))).toMatchObject({ action: 'started', person: { id: worker.id } });
    at('08:05');
    const late = await scan(entry.id, { code });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('qr.code_expired');
    // The same code signed for another tenant is forged here.
    const globexKey = await shortCodeKey(t.platform.secretKey, 'globex');
    const foreign = await signShortCode(globexKey, worker.id, new Date('2030-06-04T06:05:00Z'));
    expect((await scan(entry.id, { code: foreign.code })).body.code).toBe('qr.code_unknown');
  });

  it("refuses unknown, revoked and other tenants' codes (404 'Code not recognized'), outsiders and bad input; nothing is stored", async () => {
    at('09:00');
    const entry = await openEntry();
    const outsider = await person(companyB, deptB);
    const outsiderCard = await card(outsider.id);
    const revokedOwner = await person(companyA, deptA);
    const revoked = await card(revokedOwner.id, 'acme', 'revoked');
    const globexMe = (await ok(t.call(GLOBEX, '/api/v1/users/me', { token: globexToken }))) as { id: string };
    const globexCard = await card(globexMe.id, 'globex');
    const inactive = await person(companyA, deptA);
    await ok(t.call(ACME, `/api/v1/users/${inactive.id}`, { method: 'PATCH', token: superToken, json: { is_active: false } }));
    const inactiveCard = await card(inactive.id);

    for (
      const code of [
        'hello',
        randomId(),
        '0000000000',
        revoked.id,
        revoked.number,
        globexCard.id,
        globexCard.number,
        globexMe.id,
        inactiveCard.id,
      ]
    ) {
      const res = await scan(entry.id, { code });
      expect(res.status, code).toBe(404);
      expect(res.body, code).toMatchObject({ code: 'qr.code_unknown', detail: 'Code not recognized' });
    }
    expect((await scan(entry.id, { user_id: randomId() })).body.code).toBe('shift_entries.person_not_found');

    const notHere = await scan(entry.id, { code: outsiderCard.number });
    expect(notHere.status).toBe(422);
    expect(notHere.body.detail[0]).toMatchObject({ loc: ['body', 'code'], code: 'shift_entries.not_employed' });
    expect((await scan(entry.id, { user_id: outsider.id })).body.detail[0]).toMatchObject({
      loc: ['body', 'user_id'],
      code: 'shift_entries.not_employed',
    });

    for (
      const json of [{}, { code: '' }, { code: '   ' }, { code: 'x'.repeat(301) }, { code: 42 }, { user_id: 'x' }, {
        code: outsiderCard.id,
        user_id: outsider.id,
      }]
    ) {
      expect((await scan(entry.id, json)).status, JSON.stringify(json)).toBe(422);
    }
    expect(await rows(entry.id)).toEqual([]);
  });

  it('the same person again within a moment is the same scan: nothing changes', async () => {
    const worker = await person(companyA, deptA);
    const workerCard = await card(worker.id);
    at('10:00');
    const entry = await openEntry();
    const first = await ok(scan(entry.id, { code: workerCard.id }));
    at('10:00', 1);
    expect(await ok(scan(entry.id, { code: workerCard.number }))).toMatchObject({
      action: 'started',
      repeat: true,
      row: { id: first.row.id, end_at: null },
    });
    at('10:05');
    const ended = await ok(scan(entry.id, { code: workerCard.id }));
    expect(ended).toMatchObject({ action: 'ended', repeat: false });
    at('10:05', 1);
    expect(await ok(scan(entry.id, { code: workerCard.id }))).toMatchObject({ action: 'ended', repeat: true, row: { id: first.row.id } });
    expect(await rows(entry.id)).toHaveLength(1);
  });

  it('five scans of one card at the same instant give one open row', async () => {
    const worker = await person(companyA, deptA);
    const workerCard = await card(worker.id);
    at('11:00');
    const entry = await openEntry();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => scan(entry.id, { code: i % 2 ? workerCard.number : workerCard.id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.action === 'started')).toBe(true);
    expect(answers.filter((a) => !a.body.repeat)).toHaveLength(1);
    const list = await rows(entry.id);
    expect(list).toHaveLength(1);
    expect(list[0]!.end_at).toBeNull();
  });
});

describe('closing and reopening', () => {
  it('closing ends every open row at the close instant and refuses scans (409); reopening accepts them again', async () => {
    const [one, two, three] = [await person(companyA, deptA), await person(companyA, deptA), await person(companyA, deptA2)];
    at('08:00');
    const entry = await openEntry();
    await ok(scan(entry.id, { user_id: one.id }));
    await ok(scan(entry.id, { user_id: two.id }));
    at('09:00');
    const twoEnded = await ok(scan(entry.id, { user_id: two.id }));
    await ok(scan(entry.id, { user_id: three.id }));

    at('14:00');
    const closed = await ok(post(adminA.token, '/shifts/close', { id: entry.id }));
    expect(closed).toMatchObject({ status: 'closed', closed_by: { id: adminA.id }, open_count: 0, people_count: 3 });
    const closeAt = closed.closed_at as string;
    expectAt(closeAt, '2030-06-04T12:00:00Z');
    const list = await rows(entry.id);
    const endOf = (id: string) => list.find((r) => r.person.id === id)!.end_at;
    expect(endOf(one.id)).toBe(closeAt);
    expect(endOf(three.id)).toBe(closeAt);
    expect(endOf(two.id)).toBe(twoEnded.row.end_at);

    at('14:30');
    const refused = await scan(entry.id, { user_id: one.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('shift_entries.closed');
    const again = await post(adminA.token, '/shifts/close', { id: entry.id });
    expect([again.status, again.body.code]).toEqual([409, 'shift_entries.already_closed']);
    expect(await rows(entry.id)).toEqual(list);

    const reopened = await ok(post(adminA.token, `/shifts/${entry.id}/open`));
    expect(reopened).toMatchObject({ status: 'opened', closed_at: null, closed_by: null });
    const twice = await post(adminA.token, `/shifts/${entry.id}/open`);
    expect([twice.status, twice.body.code]).toEqual([409, 'shift_entries.already_open']);
    expect(await ok(scan(entry.id, { user_id: one.id }))).toMatchObject({ action: 'started', repeat: false });
    expect(await rows(entry.id)).toHaveLength(4);
  });

  it('unknown ids are 404; bad ids 422; other companies’ admins 403; users 403; other tenants 404 or 401', async () => {
    at('08:00');
    const entry = await openEntry();
    const unknown = randomId();
    for (
      const res of [
        await get(adminA.token, `/shifts/${unknown}`),
        await get(adminA.token, `/shifts/${unknown}/entries`),
        await post(adminA.token, '/shifts/close', { id: unknown }),
        await post(adminA.token, `/shifts/${unknown}/open`),
        await scan(unknown, { user_id: userA.id }),
      ]
    ) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('shift_entries.not_found');
    }
    expect((await get(adminA.token, '/shifts/not-a-uuid')).status).toBe(422);
    expect((await post(adminA.token, '/shifts/close', {})).status).toBe(422);

    const calls = (token: string, host = ACME) => [
      get(token, `/shifts/${entry.id}`, host),
      get(token, `/shifts/${entry.id}/entries`, host),
      post(token, '/shifts/close', { id: entry.id }, host),
      post(token, `/shifts/${entry.id}/open`, {}, host),
      post(token, `/shifts/${entry.id}/entries`, { user_id: userA.id }, host),
    ];
    for (const res of await Promise.all(calls(adminB.token))) expect([res.status, res.body.code]).toEqual([403, 'org.not_your_company']);
    for (const res of await Promise.all(calls(userA.token))) expect(res.status).toBe(403);
    for (const res of await Promise.all(calls(globexToken, GLOBEX))) expect(res.status).toBe(404);
    for (const res of await Promise.all(calls(globexToken))) expect(res.status).toBe(401);
    expect(await rows(entry.id)).toEqual([]);
    expect(await ok(get(adminA.token, `/shifts/${entry.id}`))).toMatchObject({ status: 'opened' });
  });
});

describe('clock-in entries', () => {
  it("the first scan starts the person's planned shift of today, the second stops it", async () => {
    const worker = await person(companyA, deptA);
    const office = await createPattern(t, superToken, { ...OFFICE, name: `Office ${randomId().slice(0, 5)}` });
    await ok(apply(t, superToken, { pattern_id: office.id, user_ids: [worker.id], start_month: '2030-06', anchor_date: '2030-06-03' }));
    const planned = (await schedule(t, superToken, worker.id, DAY, DAY)).data[0];
    expect(planned).toMatchObject({ date: DAY, started_at: null });
    const workerCard = await card(worker.id);

    at('07:55');
    const entry = await openEntry({ clock_in: true });
    const first = await ok(scan(entry.id, { code: workerCard.id }));
    expect(first).toMatchObject({
      action: 'started',
      clock: { result: 'started', shift: { id: planned.id, user_id: worker.id }, code: null },
    });
    expect(first.row.shift_id).toBe(planned.id);
    expect((await schedule(t, superToken, worker.id, DAY, DAY)).data[0]).toMatchObject({
      id: planned.id,
      started_at: expect.any(String),
      ended_at: null,
    });

    at('16:02');
    const second = await ok(scan(entry.id, { code: workerCard.number }));
    expect(second).toMatchObject({ action: 'ended', clock: { result: 'stopped', shift: { id: planned.id } } });
    const done = (await schedule(t, superToken, worker.id, DAY, DAY)).data[0];
    expect(Date.parse(done.ended_at)).toBe(Date.parse(second.row.end_at));
  });

  it('without a plan the first scan starts off-schedule work; a refusal of the scheduler is reported and the row still recorded', async () => {
    const free = await person(companyA, deptA);
    at('09:00');
    const entry = await openEntry({ clock_in: true });
    const first = await ok(scan(entry.id, { user_id: free.id }));
    expect(first.clock).toMatchObject({ result: 'started', shift: { user_id: free.id, off_schedule: true } });

    // Someone whose shift already runs (started on their phone): starting is refused, the row is kept,
    // and their second scan stops the running shift.
    const busy = await person(companyA, deptA);
    await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: busy.token, json: {} }));
    const refused = await ok(scan(entry.id, { user_id: busy.id }));
    expect(refused).toMatchObject({ action: 'started', repeat: false, clock: { result: 'refused', shift: null } });
    expect(refused.clock.code).toMatch(/^schedule\./);
    expect(refused.row.shift_id).toBeNull();
    at('11:00');
    expect(await ok(scan(entry.id, { user_id: busy.id }))).toMatchObject({
      action: 'ended',
      clock: { result: 'stopped', shift: { user_id: busy.id } },
    });

    // Closing the entry stops the shifts its open rows started.
    await ok(post(adminA.token, '/shifts/close', { id: entry.id }));
    const freeShift = (await schedule(t, superToken, free.id, DAY, DAY)).data[0];
    expectAt(freeShift.ended_at, '2030-06-04T09:00:00Z');
  });

  it('a repeat scan does not touch the day shift', async () => {
    const worker = await person(companyA, deptA);
    at('09:30');
    const entry = await openEntry({ clock_in: true });
    await ok(scan(entry.id, { user_id: worker.id }));
    at('09:30', 1);
    expect(await ok(scan(entry.id, { user_id: worker.id }))).toMatchObject({ repeat: true, clock: { result: 'none' } });
    expect((await schedule(t, superToken, worker.id, DAY, DAY)).data).toHaveLength(1);
  });
});
