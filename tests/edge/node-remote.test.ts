// The Node entry and the operator commands on remote databases (libSQL over HTTP, here the Hrana
// test server), with the Worker's settings; tenant creation through a stand-in of the Turso
// Platform API.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { tenantMigrations } from '../../worker/db/migrations.generated';
import { createNodePlatform } from '../../worker/platform/node';
import { registerTenant } from '../../worker/tenancy/registry';
import { startHranaServer, type HranaServer } from '../support/hrana-server';
import { startTursoPlatformServer, type TursoPlatformServer } from '../support/turso-platform-server';

const run = promisify(execFile);
const TOKEN = 'hrana-node-token';
const PLATFORM_TOKEN = 'turso-platform-token';
const SECRET_KEY = 'remote-test-secret-key-long-enough-0123456789';

let databasesDir: string;
let dataDir: string;
let hrana: HranaServer;
let turso: TursoPlatformServer;
let remoteEnv: Record<string, string>;
let platformEnv: Record<string, string>;

beforeAll(async () => {
  databasesDir = mkdtempSync(join(tmpdir(), 'grafik-remote-dbs-'));
  dataDir = mkdtempSync(join(tmpdir(), 'grafik-remote-data-'));
  hrana = await startHranaServer({ dir: databasesDir, token: TOKEN });
  hrana.createDatabase('control');
  turso = await startTursoPlatformServer({
    hrana,
    token: PLATFORM_TOKEN,
    organization: 'grafikorg',
    groups: ['grafik'],
    existing: ['grafik-taken'],
  });
  remoteEnv = {
    SECRET_KEY,
    TURSO_DATABASE_URL_TEMPLATE: `${hrana.url}/tenants/{tenant}/`,
    CONTROL_DATABASE_URL: hrana.databaseUrl('control'),
    TURSO_AUTH_TOKEN: TOKEN,
  };
  platformEnv = {
    ...remoteEnv,
    TURSO_PLATFORM_API_TOKEN: PLATFORM_TOKEN,
    TURSO_ORGANIZATION: 'grafikorg',
    TURSO_GROUP: 'grafik',
    TURSO_API_BASE_URL: turso.baseUrl,
  };
});

afterAll(async () => {
  await turso?.stop();
  await hrana?.stop();
  for (const dir of [databasesDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An operator command as an operator runs it, with only the given settings (no inherited TURSO_*). */
async function cli(script: string, args: string[], env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', [script, ...args], { env: { PATH, HOME, DATA_DIR: dataDir, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const createArgs = (
  slug: string,
) => ['create', slug, '--name', `${slug} Sp. z o.o.`, '--admin-email', `boss@${slug}.test`, '--admin-password', `${slug}-pass`];

/** A Node platform and app on the remote databases, as `npm start` builds them with these settings. */
async function nodeApp() {
  const platform = await createNodePlatform({ dataDir, env: remoteEnv, log: () => {} });
  const app = createApp(platform);
  const signIn = async (slug: string, email: string, password: string) =>
    app.request(`http://${slug}.localhost/api/v1/login/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
  return { platform, signIn };
}

const ledgerOf = async (database: string) => {
  const client = createClient({ url: hrana.databaseUrl(database), authToken: TOKEN });
  try {
    return (await client.execute('SELECT tag FROM __grafik_migrations ORDER BY tag')).rows.map((row) => row.tag);
  } finally {
    client.close();
  }
};

describe('the Node platform on remote databases', () => {
  it('refuses to start with a template but no control database, naming the setting', async () => {
    await expect(createNodePlatform({ dataDir, env: { TURSO_DATABASE_URL_TEMPLATE: `${hrana.url}/tenants/{tenant}/` }, log: () => {} }))
      .rejects.toThrow(
        'CONTROL_DATABASE_URL is not set (see docs/operations.md)',
      );
    await expect(
      createNodePlatform({
        dataDir,
        env: { TURSO_DATABASE_URL_TEMPLATE: `${hrana.url}/tenants/acme/`, CONTROL_DATABASE_URL: hrana.databaseUrl('control') },
        log: () => {},
      }),
    ).rejects.toThrow(
      'must contain {tenant}',
    );
  });
});

describe('npm run tenant -- create with the Turso Platform API', () => {
  it(
    'creates the database through the API, migrates it and creates the superadmin; a Node instance on the same settings serves the tenant',
    async () => {
      const res = await cli('scripts/tenant.ts', createArgs('initech'), platformEnv);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('Created tenant "initech"');
      expect(turso.creates).toEqual([{ name: 'grafik-initech', group: 'grafik', status: 200 }]);
      expect(await ledgerOf('tenants/initech')).toEqual(tenantMigrations.map((m) => m.tag));
      // Nothing of the databases is written locally: DATA_DIR keeps the key, outbox and media only.
      expect(existsSync(join(dataDir, 'tenants', 'initech.db'))).toBe(false);
      expect(existsSync(join(dataDir, 'control.db'))).toBe(false);

      const { platform, signIn } = await nodeApp();
      try {
        expect((await signIn('initech', 'boss@initech.test', 'initech-pass')).status).toBe(200);
        expect((await signIn('initech', 'boss@initech.test', 'wrong-pass')).status).toBe(400);
      } finally {
        await platform.close();
      }
    },
    60_000,
  );

  it('refuses a registered tenant before calling the API, and a name Turso already has, changing nothing', async () => {
    const before = turso.creates.length;
    const again = await cli('scripts/tenant.ts', createArgs('initech'), platformEnv);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/Tenant "initech" already exists/);
    expect(turso.creates.length).toBe(before);

    const taken = await cli('scripts/tenant.ts', createArgs('taken'), platformEnv);
    expect(taken.code).not.toBe(0);
    expect(taken.stderr).toMatch(/A Turso database named "grafik-taken" already exists/);
    expect(turso.creates.at(-1)).toEqual({ name: 'grafik-taken', group: 'grafik', status: 409 });
    const { platform, signIn } = await nodeApp();
    try {
      expect((await signIn('taken', 'boss@taken.test', 'taken-pass')).status).toBe(404);
    } finally {
      await platform.close();
    }
  }, 60_000);

  it('stops before writing when the database Turso made is not the one the URL template names', async () => {
    const port = new URL(hrana.url).port;
    const elsewhere = { ...platformEnv, TURSO_DATABASE_URL_TEMPLATE: `http://localhost:${port}/tenants/{tenant}/` };
    const res = await cli('scripts/tenant.ts', createArgs('vandelay'), elsewhere);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/Turso created "grafik-vandelay" at 127\.0\.0\.1:\d+, but TURSO_DATABASE_URL_TEMPLATE names localhost:\d+/);
    expect(await ledgerOf('tenants/vandelay').catch((error: Error) => error.message)).toMatch(/no such table: __grafik_migrations/);
  }, 30_000);

  it('refuses half of the Platform API settings instead of skipping the database creation', async () => {
    const { TURSO_GROUP: _group, ...withoutGroup } = platformEnv;
    const res = await cli('scripts/tenant.ts', createArgs('umbrella'), withoutGroup);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/TURSO_PLATFORM_API_TOKEN, TURSO_ORGANIZATION and TURSO_GROUP go together/);
    expect(existsSync(hrana.databaseFile('tenants/umbrella'))).toBe(false);
  }, 30_000);
});

describe('npm run tenant and npm run migrate on remote databases without the Platform API (sqld)', () => {
  it('creates a tenant in an empty database made beforehand, and refuses one that already holds tables', async () => {
    hrana.createDatabase('tenants/hooli');
    const res = await cli('scripts/tenant.ts', createArgs('hooli'), remoteEnv);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const list = await cli('scripts/tenant.ts', ['list'], remoteEnv);
    expect(list.stdout.split('\n').filter(Boolean).map((line) => line.split('\t')[0])).toEqual(['hooli', 'initech']);

    // A database left over from an unregistered attempt.
    hrana.createDatabase('tenants/leftover');
    const stray = createClient({ url: hrana.databaseUrl('tenants/leftover'), authToken: TOKEN });
    await stray.execute('CREATE TABLE notes (text TEXT)');
    stray.close();
    const refused = await cli('scripts/tenant.ts', createArgs('leftover'), remoteEnv);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/A database for "leftover" already exists/);
  }, 60_000);

  it('migrates the control database and every tenant database over HTTP', async () => {
    // A tenant registered while its database is still empty (as after a deploy with new migrations).
    hrana.createDatabase('tenants/stale');
    const { platform } = await nodeApp();
    await registerTenant(platform.control, { slug: 'stale', name: 'Stale' });
    await platform.close();
    expect(readdirSync(join(databasesDir, 'tenants'))).toContain('stale.db');

    const res = await cli('scripts/migrate.ts', [], remoteEnv);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/migrated stale/);
    expect(res.stdout).toContain('3 tenant databases up to date.');
    expect(await ledgerOf('tenants/stale')).toEqual(tenantMigrations.map((m) => m.tag));
  }, 60_000);
});
