// Staffing needs, their dated overrides, coverage and today's gaps (docs/staffing.md). Outsiders'
// refusals are the isolation table's; here the happy paths, each role, bad input and unknown ids.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Tokens } from './support/org';
import { createPattern, createScheduleApp, setLocalClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  org = await demoOrg(t, tokens.super);
}, 60_000);
afterAll(() => t.close());
// Monday 4 November 2030, 10:00 in Warsaw: the dates below are in the future.
beforeEach(() => setLocalClock(t, '2030-11-04', '10:00'));

const call = (token: string | undefined, path: string, init: { method?: string; json?: unknown } = {}, host = ACME) =>
  t.call(host, `/api/v1${path}`, { token, ...init });
const putNeeds = (token: string | undefined, departmentId: string, needs: unknown[]) =>
  call(token, '/staffing/needs', { method: 'PUT', json: { department_id: departmentId, needs } });
const coverage = (token: string, departmentId: string, start: string, end: string) =>
  call(token, `/staffing/coverage?department_id=${departmentId}&start=${start}&end=${end}`);
const plan = (userId: string, date: string, type: string, start = '06:00', end = '14:00') =>
  ok(call(tokens.admin, '/work-schedule/plan', { json: { user_id: userId, date, type, start, end, color: '#2563eb' } }));

/** A new department of the Polish company with `n` employees (role user). */
async function team(n: number) {
  const dept = await createDepartment(t, tokens.admin, org.poland.id);
  const people: string[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id, start_date: '2030-01-01' });
    people.push(person.id);
  }
  return { dept, people };
}

const weekdays = (shift_type: string, min: number, ideal: number, days = [1, 2, 3, 4, 5, 6, 7]) =>
  days.map((weekday) => ({ shift_type, skill_id: null, weekday, min, ideal }));

describe('weekly needs', () => {
  it('are set as a whole and read back with the shift types of the patterns', async () => {
    const { dept } = await team(0);
    await createPattern(t, tokens.admin, {
      name: 'Shifts',
      cycle_length: 7,
      department_id: dept.id,
      shifts: [{ type: 'Rano', start: '06:00', end: '14:00', color: '#10b981', days: [1, 2, 3, 4, 5] }],
    });
    const empty = await ok(call(tokens.admin, `/staffing/needs?department_id=${dept.id}`));
    expect(empty).toMatchObject({ department_id: dept.id, shift_types: ['Rano'], needs: [] });

    const stored = await ok(putNeeds(tokens.admin, dept.id, [...weekdays('Rano', 2, 3, [1, 2]), ...weekdays('Noc', 0, 0, [1])]));
    // A need of nobody is not kept; a type of the needs joins the pattern's.
    expect(stored.needs).toEqual([
      { shift_type: 'Rano', skill_id: null, weekday: 1, min: 2, ideal: 3 },
      { shift_type: 'Rano', skill_id: null, weekday: 2, min: 2, ideal: 3 },
    ]);
    // Replacing: what is not listed needs nobody.
    const replaced = await ok(putNeeds(tokens.super, dept.id, weekdays('Noc', 1, 1, [7])));
    expect(replaced).toMatchObject({
      department_id: dept.id,
      shift_types: ['Noc', 'Rano'],
      needs: [{ shift_type: 'Noc', skill_id: null, weekday: 7, min: 1, ideal: 1 }],
    });
  });

  it('refuse bad input with 422 and store nothing', async () => {
    const { dept } = await team(0);
    await ok(putNeeds(tokens.admin, dept.id, weekdays('Rano', 1, 2, [1])));
    const bad = [
      [{ shift_type: 'Rano', weekday: 1, min: 3, ideal: 2 }],
      [{ shift_type: 'Rano', weekday: 0, min: 1, ideal: 1 }],
      [{ shift_type: 'Rano', weekday: 8, min: 1, ideal: 1 }],
      [{ shift_type: 'Rano', weekday: 1, min: -1, ideal: 1 }],
      [{ shift_type: 'Rano', weekday: 1, min: 1, ideal: 1000 }],
      [{ shift_type: ' ', weekday: 1, min: 1, ideal: 1 }],
      [{ shift_type: 'Rano', weekday: 1, min: 1.5, ideal: 2 }],
      [...weekdays('Rano', 1, 1, [2]), ...weekdays('Rano', 1, 2, [2])],
      'not a list',
    ];
    for (const needs of bad) {
      const res = await call(tokens.admin, '/staffing/needs', { method: 'PUT', json: { department_id: dept.id, needs } });
      expect(res.status, JSON.stringify(needs)).toBe(422);
    }
    const ideal = await putNeeds(tokens.admin, dept.id, [{ shift_type: 'Rano', weekday: 1, min: 3, ideal: 2 }]);
    expect(ideal.body.detail[0]).toMatchObject({ loc: ['body', 'needs', 0, 'ideal'], code: 'staffing.ideal_below_min' });
    const twice = await putNeeds(tokens.admin, dept.id, [...weekdays('Rano', 1, 1, [2]), ...weekdays('Rano', 1, 2, [2])]);
    expect(twice.body.detail[0]).toMatchObject({ loc: ['body', 'needs', 1], code: 'staffing.need_twice' });
    expect((await ok(call(tokens.admin, `/staffing/needs?department_id=${dept.id}`))).needs).toEqual(weekdays('Rano', 1, 2, [1]));
    expect((await call(tokens.admin, '/staffing/needs?department_id=nope')).status).toBe(422);
  });

  it('are refused to users (403), unknown departments are 404, also on another tenant', async () => {
    const { dept } = await team(0);
    expect((await call(tokens.user, `/staffing/needs?department_id=${dept.id}`)).status).toBe(403);
    expect((await putNeeds(tokens.user, dept.id, [])).status).toBe(403);
    expect((await putNeeds(undefined, dept.id, [])).status).toBe(401);
    const unknown = await call(tokens.admin, `/staffing/needs?department_id=${randomId()}`);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'org.department_not_found' } });
    expect((await putNeeds(tokens.super, randomId(), [])).status).toBe(404);
    const elsewhere = await call(tokens.globex, `/staffing/needs?department_id=${dept.id}`, {}, GLOBEX);
    expect(elsewhere.status).toBe(404);
  });
});

describe('overrides', () => {
  it('are created, listed and deleted; bad input is 422, unknown ids 404', async () => {
    const { dept } = await team(0);
    const created = await ok(call(tokens.admin, '/staffing/overrides', {
      json: {
        department_id: dept.id,
        shift_type: 'Rano',
        start_date: '2030-11-08',
        end_date: '2030-11-09',
        min: 6,
        ideal: 8,
        note: 'Inwentaryzacja',
      },
    }));
    expect(created).toMatchObject({
      department_id: dept.id,
      shift_type: 'Rano',
      start_date: '2030-11-08',
      end_date: '2030-11-09',
      min: 6,
      ideal: 8,
      note: 'Inwentaryzacja',
    });
    const list = await ok(call(tokens.admin, `/staffing/overrides?department_id=${dept.id}`));
    expect(list).toMatchObject({ count: 1, data: [{ id: created.id }] });

    const bad = [
      { start_date: '2030-11-09', end_date: '2030-11-08' },
      { start_date: '2030-01-01', end_date: '2031-12-31' },
      { start_date: '2030-02-30', end_date: '2030-03-01' },
      { min: 3, ideal: 2 },
      { shift_type: '' },
      { note: 'x'.repeat(501) },
    ];
    for (const change of bad) {
      const json = {
        department_id: dept.id,
        shift_type: 'Rano',
        start_date: '2030-11-10',
        end_date: '2030-11-10',
        min: 1,
        ideal: 1,
        ...change,
      };
      expect((await call(tokens.admin, '/staffing/overrides', { json })).status, JSON.stringify(change)).toBe(422);
    }
    const json = { department_id: randomId(), shift_type: 'Rano', start_date: '2030-11-10', end_date: '2030-11-10', min: 1, ideal: 1 };
    expect((await call(tokens.super, '/staffing/overrides', { json })).status).toBe(404);
    expect((await call(tokens.user, '/staffing/overrides', { json: { ...json, department_id: dept.id } })).status).toBe(403);
    expect((await ok(call(tokens.admin, `/staffing/overrides?department_id=${dept.id}`))).count).toBe(1);

    expect((await call(tokens.user, `/staffing/overrides/${created.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await call(tokens.globex, `/staffing/overrides/${created.id}`, { method: 'DELETE' }, GLOBEX)).status).toBe(404);
    await ok(call(tokens.admin, `/staffing/overrides/${created.id}`, { method: 'DELETE' }));
    const again = await call(tokens.admin, `/staffing/overrides/${created.id}`, { method: 'DELETE' });
    expect(again).toMatchObject({ status: 404, body: { code: 'staffing.override_not_found' } });
  });
});

describe('coverage', () => {
  it('compares the people planned with the need per day and shift type: short by N, met, over', async () => {
    const { dept, people } = await team(4);
    // Weekdays: Rano 2-3; weekends: Rano 1-1. Noc 1-1 every day.
    await ok(
      putNeeds(tokens.admin, dept.id, [
        ...weekdays('Rano', 2, 3, [1, 2, 3, 4, 5]),
        ...weekdays('Rano', 1, 1, [6, 7]),
        ...weekdays('Noc', 1, 1),
      ]),
    );
    // Mon 4 Nov: one on Rano (short by 1). Tue 5: three (met). Sat 9: two (over by 1).
    await plan(people[0]!, '2030-11-04', 'Rano');
    for (const p of people.slice(0, 3)) await plan(p, '2030-11-05', 'Rano');
    for (const p of people.slice(0, 2)) await plan(p, '2030-11-09', 'Rano');
    // A night from Wed 6 Nov 22:00 counts on the 6th, not on the 7th.
    await plan(people[3]!, '2030-11-06', 'Noc', '22:00', '06:00');

    const answer = await ok(coverage(tokens.admin, dept.id, '2030-11-04', '2030-11-10'));
    expect(answer.shift_types).toEqual(['Noc', 'Rano']);
    expect(answer.days).toHaveLength(14);
    const cell = (date: string, type: string) => answer.days.find((d: any) => d.date === date && d.shift_type === type);
    expect(cell('2030-11-04', 'Rano')).toEqual({
      date: '2030-11-04',
      shift_type: 'Rano',
      skill_id: null,
      skill_name: null,
      min: 2,
      ideal: 3,
      planned: 1,
      status: 'short',
      short_by: 1,
      over_by: 0,
      override: false,
    });
    expect(cell('2030-11-05', 'Rano')).toMatchObject({ planned: 3, status: 'met', short_by: 0 });
    expect(cell('2030-11-09', 'Rano')).toMatchObject({ min: 1, ideal: 1, planned: 2, status: 'over', over_by: 1 });
    expect(cell('2030-11-06', 'Noc')).toMatchObject({ planned: 1, status: 'met' });
    expect(cell('2030-11-07', 'Noc')).toMatchObject({ planned: 0, status: 'short', short_by: 1 });

    // An override wins over the weekday: a stock-take Tuesday needs 4.
    await ok(call(tokens.admin, '/staffing/overrides', {
      json: {
        department_id: dept.id,
        shift_type: 'Rano',
        start_date: '2030-11-05',
        end_date: '2030-11-05',
        min: 4,
        ideal: 4,
        note: 'Inwentaryzacja',
      },
    }));
    const after = await ok(coverage(tokens.admin, dept.id, '2030-11-05', '2030-11-05'));
    expect(after.days.find((d: any) => d.shift_type === 'Rano')).toMatchObject({
      min: 4,
      planned: 3,
      status: 'short',
      short_by: 1,
      override: true,
    });

    // Someone who leaves the department no longer counts after their last day.
    const outsider = await createUser(t, tokens.super);
    const other = await createDepartment(t, tokens.admin, org.poland.id);
    await hire(t, tokens.admin, { user_id: outsider.id, company_id: org.poland.id, department_id: other.id, start_date: '2030-01-01' });
    await plan(outsider.id, '2030-11-04', 'Rano');
    const still = await ok(coverage(tokens.admin, dept.id, '2030-11-04', '2030-11-04'));
    expect(still.days.find((d: any) => d.shift_type === 'Rano')).toMatchObject({ planned: 1 });
  });

  it('answers no shift types when nothing is needed, and refuses a bad range', async () => {
    const { dept } = await team(0);
    expect(await ok(coverage(tokens.admin, dept.id, '2030-11-01', '2030-11-30'))).toMatchObject({ shift_types: [], days: [] });
    // 62 days at most, both ends included.
    expect((await coverage(tokens.admin, dept.id, '2030-11-01', '2031-01-01')).status).toBe(200);
    expect((await coverage(tokens.admin, dept.id, '2030-11-01', '2031-01-02')).body.detail[0]).toMatchObject({ code: 'period.too_long' });
    expect((await coverage(tokens.admin, dept.id, '2030-11-02', '2030-11-01')).status).toBe(422);
    expect((await coverage(tokens.admin, dept.id, '2030-11-01', '2030-13-01')).status).toBe(422);
    expect((await ok(coverage(tokens.admin, dept.id, '2030-11-01', '2030-12-31'))).days).toEqual([]);
    expect((await coverage(tokens.user, dept.id, '2030-11-01', '2030-11-02')).status).toBe(403);
    expect((await coverage(tokens.admin, randomId(), '2030-11-01', '2030-11-02')).status).toBe(404);
  });
});

describe('gaps', () => {
  it("list today's and tomorrow's shortfalls of the departments one manages", async () => {
    const { dept, people } = await team(1);
    await ok(putNeeds(tokens.admin, dept.id, weekdays('Rano', 2, 2)));
    await plan(people[0]!, '2030-11-04', 'Rano');
    const answer = await ok(call(tokens.admin, '/staffing/gaps'));
    const mine = answer.data.filter((g: any) => g.department_id === dept.id);
    expect(mine).toEqual([
      {
        company_id: org.poland.id,
        department_id: dept.id,
        department_name: dept.name,
        date: '2030-11-04',
        shift_type: 'Rano',
        skill_id: null,
        skill_name: null,
        start: null,
        end: null,
        min: 2,
        planned: 1,
        short_by: 1,
      },
      {
        company_id: org.poland.id,
        department_id: dept.id,
        department_name: dept.name,
        date: '2030-11-05',
        shift_type: 'Rano',
        skill_id: null,
        skill_name: null,
        start: null,
        end: null,
        min: 2,
        planned: 0,
        short_by: 2,
      },
    ]);
    expect(answer.count).toBe(answer.data.length);
    // The superadmin sees them too; a user may not ask.
    expect((await ok(call(tokens.super, '/staffing/gaps'))).data.some((g: any) => g.department_id === dept.id)).toBe(true);
    expect((await call(tokens.user, '/staffing/gaps')).status).toBe(403);
    // Late in the evening the company's tomorrow is already the next date in UTC terms too.
    setLocalClock(t, '2030-11-05', '23:30');
    const later = (await ok(call(tokens.admin, '/staffing/gaps'))).data.filter((g: any) => g.department_id === dept.id);
    expect(later.map((g: any) => g.date)).toEqual(['2030-11-05', '2030-11-06']);
  });
});
