// Two Node instances (two processes) on the same remote databases, both firing the auto-confirm
// cron for the same slot at the same moment: each tenant runs once (the job_runs lease).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../api/support/app';
import { createScheduleApp } from '../api/support/schedule';
import { startHranaServer, type HranaServer } from '../support/hrana-server';
import { AFTER_SHIFT_DAY, seedFinishedShifts, SHIFT_DAY } from './support/finished-shifts';

const TOKEN = 'hrana-instances-token';
const CRON = '*/15 * * * *';
const SLOT = '2026-11-21T10:15:00.000Z';
const NEXT_SLOT = '2026-11-21T10:30:00.000Z';

let t: TestApp;
let hrana: HranaServer;
const localDirs: string[] = [];

beforeAll(async () => {
  t = await createScheduleApp();
  await seedFinishedShifts(t);
  // From here on only the instances touch the databases, through the Hrana server (a little
  // latency, like a network, so that their requests interleave).
  await t.platform.close();
  hrana = await startHranaServer({ dir: t.dataDir, token: TOKEN, latencyMs: 3 });
}, 60_000);

afterAll(async () => {
  await hrana?.stop();
  for (const dir of localDirs) rmSync(dir, { recursive: true, force: true });
  if (t) rmSync(t.dataDir, { recursive: true, force: true });
});

type Instance = { lines: string[]; ready: Promise<void>; done: Promise<number | null>; go(): void };

/** A Node instance with its own DATA_DIR (key, outbox, media) and the shared remote databases. */
function startInstance(firedAt: string): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-instance-'));
  localDirs.push(dataDir);
  const child = spawn('node_modules/.bin/tsx', ['tests/edge/support/cron-instance.ts'], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      SECRET_KEY: 'instances-test-secret-key-long-enough-0123456789',
      TURSO_DATABASE_URL_TEMPLATE: `${hrana.url}/tenants/{tenant}/`,
      CONTROL_DATABASE_URL: hrana.databaseUrl('control'),
      TURSO_AUTH_TOKEN: TOKEN,
      GRAFIK_CLOCK: AFTER_SHIFT_DAY,
      CRON,
      FIRED_AT: firedAt,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((ok) => (ready = ok));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    if (line === 'ready') ready();
  });
  return {
    lines,
    ready: readyPromise,
    done: new Promise((ok) => child.on('close', ok)),
    go: () => child.stdin!.end('go\n'),
  };
}

/** Both instances fire the cron for `firedAt` together; answers their output. */
async function fireOnBoth(firedAt: string, secondFiredAt = firedAt) {
  const instances = [startInstance(firedAt), startInstance(secondFiredAt)];
  await Promise.all(instances.map((i) => i.ready));
  for (const instance of instances) instance.go();
  expect(await Promise.all(instances.map((i) => i.done))).toEqual([0, 0]);
  return instances.map((i) => i.lines);
}

/** `[auto-confirm] <n> shift(s) confirmed in <m> tenant(s)` of each instance, summed. */
function totals(outputs: string[][]) {
  let confirmed = 0;
  let tenants = 0;
  for (const line of outputs.flat()) {
    const match = /^\[auto-confirm\] (\d+) shift\(s\) confirmed in (\d+) tenant\(s\)/.exec(line);
    if (!match) continue;
    confirmed += Number(match[1]);
    tenants += Number(match[2]);
  }
  return { confirmed, tenants };
}

const holderOf = (lines: string[]) => lines.find((line) => line.startsWith('holder '))!.slice('holder '.length);

async function query(database: string, sql: string) {
  const client = createClient({ url: hrana.databaseUrl(database), authToken: TOKEN });
  try {
    return (await client.execute(sql)).rows.map((row) => ({ ...row }));
  } finally {
    client.close();
  }
}

describe('two Node instances on shared remote databases', () => {
  it('run auto-confirm once per tenant and slot: each shift confirmed once, one lease per tenant; the next slot runs again', async () => {
    // The second instance's timer fires 40 ms later: same slot.
    const first = await fireOnBoth(SLOT, '2026-11-21T10:15:00.040Z');
    expect(totals(first)).toEqual({ confirmed: 2, tenants: 2 });
    const holders = first.map(holderOf);
    expect(new Set(holders).size).toBe(2);

    const runs = await query('control', 'SELECT job, tenant, slot, holder, outcome FROM job_runs ORDER BY tenant');
    expect(runs.map(({ holder, ...run }) => ({ ...run, byAnInstance: holders.includes(holder as string) }))).toEqual([
      { job: 'auto-confirm', tenant: 'acme', slot: Date.parse(SLOT), outcome: 'ok', byAnInstance: true },
      { job: 'auto-confirm', tenant: 'globex', slot: Date.parse(SLOT), outcome: 'ok', byAnInstance: true },
    ]);
    for (const tenant of ['acme', 'globex']) {
      const shifts = await query(
        `tenants/${tenant}`,
        `SELECT confirmed, confirmation_notes FROM day_shifts WHERE date = '${SHIFT_DAY}' AND ended_at IS NOT NULL`,
      );
      expect(shifts).toEqual([{ confirmed: 1, confirmation_notes: 'auto' }]);
    }

    const next = await fireOnBoth(NEXT_SLOT);
    expect(totals(next)).toEqual({ confirmed: 0, tenants: 2 });
    const slots = await query('control', 'SELECT slot, count(*) AS tenants FROM job_runs GROUP BY slot ORDER BY slot');
    expect(slots).toEqual([
      { slot: Date.parse(SLOT), tenants: 2 },
      { slot: Date.parse(NEXT_SLOT), tenants: 2 },
    ]);
  }, 90_000);
});
