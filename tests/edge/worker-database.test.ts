// The Worker bundle in workerd answering from real tenant databases: tenants made by the Node
// platform on a data directory, whose files the Hrana test server then serves over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEdge } from '../../scripts/bundle-edge';
import { PASSWORD, type TestApp } from '../api/support/app';
import { createScheduleApp } from '../api/support/schedule';
import { startHranaServer, type HranaServer } from '../support/hrana-server';
import { AFTER_SHIFT_DAY, seedFinishedShifts, SHIFT_DAY } from './support/finished-shifts';
import { callWorker, grafikWorker, withTenantHosts } from './support/worker';

const TOKEN = 'hrana-edge-token';
const WORKER_CLOCK = AFTER_SHIFT_DAY;
const AUTO_CONFIRM = '*/15 * * * *';

let t: TestApp;
let server: HranaServer;
let mf: Miniflare;
let outdir: string;
const logs: string[] = [];
let acmeWorker: { email: string };

beforeAll(async () => {
  t = await createScheduleApp();
  acmeWorker = await seedFinishedShifts(t);

  // From here on only the Worker touches the databases, through the Hrana server.
  await t.platform.close();
  server = await startHranaServer({ dir: t.dataDir, token: TOKEN });
  outdir = mkdtempSync(join(tmpdir(), 'grafik-edge-db-'));
  const bundle = await bundleEdge(outdir);
  mf = new Miniflare(
    withTenantHosts(
      grafikWorker(bundle, {
        TURSO_DATABASE_URL_TEMPLATE: `${server.url}/tenants/{tenant}/`,
        CONTROL_DATABASE_URL: server.databaseUrl('control'),
        TURSO_AUTH_TOKEN: TOKEN,
        GRAFIK_CLOCK: WORKER_CLOCK,
      }),
      logs,
    ),
  );
  await mf.ready;
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await server?.stop();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
  if (t) rmSync(t.dataDir, { recursive: true, force: true });
});

const call = (tenant: string, path: string, init?: Parameters<typeof callWorker>[3]) => callWorker(mf, tenant, path, init);

async function signInAtEdge(tenant: string, email: string, password = PASSWORD) {
  const res = await call(tenant, '/api/v1/login/access-token', { form: { username: email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

describe('the Worker on tenant databases over Hrana', () => {
  it('signs a user in and answers /users/me from their tenant database', async () => {
    const acme = await signInAtEdge('acme', 'super@acme.test');
    expect((await call('acme', '/api/v1/users/me', { token: acme })).body).toMatchObject({ email: 'super@acme.test', role: 'superadmin' });
    const globex = await signInAtEdge('globex', 'owner@globex.test');
    expect((await call('globex', '/api/v1/users/me', { token: globex })).body).toMatchObject({
      email: 'owner@globex.test',
      full_name: 'Greta Owner',
    });
  });

  it("keeps tenants apart: a token is refused on another tenant's host, an account of one tenant cannot sign in on another", async () => {
    const acme = await signInAtEdge('acme', 'super@acme.test');
    expect((await call('globex', '/api/v1/users/me', { token: acme })).status).toBe(401);
    const crossed = await call('globex', '/api/v1/login/access-token', { form: { username: 'super@acme.test', password: PASSWORD } });
    expect(crossed.status).toBe(400);
    expect((await call('initech', '/api/v1/users/me', { token: acme })).status).toBe(404);
  });

  it('runs auto-confirm for every tenant on its cron trigger', async () => {
    const acmeToken = await signInAtEdge('acme', acmeWorker.email, 'person-pass');
    const globexToken = await signInAtEdge('globex', 'owner@globex.test');
    const shift = async (tenant: string, token: string) => {
      const res = await call(tenant, `/api/v1/work-schedule/get?start=${SHIFT_DAY}&end=${SHIFT_DAY}`, { token });
      expect(res.status).toBe(200);
      return res.body.data[0] as { confirmed: boolean; confirmation_notes: string | null };
    };
    expect((await shift('acme', acmeToken)).confirmed).toBe(false);
    expect((await shift('globex', globexToken)).confirmed).toBe(false);

    const worker = await mf.getWorker('grafik');
    // The trigger's scheduled time names the slot; the isolate's (pinned) clock is another matter.
    const slot = new Date('2026-11-21T10:15:00Z');
    expect(await worker.scheduled({ cron: AUTO_CONFIRM, scheduledTime: slot })).toMatchObject({ outcome: 'ok' });

    expect(await shift('acme', acmeToken)).toMatchObject({ confirmed: true, confirmation_notes: 'auto' });
    expect(await shift('globex', globexToken)).toMatchObject({ confirmed: true, confirmation_notes: 'auto' });
    expect(logs.join('\n')).toContain('[cron */15 * * * *] 1 job(s) ran');
    expect(logs.join('\n')).toContain('[auto-confirm] 2 shift(s) confirmed in 2 tenant(s)');
    // The same slot again (a repeated event): every tenant has had its run.
    expect(await worker.scheduled({ cron: AUTO_CONFIRM, scheduledTime: new Date(slot.getTime() + 2000) })).toMatchObject({ outcome: 'ok' });
    expect(logs.join('\n')).toContain(
      '[auto-confirm] 0 shift(s) confirmed in 0 tenant(s); 2 tenant(s) already run for 2026-11-21T10:15:00.000Z by another instance',
    );
    // The next slot runs again: nothing is left to confirm.
    expect(await worker.scheduled({ cron: AUTO_CONFIRM, scheduledTime: new Date('2026-11-21T10:30:00Z') })).toMatchObject({
      outcome: 'ok',
    });
    expect(logs).toContain('[auto-confirm] 0 shift(s) confirmed in 2 tenant(s)');
  });
});
