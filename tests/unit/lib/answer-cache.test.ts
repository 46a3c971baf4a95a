// The store of kept answers (worker/lib/answer-cache.ts): within its budget of bytes, the least
// recently read answers go first; an answer over the whole budget is not kept.
import { describe, expect, it } from 'vitest';
import { AnswerStore } from '../../../worker/lib/answer-cache';

const answer = (size: number, mark = 'm') => ({ mark, bytes: new Uint8Array(size), contentType: 'application/json' });

describe('AnswerStore', () => {
  it('keeps answers within its budget, letting the least recently read go first', () => {
    const store = new AnswerStore(100);
    store.set('a', answer(40));
    store.set('b', answer(40));
    expect(store.get('a')).toBeDefined(); // a is now the most recently read
    store.set('c', answer(40));
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(store.bytes).toBe(80);
  });

  it('replaces an answer under the same key, counting its bytes once', () => {
    const store = new AnswerStore(100);
    store.set('a', answer(60, 'old'));
    store.set('a', answer(30, 'new'));
    expect(store.get('a')?.mark).toBe('new');
    expect(store.bytes).toBe(30);
  });

  it('does not keep an answer larger than the whole budget, and drops what that key held', () => {
    const store = new AnswerStore(100);
    store.set('a', answer(50));
    store.set('a', answer(101));
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});
