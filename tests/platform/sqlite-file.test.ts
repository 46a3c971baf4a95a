// The Node platform's SQLite file client (worker/platform/sqlite-file.ts): the answers of
// @libsql/client's own file client, from one connection that keeps its prepared statements. (No
// @libsql/client on the same file here: two SQLite libraries in one process break each other's locks.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../worker/lib/db-errors';
import { SqliteFileClient } from '../../worker/platform/sqlite-file';

const people = sqliteTable('people', { id: integer('id').primaryKey(), name: text('name').notNull().unique(), team: text('team') });

let dir: string;
let client: SqliteFileClient;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grafik-sqlite-file-'));
  client = new SqliteFileClient(join(dir, 't.db'), 1000);
  await client.executeMultiple(`
    CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, team TEXT);
    CREATE TABLE files (id INTEGER PRIMARY KEY, bytes BLOB, size INTEGER, ratio REAL);
    INSERT INTO people (name, team) VALUES ('Łucja', 'A'), ('Ґанна', 'B');`);
});

afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite file client', () => {
  it('answers rows by column name and by index, as @libsql/client does', async () => {
    const ours = await client.execute(
      'SELECT p.id, p.name, q.id, q.name AS other FROM people p JOIN people q ON q.id != p.id ORDER BY p.id',
    );
    expect(ours.columns).toEqual(['id', 'name', 'id', 'other']);
    expect(ours.columnTypes).toEqual(['INTEGER', 'TEXT', 'INTEGER', 'TEXT']);
    // The first column of a name answers for it.
    expect(ours.rows.map((row) => [row.id, row.name, row.other, row[0], row[2], row.length])).toEqual([
      [1, 'Łucja', 'Ґанна', 1, 2, 4],
      [2, 'Ґанна', 'Łucja', 2, 1, 4],
    ]);
  });

  it('counts the rows a write changed and names the last inserted row', async () => {
    const insert = await client.execute({ sql: 'INSERT INTO people (name) VALUES (?)', args: ['Zofia'] });
    expect(insert.rowsAffected).toBe(1);
    expect(insert.lastInsertRowid).toBe(3n);
    const update = await client.execute({ sql: 'UPDATE people SET team = :team WHERE team IS NOT NULL', args: { team: 'C' } });
    expect(update.rowsAffected).toBe(2);
    expect((await client.execute("SELECT count(*) AS n FROM people WHERE team = 'C'")).rows[0]!.n).toBe(2);
  });

  it('keeps blobs, reals and integers, and refuses an integer a number cannot hold', async () => {
    await client.execute({
      sql: 'INSERT INTO files (bytes, size, ratio) VALUES (?, ?, ?)',
      args: [new Uint8Array([1, 2, 255]).buffer, 3, 0.5],
    });
    const [row] = (await client.execute('SELECT bytes, size, ratio FROM files')).rows;
    expect(row!.bytes).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(row!.bytes as ArrayBuffer)]).toEqual([1, 2, 255]);
    expect([row!.size, row!.ratio]).toEqual([3, 0.5]);
    await client.execute({ sql: 'UPDATE files SET size = ?', args: [2n ** 60n] });
    await expect(client.execute('SELECT size FROM files')).rejects.toThrow(/too large/);
  });

  it("turns SQLite's errors into LibsqlErrors with SQLite's codes and messages", async () => {
    const error = await client.execute({ sql: 'INSERT INTO people (name) VALUES (?)', args: ['Łucja'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(isUniqueViolation(error, 'people.name')).toBe(true);
    // The same statement runs again after it failed.
    await client.execute({ sql: 'INSERT INTO people (name) VALUES (?)', args: ['Paweł'] });
    expect((await client.execute('SELECT count(*) AS n FROM people')).rows[0]!.n).toBe(3);
  });

  it('rolls back a failed batch whole, and a rolled back transaction', async () => {
    await expect(
      client.batch([{ sql: 'INSERT INTO people (name) VALUES (?)', args: ['Olena'] }, {
        sql: 'INSERT INTO people (name) VALUES (?)',
        args: ['Łucja'],
      }], 'write'),
    ).rejects.toThrow(/UNIQUE/);
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'DELETE FROM people', args: [] });
    await tx.rollback();
    expect(tx.closed).toBe(true);
    await expect(tx.execute('SELECT 1')).rejects.toThrow(/closed/);
    expect((await client.execute('SELECT name FROM people ORDER BY id')).rows.map((row) => row.name)).toEqual(['Łucja', 'Ґанна']);
  });

  it('prepares a statement again after the schema changed', async () => {
    expect((await client.execute('SELECT * FROM people')).columns).toEqual(['id', 'name', 'team']);
    await client.execute('ALTER TABLE people ADD COLUMN phone TEXT');
    expect((await client.execute('SELECT * FROM people')).columns).toEqual(['id', 'name', 'team', 'phone']);
  });

  it("serves drizzle's builders, raw SQL and prepared statements", async () => {
    const db = drizzle(client);
    expect(await db.select().from(people).where(eq(people.team, 'B'))).toEqual([{ id: 2, name: 'Ґанна', team: 'B' }]);
    const byTeam = db.select({ name: people.name }).from(people).where(and(eq(people.team, sql.placeholder('team')))).prepare();
    expect(await byTeam.all({ team: 'A' })).toEqual([{ name: 'Łucja' }]);
    expect(await byTeam.all({ team: 'B' })).toEqual([{ name: 'Ґанна' }]);
    const raw = await db.all<{ name: string }>(sql`SELECT name FROM people WHERE id = ${1}`);
    expect(raw[0]!.name).toBe('Łucja');
  });

  it("pages with a bound limit and offset, each call with its own values (drizzle's .limit and .offset)", async () => {
    await client.execute("INSERT INTO people (name) VALUES ('C'), ('D'), ('E')");
    const db = drizzle(client as never);
    const page = (limit: number, offset: number) =>
      db.select({ id: people.id }).from(people).orderBy(people.id).limit(limit).offset(offset);
    expect((await page(2, 0)).map((row) => row.id)).toEqual([1, 2]);
    expect((await page(3, 1)).map((row) => row.id)).toEqual([2, 3, 4]);
    expect((await page(10, 4)).map((row) => row.id)).toEqual([5]);
    const first = await db.select({ name: people.name }).from(people).where(eq(people.team, 'B')).limit(1);
    expect(first).toEqual([{ name: 'Ґанна' }]);
    await expect(client.execute({ sql: 'SELECT id FROM people LIMIT ?', args: ['x'] })).rejects.toThrow(/datatype mismatch/);
  });

  it('names columns whatever their names hold: quotes, backslashes, code, digits and length', async () => {
    const names = ['a"b', 'back\\slash', "'];globalThis.pwned=1;//", '\u2028line', 'length', '7', 'ok'];
    const sqlName = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const result = await client.execute(`SELECT ${names.map((name, index) => `${index} AS ${sqlName(name)}`).join(', ')}`);
    const [row] = result.rows;
    expect(result.columns).toEqual(names);
    expect([row!['a"b'], row!['back\\slash'], row!["'];globalThis.pwned=1;//"], row!['\u2028line'], row!.ok]).toEqual([0, 1, 2, 3, 6]);
    // length and digits stay the array's own.
    expect([row!.length, row![6]]).toEqual([7, 6]);
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it("moves its change mark with every write, its own or another connection's, and never on a read", async () => {
    const before = client.changeMark();
    await client.execute('SELECT * FROM people');
    await client.execute("UPDATE people SET team = 'A' WHERE name = 'nobody'");
    expect(client.changeMark()).toBe(before);

    await client.execute("UPDATE people SET team = 'C' WHERE name = 'Łucja'");
    const afterOwn = client.changeMark();
    expect(afterOwn).not.toBe(before);

    // A transaction rolled back still moves it (the mark may move without a change, never the reverse).
    const tx = await client.transaction('write');
    await tx.execute('DELETE FROM people');
    const inside = client.changeMark();
    expect(inside).not.toBe(afterOwn);
    await tx.rollback();

    // Another connection's commit (another process's, as the operator CLI's).
    const other = new SqliteFileClient(join(dir, 't.db'), 1000);
    try {
      await other.execute("INSERT INTO people (name) VALUES ('Олег')");
    } finally {
      other.close();
    }
    const afterOther = client.changeMark();
    expect(afterOther).not.toBe(inside);

    // A new connection starts marks of its own: none equals one of the old connection.
    client.reconnect();
    expect([before, afterOwn, inside, afterOther]).not.toContain(client.changeMark());
  });

  it('moves the mark of a table only with writes that reach it: its own, and foreign-key actions of others', async () => {
    await client.executeMultiple(`
      PRAGMA foreign_keys = on;
      CREATE TABLE teams (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE members (id INTEGER PRIMARY KEY, team_id INTEGER REFERENCES teams(id) ON DELETE SET NULL);
      INSERT INTO teams VALUES (1, 'A'), (2, 'B');
      INSERT INTO members VALUES (1, 1);`);
    const members = client.changeMark(['members']);
    const before = client.changeMark(['people']);
    await client.execute("UPDATE people SET team = 'Z' WHERE id = 1");
    const people = client.changeMark(['people']);
    expect(people).not.toBe(before);
    expect(client.changeMark(['members'])).toBe(members);

    // Deleting a team sets its members' team to null: the members' mark moves, the people's stays.
    await client.execute('DELETE FROM teams WHERE id = 1');
    expect((await client.execute('SELECT team_id FROM members')).rows[0]!.team_id).toBeNull();
    const afterDelete = client.changeMark(['members']);
    expect(afterDelete).not.toBe(members);
    expect(client.changeMark(['people'])).toBe(people);

    // A script may change anything.
    await client.executeMultiple('UPDATE people SET team = team');
    expect(client.changeMark(['members'])).not.toBe(afterDelete);
  });
});
