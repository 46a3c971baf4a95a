import type { Client } from '@libsql/client';

export type Migration = { tag: string; statements: string[] };

const LEDGER = '__grafik_migrations';

/**
 * Applies the migrations a database has not seen yet, in order, each in its own write
 * transaction together with its ledger row. Safe to run from two processes at once: the
 * ledger is read inside the write transaction, so a migration is never applied twice.
 */
export async function applyMigrations(client: Client, migrations: Migration[]): Promise<string[]> {
  await client.execute(
    `CREATE TABLE IF NOT EXISTS ${LEDGER} (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const tx = await client.transaction('write');
    try {
      const seen = await tx.execute({ sql: `SELECT 1 FROM ${LEDGER} WHERE tag = ?`, args: [migration.tag] });
      if (seen.rows.length > 0) {
        await tx.rollback();
        continue;
      }
      for (const statement of migration.statements) await tx.execute(statement);
      await tx.execute({
        sql: `INSERT INTO ${LEDGER} (tag, applied_at) VALUES (?, ?)`,
        args: [migration.tag, Date.now()],
      });
      await tx.commit();
      applied.push(migration.tag);
    } finally {
      tx.close();
    }
  }
  return applied;
}
