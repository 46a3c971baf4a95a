// The offset maths of applying a pattern to crews (worker/features/schedule/rules/crews.ts) and
// the day-by-day preview (rules/preview.ts).
import { describe, expect, it } from 'vitest';
import {
  crewOffsets,
  cycleDayOn,
  defaultCrewOffset,
  offsetAnchor,
  offsetsOutsideCycle,
} from '../../../worker/features/schedule/rules/crews';
import { planApplication } from '../../../worker/features/schedule/rules/apply';
import { expandPattern } from '../../../worker/features/schedule/rules/patterns';
import { coverage, previewDays } from '../../../worker/features/schedule/rules/preview';
import { publicHolidays } from '../../../worker/lib/holidays';

// The demo's '4 brygady 12 h': 2 days, 2 nights, 4 off.
const FOUR_CREW = {
  cycle_length: 8,
  shifts: [
    { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b', days: [1, 2] },
    { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] },
  ],
};
const none = { has: () => false };

describe('crew offsets', () => {
  it('spreads n crews evenly over the cycle by default: crew k starts k × floor(cycle / n) days later', () => {
    expect(crewOffsets(8, [{}, {}, {}, {}])).toEqual([0, 2, 4, 6]);
    expect(crewOffsets(7, [{}, {}, {}])).toEqual([0, 2, 4]);
    expect(crewOffsets(8, [{}])).toEqual([0]);
    // More crews than days: every crew on the same days.
    expect(crewOffsets(2, [{}, {}, {}])).toEqual([0, 0, 0]);
    expect(defaultCrewOffset(366, 4, 3)).toBe(273);
    expect(() => defaultCrewOffset(8, 4, 4)).toThrow(RangeError);
  });

  it('keeps the offsets given and fills the others with their position’s default', () => {
    expect(crewOffsets(8, [{ offset_days: 1 }, {}, { offset_days: null }, { offset_days: 0 }])).toEqual([1, 2, 4, 0]);
  });

  it('names the offsets outside 0..cycle-1', () => {
    expect(offsetsOutsideCycle(8, [0, 7, 8, null, undefined, -1, 365])).toEqual([2, 5, 6]);
  });

  it('anchors someone d days later in the cycle on anchor + d, a cycle earlier at the end of the calendar', () => {
    expect(offsetAnchor('2030-11-01', 0, 8)).toBe('2030-11-01');
    expect(offsetAnchor('2030-11-01', 2, 8)).toBe('2030-11-03');
    expect(offsetAnchor('2030-11-30', 6, 8)).toBe('2030-12-06');
    expect(offsetAnchor('9999-12-30', 6, 8)).toBe('9999-12-28');
    expect(cycleDayOn('2030-11-01', '2030-11-01', 2, 8)).toBe(7);
    expect(cycleDayOn('2030-11-03', '2030-11-01', 2, 8)).toBe(1);
    expect(cycleDayOn('2030-10-31', '2030-11-01', 0, 8)).toBe(8);
  });

  it('gives four crews of the 4-crew pattern four different day patterns with one day crew and one night crew every day', () => {
    const range = { from: '2030-11-01', to: '2030-11-30' };
    const crews = crewOffsets(8, [{}, {}, {}, {}]).map((offset) =>
      expandPattern(FOUR_CREW, { ...range, anchor: offsetAnchor('2030-11-01', offset, 8) }).map((e) => `${e.date} ${e.shift.type}`)
    );
    expect(new Set(crews.map((c) => c.join())).size).toBe(4);
    expect(crews[0]!.slice(0, 4)).toEqual(['2030-11-01 Day', '2030-11-02 Day', '2030-11-03 Night', '2030-11-04 Night']);
    // Crew B (offset 2) starts its cycle on 3 November; on 1-2 November it is on cycle days 7-8 (off).
    expect(crews[1]!.slice(0, 2)).toEqual(['2030-11-03 Day', '2030-11-04 Day']);
    for (let d = 1; d <= 30; d++) {
      const date = `2030-11-${String(d).padStart(2, '0')}`;
      const today = crews.flatMap((c) => c.filter((e) => e.startsWith(date)).map((e) => e.slice(11)));
      expect(today.sort(), date).toEqual(['Day', 'Night']);
    }
  });
});

describe('preview days', () => {
  const from = '2030-11-01';
  const to = '2030-11-30';
  const expanded = expandPattern(FOUR_CREW, { from, to, anchor: from });
  const holidays = publicHolidays('PL', from, to);

  it('says why each pattern day would not be written, and agrees with planApplication', () => {
    const existing = [
      { id: 'a', date: '2030-11-09', status: 'confirmed' as const },
      {
        id: 'b',
        date: '2030-11-10',
        status: 'not_started' as const,
        type: 'Other',
        planned_start: '08:00',
        planned_end: '16:00',
        color: '#000000',
      },
    ];
    const absence = { has: (d: string) => d === '2030-11-17' };
    const notEmployed = { has: (d: string) => d > '2030-11-26' };
    const days = previewDays({
      expanded,
      existing,
      from,
      to,
      today: '2030-11-02',
      otherCompany: { has: (d: string) => d === '2030-11-18' },
      notEmployed,
      absence,
      holidayDates: holidays,
    });
    const reason = new Map(days.map((d) => [d.date, d.skipped]));
    expect(days.map((d) => d.date)).toEqual(expanded.map((e) => e.date));
    expect(reason.get('2030-11-01')).toBe('past');
    expect(reason.get('2030-11-02')).toBe(null);
    expect(reason.get('2030-11-09')).toBe('confirmed');
    expect(reason.get('2030-11-10')).toBe(null);
    expect(reason.get('2030-11-11')).toBe('holiday');
    expect(reason.get('2030-11-17')).toBe('absence');
    expect(reason.get('2030-11-18')).toBe('other_company');
    expect(reason.get('2030-11-27')).toBe('not_employed');

    const leaveAlone = { has: (d: string) => absence.has(d) || notEmployed.has(d) || d === '2030-11-18' };
    const plan = planApplication({
      expanded,
      existing,
      from,
      to,
      today: '2030-11-02',
      timeZone: 'Europe/Warsaw',
      absenceDates: leaveAlone,
      holidayDates: holidays,
    });
    expect(plan.insert.map((r) => r.date)).toEqual(days.filter((d) => !d.skipped).map((d) => d.date));
    expect(plan.counts.skipped).toBe(days.filter((d) => d.skipped).length);
  });

  it('includes holidays when asked, and counts coverage per type and date from written days only', () => {
    const days = previewDays({
      expanded,
      existing: [],
      from,
      to,
      today: from,
      otherCompany: none,
      notEmployed: none,
      absence: none,
      holidayDates: holidays,
      includeHolidays: true,
    });
    expect(days.every((d) => d.skipped === null)).toBe(true);
    const other = previewDays({
      expanded,
      existing: [],
      from,
      to,
      today: from,
      otherCompany: none,
      notEmployed: none,
      absence: none,
      holidayDates: holidays,
    });
    const cover = coverage([days, other]);
    expect(cover.get('Day')!.get('2030-11-01')).toBe(1); // a holiday: the second person skips it
    expect(cover.get('Day')!.get('2030-11-02')).toBe(2);
    expect(cover.get('Night')!.get('2030-11-03')).toBe(2);
    expect(cover.get('Day')!.has('2030-11-05')).toBe(false);
  });
});
