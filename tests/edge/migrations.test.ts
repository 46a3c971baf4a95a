// Migrations at the edge: the first requests after a deploy migrate the control database and a
// tenant's database, each migration once, while two Worker isolates (two workerd processes, as two
// Cloudflare locations would be) start on the same empty databases at the same moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEdge } from '../../scripts/bundle-edge';
import { controlMigrations, tenantMigrations } from '../../worker/db/migrations.generated';
import { startHranaServer, type HranaServer } from '../support/hrana-server';
import { callWorker, grafikWorker, withTenantHosts } from './support/worker';

const TOKEN = 'hrana-migrations-token';
const ISOLATES = 2;
const REQUESTS_PER_ISOLATE = 4;

let dir: string;
let outdir: string;
let server: HranaServer;
const isolates: Miniflare[] = [];
const statements: { database: string; sql: string }[] = [];
// Each failed sign-in with its own email, so that the sign-in lockout never answers instead.
let attempts = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grafik-edge-migrate-'));
  // Every round trip takes a while, as to Turso: the isolates' migration runs overlap for sure.
  server = await startHranaServer({
    dir,
    token: TOKEN,
    latencyMs: 15,
    onStatement: (database, sql) => void statements.push({ database, sql }),
  });
  server.createDatabase('control');
  server.createDatabase('tenants/acme');
  outdir = mkdtempSync(join(tmpdir(), 'grafik-edge-'));
  const bundle = await bundleEdge(outdir);
  const worker = grafikWorker(bundle, {
    TURSO_DATABASE_URL_TEMPLATE: `${server.url}/tenants/{tenant}/`,
    CONTROL_DATABASE_URL: server.databaseUrl('control'),
    TURSO_AUTH_TOKEN: TOKEN,
  });
  for (let i = 0; i < ISOLATES; i++) isolates.push(new Miniflare(withTenantHosts(worker)));
  await Promise.all(isolates.map((mf) => mf.ready));
}, 120_000);

afterAll(async () => {
  await Promise.all(isolates.map((mf) => mf.dispose()));
  await server?.stop();
  for (const path of [outdir, dir]) if (path) rmSync(path, { recursive: true, force: true });
});

/** The same request from every isolate, several times each, all at once. */
function everywhereAtOnce(request: (mf: Miniflare) => ReturnType<typeof callWorker>) {
  return Promise.all(isolates.flatMap((mf) => Array.from({ length: REQUESTS_PER_ISOLATE }, () => request(mf))));
}

async function ledger(name: string) {
  const client = createClient({ url: server.databaseUrl(name), authToken: TOKEN });
  const rows = (await client.execute('SELECT tag FROM __grafik_migrations ORDER BY tag')).rows.map((row) => row.tag);
  client.close();
  return rows;
}

const ran = (database: string, pattern: RegExp) => statements.filter((s) => s.database === database && pattern.test(s.sql)).length;

describe('migrations on the first requests after a deploy', () => {
  it('migrates the control database once, whichever isolate comes first', async () => {
    // acme is not a tenant yet: the answer is a clean 404, after the control database is migrated.
    const answers = await everywhereAtOnce((mf) => callWorker(mf, 'acme', '/api/v1/users/me'));
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(answers.map(() => [404, 'tenant.unknown']));
    expect(await ledger('control')).toEqual(controlMigrations.map((m) => m.tag));
    // Both isolates looked at the ledger; only one applied each migration.
    expect(ran('control', /^SELECT 1 FROM __grafik_migrations/)).toBeGreaterThanOrEqual(ISOLATES * controlMigrations.length);
    expect(ran('control', /^INSERT INTO __grafik_migrations/)).toBe(controlMigrations.length);
    expect(ran('control', /^CREATE TABLE `tenants`/)).toBe(1);
  });

  it("migrates a tenant's empty database once, on the first requests for that tenant", async () => {
    const control = createClient({ url: server.databaseUrl('control'), authToken: TOKEN });
    await control.execute({ sql: 'INSERT INTO tenants (slug, name) VALUES (?, ?)', args: ['acme', 'Acme'] });
    control.close();
    expect(ran('tenants/acme', /./)).toBe(0);

    const answers = await everywhereAtOnce((mf) =>
      callWorker(mf, 'acme', '/api/v1/login/access-token', {
        form: { username: `nobody-${++attempts}@acme.test`, password: 'wrong-password' },
      })
    );
    // A sign-in nobody can pass, answered from the migrated database: no error from the migration.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
    expect(await ledger('tenants/acme')).toEqual(tenantMigrations.map((m) => m.tag));
    expect(ran('tenants/acme', /^SELECT 1 FROM __grafik_migrations/)).toBeGreaterThanOrEqual(ISOLATES * tenantMigrations.length);
    expect(ran('tenants/acme', /^INSERT INTO __grafik_migrations/)).toBe(tenantMigrations.length);
    expect(ran('tenants/acme', /^CREATE TABLE `users`/)).toBe(1);
  });

  it('does not migrate again on later requests', async () => {
    const before = ran('tenants/acme', /__grafik_migrations/);
    const answers = await everywhereAtOnce((mf) =>
      callWorker(mf, 'acme', '/api/v1/login/access-token', {
        form: { username: `nobody-${++attempts}@acme.test`, password: 'wrong-password' },
      })
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
    expect(ran('tenants/acme', /__grafik_migrations/)).toBe(before);
  });
});
