// The SQL side of the Hrana test server (hrana-server.ts): one SQLite connection per stream, and the
// protocol's statements, batches and sequences on it, with values encoded as the spec says
// (libsql docs/HRANA_3_SPEC.md, "Shared structures"). Node's own SQLite (node:sqlite) is used, the
// driver of the Node platform's files: the API tests run both in one process on the same files, and
// two SQLite libraries in one process release each other's file locks (sqlite.org, "How To Corrupt
// An SQLite Database File", 2.2.1). Not `@libsql/client`: its pool rolls back a connection's open
// transaction whenever a call returns it, while a Hrana stream keeps the transaction its own BEGIN
// started until COMMIT.
import { statSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from '../../worker/platform/node-sqlite';

export type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

export type Stmt = {
  sql?: string | null;
  sql_id?: number | null;
  args?: Value[];
  named_args?: { name: string; value: Value }[];
  want_rows?: boolean;
};

export type StmtResult = {
  cols: { name: string | null; decltype: string | null }[];
  rows: Value[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
};

export type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

export type Batch = { steps: { condition?: BatchCond | null; stmt: Stmt }[] };
export type ProtoError = { message: string; code: string };
export type BatchResult = { step_results: (StmtResult | null)[]; step_errors: (ProtoError | null)[] };

/** An error the protocol reports as the result of one request; the stream goes on. */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A request a correct client never sends: the whole HTTP request fails and the stream is closed. */
export class ProtocolError extends Error {}

const SQLITE_BUSY = 5;
const BUSY_RETRY_MS = 10;
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
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  23: 'SQLITE_AUTH',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
};

/** node:sqlite's error: `errcode` is SQLite's (extended) result code. */
type SqliteFailure = Error & { errcode: number };
const isSqliteFailure = (error: unknown): error is SqliteFailure =>
  error instanceof Error && (error as { code?: string }).code === 'ERR_SQLITE_ERROR'
  && typeof (error as { errcode?: unknown }).errcode === 'number';

/** The error text and code sqld gives a failed statement ("SQLite error: …", the base result code). */
function statementError(error: unknown): unknown {
  if (!isSqliteFailure(error)) return error;
  const base = error.errcode & 0xff;
  return new StatementError(`SQLite error: ${error.message}`, BASE_CODES[base] ?? 'SQLITE_UNKNOWN');
}

type SqlValue = null | bigint | number | string | Uint8Array;
type SqlArgs = SqlValue[] | Record<string, SqlValue>;

function valueToSql(value: Value): SqlValue {
  switch (value?.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return Number(value.value);
    case 'text':
      return value.value;
    case 'blob':
      return Buffer.from(value.base64, 'base64');
    default:
      throw new ProtocolError('Value type not recognized');
  }
}

function valueFromSql(value: unknown): Value {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new Error(`Unexpected value from libSQL: ${typeof value}`);
}

/** The SQL text of a statement: given inline or stored earlier on the stream with store_sql. */
export function sqlText(sql: string | null | undefined, sqlId: number | null | undefined, stored: Map<number, string>): string {
  const hasSql = typeof sql === 'string';
  const hasId = typeof sqlId === 'number';
  if (hasSql && hasId) throw new ProtocolError('Either `sql` or `sql_id` are required, but not both');
  if (hasSql) return sql;
  if (!hasId) throw new ProtocolError('Either `sql` or `sql_id` are required');
  const text = stored.get(sqlId);
  if (text === undefined) throw new ProtocolError(`SQL text ${sqlId} not found`);
  return text;
}

/** Positional arguments as an array, named ones as an object without their prefix (`:`, `@`, `$`). */
function bindings(stmt: Stmt): SqlArgs {
  const named = stmt.named_args ?? [];
  const positional = stmt.args ?? [];
  if (named.length && positional.length) {
    throw new StatementError('Specifying both positional and named arguments is not supported', 'ARGS_BOTH_POSITIONAL_AND_NAMED');
  }
  if (!named.length) return positional.map(valueToSql);
  return Object.fromEntries(named.map(({ name, value }) => [/^[:@$]/.test(name) ? name.slice(1) : name, valueToSql(value)]));
}

/** Checks every condition of a batch before any step runs, as sqld does. */
function checkConditions(batch: Batch): void {
  const check = (cond: BatchCond, step: number): void => {
    switch (cond?.type) {
      case 'ok':
      case 'error':
        if (!Number.isInteger(cond.step) || cond.step < 0 || cond.step >= step) {
          throw new ProtocolError('Invalid reference to step in a batch condition');
        }
        return;
      case 'not':
        return check(cond.cond, step);
      case 'and':
      case 'or':
        return cond.conds.forEach((c) => check(c, step));
      case 'is_autocommit':
        throw new ProtocolError('The `is_autocommit` condition is only supported in protocol version hrana3 and higher');
      default:
        throw new ProtocolError('BatchCond type not recognized');
    }
  };
  batch.steps.forEach((step, index) => step.condition && check(step.condition, index));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One stream's connection. The driver is synchronous: a statement that waited for another
 * connection's write lock inside SQLite would block the event loop, and with it the request that
 * would release the lock. So SQLite's own busy timeout is 0, and a statement that finds the
 * database locked is run again here, between other requests, until `busyTimeoutMs` has passed
 * (sqld, too, makes a writer wait for the lock rather than fail at once).
 */
export class Connection {
  readonly #file: string;
  readonly #busyTimeoutMs: number;
  readonly #onStatement: (sql: string) => void;
  #db!: DatabaseSync;
  #counters!: StatementSync;
  #foreignKeys!: StatementSync;
  /** The file's inode when opened: a file deleted and made again is another database. */
  #inode = 0;

  constructor(file: string, busyTimeoutMs: number, onStatement: (sql: string) => void = () => {}) {
    this.#file = file;
    this.#busyTimeoutMs = busyTimeoutMs;
    this.#onStatement = onStatement;
    this.#open();
  }

  #open() {
    this.#inode = statSync(this.#file).ino;
    this.#db = new DatabaseSync(this.#file);
    this.#counters = this.#db.prepare('SELECT changes(), last_insert_rowid(), total_changes()');
    this.#counters.setReturnArrays(true);
    this.#counters.setReadBigInts(true);
    this.#foreignKeys = this.#db.prepare('PRAGMA foreign_keys');
  }

  async execute(stmt: Stmt, stored: Map<number, string>): Promise<StmtResult> {
    const sql = sqlText(stmt.sql, stmt.sql_id, stored);
    const args = bindings(stmt);
    let statement: StatementSync;
    try {
      statement = this.#db.prepare(sql);
      statement.setReturnArrays(true);
      statement.setReadBigInts(true);
    } catch (error) {
      throw statementError(error);
    }
    const deadline = Date.now() + this.#busyTimeoutMs;
    for (;;) {
      try {
        const result = this.#run(statement, args, stmt.want_rows ?? true);
        this.#onStatement(sql);
        return result;
      } catch (error) {
        if (!isSqliteFailure(error) || (error.errcode & 0xff) !== SQLITE_BUSY) throw statementError(error);
        // A statement that found the database locked changed nothing and can run again; only
        // running that same statement again resets it (the driver has no reset).
        if (error.errcode !== SQLITE_BUSY || Date.now() >= deadline) {
          // Given up, it would keep the connection's transaction open forever: start afresh.
          // Inside an explicit transaction that rolls it back, as SQLite advises after SQLITE_BUSY.
          this.close();
          this.#open();
          throw statementError(error);
        }
      }
      await sleep(BUSY_RETRY_MS);
    }
  }
  async batch(batch: Batch, stored: Map<number, string>): Promise<BatchResult> {
    checkConditions(batch);
    const result: BatchResult = { step_results: [], step_errors: [] };
    const holds = (cond: BatchCond): boolean => {
      switch (cond.type) {
        case 'ok':
          return result.step_results[cond.step] != null;
        case 'error':
          return result.step_errors[cond.step] != null;
        case 'not':
          return !holds(cond.cond);
        case 'and':
          return cond.conds.every(holds);
        case 'or':
          return cond.conds.some(holds);
        default:
          return false; // is_autocommit is refused by checkConditions
      }
    };
    for (const step of batch.steps) {
      let stepResult: StmtResult | null = null;
      let stepError: ProtoError | null = null;
      if (!step.condition || holds(step.condition)) {
        try {
          stepResult = await this.execute(step.stmt, stored);
        } catch (error) {
          if (!(error instanceof StatementError)) throw error;
          stepError = { message: error.message, code: error.code };
        }
      }
      result.step_results.push(stepResult);
      result.step_errors.push(stepError);
    }
    return result;
  }

  /** Statements separated by semicolons, rows ignored. Not retried when locked: the ones before may have run. */
  sequence(sql: string): void {
    try {
      this.#db.exec(sql);
      this.#onStatement(sql);
    } catch (error) {
      throw statementError(error);
    }
  }

  /**
   * Ends the stream's use of the connection as closing would (its open transaction rolled back) and
   * tells whether another stream may have it: still open and as a new one would be (foreign keys on).
   */
  release(): boolean {
    if (!this.#db.isOpen) return false;
    try {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      if ((this.#foreignKeys.get() as { foreign_keys: number }).foreign_keys === 1) return true;
    } catch {
      // not reusable: closed below
    }
    this.close();
    return false;
  }

  /** Whether the file it opened is still the database's: not deleted, nor made again. */
  onCurrentFile(): boolean {
    return statSync(this.#file, { throwIfNoEntry: false })?.ino === this.#inode;
  }

  /** Rolls back a transaction still open and closes. */
  close(): void {
    if (!this.#db.isOpen) return;
    // Closing alone does not end the transaction while a prepared statement is still referenced.
    if (this.#db.isTransaction) {
      try {
        this.#db.exec('ROLLBACK');
      } catch {
        // closing is all that is left to do
      }
    }
    this.#db.close();
  }

  #run(statement: StatementSync, args: SqlArgs, wantRows: boolean): StmtResult {
    const [, , totalBefore] = this.#counters.get() as unknown as bigint[];
    let cols: StmtResult['cols'] = [];
    let rows: unknown[][] = [];
    const columns = statement.columns();
    if (columns.length) {
      cols = columns.map((col) => ({ name: col.name, decltype: col.type }));
      rows = (Array.isArray(args) ? statement.all(...args) : statement.all(args)) as unknown as unknown[][];
    } else if (Array.isArray(args)) statement.run(...args);
    else statement.run(args);
    const [changes, rowid, totalAfter] = this.#counters.get() as unknown as bigint[];
    return {
      cols,
      rows: wantRows ? rows.map((row) => row.map(valueFromSql)) : [],
      // Only a statement that changed rows has a count (INSERT … RETURNING is a reader, too).
      affected_row_count: totalAfter !== totalBefore ? Number(changes) : 0,
      last_insert_rowid: String(rowid),
    };
  }
}

/** A new, empty database file, the way a hosted libSQL database starts (and in WAL mode, as the Node platform keeps it). */
export function createDatabaseFile(file: string): void {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA journal_mode=WAL');
  } finally {
    db.close();
  }
}
