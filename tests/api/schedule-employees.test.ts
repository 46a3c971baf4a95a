// GET /employees-schedule/: the month grid of a company or department.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Tokens } from './support/org';
import { decodeEmployeesSchedule } from '../../web/src/features/schedule/api/employees-schedule-format';
import { addAbsence, apply, createPattern, createScheduleApp, NIGHTS, OFFICE, setClock } from './support/schedule';

const MONDAY = '2030-01-07';
let t: TestApp;
let tokens: Tokens;
let org: Awaited<ReturnType<typeof demoOrg>>;
let dept: { id: string; name: string };
let people: { id: string; email: string }[];

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  setClock(t, '2030-10-15T10:00:00Z');
  const office = await createPattern(t, tokens.admin, OFFICE);
  const nights = await createPattern(t, tokens.admin, NIGHTS);
  dept = await createDepartment(t, tokens.admin, org.poland.id, { name: 'Grid' });
  people = [];
  for (const name of ['Zenon Zaremba', 'Adam Abacki', 'Monika Mazur']) {
    const person = await createUser(t, tokens.super, { full_name: name });
    people.push(person);
  }
  const [zenon, adam, monika] = people;
  await hire(t, tokens.admin, { user_id: zenon!.id, company_id: org.poland.id, department_id: dept.id });
  await hire(t, tokens.admin, { user_id: adam!.id, company_id: org.poland.id, department_id: dept.id });
  // Monika leaves on 15 November, and also works for the Ukrainian company.
  await hire(t, tokens.admin, { user_id: monika!.id, company_id: org.poland.id, department_id: dept.id, end_date: '2030-11-15' });
  await hire(t, tokens.super, { user_id: monika!.id, company_id: org.ukraine.id, department_id: org.logistics.id });
  await addAbsence(t, adam!.id, '2030-10-30', '2030-11-05');
  await addAbsence(t, adam!.id, '2030-11-20', '2030-11-21', { status: 'pending' });
  await ok(apply(t, tokens.admin, { pattern_id: office.id, department_id: dept.id, start_month: '2030-11', anchor_date: MONDAY }));
  await ok(apply(t, tokens.super, { pattern_id: nights.id, department_id: org.logistics.id, start_month: '2030-11' }));
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-11-10T10:00:00Z'));

/** The answer as it comes (`raw`: compact, docs/api.md) and decoded as the web app reads it (`body`). */
const grid = async (query: string, token = tokens.admin) => {
  const res = await t.call(ACME, `/api/v1/employees-schedule/?${query}`, { token });
  return res.status === 200 ? { ...res, raw: res.body, body: decodeEmployeesSchedule(res.body) as any } : { ...res, raw: res.body };
};

describe('GET /employees-schedule/', () => {
  it('answers the employees of a department by name, each with their month of shifts in this company and approved absences', async () => {
    const res = await grid(`department_id=${dept.id}&month=2030-11`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.raw).sort()).toEqual(
      [
        'company_id',
        'days',
        'department_id',
        'departments',
        'employees',
        'format',
        'holidays',
        'month',
        'plans',
        'statuses',
        'timezone',
        'today',
      ].sort(),
    );
    expect(Object.keys(res.body).sort()).toEqual(
      ['company_id', 'days', 'department_id', 'employees', 'holidays', 'month', 'timezone', 'today'].sort(),
    );
    expect(res.body).toMatchObject({
      company_id: org.poland.id,
      department_id: dept.id,
      month: '2030-11',
      timezone: 'Europe/Warsaw',
      today: '2030-11-10',
    });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days[0]).toBe('2030-11-01');
    expect(res.body.holidays.map((h: any) => h.date)).toEqual(['2030-11-01', '2030-11-11']);
    expect(res.body.holidays.map((h: any) => h.name)).toEqual(['Wszystkich Świętych', 'Narodowe Święto Niepodległości']);
    // In the screen's language when asked; the answers of the languages never mix.
    for (let round = 0; round < 2; round++) {
      expect((await grid(`department_id=${dept.id}&month=2030-11&lang=en`)).body.holidays.map((h: any) => h.name)).toEqual([
        "All Saints' Day",
        'Independence Day',
      ]);
      expect((await grid(`department_id=${dept.id}&month=2030-11&lang=uk`)).body.holidays.map((h: any) => h.name)).toEqual([
        'День усіх святих',
        'День Незалежності',
      ]);
    }
    expect(res.body.employees.map((e: any) => e.full_name)).toEqual(['Adam Abacki', 'Monika Mazur', 'Zenon Zaremba']);
    const [adam, monika, zenon] = res.body.employees;
    expect(Object.keys(zenon).sort()).toEqual(
      ['absences', 'acronym', 'department_id', 'department_name', 'email', 'full_name', 'position', 'role', 'shifts', 'user_id'].sort(),
    );
    expect(zenon).toMatchObject({ department_id: dept.id, department_name: 'Grid', role: 'user', acronym: 'ZZ' });
    expect(zenon.shifts).toHaveLength(19);
    expect(Object.keys(zenon.shifts[0]).sort()).toEqual(
      [
        'id',
        'date',
        'type',
        'color',
        'planned_start',
        'planned_end',
        'planned_minutes',
        'started_at',
        'ended_at',
        'worked_minutes',
        'status',
        'off_schedule',
      ].sort(),
    );
    expect(zenon.shifts[0]).toMatchObject({
      date: '2030-11-04',
      type: 'Office',
      color: '#10b981',
      planned_minutes: 480,
      status: 'not_started',
    });
    // Applied over an approved absence: its weekdays in November (4, 5) got no shift; a pending one does not count.
    expect(adam.shifts.map((s: any) => s.date)).not.toContain('2030-11-04');
    expect(adam.shifts).toHaveLength(17);
    expect(adam.absences).toEqual([expect.objectContaining({ type: 'vacation', start_date: '2030-10-30', end_date: '2030-11-05' })]);
    // Monika: her Polish shifts until she left; her Ukrainian nights are not this company's.
    expect(monika.shifts.map((s: any) => s.date)).toEqual([
      '2030-11-04',
      '2030-11-05',
      '2030-11-06',
      '2030-11-07',
      '2030-11-08',
      '2030-11-12',
      '2030-11-13',
      '2030-11-14',
      '2030-11-15',
    ]);
  });

  it('answers many grids asked for at once, each the same (built in turn on Node, at once at the edge)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => grid(`department_id=${dept.id}&month=2030-11`)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const res of answers) expect(res.body.employees.map((e: any) => e.shifts.length)).toEqual([17, 9, 19]);
  });

  it("answers a company's month with every employee of the month, former ones only while employed", async () => {
    const res = await grid(`company_id=${org.poland.id}&month=2030-11`);
    const emails = res.body.employees.map((e: any) => e.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@acme.test', 'admin2@acme.test', 'user@acme.test', people[0]!.email]));
    expect(emails).not.toContain('barbara.grabowska@acme.test'); // left in 2024
    expect(emails).toHaveLength(new Set(emails).size);
    const december = await grid(`company_id=${org.poland.id}&month=2030-12`);
    expect(december.body.employees.map((e: any) => e.email)).not.toContain(people[2]!.email);
    const ukraine = await grid(`company_id=${org.ukraine.id}&month=2030-11`, tokens.super);
    const monika = ukraine.body.employees.find((e: any) => e.email === people[2]!.email);
    expect(monika).toMatchObject({ department_name: 'Логістика' });
    // Every night of November but the 9 days she already had a Polish shift (left alone by the apply).
    expect(monika.shifts).toHaveLength(30 - 9);
  });

  it('is for admins in their companies and superadmins (users: below): 403 for other companies', async () => {
    expect(await grid(`company_id=${org.ukraine.id}&month=2030-11`)).toMatchObject({
      status: 403,
      body: { detail: 'You are not employed in this company' },
    });
    expect((await grid(`department_id=${org.logistics.id}&month=2030-11`)).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/employees-schedule?company_id=${org.poland.id}&month=2030-11`, { token: tokens.admin })).status)
      .toBe(200);
  });

  it("lets a user read the team calendar of their own department, without colleagues' hours or kinds of absence", async () => {
    const [zenon, adam] = people;
    const zenonToken = await t.login(zenon!.email, ACME, 'person-pass');
    const team = await grid(`department_id=${dept.id}&month=2030-11`, zenonToken);
    expect(team.status).toBe(200);
    const rows = new Map<string, any>(team.body.employees.map((e: any) => [e.user_id, e]));
    expect(rows.get(adam!.id).absences).toEqual([{ id: expect.any(String), type: null, start_date: '2030-10-30', end_date: '2030-11-05' }]);
    expect(rows.get(adam!.id).shifts[0]).toMatchObject({
      type: 'Office',
      planned_start: '08:00',
      started_at: null,
      ended_at: null,
      worked_minutes: null,
    });
    // Their own row stays whole; admins see the kind.
    await addAbsence(t, zenon!.id, '2030-11-25', '2030-11-25', { type: 'sick' });
    const again = await grid(`department_id=${dept.id}&month=2030-11`, zenonToken);
    expect(again.body.employees.find((e: any) => e.user_id === zenon!.id).absences).toEqual([expect.objectContaining({ type: 'sick' })]);
    const admin = await grid(`department_id=${dept.id}&month=2030-11`);
    expect(admin.body.employees.find((e: any) => e.user_id === adam!.id).absences[0].type).toBe('vacation');
    // Not another department, not a whole company; an unknown department is 404.
    expect(await grid(`department_id=${org.production.id}&month=2030-11`, zenonToken)).toMatchObject({
      status: 403,
      body: { detail: 'You can only see the team calendar of a department you work in' },
    });
    expect((await grid(`department_id=${randomId()}&month=2030-11`, zenonToken)).status).toBe(404);
  });

  it('answers compactly: a tuple per person, a short tuple per shift, plans and departments once in tables', async () => {
    const res = await grid(`department_id=${dept.id}&month=2030-11`);
    const { raw } = res;
    expect(raw.format).toBe(2);
    expect(raw.statuses).toEqual(['not_started', 'started', 'ended', 'confirmed']);
    // One plan (the office day) and one department, however many shifts share them.
    expect(raw.plans).toEqual([['Office', '#10b981', '08:00', '16:00', 480, false]]);
    expect(raw.departments).toEqual([[dept.id, 'Grid']]);
    const zenon = raw.employees.find((e: any[]) => e[0] === people[0]!.id);
    expect(zenon.slice(0, 7)).toEqual([people[0]!.id, people[0]!.email, 'Zenon Zaremba', 'ZZ', 'user', 0, null]);
    expect(zenon[7][0]).toEqual([expect.any(String), 4, 0, 0]);
    expect(zenon[7].map((s: any[]) => s[1])).toEqual([...zenon[7].map((s: any[]) => s[1])].sort((a: number, b: number) => a - b));
    // Decoded, each shift is the cell the screens read.
    const decoded = res.body.employees.find((e: any) => e.user_id === people[0]!.id);
    expect(decoded.shifts[0]).toEqual({
      id: zenon[7][0][0],
      date: '2030-11-04',
      type: 'Office',
      color: '#10b981',
      planned_start: '08:00',
      planned_end: '16:00',
      planned_minutes: 480,
      started_at: null,
      ended_at: null,
      worked_minutes: null,
      status: 'not_started',
      off_schedule: false,
    });
    // Far smaller than one object per shift with every field named.
    const objects = JSON.stringify(res.body).length;
    expect(JSON.stringify(raw).length).toBeLessThan(objects / 2.5);
  });

  it('carries a started shift with its times to admins and without them to colleagues', async () => {
    const [zenon, adam] = people;
    setClock(t, '2030-11-12T07:05:00Z');
    const zenonToken = await t.login(zenon!.email, ACME, 'person-pass');
    const before = (await grid(`department_id=${dept.id}&month=2030-11`)).body.employees.find((e: any) => e.user_id === zenon!.id);
    const shift = before.shifts.find((s: any) => s.date === '2030-11-12');
    expect(
      (await t.call(ACME, '/api/v1/work-schedule/start', { method: 'POST', token: zenonToken, json: { schedule_id: shift.id } })).status,
    ).toBe(200);
    const admin = await grid(`department_id=${dept.id}&month=2030-11`);
    const tuple = admin.raw.employees.find((e: any[]) => e[0] === zenon!.id)[7].find((s: any[]) => s[0] === shift.id);
    expect(tuple).toEqual([shift.id, 12, 0, 1, expect.any(Number), null, null]);
    expect(Math.abs(tuple[4] - Date.parse('2030-11-12T07:05:00Z'))).toBeLessThan(60_000); // the test clock moves on from where it is set
    expect(admin.body.employees.find((e: any) => e.user_id === zenon!.id).shifts.find((s: any) => s.id === shift.id)).toMatchObject({
      status: 'started',
      started_at: new Date(tuple[4]).toISOString(),
      ended_at: null,
      worked_minutes: null,
    });
    // A colleague sees that it started, not when.
    const adamToken = await t.login(adam!.email, ACME, 'person-pass');
    const colleague = await grid(`department_id=${dept.id}&month=2030-11`, adamToken);
    expect(colleague.raw.employees.find((e: any[]) => e[0] === zenon!.id)[7].find((s: any[]) => s[0] === shift.id)).toEqual([
      shift.id,
      12,
      0,
      1,
    ]);
    // Zenon's own row keeps the time.
    const own = await grid(`department_id=${dept.id}&month=2030-11`, zenonToken);
    expect(own.body.employees.find((e: any) => e.user_id === zenon!.id).shifts.find((s: any) => s.id === shift.id).started_at).toBe(
      new Date(tuple[4]).toISOString(),
    );
  });

  it('answers 404 for an unknown company or department and 422 for bad input', async () => {
    expect(await grid(`company_id=${randomId()}&month=2030-11`)).toMatchObject({ status: 404, body: { detail: 'Company not found' } });
    expect(await grid(`department_id=${randomId()}&month=2030-11`)).toMatchObject({
      status: 404,
      body: { detail: 'Department not found' },
    });
    const cases: [string, string][] = [
      ['month=2030-11', 'company_id'],
      [`company_id=${org.poland.id}`, 'month'],
      [`company_id=${org.poland.id}&month=2030-13`, 'month'],
      [`company_id=${org.poland.id}&month=2030-11-01`, 'month'],
      [`company_id=poland&month=2030-11`, 'company_id'],
      [`company_id=${org.poland.id}&department_id=${org.logistics.id}&month=2030-11`, 'department_id'],
    ];
    for (const [query, field] of cases) {
      const res = await grid(query, tokens.super);
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    }
  });
});
