// The demo tenant's work schedule: patterns, three months of shifts with a past, and the demo
// accounts' planned shift today on every start (ensureDemoShiftsToday).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayShifts } from '../../worker/db/schema';
import { ensureDemoShiftsToday } from '../../worker/demo/seed';
import { DEMO_PATTERNS } from '../../worker/demo/schedule';
import { addDays, addMonths, dayNumber, zonedToUtc } from '../../worker/lib/time';
import { ACME, type TestApp } from './support/app';
import { decodeEmployeesSchedule } from '../../web/src/features/schedule/api/employees-schedule-format';
import { demoOrg, ok, signIn, type Ids, type Tokens } from './support/org';
import { acmeDb, createScheduleApp, schedule } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
let today: string;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  today = (await schedule(t, tokens.user, ids.user, '2030-01-01', '2030-01-01')).today;
});
afterAll(() => t.close());

const todays = async (token: string, userId: string) => (await schedule(t, token, userId, today, today)).data;

describe('demo work schedule', () => {
  it('has the three patterns: a shared office week, the 4-crew rotation of Produkcja and the night rotation of Виробництво', async () => {
    const patterns = (await ok(t.call(ACME, '/api/v1/work-schedule/patterns/get', { token: tokens.super }))).data;
    expect(patterns.map((p: any) => p.name).sort()).toEqual(Object.values(DEMO_PATTERNS).map((p) => p.name).sort());
    const byName = new Map(patterns.map((p: any) => [p.name, p]));
    expect(byName.get(DEMO_PATTERNS.office.name)).toMatchObject({ department_id: null, cycle_length: 7 });
    expect(byName.get(DEMO_PATTERNS.fourCrew.name)).toMatchObject({ department_id: org.production.id, cycle_length: 8 });
    expect(byName.get(DEMO_PATTERNS.nights.name)).toMatchObject({ department_id: org.assembly.id, cycle_length: 4 });
  });

  it("has Produkcja's crews A-D, its rotation's people split evenly, each crew on its own days of '4 brygady 12 h'", async () => {
    const crews = (await ok(t.call(ACME, `/api/v1/crews/?department_id=${org.production.id}`, { token: tokens.admin }))).data;
    expect(crews.map((c: any) => c.name)).toEqual(['Brygada A', 'Brygada B', 'Brygada C', 'Brygada D']);
    const sizes = crews.map((c: any) => c.members.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(crews[0].members.map((m: any) => m.user_id)).toContain(ids.user);
    // Next month: nobody has worked yet, the plan is the crews' plan.
    const next = addMonths(today.slice(0, 7), 1);
    const grid = decodeEmployeesSchedule(
      await ok(t.call(ACME, `/api/v1/employees-schedule/?department_id=${org.production.id}&month=${next}`, { token: tokens.super })),
    );
    // A shift's phase: the date its cycle (day, day, night, night, 4 off) started, modulo 8. Absences
    // and holidays take shifts away but never move one. The demo's hand edits of the plan (a moved
    // night, a shortened day, a cover after a night) lie within 10 days of today: left out, as the
    // next month begins tomorrow when today is the last day of a month.
    const handEdited = addDays(today, 16);
    const phases = (userId: string) => {
      const all = grid.employees.find((e: any) => e.user_id === userId)!.shifts as { date: string; type: string }[];
      const shifts = all.filter((s) => s.date > handEdited && (s.type === 'Dzienna' || s.type === 'Nocna'));
      expect(shifts.length).toBeGreaterThan(0);
      return [...new Set(shifts.map((s) => (((dayNumber(s.date) - (s.type === 'Nocna' ? 2 : 0)) % 8) + 8) % 8))];
    };
    const crewPhases = crews.map((c: any) => [...new Set(c.members.flatMap((m: any) => phases(m.user_id)))]);
    // Each crew's days of the day shift are two days in a row: the day of phase p or p-1.
    for (const phase of crewPhases) expect(phase.length, JSON.stringify(crewPhases)).toBeLessThanOrEqual(2);
    const starts = crewPhases.map((phase: number[]) => Math.min(...phase));
    expect(new Set(starts).size).toBe(4);
  });

  it('gives user@acme.test and admin2@acme.test a planned, not yet started shift today', async () => {
    for (const [token, id] of [[tokens.user, ids.user], [tokens.admin2, ids.admin2]] as const) {
      const shifts = await todays(token, id);
      expect(shifts).toHaveLength(1);
      expect(shifts[0]).toMatchObject({ date: today, status: 'not_started', off_schedule: false });
    }
  });

  it('plans the previous, current and next month, with a past that was worked, confirmed, left unconfirmed or missed', async () => {
    const month = today.slice(0, 7);
    for (const m of [addMonths(month, -1), month, addMonths(month, 1)]) {
      const grid = decodeEmployeesSchedule(
        await ok(t.call(ACME, `/api/v1/employees-schedule/?company_id=${org.poland.id}&month=${m}`, { token: tokens.super })),
      );
      expect(grid.employees.length).toBe(25);
      // Everyone but the three students of docs/availability.md's demo, who wait to be planned on evenings.
      const unplanned = grid.employees.filter((e: any) => e.shifts.length <= 5).map((e: any) => e.full_name).sort();
      expect(unplanned).toEqual(['Julia Zając', 'Kacper Wróbel', 'Natalia Stępień']);
    }
    const previous = addMonths(month, -1);
    const statuses: Record<string, number> = {};
    for (const company of [org.poland, org.ukraine]) {
      const grid = decodeEmployeesSchedule(
        await ok(t.call(ACME, `/api/v1/employees-schedule/?company_id=${company.id}&month=${previous}`, { token: tokens.super })),
      );
      for (const e of grid.employees) for (const s of e.shifts) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    }
    expect(statuses.confirmed).toBeGreaterThan(100);
    expect(statuses.ended).toBeGreaterThan(0);
    expect(statuses.not_started).toBeGreaterThan(0); // missed
    const stats = (await schedule(t, tokens.user, ids.user, `${previous}-01`, addDays(`${month}-01`, -1))).statistics;
    expect(stats.total_shifts).toBeGreaterThan(5);
    expect(stats.closed).toBeGreaterThan(0);
    expect(stats.confirmed).toBeGreaterThan(0);
    expect(stats.planned_hours).toBeGreaterThan(40);
  });

  it('ensures the shift of today on every start, cheaply and idempotently, and closes a forgotten one of an earlier day', async () => {
    expect(await ensureDemoShiftsToday(t.platform)).toBe(0);
    const db = await acmeDb(t);
    await db.delete(dayShifts).where(and(eq(dayShifts.userId, ids.user), eq(dayShifts.date, today)));
    expect(await todays(tokens.user, ids.user)).toEqual([]);
    // A shift of an earlier day left running would refuse every Start.
    const yesterday = addDays(today, -1);
    await db.delete(dayShifts).where(and(eq(dayShifts.userId, ids.user), eq(dayShifts.date, yesterday)));
    await db.insert(dayShifts).values({
      id: crypto.randomUUID(),
      userId: ids.user,
      companyId: org.poland.id,
      date: yesterday,
      offSchedule: true,
      startedAt: zonedToUtc(yesterday, '12:00', 'Europe/Warsaw'),
    });
    expect(await ensureDemoShiftsToday(t.platform)).toBe(1);
    expect(await ensureDemoShiftsToday(t.platform)).toBe(0);
    const [shift] = await todays(tokens.user, ids.user);
    expect(shift).toMatchObject({ type: 'Biuro', planned_start: '08:00', planned_end: '16:00', status: 'not_started' });
    const started = await t.call(ACME, '/api/v1/work-schedule/start', { token: tokens.user, json: { schedule_id: shift.id } });
    expect(started).toMatchObject({ status: 200, body: { status: 'started' } });
    const [earlier] = (await schedule(t, tokens.user, ids.user, yesterday, yesterday)).data;
    expect(earlier).toMatchObject({ status: 'ended' });
    // Started today: it stays as it is, even across a restart.
    expect(await ensureDemoShiftsToday(t.platform)).toBe(0);
    expect((await todays(tokens.user, ids.user))[0]).toMatchObject({ id: shift.id, status: 'started' });
  });
});
