// A loose timing guard, not a benchmark (those live in scripts/bench): expanding and planning a
// year of a 4-crew rotation for 500 users must stay far below a second on this machine.
import { describe, expect, it } from 'vitest';
import { planApplication, type ExistingDayShift } from '../../../worker/features/schedule/rules/apply';
import { publicHolidays } from '../../../worker/lib/holidays';
import { expandPattern, type PatternCreate } from '../../../worker/features/schedule/rules/patterns';
import { addDays, monthsRange } from '../../../worker/lib/time';

const fourCrew: PatternCreate = {
  name: '4-crew 12 h',
  cycle_length: 8,
  shifts: [
    { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b', days: [1, 2] },
    { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
  ],
};
// Every day of the cycle planned: one shift per user per day, 365 rows per user.
const everyDay: PatternCreate = {
  name: 'Daily',
  cycle_length: 2,
  shifts: [
    { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b', days: [1] },
    { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [2] },
  ],
};

const USERS = 500;
const range = monthsRange('2026-01', 12);
const holidays = publicHolidays('PL', range.from, range.to);

function applyToAll(pattern: PatternCreate, existing: ExistingDayShift[][] = []) {
  const started = performance.now();
  let rows = 0;
  let replaced = 0;
  const inserted: ExistingDayShift[][] = [];
  for (let user = 0; user < USERS; user++) {
    const plan = planApplication({
      expanded: expandPattern(pattern, { ...range, anchor: addDays(range.from, 2 * (user % 4)) }),
      existing: existing[user] ?? [],
      ...range,
      today: range.from,
      timeZone: 'Europe/Warsaw',
      absenceDates: new Set(),
      holidayDates: holidays,
      includeHolidays: true,
    });
    rows += plan.insert.length;
    replaced += plan.counts.replaced;
    inserted.push(
      plan.insert.map((row, i) => ({
        id: `${user}-${i}`,
        date: row.date,
        status: 'not_started',
        type: row.type,
        planned_start: row.planned_start,
        planned_end: row.planned_end,
        color: row.color,
      })),
    );
  }
  return { ms: performance.now() - started, rows, replaced, inserted };
}

describe('apply at scale', () => {
  it('expands and plans 500 users x 12 months well under a second', () => {
    applyToAll(fourCrew); // warm up (JIT, holiday and zone caches)
    const first = applyToAll(fourCrew);
    // Each crew works 4 days of every 8: 182 or 183 shifts a year per user.
    expect(first.rows).toBeGreaterThan(USERS * 182);
    const again = applyToAll(fourCrew, first.inserted);
    expect(again.rows).toBe(0);
    expect(again.replaced).toBe(first.rows);
    const daily = applyToAll(everyDay);
    expect(daily.rows).toBe(USERS * 365);
    console.log(
      `apply rules: 4-crew ${first.rows} rows ${first.ms.toFixed(0)} ms, re-apply ${again.ms.toFixed(0)} ms, `
        + `daily ${daily.rows} rows ${daily.ms.toFixed(0)} ms`,
    );
    expect(first.ms + again.ms).toBeLessThan(2000);
    expect(daily.ms).toBeLessThan(2000);
  });
});
