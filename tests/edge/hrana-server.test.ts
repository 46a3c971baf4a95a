// The Hrana test server (tests/support/hrana-server.ts), driven by the client the Worker uses
// (`@libsql/client/web`) and by raw HTTP for what that client never sends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client/web';
import { DatabaseSync } from '../../worker/platform/node-sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer, type HranaServer } from '../support/hrana-server';

const TOKEN = 'hrana-test-token';
const POLISH = 'zażółć gęślą jaźń';
const UKRAINIAN = 'Ґґ Єє Її';

let dir: string;
let server: HranaServer;
let acme: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grafik-hrana-'));
  server = await startHranaServer({ dir, token: TOKEN, busyTimeoutMs: 2000 });
  server.createDatabase('tenants/acme');
  server.createDatabase('tenants/globex');
  acme = client('tenants/acme');
  await acme.execute('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT UNIQUE, amount, data BLOB)');
});

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function client(name: string, authToken = TOKEN) {
  return createClient({ url: server.databaseUrl(name), authToken, intMode: 'bigint' });
}

async function pipeline(name: string, body: unknown, token = TOKEN) {
  const response = await fetch(`${server.databaseUrl(name)}v2/pipeline`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

const execute = (sql: string, args: unknown[] = []) => ({ type: 'execute', stmt: { sql, args } });
const count = async (c: Client, where = '1') => Number((await c.execute(`SELECT count(*) AS n FROM notes WHERE ${where}`)).rows[0]!.n);

describe('execute, through @libsql/client/web', () => {
  it('writes and reads rows with their column types, counts and row id', async () => {
    const inserted = await acme.execute({ sql: 'INSERT INTO notes (body, amount) VALUES (?, ?)', args: ['first', 1.5] });
    expect(inserted.rowsAffected).toBe(1);
    expect(typeof inserted.lastInsertRowid).toBe('bigint');
    const read = await acme.execute({
      sql: 'SELECT id, body, amount, typeof(amount) AS kind FROM notes WHERE id = :id',
      args: { id: inserted.lastInsertRowid! },
    });
    expect(read.columns).toEqual(['id', 'body', 'amount', 'kind']);
    expect(read.columnTypes).toEqual(['INTEGER', 'TEXT', '', '']);
    expect(read.rows.map((row) => Array.from(row))).toEqual([[inserted.lastInsertRowid, 'first', 1.5, 'real']]);
  });

  it('round-trips integers beyond 2^53 exactly, floats as floats, and every byte of a blob', async () => {
    const big = 9007199254740993n; // 2^53 + 1, which a double cannot hold
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    await acme.execute({ sql: 'INSERT INTO notes (body, amount, data) VALUES (?, ?, ?)', args: ['big', big, bytes] });
    const row = (await acme.execute("SELECT amount, data, amount + 1 AS next, typeof(amount) AS kind FROM notes WHERE body = 'big'"))
      .rows[0]!;
    expect(row.amount).toBe(big);
    expect(row.next).toBe(big + 1n);
    expect(row.kind).toBe('integer');
    expect(new Uint8Array(row.data as ArrayBuffer)).toEqual(bytes);
    const extremes = (await acme.execute({
      sql: 'SELECT ? AS lo, ? AS hi, ? AS whole, typeof(?) AS kind',
      args: [-(2n ** 63n), 2n ** 63n - 1n, 2.0, 2.0],
    })).rows[0]!;
    expect([extremes.lo, extremes.hi, extremes.whole, extremes.kind]).toEqual([-(2n ** 63n), 2n ** 63n - 1n, 2, 'real']);
  });

  it('keeps Polish and Ukrainian text intact, as SQLite sees it (characters, not bytes)', async () => {
    await acme.execute({ sql: 'INSERT INTO notes (body) VALUES (?), (?)', args: [POLISH, UKRAINIAN] });
    const rows = (await acme.execute({
      sql: 'SELECT body, length(body) AS chars FROM notes WHERE body IN (?, ?) ORDER BY id',
      args: [POLISH, UKRAINIAN],
    })).rows;
    expect(rows.map((r) => [r.body, r.chars])).toEqual([
      [POLISH, 17n],
      [UKRAINIAN, 8n],
    ]);
    expect((await acme.execute({ sql: "SELECT count(*) AS n FROM notes WHERE body LIKE 'zażółć%'" })).rows[0]!.n).toBe(1n);
  });

  it('answers a failing statement with the SQLite error and changes nothing', async () => {
    const before = await count(acme);
    const error = await acme.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['first'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT', message: expect.stringContaining('UNIQUE constraint failed: notes.body') });
    await expect(acme.execute('SELECT nope FROM notes')).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no such column: nope'),
    });
    expect(await count(acme)).toBe(before);
  });
});

describe('batches, sequences and transactions, through @libsql/client/web', () => {
  it('runs a batch as one transaction, and rolls all of it back when one statement fails', async () => {
    const results = await acme.batch(
      [
        { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['batch 1'] },
        { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['batch 2'] },
        "SELECT count(*) AS n FROM notes WHERE body LIKE 'batch %'",
      ],
      'write',
    );
    expect(results.map((r) => r.rowsAffected)).toEqual([1, 1, 0]);
    expect(results[2]!.rows[0]!.n).toBe(2n);

    const failed = await acme
      .batch(
        [
          { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['batch 3'] },
          { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['batch 1'] }, // duplicate
          { sql: 'INSERT INTO notes (body) VALUES (?)', args: ['batch 4'] },
        ],
        'write',
      )
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'SQLITE_CONSTRAINT', statementIndex: 1 });
    expect(await count(acme, "body IN ('batch 3', 'batch 4')")).toBe(0);
  });

  it('runs a sequence of statements; one that fails stops the rest', async () => {
    await acme.executeMultiple("INSERT INTO notes (body) VALUES ('seq 1'); INSERT INTO notes (body) VALUES ('seq 2');");
    expect(await count(acme, "body LIKE 'seq %'")).toBe(2);
    await expect(
      acme.executeMultiple(
        "INSERT INTO notes (body) VALUES ('seq 3'); INSERT INTO notes (body) VALUES ('seq 1'); INSERT INTO notes (body) VALUES ('seq 4');",
      ),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT' });
    // Outside a transaction each statement commits by itself: the one before the failure stays.
    expect(await count(acme, "body IN ('seq 3', 'seq 4')")).toBe(1);
  });

  it("keeps an interactive transaction's writes from other connections until it commits", async () => {
    const other = client('tenants/acme');
    const tx = await acme.transaction('write');
    await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['tx 1'] });
    expect(Number((await tx.execute("SELECT count(*) AS n FROM notes WHERE body = 'tx 1'")).rows[0]!.n)).toBe(1);
    expect(await count(other, "body = 'tx 1'")).toBe(0);
    // A writer on another connection waits for the lock rather than failing or slipping in.
    const waiting = other.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['tx waiting'] });
    let done = false;
    void waiting.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['tx 2'] });
    await tx.commit();
    await waiting;
    expect(await count(other, "body IN ('tx 1', 'tx 2', 'tx waiting')")).toBe(3);
    other.close();
  });

  it('rolls an interactive transaction back, also after a failed statement in it', async () => {
    const tx = await acme.transaction('write');
    await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['rolled back'] });
    await expect(tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['first'] })).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT',
    });
    await tx.rollback();
    expect(await count(acme, "body = 'rolled back'")).toBe(0);
  });

  it('gives a writer SQLITE_BUSY when another transaction holds the lock longer than the busy timeout', async () => {
    const tx = await acme.transaction('write');
    await tx.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['holder'] });
    const started = Date.now();
    await expect(client('tenants/acme').execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['too late'] })).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await tx.rollback();
    expect(await count(acme, "body IN ('holder', 'too late')")).toBe(0);
  });
});

describe('databases, URLs and tokens', () => {
  it('serves each database from its own file, at a URL with a trailing slash', async () => {
    const globex = client('tenants/globex');
    await globex.execute('CREATE TABLE notes (body TEXT)');
    await globex.execute({ sql: 'INSERT INTO notes VALUES (?)', args: [UKRAINIAN] });
    expect(await count(globex)).toBe(1);
    const file = new DatabaseSync(server.databaseFile('tenants/globex'), { readOnly: true });
    expect(file.prepare('SELECT body FROM notes').all().map((row) => row.body)).toEqual([UKRAINIAN]);
    file.close();
    expect(server.databaseFile('tenants/globex')).toBe(join(dir, 'tenants', 'globex.db'));
    expect(server.databaseUrl('tenants/globex')).toBe(`${server.url}/tenants/globex/`);
    // Without the slash the client resolves v2/pipeline one level up: the last segment is lost.
    const unslashed = createClient({ url: `${server.url}/tenants/globex`, authToken: TOKEN });
    await expect(unslashed.execute('SELECT 1')).rejects.toThrow('Database `tenants` does not exist');
  });

  it('answers 401 to a wrong or missing token, and 404 for a database that does not exist', async () => {
    await expect(client('tenants/acme', 'wrong').execute('SELECT 1')).rejects.toMatchObject({ message: expect.stringContaining('401') });
    expect((await pipeline('tenants/acme', { baton: null, requests: [execute('SELECT 1')] }, 'wrong')).status).toBe(401);
    const anonymous = await fetch(`${server.databaseUrl('tenants/acme')}v2/pipeline`, {
      method: 'POST',
      body: '{"baton":null,"requests":[]}',
    });
    expect(anonymous.status).toBe(401);
    const missing = await pipeline('tenants/initech', { baton: null, requests: [execute('SELECT 1')] });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('does not exist');
    await expect(client('tenants/initech').execute('SELECT 1')).rejects.toThrow('does not exist');
  });

  it('answers the v2 version check, and 404 for Hrana 3 so that a probing client falls back to v2', async () => {
    const get = (path: string) => fetch(`${server.databaseUrl('tenants/acme')}${path}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect((await get('v2')).status).toBe(200);
    expect((await get('v3')).status).toBe(404);
    expect((await get('v3-protobuf')).status).toBe(404);
  });
});

describe('the protocol, over raw HTTP', () => {
  it('encodes values as the spec says: integers as strings, blobs as base64', async () => {
    const res = await pipeline('tenants/acme', {
      baton: null,
      requests: [
        {
          type: 'execute',
          stmt: {
            sql: 'SELECT ?, ?, ?, ?, ?',
            args: [
              { type: 'integer', value: '9223372036854775807' },
              { type: 'float', value: 0.5 },
              { type: 'text', value: POLISH },
              { type: 'blob', base64: Buffer.from([0, 255, 16]).toString('base64') },
              { type: 'null' },
            ],
          },
        },
        { type: 'close' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.baton).toBeNull();
    expect(res.json.results[0].response.result.rows).toEqual([
      [
        { type: 'integer', value: '9223372036854775807' },
        { type: 'float', value: 0.5 },
        { type: 'text', value: POLISH },
        { type: 'blob', base64: 'AP8Q' },
        { type: 'null' },
      ],
    ]);
    expect(res.json.results[1]).toEqual({ type: 'ok', response: { type: 'close' } });
  });

  it('skips batch steps whose condition fails and reports each step (ok, error, not, and, or)', async () => {
    const stmt = (sql: string) => ({ sql });
    const res = await pipeline('tenants/acme', {
      baton: null,
      requests: [
        {
          type: 'batch',
          batch: {
            steps: [
              { stmt: stmt('SELECT 1') },
              { stmt: stmt('SELECT nope') },
              { condition: { type: 'ok', step: 1 }, stmt: stmt('SELECT 2') },
              { condition: { type: 'error', step: 1 }, stmt: stmt('SELECT 3') },
              {
                condition: { type: 'and', conds: [{ type: 'ok', step: 0 }, { type: 'not', cond: { type: 'ok', step: 2 } }] },
                stmt: stmt('SELECT 4'),
              },
              { condition: { type: 'or', conds: [{ type: 'ok', step: 2 }, { type: 'error', step: 0 }] }, stmt: stmt('SELECT 5') },
            ],
          },
        },
        { type: 'close' },
      ],
    });
    const { step_results, step_errors } = res.json.results[0].response.result;
    expect(step_results.map((r: any) => r?.rows[0][0].value ?? null)).toEqual(['1', null, null, '3', '4', null]);
    expect(step_errors.map((e: any) => e?.code ?? null)).toEqual([null, 'SQLITE_ERROR', null, null, null, null]);
    expect(step_errors[1].message).toContain('no such column: nope');

    const forward = await pipeline('tenants/acme', {
      baton: null,
      requests: [{ type: 'batch', batch: { steps: [{ condition: { type: 'ok', step: 0 }, stmt: stmt('SELECT 1') }] } }],
    });
    expect(forward.status).toBe(400);
    expect(forward.text).toContain('Invalid reference to step');
  });

  it('executes stored SQL texts by id until they are closed', async () => {
    const first = await pipeline('tenants/acme', {
      baton: null,
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'SELECT ? * 2' },
        { type: 'execute', stmt: { sql_id: 1, args: [{ type: 'integer', value: '21' }] } },
        { type: 'batch', batch: { steps: [{ stmt: { sql_id: 1, args: [{ type: 'integer', value: '5' }] } }] } },
        { type: 'sequence', sql: 'CREATE TEMP TABLE t (x); INSERT INTO t VALUES (1)' },
        { type: 'close_sql', sql_id: 1 },
      ],
    });
    expect(first.json.results.map((r: any) => r.response.type)).toEqual(['store_sql', 'execute', 'batch', 'sequence', 'close_sql']);
    expect(first.json.results[1].response.result.rows).toEqual([[{ type: 'integer', value: '42' }]]);
    expect(first.json.results[2].response.result.step_results[0].rows).toEqual([[{ type: 'integer', value: '10' }]]);
    const closed = await pipeline('tenants/acme', { baton: first.json.baton, requests: [{ type: 'execute', stmt: { sql_id: 1 } }] });
    expect(closed.status).toBe(400);
    expect(closed.text).toBe('SQL text 1 not found');
  });

  it('ties a transaction to its baton; a used, forged or other database baton is refused', async () => {
    const begin = await pipeline('tenants/acme', {
      baton: null,
      requests: [execute('BEGIN'), execute("INSERT INTO notes (body) VALUES ('baton')")],
    });
    const baton = begin.json.baton as string;
    expect(baton).toEqual(expect.any(String));
    const inside = await pipeline('tenants/acme', { baton, requests: [execute("SELECT count(*) FROM notes WHERE body = 'baton'")] });
    expect(inside.json.results[0].response.result.rows[0][0].value).toBe('1');
    expect(inside.json.baton).not.toBe(baton);

    const reused = await pipeline('tenants/acme', { baton, requests: [execute('SELECT 1')] });
    expect([reused.status, reused.text]).toEqual([400, 'Received a baton that has already been used']);
    const forged = await pipeline('tenants/acme', { baton: 'forged.1', requests: [execute('SELECT 1')] });
    expect([forged.status, forged.text]).toEqual([400, 'Received an invalid baton']);
    // A baton from acme's stream means nothing on globex's URL.
    const crossed = await pipeline('tenants/globex', { baton: inside.json.baton, requests: [execute('SELECT 1')] });
    expect([crossed.status, crossed.text]).toEqual([400, 'Received an invalid baton']);

    const closing = await pipeline('tenants/acme', { baton: inside.json.baton, requests: [execute('ROLLBACK'), { type: 'close' }] });
    expect(closing.json.baton).toBeNull();
    expect(await count(acme, "body = 'baton'")).toBe(0);
    const afterClose = await pipeline('tenants/acme', { baton: inside.json.baton, requests: [execute('SELECT 1')] });
    expect(afterClose.status).toBe(400);
  });

  it('refuses malformed requests with 400 and no stream', async () => {
    expect((await pipeline('tenants/acme', '{not json')).status).toBe(400);
    const unknown = await pipeline('tenants/acme', { baton: null, requests: [{ type: 'teleport' }] });
    expect([unknown.status, unknown.text]).toEqual([400, 'StreamRequest type not recognized']);
  });
});

describe('connections kept for the next stream', () => {
  it("hands the next stream a connection without the closed one's transaction or settings", async () => {
    const closed = await pipeline('tenants/acme', {
      baton: null,
      requests: [execute('PRAGMA foreign_keys=off'), execute('BEGIN'), execute("INSERT INTO notes (body) VALUES ('left open')"), {
        type: 'close',
      }],
    });
    expect(closed.json.baton).toBeNull();
    // Each later stream, whichever kept connection it gets: no transaction, nothing written, foreign keys on.
    for (let round = 0; round < 3; round++) {
      const next = await pipeline('tenants/acme', {
        baton: null,
        requests: [execute("SELECT count(*) FROM notes WHERE body = 'left open'"), execute('PRAGMA foreign_keys'), { type: 'close' }],
      });
      expect(next.json.results.slice(0, 2).map((result: any) => result.response.result.rows[0][0].value)).toEqual(['0', '1']);
    }
    await acme.execute("INSERT INTO notes (body) VALUES ('left open')");
    expect(await count(acme, "body = 'left open'")).toBe(1);
    await acme.execute("DELETE FROM notes WHERE body = 'left open'");
  });

  it('serves a database deleted and made again from its new file', async () => {
    server.createDatabase('tenants/remade');
    const remade = client('tenants/remade');
    await remade.execute('CREATE TABLE old_table (id INTEGER PRIMARY KEY)');
    rmSync(server.databaseFile('tenants/remade'));
    rmSync(`${server.databaseFile('tenants/remade')}-wal`, { force: true });
    rmSync(`${server.databaseFile('tenants/remade')}-shm`, { force: true });
    server.createDatabase('tenants/remade');
    const tables = await remade.execute("SELECT name FROM sqlite_schema WHERE type = 'table'");
    expect(tables.rows).toEqual([]);
    remade.close();
  });
});

describe('stream expiry', () => {
  it('closes an abandoned stream, rolls its transaction back and answers its baton as expired', async () => {
    const short = await startHranaServer({ dir, token: TOKEN, streamTimeoutMs: 200 });
    try {
      const url = `${short.databaseUrl('tenants/acme')}v2/pipeline`;
      const post = (body: unknown) =>
        fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
      const begin = await (await post({
        baton: null,
        requests: [execute('BEGIN IMMEDIATE'), execute("INSERT INTO notes (body) VALUES ('abandoned')")],
      })).json();
      await new Promise((resolve) => setTimeout(resolve, 600));
      const late = await post({ baton: begin.baton, requests: [execute('COMMIT')] });
      expect(late.status).toBe(500);
      expect(await late.json()).toEqual({ message: 'The stream has expired due to inactivity', code: 'STREAM_EXPIRED' });
      // The lock is free again and the write is gone.
      await acme.execute({ sql: 'INSERT INTO notes (body) VALUES (?)', args: ['after expiry'] });
      expect(await count(acme, "body IN ('abandoned', 'after expiry')")).toBe(1);
    } finally {
      await short.stop();
    }
  });
});
