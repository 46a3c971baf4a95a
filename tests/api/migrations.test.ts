import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderModule } from '../../scripts/bundle-migrations';
import { tenantMigrations } from '../../worker/db/migrations.generated';
import { openLibsqlFile } from '../../worker/platform/node';
import { applyMigrations } from '../../worker/tenancy/migrate';

const run = promisify(execFile);

describe('migrations', () => {
  it('the bundled module matches the SQL in migrations/ (run `npm run db:generate` after a schema change)', () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(renderModule(process.cwd()));
  });

  it('applies each migration once, also when two processes race on one file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grafik-migrate-'));
    const file = join(dir, 't.db');
    try {
      const race = () =>
        run('node_modules/.bin/tsx', ['tests/api/support/migrate-file.ts', file]).then((r) => JSON.parse(r.stdout) as string[]);
      const [a, b] = await Promise.all([race(), race()]);
      expect([...a, ...b].sort()).toEqual(tenantMigrations.map((m) => m.tag).sort());
      const client = openLibsqlFile(file);
      expect(await applyMigrations(client, tenantMigrations)).toEqual([]);
      const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
      expect(tables.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['users', 'consents', 'login_failures', 'settings']));
      client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps concurrent write transactions in one process from blocking each other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grafik-tx-'));
    try {
      const a = openLibsqlFile(join(dir, 't.db'));
      const b = openLibsqlFile(join(dir, 't.db'));
      await a.execute('CREATE TABLE counter (n INTEGER NOT NULL)');
      await a.execute('INSERT INTO counter VALUES (0)');
      const increment = async (client: typeof a) => {
        const tx = await client.transaction('write');
        const { rows } = await tx.execute('SELECT n FROM counter');
        await new Promise((r) => setTimeout(r, 5));
        await tx.execute({ sql: 'UPDATE counter SET n = ?', args: [Number(rows[0]!.n) + 1] });
        await tx.commit();
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: 10 }, (_, i) => increment(i % 2 ? a : b)));
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await b.execute('SELECT n FROM counter')).rows[0]!.n).toBe(10);
      a.close();
      b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
