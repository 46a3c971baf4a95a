// Usage counts (worker/platform/usage.ts) on the Node platform: written in batches, all
// of them on a graceful stop, and kept for the next flush when a tenant's write fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../worker/db/client';
import { usageActiveUsers, usageDaily } from '../../worker/db/schema';
import { createUsage } from '../../worker/platform/usage';
import { createNodePlatform } from '../../worker/platform/node';
import { provisionTenant } from '../../worker/features/tenants/provision';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'grafik-usage-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const env = { SECRET_KEY: 'usage-test-secret-that-is-long-enough-0123456789' };
const at = new Date('2031-05-05T12:00:00Z');

it('writes every count on a graceful stop: nothing counted is lost', async () => {
  const dir = dataDir();
  const platform = await createNodePlatform({ dataDir: dir, env, log: () => {} });
  await provisionTenant(platform, { slug: 'acme', name: 'Acme', adminEmail: 'a@acme.test', adminPassword: 'password123', adminName: 'A' });
  for (let i = 0; i < 1234; i++) platform.usage.count('acme', { api: 1, userId: `user-${i % 7}` }, at);
  platform.usage.count('acme', { push: 3 }, at);
  platform.usage.count('acme', { pdf: 2 }, new Date('2031-05-06T00:00:01Z'));
  await platform.close();

  const reopened = await createNodePlatform({ dataDir: dir, env, log: () => {} });
  try {
    const db = await reopened.databases.get('acme');
    expect(await db.select().from(usageDaily).orderBy(usageDaily.day)).toEqual([
      { day: '2031-05-05', api: 1234, push: 3, pdf: 0 },
      { day: '2031-05-06', api: 0, push: 0, pdf: 2 },
    ]);
    expect((await db.select().from(usageActiveUsers)).length).toBe(7);
  } finally {
    await reopened.close();
  }
});

it('keeps the counts of a tenant whose write failed for the next flush, and flushes one at a time', async () => {
  const dir = dataDir();
  const platform = await createNodePlatform({ dataDir: dir, env, log: () => {} });
  try {
    await provisionTenant(platform, {
      slug: 'acme',
      name: 'Acme',
      adminEmail: 'a@acme.test',
      adminPassword: 'password123',
      adminName: 'A',
    });
    let failing = true;
    const lines: string[] = [];
    const usage = createUsage({
      get: async (slug: string): Promise<Db> => (failing ? Promise.reject(new Error('database away')) : platform.databases.get(slug)),
    }, (line) => lines.push(line));
    usage.count('acme', { api: 5, userId: 'u1' }, at);
    expect(usage.due(new Date(at.getTime() + 10_000))).toBe(true);
    await usage.flush(at);
    expect(lines.join('\n')).toContain('[usage] acme: counts kept for the next flush: database away');
    failing = false;
    usage.count('acme', { api: 1, userId: 'u2' }, at);
    // Two flushes at once write the counts once.
    await Promise.all([usage.flush(at), usage.flush(at)]);
    const db = await platform.databases.get('acme');
    expect(await db.select().from(usageDaily)).toEqual([{ day: '2031-05-05', api: 6, push: 0, pdf: 0 }]);
    expect((await db.select().from(usageActiveUsers)).map((row) => row.userId).sort()).toEqual(['u1', 'u2']);
    expect(usage.due(new Date(at.getTime() + 60_000))).toBe(false);
  } finally {
    await platform.close();
  }
});

it('counts each request on its own UTC day, across midnight both ways and before 1970', async () => {
  const dir = dataDir();
  const platform = await createNodePlatform({ dataDir: dir, env, log: () => {} });
  await provisionTenant(platform, { slug: 'acme', name: 'Acme', adminEmail: 'a@acme.test', adminPassword: 'password123', adminName: 'A' });
  for (
    const instant of [
      '2031-05-05T23:59:59.999Z',
      '2031-05-06T00:00:00.000Z',
      '2031-05-05T00:00:00.000Z',
      '2031-05-06T12:00:00Z',
      '1969-12-31T23:00:00Z',
      '2031-05-05T10:00:00Z',
    ]
  ) {
    platform.usage.count('acme', { api: 1 }, new Date(instant));
  }
  await platform.close();

  const reopened = await createNodePlatform({ dataDir: dir, env, log: () => {} });
  try {
    const db = await reopened.databases.get('acme');
    const days = await db.select({ day: usageDaily.day, api: usageDaily.api }).from(usageDaily).orderBy(usageDaily.day);
    expect(days).toEqual([
      { day: '1969-12-31', api: 1 },
      { day: '2031-05-05', api: 3 },
      { day: '2031-05-06', api: 2 },
    ]);
  } finally {
    await reopened.close();
  }
});
