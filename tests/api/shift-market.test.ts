// Open shifts and shift swaps (issue 17, docs/shift-market.md): an admin publishes an open shift,
// the department's employees claim it, an admin approves claims up to the places (each approval
// plans the claimant's shift; two approvals of the last place: one wins); an employee offers a
// shift as a giveaway or a swap, a colleague accepts (two accepts at once: one wins), an admin
// approves and both plans change at once. Each step notifies the people concerned. Runs on both
// targets. The clock stands on Tuesday 15 October 2030 in Warsaw, far from the demo data.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayShifts } from '../../worker/db/schema';
import { zonedToUtc } from '../../worker/lib/time';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createCompany, createDepartment, createUser, hire, ok, randomId, type Company, type Department } from './support/org';
import { acmeDb, addAbsence, createScheduleApp, schedule, setClock } from './support/schedule';

let t: TestApp;
type Json = Record<string, any>;
type Person = { id: string; email: string; token: string };
const get = (token: string, path: string, host = ACME) => t.call(host, `/api/v1${path}`, { token });
const post = (token: string, path: string, json?: unknown, host = ACME) =>
  t.call(host, `/api/v1${path}`, { method: 'POST', token, json: json ?? {} });

let superToken: string;
let globexToken: string;
let companyA: Company;
let companyB: Company;
let deptB: Department;
let adminA: Person;
let adminB: Person;

const NOW = '2030-10-15T10:00:00Z';

async function person(company: Company, department: Department | null, role = 'user'): Promise<Person> {
  const created = await createUser(t, superToken, { role, full_name: `Person ${randomId().slice(0, 6)}` });
  await hire(t, superToken, { user_id: created.id, company_id: company.id, department_id: department?.id ?? null });
  return { id: created.id, email: created.email, token: await t.login(created.email, ACME, 'person-pass') };
}

/** A new department of company A with `n` employees. */
async function team(n: number) {
  const dept = await createDepartment(t, superToken, companyA.id);
  const people: Person[] = [];
  for (let i = 0; i < n; i++) people.push(await person(companyA, dept));
  return { dept, people };
}

/** A planned day shift written straight to the database (what applying a pattern writes). */
async function plannedShift(userId: string, date: string, type = 'Day', start = '07:00', end = '19:00') {
  const db = await acmeDb(t);
  const id = randomId();
  const startAt = zonedToUtc(date, start, 'Europe/Warsaw');
  const endAt = new Date(startAt.getTime() + 12 * 3600_000);
  await db.insert(dayShifts).values({
    id,
    userId,
    companyId: companyA.id,
    date,
    type,
    color: '#f59e0b',
    plannedStart: start,
    plannedEnd: end,
    plannedMinutes: 720,
    plannedStartAt: startAt,
    plannedEndAt: endAt,
  });
  return id;
}

async function shiftOwner(id: string) {
  const db = await acmeDb(t);
  const [row] = await db.select().from(dayShifts).where(eq(dayShifts.id, id));
  return row ?? null;
}

async function shiftsOf(userId: string, date: string) {
  const db = await acmeDb(t);
  return db.select().from(dayShifts).where(and(eq(dayShifts.userId, userId), eq(dayShifts.date, date)));
}

const bell = async (token: string) => (await ok(get(token, '/notifications/get?limit=1000'))).data as Json[];

const publish = (json: Json, token = adminA.token) =>
  post(token, '/open-shifts/', { type: 'Night', start: '22:00', end: '06:00', color: '#1e3a8a', ...json });

beforeAll(async () => {
  t = await createScheduleApp();
  setClock(t, NOW);
  superToken = await t.login('super@acme.test');
  globexToken = await t.login('owner@globex.test', GLOBEX);
  companyA = await createCompany(t, superToken);
  companyB = await createCompany(t, superToken);
  deptB = await createDepartment(t, superToken, companyB.id);
  adminA = await person(companyA, null, 'admin');
  adminB = await person(companyB, deptB, 'admin');
});
afterAll(() => t.close());
beforeEach(() => setClock(t, NOW));

describe('publishing an open shift', () => {
  it('plans its instants in the company zone (overnight, daylight saving) and tells the department', async () => {
    const { dept, people } = await team(2);
    const res = await publish({ department_id: dept.id, date: '2030-11-04', places: 2, note: 'Line 3' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company_id: companyA.id,
      department: { id: dept.id, name: dept.name },
      date: '2030-11-04',
      type: 'Night',
      start: '22:00',
      end: '06:00',
      planned_minutes: 480,
      planned_start_at: '2030-11-04T21:00:00.000Z',
      planned_end_at: '2030-11-05T05:00:00.000Z',
      places: 2,
      filled: 0,
      status: 'open',
      note: 'Line 3',
      claims: [],
      my_claim: null,
      can_manage: true,
    });
    // The night the clocks go back (27 October 2030) lasts nine hours.
    const dst = await ok(publish({ department_id: dept.id, date: '2030-10-26' }));
    expect(dst).toMatchObject({
      planned_minutes: 540,
      planned_start_at: '2030-10-26T20:00:00.000Z',
      planned_end_at: '2030-10-27T05:00:00.000Z',
    });
    for (const p of people) {
      const note = (await bell(p.token)).find((n) => n.kind === 'open_shift_published' && n.data.open_shift_id === res.body.id);
      expect(note).toMatchObject({
        link: `/open-shifts?id=${res.body.id}`,
        data: { date: '2030-11-04', type: 'Night', department_name: dept.name },
      });
    }
    // The department's employees list it; another department's do not.
    const listed = await ok(get(people[0]!.token, '/open-shifts/'));
    expect(listed.data.map((o: Json) => o.id)).toContain(res.body.id);
    expect(listed.data.find((o: Json) => o.id === res.body.id)).toMatchObject({ can_manage: false, claims: [] });
    const stranger = await person(companyA, await createDepartment(t, superToken, companyA.id));
    expect((await ok(get(stranger.token, '/open-shifts/'))).data.map((o: Json) => o.id)).not.toContain(res.body.id);
    expect((await get(stranger.token, `/open-shifts/${res.body.id}`)).body.code).toBe('shift_market.not_your_department');
  });

  it('refuses bad input with a coded 422 and stores nothing', async () => {
    const { dept } = await team(0);
    const cases: [Json, string, string][] = [
      [{ places: 0 }, 'places', 'open_shift.places_range'],
      [{ places: 51 }, 'places', 'open_shift.places_range'],
      [{ start: '25:00' }, 'start', 'time.format'],
      [{ color: 'red' }, 'color', 'pattern.color_format'],
      [{ date: '2030-13-01' }, 'date', 'date.format'],
      [{ date: '2030-10-14' }, 'date', 'open_shift.date_past'],
      [{ date: '2032-10-14' }, 'date', 'open_shift.date_too_far'],
      [{ type: ' ' }, 'type', 'pattern.shift_type_required'],
    ];
    for (const [change, field, code] of cases) {
      const res = await publish({ department_id: dept.id, date: '2030-11-04', ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.detail[0], JSON.stringify(change)).toMatchObject({ loc: ['body', field], code });
    }
    const missing = await post(adminA.token, '/open-shifts/', { department_id: dept.id });
    expect(missing.status).toBe(422);
    expect((await ok(get(adminA.token, `/open-shifts/?department_id=${dept.id}`))).count).toBe(0);
  });

  it('is for admins of the department’s company and superadmins; unknown and other tenants’ departments are not found', async () => {
    const { dept, people } = await team(1);
    expect((await publish({ department_id: dept.id, date: '2030-11-04' }, people[0]!.token)).status).toBe(403);
    expect(await publish({ department_id: dept.id, date: '2030-11-04' }, adminB.token)).toMatchObject({
      status: 403,
      body: { code: 'org.not_your_company' },
    });
    expect((await publish({ department_id: dept.id, date: '2030-11-04' }, superToken)).status).toBe(200);
    expect(await publish({ department_id: randomId(), date: '2030-11-04' })).toMatchObject({
      status: 404,
      body: { code: 'org.department_not_found' },
    });
    const globex = await t.call(GLOBEX, '/api/v1/open-shifts/', {
      method: 'POST',
      token: globexToken,
      json: { department_id: dept.id, date: '2030-11-04', type: 'X', start: '08:00', end: '16:00' },
    });
    expect(globex.status).toBe(404);
    expect((await t.call(ACME, '/api/v1/open-shifts/', { token: globexToken })).status).toBe(401);
    // Admins of another company do not see it.
    expect((await ok(get(adminB.token, '/open-shifts/'))).data.some((o: Json) => o.department.id === dept.id)).toBe(false);
  });
});

describe('claiming and approving', () => {
  it('an employee claims, the admins hear of it, an admin approves: the shift is planned and the claimant told', async () => {
    const { dept, people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-06', places: 1 }));
    const claimed = await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
    expect(claimed.my_claim).toMatchObject({ user: { id: ala.id }, status: 'pending' });
    expect(claimed.claims).toHaveLength(1);
    expect(await post(ala.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.already_claimed' },
    });
    await ok(post(bob.token, `/open-shifts/${offer.id}/claim`));
    // Bob sees only his own claim; the admin sees both.
    expect((await ok(get(bob.token, `/open-shifts/${offer.id}`))).claims.map((c: Json) => c.user.id)).toEqual([bob.id]);
    const seen = await ok(get(adminA.token, `/open-shifts/${offer.id}`));
    expect(seen.claims.map((c: Json) => c.user.id)).toEqual([ala.id, bob.id]);
    const notice = (await bell(adminA.token)).find((n) => n.kind === 'open_shift_claimed' && n.data.open_shift_id === offer.id);
    expect(notice).toBeTruthy();

    const claimId = seen.claims[0].id;
    // Users never decide; another company's admin is outside; an unknown claim is not found.
    expect((await post(ala.token, `/open-shifts/claims/${claimId}/approve`)).status).toBe(403);
    expect(await post(adminB.token, `/open-shifts/claims/${claimId}/approve`)).toMatchObject({
      status: 403,
      body: { code: 'org.not_your_company' },
    });
    expect(await post(adminA.token, `/open-shifts/claims/${randomId()}/approve`)).toMatchObject({
      status: 404,
      body: { code: 'shift_market.claim_not_found' },
    });
    expect((await t.call(GLOBEX, `/api/v1/open-shifts/claims/${claimId}/approve`, { method: 'POST', token: globexToken })).status).toBe(
      404,
    );

    const approved = await ok(post(adminA.token, `/open-shifts/claims/${claimId}/approve`));
    expect(approved).toMatchObject({ status: 'filled', filled: 1 });
    expect(approved.claims.map((c: Json) => c.status)).toEqual(['approved', 'rejected']);
    const plan = await schedule(t, ala.token, ala.id, '2030-11-06', '2030-11-06');
    expect(plan.data).toHaveLength(1);
    expect(plan.data[0]).toMatchObject({
      id: approved.claims[0].shift_id,
      type: 'Night',
      planned_start: '22:00',
      planned_end: '06:00',
      planned_minutes: 480,
      planned_start_at: '2030-11-06T21:00:00.000Z',
      status: 'not_started',
    });
    expect((await bell(ala.token)).find((n) => n.kind === 'open_shift_approved' && n.data.open_shift_id === offer.id)).toBeTruthy();
    expect((await bell(bob.token)).find((n) => n.kind === 'open_shift_rejected' && n.data.open_shift_id === offer.id)).toBeTruthy();
    // Filled: no more claims.
    const carl = await person(companyA, dept);
    expect(await post(carl.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.open_shift_closed' },
    });
  });

  it('refuses a claimant who has a shift that day (409), a claim from another department (403), a claim in the past', async () => {
    const { dept, people } = await team(1);
    const [ala] = people as [Person];
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-07' }));
    await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
    await plannedShift(ala.id, '2030-11-07');
    const claimId = (await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims[0].id;
    const refused = await post(adminA.token, `/open-shifts/claims/${claimId}/approve`);
    expect(refused).toMatchObject({ status: 409, body: { code: 'shift_market.day_taken', params: { date: '2030-11-07' } } });
    expect((await ok(get(adminA.token, `/open-shifts/${offer.id}`))).filled).toBe(0);
    expect(await shiftsOf(ala.id, '2030-11-07')).toHaveLength(1);

    const outsider = await person(companyB, deptB);
    expect(await post(outsider.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({
      status: 403,
      body: { code: 'shift_market.not_your_department' },
    });
    expect(await post(ala.token, `/open-shifts/${randomId()}/claim`)).toMatchObject({
      status: 404,
      body: { code: 'shift_market.open_shift_not_found' },
    });
    expect((await t.call(GLOBEX, `/api/v1/open-shifts/${offer.id}/claim`, { method: 'POST', token: globexToken })).status).toBe(404);
    setClock(t, '2030-11-08T10:00:00Z');
    const late = await ok(publish({ department_id: dept.id, date: '2030-11-08' }));
    setClock(t, '2030-11-09T10:00:00Z');
    expect(await post(ala.token, `/open-shifts/${late.id}/claim`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.open_shift_closed' },
    });
  });

  it('refuses to plan a claimant or a taker on a day of an absence approved after the claim or the accept (409), and changes nothing', async () => {
    const { dept, people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-11' }));
    const claim = (await ok(post(ala.token, `/open-shifts/${offer.id}/claim`))).my_claim.id;
    const shift = await plannedShift(bob.id, '2030-11-10');
    const swap = await ok(post(bob.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    await ok(post(ala.token, `/shift-swaps/${swap.id}/accept`));
    await addAbsence(t, ala.id, '2030-11-10', '2030-11-11', { companyId: companyA.id });
    expect(await post(adminA.token, `/open-shifts/claims/${claim}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.absent', params: { date: '2030-11-11' } },
    });
    expect(await shiftsOf(ala.id, '2030-11-11')).toHaveLength(0);
    expect(await post(adminA.token, `/shift-swaps/${swap.id}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.absent' },
    });
    expect(await shiftOwner(shift)).toMatchObject({ userId: bob.id });
  });

  it('refuses a claim or an accept on a day the person already works or is away, when made (409 with the reason); nothing is stored', async () => {
    const { dept, people } = await team(3);
    const [ala, bob, cid] = people as [Person, Person, Person];
    const names = new Map((await ok(get(superToken, `/users/?department_id=${dept.id}`))).data.map((u: Json) => [u.id, u.full_name]));
    const offer = await ok(publish({ department_id: dept.id, date: '2030-12-04' }));
    await plannedShift(ala.id, '2030-12-04');
    expect(await post(ala.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({
      status: 409,
      body: {
        code: 'shift_market.day_taken',
        params: { name: names.get(ala.id), date: '2030-12-04' },
        detail: `${names.get(ala.id)} already has a shift on 2030-12-04`,
      },
    });
    await addAbsence(t, bob.id, '2030-12-03', '2030-12-05', { companyId: companyA.id });
    expect(await post(bob.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.absent', params: { name: names.get(bob.id), date: '2030-12-04' } },
    });
    expect((await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims).toEqual([]);
    expect((await bell(adminA.token)).some((n) => n.kind === 'open_shift_claimed' && n.data.open_shift_id === offer.id)).toBe(false);

    // A giveaway of the 4th: Ala works that day, Bob is away; a swap for Cid's shift of a day Ala is away.
    await addAbsence(t, ala.id, '2030-12-10', '2030-12-10', { companyId: companyA.id });
    const given = await ok(post(cid.token, '/shift-swaps/', { shift_id: await plannedShift(cid.id, '2030-12-04'), kind: 'giveaway' }));
    expect(await post(ala.token, `/shift-swaps/${given.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.day_taken', params: { name: names.get(ala.id), date: '2030-12-04' } },
    });
    expect(await post(bob.token, `/shift-swaps/${given.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.absent', params: { name: names.get(bob.id), date: '2030-12-04' } },
    });
    const swap = await ok(post(ala.token, '/shift-swaps/', { shift_id: await plannedShift(ala.id, '2030-12-11'), kind: 'swap' }));
    const cidsDay = await plannedShift(cid.id, '2030-12-10');
    expect(await post(cid.token, `/shift-swaps/${swap.id}/accept`, { shift_id: cidsDay })).toMatchObject({
      status: 409,
      body: { code: 'shift_market.absent', params: { name: names.get(ala.id), date: '2030-12-10' } },
    });
    expect((await ok(get(cid.token, `/shift-swaps/${given.id}`))).status).toBe('offered');
    expect((await ok(get(ala.token, `/shift-swaps/${swap.id}`))).status).toBe('offered');
  });

  it('withdraws and renews a claim; an admin rejects; the admin does not decide their own claim', async () => {
    const { dept, people } = await team(1);
    const [ala] = people as [Person];
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-12' }));
    await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
    expect((await ok(post(ala.token, `/open-shifts/${offer.id}/withdraw`))).my_claim.status).toBe('withdrawn');
    expect(await post(ala.token, `/open-shifts/${offer.id}/withdraw`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.claim_not_pending' },
    });
    expect((await ok(post(ala.token, `/open-shifts/${offer.id}/claim`))).my_claim.status).toBe('pending');
    const claimId = (await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims[0].id;
    expect((await ok(post(adminA.token, `/open-shifts/claims/${claimId}/reject`))).claims[0].status).toBe('rejected');
    expect(await post(adminA.token, `/open-shifts/claims/${claimId}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.claim_not_pending' },
    });
    expect((await bell(ala.token)).some((n) => n.kind === 'open_shift_rejected' && n.data.open_shift_id === offer.id)).toBe(true);

    // An admin employed in the department claims; only another admin or a superadmin decides.
    const boss = await person(companyA, dept, 'admin');
    const second = await ok(publish({ department_id: dept.id, date: '2030-11-13' }));
    const own = (await ok(post(boss.token, `/open-shifts/${second.id}/claim`))).my_claim.id;
    expect(await post(boss.token, `/open-shifts/claims/${own}/approve`)).toMatchObject({
      status: 403,
      body: { code: 'shift_market.own_request' },
    });
    expect((await ok(post(superToken, `/open-shifts/claims/${own}/approve`))).status).toBe('filled');
  });

  it('cancels an open shift: pending claims are rejected, new claims refused; only admins of its company', async () => {
    const { dept, people } = await team(1);
    const [ala] = people as [Person];
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-14' }));
    await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
    expect((await post(ala.token, `/open-shifts/${offer.id}/cancel`)).status).toBe(403);
    expect((await post(adminB.token, `/open-shifts/${offer.id}/cancel`)).status).toBe(403);
    const cancelled = await ok(post(adminA.token, `/open-shifts/${offer.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.claims[0].status).toBe('rejected');
    expect(await post(adminA.token, `/open-shifts/${offer.id}/cancel`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.open_shift_closed' },
    });
    expect(await post(ala.token, `/open-shifts/${offer.id}/claim`)).toMatchObject({ status: 409 });
  });

  it('two approvals of the last place at once: one wins, the other is refused, one shift is planned', async () => {
    const { dept, people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const admin2 = await person(companyA, null, 'admin');
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-15', places: 1 }));
    await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
    await ok(post(bob.token, `/open-shifts/${offer.id}/claim`));
    const claims = (await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims as Json[];
    const results = await Promise.all([
      post(adminA.token, `/open-shifts/claims/${claims[0]!.id}/approve`),
      post(admin2.token, `/open-shifts/claims/${claims[1]!.id}/approve`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await ok(get(adminA.token, `/open-shifts/${offer.id}`));
    expect(after).toMatchObject({ filled: 1, status: 'filled' });
    const planned = [...(await shiftsOf(ala.id, '2030-11-15')), ...(await shiftsOf(bob.id, '2030-11-15'))];
    expect(planned).toHaveLength(1);
  });

  it('two claims of one employee at once give one claim', async () => {
    const { dept, people } = await team(1);
    const offer = await ok(publish({ department_id: dept.id, date: '2030-11-18', places: 3 }));
    const results = await Promise.all([
      post(people[0]!.token, `/open-shifts/${offer.id}/claim`),
      post(people[0]!.token, `/open-shifts/${offer.id}/claim`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims).toHaveLength(1);
  });
});

describe('swaps and giveaways', () => {
  it('a giveaway: offered, accepted by a colleague with a free day, approved: the shift moves, everyone is told', async () => {
    const { dept, people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const shift = await plannedShift(ala.id, '2030-11-19');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    expect(offer).toMatchObject({
      kind: 'giveaway',
      status: 'offered',
      shift_date: '2030-11-19',
      department: { id: dept.id },
      offered_by: { id: ala.id },
      can_cancel: true,
      can_accept: false,
    });
    expect(await post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'swap' })).toMatchObject({
      status: 409,
      body: { code: 'shift_market.already_offered' },
    });
    const listed = await ok(get(bob.token, '/shift-swaps/?scope=department'));
    expect(listed.data.find((s: Json) => s.id === offer.id)).toMatchObject({ can_accept: true, can_cancel: false, can_decide: false });
    expect(await post(ala.token, `/shift-swaps/${offer.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.own_offer' },
    });
    expect(await post(bob.token, `/shift-swaps/${offer.id}/accept`, { shift_id: randomId() })).toMatchObject({ status: 422 });

    const accepted = await ok(post(bob.token, `/shift-swaps/${offer.id}/accept`));
    expect(accepted).toMatchObject({ status: 'accepted', accepted_by: { id: bob.id } });
    expect((await bell(adminA.token)).some((n) => n.kind === 'shift_swap_accepted' && n.data.swap_id === offer.id)).toBe(true);
    expect((await bell(ala.token)).some((n) => n.kind === 'shift_swap_accepted' && n.data.swap_id === offer.id)).toBe(true);

    expect((await post(bob.token, `/shift-swaps/${offer.id}/approve`)).status).toBe(403);
    expect((await post(adminB.token, `/shift-swaps/${offer.id}/approve`)).status).toBe(403);
    expect((await t.call(GLOBEX, `/api/v1/shift-swaps/${offer.id}/approve`, { method: 'POST', token: globexToken })).status).toBe(404);
    const approved = await ok(post(adminA.token, `/shift-swaps/${offer.id}/approve`));
    expect(approved).toMatchObject({ status: 'approved', can_decide: false });
    expect(await shiftOwner(shift)).toMatchObject({ userId: bob.id, date: '2030-11-19' });
    for (const p of [ala, bob]) {
      expect((await bell(p.token)).some((n) => n.kind === 'shift_swap_approved' && n.data.swap_id === offer.id)).toBe(true);
    }
    expect(await post(adminA.token, `/shift-swaps/${offer.id}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.swap_not_accepted' },
    });
  });

  it('a swap exchanges two shifts, also two of the same day, in one transaction', async () => {
    const { people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const mine = await plannedShift(ala.id, '2030-11-20');
    const theirs = await plannedShift(bob.id, '2030-11-21', 'Night', '19:00', '07:00');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: mine, kind: 'swap' }));
    expect(await post(bob.token, `/shift-swaps/${offer.id}/accept`)).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'shift_id'], code: 'shift_swap.counter_required' }] },
    });
    expect(await post(bob.token, `/shift-swaps/${offer.id}/accept`, { shift_id: mine })).toMatchObject({
      status: 422,
      body: { detail: [{ code: 'shift_swap.counter_not_yours' }] },
    });
    const accepted = await ok(post(bob.token, `/shift-swaps/${offer.id}/accept`, { shift_id: theirs }));
    expect(accepted).toMatchObject({ counter_shift_date: '2030-11-21', counter_shift: { id: theirs, type: 'Night' } });
    await ok(post(adminA.token, `/shift-swaps/${offer.id}/approve`));
    expect(await shiftOwner(mine)).toMatchObject({ userId: bob.id, date: '2030-11-20' });
    expect(await shiftOwner(theirs)).toMatchObject({ userId: ala.id, date: '2030-11-21' });

    // Same day: Ala's day shift for Bob's night shift.
    const day = await plannedShift(ala.id, '2030-11-22');
    const night = await plannedShift(bob.id, '2030-11-22', 'Night', '19:00', '07:00');
    const same = await ok(post(ala.token, '/shift-swaps/', { shift_id: day, kind: 'swap' }));
    await ok(post(bob.token, `/shift-swaps/${same.id}/accept`, { shift_id: night }));
    await ok(post(superToken, `/shift-swaps/${same.id}/approve`));
    expect(await shiftOwner(day)).toMatchObject({ userId: bob.id, date: '2030-11-22' });
    expect(await shiftOwner(night)).toMatchObject({ userId: ala.id, date: '2030-11-22' });
  });

  it('refuses what cannot be offered or taken', async () => {
    const { people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const shift = await plannedShift(ala.id, '2030-11-25');
    expect(await post(bob.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' })).toMatchObject({
      status: 403,
      body: { code: 'schedule.not_your_shift' },
    });
    expect(await post(ala.token, '/shift-swaps/', { shift_id: randomId(), kind: 'giveaway' })).toMatchObject({ status: 404 });
    expect(await post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'trade' })).toMatchObject({ status: 422 });
    const past = await plannedShift(ala.id, '2030-10-01');
    expect(await post(ala.token, '/shift-swaps/', { shift_id: past, kind: 'giveaway' })).toMatchObject({
      status: 409,
      body: { code: 'shift_market.shift_not_offerable' },
    });
    // Bob has a shift that day: he cannot take a giveaway of it.
    await plannedShift(bob.id, '2030-11-25');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    expect(await post(bob.token, `/shift-swaps/${offer.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.day_taken' },
    });
    // Another department's employee and another company's admin are outside; another tenant does not know it.
    const outsider = await person(companyA, await createDepartment(t, superToken, companyA.id));
    expect(await post(outsider.token, `/shift-swaps/${offer.id}/accept`)).toMatchObject({
      status: 403,
      body: { code: 'shift_market.not_your_department' },
    });
    expect(await post(outsider.token, `/shift-swaps/${offer.id}/cancel`)).toMatchObject({ status: 403 });
    expect((await get(adminB.token, `/shift-swaps/${offer.id}`)).status).toBe(403);
    expect((await ok(get(adminB.token, '/shift-swaps/'))).data.some((s: Json) => s.id === offer.id)).toBe(false);
    expect((await t.call(GLOBEX, `/api/v1/shift-swaps/${offer.id}`, { token: globexToken })).status).toBe(404);
    expect(await post(ala.token, `/shift-swaps/${randomId()}/accept`)).toMatchObject({
      status: 404,
      body: { code: 'shift_market.swap_not_found' },
    });
  });

  it('a shift started before the approval: 409 and nothing moves; either side cancels before approval', async () => {
    const { people } = await team(3);
    const [ala, bob, cid] = people as [Person, Person, Person];
    const shift = await plannedShift(ala.id, '2030-11-26');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    await ok(post(bob.token, `/shift-swaps/${offer.id}/accept`));
    const db = await acmeDb(t);
    await db.update(dayShifts).set({ startedAt: new Date('2030-11-26T06:00:00Z') }).where(eq(dayShifts.id, shift));
    expect(await post(adminA.token, `/shift-swaps/${offer.id}/approve`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.swap_changed' },
    });
    expect(await shiftOwner(shift)).toMatchObject({ userId: ala.id });
    expect((await ok(get(adminA.token, `/shift-swaps/${offer.id}`))).status).toBe('accepted');
    expect(await post(cid.token, `/shift-swaps/${offer.id}/cancel`)).toMatchObject({
      status: 403,
      body: { code: 'shift_market.not_a_party' },
    });
    expect((await ok(post(bob.token, `/shift-swaps/${offer.id}/cancel`))).status).toBe('cancelled');
    expect(await post(ala.token, `/shift-swaps/${offer.id}/cancel`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.swap_closed' },
    });

    const next = await plannedShift(ala.id, '2030-11-27');
    const again = await ok(post(ala.token, '/shift-swaps/', { shift_id: next, kind: 'giveaway' }));
    expect((await ok(post(ala.token, `/shift-swaps/${again.id}/cancel`))).status).toBe('cancelled');
    expect(await post(bob.token, `/shift-swaps/${again.id}/accept`)).toMatchObject({
      status: 409,
      body: { code: 'shift_market.swap_not_offered' },
    });
    const rejectMe = await ok(post(ala.token, '/shift-swaps/', { shift_id: next, kind: 'giveaway' }));
    await ok(post(bob.token, `/shift-swaps/${rejectMe.id}/accept`));
    expect((await ok(post(adminA.token, `/shift-swaps/${rejectMe.id}/reject`))).status).toBe('rejected');
    expect(await shiftOwner(next)).toMatchObject({ userId: ala.id });
    expect((await bell(bob.token)).some((n) => n.kind === 'shift_swap_rejected' && n.data.swap_id === rejectMe.id)).toBe(true);
  });

  it('two colleagues accepting one offer at once: one wins', async () => {
    const { people } = await team(3);
    const [ala, bob, cid] = people as [Person, Person, Person];
    const shift = await plannedShift(ala.id, '2030-11-28');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    const results = await Promise.all([
      post(bob.token, `/shift-swaps/${offer.id}/accept`),
      post(cid.token, `/shift-swaps/${offer.id}/accept`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('shift_market.swap_not_offered');
    const winner = results.find((r) => r.status === 200)!.body.accepted_by.id;
    expect([bob.id, cid.id]).toContain(winner);
    expect((await ok(get(adminA.token, `/shift-swaps/${offer.id}`))).accepted_by.id).toBe(winner);
  });

  it('lists: mine, my department, and an admin’s companies', async () => {
    const { people } = await team(2);
    const [ala, bob] = people as [Person, Person];
    const shift = await plannedShift(ala.id, '2030-11-29');
    const offer = await ok(post(ala.token, '/shift-swaps/', { shift_id: shift, kind: 'giveaway' }));
    expect((await ok(get(ala.token, '/shift-swaps/?scope=mine'))).data.map((s: Json) => s.id)).toContain(offer.id);
    expect((await ok(get(bob.token, '/shift-swaps/?scope=mine'))).data.map((s: Json) => s.id)).not.toContain(offer.id);
    expect((await ok(get(bob.token, '/shift-swaps/?status=offered'))).data.map((s: Json) => s.id)).toContain(offer.id);
    expect((await ok(get(adminA.token, '/shift-swaps/'))).data.map((s: Json) => s.id)).toContain(offer.id);
    expect((await get(bob.token, '/shift-swaps/?limit=0')).status).toBe(422);
  });
});

describe('the labour-law rules and the plan log (docs/labour-law.md, docs/plan-edits.md)', () => {
  const settings = (modes: Record<string, string>) =>
    t.call(ACME, `/api/v1/companies/${companyA.id}/labour-law`, { method: 'PUT', token: superToken, json: { modes } });

  it('a claim or a swap that breaks a rule set to block is refused (422) and changes nothing; allowed, it is in the log', async () => {
    await ok(settings({ 'pl.daily_rest': 'block' }));
    try {
      const { dept, people } = await team(2);
      const [ala, bob] = people as [Person, Person];
      // Ala's night ends at 07:00 on the 6th; the open morning starts at 10:00: 3 h of rest.
      await plannedShift(ala.id, '2030-11-05', 'Night', '19:00', '07:00');
      const offer = await ok(
        publish({ department_id: dept.id, date: '2030-11-06', type: 'Morning', start: '10:00', end: '18:00', places: 1 }),
      );
      const claimed = await ok(post(ala.token, `/open-shifts/${offer.id}/claim`));
      const refusedClaim = await post(adminA.token, `/open-shifts/claims/${claimed.my_claim.id}/approve`);
      expect(refusedClaim).toMatchObject({
        status: 422,
        body: { code: 'labour_law.breach', breaches: [{ rule: 'pl.daily_rest', user_id: ala.id }] },
      });
      expect(await shiftsOf(ala.id, '2030-11-06')).toEqual([]);
      expect((await ok(get(adminA.token, `/open-shifts/${offer.id}`))).claims[0]).toMatchObject({ status: 'pending' });

      // Bob's night ends at 07:00 on the 21st, when Ala's day shift he would take begins.
      await plannedShift(bob.id, '2030-11-20', 'Night', '19:00', '07:00');
      const day = await plannedShift(ala.id, '2030-11-21');
      const swap = await ok(post(ala.token, '/shift-swaps/', { shift_id: day, kind: 'giveaway' }));
      await ok(post(bob.token, `/shift-swaps/${swap.id}/accept`));
      expect(await post(adminA.token, `/shift-swaps/${swap.id}/approve`)).toMatchObject({
        status: 422,
        body: { code: 'labour_law.breach' },
      });
      expect(await shiftOwner(day)).toMatchObject({ userId: ala.id });
      expect(await ok(get(adminA.token, `/shift-swaps/${swap.id}`))).toMatchObject({ status: 'accepted' });

      // As a warning, both go through, and the plan's change log says how the shifts came.
      await ok(settings({ 'pl.daily_rest': 'warn' }));
      await ok(post(adminA.token, `/open-shifts/claims/${claimed.my_claim.id}/approve`));
      const [planned] = await shiftsOf(ala.id, '2030-11-06');
      expect((await ok(get(adminA.token, `/work-schedule/plan/${planned!.id}/history`))).data[0]).toMatchObject({
        action: 'add',
        note: 'open_shift',
        after: { user_id: ala.id, date: '2030-11-06', type: 'Morning' },
      });
      await ok(post(adminA.token, `/shift-swaps/${swap.id}/approve`));
      expect(await shiftOwner(day)).toMatchObject({ userId: bob.id });
      expect((await ok(get(adminA.token, `/work-schedule/plan/${day}/history`))).data[0]).toMatchObject({
        action: 'move',
        note: 'swap',
        before: { user_id: ala.id },
        after: { user_id: bob.id },
      });
    } finally {
      await ok(settings({ 'pl.daily_rest': 'warn' }));
    }
  });
});
