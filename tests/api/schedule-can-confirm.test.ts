// `can_confirm` on every day shift the API answers: the confirm rule of product-rules.md ("an
// admin cannot confirm or adjust the shift of another admin or of a superadmin; a superadmin can")
// told to the client, and always in step with what PATCH /work-schedule/confirm accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Ids, type Tokens } from './support/org';
import { apply, createPattern, createScheduleApp, OFFICE, setClock, setLocalClock, shiftsByDate } from './support/schedule';

const MONDAY = '2030-01-07';
const DAY = '2030-11-04';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
/** The finished DAY shift of each person, and what the stop answered them. */
const shifts: Record<'user' | 'admin' | 'admin2' | 'super', { id: string; stopped: any }> = {} as never;
let person: { id: string; token: string };

const get = (token: string, path: string) => t.call(ACME, `/api/v1${path}`, { token });
const confirm = (token: string, id: string) =>
  t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token, json: { schedule_id: id } });

beforeAll(async () => {
  t = await createScheduleApp();
  const demo = await signIn(t);
  setClock(t, '2030-10-15T10:00:00Z');
  const org = await demoOrg(t, demo.tokens.super);
  const office = await createPattern(t, demo.tokens.super, OFFICE);
  const dept = await createDepartment(t, demo.tokens.super, org.poland.id);
  // New people (the demo ones may have a shift running at the real date): a user, two admins and
  // a superadmin, all in one department.
  const people: Record<string, { id: string; token: string }> = {};
  for (const [key, role] of [['user', 'user'], ['admin', 'admin'], ['admin2', 'admin'], ['super', 'superadmin']] as const) {
    const created = await createUser(t, demo.tokens.super, { role });
    await hire(t, demo.tokens.super, { user_id: created.id, company_id: org.poland.id, department_id: dept.id });
    people[key] = { id: created.id, token: await t.login(created.email, ACME, 'person-pass') };
  }
  person = people.user!;
  tokens = { ...demo.tokens, admin: people.admin!.token, admin2: people.admin2!.token, super: people.super!.token, user: person.token };
  ids = { admin: people.admin!.id, admin2: people.admin2!.id, super: people.super!.id, user: person.id };
  await ok(
    apply(t, tokens.super, {
      pattern_id: office.id,
      user_ids: Object.values(people).map((p) => p.id),
      start_month: '2030-11',
      anchor_date: MONDAY,
    }),
  );

  for (const [key, who] of Object.entries(people)) {
    const plan = await shiftsByDate(t, who.token, who.id, '2030-11-01', '2030-11-30');
    const id = plan.get(DAY).id as string;
    setLocalClock(t, DAY, '08:00');
    await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: who.token, json: { schedule_id: id } }));
    setLocalClock(t, DAY, '16:00');
    const stopped = await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: who.token, json: { schedule_id: id } }));
    shifts[key as keyof typeof shifts] = { id, stopped };
  }
  setLocalClock(t, '2030-11-05', '09:00');
});
afterAll(() => t.close());

describe('can_confirm', () => {
  it("tells an admin: their own and users' shifts yes, another admin's or a superadmin's no (dashboard table)", async () => {
    const open = await ok(get(tokens.admin, `/work-schedule/open?date=${DAY}`));
    const byUser = new Map<string, boolean>(open.data.map((row: any) => [row.user_id, row.can_confirm]));
    expect(byUser.get(person.id)).toBe(true);
    expect(byUser.get(ids.admin)).toBe(true);
    expect(byUser.get(ids.admin2)).toBe(false);
    expect(byUser.get(ids.super)).toBe(false);
  });

  it('tells a superadmin yes for everyone', async () => {
    const open = await ok(get(tokens.super, `/work-schedule/open?date=${DAY}`));
    for (const id of [person.id, ids.admin, ids.admin2, ids.super]) {
      expect(open.data.find((row: any) => row.user_id === id)?.can_confirm).toBe(true);
    }
  });

  it('is the same in the work schedule and a single shift, and a user never may', async () => {
    const month = (token: string, userId: string) => get(token, `/work-schedule/get?user_id=${userId}&start=${DAY}&end=${DAY}`);
    expect((await ok(month(tokens.admin, ids.admin2))).data[0].can_confirm).toBe(false);
    expect((await ok(month(tokens.admin, ids.super))).data[0].can_confirm).toBe(false);
    expect((await ok(month(tokens.admin, person.id))).data[0].can_confirm).toBe(true);
    expect((await ok(get(tokens.admin, `/work-schedule/get?start=${DAY}&end=${DAY}`))).data[0].can_confirm).toBe(true);
    expect((await ok(get(person.token, `/work-schedule/get?start=${DAY}&end=${DAY}`))).data[0].can_confirm).toBe(false);
    expect((await ok(get(tokens.admin, `/work-schedule/get-id?schedule_id=${shifts.admin2.id}`))).can_confirm).toBe(false);
    expect((await ok(get(tokens.admin, `/work-schedule/get-id?schedule_id=${shifts.user.id}`))).can_confirm).toBe(true);
    expect((await ok(get(tokens.admin2, `/work-schedule/get-id?schedule_id=${shifts.admin.id}`))).can_confirm).toBe(false);
    expect((await ok(get(tokens.super, `/work-schedule/get-id?schedule_id=${shifts.admin.id}`))).can_confirm).toBe(true);
    expect((await ok(get(person.token, `/work-schedule/get-id?schedule_id=${shifts.user.id}`))).can_confirm).toBe(false);
    // Start and stop answer the owner: an admin may confirm their own shift, a user may not.
    expect(shifts.user.stopped.can_confirm).toBe(false);
    expect(shifts.admin.stopped.can_confirm).toBe(true);
  });

  it('agrees with what confirm accepts; once confirmed only a superadmin may change it', async () => {
    expect((await confirm(tokens.admin, shifts.admin2.id)).status).toBe(403);
    expect((await confirm(tokens.admin, shifts.super.id)).status).toBe(403);
    const byAdmin = await ok(confirm(tokens.admin, shifts.user.id));
    expect(byAdmin.can_confirm).toBe(false);
    expect((await ok(get(tokens.admin, `/work-schedule/get-id?schedule_id=${shifts.user.id}`))).can_confirm).toBe(false);
    expect((await confirm(tokens.admin, shifts.user.id)).status).toBe(403);
    expect((await ok(get(tokens.super, `/work-schedule/get-id?schedule_id=${shifts.user.id}`))).can_confirm).toBe(true);
    const bySuper = await ok(confirm(tokens.super, shifts.admin2.id));
    expect(bySuper.can_confirm).toBe(true);
    expect((await confirm(tokens.super, shifts.admin2.id)).status).toBe(200);
  });
});
