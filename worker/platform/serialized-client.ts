// The local libSQL driver is synchronous: while one connection of this process holds a write
// transaction, a second writer on another connection blocks the whole event loop until the busy
// timeout, so the first can never finish. Every operation on one database file therefore takes
// an in-process lock, and an interactive transaction holds it until it commits or rolls back.
// Other processes (the operator CLI) still coordinate through SQLite's own locks and busy timeout.
import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';
import type { ChangeMarked } from './table-writes';

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  /** Holders and waiters. */
  #claims = 0;

  /** Nobody holds the lock or waits for it. */
  get idle(): boolean {
    return this.#claims === 0;
  }

  lock(): Promise<() => void> {
    this.#claims++;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      let released = false;
      release = () => {
        if (released) return;
        released = true;
        this.#claims--;
        resolve();
      };
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    return previous.then(() => release);
  }
}

const mutexes = new Map<string, Mutex>();
function mutexFor(file: string): Mutex {
  let mutex = mutexes.get(file);
  if (!mutex) mutexes.set(file, mutex = new Mutex());
  return mutex;
}

class LockedTransaction implements Transaction {
  #released = false;
  constructor(
    private readonly tx: Transaction,
    private readonly release: () => void,
  ) {}

  #done() {
    if (!this.#released) {
      this.#released = true;
      this.release();
    }
  }
  execute(stmt: InStatement): Promise<ResultSet> {
    return this.tx.execute(stmt);
  }
  batch(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.tx.batch(stmts);
  }
  executeMultiple(sql: string): Promise<void> {
    return this.tx.executeMultiple(sql);
  }
  async rollback(): Promise<void> {
    try {
      await this.tx.rollback();
    } finally {
      this.#done();
    }
  }
  async commit(): Promise<void> {
    try {
      await this.tx.commit();
    } finally {
      this.#done();
    }
  }
  close(): void {
    try {
      this.tx.close();
    } finally {
      this.#done();
    }
  }
  get closed(): boolean {
    return this.tx.closed;
  }
}

export class SerializedClient implements Client {
  readonly #mutex: Mutex;

  /** `inner` must do each execute and batch synchronously within the call (SqliteFileClient). */
  constructor(
    private readonly inner: Client,
    file: string,
  ) {
    this.#mutex = mutexFor(file);
  }

  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.#mutex.lock();
    try {
      return await work();
    } finally {
      release();
    }
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmt: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const work = () => (typeof stmt === 'string' ? this.inner.execute(stmt, args) : this.inner.execute(stmt));
    // The file client does a statement's whole work within the call (node:sqlite is synchronous):
    // when nobody holds the lock or waits for it, nothing can come in between, so the statement
    // needs no turn in the queue (three promise hops fewer on every read).
    return this.#mutex.idle ? work() : this.#exclusive(work);
  }
  batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    const work = () => this.inner.batch(stmts, mode);
    return this.#mutex.idle ? work() : this.#exclusive(work);
  }
  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#exclusive(() => this.inner.migrate(stmts));
  }
  executeMultiple(sql: string): Promise<void> {
    return this.#exclusive(() => this.inner.executeMultiple(sql));
  }
  async transaction(mode?: TransactionMode): Promise<Transaction> {
    const release = await this.#mutex.lock();
    try {
      return new LockedTransaction(await this.inner.transaction(mode), release);
    } catch (error) {
      release();
      throw error;
    }
  }
  /** The inner client's change mark (SqliteFileClient.changeMark); null when it has none. */
  changeMark(tables?: readonly string[]): string | null {
    const inner = this.inner as Client & Partial<ChangeMarked>;
    return inner.changeMark ? inner.changeMark(tables) : null;
  }
  sync() {
    return this.inner.sync();
  }
  close(): void {
    this.inner.close();
  }
  reconnect(): void {
    this.inner.reconnect();
  }
  get closed(): boolean {
    return this.inner.closed;
  }
  get protocol(): string {
    return this.inner.protocol;
  }
}
