// Crews of a department (docs/crews.md) and applying a pattern to crews with offsets, plus the
// preview of applying (POST /work-schedule/patterns/preview).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Tokens } from './support/org';
import {
  addAbsence,
  apply,
  createPattern,
  createScheduleApp,
  FOUR_CREW,
  OFFICE,
  setClock,
  shiftCount,
  shiftsByDate,
} from './support/schedule';
import { CREWS_PER_DEPARTMENT_MAX } from '../../worker/features/schedule/crew-schemas';

let t: TestApp;
let tokens: Tokens;
let org: Awaited<ReturnType<typeof demoOrg>>;
let fourCrew: { id: string };
let office: { id: string };
let outsider: string;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  fourCrew = await createPattern(t, tokens.admin, FOUR_CREW);
  office = await createPattern(t, tokens.admin, OFFICE);
  // An admin employed only in another company.
  const other = await createCompany(t, tokens.super);
  const otherDept = await createDepartment(t, tokens.super, other.id);
  const person = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: person.id, company_id: other.id, department_id: otherDept.id });
  outsider = await t.login(person.email, ACME, 'person-pass');
}, 60_000);
afterAll(() => t.close());
// Mid-October 2030: November is entirely in the future.
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

const call = (token: string | undefined, path: string, init: { method?: string; json?: unknown } = {}, host = ACME) =>
  t.call(host, `/api/v1${path}`, { token, ...init });
const createCrew = (token: string, json: Record<string, unknown>) => call(token, '/crews/', { json });
const setMembers = (token: string, crewId: string, userIds: string[]) =>
  call(token, `/crews/${crewId}/members`, { method: 'PUT', json: { user_ids: userIds } });
const listCrews = (token: string, departmentId: string) => call(token, `/crews/?department_id=${departmentId}`);
const preview = (token: string, json: Record<string, unknown>) =>
  call(token, '/work-schedule/patterns/preview', { json: { months: 1, ...json } });

/** A new department of the Polish company with `n` new employees (role user). */
async function team(n: number) {
  const dept = await createDepartment(t, tokens.admin, org.poland.id);
  const people: string[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
    people.push(person.id);
  }
  return { dept, people };
}

/** A department with crews A-D of two people each. */
async function fourCrews() {
  const { dept, people } = await team(8);
  const crews: { id: string; name: string }[] = [];
  for (const [i, name] of ['A', 'B', 'C', 'D'].entries()) {
    const crew = await ok(createCrew(tokens.admin, { department_id: dept.id, name, sort_order: i }));
    await ok(setMembers(tokens.admin, crew.id, people.slice(2 * i, 2 * i + 2)));
    crews.push(crew);
  }
  return { dept, people, crews };
}

describe('crews', () => {
  it('are at most CREWS_PER_DEPARTMENT_MAX per department, also when created at once', async () => {
    const { dept } = await team(0);
    // Ten more than the limit asked for at once: the limit holds, the others are 409 with its code.
    const answers = await Promise.all(
      Array.from(
        { length: CREWS_PER_DEPARTMENT_MAX + 10 },
        (_, i) => createCrew(tokens.admin, { department_id: dept.id, name: `Crew ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(CREWS_PER_DEPARTMENT_MAX);
    const refused = answers.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(10);
    const body = {
      detail: `A department has at most ${CREWS_PER_DEPARTMENT_MAX} crews`,
      code: 'crews.too_many',
      params: { max: CREWS_PER_DEPARTMENT_MAX },
    };
    for (const res of refused) expect([res.status, res.body]).toEqual([409, body]);
    expect((await ok(listCrews(tokens.admin, dept.id))).count).toBe(CREWS_PER_DEPARTMENT_MAX);
    // Another department is not affected; a deleted crew frees its place.
    expect((await createCrew(tokens.admin, { department_id: (await team(0)).dept.id, name: 'A' })).status).toBe(200);
    const first = (await ok(listCrews(tokens.admin, dept.id))).data[0];
    await ok(call(tokens.admin, `/crews/${first.id}`, { method: 'DELETE' }));
    expect((await createCrew(tokens.admin, { department_id: dept.id, name: 'Again' })).status).toBe(200);
  });

  it('are created, listed with their members, renamed and deleted by an admin of the company', async () => {
    const { dept, people } = await team(3);
    const b = await ok(createCrew(tokens.admin, { department_id: dept.id, name: ' B ', sort_order: 2 }));
    expect(b).toMatchObject({ department_id: dept.id, name: 'B', sort_order: 2, members: [] });
    const a = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A', sort_order: 1 }));
    const set = await ok(setMembers(tokens.admin, a.id, [people[0]!, people[1]!]));
    expect(set.moved).toEqual([]);
    expect(set.crew.members.map((m: { user_id: string }) => m.user_id).sort()).toEqual([people[0], people[1]].sort());
    expect(set.crew.members[0]).toEqual({
      user_id: expect.any(String),
      full_name: 'Test Person',
      email: expect.stringContaining('@acme.test'),
    });

    const list = await ok(listCrews(tokens.admin, dept.id));
    expect(list.count).toBe(2);
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(['A', 'B']);

    expect(await ok(call(tokens.admin, `/crews/${b.id}`, { method: 'PATCH', json: { name: 'Bravo' } }))).toMatchObject({
      id: b.id,
      name: 'Bravo',
      sort_order: 2,
    });
    expect(await ok(call(tokens.admin, `/crews/${a.id}`, { method: 'DELETE' }))).toEqual({ message: 'Crew deleted successfully' });
    expect((await ok(listCrews(tokens.admin, dept.id))).data.map((c: { name: string }) => c.name)).toEqual(['Bravo']);
    // The members of a deleted crew may join another one.
    expect((await ok(setMembers(tokens.admin, b.id, [people[0]!]))).moved).toEqual([]);
  });

  it('refuses a second crew of the same name in a department (409), but not in another department', async () => {
    const { dept } = await team(0);
    const other = await team(0);
    await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    const res = await createCrew(tokens.admin, { department_id: dept.id, name: 'A' });
    expect(res).toMatchObject({ status: 409, body: { code: 'crews.name_taken', params: { name: 'A' } } });
    await ok(createCrew(tokens.admin, { department_id: other.dept.id, name: 'A' }));
    const b = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'B' }));
    expect(await call(tokens.admin, `/crews/${b.id}`, { method: 'PATCH', json: { name: 'A' } })).toMatchObject({
      status: 409,
      body: { code: 'crews.name_taken' },
    });
    expect((await ok(listCrews(tokens.admin, dept.id))).count).toBe(2);
  });

  it('moves a person from another crew of the department, in one step, and says so', async () => {
    const { dept, people } = await team(3);
    const a = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    const b = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'B' }));
    await ok(setMembers(tokens.admin, a.id, [people[0]!, people[1]!]));
    const res = await ok(setMembers(tokens.admin, b.id, [people[1]!, people[2]!]));
    expect(res.moved).toEqual([{ user_id: people[1], from_crew_id: a.id, from_crew_name: 'A' }]);
    const list = await ok(listCrews(tokens.admin, dept.id));
    const members = (name: string) =>
      list.data.find((c: { name: string }) => c.name === name).members.map((m: { user_id: string }) => m.user_id).sort();
    expect(members('A')).toEqual([people[0]]);
    expect(members('B')).toEqual([people[1], people[2]].sort());
    // Setting the same members again moves nobody; an empty list empties the crew.
    expect((await ok(setMembers(tokens.admin, b.id, [people[1]!, people[2]!]))).moved).toEqual([]);
    expect((await ok(setMembers(tokens.admin, b.id, []))).crew.members).toEqual([]);
  });

  it('keeps a person in one crew of the department when two crews claim them at once', async () => {
    const { dept, people } = await team(1);
    const a = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    const b = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'B' }));
    const answers = await Promise.all([
      setMembers(tokens.admin, a.id, people),
      setMembers(tokens.admin, b.id, people),
      setMembers(tokens.super, a.id, people),
    ]);
    for (const res of answers) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    const list = await ok(listCrews(tokens.admin, dept.id));
    expect(list.data.flatMap((c: { members: unknown[] }) => c.members)).toHaveLength(1);
  });

  it('accepts only people employed in the department now (422 with a code, nothing stored)', async () => {
    const { dept, people } = await team(1);
    const elsewhere = await team(1);
    const nobody = await createUser(t, tokens.super);
    const crew = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    for (const userIds of [[people[0]!, elsewhere.people[0]!], [nobody.id], [randomId()]]) {
      const res = await setMembers(tokens.admin, crew.id, userIds);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'user_ids', userIds.length - 1], code: 'crew.member_not_employed' });
    }
    const twice = await setMembers(tokens.admin, crew.id, [people[0]!, people[0]!]);
    expect(twice).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'user_ids', 1], code: 'crew.member_twice' }] } });
    // Someone whose employment ended is no longer a possible member.
    const left = await createUser(t, tokens.super);
    await hire(t, tokens.admin, {
      user_id: left.id,
      company_id: org.poland.id,
      department_id: dept.id,
      start_date: '2024-01-01',
      end_date: '2030-09-30',
    });
    expect((await setMembers(tokens.admin, crew.id, [left.id])).status).toBe(422);
    expect((await ok(listCrews(tokens.admin, dept.id))).data[0].members).toEqual([]);
  });

  it('validates names and ids (422 with a code, nothing stored)', async () => {
    const { dept } = await team(0);
    for (
      const [json, code] of [
        [{ department_id: dept.id, name: '   ' }, 'crew.name_required'],
        [{ department_id: dept.id }, undefined],
        [{ department_id: dept.id, name: 'x'.repeat(51) }, undefined],
        [{ department_id: 'nope', name: 'A' }, undefined],
        [{ department_id: dept.id, name: 'A', sort_order: -1 }, undefined],
      ] as const
    ) {
      const res = await createCrew(tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      if (code) expect(res.body.detail[0].code).toBe(code);
    }
    expect((await ok(listCrews(tokens.admin, dept.id))).count).toBe(0);
    expect((await call(tokens.admin, '/crews/not-a-uuid', { method: 'PATCH', json: { name: 'A' } })).status).toBe(422);
    expect((await call(tokens.admin, '/crews/?department_id=')).status).toBe(422);
    expect((await call(tokens.admin, `/crews/${randomId()}/members`, { method: 'PUT', json: {} })).status).toBe(422);
  });

  it('answers 404 for unknown crews and departments', async () => {
    const unknown = randomId();
    expect((await listCrews(tokens.admin, unknown)).body.code).toBe('org.department_not_found');
    expect((await createCrew(tokens.super, { department_id: unknown, name: 'A' })).body.code).toBe('org.department_not_found');
    for (
      const res of [
        await call(tokens.admin, `/crews/${unknown}`, { method: 'PATCH', json: { name: 'A' } }),
        await call(tokens.admin, `/crews/${unknown}`, { method: 'DELETE' }),
        await setMembers(tokens.admin, unknown, []),
      ]
    ) {
      expect(res).toMatchObject({ status: 404, body: { code: 'crews.not_found' } });
    }
  });

  it('are managed by admins of the company and superadmins only; another tenant does not know them', async () => {
    const { dept, people } = await team(1);
    const crew = await ok(createCrew(tokens.super, { department_id: dept.id, name: 'A' }));
    const requests = [
      () => listCrews(tokens.user, dept.id),
      () => createCrew(tokens.user, { department_id: dept.id, name: 'U' }),
      () => call(tokens.user, `/crews/${crew.id}`, { method: 'PATCH', json: { name: 'U' } }),
      () => call(tokens.user, `/crews/${crew.id}`, { method: 'DELETE' }),
      () => setMembers(tokens.user, crew.id, people),
    ];
    for (const request of requests) expect((await request()).status).toBe(403);
    const outsiders = [
      () => listCrews(outsider, dept.id),
      () => createCrew(outsider, { department_id: dept.id, name: 'O' }),
      () => call(outsider, `/crews/${crew.id}`, { method: 'PATCH', json: { name: 'O' } }),
      () => call(outsider, `/crews/${crew.id}`, { method: 'DELETE' }),
      () => setMembers(outsider, crew.id, people),
    ];
    for (const request of outsiders) expect((await request()).body.code).toBe('org.not_your_company');
    // Globex's superadmin on its own host: acme's ids are unknown there; acme's token on globex's host is refused.
    expect((await call(tokens.globex, `/crews/${crew.id}`, { method: 'PATCH', json: { name: 'G' } }, GLOBEX)).status).toBe(404);
    expect((await call(tokens.globex, `/crews/?department_id=${dept.id}`, {}, GLOBEX)).status).toBe(404);
    expect((await call(tokens.globex, `/crews/${crew.id}/members`, { method: 'PUT', json: { user_ids: [] } }, GLOBEX)).status).toBe(404);
    expect((await call(tokens.admin, `/crews/${crew.id}`, { method: 'DELETE' }, GLOBEX)).status).toBe(401);
    expect((await call(tokens.globex, `/crews/${crew.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(undefined, `/crews/?department_id=${dept.id}`)).status).toBe(401);
    const after = await ok(listCrews(tokens.admin, dept.id));
    expect(after.data).toEqual([expect.objectContaining({ id: crew.id, name: 'A', members: [] })]);
    // A superadmin may do everything an admin may.
    await ok(setMembers(tokens.super, crew.id, people));
    await ok(call(tokens.super, `/crews/${crew.id}`, { method: 'DELETE' }));
  });

  it('go with their department', async () => {
    const { dept } = await team(0);
    const crew = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    await ok(call(tokens.super, `/departments/${dept.id}`, { method: 'DELETE' }));
    expect((await call(tokens.admin, `/crews/${crew.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

/** A person's planned days as 'date type' strings in November 2030. */
async function novemberOf(userId: string) {
  const plan = await shiftsByDate(t, tokens.admin, userId, '2030-11-01', '2030-11-30');
  return [...plan.values()].map((s) => `${s.date} ${s.type}`);
}

describe('applying a pattern to crews', () => {
  it('gives each crew its own days (default offsets k × floor(cycle / crews)), the same within a crew, and is idempotent', async () => {
    const { people, crews } = await fourCrews();
    const body = {
      pattern_id: fourCrew.id,
      start_month: '2030-11',
      anchor_date: '2030-11-01',
      crews: crews.map((c) => ({ crew_id: c.id })),
      include_holidays: true,
    };
    const first = await apply(t, tokens.admin, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const plans = await Promise.all(people.map(novemberOf));
    // Each of two people in a crew have the same days; four crews have four different patterns.
    for (let k = 0; k < 4; k++) expect(plans[2 * k]).toEqual(plans[2 * k + 1]);
    expect(new Set(plans.map((p) => p.join())).size).toBe(4);
    expect(plans[0]!.slice(0, 4)).toEqual(['2030-11-01 Day', '2030-11-02 Day', '2030-11-03 Night', '2030-11-04 Night']);
    // Crew B is 2 days later in the cycle: its day 1 is 3 November; crew D's nights are on 1-2 November.
    expect(plans[2]!.slice(0, 2)).toEqual(['2030-11-03 Day', '2030-11-04 Day']);
    expect(plans[6]!.slice(0, 2)).toEqual(['2030-11-01 Night', '2030-11-02 Night']);
    const total = plans.reduce((n, p) => n + p.length, 0);
    // 4 of 8 days over 30 days: 15 shifts each.
    expect(first.body).toMatchObject({ created: 8 * 15, replaced: 0, skipped: 0 });
    expect(total).toBe(8 * 15);

    const second = await apply(t, tokens.admin, body);
    expect(second.body).toMatchObject({ created: 0, replaced: total, skipped: first.body.skipped });
    expect(await Promise.all(people.map(novemberOf))).toEqual(plans);
  });

  it('uses the offsets given, and replaces the plan when a crew gets another offset', async () => {
    const { people, crews } = await fourCrews();
    const base = { pattern_id: fourCrew.id, start_month: '2030-11', anchor_date: '2030-11-01' };
    await ok(apply(t, tokens.admin, { ...base, crews: crews.map((c) => ({ crew_id: c.id })) }));
    const before = await novemberOf(people[0]!);
    const res = await ok(apply(t, tokens.admin, { ...base, crews: [{ crew_id: crews[0]!.id, offset_days: 1 }] }));
    // Crew A's planned days are all replaced; days it newly works are created.
    expect(res.replaced).toBe(2 * before.length);
    expect(res.created).toBeGreaterThan(0);
    const after = await novemberOf(people[0]!);
    expect(after).not.toEqual(before);
    // Day 1 is now 2 November: 1 November is cycle day 8 (off).
    expect(after.slice(0, 3)).toEqual(['2030-11-02 Day', '2030-11-03 Day', '2030-11-04 Night']);
    // Other crews are untouched.
    expect((await novemberOf(people[2]!))[0]).toBe('2030-11-03 Day');
  });

  it('leaves out members no longer employed in the department in those months', async () => {
    const { dept, people } = await team(1);
    const left = await createUser(t, tokens.super);
    await hire(t, tokens.admin, { user_id: left.id, company_id: org.poland.id, department_id: dept.id, end_date: '2030-12-31' });
    const crew = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'A' }));
    await ok(setMembers(tokens.admin, crew.id, [people[0]!, left.id]));
    const res = await ok(
      apply(t, tokens.admin, { pattern_id: fourCrew.id, start_month: '2031-01', anchor_date: '2031-01-01', crews: [{ crew_id: crew.id }] }),
    );
    expect(res.created).toBeGreaterThan(0);
    expect(await shiftCount(t, left.id)).toBe(0);
  });

  it('refuses bad crew targets with 422 and a code, unknown crews with 404, other companies with 403, writing nothing', async () => {
    const { dept, people, crews } = await fourCrews();
    const other = await team(0);
    const foreign = await ok(createCrew(tokens.admin, { department_id: other.dept.id, name: 'X' }));
    const base = { pattern_id: fourCrew.id, start_month: '2030-11' };
    const cases: [Record<string, unknown>, string, (string | number)[]][] = [
      [{ crews: crews.map((c) => ({ crew_id: c.id })), department_id: dept.id }, 'apply.target_crews', ['body', 'crews']],
      [{ crews: [{ crew_id: crews[0]!.id }], user_ids: [people[0]] }, 'apply.target_crews', ['body', 'crews']],
      [{ crews: [] }, 'apply.crews_required', ['body', 'crews']],
      [{ crews: [{ crew_id: crews[0]!.id }, { crew_id: crews[0]!.id }] }, 'apply.crew_twice', ['body', 'crews', 1, 'crew_id']],
      [{ crews: [{ crew_id: crews[0]!.id }, { crew_id: foreign.id }] }, 'apply.crews_one_department', ['body', 'crews']],
      [{ crews: [{ crew_id: crews[0]!.id }, { crew_id: crews[1]!.id, offset_days: 8 }] }, 'apply.offset_outside_cycle', [
        'body',
        'crews',
        1,
        'offset_days',
      ]],
    ];
    for (const [json, code, loc] of cases) {
      for (const send of [apply, (tt: TestApp, token: string, body: Record<string, unknown>) => preview(token, body)]) {
        const res = await send(t, tokens.admin, { ...base, ...json });
        expect(res.status, JSON.stringify(json)).toBe(422);
        expect(res.body.detail[0]).toMatchObject({ code, loc });
      }
    }
    const offset = await apply(t, tokens.admin, { ...base, crews: [{ crew_id: crews[0]!.id, offset_days: 8 }] });
    expect(offset.body.detail[0].ctx).toEqual({ max_offset: 7, cycle_length: 8 });
    expect((await apply(t, tokens.admin, { ...base, crews: [{ crew_id: crews[0]!.id, offset_days: -1 }] })).status).toBe(422);
    expect((await apply(t, tokens.admin, { ...base, crews: [{ crew_id: 'nope' }] })).status).toBe(422);
    expect(await apply(t, tokens.admin, { ...base, crews: [{ crew_id: crews[0]!.id }, { crew_id: randomId() }] })).toMatchObject({
      status: 404,
      body: { code: 'crews.not_found' },
    });
    expect(await apply(t, outsider, { ...base, crews: [{ crew_id: crews[0]!.id }] })).toMatchObject({
      status: 403,
      body: { code: 'org.not_your_company' },
    });
    expect(await preview(outsider, { ...base, crews: [{ crew_id: crews[0]!.id }] })).toMatchObject({
      status: 403,
      body: { code: 'org.not_your_company' },
    });
    expect((await apply(t, tokens.user, { ...base, crews: [{ crew_id: crews[0]!.id }] })).status).toBe(403);
    expect((await preview(tokens.user, { ...base, crews: [{ crew_id: crews[0]!.id }] })).status).toBe(403);
    expect(
      (await t.call(GLOBEX, '/api/v1/work-schedule/patterns/apply', {
        token: tokens.globex,
        json: { ...base, months: 1, crews: [{ crew_id: crews[0]!.id }] },
      })).status,
    ).toBe(404);
    expect(
      (await t.call(GLOBEX, '/api/v1/work-schedule/patterns/preview', {
        token: tokens.globex,
        json: { ...base, months: 1, crews: [{ crew_id: crews[0]!.id }] },
      })).status,
    ).toBe(404);
    for (const person of people) expect(await shiftCount(t, person)).toBe(0);
  });
});

describe('previewing an application', () => {
  it('writes nothing, and shows exactly what applying then writes, with the same counts and the coverage per shift type', async () => {
    const { people, crews } = await fourCrews();
    await addAbsence(t, people[0]!, '2030-11-02', '2030-11-03');
    const body = {
      pattern_id: fourCrew.id,
      start_month: '2030-11',
      anchor_date: '2030-11-01',
      crews: crews.map((c) => ({ crew_id: c.id })),
    };
    const seen = await ok(preview(tokens.admin, body));
    for (const person of people) expect(await shiftCount(t, person)).toBe(0);
    expect(seen).toMatchObject({ from: '2030-11-01', to: '2030-11-30' });
    expect(seen.people).toHaveLength(8);
    expect(seen.people.map((p: { crew_name: string }) => p.crew_name)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
    const absent = seen.people.find((p: { user_id: string }) => p.user_id === people[0]);
    expect(absent).toMatchObject({ crew_id: crews[0]!.id, crew_name: 'A', offset_days: 0, full_name: 'Test Person' });
    expect(seen.people.map((p: { offset_days: number }) => p.offset_days)).toEqual([0, 0, 2, 2, 4, 4, 6, 6]);
    const firstDays = absent.days.slice(0, 3);
    expect(firstDays).toEqual([
      { date: '2030-11-01', shift: { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b' }, skipped: 'holiday' },
      { date: '2030-11-02', shift: { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b' }, skipped: 'absence' },
      { date: '2030-11-03', shift: { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a' }, skipped: 'absence' },
    ]);
    // Coverage: one entry per shift type, 30 days; two people per crew, one crew per type each day (but holidays).
    expect(seen.coverage.map((c: { type: string }) => c.type)).toEqual(['Day', 'Night']);
    expect(seen.coverage[0].counts).toHaveLength(30);
    expect(seen.coverage[0].counts[0]).toBe(0); // 1 November, a public holiday
    expect(seen.coverage[0].counts[1]).toBe(1); // 2 November: one of crew A is absent
    expect(seen.coverage[0].counts[5]).toBe(2);
    expect(seen.coverage[1].counts[5]).toBe(2);

    const applied = await ok(apply(t, tokens.admin, body));
    // The same warnings (apply's answer lists them earliest first, with their total and counts per rule).
    const key = (w: { dates: string[]; user_id: string; rule: string }) => `${w.dates[0]} ${w.user_id} ${w.rule} ${w.dates.join()}`;
    expect(applied).toMatchObject({ ...seen.counts, warnings_total: seen.warnings.length });
    expect(applied.warnings.map(key)).toEqual(seen.warnings.map(key).sort().slice(0, 100));
    expect(seen.blocks).toEqual([]);
    for (const shown of seen.people) {
      const written = shown.days.filter((d: { skipped: string | null }) => !d.skipped).map((d: { date: string; shift: { type: string } }) =>
        `${d.date} ${d.shift.type}`
      );
      expect(await novemberOf(shown.user_id)).toEqual(written);
    }
    // Previewing again: the same days, now all replaced, none created.
    const again = await ok(preview(tokens.admin, body));
    expect(again.counts).toEqual({ created: 0, replaced: applied.created, skipped: applied.skipped });
    expect(again.people).toEqual(seen.people);
  });

  it('works for users and departments too, covers at most two months, and says which days are kept as worked or in the past', async () => {
    const { dept, people } = await team(1);
    const res = await ok(
      preview(tokens.admin, {
        pattern_id: office.id,
        department_id: dept.id,
        start_month: '2030-10',
        months: 6,
        anchor_date: '2030-01-07',
      }),
    );
    expect(res).toMatchObject({ from: '2030-10-01', to: '2030-11-30' });
    expect(res.coverage[0].counts).toHaveLength(61);
    const days = new Map(res.people[0].days.map((d: { date: string; skipped: string | null }) => [d.date, d.skipped]));
    expect(days.get('2030-10-14')).toBe('past');
    expect(days.get('2030-10-15')).toBe(null);
    expect(res.people[0]).toMatchObject({ crew_id: null, crew_name: null, offset_days: 0 });
    const byUser = await ok(
      preview(tokens.admin, { pattern_id: office.id, user_ids: people, start_month: '2030-11', anchor_date: '2030-01-07' }),
    );
    expect(byUser.people.map((p: { user_id: string }) => p.user_id)).toEqual(people);
    expect(await shiftCount(t, people[0]!)).toBe(0);
    // Bad input is the apply route's.
    expect((await preview(tokens.admin, { pattern_id: office.id, start_month: '2030-11' })).body.detail[0].code).toBe(
      'apply.target_required',
    );
    expect((await preview(tokens.admin, { pattern_id: randomId(), user_ids: people, start_month: '2030-11' })).status).toBe(404);
    // An empty crew: an empty preview.
    const crew = await ok(createCrew(tokens.admin, { department_id: dept.id, name: 'Empty' }));
    expect(await ok(preview(tokens.admin, { pattern_id: office.id, crews: [{ crew_id: crew.id }], start_month: '2030-11' }))).toMatchObject(
      { people: [], counts: { created: 0, replaced: 0, skipped: 0 } },
    );
  });
});
