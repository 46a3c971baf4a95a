// Tenant data for the scheduled-job tests: one finished shift to auto-confirm in each of two tenants.
import { zonedToUtc } from '../../../worker/lib/time';
import { ACME, GLOBEX, type TestApp } from '../../api/support/app';
import { createUser, demoOrg, hire, ok, signIn } from '../../api/support/org';
import { apply, createPattern, OFFICE, setClock, shiftsByDate, WARSAW } from '../../api/support/schedule';

export const SHIFT_DAY = '2030-11-18';
/** 10 December 2030, 09:00 in Warsaw: 18 November is within auto-confirm's look-back. */
export const AFTER_SHIFT_DAY = '2030-12-10T08:00:00Z';

/** Works the planned 08:00-16:00 shift of `day` from 08:00 to `end`, Warsaw time, on the Node app's clock. */
async function work(t: TestApp, host: string, token: string, shiftId: string, day: string, end: string) {
  setClock(t, new Date(zonedToUtc(day, '08:00', WARSAW).getTime() - 200));
  await ok(t.call(host, '/api/v1/work-schedule/start', { token, json: { schedule_id: shiftId } }));
  setClock(t, zonedToUtc(day, end, WARSAW));
  await ok(t.call(host, '/api/v1/work-schedule/stop', { token, json: { schedule_id: shiftId } }));
}

/**
 * A finished shift awaiting auto-confirm in each of acme and globex, both within their company's
 * tolerance, on `SHIFT_DAY`; auto-confirm confirms them once the clock is past that day (e.g.
 * `AFTER_SHIFT_DAY`). Answers the acme employee whose shift it is (password `person-pass`).
 */
export async function seedFinishedShifts(t: TestApp): Promise<{ email: string }> {
  const { tokens } = await signIn(t);
  setClock(t, '2030-10-15T10:00:00Z');

  // Acme (the demo tenant): a new employee of the Polish company (auto-confirm on, 15 min), a shift 5 min long.
  const org = await demoOrg(t, tokens.super);
  const office = await createPattern(t, tokens.admin, OFFICE);
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id });
  await ok(apply(t, tokens.super, { pattern_id: office.id, user_ids: [person.id], start_month: '2030-11', anchor_date: '2030-01-07' }));
  const personToken = await t.login(person.email, ACME, 'person-pass');
  const plan = await shiftsByDate(t, personToken, person.id, SHIFT_DAY, SHIFT_DAY);
  await work(t, ACME, personToken, plan.get(SHIFT_DAY).id, SHIFT_DAY, '16:05');
  const acmeWorker = { email: person.email };

  // Globex: its own company with auto-confirm on (5 min), its owner employed there, a shift 4 min long.
  const company = await ok(
    t.call(GLOBEX, '/api/v1/companies/', {
      token: tokens.globex,
      json: { name: 'Globex Sp. z o.o.', auto_confirm_enabled: true, auto_confirm_tolerance_minutes: 5 },
    }),
  );
  const owner = await ok(t.call(GLOBEX, '/api/v1/users/me', { token: tokens.globex }));
  await ok(
    t.call(GLOBEX, '/api/v1/employees/', {
      token: tokens.globex,
      json: { user_id: owner.id, company_id: company.id, start_date: '2024-01-01' },
    }),
  );
  const pattern = await ok(t.call(GLOBEX, '/api/v1/work-schedule/patterns/create', { token: tokens.globex, json: OFFICE }));
  await ok(t.call(GLOBEX, '/api/v1/work-schedule/patterns/apply', {
    token: tokens.globex,
    json: { pattern_id: pattern.id, user_ids: [owner.id], start_month: '2030-11', months: 1, anchor_date: '2030-01-07' },
  }));
  const globexPlan = await ok(t.call(GLOBEX, `/api/v1/work-schedule/get?start=${SHIFT_DAY}&end=${SHIFT_DAY}`, { token: tokens.globex }));
  await work(t, GLOBEX, tokens.globex, globexPlan.data[0].id, SHIFT_DAY, '16:04');
  return acmeWorker;
}
