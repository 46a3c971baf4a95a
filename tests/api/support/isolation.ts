// The cast of tests/api/isolation.test.ts and the preparation of its records. Two fresh companies
// of acme, A and B, each with a department, an admin and a plain user; the superadmins of acme and
// globex. Every helper prepares a fresh record of company A through the API (as acme's superadmin,
// and as the record's owner where only the owner can act, such as starting their own shift).
// The clock stands on Tuesday 15 October 2030, noon in Warsaw: far from the demo data.
import { ACME, GLOBEX, type TestApp } from './app';
import { createCompany, createDepartment, createUser, hire, ok, type Company, type Department } from './org';
import { apply, createPattern, OFFICE, setClock } from './schedule';

export const NOW = '2030-10-15T10:00:00Z';
export const TODAY = '2030-10-15';
/** A Monday: day 1 of the office week's cycle. */
const MONDAY = '2030-09-30';

export type Person = { id: string; email: string; token: string };
export type World = {
  t: TestApp;
  super: Person;
  /** Globex's superadmin (signed in on globex's host). */
  globex: string;
  companyA: Company;
  deptA: Department;
  companyB: Company;
  deptB: Department;
  adminA: Person;
  adminB: Person;
  /** A plain user of company A who owns none of the records prepared. */
  userA: Person;
  userB: Person;
  /** The office week, shared by every department (owned by acme's superadmin). */
  office: { id: string };
  /** A five-minute shift every day: started and stopped at once, it is within any tolerance. */
  brief: { id: string };
};

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

export async function createWorld(t: TestApp): Promise<World> {
  setClock(t, NOW);
  const superToken = await t.login('super@acme.test');
  const me = (await ok(t.call(ACME, '/api/v1/users/me', { token: superToken }))) as { id: string };
  const w = { t, super: { id: me.id, email: 'super@acme.test', token: superToken } } as World;
  w.globex = await t.login('owner@globex.test', GLOBEX);
  // Auto-confirm on in A, so that POST /auto-confirm has something to refuse outsiders.
  w.companyA = await createCompany(t, superToken, { auto_confirm_enabled: true, auto_confirm_tolerance_minutes: 15 });
  w.deptA = await createDepartment(t, superToken, w.companyA.id);
  w.companyB = await createCompany(t, superToken);
  w.deptB = await createDepartment(t, superToken, w.companyB.id);
  w.adminA = await employee(w, 'A', 'admin');
  w.adminB = await employee(w, 'B', 'admin');
  w.userA = await employee(w, 'A');
  w.userB = await employee(w, 'B');
  w.office = await createPattern(t, superToken, { ...OFFICE, name: unique('Office') });
  w.brief = await createPattern(t, superToken, {
    name: unique('Brief'),
    cycle_length: 1,
    shifts: [{ type: 'Brief', start: '12:00', end: '12:05', color: '#10b981', days: [1] }],
  });
  return w;
}

/** A new person employed in company A (or B), signed in. */
export async function employee(w: World, company: 'A' | 'B' = 'A', role = 'user', extra: Record<string, unknown> = {}): Promise<Person> {
  const person = await createUser(w.t, w.super.token, { role, ...extra });
  const [companyId, departmentId] = company === 'A' ? [w.companyA.id, w.deptA.id] : [w.companyB.id, w.deptB.id];
  await hire(w.t, w.super.token, { user_id: person.id, company_id: companyId, department_id: departmentId, vacation_days: 26 });
  return { id: person.id, email: person.email, token: await w.t.login(person.email, ACME, 'person-pass') };
}

/** An account awaiting activation, employed in A (it cannot sign in: no token). */
export async function signUpInA(w: World): Promise<Person> {
  const person = await createUser(w.t, w.super.token, { is_active: false });
  await hire(w.t, w.super.token, { user_id: person.id, company_id: w.companyA.id, department_id: w.deptA.id });
  return { id: person.id, email: person.email, token: '' };
}

/** A new account employed nowhere (the pool admins hire from). */
export function unemployed(w: World) {
  return createUser(w.t, w.super.token);
}

export function departmentOfA(w: World) {
  return createDepartment(w.t, w.super.token, w.companyA.id);
}

export function patternOfA(w: World) {
  return createPattern(w.t, w.super.token, { ...OFFICE, name: unique('Pattern'), department_id: w.deptA.id });
}

/** The employment record of a new employee of A. */
export async function employmentOfA(w: World) {
  const owner = await employee(w);
  const employee_ = await read(w, `/api/v1/employees/${owner.id}`);
  return { owner, record: employee_.body.employment_records[0] as { id: string } };
}

/** A shift of a new employee of A, planned by the pattern on `date`. */
export async function plannedShift(w: World, date = '2030-11-05', pattern = w.office) {
  const owner = await employee(w);
  await ok(apply(w.t, w.super.token, { pattern_id: pattern.id, user_ids: [owner.id], start_month: date.slice(0, 7), anchor_date: MONDAY }));
  const plan = await read(w, `/api/v1/work-schedule/get?user_id=${owner.id}&start=${date}&end=${date}`);
  const shift = plan.body.data[0] as { id: string } | undefined;
  if (!shift) throw new Error(`no shift planned on ${date}: ${JSON.stringify(plan.body)}`);
  return { owner, shift };
}

/** Today's shift of a new employee of A, started by them. */
export async function runningShift(w: World, pattern = w.office) {
  const prepared = await plannedShift(w, TODAY, pattern);
  await ok(w.t.call(ACME, '/api/v1/work-schedule/start', { token: prepared.owner.token, json: { schedule_id: prepared.shift.id } }));
  return prepared;
}

/** Today's shift of a new employee of A, started and stopped by them. */
export async function finishedShift(w: World, pattern = w.office) {
  const prepared = await runningShift(w, pattern);
  await ok(w.t.call(ACME, '/api/v1/work-schedule/stop', { token: prepared.owner.token, json: { schedule_id: prepared.shift.id } }));
  return prepared;
}

/** A sick-leave request of a new employee of A, pending or approved (by acme's superadmin). */
export async function absence(w: World, status: 'pending' | 'approved' = 'pending') {
  const owner = await employee(w);
  const json = { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-19' };
  const request = (await ok(w.t.call(ACME, '/api/v1/vacation-sick/create', { token: owner.token, json }))) as { id: string };
  if (status === 'approved') {
    await ok(w.t.call(ACME, '/api/v1/vacation-sick/update', { method: 'PATCH', token: w.super.token, json: { id: request.id, status } }));
  }
  return { owner, request };
}

/** A notification of a new employee of A: their approved request tells them so. */
export async function notification(w: World) {
  const { owner } = await absence(w, 'approved');
  const [first] = (await read(w, '/api/v1/notifications/get', owner.token)).body.data as { id: string }[];
  if (!first) throw new Error('the approval wrote no notification');
  return { owner, notification: first };
}

/** A GET on acme's host, as acme's superadmin unless another token is given: status and body. */
export async function read(w: World, path: string, token = w.super.token) {
  const { status, body } = await w.t.call(ACME, path, { token });
  return { status, body };
}

/** The mails sent to an address, by one tenant or any (the outbox holds every tenant's). */
export function mailsTo(w: World, address: string, tenant?: string) {
  let mails: ReturnType<TestApp['outbox']>;
  try {
    mails = w.t.outbox();
  } catch {
    return []; // no mail sent yet: no outbox directory
  }
  return mails.filter((m) => m.headers.to === address && (!tenant || m.headers['message-id']?.endsWith(`@${tenant}.grafik.local>`)));
}

/** Calls `send`, then waits for the mail it sends to an address (mails leave after the answer). */
export async function mailedBy(w: World, address: string, tenant: string, send: () => Promise<unknown>) {
  const before = mailsTo(w, address, tenant).length;
  await send();
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((done) => setTimeout(done, 20))) {
    const mails = mailsTo(w, address, tenant);
    if (mails.length > before) return mails.at(-1)!;
  }
  throw new Error(`no mail to ${address} within 10 s`);
}

/** A chat room of company A (created by acme's superadmin) with a new employee of A as its member. */
export async function roomOfA(w: World) {
  const owner = await employee(w);
  const json = { name: unique('Room'), company_id: w.companyA.id, member_ids: [owner.id] };
  const room = (await ok(w.t.call(ACME, '/api/v1/rooms', { token: w.super.token, json }), 201)) as { id: string };
  return { owner, room };
}

/** A news item acme's superadmin published for company A. */
export async function newsOfA(w: World) {
  const json = { title: unique('News'), body: 'Nowy grafik', company_ids: [w.companyA.id] };
  const news = (await ok(w.t.call(ACME, '/api/v1/company-news', { token: w.super.token, json }), 201)) as { id: string };
  return { news };
}

/** A message its member posted in a room of A. */
export async function roomMessageOfA(w: World) {
  const { owner, room } = await roomOfA(w);
  const message =
    (await ok(w.t.call(ACME, `/api/v1/rooms/${room.id}/messages`, { token: owner.token, json: { body: 'Dzień dobry' } }), 201)) as {
      id: string;
    };
  return { owner, room, message };
}

/** A direct conversation of two new employees of A, its first message by the owner. */
export async function directOfA(w: World) {
  const owner = await employee(w);
  const peer = await employee(w);
  const json = { user_id: peer.id, body: 'Cześć' };
  const message = (await ok(w.t.call(ACME, '/api/v1/direct/messages', { token: owner.token, json }), 201)) as {
    id: string;
    chat_id: string;
  };
  return { owner, peer, chat: { id: message.chat_id }, message };
}

/** A shift entry of company A (opened by acme's superadmin), with a new employee of A to scan; closed when asked. */
export async function shiftEntryOfA(w: World, status: 'opened' | 'closed' = 'opened') {
  const owner = await employee(w);
  const json = { name: unique('Gate'), company_id: w.companyA.id, department_id: w.deptA.id };
  const entry = (await ok(w.t.call(ACME, '/api/v1/shift-entries/shifts/open', { token: w.super.token, json }), 201)) as { id: string };
  if (status === 'closed') await ok(w.t.call(ACME, '/api/v1/shift-entries/shifts/close', { token: w.super.token, json: { id: entry.id } }));
  return { owner, entry };
}

/** An open shift of A's department (published by acme's superadmin) with a new employee of A to claim it; claimed when asked. */
export async function openShiftOfA(w: World, claimed = false) {
  const owner = await employee(w);
  const json = { department_id: w.deptA.id, date: '2030-11-05', type: 'Night', start: '22:00', end: '06:00', places: 2 };
  const offer = (await ok(w.t.call(ACME, '/api/v1/open-shifts/', { token: w.super.token, json }))) as { id: string };
  if (!claimed) return { owner, offer, claim: { id: '' } };
  const after = (await ok(w.t.call(ACME, `/api/v1/open-shifts/${offer.id}/claim`, { method: 'POST', token: owner.token }))) as {
    my_claim: { id: string };
  };
  return { owner, offer, claim: after.my_claim };
}

/** A giveaway a new employee of A offers (their planned shift); `taker`, another new employee, accepted it when asked. */
export async function swapOfA(w: World, accepted = false) {
  const { owner: offerer, shift } = await plannedShift(w);
  const swap =
    (await ok(w.t.call(ACME, '/api/v1/shift-swaps/', { token: offerer.token, json: { shift_id: shift.id, kind: 'giveaway' } }))) as {
      id: string;
    };
  const taker = await employee(w);
  if (accepted) await ok(w.t.call(ACME, `/api/v1/shift-swaps/${swap.id}/accept`, { method: 'POST', token: taker.token, json: {} }));
  return { offerer, taker, shift, swap };
}
