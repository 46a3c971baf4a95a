// One database file, one lock (worker/platform/serialized-client.ts): a statement issued while a
// transaction is open waits for its end, so it never reads what the transaction has not committed,
// and statements issued while nobody waits run at once, in the order they were issued.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SerializedClient } from '../../worker/platform/serialized-client';
import { SqliteFileClient } from '../../worker/platform/sqlite-file';

let dir: string;
let client: SerializedClient;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grafik-serialized-'));
  const file = join(dir, 't.db');
  client = new SerializedClient(new SqliteFileClient(file, 1000), file);
  await client.executeMultiple('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});
afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await client.execute('SELECT count(*) AS n FROM notes')).rows[0]!.n;

it('holds a read back until the open transaction ends, so it never sees uncommitted rows', async () => {
  const tx = await client.transaction('write');
  await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['draft'] });
  const order: string[] = [];
  const read = count().then((n) => order.push(`read ${n}`));
  const batch = client.batch(['SELECT 1']).then(() => order.push('batch'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(order).toEqual([]);
  order.push('rollback');
  await tx.rollback();
  await Promise.all([read, batch]);
  expect(order).toEqual(['rollback', 'read 0', 'batch']);

  const second = await client.transaction('write');
  await second.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['kept'] });
  const afterCommit = count();
  await second.commit();
  expect(await afterCommit).toBe(1);
});

it('runs statements issued while nobody waits at once and in order, then queues behind a transaction again', async () => {
  const results = await Promise.all([
    client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['a'] }),
    client.execute('SELECT count(*) AS n FROM notes'),
    client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['b'] }),
    client.execute('SELECT count(*) AS n FROM notes'),
  ]);
  expect([results[1]!.rows[0]!.n, results[3]!.rows[0]!.n]).toEqual([1, 2]);

  const tx = await client.transaction('write');
  const waiting = client.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['after'] });
  await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['inside'] });
  await tx.commit();
  await waiting;
  const bodies = (await client.execute('SELECT body FROM notes ORDER BY id')).rows.map((row) => row.body);
  expect(bodies).toEqual(['a', 'b', 'inside', 'after']);
});
