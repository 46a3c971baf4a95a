// The days a request takes off: planned shifts in a planned month, else 8 h workdays.
import { describe, expect, it } from 'vitest';
import { countedDays, hoursOf, totalMinutes } from '../../../worker/features/absence/rules/days';
import { publicHolidays } from '../../../worker/lib/holidays';

const none = new Map<string, number>();
const noHolidays = { has: () => false };

describe('countedDays', () => {
  it('counts Monday-Friday at 8 h without a plan, skipping public holidays', () => {
    const holidays = publicHolidays('PL', '2026-04-30', '2026-05-08');
    // 1 May (Fri) and 3 May (Sun) are holidays in Poland.
    const days = countedDays({ from: '2026-04-30', to: '2026-05-08', planned: none, holidays });
    expect(days.map((d) => d.date)).toEqual(['2026-04-30', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08']);
    expect(hoursOf(totalMinutes(days))).toBe(48);
  });

  it('takes the planned minutes in a month with a plan, weekends and holidays included, and 0 for its days off', () => {
    const planned = new Map([
      ['2026-05-02', 720], // a Saturday 12-hour shift
      ['2026-05-03', 690], // a night shortened by nothing: 11.5 h
    ]);
    const days = countedDays({ from: '2026-05-01', to: '2026-05-05', planned, holidays: publicHolidays('PL', '2026-05-01', '2026-05-05') });
    expect(days).toEqual([
      { date: '2026-05-02', minutes: 720 },
      { date: '2026-05-03', minutes: 690 },
    ]);
    expect(hoursOf(totalMinutes(days))).toBe(23.5);
  });

  it('decides per month: a planned month counts its plan, an unplanned one the workdays', () => {
    const planned = new Map([['2026-06-01', 600]]);
    const days = countedDays({ from: '2026-05-29', to: '2026-06-02', planned, holidays: noHolidays });
    expect(days).toEqual([
      { date: '2026-05-29', minutes: 480 },
      { date: '2026-06-01', minutes: 600 },
    ]);
  });

  it('answers no day for a weekend without a plan', () => {
    expect(countedDays({ from: '2026-05-09', to: '2026-05-10', planned: none, holidays: noHolidays })).toEqual([]);
  });
});
