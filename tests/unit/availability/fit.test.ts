// Availability rules (docs/availability.md "Rules"): windows, the version in force, exceptions, and
// whether a shift fits — nights across midnight against both days, daylight-saving days in Warsaw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DaySpec, WeekSpec } from '../../../worker/features/availability/kinds';
import { covers, resolveDay, shiftConflict, type PersonAvailability } from '../../../worker/features/availability/rules/fit';
import { formatWindows, windowsProblem } from '../../../worker/features/availability/rules/windows';
import { shiftIntervalMs } from '../../../worker/lib/time';

const WAW = 'Europe/Warsaw';
const all: DaySpec = { mode: 'all', windows: [] };
const none: DaySpec = { mode: 'none', windows: [] };
const win = (...pairs: [string, string][]): DaySpec => ({ mode: 'windows', windows: pairs.map(([start, end]) => ({ start, end })) });
const week = (days: Partial<WeekSpec>, rest: DaySpec = all): WeekSpec =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, days[d as keyof WeekSpec] ?? rest])) as WeekSpec;
const person = (versions: PersonAvailability['versions'], exceptions: PersonAvailability['exceptions'] = []): PersonAvailability => ({
  versions,
  exceptions,
});
const shift = (date: string, start: string, end: string, tz = WAW) => {
  const [s, e] = shiftIntervalMs(date, start, end, tz);
  return { date, start: s, end: e };
};
// 2030-11-04 is a Monday.
const MON = '2030-11-04';
const TUE = '2030-11-05';

describe('windows', () => {
  it('accepts up to four windows that do not overlap, one crossing midnight', () => {
    expect(windowsProblem([{ start: '06:00', end: '10:00' }, { start: '17:00', end: '22:00' }])).toBeNull();
    expect(windowsProblem([{ start: '22:00', end: '02:00' }, { start: '08:00', end: '12:00' }])).toBeNull();
  });
  it('refuses empty, too many, equal ends and overlaps', () => {
    expect(windowsProblem([])).toBe('availability.no_windows');
    const five = ['01', '03', '05', '07', '09'].map((h) => ({ start: `${h}:00`, end: `${h}:30` }));
    expect(windowsProblem(five)).toBe('availability.too_many_windows');
    expect(windowsProblem([{ start: '10:00', end: '10:00' }])).toBe('availability.window_time');
    expect(windowsProblem([{ start: '25:00', end: '10:00' }])).toBe('availability.window_time');
    expect(windowsProblem([{ start: '08:00', end: '12:00' }, { start: '11:00', end: '14:00' }])).toBe('availability.windows_overlap');
    // 22:00-09:00 reaches into the next day's 08:00-12:00 time.
    expect(windowsProblem([{ start: '22:00', end: '09:00' }, { start: '08:00', end: '12:00' }])).toBe('availability.windows_overlap');
  });
  it('formats in order of start', () => {
    expect(formatWindows([{ start: '17:00', end: '22:00' }, { start: '06:00', end: '08:00' }])).toBe('06:00–08:00, 17:00–22:00');
  });
});

describe('resolveDay', () => {
  const versions = [
    { validFrom: '2030-10-01', days: week({ '1': none }) },
    { validFrom: '2030-11-01', days: week({ '1': win(['17:00', '22:00']) }) },
  ];
  it('takes the latest version valid on the date; none at all is all day', () => {
    expect(resolveDay('2030-09-30', person(versions))).toEqual({ source: 'default', day: all, reason: null });
    expect(resolveDay('2030-10-28', person(versions)).day).toEqual(none);
    expect(resolveDay(MON, person(versions)).day).toEqual(win(['17:00', '22:00']));
    expect(resolveDay(TUE, person(versions)).day).toEqual(all);
  });
  it('an exception covering the date wins', () => {
    const ex = [{ startDate: MON, endDate: TUE, kind: 'unavailable' as const, windows: [], reason: 'Sesja' }];
    expect(resolveDay(TUE, person(versions, ex))).toEqual({ source: 'exception', day: none, reason: 'Sesja' });
  });
});

describe('shiftConflict', () => {
  const evenings = person([{ validFrom: '2030-01-01', days: week({ '1': win(['17:00', '22:00']), '2': none }) }]);

  it('a shift inside a window fits; a morning is outside it', () => {
    expect(shiftConflict(shift(MON, '17:00', '22:00'), evenings, WAW)).toBeNull();
    expect(shiftConflict(shift(MON, '06:00', '14:00'), evenings, WAW)).toEqual({
      code: 'availability.outside_window',
      params: { window: '17:00–22:00' },
    });
  });
  it('an unavailable day names the date', () => {
    expect(shiftConflict(shift(TUE, '08:00', '16:00'), evenings, WAW)).toEqual({ code: 'availability.unavailable', params: { date: TUE } });
  });
  it('a night is checked against both days', () => {
    const nights = person([{ validFrom: '2030-01-01', days: week({ '1': win(['20:00', '00:00']), '2': win(['00:00', '08:00']) }, none) }]);
    expect(shiftConflict(shift(MON, '22:00', '06:00'), nights, WAW)).toBeNull();
    // Monday's window reaching past midnight covers it alone.
    const crossing = person([{ validFrom: '2030-01-01', days: week({ '1': win(['20:00', '07:00']) }, none) }]);
    expect(shiftConflict(shift(MON, '22:00', '06:00'), crossing, WAW)).toBeNull();
    // Tuesday unavailable: the night's second half does not fit.
    const mondayOnly = person([{ validFrom: '2030-01-01', days: week({ '1': all }, none) }]);
    expect(shiftConflict(shift(MON, '22:00', '06:00'), mondayOnly, WAW)).toEqual({
      code: 'availability.unavailable',
      params: { date: TUE },
    });
  });
  it('an exception gives its reason', () => {
    const sick = person([], [{ startDate: MON, endDate: MON, kind: 'unavailable', windows: [], reason: 'Egzamin' }]);
    expect(shiftConflict(shift(MON, '08:00', '16:00'), sick, WAW)).toEqual({
      code: 'availability.exception',
      params: { reason: 'Egzamin' },
    });
    const onlyMorning = person([], [{
      startDate: MON,
      endDate: MON,
      kind: 'windows',
      windows: [{ start: '06:00', end: '12:00' }],
      reason: null,
    }]);
    expect(shiftConflict(shift(MON, '08:00', '12:00'), onlyMorning, WAW)).toBeNull();
    expect(shiftConflict(shift(MON, '08:00', '16:00'), onlyMorning, WAW)).toEqual({
      code: 'availability.exception',
      params: { reason: '' },
    });
  });
  it('daylight-saving nights in Warsaw count their real hours', () => {
    // 2030-03-31 and 2030-10-27 are the last Sundays of March and October.
    const nights = person([{ validFrom: '2030-01-01', days: week({ '7': win(['22:00', '00:00']), '1': win(['00:00', '06:00']) }, none) }]);
    expect(shiftConflict(shift('2030-03-31', '22:00', '06:00'), nights, WAW)).toBeNull();
    expect(shiftConflict(shift('2030-10-27', '22:00', '06:00'), nights, WAW)).toBeNull();
    // The night of the change itself: a window 22:00-06:00 of Saturday covers a shift 23:00-05:00 of 7 real hours... of 5.
    const saturday = person([{ validFrom: '2030-01-01', days: week({ '6': win(['22:00', '06:00']) }, none) }]);
    expect(shiftConflict(shift('2030-03-30', '23:00', '05:00'), saturday, WAW)).toBeNull();
    expect(shiftConflict(shift('2030-10-26', '23:00', '05:00'), saturday, WAW)).toBeNull();
    expect(shiftConflict(shift('2030-10-26', '21:00', '05:00'), saturday, WAW)?.code).toBe('availability.outside_window');
  });
});

describe('properties', () => {
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 3 })).map(([h, q]) =>
    `${String(h).padStart(2, '0')}:${String(q * 15).padStart(2, '0')}`
  );
  const date = fc.integer({ min: 0, max: 3 * 365 }).map((n) => new Date(Date.UTC(2029, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

  it('with no availability stored every shift fits', () => {
    fc.assert(fc.property(date, time, time, (d, s, e) => shiftConflict(shift(d, s, e), person([]), WAW) === null));
  });
  it('a shift fits a window exactly its own times (DST days included)', () => {
    fc.assert(
      fc.property(date, time, time, (d, s, e) => {
        if (s === e) return true;
        const p = person([{ validFrom: '2000-01-01', days: week({}, win([s, e])) }]);
        return shiftConflict(shift(d, s, e), p, WAW) === null;
      }),
    );
  });
  it('no shift of positive length fits a week of unavailable days', () => {
    fc.assert(
      fc.property(date, time, time, (d, s, e) => {
        const span = shift(d, s, e);
        if (span.end <= span.start) return true;
        return shiftConflict(span, person([{ validFrom: '2000-01-01', days: week({}, none) }]), WAW)?.code === 'availability.unavailable';
      }),
    );
  });
  it('covers agrees with a minute-by-minute check', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 40 })).map(([a, l]) => [a, a + l] as const);
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 5 }), interval, (intervals, [s, e]) => {
        let naive = true;
        for (let m = s; m < e; m++) if (!intervals.some(([a, b]) => a <= m && m < b)) naive = false;
        return covers(intervals, s, e) === naive;
      }),
    );
  });
});
