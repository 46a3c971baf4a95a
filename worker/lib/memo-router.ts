// Hono's router with the last matches remembered. The app's 600-odd routes keep Hono's SmartRouter on
// its TrieRouter (RegExpRouter refuses `/users/me` beside `/users/:user_id` under the same
// middleware), which walks the tree for every request: 2-3 µs, a few percent of a signed-in read. A
// match depends only on the method and the path, so it is kept; paths with ids come and go, so the
// memory is cleared whenever it holds MEMO_SIZE of them.
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

const MEMO_SIZE = 2000;

export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #inner: Router<T>;
  readonly #matches = new Map<string, Result<T>>();

  constructor(inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] })) {
    this.#inner = inner;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (!result) {
      result = this.#inner.match(method, path);
      if (this.#matches.size >= MEMO_SIZE) this.#matches.clear();
      this.#matches.set(key, result);
    }
    return result;
  }
}
