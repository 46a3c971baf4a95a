// The coverage rule (worker/features/staffing/rules/coverage.ts).
import { describe, expect, it } from 'vitest';
import {
  coverage,
  coverageStatus,
  needOn,
  plannedCounts,
  typesWithNeeds,
  type DatedNeed,
  type WeeklyNeed,
} from '../../../worker/features/staffing/rules/coverage';

const weekly: WeeklyNeed[] = [
  { shiftType: 'Rano', weekday: 1, min: 6, ideal: 7 },
  { shiftType: 'Rano', weekday: 6, min: 2, ideal: 3 },
  { shiftType: 'Noc', weekday: 7, min: 4, ideal: 4 },
];

describe('needOn', () => {
  it('reads the weekday of a company-local date (Monday 1 ... Sunday 7)', () => {
    expect(needOn('2030-11-04', 'Rano', weekly, [])).toEqual({ min: 6, ideal: 7, override: false }); // Monday
    expect(needOn('2030-11-09', 'Rano', weekly, [])).toEqual({ min: 2, ideal: 3, override: false }); // Saturday
    expect(needOn('2030-11-10', 'Noc', weekly, [])).toEqual({ min: 4, ideal: 4, override: false }); // Sunday
    expect(needOn('2030-11-05', 'Rano', weekly, [])).toEqual({ min: 0, ideal: 0, override: false }); // Tuesday: nothing
    // Across a year end and a leap day.
    expect(needOn('2029-12-31', 'Rano', weekly, []).min).toBe(6); // a Monday
    expect(needOn('2032-03-01', 'Rano', weekly, []).min).toBe(6); // a Monday after 29 February
  });

  it('lets an override covering the date win over the weekday, for its shift type only; the latest of overlapping ones', () => {
    const overrides: DatedNeed[] = [
      { shiftType: 'Rano', startDate: '2030-11-03', endDate: '2030-11-05', min: 9, ideal: 9, createdAt: 1 },
      { shiftType: 'Rano', startDate: '2030-11-05', endDate: '2030-11-05', min: 0, ideal: 0, createdAt: 2 },
    ];
    expect(needOn('2030-11-04', 'Rano', weekly, overrides)).toEqual({ min: 9, ideal: 9, override: true });
    expect(needOn('2030-11-05', 'Rano', weekly, overrides)).toEqual({ min: 0, ideal: 0, override: true });
    expect(needOn('2030-11-06', 'Rano', weekly, overrides)).toEqual({ min: 0, ideal: 0, override: false });
    expect(needOn('2030-11-04', 'Noc', weekly, overrides).override).toBe(false);
  });
});

describe('coverageStatus', () => {
  it('is short below the minimum (by how many), met up to the ideal, over above it', () => {
    expect(coverageStatus(6, 7, 4)).toEqual({ status: 'short', shortBy: 2, overBy: 0 });
    expect(coverageStatus(6, 7, 6)).toEqual({ status: 'met', shortBy: 0, overBy: 0 });
    expect(coverageStatus(6, 7, 7)).toEqual({ status: 'met', shortBy: 0, overBy: 0 });
    expect(coverageStatus(6, 7, 9)).toEqual({ status: 'over', shortBy: 0, overBy: 2 });
    expect(coverageStatus(0, 0, 0)).toEqual({ status: 'met', shortBy: 0, overBy: 0 });
  });
});

describe('plannedCounts and coverage', () => {
  it('counts a night shift on its start date, never on the next', () => {
    // The night of Sunday 10 November 22:00 to Monday 06:00 is the Sunday's.
    const counts = plannedCounts([{ date: '2030-11-10', type: 'Noc' }, { date: '2030-11-10', type: null }, {
      date: '2030-11-11',
      type: 'Rano',
      count: 3,
    }]);
    const cells = coverage(['2030-11-10', '2030-11-11'], weekly, [], counts);
    expect(cells.find((c) => c.date === '2030-11-10' && c.shiftType === 'Noc')).toMatchObject({ planned: 1, status: 'short', shortBy: 3 });
    expect(cells.find((c) => c.date === '2030-11-11' && c.shiftType === 'Noc')).toMatchObject({ planned: 0, status: 'met' });
    expect(cells.find((c) => c.date === '2030-11-11' && c.shiftType === 'Rano')).toMatchObject({ planned: 3, status: 'short', shortBy: 3 });
  });

  it('covers every date × shift type that needs someone, by date then type', () => {
    expect(typesWithNeeds(weekly, [])).toEqual(['Noc', 'Rano']);
    expect(typesWithNeeds([{ shiftType: 'X', weekday: 1, min: 0, ideal: 0 }], [])).toEqual([]);
    const cells = coverage(['2030-11-04', '2030-11-05'], weekly, [], new Map());
    expect(cells.map((c) => `${c.date} ${c.shiftType}`)).toEqual([
      '2030-11-04 Noc',
      '2030-11-04 Rano',
      '2030-11-05 Noc',
      '2030-11-05 Rano',
    ]);
  });
});
