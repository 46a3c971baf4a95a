// The warnings of a bulk write summed up (worker/features/labour-law/summary.ts): counts per rule,
// the total, and the first N earliest first, whatever the order they come in.
import { describe, expect, it } from 'vitest';
import { BreachTally, compareBreaches, summarize, warningsAnswer } from '../../../worker/features/labour-law/summary';
import type { Breach } from '../../../worker/features/labour-law/rules';

const breach = (rule: Breach['rule'], user: string, date: string): Breach => ({
  rule,
  user_id: user,
  dates: [date],
  minutes: 0,
  limit_minutes: 0,
  period: null,
});
const day = (n: number) => `2031-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;

/** 2 000 breaches of 5 people over 10 months, in a shuffled order. */
function many() {
  const out: Breach[] = [];
  for (let n = 0; n < 280; n++) {
    for (const user of ['u3', 'u1', 'u5', 'u2', 'u4']) out.push(breach(n % 3 ? 'pl.daily_rest' : 'pl.daily_norm', user, day(n)));
  }
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 48271) % 2147483647;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('summarize', () => {
  it('counts every breach per rule and keeps the first N by date, person and rule', () => {
    const all = many();
    const summary = summarize(all, 100);
    expect(summary.total).toBe(1400);
    expect(Object.fromEntries(summary.byRule.map((r) => [r.rule, r.count]))).toEqual({ 'pl.daily_rest': 930, 'pl.daily_norm': 470 });
    expect(summary.first).toEqual([...all].sort(compareBreaches).slice(0, 100));
    expect(summary.first[0]).toMatchObject({ user_id: 'u1', dates: ['2031-01-01'] });
  });

  it('lists all of them when there are fewer than N, and nothing when there are none', () => {
    const few = many().slice(0, 30);
    expect(summarize(few).first).toEqual([...few].sort(compareBreaches));
    expect(warningsAnswer(summarize([]))).toEqual({ warnings: [], warnings_total: 0, warnings_by_rule: [] });
  });

  it('merges tallies (re-apply sums its applications) as if they were one', () => {
    const all = many();
    const whole = summarize(all, 50);
    const left = new BreachTally(50);
    left.addAll(all.slice(0, 600));
    const right = BreachTally.of(warningsAnswer(summarize(all.slice(600), 50)), 50);
    left.merge(right);
    const merged = left.summary();
    expect(merged.first).toEqual(whole.first);
    expect(merged.total).toBe(whole.total);
    expect(Object.fromEntries(merged.byRule.map((r) => [r.rule, r.count]))).toEqual(
      Object.fromEntries(whole.byRule.map((r) => [r.rule, r.count])),
    );
  });
});

describe('BreachTally.addRepeated', () => {
  it('counts and keeps the same as adding a copy for each person', () => {
    const template = many().filter((b) => b.user_id === 'u1').map((b) => ({ ...b, user_id: 'rep' }));
    const users = Array.from({ length: 40 }, (_, i) => `p${String(39 - i).padStart(2, '0')}`);
    for (const limit of [0, 7, 100]) {
      const fast = new BreachTally(limit);
      fast.addAll(many().slice(0, 50));
      fast.addRepeated(template, users);
      const slow = new BreachTally(limit);
      slow.addAll(many().slice(0, 50));
      for (const user of users) slow.addAll(template.map((b) => ({ ...b, user_id: user })));
      expect(fast.summary()).toEqual(slow.summary());
    }
  });
});
