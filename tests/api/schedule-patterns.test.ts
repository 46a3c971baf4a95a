// Schedule patterns: GET /patterns/get, POST /patterns/create, GET /patterns/get/{id}, DELETE /patterns/delete/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { demoOrg, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, setClock, shiftsByDate } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
});
afterAll(() => t.close());

const PATTERN_KEYS = [
  'id',
  'name',
  'description',
  'cycle_length',
  'department_id',
  'department_name',
  'owner_id',
  'owner',
  'created_at',
  'shifts',
].sort();
const list = async (token = tokens.super, query = 'limit=1000') =>
  (await ok(t.call(ACME, `/api/v1/work-schedule/patterns/get?${query}`, { token }))) as { data: any[]; count: number };
const count = async () => (await list()).count;

describe('POST /work-schedule/patterns/create', () => {
  it('lets an admin create a shared pattern; it answers every field and the owner', async () => {
    const res = await t.call(ACME, '/api/v1/work-schedule/patterns/create', {
      token: tokens.admin,
      json: {
        name: '  Rotation A ',
        description: 'Two days, two nights',
        cycle_length: 8,
        shifts: [
          { type: 'Day', start: '07:00', end: '19:00', color: '#F59E0B', days: [1, 2] },
          { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(PATTERN_KEYS);
    expect(res.body).toMatchObject({
      name: 'Rotation A',
      description: 'Two days, two nights',
      cycle_length: 8,
      department_id: null,
      department_name: null,
      owner_id: ids.admin,
      owner: { id: ids.admin, email: 'admin@acme.test', full_name: 'Adam Kowalski' },
      shifts: [
        { type: 'Day', start: '07:00', end: '19:00', color: '#F59E0B', days: [1, 2] },
        { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
      ],
    });
    const again = await ok(t.call(ACME, `/api/v1/work-schedule/patterns/get/${res.body.id}`, { token: tokens.admin }));
    expect(again).toEqual(res.body);
  });

  it("lets an admin create a pattern for their company's department, not another company's (403), nor an unknown one (404)", async () => {
    const mine = await t.call(ACME, '/api/v1/work-schedule/patterns/create', {
      token: tokens.admin,
      json: { ...OFFICE, department_id: org.production.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ department_id: org.production.id, department_name: 'Produkcja' });
    const before = await count();
    const other = await t.call(ACME, '/api/v1/work-schedule/patterns/create', {
      token: tokens.admin,
      json: { ...OFFICE, department_id: org.assembly.id },
    });
    expect(other).toMatchObject({ status: 403, body: { detail: 'You are not employed in this company' } });
    const unknown = await t.call(ACME, '/api/v1/work-schedule/patterns/create', {
      token: tokens.super,
      json: { ...OFFICE, department_id: randomId() },
    });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Department not found' } });
    expect(await count()).toBe(before);
  });

  it('answers 422 with the place of each bad value and stores nothing', async () => {
    const before = await count();
    const shift = OFFICE.shifts[0]!;
    const cases: [Record<string, unknown>, (string | number)[], string?][] = [
      [{ ...OFFICE, shifts: [{ ...shift, days: [] }] }, ['shifts', 0, 'days'], 'Each shift must have at least one day.'],
      [{ ...OFFICE, shifts: [{ ...shift, days: [1, 9] }] }, ['shifts', 0, 'days', 1], 'Day 9 is outside the cycle (1-7).'],
      [
        { ...OFFICE, shifts: [shift, { ...shift, type: 'Late', days: [5, 6] }] },
        ['shifts', 1, 'days', 0],
        'Day 5 already has a shift (Office); two shifts never share a day.',
      ],
      [{ ...OFFICE, shifts: [{ ...shift, start: '25:00' }] }, ['shifts', 0, 'start']],
      [{ ...OFFICE, shifts: [{ ...shift, end: '24:00' }] }, ['shifts', 0, 'end']],
      [{ ...OFFICE, shifts: [{ ...shift, color: 'red' }] }, ['shifts', 0, 'color'], 'Colour must be #RRGGBB'],
      [{ ...OFFICE, name: ' ' }, ['name']],
      [{ cycle_length: 7, shifts: OFFICE.shifts }, ['name']],
      [{ ...OFFICE, cycle_length: 0 }, ['cycle_length']],
      [{ ...OFFICE, cycle_length: 367 }, ['cycle_length']],
      [{ ...OFFICE, shifts: [] }, ['shifts']],
      [{ ...OFFICE, department_id: 'produkcja' }, ['department_id']],
    ];
    for (const [json, loc, msg] of cases) {
      const res = await t.call(ACME, '/api/v1/work-schedule/patterns/create', { token: tokens.admin, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail.map((d: any) => d.loc)).toContainEqual(['body', ...loc]);
      if (msg) expect(res.body.detail.map((d: any) => d.msg)).toContain(msg);
    }
    expect(await count()).toBe(before);
  });
});

describe('GET /work-schedule/patterns/get and /patterns/get/{pattern_Id}', () => {
  it("shows an admin the shared patterns and their companies' ones, a superadmin all, with a count", async () => {
    const ukrainian = await createPattern(t, tokens.super, { ...OFFICE, name: 'Ukrainian nights', department_id: org.assembly.id });
    const everything = await list();
    expect(everything.data.map((p) => p.id)).toContain(ukrainian.id);
    expect(everything.count).toBe(everything.data.length);
    const admins = await list(tokens.admin);
    expect(admins.data.map((p) => p.id)).not.toContain(ukrainian.id);
    expect(
      admins.data.every((p) => p.department_id === null || p.department_id === org.production.id || p.department_id === org.warehouse.id),
    ).toBe(true);
    expect(admins.count).toBe(
      everything.count - everything.data.filter((p) => p.department_id === org.assembly.id || p.department_id === org.logistics.id).length,
    );
    const read = await t.call(ACME, `/api/v1/work-schedule/patterns/get/${ukrainian.id}`, { token: tokens.admin });
    expect(read).toMatchObject({ status: 403, body: { detail: "This pattern belongs to another company's department" } });
  });

  it('filters by department and pages by name', async () => {
    const production = await list(tokens.super, `department_id=${org.production.id}`);
    expect(production.data.length).toBeGreaterThan(0);
    expect(production.data.every((p) => p.department_id === org.production.id)).toBe(true);
    const page = await list(tokens.super, 'skip=1&limit=2');
    const all = await list();
    expect(page.data.map((p) => p.id)).toEqual(all.data.slice(1, 3).map((p) => p.id));
    expect(page.count).toBe(all.count);
    const names = all.data.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const query of ['skip=-1', 'limit=0', 'limit=1001', 'department_id=x']) {
      const res = await t.call(ACME, `/api/v1/work-schedule/patterns/get?${query}`, { token: tokens.super });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', query.split('=')[0]]);
    }
  });

  it('answers 404 for an unknown or another tenant’s pattern, 422 for a malformed id, 403 to users, 401 anonymous', async () => {
    const theirs = await ok(t.call(GLOBEX, '/api/v1/work-schedule/patterns/create', { token: tokens.globex, json: OFFICE }));
    expect((await t.call(GLOBEX, `/api/v1/work-schedule/patterns/get/${theirs.id}`, { token: tokens.globex })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/work-schedule/patterns/get/${theirs.id}`, { token: tokens.super })).status).toBe(404);
    expect((await list()).data.map((p) => p.id)).not.toContain(theirs.id);
    expect((await t.call(ACME, `/api/v1/work-schedule/patterns/get/${randomId()}`, { token: tokens.admin })).status).toBe(404);
    const malformed = await t.call(ACME, '/api/v1/work-schedule/patterns/get/42', { token: tokens.admin });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(['path', 'pattern_Id']);
  });
});

describe('DELETE /work-schedule/patterns/delete/{pattern_Id}', () => {
  const del = (id: string, token?: string) => t.call(ACME, `/api/v1/work-schedule/patterns/delete/${id}`, { method: 'DELETE', token });

  it("lets an admin delete their companies' patterns and their own shared ones; the shifts it planned stay", async () => {
    setClock(t, '2031-05-20T10:00:00Z');
    try {
      const pattern = await createPattern(t, tokens.admin, { ...OFFICE, department_id: org.production.id });
      const applied = await apply(t, tokens.admin, { pattern_id: pattern.id, user_ids: [ids.user], start_month: '2031-06' });
      expect(applied.body.created).toBeGreaterThan(0);
      expect(await del(pattern.id, tokens.admin)).toMatchObject({ status: 200, body: { message: 'Pattern deleted successfully' } });
      expect((await t.call(ACME, `/api/v1/work-schedule/patterns/get/${pattern.id}`, { token: tokens.admin })).status).toBe(404);
      expect((await del(pattern.id, tokens.admin)).status).toBe(404);
      const june = await shiftsByDate(t, tokens.admin, ids.user, '2031-06-01', '2031-06-30');
      expect(june.size).toBe(applied.body.created);
      expect([...june.values()].every((s) => s.pattern_id === null)).toBe(true);
      const own = await createPattern(t, tokens.admin);
      expect((await del(own.id, tokens.admin)).status).toBe(200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it("refuses an admin another company's pattern and a shared pattern of someone else (403)", async () => {
    const ukrainian = await createPattern(t, tokens.super, { ...OFFICE, department_id: org.logistics.id });
    const shared = await createPattern(t, tokens.super);
    expect(await del(ukrainian.id, tokens.admin)).toMatchObject({
      status: 403,
      body: { detail: "This pattern belongs to another company's department" },
    });
    expect(await del(shared.id, tokens.admin)).toMatchObject({
      status: 403,
      body: { detail: 'Only its owner or a superadmin can delete a pattern shared by every department' },
    });
    expect((await t.call(ACME, `/api/v1/work-schedule/patterns/get/${shared.id}`, { token: tokens.super })).status).toBe(200);
    expect((await del(shared.id, tokens.super)).status).toBe(200);
    expect((await del(ukrainian.id, tokens.super)).status).toBe(200);
    expect((await del(randomId(), tokens.super)).status).toBe(404);
  });
});
