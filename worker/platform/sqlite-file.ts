// A libSQL (SQLite) file as a `@libsql/client` Client, on one connection of Node's own SQLite
// (node:sqlite) that keeps its prepared statements. `@libsql/client`'s file client prepares every
// statement again on every call, and the libsql driver under it hands each row over cell by cell:
// together they were a third of the server's time under load (docs/performance.md). node:sqlite
// returns a row as one array and reads the same files (SQLite 3, WAL).
// Same answers as `@libsql/client` with `intMode: 'number'`: integers are numbers (an error past
// 2^53), blobs ArrayBuffers, SQLite's errors LibsqlErrors with the same codes and messages, and a
// row carries its values by index and by column name (the first column of a name). Unlike
// `@libsql/client`'s rows, a row is an array, so its indexes are enumerable too: read rows by name
// or index, never by spreading them.
// One connection is enough: SerializedClient (serialized-client.ts) lets one operation at a time in.
import {
  LibsqlError,
  type Client,
  type InArgs,
  type InStatement,
  type InValue,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client/web';
import { DatabaseSync, type SqlValue, type StatementSync } from './node-sqlite';
import { reachOfWrites, writesOf, type ForeignKey, type Writes } from './table-writes';

type Row = unknown[] & Record<string, unknown>;
type Prepared = {
  statement: StatementSync;
  columns: string[];
  columnTypes: string[];
  returnsData: boolean;
  nameRows: (rows: Row[]) => void;
  writes: Writes;
};

/**
 * Gives each row of a statement its values by column name too (the first column of a name answers
 * for it; `length` and digits are the array's own). Compiled once per statement, so each store has a
 * name known in advance: a loop over the names made every store a generic one, and naming a month of
 * shifts (13 rows of 23 columns) took longer than reading it. The names go in as JSON strings, so
 * an alias is data, never code.
 */
function compileRowNamer(columns: string[]): (rows: Row[]) => void {
  const seen = new Set<string>();
  const stores: string[] = [];
  columns.forEach((name, index) => {
    if (seen.has(name) || name === 'length' || /^\d+$/.test(name)) return;
    seen.add(name);
    stores.push(`row[${JSON.stringify(name)}] = row[${index}];`);
  });
  return new Function('rows', `for (let i = 0; i < rows.length; i++) { const row = rows[i]; ${stores.join(' ')} }`) as (
    rows: Row[],
  ) => void;
}

/** Statements kept per connection: more than the app's distinct statements, few enough to bound memory. */
const STATEMENT_CACHE_SIZE = 500;
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

function resultSet(
  columns: string[],
  columnTypes: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes,
    rows: rows as unknown as ResultSet['rows'],
    rowsAffected,
    lastInsertRowid,
    toJSON() {
      return {
        columns,
        columnTypes,
        rows: rows.map((row) => Array.from(row, jsonValue)),
        rowsAffected,
        lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
      };
    },
  };
}
const jsonValue = (
  value: unknown,
) => (typeof value === 'bigint' ? String(value) : value instanceof ArrayBuffer ? Buffer.from(value).toString('base64') : value);

const arrayBufferOf = (value: Uint8Array): ArrayBuffer =>
  value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) as ArrayBuffer;

function valueToSql(value: InValue | undefined): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INT64 || value > MAX_INT64) {
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument');
    }
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

function argsToSql(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map(valueToSql);
  const named: Record<string, unknown> = {};
  for (const name in args) named[name[0] === '@' || name[0] === '$' || name[0] === ':' ? name.slice(1) : name] = valueToSql(args[name]);
  return named;
}

/** node:sqlite's error (`errcode`: SQLite's extended code) as the LibsqlError @libsql/client throws. */
function mapError(error: unknown): unknown {
  const { code, errcode, message } = (error ?? {}) as { code?: string; errcode?: number; message?: string };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return error;
  const base = BASE_CODES[errcode & 0xff] ?? `SQLITE_UNKNOWN_${errcode & 0xff}`;
  const extended = EXTENDED_CODES[errcode] ?? base;
  return new LibsqlError(message ?? base, base, extended, errcode, error as Error);
}
const BASE_CODES: Record<number, string> = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  16: 'SQLITE_EMPTY',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  24: 'SQLITE_FORMAT',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
  27: 'SQLITE_NOTICE',
  28: 'SQLITE_WARNING',
  100: 'SQLITE_ROW',
  101: 'SQLITE_DONE',
};

/** The extended codes the app tells apart (lib/db-errors.ts reads the messages; these are for logs). */
const EXTENDED_CODES: Record<number, string> = {
  787: 'SQLITE_CONSTRAINT_FOREIGNKEY',
  1299: 'SQLITE_CONSTRAINT_NOTNULL',
  1555: 'SQLITE_CONSTRAINT_PRIMARYKEY',
  2067: 'SQLITE_CONSTRAINT_UNIQUE',
  275: 'SQLITE_CONSTRAINT_CHECK',
  517: 'SQLITE_BUSY_SNAPSHOT',
  261: 'SQLITE_BUSY_RECOVERY',
};

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

// SQLite (3.51 in Node 22) plans a `LIMIT ?` or `OFFSET ?` with the value bound to it, so binding any value
// there marks the statement to be compiled again at its next step: Drizzle's `.limit(n)` made every
// such read parse and plan anew (10-20 µs, three times a primary-key lookup). `+?` is the same value
// (a text that is no integer still fails) but not a bare parameter, so the plan is made once.
const TRAILING_LIMIT = /\s(limit|offset) \?(?=(?:\s+offset \?)?\s*$)/gi;
const withPlannedLimits = (sql: string) => sql.replace(TRAILING_LIMIT, ' $1 +?');

const BEGIN: Record<TransactionMode, string> = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' };

/** Connections opened in this process: each one's number starts its change marks. */
let connectionsOpened = 0;

/** One connection and its prepared statements. */
class Connection {
  readonly db: DatabaseSync;
  readonly #statements = new Map<string, Prepared>();
  readonly #number = ++connectionsOpened;
  /** Writes through this connection by table, and those that may have changed any table. */
  readonly #writes = new Map<string, number>();
  #writesToAny = 0;
  /** What a write to a table may change (table-writes.ts), read from the schema when first needed. */
  #reach: Map<string, readonly string[] | 'any'> | null = null;
  #dataVersion: StatementSync | null = null;

  constructor(path: string, timeoutMs: number) {
    this.db = new DatabaseSync(path, { timeout: timeoutMs });
  }

  /**
   * Moves whenever rows of these tables (all, without `tables`) may have changed: a write through
   * this connection to them or to a table whose foreign-key actions reach them (counted when it
   * runs, so also in a transaction not yet committed or rolled back), a commit of any other
   * connection, in this process or another (data_version), or a new connection (its number).
   */
  changeMark(tables?: readonly string[]): string {
    if (!this.#dataVersion) {
      this.#dataVersion = this.db.prepare('PRAGMA data_version');
      this.#dataVersion.setReturnArrays(true);
    }
    const [version] = this.#dataVersion.get() as unknown as [number];
    let written = 0;
    if (tables) { for (const table of tables) written += this.#writes.get(table) ?? 0; }
    else for (const count of this.#writes.values()) written += count;
    return `${this.#number}.${version}.${this.#writesToAny}.${written}`;
  }

  #counted(writes: Writes) {
    if (writes === 'any') {
      this.#writesToAny++;
      return;
    }
    const reach = (this.#reach ??= this.#readReach()).get(writes!) ?? [writes!];
    if (reach === 'any') this.#writesToAny++;
    else for (const table of reach) this.#writes.set(table, (this.#writes.get(table) ?? 0) + 1);
  }

  #readReach() {
    const keys = this.db
      .prepare(
        `SELECT m.name AS child, f."table" AS parent, f.on_delete AS onDelete, f.on_update AS onUpdate
         FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
      )
      .all() as unknown as ForeignKey[];
    const triggered =
      (this.db.prepare("SELECT tbl_name AS name FROM sqlite_master WHERE type = 'trigger'").all() as unknown as { name: string }[]).map((
        row,
      ) => row.name);
    return reachOfWrites(keys, triggered);
  }

  get open(): boolean {
    return this.db.isOpen;
  }
  get inTransaction(): boolean {
    return this.db.isOpen && this.db.isTransaction;
  }

  #prepare(sql: string): Prepared {
    const known = this.#statements.get(sql);
    if (known) return known;
    // A schema change may change what statements prepared before it return: they are dropped, and
    // the change itself is not kept.
    const changesSchema = SCHEMA_CHANGE.test(sql);
    if (changesSchema) {
      this.#statements.clear();
      this.#reach = null;
    }
    const statement = this.db.prepare(withPlannedLimits(sql));
    statement.setReturnArrays(true);
    const described = statement.columns();
    const columns = described.map((column) => column.name);
    const prepared: Prepared = {
      statement,
      columns,
      columnTypes: described.map((column) => column.type ?? ''),
      returnsData: columns.length > 0,
      nameRows: compileRowNamer(columns),
      writes: writesOf(sql),
    };
    if (changesSchema) return prepared;
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value!);
    this.#statements.set(sql, prepared);
    return prepared;
  }

  execute(stmt: InStatement | string, args?: InArgs): ResultSet {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    const values = argsToSql(typeof stmt === 'string' ? args : stmt.args);
    try {
      const prepared = this.#prepare(sql);
      if (!prepared.returnsData) {
        const info = Array.isArray(values)
          ? prepared.statement.run(...(values as SqlValue[]))
          : prepared.statement.run(values as Record<string, SqlValue>);
        if (prepared.writes && (info.changes !== 0 || prepared.writes === 'any')) this.#counted(prepared.writes);
        return resultSet([], [], [], Number(info.changes), BigInt(info.lastInsertRowid));
      }
      // A write with RETURNING counts even when it throws halfway: rows before the failure may stay in an open transaction.
      if (prepared.writes) this.#counted(prepared.writes);
      const rows = (Array.isArray(values)
        ? prepared.statement.all(...(values as SqlValue[]))
        : prepared.statement.all(values as Record<string, SqlValue>)) as unknown as Row[];
      for (const row of rows) {
        for (let i = 0; i < row.length; i++) {
          if (row[i] instanceof Uint8Array) row[i] = arrayBufferOf(row[i] as Uint8Array);
        }
      }
      prepared.nameRows(rows);
      return resultSet(prepared.columns, prepared.columnTypes, rows, 0, undefined);
    } catch (error) {
      throw mapError(error);
    }
  }

  executeMultiple(sql: string): void {
    // A script may change the schema and any table: statements prepared before it are dropped.
    this.#statements.clear();
    this.#reach = null;
    this.#writesToAny++;
    try {
      this.db.exec(sql);
    } catch (error) {
      throw mapError(error);
    }
  }

  /** Statements in one transaction; a failure rolls back and names the failing statement. */
  batch(stmts: Array<InStatement | [string, InArgs?]>, begin: string): ResultSet[] {
    this.execute(begin);
    try {
      const results = stmts.map((stmt) => (Array.isArray(stmt) ? this.execute(stmt[0], stmt[1]) : this.execute(stmt)));
      this.execute('COMMIT');
      return results;
    } finally {
      if (this.inTransaction) this.execute('ROLLBACK');
    }
  }

  close() {
    this.#statements.clear();
    this.#dataVersion = null;
    if (this.db.isOpen) this.db.close();
  }
}

class FileTransaction implements Transaction {
  #connection: Connection | null;
  constructor(connection: Connection) {
    this.#connection = connection;
  }
  #open(): Connection {
    if (!this.#connection?.inTransaction) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
    return this.#connection;
  }
  async execute(stmt: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return this.#open().execute(stmt, args);
  }
  async batch(stmts: Array<InStatement | [string, InArgs?]>): Promise<ResultSet[]> {
    const connection = this.#open();
    return stmts.map((stmt) => (Array.isArray(stmt) ? connection.execute(stmt[0], stmt[1]) : connection.execute(stmt)));
  }
  async executeMultiple(sql: string): Promise<void> {
    this.#open().executeMultiple(sql);
  }
  async rollback(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    if (connection?.inTransaction) connection.execute('ROLLBACK');
  }
  async commit(): Promise<void> {
    const connection = this.#open();
    this.#connection = null;
    connection.execute('COMMIT');
  }
  close(): void {
    const connection = this.#connection;
    this.#connection = null;
    if (connection?.inTransaction) connection.execute('ROLLBACK');
  }
  get closed(): boolean {
    return !this.#connection?.inTransaction;
  }
}

export class SqliteFileClient implements Client {
  #connection: Connection | null;
  readonly protocol = 'file';

  constructor(
    private readonly path: string,
    private readonly timeoutMs: number,
  ) {
    this.#connection = new Connection(path, timeoutMs);
  }

  #use(): Connection {
    if (!this.#connection) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
    return this.#connection;
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  async execute(stmt: InStatement | string, args?: InArgs): Promise<ResultSet> {
    return this.#use().execute(stmt, args);
  }
  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    return this.#use().batch(stmts, BEGIN[mode]);
  }
  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    const connection = this.#use();
    connection.execute('PRAGMA foreign_keys=off');
    try {
      return connection.batch(stmts, BEGIN.deferred);
    } finally {
      connection.executeMultiple('PRAGMA foreign_keys=on');
    }
  }
  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const connection = this.#use();
    connection.execute(BEGIN[mode]);
    return new FileTransaction(connection);
  }
  async executeMultiple(sql: string): Promise<void> {
    const connection = this.#use();
    try {
      connection.executeMultiple(sql);
    } finally {
      // A script that left a transaction open does not leak it into the next operation.
      if (connection.inTransaction) connection.execute('ROLLBACK');
    }
  }
  /** See Connection.changeMark; answers kept in memory are good while it stays (lib/answer-cache.ts). */
  changeMark(tables?: readonly string[]): string {
    return this.#use().changeMark(tables);
  }
  async sync(): Promise<undefined> {
    return undefined;
  }
  reconnect(): void {
    this.#connection?.close();
    this.#connection = new Connection(this.path, this.timeoutMs);
  }
  close(): void {
    this.#connection?.close();
    this.#connection = null;
  }
  get closed(): boolean {
    return this.#connection === null;
  }
}
