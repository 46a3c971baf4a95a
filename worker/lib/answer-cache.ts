// Whole answers of the most frequent reads (a user's month, the employees grid, notifications,
// rooms, the absence balance), kept in memory while none of the tables they are built from has
// changed. The database says when one may have: its change mark (platform/sqlite-file.ts) for those
// tables moves with every write through this process's connection that reaches them and with every
// commit of any other connection. Where there is no mark (the edge, remote databases on Node)
// answers are built every time. docs/decisions.md "Speed".
//
// An answer is kept for one signed-in user, one URL and one minute of the request's clock: a route
// may use this only when its answer is made of nothing else (no headers, no other store; "today"
// changes on a minute) and names every table its building reads, the signed-in user's included
// (tests/platform/answer-reads.test.ts records the statements of each and checks).
import { getTableName, type Table } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { ChangeMarked } from '../platform/table-writes';
import type { AppEnv } from './context';

/** The tables an answer is built from. */
export type AnswerReads = readonly string[];
export const answerReads = (...tables: Table[]): AnswerReads => tables.map((table) => getTableName(table).toLowerCase());

type Kept = { mark: string; bytes: Uint8Array<ArrayBuffer>; contentType: string };

/** Least recently used first out, within a budget of bytes. */
export class AnswerStore {
  readonly #entries = new Map<string, Kept>();
  #bytes = 0;

  constructor(readonly budget: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Kept | undefined {
    const kept = this.#entries.get(key);
    if (kept) {
      this.#entries.delete(key);
      this.#entries.set(key, kept);
    }
    return kept;
  }

  set(key: string, kept: Kept): void {
    this.delete(key);
    if (kept.bytes.byteLength > this.budget) return;
    this.#entries.set(key, kept);
    this.#bytes += kept.bytes.byteLength;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.bytes.byteLength;
  }
}

/** The grid of a large department is about 300 KB: room for a few dozen of them and many months. */
const BUDGET_BYTES = 16 * 1024 * 1024;
const store = new AnswerStore(BUDGET_BYTES);
const MINUTE_MS = 60_000;

/** The change mark of these tables in the database behind `db`; null where there is none (the edge, remote databases). */
export function tablesMark(db: Db, reads: AnswerReads): string | null {
  return (db as { $client?: Partial<ChangeMarked> }).$client?.changeMark?.(reads) ?? null;
}

/**
 * The kept answer of this request while the tables it `reads` are unchanged, else `build`'s answer
 * (kept when it is a 200). The mark is read before building: a change made while the answer is
 * built moves it, and the answer is never found under the newer mark.
 */
export async function cachedAnswer<Answer extends Response>(
  c: Context<AppEnv>,
  reads: AnswerReads,
  build: () => Promise<Answer>,
): Promise<Answer> {
  const mark = tablesMark(c.get('db'), reads);
  if (mark === null) return build();
  const url = c.req.url;
  const key = `${c.get('tenant').slug} ${c.get('user').id} ${Math.floor(c.get('now').getTime() / MINUTE_MS)} ${
    url.slice(url.indexOf('/', url.indexOf('//') + 2))
  }`;
  const kept = store.get(key);
  if (kept && kept.mark === mark) return replay(kept);
  const answer = await build();
  if (answer.status !== 200) return answer;
  const fresh: Kept = {
    mark,
    bytes: new Uint8Array(await answer.arrayBuffer()),
    contentType: answer.headers.get('content-type') ?? 'application/json',
  };
  store.set(key, fresh);
  return replay(fresh);
}

/** A kept answer as the route's own (a 200 of its schema). */
const replay = <Answer extends Response>(kept: Kept): Answer =>
  new Response(kept.bytes, { status: 200, headers: { 'content-type': kept.contentType } }) as Answer;
