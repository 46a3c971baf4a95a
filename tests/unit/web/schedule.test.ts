// The schedule's browser-side rules: company-zone times for the confirm form, months, 'missed'.
import { describe, expect, it } from 'vitest';
import { monthRange, shiftMonth, isMonth } from '../../../web/src/lib/month';
import { createFormatters } from '../../../web/src/lib/format';
import { wallTime } from '../../../web/src/lib/schedule';
import { instantToWall, isMissed, wallToInstant } from '../../../web/src/features/schedule/lib/day-shifts';
import type { DayShiftPublic } from '../../../web/src/types/api';

describe('zoned times', () => {
  it('turns a wall time of the company zone into the instant and back', () => {
    expect(wallToInstant('2026-05-04T08:00', 'Europe/Warsaw')).toBe('2026-05-04T06:00:00.000Z');
    expect(wallToInstant('2026-01-10T08:00', 'Europe/Warsaw')).toBe('2026-01-10T07:00:00.000Z');
    expect(wallToInstant('2026-05-04T08:00', 'Europe/Kyiv')).toBe('2026-05-04T05:00:00.000Z');
    expect(instantToWall('2026-05-04T06:00:00Z', 'Europe/Warsaw')).toBe('2026-05-04T08:00');
    expect(instantToWall('2026-10-24T22:30:00Z', 'UTC')).toBe('2026-10-24T22:30');
  });

  it('handles the daylight-saving days', () => {
    // 25 Oct 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice, the earlier is taken.
    expect(wallToInstant('2026-10-25T02:30', 'Europe/Warsaw')).toBe('2026-10-25T00:30:00.000Z');
    expect(wallToInstant('2026-10-25T04:00', 'Europe/Warsaw')).toBe('2026-10-25T03:00:00.000Z');
    // 29 Mar 2026: 02:00 CET becomes 03:00 CEST.
    expect(wallToInstant('2026-03-29T03:30', 'Europe/Warsaw')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToWall(wallToInstant('2026-03-29T01:00', 'Europe/Warsaw'), 'Europe/Warsaw')).toBe('2026-03-29T01:00');
  });

  it('shows planned wall times in the language', () => {
    expect(wallTime(createFormatters('pl'), '08:05')).toBe('08:05');
    expect(wallTime(createFormatters('en'), '20:00')).toBe('8:00 PM');
    expect(wallTime(createFormatters('en'), null)).toBe('—');
  });
});

describe('months and states', () => {
  it('knows the days of a month and moves between months', () => {
    expect(monthRange('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29', days: 29 });
    expect(monthRange('2026-11')).toEqual({ start: '2026-11-01', end: '2026-11-30', days: 30 });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect([isMonth('2026-13'), isMonth('2026-1'), isMonth(null), isMonth('2026-07')]).toEqual([false, false, false, true]);
  });

  it('calls a planned shift before today that never started missed', () => {
    const shift = { status: 'not_started', off_schedule: false, date: '2026-11-20' } as DayShiftPublic;
    expect(isMissed(shift, '2026-11-21')).toBe(true);
    expect(isMissed(shift, '2026-11-20')).toBe(false);
    expect(isMissed({ ...shift, status: 'ended' }, '2026-11-21')).toBe(false);
  });
});
