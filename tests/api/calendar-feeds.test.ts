// Calendar feeds (issue 17, docs/calendar-feeds.md): a person switches on a private ICS address of
// their planned shifts and approved absences, replaces or revokes it; admins do the same for a
// department of their companies. The feed parses with ical.js, writes times in UTC from the stored
// instants (a night across midnight, the night the clocks go back), and changes with the plan.
// Runs on both targets. The clock stands on Friday 20 September 2030 in Warsaw, far from the demo data.
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, hire, ok, randomId, type Company, type Department } from './support/org';
import { apply, createPattern, createScheduleApp, NIGHTS, OFFICE, schedule, setClock } from './support/schedule';

let t: TestApp;
type Person = { id: string; email: string; token: string };
type Json = Record<string, any>;
const NOW = '2030-09-20T10:00:00Z';
const v1 = (path: string) => `/api/v1/calendar-feeds${path}`;

let superToken: string;
let globexToken: string;
let companyA: Company;
let deptA: Department;
let companyB: Company;
let deptB: Department;
let adminA: Person;
let adminB: Person;
let nights: { id: string };
let office: { id: string };

async function person(
  company: Company,
  department: Department,
  role = 'user',
  fullName = `Łucja Żeleźniak ${randomId().slice(0, 4)}`,
): Promise<Person> {
  const created = await createUser(t, superToken, { role, full_name: fullName });
  await hire(t, superToken, { user_id: created.id, company_id: company.id, department_id: department.id, vacation_days: 26 });
  return { id: created.id, email: created.email, token: await t.login(created.email, ACME, 'person-pass') };
}

const create = (token: string, json: Json = { scope: 'user' }, host = ACME) => t.call(host, v1('/'), { method: 'POST', token, json });
const list = (token: string) => ok(t.call(ACME, v1('/'), { token })) as Promise<{ data: Json[]; count: number }>;
/** The feed's address as the tenant's host answers it (the URL names the host; the test app is called by path). */
const fetchFeed = (url: string, host = ACME, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url);
  return t.call(host, `${pathname}${search}`, { headers });
};
async function events(url: string) {
  const res = await fetchFeed(url);
  expect(res.status, String(res.body)).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.body as string));
  return { calendar, text: res.body as string, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)), res };
}
const iso = (time: ICAL.Time) => time.toJSDate().toISOString();

beforeAll(async () => {
  t = await createScheduleApp();
  setClock(t, NOW);
  superToken = await t.login('super@acme.test');
  globexToken = await t.login('owner@globex.test', GLOBEX);
  companyA = await createCompany(t, superToken);
  deptA = await createDepartment(t, superToken, companyA.id);
  companyB = await createCompany(t, superToken);
  deptB = await createDepartment(t, superToken, companyB.id);
  adminA = await person(companyA, deptA, 'admin');
  adminB = await person(companyB, deptB, 'admin');
  nights = await createPattern(t, superToken, { ...NIGHTS, name: `Nights ${randomId().slice(0, 6)}` });
  office = await createPattern(t, superToken, { ...OFFICE, name: `Office ${randomId().slice(0, 6)}` });
}, 60_000);
afterAll(() => t.close());
beforeEach(() => setClock(t, NOW));

describe('a personal feed', () => {
  it('switches on with a long random address shown once, lists without it, and serves the planned nights in UTC', async () => {
    const me = await person(companyA, deptA);
    await ok(apply(t, superToken, { pattern_id: nights.id, user_ids: [me.id], start_month: '2030-10', anchor_date: '2030-10-01' }));
    const feed = (await ok(create(me.token), 201)) as Json;
    expect(feed).toMatchObject({ scope: 'user', department: null, replaced_at: null, last_fetched_at: null });
    expect(feed.url).toMatch(/^http:\/\/acme\.localhost:8787\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const mine = await list(me.token);
    expect(mine.count).toBe(1);
    expect(mine.data[0]).toEqual({
      id: feed.id,
      scope: 'user',
      department: null,
      created_at: feed.created_at,
      replaced_at: null,
      last_fetched_at: null,
    });
    expect(JSON.stringify(mine)).not.toContain(new URL(feed.url).pathname.split('/').pop()!.replace('.ics', ''));

    const { events: all, text, res, calendar } = await events(feed.url);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toMatch(/^Grafik: Łucja Żeleźniak/);

    const plan = await schedule(t, superToken, me.id, '2030-10-01', '2030-10-31');
    expect(all.length).toBe(plan.data.length);
    expect(all.length).toBe(31);
    const byUid = new Map(all.map((e) => [e.uid, e]));
    for (const shift of plan.data) {
      const event = byUid.get(`${shift.id}@acme.localhost`)!;
      expect(event, shift.date).toBeDefined();
      expect(event.summary).toBe('Night');
      expect(event.startDate.zone?.tzid).toBe('UTC');
    }
    const night = (date: string) => byUid.get(`${plan.data.find((s: Json) => s.date === date).id}@acme.localhost`)!;
    // 22:00-06:00 in Warsaw (CEST, UTC+2) across midnight.
    expect([iso(night('2030-10-05').startDate), iso(night('2030-10-05').endDate)]).toEqual([
      '2030-10-05T20:00:00.000Z',
      '2030-10-06T04:00:00.000Z',
    ]);
    // The night the clocks go back (27 October): 22:00 CEST to 06:00 CET is nine real hours.
    expect([iso(night('2030-10-26').startDate), iso(night('2030-10-26').endDate)]).toEqual([
      '2030-10-26T20:00:00.000Z',
      '2030-10-27T05:00:00.000Z',
    ]);
    // After: 22:00 CET is 21:00 UTC.
    expect(iso(night('2030-10-28').startDate)).toBe('2030-10-28T21:00:00.000Z');
    expect(text).toContain('DTSTART:20301026T200000Z\r\nDTEND:20301027T050000Z\r\n');

    // A calendar app that fetched it is noted.
    expect((await list(me.token)).data[0]!.last_fetched_at).not.toBeNull();
  });

  it('answers 304 to an unchanged ETag, and changes when the plan changes or an absence is approved', async () => {
    const me = await person(companyA, deptA);
    await ok(apply(t, superToken, { pattern_id: nights.id, user_ids: [me.id], start_month: '2030-10', anchor_date: '2030-10-01' }));
    const { url } = (await ok(create(me.token), 201)) as Json;
    const first = await events(url);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await fetchFeed(url, ACME, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    // A plan change: the office week applied to November.
    await ok(apply(t, superToken, { pattern_id: office.id, user_ids: [me.id], start_month: '2030-11', anchor_date: '2030-11-04' }));
    const planned = await events(url);
    expect(planned.res.headers.get('etag')).not.toBe(etag);
    expect((await fetchFeed(url, ACME, { 'If-None-Match': etag })).status).toBe(200);
    const offices = planned.events.filter((e) => e.summary === 'Office');
    const novemberPlan = await schedule(t, superToken, me.id, '2030-11-01', '2030-11-30');
    expect(offices.length).toBe(novemberPlan.data.length);
    // 08:00-16:00 in Warsaw (CET) on Tuesday 5 November.
    const fifth = offices.find((e) => e.uid === `${novemberPlan.data.find((s: Json) => s.date === '2030-11-05').id}@acme.localhost`)!;
    expect([iso(fifth.startDate), iso(fifth.endDate)]).toEqual(['2030-11-05T07:00:00.000Z', '2030-11-05T15:00:00.000Z']);

    // An absence: pending is not in the feed, approved is, as whole days with an exclusive end.
    const request = (await ok(
      t.call(ACME, '/api/v1/vacation-sick/create', {
        token: me.token,
        json: { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-19' },
      }),
    )) as Json;
    expect((await events(url)).events.some((e) => e.uid === `${request.id}@acme.localhost`)).toBe(false);
    await ok(
      t.call(ACME, '/api/v1/vacation-sick/update', { method: 'PATCH', token: superToken, json: { id: request.id, status: 'approved' } }),
    );
    const after = await events(url);
    const sick = after.events.find((e) => e.uid === `${request.id}@acme.localhost`)!;
    expect(sick.summary).toBe('Sick leave');
    expect(sick.startDate.isDate).toBe(true);
    expect([sick.startDate.toString(), sick.endDate.toString()]).toEqual(['2030-11-18', '2030-11-20']);
    expect(after.text).toContain('DTSTART;VALUE=DATE:20301118\r\nDTEND;VALUE=DATE:20301120\r\n');

    // In Polish or Ukrainian on request.
    const polish = await events(`${url}?lang=pl`);
    expect(polish.events.find((e) => e.uid === sick.uid)!.summary).toBe('Zwolnienie lekarskie');
    expect((await events(`${url}?lang=uk`)).events.find((e) => e.uid === sick.uid)!.summary).toBe('Лікарняний');
    // A calendar app's HEAD: the headers without the body.
    const head = await t.fetch(url, { method: 'HEAD', headers: { Host: ACME } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('leaves out shifts more than about 60 days back', async () => {
    const me = await person(companyA, deptA);
    setClock(t, '2030-07-01T04:00:00Z');
    await ok(apply(t, superToken, { pattern_id: nights.id, user_ids: [me.id], start_month: '2030-07', anchor_date: '2030-07-01' }));
    setClock(t, NOW);
    const { url } = (await ok(create(me.token), 201)) as Json;
    // 60 days before 20 September: 22 July on.
    const dates = (await events(url)).events.map((e) => iso(e.startDate).slice(0, 10));
    expect(dates).toEqual(Array.from({ length: 10 }, (_, i) => `2030-07-${String(22 + i).padStart(2, '0')}`));
  });

  it('refuses a second feed (409), also when two requests race; stores one', async () => {
    const me = await person(companyA, deptA);
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(me.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('calendar_feeds.exists');
    expect((await list(me.token)).count).toBe(1);
  });

  it('replaces the address (the old one stops at once) and revokes it', async () => {
    const me = await person(companyA, deptA);
    const feed = (await ok(create(me.token), 201)) as Json;
    const replaced = (await ok(t.call(ACME, v1(`/${feed.id}/replace`), { method: 'POST', token: me.token }))) as Json;
    expect(replaced.id).toBe(feed.id);
    expect(replaced.url).not.toBe(feed.url);
    expect(replaced.replaced_at).not.toBeNull();
    const old = await fetchFeed(feed.url);
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('calendar_feeds.not_found');
    expect((await fetchFeed(replaced.url)).status).toBe(200);

    expect((await ok(t.call(ACME, v1(`/${feed.id}`), { method: 'DELETE', token: me.token }))).message).toBe('Calendar feed switched off');
    expect((await fetchFeed(replaced.url)).status).toBe(404);
    expect((await list(me.token)).count).toBe(0);
    expect((await t.call(ACME, v1(`/${feed.id}`), { method: 'DELETE', token: me.token })).status).toBe(404);
    // On again: a new address.
    const again = (await ok(create(me.token), 201)) as Json;
    expect(again.url).not.toBe(replaced.url);
  });

  it('stops answering when its owner is deactivated', async () => {
    const me = await person(companyA, deptA);
    const { url } = (await ok(create(me.token), 201)) as Json;
    expect((await fetchFeed(url)).status).toBe(200);
    await ok(t.call(ACME, `/api/v1/users/${me.id}`, { method: 'PATCH', token: superToken, json: { is_active: false } }));
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it("keeps a feed its owner's: anyone else (a superadmin too) gets 404 for its id", async () => {
    const me = await person(companyA, deptA);
    const other = await person(companyA, deptA);
    const feed = (await ok(create(me.token), 201)) as Json;
    for (const token of [other.token, adminA.token, superToken]) {
      expect((await t.call(ACME, v1(`/${feed.id}/replace`), { method: 'POST', token })).body.code).toBe('calendar_feeds.not_found');
      expect((await t.call(ACME, v1(`/${feed.id}`), { method: 'DELETE', token })).status).toBe(404);
      expect((await list(token)).data.some((f) => f.id === feed.id)).toBe(false);
    }
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });

  it('lets admins (their companies) and superadmins (any) switch on a department feed of its people, users never', async () => {
    const worker = await person(companyA, deptA, 'user', 'Ołeksandr Ткаченко');
    await ok(apply(t, superToken, { pattern_id: nights.id, user_ids: [worker.id], start_month: '2030-10', anchor_date: '2030-10-01' }));
    const user = await create(worker.token, { scope: 'department', department_id: deptA.id });
    expect([user.status, user.body.code]).toEqual([403, 'auth.not_enough_privileges']);
    const foreign = await create(adminB.token, { scope: 'department', department_id: deptA.id });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'org.not_your_company']);
    const unknown = await create(adminA.token, { scope: 'department', department_id: randomId() });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'org.department_not_found']);

    const feed = (await ok(create(adminA.token, { scope: 'department', department_id: deptA.id }), 201)) as Json;
    expect(feed.department).toEqual({ id: deptA.id, name: deptA.name });
    expect((await create(adminA.token, { scope: 'department', department_id: deptA.id })).status).toBe(409);
    // The admin's own feed is apart from the department's.
    await ok(create(adminA.token), 201);
    expect((await list(adminA.token)).data.map((f) => f.scope)).toEqual(['user', 'department']);
    await ok(create(superToken, { scope: 'department', department_id: deptB.id }), 201);

    const { events: all, calendar } = await events(feed.url);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(`Grafik: ${deptA.name}`);
    const theirs = all.filter((e) => e.summary === 'Ołeksandr Ткаченко: Night');
    expect(theirs.length).toBe(31);
    // Nothing of another department's people.
    expect(all.every((e) => !e.summary.includes(adminB.email))).toBe(true);
  });

  it('a department feed stops when its admin no longer acts in the company', async () => {
    const admin = await person(companyA, deptA, 'admin');
    const feed = (await ok(create(admin.token, { scope: 'department', department_id: deptA.id }), 201)) as Json;
    expect((await fetchFeed(feed.url)).status).toBe(200);
    const employee = (await ok(t.call(ACME, `/api/v1/employees/${admin.id}`, { token: superToken }))) as Json;
    const record = employee.employment_records[0];
    await ok(t.call(ACME, `/api/v1/employees/${record.id}`, { method: 'PATCH', token: superToken, json: { end_date: '2030-09-01' } }));
    expect((await fetchFeed(feed.url)).status).toBe(404);
  });

  it('refuses bad input with 422 and a code, storing nothing', async () => {
    const me = await person(companyA, deptA);
    const bad = [
      [{ scope: 'department' }, 'calendar_feeds.department_required'],
      [{ scope: 'user', department_id: deptA.id }, 'calendar_feeds.department_not_allowed'],
    ] as const;
    for (const [json, code] of bad) {
      const res = await create(adminA.token, json);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'department_id'], code });
    }
    for (const json of [{ scope: 'team' }, { scope: 'department', department_id: 'nope' }, 'x', []]) {
      expect((await create(me.token, json as Json)).status).toBe(422);
    }
    expect((await t.call(ACME, v1('/not-a-uuid/replace'), { method: 'POST', token: me.token })).status).toBe(422);
    expect((await t.call(ACME, v1('/not-a-uuid'), { method: 'DELETE', token: me.token })).status).toBe(422);
    expect((await t.call(ACME, v1(`/${randomId()}/replace`), { method: 'POST', token: me.token })).status).toBe(404);
    expect((await list(me.token)).count).toBe(0);
    expect((await list(adminA.token)).data.some((f) => f.department?.id === deptA.id && f.scope === 'user')).toBe(false);
  });

  it('answers 404 to any address that is not a live token, and 422 to a bad language', async () => {
    for (const file of ['abc.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}.txt`, 'A'.repeat(43), '%00.ics', `${'é'.repeat(43)}.ics`]) {
      const res = await t.call(ACME, v1(`/${encodeURIComponent(file)}`));
      expect(res.status, file).toBe(404);
    }
    const me = await person(companyA, deptA);
    const { url } = (await ok(create(me.token), 201)) as Json;
    expect((await fetchFeed(`${url}?lang=xx`)).status).toBe(422);
  });

  it("needs a sign-in on this tenant to manage feeds; the address works on its own tenant's host only", async () => {
    const me = await person(companyA, deptA);
    const feed = (await ok(create(me.token), 201)) as Json;
    expect((await t.call(ACME, v1('/'))).status).toBe(401);
    expect((await create(globexToken)).status).toBe(401);
    expect((await create(me.token, { scope: 'user' }, GLOBEX)).status).toBe(401);
    expect((await t.call(ACME, v1(`/${feed.id}`), { method: 'DELETE', token: globexToken })).status).toBe(401);
    // Globex's superadmin on their own host: acme's feed id is unknown there.
    expect((await t.call(GLOBEX, v1(`/${feed.id}`), { method: 'DELETE', token: globexToken })).status).toBe(404);
    const elsewhere = await fetchFeed(feed.url, GLOBEX);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'calendar_feeds.not_found']);
    expect((await fetchFeed(feed.url, 'nowhere.localhost:8787')).status).toBe(404);
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });
});
