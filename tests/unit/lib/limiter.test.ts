// lib/limiter.ts: at most `slots` runs at once, the others in the order they came, and a run that
// fails gives its slot back.
import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../../worker/lib/limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('runs at most its slots at once, the rest in order, and frees a slot when a run fails', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const runs = Array.from({ length: 7 }, (_, i) =>
      limit(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        if (i === 1) throw new Error('run 1 failed');
        return i * 10;
      }));
    const results = await Promise.allSettled(runs);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message))).toEqual([
      0,
      'run 1 failed',
      20,
      30,
      40,
      50,
      60,
    ]);
    // All slots are free again: two new runs start at once.
    let together = 0;
    await Promise.all([0, 1].map(() =>
      limit(async () => {
        together++;
        await tick();
        expect(together).toBe(2);
      })
    ));
  });
});
