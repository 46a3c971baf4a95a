// Auto-confirm: POST /work-schedule/auto-confirm and the 15-minute cron job over every tenant.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayShifts } from '../../worker/db/schema';
import { runScheduledJobs } from '../../worker/jobs';
import { registerTenant } from '../../worker/tenancy/registry';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Ids, type Tokens } from './support/org';
import { acmeDb, apply, createPattern, createScheduleApp, OFFICE, setClock, setLocalClock, shiftsByDate } from './support/schedule';

const MONDAY = '2030-01-07';
let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let office: { id: string };
let dept: { id: string };

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  office = await createPattern(t, tokens.admin, OFFICE);
  dept = await createDepartment(t, tokens.admin, org.poland.id);
});
afterAll(() => t.close());
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

const autoConfirm = (token: string | undefined, json: unknown) => t.call(ACME, '/api/v1/work-schedule/auto-confirm', { token, json });

/** A new employee with the office week in November 2030, signed in. */
async function employee(companyId = org.poland.id, departmentId: string | undefined = dept.id) {
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: companyId, department_id: departmentId });
  await ok(apply(t, tokens.super, { pattern_id: office.id, user_ids: [person.id], start_month: '2030-11', anchor_date: MONDAY }));
  const token = await t.login(person.email, ACME, 'person-pass');
  const plan = await shiftsByDate(t, token, person.id, '2030-11-01', '2030-11-30');
  return { id: person.id, token, plan };
}

/** Works a planned 08:00-16:00 shift from `from` to `to` (Warsaw or Kyiv wall times, to the second). */
async function work(p: { token: string; plan: Map<string, any> }, day: string, from: string, to: string, toSeconds = 0, zone?: string) {
  const id = p.plan.get(day).id;
  setLocalClock(t, day, from, zone, -0.2);
  await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, json: { schedule_id: id } }));
  setLocalClock(t, day, to, zone, toSeconds);
  await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: p.token, json: { schedule_id: id } }));
  return id as string;
}

async function stored(id: string) {
  const db = await acmeDb(t);
  const [row] = await db.select().from(dayShifts).where(eq(dayShifts.id, id));
  return row!;
}

describe('POST /work-schedule/auto-confirm', () => {
  it("confirms finished planned shifts within the company's tolerance, in whole minutes, with the note auto", async () => {
    // The Polish demo company: auto-confirm on, 15 minutes.
    const p = await employee();
    const within = await work(p, '2030-11-04', '08:00', '16:15', 30); // +15 min 30 s: 15 whole minutes
    const over = await work(p, '2030-11-05', '08:00', '16:16'); // +16
    const under = await work(p, '2030-11-06', '08:15', '16:00'); // -15
    const early = await work(p, '2030-11-07', '08:00', '15:44'); // -16
    const running = p.plan.get('2030-11-08').id;
    setLocalClock(t, '2030-11-08', '08:00');
    await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, json: { schedule_id: running } }));
    setLocalClock(t, '2030-11-08', '08:30');
    const res = await autoConfirm(tokens.admin, { start: '2030-11-01', end: '2030-11-30' });
    expect(res).toMatchObject({ status: 200, body: { confirmed: 2 } });
    for (const id of [within, under]) {
      expect(await stored(id)).toMatchObject({
        confirmed: true,
        confirmedBy: null,
        confirmationNotes: 'auto',
        adjustedStartedAt: null,
        adjustedEndedAt: null,
      });
    }
    for (const id of [over, early, running]) expect((await stored(id)).confirmed).toBe(false);
    expect((await autoConfirm(tokens.admin, { start: '2030-11-01', end: '2030-11-30' })).body).toEqual({ confirmed: 0 });

    // A wider tolerance confirms the rest; a shift stays as the admin confirmed it.
    await ok(
      t.call(ACME, `/api/v1/companies/${org.poland.id}`, {
        method: 'PATCH',
        token: tokens.super,
        json: { auto_confirm_tolerance_minutes: 16 },
      }),
    );
    try {
      await ok(
        t.call(ACME, '/api/v1/work-schedule/confirm', { method: 'PATCH', token: tokens.admin, json: { schedule_id: over, notes: 'OK' } }),
      );
      expect((await autoConfirm(tokens.admin, { start: '2030-11-01', end: '2030-11-30' })).body).toEqual({ confirmed: 1 });
      expect(await stored(early)).toMatchObject({ confirmed: true, confirmationNotes: 'auto' });
      expect(await stored(over)).toMatchObject({ confirmedBy: ids.admin, confirmationNotes: 'OK' });
    } finally {
      await ok(
        t.call(ACME, `/api/v1/companies/${org.poland.id}`, {
          method: 'PATCH',
          token: tokens.super,
          json: { auto_confirm_tolerance_minutes: 15 },
        }),
      );
    }
  });

  it('never confirms off-schedule work and looks only at shifts dated in the period', async () => {
    const p = await employee();
    const friday = await work(p, '2030-11-15', '08:00', '16:00');
    setLocalClock(t, '2030-11-16', '10:00');
    const saturday = await ok(t.call(ACME, '/api/v1/work-schedule/start', { token: p.token, method: 'POST' }));
    setLocalClock(t, '2030-11-16', '12:00');
    await ok(t.call(ACME, '/api/v1/work-schedule/stop', { token: p.token, json: { schedule_id: saturday.id } }));
    expect((await autoConfirm(tokens.admin, { start: '2030-11-16', end: '2030-11-16' })).body).toEqual({ confirmed: 0 });
    expect((await stored(friday)).confirmed).toBe(false);
    expect((await autoConfirm(tokens.admin, { start: '2030-11-15', end: '2030-11-16' })).body).toEqual({ confirmed: 1 });
    expect((await stored(saturday.id)).confirmed).toBe(false);
  });

  it("works only in the caller's companies that have auto-confirm on", async () => {
    // The Ukrainian demo company has auto-confirm off.
    const ukrainian = await employee(org.ukraine.id, org.logistics.id);
    const kyiv = 'Europe/Kyiv';
    const shift = await work(ukrainian, '2030-11-04', '08:00', '16:00', 0, kyiv);
    setLocalClock(t, '2030-11-05', '10:00');
    expect((await autoConfirm(tokens.super, { start: '2030-11-01', end: '2030-11-30' })).body).toEqual({ confirmed: 0 });
    await ok(
      t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, { method: 'PATCH', token: tokens.super, json: { auto_confirm_enabled: true } }),
    );
    try {
      expect((await autoConfirm(tokens.admin, { start: '2030-11-01', end: '2030-11-30' })).body).toEqual({ confirmed: 0 });
      expect((await stored(shift)).confirmed).toBe(false);
      expect((await autoConfirm(tokens.super, { start: '2030-11-01', end: '2030-11-30' })).body).toEqual({ confirmed: 1 });
      expect((await stored(shift)).confirmed).toBe(true);
    } finally {
      await ok(
        t.call(ACME, `/api/v1/companies/${org.ukraine.id}`, {
          method: 'PATCH',
          token: tokens.super,
          json: { auto_confirm_enabled: false },
        }),
      );
    }
  });

  it('answers 422 for a bad period (who may call it: the isolation table)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ end: '2030-11-30' }, 'start'],
      [{ start: '2030-11-01' }, 'end'],
      [{ start: '2030-11-30', end: '2030-11-01' }, 'end'],
      [{ start: '2030-01-01', end: '2031-06-01' }, 'end'],
      [{ start: '01.11.2030', end: '2030-11-30' }, 'start'],
    ];
    for (const [json, field] of cases) {
      const res = await autoConfirm(tokens.admin, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
    }
  });
});

describe('the auto-confirm job (cron */15)', () => {
  it('confirms within tolerance in every tenant, and a failing tenant does not stop the others', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const acme = await employee();
      const tooOld = await work(acme, '2030-11-04', '08:00', '16:05');
      const acmeShift = await work(acme, '2030-11-18', '08:00', '16:05');
      // Globex: its own company with auto-confirm on, its owner employed there with a finished shift.
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
      setClock(t, '2030-10-15T10:00:00Z');
      await ok(t.call(GLOBEX, '/api/v1/work-schedule/patterns/apply', {
        token: tokens.globex,
        json: { pattern_id: pattern.id, user_ids: [owner.id], start_month: '2030-11', months: 1, anchor_date: MONDAY },
      }));
      const globexPlan =
        (await ok(t.call(GLOBEX, '/api/v1/work-schedule/get?start=2030-11-18&end=2030-11-19', { token: tokens.globex }))).data;
      const [monday, tuesday] = globexPlan.map((s: any) => s.id);
      for (const [id, day, end] of [[monday, '2030-11-18', '16:04'], [tuesday, '2030-11-19', '16:06']]) {
        setLocalClock(t, day!, '08:00', undefined, -0.2);
        await ok(t.call(GLOBEX, '/api/v1/work-schedule/start', { token: tokens.globex, json: { schedule_id: id } }));
        setLocalClock(t, day!, end!);
        await ok(t.call(GLOBEX, '/api/v1/work-schedule/stop', { token: tokens.globex, json: { schedule_id: id } }));
      }
      // The target writes its usage counts after answering (docs/telemetry.md): let those of both
      // tenants land before this process's job writes to the same files.
      await ok(t.call(GLOBEX, '/api/v1/telemetry/daily', { token: tokens.globex }));
      await ok(t.call(ACME, '/api/v1/telemetry/daily', { token: tokens.super }));
      // A tenant whose database cannot be opened, listed between the two (tenants run by slug).
      mkdirSync(join(t.dataDir, 'tenants', 'broken.db'), { recursive: true });
      await registerTenant(t.platform.control, { slug: 'broken', name: 'Broken' });

      // 10 December: 18 November is within the job's 31-day look-back, 4 November is not.
      setLocalClock(t, '2030-12-10', '09:00');
      await expect(runScheduledJobs('*/15 * * * *', t.platform)).rejects.toThrow('Scheduled jobs failed: auto-confirm');
      const logged = errors.mock.calls.flat().join('\n');
      expect(logged).toContain('tenant broken failed');
      // Only that one: a failure of acme or globex must not hide behind the expected one.
      expect(logged).not.toMatch(/tenant (acme|globex) failed/);
      expect(await stored(acmeShift)).toMatchObject({ confirmed: true, confirmationNotes: 'auto' });
      // Older shifts are left to the admins' POST /auto-confirm with a period.
      expect((await stored(tooOld)).confirmed).toBe(false);
      const after = await ok(t.call(GLOBEX, '/api/v1/work-schedule/get?start=2030-11-18&end=2030-11-19', { token: tokens.globex }));
      expect(after.data.map((s: any) => [s.date, s.confirmed, s.confirmation_notes])).toEqual([
        ['2030-11-18', true, 'auto'],
        ['2030-11-19', false, null],
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
