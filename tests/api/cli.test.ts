// The operator commands, run as an operator runs them, against a data directory a live app uses.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { tenants } from '../../worker/db/control-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cli(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', [script, ...args], { env: { ...process.env, DATA_DIR: t.dataDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const tenantArgs = (slug: string, extra: string[] = []) => [
  'create',
  slug,
  '--name',
  'Initech Sp. z o.o.',
  '--admin-email',
  'boss@initech.test',
  '--admin-password',
  'initech-pass',
  ...extra,
];

describe('npm run tenant -- create', () => {
  it('creates a tenant that the running app serves at once', async () => {
    expect((await t.call('initech.localhost', '/api/check-domain?domain=initech')).body.exists).toBe(false);
    const res = await cli('scripts/tenant.ts', tenantArgs('initech'));
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created tenant "initech"');

    expect((await t.call('localhost', '/api/check-domain?domain=initech')).body).toEqual({
      domain: 'initech',
      exists: true,
      name: 'Initech Sp. z o.o.',
    });
    const token = await t.login('boss@initech.test', 'initech.localhost', 'initech-pass');
    const me = await t.call('initech.localhost', '/api/v1/users/me', { token });
    expect(me.body.role).toBe('superadmin');
    // The new tenant's token does not open Acme.
    expect((await t.call('acme.localhost', '/api/v1/users/me', { token })).status).toBe(401);
  }, 60_000);

  it('refuses an existing tenant, a bad or reserved slug and bad arguments with a message, a non-zero exit and no change', async () => {
    const filesBefore = readdirSync(join(t.dataDir, 'tenants')).sort();
    const cases: [string[], RegExp][] = [
      [tenantArgs('acme'), /already exists/],
      [tenantArgs('Bad_Slug'), /invalid slug/],
      [tenantArgs('admin'), /reserved/],
      [tenantArgs('ok-slug', ['--admin-password', 'short']), /--admin-password: Password must be at least 8 characters/],
      [['create', 'ok-slug', '--name', 'X', '--admin-email', 'not-an-email', '--admin-password', 'long-enough'], /--admin-email/],
      [['create', 'ok-slug', '--admin-email', 'a@b.test', '--admin-password', 'long-enough'], /--name/],
      [['frobnicate'], /unknown command/],
    ];
    // Side by side: each is a process that changes nothing, and one after another took a minute on a busy machine.
    const results = await Promise.all(cases.map(([args]) => cli('scripts/tenant.ts', args)));
    for (const [index, [args, message]] of cases.entries()) {
      expect(results[index]!.code, args.join(' ')).not.toBe(0);
      expect(results[index]!.stderr).toMatch(message);
    }
    expect(readdirSync(join(t.dataDir, 'tenants')).sort()).toEqual(filesBefore);
    expect((await t.call('localhost', '/api/check-domain?domain=ok-slug')).body.exists).toBe(false);
    expect((await t.call('localhost', '/api/check-domain?domain=acme')).body.name).toBe('Acme');
  }, 120_000);

  it('changes nothing on disk for a bad slug, not even an empty data directory', async () => {
    const empty = join(t.dataDir, 'never-created');
    const { code } = await run('node_modules/.bin/tsx', ['scripts/tenant.ts', ...tenantArgs('-bad')], {
      env: { ...process.env, DATA_DIR: empty },
    }).then(
      () => ({ code: 0 }),
      (e: { code: number }) => ({ code: e.code }),
    );
    expect(code).not.toBe(0);
    expect(existsSync(empty)).toBe(false);
  });
});

describe('npm run migrate', () => {
  it('brings every tenant database up to date and can run again', async () => {
    const first = await cli('scripts/migrate.ts', []);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/migrated acme/);
    expect(first.stdout).toMatch(/migrated globex/);
    const second = await cli('scripts/migrate.ts', []);
    expect(second.code).toBe(0);
    // The app keeps working on the same files.
    await t.login('admin@acme.test');
  }, 60_000);
});

describe('npm run tenant -- prices', () => {
  it("sets a tenant's prices in the control database, refuses bad ones and unknown tenants", async () => {
    const set = await cli('scripts/tenant.ts', [
      'prices',
      'globex',
      '--per-user',
      '5.50',
      '--per-pdf',
      '0.1',
      '--per-push',
      '0.01',
      '--currency',
      'EUR',
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('globex: EUR per active user 5.5, per PDF 0.1, per push 0.01');
    const [row] = await t.platform.control.select().from(tenants).where(eq(tenants.slug, 'globex'));
    expect(row).toMatchObject({ currency: 'EUR', pricePerActiveUser: 5.5, pricePerPdf: 0.1, pricePerPush: 0.01 });
    for (
      const [args, message] of [
        [['prices', 'globex', '--per-user', 'cheap'], /--per-user: a price/],
        [['prices', 'globex', '--currency', 'zloty'], /--currency: a three-letter code/],
        [['prices', 'nobody'], /no tenant "nobody"/],
      ] as const
    ) {
      const res = await cli('scripts/tenant.ts', [...args]);
      expect(res.code, args.join(' ')).not.toBe(0);
      expect(res.stderr).toMatch(message);
    }
    const [after] = await t.platform.control.select().from(tenants).where(eq(tenants.slug, 'globex'));
    expect(after).toMatchObject({ currency: 'EUR', pricePerActiveUser: 5.5 });
  }, 60_000);
});
