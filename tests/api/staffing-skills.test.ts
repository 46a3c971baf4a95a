// Staffing needs per skill and the candidates for a gap (docs/staffing.md "Needs per skill",
// "Candidates"): "night: 2 people, at least 1 with UDT", counted on the holdings valid that day,
// and who of a department can fill a gap. Outsiders' refusals are the isolation table's.
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
const coverage = (departmentId: string, start: string, end: string) =>
  ok(call(tokens.admin, `/staffing/coverage?department_id=${departmentId}&start=${start}&end=${end}`));
const plan = (userId: string, date: string, type: string, start = '22:00', end = '06:00') =>
  ok(call(tokens.admin, '/work-schedule/plan', { json: { user_id: userId, date, type, start, end, color: '#2563eb' } }));
const candidates = (token: string, query: Record<string, string>, host = ACME) =>
  call(token, `/staffing/candidates?${new URLSearchParams(query)}`, {}, host);
const week = (shift_type: string, min: number, ideal: number, skill_id: string | null = null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ shift_type, skill_id, weekday, min, ideal }));

let counter = 0;
const addSkill = async (token = tokens.admin, host = ACME) =>
  ok(call(token, '/skills', { json: { name: `UDT ${Date.now().toString(36)}-${++counter}` } }, host), 201) as Promise<{
    id: string;
    name: string;
  }>;
const grant = (userId: string, skillId: string, validUntil: string | null = null) =>
  ok(call(tokens.admin, `/users/${userId}/skills`, { method: 'PUT', json: { skills: [{ skill_id: skillId, valid_until: validUntil }] } }));

const emails = new Map<string, string>();

/** A new department of the Polish company with `n` employees (role user). */
async function team(n: number) {
  const dept = await createDepartment(t, tokens.admin, org.poland.id);
  const people: string[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super, { full_name: `Osoba ${i + 1}` });
    emails.set(person.id, person.email);
    await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id, start_date: '2030-01-01' });
    people.push(person.id);
  }
  return { dept, people };
}

describe('needs per skill', () => {
  it('keep one row without a skill and one per skill, read back with the catalogue', async () => {
    const { dept } = await team(0);
    const udt = await addSkill();
    const stored = await ok(putNeeds(tokens.admin, dept.id, [...week('Noc', 2, 3), ...week('Noc', 1, 1, udt.id)]));
    expect(stored.needs).toHaveLength(14);
    expect(stored.needs.filter((n: any) => n.skill_id === udt.id)).toHaveLength(7);
    expect(stored.needs[0]).toEqual({ shift_type: 'Noc', skill_id: null, weekday: 1, min: 2, ideal: 3 });
    expect(stored.skills).toContainEqual({ id: udt.id, name: udt.name });
    // The same skill twice on a weekday is refused; nothing stored.
    const twice = await putNeeds(tokens.admin, dept.id, [...week('Noc', 1, 1, udt.id), {
      shift_type: 'Noc',
      skill_id: udt.id,
      weekday: 1,
      min: 2,
      ideal: 2,
    }]);
    expect(twice.body.detail[0]).toMatchObject({ loc: ['body', 'needs', 7], code: 'staffing.need_twice' });
    expect((await ok(call(tokens.admin, `/staffing/needs?department_id=${dept.id}`))).needs).toHaveLength(14);
  });

  it('refuse an unknown skill and another tenant’s skill with 422 and store nothing', async () => {
    const { dept } = await team(0);
    await ok(putNeeds(tokens.admin, dept.id, week('Noc', 1, 1)));
    const theirs = await addSkill(tokens.globex, GLOBEX);
    for (const skillId of [randomId(), theirs.id]) {
      const res = await putNeeds(tokens.admin, dept.id, [...week('Noc', 1, 1), {
        shift_type: 'Noc',
        skill_id: skillId,
        weekday: 2,
        min: 1,
        ideal: 1,
      }]);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'needs', 7, 'skill_id'], code: 'staffing.skill_unknown' });
      const override = await call(tokens.admin, '/staffing/overrides', {
        json: {
          department_id: dept.id,
          shift_type: 'Noc',
          skill_id: skillId,
          start_date: '2030-11-05',
          end_date: '2030-11-05',
          min: 1,
          ideal: 1,
        },
      });
      expect(override.status).toBe(422);
      expect(override.body.detail[0]).toMatchObject({ loc: ['body', 'skill_id'], code: 'staffing.skill_unknown' });
    }
    expect((await putNeeds(tokens.admin, dept.id, [{ shift_type: 'Noc', skill_id: 'nope', weekday: 1, min: 1, ideal: 1 }])).status).toBe(
      422,
    );
    expect((await ok(call(tokens.admin, `/staffing/needs?department_id=${dept.id}`))).needs).toEqual(week('Noc', 1, 1));
    expect((await ok(call(tokens.admin, `/staffing/overrides?department_id=${dept.id}`))).count).toBe(0);
    // Users may not set them at all.
    const udt = await addSkill();
    expect((await putNeeds(tokens.user, dept.id, week('Noc', 1, 1, udt.id))).status).toBe(403);
  });

  it('count only the people planned who hold the skill valid on the date; a skill line is never over', async () => {
    const { dept, people } = await team(3);
    const udt = await addSkill();
    await ok(putNeeds(tokens.super, dept.id, [...week('Noc', 2, 2), ...week('Noc', 1, 1, udt.id)]));
    // people[0] holds UDT until Tuesday 5 November; people[1] without an end; people[2] not at all.
    await grant(people[0]!, udt.id, '2030-11-05');
    await grant(people[1]!, udt.id);
    for (const date of ['2030-11-04', '2030-11-06']) {
      await plan(people[0]!, date, 'Noc');
      await plan(people[2]!, date, 'Noc');
    }
    await plan(people[1]!, '2030-11-07', 'Noc');
    await plan(people[0]!, '2030-11-07', 'Noc');

    const answer = await coverage(dept.id, '2030-11-04', '2030-11-07');
    expect(answer.shift_types).toEqual(['Noc']);
    const line = (date: string, skill: string | null) => answer.days.find((d: any) => d.date === date && d.skill_id === skill);
    // The type's own line first, then the skill's.
    expect(answer.days.slice(0, 2).map((d: any) => d.skill_id)).toEqual([null, udt.id]);
    expect(line('2030-11-04', udt.id)).toEqual({
      date: '2030-11-04',
      shift_type: 'Noc',
      skill_id: udt.id,
      skill_name: udt.name,
      min: 1,
      ideal: 1,
      planned: 1,
      status: 'met',
      short_by: 0,
      over_by: 0,
      override: false,
    });
    expect(line('2030-11-04', null)).toMatchObject({ skill_name: null, planned: 2, status: 'met' });
    // Expired after the 5th: two planned, none qualified.
    expect(line('2030-11-06', null)).toMatchObject({ planned: 2, status: 'met' });
    expect(line('2030-11-06', udt.id)).toMatchObject({ planned: 0, status: 'short', short_by: 1 });
    expect(line('2030-11-05', udt.id)).toMatchObject({ planned: 0, status: 'short', short_by: 1 });
    // Two qualified on the 7th, one needed: met, not over.
    expect(line('2030-11-07', udt.id)).toMatchObject({ planned: 1, status: 'met', over_by: 0 });

    // A skill's override: two with UDT on the 4th.
    const override = await ok(call(tokens.admin, '/staffing/overrides', {
      json: {
        department_id: dept.id,
        shift_type: 'Noc',
        skill_id: udt.id,
        start_date: '2030-11-04',
        end_date: '2030-11-04',
        min: 2,
        ideal: 2,
      },
    }));
    expect(override).toMatchObject({ skill_id: udt.id, skill_name: udt.name });
    const after = await coverage(dept.id, '2030-11-04', '2030-11-04');
    expect(after.days.find((d: any) => d.skill_id === udt.id)).toMatchObject({ min: 2, planned: 1, short_by: 1, override: true });
    expect(after.days.find((d: any) => d.skill_id === null)).toMatchObject({ min: 2, override: false });

    // Today's gaps name the skill; no pattern gives their times.
    const gaps = (await ok(call(tokens.admin, '/staffing/gaps'))).data.filter((g: any) => g.department_id === dept.id);
    expect(gaps.map((g: any) => [g.date, g.skill_name, g.short_by])).toEqual([
      ['2030-11-04', udt.name, 1],
      ['2030-11-05', null, 2],
      ['2030-11-05', udt.name, 1],
    ]);
    expect(gaps[0]).toMatchObject({ start: null, end: null });

    // Deleting the skill deletes its needs and overrides.
    await ok(call(tokens.admin, `/skills/${udt.id}`, { method: 'DELETE' }));
    expect((await ok(call(tokens.admin, `/staffing/needs?department_id=${dept.id}`))).needs).toEqual(week('Noc', 2, 2));
    expect((await ok(call(tokens.admin, `/staffing/overrides?department_id=${dept.id}`))).count).toBe(0);
  });
});

describe('candidates', () => {
  it('are the available, qualified people of the department not planned that day', async () => {
    const { dept, people } = await team(5);
    const [planned, qualified, unqualified, away, expired] = people as [string, string, string, string, string];
    const udt = await addSkill();
    await createPattern(t, tokens.admin, {
      name: 'Noce',
      cycle_length: 7,
      department_id: dept.id,
      shifts: [{ type: 'Noc', start: '22:00', end: '06:00', color: '#1e3a8a', days: [1, 2, 3, 4, 5] }],
    });
    for (const id of [planned, qualified, away]) await grant(id, udt.id);
    await grant(expired, udt.id, '2030-11-05');
    await plan(planned, '2030-11-06', 'Noc');
    // `away` is unavailable that day (an approved exception); `unqualified` holds nothing.
    const dayOff = { start_date: '2030-11-06', end_date: '2030-11-06', kind: 'unavailable', reason: 'Urlop' };
    await ok(call(tokens.admin, `/availability/users/${away}/exceptions`, { json: dayOff }));
    // `qualified` asks for the day off too, but the company approves changes: pending, it does not count.
    const settings = `/availability/companies/${org.poland.id}/settings`;
    await ok(call(tokens.super, settings, { method: 'PUT', json: { approval: 'admin' } }));
    try {
      const own = await t.login(emails.get(qualified)!, ACME, 'person-pass');
      const asked = await ok(call(own, `/availability/users/${qualified}/exceptions`, { json: dayOff }));
      expect(asked.status).toBe('pending');
    } finally {
      await ok(call(tokens.super, settings, { method: 'PUT', json: { approval: 'immediate' } }));
    }

    const query = { department_id: dept.id, date: '2030-11-06', shift_type: 'Noc' };
    const withSkill = await ok(candidates(tokens.admin, { ...query, skill_id: udt.id }));
    expect(withSkill).toMatchObject({ skill_id: udt.id, skill_name: udt.name, start: '22:00', end: '06:00', count: 1 });
    expect(withSkill.data).toEqual([{ user_id: qualified, full_name: 'Osoba 2', skill_valid_until: null }]);
    const anyone = await ok(candidates(tokens.super, query));
    expect(anyone.data.map((c: any) => c.user_id)).toEqual([qualified, unqualified, expired]);
    expect(anyone).toMatchObject({ skill_id: null, skill_name: null });
    // A gap carries the pattern's times (for an open shift's form).
    await ok(putNeeds(tokens.admin, dept.id, week('Noc', 3, 3)));
    setLocalClock(t, '2030-11-06', '10:00');
    const gap = (await ok(call(tokens.admin, '/staffing/gaps'))).data.find((g: any) => g.department_id === dept.id);
    expect(gap).toMatchObject({ date: '2030-11-06', shift_type: 'Noc', start: '22:00', end: '06:00', planned: 1, short_by: 2 });
    // A type no pattern knows: the day's availability decides.
    expect((await ok(candidates(tokens.admin, { ...query, shift_type: 'Inwentaryzacja' }))).start).toBeNull();

    // Roles, bad input, unknown ids.
    expect((await candidates(tokens.user, query)).status).toBe(403);
    expect((await call(undefined, `/staffing/candidates?${new URLSearchParams(query)}`)).status).toBe(401);
    expect((await candidates(tokens.admin, { ...query, date: '2030-02-30' })).status).toBe(422);
    expect((await candidates(tokens.admin, { ...query, shift_type: ' ' })).status).toBe(422);
    expect((await candidates(tokens.admin, { department_id: dept.id, date: '2030-11-06' })).status).toBe(422);
    const unknownSkill = await candidates(tokens.admin, { ...query, skill_id: randomId() });
    expect(unknownSkill.body.detail[0]).toMatchObject({ loc: ['query', 'skill_id'], code: 'staffing.skill_unknown' });
    const theirs = await addSkill(tokens.globex, GLOBEX);
    expect((await candidates(tokens.admin, { ...query, skill_id: theirs.id })).status).toBe(422);
    expect((await candidates(tokens.admin, { ...query, department_id: randomId() })).status).toBe(404);
    expect((await candidates(tokens.globex, query, GLOBEX)).status).toBe(404);
  });
});
