// Each kept answer (worker/lib/answer-cache.ts) names the tables it is built from: a write to any
// other table leaves it kept. Here every statement of each kept read is recorded, as each role asks
// it, and the tables they name must be among those the route declares; otherwise a change to a table
// left out would leave users an old answer.
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../worker/db/schema';
import { BALANCE_READS } from '../../worker/features/absence/balance.service';
import { ROOMS_READS } from '../../worker/features/chat/rooms.service';
import { NOTIFICATIONS_READS } from '../../worker/features/notifications/service';
import { GRID_READS } from '../../worker/features/schedule/employees-grid.service';
import { SCHEDULE_READS } from '../../worker/features/schedule/work-schedule.service';
import { SqliteFileClient } from '../../worker/platform/sqlite-file';
import { ACME, type TestApp } from '../api/support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Tokens } from '../api/support/org';
import { apply, createPattern, createScheduleApp, OFFICE, setClock } from '../api/support/schedule';

const TABLES = Object.values(schema).flatMap((value) => (is(value, SQLiteTable) ? [getTableName(value).toLowerCase()] : []));
/** The tables a statement names (every quoted name that is a table: more is safe, fewer is not). */
const tablesOf = (sql: string) =>
  TABLES.filter((table) =>
    sql.toLowerCase().includes(`"${table}"`) || new RegExp(`\\b(from|join|into|update)\\s+${table}\\b`, 'i').test(sql)
  );

let t: TestApp;
let tokens: Tokens;
let dept: { id: string };
let worker: { id: string; token: string };
let roomId: string;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens } = await signIn(t));
  const org = await demoOrg(t, tokens.super);
  setClock(t, '2030-10-15T10:00:00Z');
  dept = await createDepartment(t, tokens.admin, org.poland.id, { name: 'Recorded' });
  const person = await createUser(t, tokens.super, { full_name: 'Renata Rek' });
  await hire(t, tokens.admin, { user_id: person.id, company_id: org.poland.id, department_id: dept.id });
  worker = { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
  const office = await createPattern(t, tokens.admin, OFFICE);
  await ok(apply(t, tokens.admin, { pattern_id: office.id, user_ids: [person.id], start_month: '2030-11', anchor_date: '2030-11-04' }));
  await ok(
    t.call(ACME, '/api/v1/vacation-sick/create', {
      token: worker.token,
      json: { type: 'sick', start_date: '2030-11-27', end_date: '2030-11-27' },
    }),
  );
  roomId = (await ok(t.call(ACME, '/api/v1/rooms/', { token: tokens.admin, json: { name: 'Nagrany', member_ids: [person.id] } }), 201)).id;
  await ok(t.call(ACME, `/api/v1/rooms/${roomId}/messages`, { token: tokens.admin, json: { body: 'Dzień dobry' } }), 201);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The tables named by the statements of one request (the Node app runs it in this process; nothing else runs meanwhile). */
async function tablesRead(token: string, path: string): Promise<string[]> {
  const seen = new Set<string>();
  const record = (sql: string) => tablesOf(sql).forEach((table) => seen.add(table));
  const execute = SqliteFileClient.prototype.execute;
  vi.spyOn(SqliteFileClient.prototype, 'execute').mockImplementation(function(this: SqliteFileClient, stmt: unknown, args?: unknown) {
    record(typeof stmt === 'string' ? stmt : (stmt as { sql: string }).sql);
    return (execute as (...a: unknown[]) => ReturnType<typeof execute>).call(this, stmt, args);
  });
  // A month not asked before: the answer is built, not replayed.
  expect((await t.call(ACME, path, { token })).status).toBe(200);
  vi.restoreAllMocks();
  return [...seen].sort();
}

describe('kept answers name every table they are built from', () => {
  it.each([
    ['the work schedule, own', () => worker.token, () => `/api/v1/work-schedule/get?start=2030-11-01&end=2030-11-30`, SCHEDULE_READS],
    [
      'the work schedule, an admin reading an employee',
      () => tokens.admin,
      () => `/api/v1/work-schedule/get?user_id=${worker.id}&start=2030-11-01&end=2030-11-29`,
      SCHEDULE_READS,
    ],
    [
      'the work schedule, a superadmin reading an employee',
      () => tokens.super,
      () => `/api/v1/work-schedule/get?user_id=${worker.id}&start=2030-11-01&end=2030-11-28`,
      SCHEDULE_READS,
    ],
    [
      'the employees grid, an admin',
      () => tokens.admin,
      () => `/api/v1/employees-schedule/?department_id=${dept.id}&month=2030-11`,
      GRID_READS,
    ],
    [
      'the employees grid, a user of the department',
      () => worker.token,
      () => `/api/v1/employees-schedule/?department_id=${dept.id}&month=2030-12`,
      GRID_READS,
    ],
    ['notifications, an admin', () => tokens.admin, () => '/api/v1/notifications/get', NOTIFICATIONS_READS],
    ['notifications, unread only', () => tokens.user, () => '/api/v1/notifications/get?unread=true', NOTIFICATIONS_READS],
    ['rooms, a member', () => worker.token, () => '/api/v1/rooms/', ROOMS_READS],
    ['rooms, an admin, searched', () => tokens.admin, () => '/api/v1/rooms/?search=Nagr', ROOMS_READS],
    ['rooms, a superadmin', () => tokens.super, () => '/api/v1/rooms/', ROOMS_READS],
    ['the absence balance, own', () => worker.token, () => '/api/v1/vacation-sick/get-by-user', BALANCE_READS],
    [
      'the absence balance, an admin reading an employee, another year',
      () => tokens.admin,
      () => `/api/v1/vacation-sick/get-by-user?user_id=${worker.id}&year=2031`,
      BALANCE_READS,
    ],
    [
      'the absence balance, a superadmin reading an employee',
      () => tokens.super,
      () => `/api/v1/vacation-sick/get-by-user?user_id=${worker.id}&year=2029`,
      BALANCE_READS,
    ],
  ])('%s', async (_name, token, path, declared) => {
    const read = await tablesRead(token(), path());
    // Built, not replayed: its statements were recorded (the signed-in user's row may be kept).
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((table) => !declared.includes(table))).toEqual([]);
  });
});
