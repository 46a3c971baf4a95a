// The period rules (pl.average_week, pl.overtime_year) sum each period in one pass over the
// person's shifts, and weeksOf is remembered per zone and window: both must answer exactly what a
// plain scan of every shift per period, and a fresh computation of the weeks, answer.
import { describe, expect, it } from 'vitest';
import {
  anyDateWithin,
  datesOf,
  settlementPeriod,
  weeksOf,
  type Breach,
  type LawShift,
  type Window,
} from '../../../worker/features/labour-law/rules';
import { overtimeMinutes, plAverageWeek, plOvertimeYear } from '../../../worker/features/labour-law/rules/poland';
import { addDays, daysBetween, zonedToUtc } from '../../../worker/lib/time';

const U = 'u1';
const WAW = 'Europe/Warsaw';

/** The rule as first written: every period that meets the window, then a scan of every shift for it. */
function reference(
  rule: Breach['rule'],
  shifts: readonly LawShift[],
  window: Window,
  periodOf: (date: string) => { start: string; end: string },
  limitOf: (p: { start: string; end: string }) => number,
  minutesOf: (s: LawShift) => number,
): Breach[] {
  const periods = new Map<string, { start: string; end: string }>();
  for (const s of shifts) {
    if (s.date >= window.from && s.date <= window.to && !periods.has(periodOf(s.date).start)) {
      periods.set(periodOf(s.date).start, periodOf(s.date));
    }
  }
  const out: Breach[] = [];
  for (const period of periods.values()) {
    const limit = limitOf(period);
    let sum = 0;
    const over: string[] = [];
    for (const t of shifts) {
      if (t.date < period.start || t.date > period.end) continue;
      sum += minutesOf(t);
      if (sum > limit && !over.includes(t.date)) over.push(t.date);
    }
    if (sum > limit) out.push({ rule, user_id: U, dates: over, minutes: sum, limit_minutes: limit, period });
  }
  return out;
}

/** A deterministic year and a half of shifts: 6-13 h, some days twice, some worked longer than planned. */
function shifts(): LawShift[] {
  const out: LawShift[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let day = 0; day < 540; day++) {
    const date = addDays('2027-11-01', day);
    if (next() < 0.25) continue;
    for (let k = next() < 0.1 ? 2 : 1; k > 0; k--) {
      const startAt = zonedToUtc(date, k === 2 ? '06:00' : '18:00', WAW).getTime();
      const planned = 360 + Math.floor(next() * 8) * 60;
      const worked = next() < 0.5;
      const length = worked ? planned + Math.floor(next() * 240) : planned;
      out.push({ date, startAt, endAt: startAt + length * 60_000, plannedMinutes: planned, worked });
    }
  }
  return out.sort((a, b) => a.startAt - b.startAt);
}

describe('period rules in one pass', () => {
  const all = shifts();
  const windows: Window[] = [
    { from: '2028-01-01', to: '2028-12-31' },
    { from: '2028-02-10', to: '2028-05-03' },
    { from: '2027-12-31', to: '2028-01-01' },
    { from: '2030-01-01', to: '2030-01-31' },
  ];
  for (const months of [1, 3, 4, 12] as const) {
    it(`pl.average_week over ${months}-month periods agrees with a scan per period`, () => {
      for (const window of windows) {
        const expected = reference(
          'pl.average_week',
          all,
          window,
          (d) => settlementPeriod(d, months),
          (p) => Math.round((40 * 60 * (daysBetween(p.start, p.end) + 1)) / 7),
          (s) => Math.round((s.endAt - s.startAt) / 60_000),
        );
        expect(plAverageWeek(U, all, window, { settlementMonths: months })).toEqual(expected);
        if (window === windows[0]) expect(expected.length).toBeGreaterThan(0);
      }
    });
  }

  it('pl.overtime_year agrees with a scan per year, whatever the limit', () => {
    for (const hours of [1, 150, 416]) {
      for (const window of windows) {
        const year = (d: string) => ({ start: `${d.slice(0, 4)}-01-01`, end: `${d.slice(0, 4)}-12-31` });
        const expected = reference('pl.overtime_year', all, window, year, () => hours * 60, overtimeMinutes);
        expect(plOvertimeYear(U, all, window, { overtimeLimitHours: hours })).toEqual(expected);
        if (window === windows[0] && hours < 416) expect(expected.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('weeksOf', () => {
  it('answers the same weeks again, and other weeks for another zone or window', () => {
    const window = { from: '2027-03-20', to: '2027-04-05' };
    const first = weeksOf(window, WAW);
    expect(weeksOf({ ...window }, WAW)).toEqual(first);
    // From the week of Monday 15 March to that of Monday 5 April; the spring week is 167 h in Warsaw.
    expect(first.map((w) => (w.endAt - w.startAt) / 3_600_000)).toEqual([168, 167, 168, 168]);
    expect(weeksOf(window, 'UTC').map((w) => (w.endAt - w.startAt) / 3_600_000)).toEqual([168, 168, 168, 168]);
    expect(weeksOf({ from: '2027-03-29', to: '2027-03-29' }, WAW).map((w) => w.start)).toEqual(['2027-03-29']);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe('anyDateWithin', () => {
  const dates = ['2027-01-04', '2027-01-09', '2027-02-01', '2027-03-31'];
  it('finds a date of the sorted list inside [start, end], ends included', () => {
    expect(anyDateWithin(dates, '2027-01-05', '2027-01-09')).toBe(true);
    expect(anyDateWithin(dates, '2027-03-31', '2027-04-30')).toBe(true);
    expect(anyDateWithin(dates, '2026-12-01', '2027-01-04')).toBe(true);
    expect(anyDateWithin(dates, '2027-01-10', '2027-01-31')).toBe(false);
    expect(anyDateWithin(dates, '2027-04-01', '2027-12-31')).toBe(false);
    expect(anyDateWithin(dates, '2026-01-01', '2026-12-31')).toBe(false);
    expect(anyDateWithin([], '2026-01-01', '2026-12-31')).toBe(false);
  });
  it('agrees with a scan of the list', () => {
    for (let a = 0; a < 40; a++) {
      for (let b = a; b < 40; b += 3) {
        const start = addDays('2026-12-31', a * 3);
        const end = addDays('2026-12-31', b * 3);
        expect(anyDateWithin(dates, start, end)).toBe(dates.some((d) => d >= start && d <= end));
      }
    }
  });
});

describe('datesOf', () => {
  const at = (date: string, hour: number): LawShift => ({
    date,
    startAt: Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`),
    endAt: 0,
    plannedMinutes: 0,
    worked: false,
  });
  it('answers the sorted distinct dates, whatever the order of the shifts', () => {
    expect(datesOf([at('2027-01-04', 8), at('2027-01-05', 8), at('2027-01-07', 8)])).toEqual(['2027-01-04', '2027-01-05', '2027-01-07']);
    expect(datesOf([at('2027-01-04', 8), at('2027-01-04', 16), at('2027-01-05', 8)])).toEqual(['2027-01-04', '2027-01-05']);
    expect(datesOf([at('2027-01-06', 1), at('2027-01-05', 22), at('2027-01-06', 8)])).toEqual(['2027-01-05', '2027-01-06']);
    expect(datesOf([])).toEqual([]);
  });
});
