// Availability and preferences (docs/availability.md): a person's weekly versions, exceptions and
// preferences; approval of changes; the department view; the company settings; and the plan check.
// Outsiders' refusals are the isolation table's (support/isolation-table.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityConflicts } from '../../worker/features/availability/public';
import { zonedToUtc } from '../../worker/lib/time';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { EVENINGS, eveningWeek } from './support/availability';
import { createCompany, createDepartment, createUser, hire, ok, randomId, signIn, type Tokens } from './support/org';
import { acmeDb, createScheduleApp, setClock, shiftsByDate } from './support/schedule';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

const v1 = (path: string) => `/api/v1/availability${path}`;
const codes = (body: any) => (body.detail as { code?: string }[]).map((d) => d.code);
// 2030-11-04 is a Monday.
const MON = '2030-11-04';

async function tokenOf(userId: string) {
  const user = await ok(t.call(ACME, `/api/v1/users/${userId}`, { token: tokens.super }));
  return t.login(user.email, ACME, 'person-pass');
}

/** A fresh company with a department, `n` employees and an admin employed there. */
async function company(n = 1) {
  const c = await createCompany(t, tokens.super);
  const dept = await createDepartment(t, tokens.super, c.id);
  const people: { id: string; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const person = await createUser(t, tokens.super, { full_name: `Osoba ${i + 1}` });
    await hire(t, tokens.super, { user_id: person.id, company_id: c.id, department_id: dept.id });
    people.push({ id: person.id, token: await tokenOf(person.id) });
  }
  const admin = await createUser(t, tokens.super, { role: 'admin' });
  await hire(t, tokens.super, { user_id: admin.id, company_id: c.id, department_id: dept.id });
  return { company: c, dept, people, admin: { id: admin.id, token: await tokenOf(admin.id) } };
}

describe('a person’s availability', () => {
  it('starts empty: no versions, no exceptions, no preferences, changes immediate', async () => {
    const { people } = await company();
    const body = await ok(t.call(ACME, v1(`/users/${people[0]!.id}`), { token: people[0]!.token }));
    expect(body).toEqual({
      user_id: people[0]!.id,
      versions: [],
      exceptions: [],
      preferences: { shift_types: {}, weekends_off: false, shifts_per_week: null, hours_per_week: null },
      pending: [],
      approval: 'immediate',
    });
  });

  it('stores a weekly version, replaces one of the same date, and keeps later ones apart', async () => {
    const { people } = await company();
    const me = people[0]!;
    const put = (json: unknown) => t.call(ACME, v1(`/users/${me.id}/weekly`), { method: 'PUT', token: me.token, json });
    const first = await ok(put(eveningWeek('2030-10-01')));
    expect(first.status).toBe('applied');
    expect(first.availability.versions).toHaveLength(1);
    expect(first.availability.versions[0].days['1']).toEqual(EVENINGS);
    expect(first.availability.versions[0].days['6']).toEqual({ mode: 'all', windows: [] });
    const semester = eveningWeek('2031-02-15');
    semester.days['3'] = { mode: 'none', windows: [] };
    await ok(put(semester));
    const again = await ok(put({ ...eveningWeek('2030-10-01'), days: { ...eveningWeek('2030-10-01').days, '2': { mode: 'none' } } }));
    expect(again.availability.versions.map((v: any) => v.valid_from)).toEqual(['2030-10-01', '2031-02-15']);
    expect(again.availability.versions[0].days['2']).toEqual({ mode: 'none', windows: [] });
  });

  it('refuses bad weeks with 422 and a code, storing nothing', async () => {
    const { people } = await company();
    const me = people[0]!;
    const put = (json: unknown) => t.call(ACME, v1(`/users/${me.id}/weekly`), { method: 'PUT', token: me.token, json });
    const week = eveningWeek('2030-10-01');
    const bad = (day: unknown) => ({ ...week, days: { ...week.days, '1': day } });
    const cases: [unknown, string][] = [
      [bad({ mode: 'windows', windows: [] }), 'availability.no_windows'],
      [
        bad({ mode: 'windows', windows: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '13:00' }] }),
        'availability.windows_overlap',
      ],
      [
        bad({ mode: 'windows', windows: ['01', '04', '07', '10', '13'].map((h) => ({ start: `${h}:00`, end: `${h}:30` })) }),
        'availability.too_many_windows',
      ],
      [bad({ mode: 'windows', windows: [{ start: '10:00', end: '10:00' }] }), 'availability.window_time'],
      [bad({ mode: 'windows', windows: [{ start: '24:00', end: '10:00' }] }), 'time.format'],
      [{ ...week, valid_from: '2030-02-30' }, 'date.format'],
    ];
    for (const [json, code] of cases) {
      const res = await put(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(codes(res.body)).toContain(code);
    }
    expect((await put({ valid_from: '2030-10-01' })).status).toBe(422);
    expect((await put({ ...week, days: { ...week.days, '8': week.days['1'] } })).status).toBe(422);
    expect((await ok(t.call(ACME, v1(`/users/${me.id}`), { token: me.token }))).versions).toEqual([]);
  });

  it('adds and removes exceptions; refuses bad ones', async () => {
    const { people, admin } = await company();
    const me = people[0]!;
    const add = (json: unknown, token = me.token) => t.call(ACME, v1(`/users/${me.id}/exceptions`), { method: 'POST', token, json });
    const added = await ok(add({ start_date: '2030-11-10', end_date: '2030-11-12', kind: 'unavailable', reason: '  Sesja  ' }));
    expect(added.availability.exceptions).toEqual([
      { id: expect.any(String), start_date: '2030-11-10', end_date: '2030-11-12', kind: 'unavailable', windows: [], reason: 'Sesja' },
    ]);
    const windows = await ok(
      add({ start_date: MON, end_date: MON, kind: 'windows', windows: [{ start: '06:00', end: '10:00' }] }, admin.token),
    );
    expect(windows.availability.exceptions).toHaveLength(2);
    for (
      const [json, code] of [
        [{ start_date: '2030-11-12', end_date: '2030-11-10', kind: 'unavailable' }, 'period.end_before_start'],
        [{ start_date: '2030-11-10', end_date: '2032-11-10', kind: 'unavailable' }, 'availability.range_too_long'],
        [{ start_date: MON, end_date: MON, kind: 'windows', windows: [] }, 'availability.no_windows'],
        [{ start_date: MON, end_date: MON, kind: 'unavailable', reason: 'x'.repeat(201) }, 'availability.reason_too_long'],
      ] as const
    ) {
      const res = await add(json);
      expect(res.status).toBe(422);
      expect(codes(res.body)).toContain(code);
    }
    expect((await add({ start_date: MON, end_date: MON, kind: 'sometimes' })).status).toBe(422);
    const id = added.availability.exceptions[0].id;
    const removed = await ok(t.call(ACME, v1(`/exceptions/${id}`), { method: 'DELETE', token: me.token }));
    expect(removed.availability.exceptions.map((e: any) => e.id)).not.toContain(id);
    expect((await t.call(ACME, v1(`/exceptions/${id}`), { method: 'DELETE', token: me.token })).status).toBe(404);
    expect((await t.call(ACME, v1(`/exceptions/${randomId()}`), { method: 'DELETE', token: tokens.super })).status).toBe(404);
    expect((await t.call(ACME, v1('/exceptions/not-an-id'), { method: 'DELETE', token: tokens.super })).status).toBe(422);
  });

  it('stores preferences; a wish is shifts or hours, within bounds', async () => {
    const { people } = await company();
    const me = people[0]!;
    const put = (json: unknown) => t.call(ACME, v1(`/users/${me.id}/preferences`), { method: 'PUT', token: me.token, json });
    const body = await ok(put({ shift_types: { Rano: 'avoid', Wieczór: 'prefer' }, weekends_off: true, hours_per_week: 20 }));
    expect(body.availability.preferences).toEqual({
      shift_types: { Rano: 'avoid', Wieczór: 'prefer' },
      weekends_off: true,
      shifts_per_week: null,
      hours_per_week: 20,
    });
    for (
      const [json, code] of [
        [{ hours_per_week: 61 }, 'availability.wish_range'],
        [{ shifts_per_week: 0 }, 'availability.wish_range'],
        [{ shifts_per_week: 3, hours_per_week: 20 }, 'availability.wish_one'],
      ] as const
    ) {
      const res = await put(json);
      expect(res.status).toBe(422);
      expect(codes(res.body)).toContain(code);
    }
    expect((await put({ shift_types: { Rano: 'maybe' } })).status).toBe(422);
    expect((await ok(t.call(ACME, v1(`/users/${me.id}`), { token: me.token }))).preferences.hours_per_week).toBe(20);
  });

  it("keeps wished hours within the contract's working time (40 h a week times the FTE)", async () => {
    const { company: c, people } = await company();
    const me = people[0]!;
    const put = (json: unknown) => t.call(ACME, v1(`/users/${me.id}/preferences`), { method: 'PUT', token: me.token, json });
    expect((await ok(put({ hours_per_week: 40 }))).availability.preferences.hours_per_week).toBe(40);
    const over = await put({ hours_per_week: 41 });
    expect(over.status).toBe(422);
    expect(over.body.detail).toMatchObject([{ loc: ['body', 'hours_per_week'], code: 'availability.wish_over_contract' }]);
    expect(over.body.detail[0].msg).toContain('At most 40 hours');
    // Half time: at most 20 hours; nothing stored when refused.
    const { employment_records: [record] } = await ok(t.call(ACME, `/api/v1/employees/${me.id}`, { token: tokens.super }));
    expect(record.company_id).toBe(c.id);
    await ok(t.call(ACME, `/api/v1/employees/${record.id}`, { method: 'PATCH', token: tokens.super, json: { fte: 0.5 } }));
    expect((await put({ hours_per_week: 30 })).body.detail[0]).toMatchObject({
      code: 'availability.wish_over_contract',
      msg: expect.stringContaining('At most 20 hours'),
    });
    expect((await ok(t.call(ACME, v1(`/users/${me.id}`), { token: me.token }))).preferences.hours_per_week).toBe(40);
    expect((await ok(put({ hours_per_week: 20 }))).availability.preferences.hours_per_week).toBe(20);
  });

  it('answers 404 for unknown people and another tenant’s', async () => {
    expect((await t.call(ACME, v1(`/users/${randomId()}`), { token: tokens.super })).status).toBe(404);
    const { people } = await company();
    expect((await t.call(GLOBEX, v1(`/users/${people[0]!.id}`), { token: tokens.globex })).status).toBe(404);
    expect((await t.call(ACME, v1('/users/nope'), { token: tokens.super })).status).toBe(422);
  });
});

describe('approval by an admin', () => {
  it('keeps a person’s own change pending, tells the admins, and writes it when approved', async () => {
    const { company: c, people, admin } = await company();
    const me = people[0]!;
    await ok(t.call(ACME, v1(`/companies/${c.id}/settings`), { method: 'PUT', token: admin.token, json: { approval: 'admin' } }));
    const res = await ok(t.call(ACME, v1(`/users/${me.id}/weekly`), { method: 'PUT', token: me.token, json: eveningWeek('2030-11-01') }));
    expect(res.status).toBe('pending');
    expect(res.availability.versions).toEqual([]);
    expect(res.availability.approval).toBe('admin');
    expect(res.availability.pending).toMatchObject([{ id: res.change_id, kind: 'version', status: 'pending' }]);
    const notes = await ok(t.call(ACME, '/api/v1/notifications/get?limit=100', { token: admin.token }));
    expect(notes.data.some((n: any) => n.kind === 'availability_pending' && n.data.change_id === res.change_id)).toBe(true);
    const list = await ok(t.call(ACME, v1('/pending'), { token: admin.token }));
    expect(list.data.map((c: any) => c.id)).toContain(res.change_id);
    // The user role cannot list or decide.
    expect((await t.call(ACME, v1('/pending'), { token: me.token })).status).toBe(403);
    expect((await t.call(ACME, v1(`/pending/${res.change_id}/approve`), { method: 'POST', token: me.token })).status).toBe(403);
    const approved = await ok(t.call(ACME, v1(`/pending/${res.change_id}/approve`), { method: 'POST', token: admin.token }));
    expect(approved.versions).toHaveLength(1);
    expect(approved.pending).toEqual([]);
    expect((await t.call(ACME, v1(`/pending/${res.change_id}/reject`), { method: 'POST', token: admin.token })).status).toBe(409);
    expect((await t.call(ACME, v1(`/pending/${randomId()}/approve`), { method: 'POST', token: admin.token })).status).toBe(404);
    const mine = await ok(t.call(ACME, '/api/v1/notifications/get?limit=100', { token: me.token }));
    expect(mine.data.some((n: any) => n.kind === 'availability_approved')).toBe(true);
    // An admin's change for the person takes effect at once.
    const direct = await ok(
      t.call(ACME, v1(`/users/${me.id}/preferences`), { method: 'PUT', token: admin.token, json: { weekends_off: true } }),
    );
    expect(direct.status).toBe('applied');
  });

  it('a rejected change writes nothing', async () => {
    const { company: c, people, admin } = await company();
    const me = people[0]!;
    await ok(t.call(ACME, v1(`/companies/${c.id}/settings`), { method: 'PUT', token: admin.token, json: { approval: 'admin' } }));
    const res = await ok(
      t.call(ACME, v1(`/users/${me.id}/exceptions`), {
        method: 'POST',
        token: me.token,
        json: { start_date: MON, end_date: MON, kind: 'unavailable' },
      }),
    );
    const rejected = await ok(t.call(ACME, v1(`/pending/${res.change_id}/reject`), { method: 'POST', token: admin.token }));
    expect(rejected.exceptions).toEqual([]);
    expect(rejected.pending).toEqual([]);
  });
});

describe('settings', () => {
  it('default immediate and warn; admins change them; bad values are 422', async () => {
    const { company: c, admin } = await company();
    const path = v1(`/companies/${c.id}/settings`);
    expect(await ok(t.call(ACME, path, { token: admin.token }))).toEqual({
      company_id: c.id,
      approval: 'immediate',
      conflicts: 'warn',
      updated_at: null,
    });
    const changed = await ok(t.call(ACME, path, { method: 'PUT', token: admin.token, json: { conflicts: 'block' } }));
    expect(changed).toMatchObject({ approval: 'immediate', conflicts: 'block' });
    expect((await t.call(ACME, path, { method: 'PUT', token: admin.token, json: { conflicts: 'maybe' } })).status).toBe(422);
    expect((await t.call(ACME, path, { method: 'PUT', token: admin.token, json: { other: 1 } })).status).toBe(422);
    expect((await t.call(ACME, v1(`/companies/${randomId()}/settings`), { token: tokens.super })).status).toBe(404);
  });
});

describe('department view', () => {
  it('answers each person’s day and whether a shift fits, by name', async () => {
    const { dept, people, admin } = await company(2);
    const [student, other] = people as [{ id: string; token: string }, { id: string; token: string }];
    await ok(t.call(ACME, v1(`/users/${student.id}/weekly`), { method: 'PUT', token: student.token, json: eveningWeek('2030-10-01') }));
    await ok(
      t.call(ACME, v1(`/users/${student.id}/preferences`), {
        method: 'PUT',
        token: student.token,
        json: { shift_types: { Rano: 'avoid' } },
      }),
    );
    const path = v1(`/departments/${dept.id}?date=${MON}&start=06:00&end=14:00&shift_type=Rano`);
    const body = await ok(t.call(ACME, path, { token: admin.token }));
    const byId = new Map(body.data.map((p: any) => [p.user_id, p]));
    expect(body.count).toBe(3);
    expect(byId.get(student.id)).toMatchObject({
      source: 'weekly',
      day: EVENINGS,
      fits: false,
      conflict: { code: 'availability.outside_window', params: { window: '17:00–22:00' } },
      preference: 'avoid',
    });
    expect(byId.get(other.id)).toMatchObject({ source: 'default', fits: true, conflict: null, preference: null });
    const evening = await ok(t.call(ACME, v1(`/departments/${dept.id}?date=${MON}&start=17:00&end=22:00`), { token: admin.token }));
    expect(evening.data.every((p: any) => p.fits)).toBe(true);
    const plain = await ok(t.call(ACME, v1(`/departments/${dept.id}?date=${MON}`), { token: admin.token }));
    expect(plain.data.every((p: any) => p.fits === null)).toBe(true);
    expect((await t.call(ACME, v1(`/departments/${dept.id}?date=${MON}&start=06:00`), { token: admin.token })).status).toBe(422);
    expect((await t.call(ACME, v1(`/departments/${dept.id}`), { token: admin.token })).status).toBe(422);
    expect((await t.call(ACME, v1(`/departments/${randomId()}?date=${MON}`), { token: admin.token })).status).toBe(404);
    expect((await t.call(ACME, path, { token: student.token })).status).toBe(403);
  });
});

describe('the plan check', () => {
  it('reports a morning against evening windows; blocking follows the company setting', async () => {
    const { company: c, people, admin } = await company();
    const me = people[0]!;
    await ok(t.call(ACME, v1(`/users/${me.id}/weekly`), { method: 'PUT', token: me.token, json: eveningWeek('2030-10-01') }));
    const db = await acmeDb(t);
    const shift = (start: string, end: string) => ({
      userId: me.id,
      companyId: c.id,
      date: MON,
      type: null,
      startsAt: zonedToUtc(MON, start, 'Europe/Warsaw'),
      endsAt: zonedToUtc(MON, end, 'Europe/Warsaw'),
    });
    const check = () =>
      availabilityConflicts(db, { companyId: c.id, shifts: [shift('06:00', '14:00'), shift('17:00', '22:00')], now: new Date() });
    expect(await check()).toEqual([
      {
        kind: 'availability',
        user_id: me.id,
        date: MON,
        code: 'availability.outside_window',
        params: { window: '17:00–22:00' },
        blocking: false,
      },
    ]);
    await ok(t.call(ACME, v1(`/companies/${c.id}/settings`), { method: 'PUT', token: admin.token, json: { conflicts: 'block' } }));
    expect((await check())[0]!.blocking).toBe(true);
    expect(await availabilityConflicts(db, { companyId: c.id, shifts: [], now: new Date() })).toEqual([]);
  });
});

describe('planning against availability', () => {
  const MORNING = { type: 'Rano', start: '06:00', end: '14:00', color: '#f59e0b' };
  it('a plan edit answers the conflict (warn), and is refused with nothing stored (block)', async () => {
    const { company: c, people, admin } = await company(2);
    const [student, other] = people as [{ id: string; token: string }, { id: string; token: string }];
    for (const p of [student, other]) {
      await ok(t.call(ACME, v1(`/users/${p.id}/weekly`), { method: 'PUT', token: p.token, json: eveningWeek('2030-10-01') }));
    }
    const planned = await ok(
      t.call(ACME, '/api/v1/work-schedule/plan', { token: admin.token, json: { user_id: student.id, date: MON, ...MORNING } }),
    );
    expect(planned.conflicts).toEqual([
      {
        kind: 'availability',
        user_id: student.id,
        date: MON,
        code: 'availability.outside_window',
        params: { window: '17:00–22:00' },
        blocking: false,
      },
    ]);
    await ok(t.call(ACME, v1(`/companies/${c.id}/settings`), { method: 'PUT', token: admin.token, json: { conflicts: 'block' } }));
    const refused = await t.call(ACME, '/api/v1/work-schedule/plan', {
      token: admin.token,
      json: { user_id: other.id, date: MON, ...MORNING },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('plan.conflicts');
    expect(refused.body.conflicts).toMatchObject([{ user_id: other.id, code: 'availability.outside_window', blocking: true }]);
    expect((await shiftsByDate(t, admin.token, other.id, MON, MON)).get(MON)?.type ?? null).not.toBe('Rano');
  });
});

describe('approvals in the shift market against availability', () => {
  const MORNING = { type: 'Rano', start: '06:00', end: '14:00' };
  const post = (token: string, path: string, json: unknown = {}) => t.call(ACME, `/api/v1${path}`, { token, json });
  const outsideEvenings = (userId: string, date: string, blocking: boolean) => ({
    kind: 'availability',
    user_id: userId,
    date,
    code: 'availability.outside_window',
    params: { window: '17:00–22:00' },
    blocking,
  });

  it('an approved claim or swap answers the conflicts (warn); a claim is refused with nothing stored (block)', async () => {
    const { company: c, dept, people, admin } = await company(3);
    const [student, colleague, giver] = people as [
      { id: string; token: string },
      { id: string; token: string },
      { id: string; token: string },
    ];
    for (const p of [student, colleague]) {
      await ok(t.call(ACME, v1(`/users/${p.id}/weekly`), { method: 'PUT', token: p.token, json: eveningWeek('2030-10-01') }));
    }

    const offer = await ok(post(admin.token, '/open-shifts/', { department_id: dept.id, date: MON, places: 2, ...MORNING }));
    const claim = async (who: { token: string }) => (await ok(post(who.token, `/open-shifts/${offer.id}/claim`))).my_claim.id as string;
    const studentsClaim = await claim(student);
    const colleaguesClaim = await claim(colleague);
    const approved = await ok(post(admin.token, `/open-shifts/claims/${studentsClaim}/approve`));
    expect(approved.conflicts).toEqual([outsideEvenings(student.id, MON, false)]);

    // A giveaway of a morning, taken by the student: the approval names the conflict.
    const TUE = '2030-11-05';
    await ok(post(admin.token, '/work-schedule/plan', { user_id: giver.id, date: TUE, color: '#f59e0b', ...MORNING }));
    const shiftId = (await shiftsByDate(t, admin.token, giver.id, TUE, TUE)).get(TUE)!.id;
    const swap = await ok(post(giver.token, '/shift-swaps/', { shift_id: shiftId, kind: 'giveaway' }));
    await ok(post(student.token, `/shift-swaps/${swap.id}/accept`));
    const swapped = await ok(post(admin.token, `/shift-swaps/${swap.id}/approve`));
    expect(swapped).toMatchObject({ status: 'approved', conflicts: [outsideEvenings(student.id, TUE, false)] });

    // Blocking: the colleague's claim is refused, stays pending, and plans nothing.
    await ok(t.call(ACME, v1(`/companies/${c.id}/settings`), { method: 'PUT', token: admin.token, json: { conflicts: 'block' } }));
    const refused = await post(admin.token, `/open-shifts/claims/${colleaguesClaim}/approve`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'plan.conflicts', conflicts: [outsideEvenings(colleague.id, MON, true)] });
    const after = await ok(t.call(ACME, `/api/v1/open-shifts/${offer.id}`, { token: admin.token }));
    expect(after).toMatchObject({ filled: 1 });
    expect(after.claims.find((c: { id: string }) => c.id === colleaguesClaim).status).toBe('pending');
    expect((await shiftsByDate(t, admin.token, colleague.id, MON, MON)).get(MON) ?? null).toBeNull();
    // A rejection plans nothing and names no conflict.
    expect((await ok(post(admin.token, `/open-shifts/claims/${colleaguesClaim}/reject`))).conflicts).toEqual([]);
  });
});
