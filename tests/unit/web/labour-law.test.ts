// The labour-law helpers of the schedule screens: the breaches read, days marked per person, a refused plan's breaches.
import { describe, expect, it } from 'vitest';
import { breachesByDay, breachesPath, refusedBreaches } from '../../../web/src/features/schedule/api/labour-law';
import type { Breach } from '../../../web/src/types/api';

const breach = (rule: Breach['rule'], user_id: string, dates: string[]): Breach => ({
  rule,
  user_id,
  dates,
  minutes: 0,
  limit_minutes: 0,
  period: null,
});

describe('labour-law helpers', () => {
  it('asks for one scope, the first given', () => {
    expect(breachesPath('2030-11-01', '2030-11-30', { department_id: 'd1' })).toBe(
      '/v1/labour-law/breaches?start=2030-11-01&end=2030-11-30&department_id=d1',
    );
    expect(breachesPath('2030-11-01', '2030-11-30', { department_id: null, company_id: 'c1' })).toBe(
      '/v1/labour-law/breaches?start=2030-11-01&end=2030-11-30&company_id=c1',
    );
    expect(breachesPath('2030-11-01', '2030-11-30', { company_id: null })).toBeNull();
  });

  it('groups the rules by person and day, each rule once a day', () => {
    const days = breachesByDay([
      breach('pl.daily_rest', 'a', ['2030-11-03', '2030-11-04']),
      breach('pl.weekly_rest', 'a', ['2030-11-04', '2030-11-05']),
      breach('pl.daily_rest', 'a', ['2030-11-04', '2030-11-05']),
      breach('ua.weekly_rest', 'b', ['2030-11-04']),
    ]);
    expect(days.get('a')?.get('2030-11-04')).toEqual(['pl.daily_rest', 'pl.weekly_rest']);
    expect(days.get('a')?.get('2030-11-05')).toEqual(['pl.weekly_rest', 'pl.daily_rest']);
    expect(days.get('b')?.get('2030-11-04')).toEqual(['ua.weekly_rest']);
    expect(breachesByDay(undefined).size).toBe(0);
  });

  it('reads the breaches of a refused plan, and nothing from other errors', () => {
    const list = [breach('pl.daily_rest', 'a', ['2030-11-03'])];
    expect(refusedBreaches({ body: { code: 'labour_law.breach', breaches: list } })).toEqual(list);
    expect(refusedBreaches({ body: { code: 'schedule.changed' } })).toBeNull();
    expect(refusedBreaches(new Error('network'))).toBeNull();
  });
});
