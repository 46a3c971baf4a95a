import { describe, expect, it } from 'vitest';
import { cycleDay, expandPattern, PatternCreateSchema, type PatternCreate } from '../../../worker/features/schedule/rules/patterns';

// Two days, two nights, four days off: an 8-day cycle. Four crews anchored two days apart cover
// every day and night.
const dayShift = { type: 'Day', start: '07:00', end: '19:00', color: '#f59e0b', days: [1, 2] };
const nightShift = { type: 'Night', start: '19:00', end: '07:00', color: '#1e3a8a', days: [3, 4] };
const fourCrew = { name: '4-crew 12 h', cycle_length: 8, shifts: [dayShift, nightShift] } satisfies PatternCreate;

const officeShift = { type: 'Office', start: '08:00', end: '16:00', color: '#10B981', days: [1, 2, 3, 4, 5] };
const officeWeek = { name: 'Office week', cycle_length: 7, shifts: [officeShift] } satisfies PatternCreate;

const datesOf = (expanded: { date: string; shift: { type: string } }[], type: string) =>
  expanded.filter((e) => e.shift.type === type).map((e) => e.date);
const march = (...days: number[]) => days.map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const november = (...days: number[]) => days.map((d) => `2026-11-${String(d).padStart(2, '0')}`);

describe('PatternCreateSchema', () => {
  const issues = (input: unknown) => {
    const result = PatternCreateSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };

  it("accepts the issue's pattern shape, optional description and department", () => {
    expect(PatternCreateSchema.parse(fourCrew)).toEqual(fourCrew);
    const full = { ...officeWeek, description: 'Mon-Fri', department_id: '0b7e2d4c-8f1a-4c3e-9a6b-2d5f8e1c7a90' };
    expect(PatternCreateSchema.parse(full)).toEqual(full);
    expect(PatternCreateSchema.parse({ ...officeWeek, name: '  Office  ' }).name).toBe('Office');
    // A 1-day cycle with a 24-hour shift and a 366-day cycle are the limits.
    expect(
      PatternCreateSchema.safeParse({
        name: 'x',
        cycle_length: 1,
        shifts: [{ type: '24h', start: '08:00', end: '08:00', color: '#000000', days: [1] }],
      }).success,
    ).toBe(true);
    expect(
      PatternCreateSchema.safeParse({
        name: 'x',
        cycle_length: 366,
        shifts: [{ type: 'D', start: '08:00', end: '16:00', color: '#ABCDEF', days: [366] }],
      }).success,
    ).toBe(true);
  });

  it("refuses a shift without days with the specification's message", () => {
    const bad = { ...fourCrew, shifts: [dayShift, { ...nightShift, days: [] }] };
    expect(issues(bad)).toEqual([{ path: ['shifts', 1, 'days'], message: 'Each shift must have at least one day.' }]);
    const { days: _days, ...withoutDays } = dayShift;
    expect(issues({ ...fourCrew, shifts: [withoutDays] })).toEqual([{
      path: ['shifts', 0, 'days'],
      message: 'Each shift must have at least one day.',
    }]);
  });

  it('refuses a day outside the cycle', () => {
    const bad = { ...fourCrew, shifts: [{ ...dayShift, days: [1, 9] }, nightShift] };
    expect(issues(bad)).toEqual([{ path: ['shifts', 0, 'days', 1], message: 'Day 9 is outside the cycle (1-8).' }]);
    expect(issues({ ...fourCrew, shifts: [{ ...dayShift, days: [0] }] })[0]!.path).toEqual(['shifts', 0, 'days', 0]);
    expect(issues({ ...fourCrew, shifts: [{ ...dayShift, days: [1.5] }] })[0]!.path).toEqual(['shifts', 0, 'days', 0]);
  });

  it('refuses two shifts on one day, and a day listed twice', () => {
    const bad = { ...fourCrew, shifts: [dayShift, { ...nightShift, days: [2, 3] }] };
    expect(issues(bad)).toEqual([
      { path: ['shifts', 1, 'days', 0], message: 'Day 2 already has a shift (Day); two shifts never share a day.' },
    ]);
    expect(issues({ ...fourCrew, shifts: [{ ...dayShift, days: [1, 1] }] })).toEqual([
      { path: ['shifts', 0, 'days', 1], message: 'Day 1 is listed twice.' },
    ]);
  });

  it('refuses bad times and colours', () => {
    for (const time of ['24:00', '7:00', '07:60', '0700', '', 700]) {
      expect(issues({ ...officeWeek, shifts: [{ ...officeShift, start: time }] })[0]!.path, String(time)).toEqual(['shifts', 0, 'start']);
      expect(issues({ ...officeWeek, shifts: [{ ...officeShift, end: time }] })[0]!.path, String(time)).toEqual(['shifts', 0, 'end']);
    }
    for (const color of ['#fff', 'red', '#12345g', '10B981', '#10B9810', null]) {
      expect(issues({ ...officeWeek, shifts: [{ ...officeShift, color }] }), String(color)).toEqual([
        { path: ['shifts', 0, 'color'], message: 'Colour must be #RRGGBB' },
      ]);
    }
  });

  it('refuses missing or bad required fields', () => {
    expect(issues({ ...officeWeek, name: '  ' })).toEqual([{ path: ['name'], message: 'Name is required.' }]);
    const { name: _name, ...noName } = officeWeek;
    expect(issues(noName)).toEqual([{ path: ['name'], message: 'Name is required.' }]);
    expect(issues({ ...officeWeek, cycle_length: 0 })[0]).toEqual({ path: ['cycle_length'], message: 'Cycle length is 1-366 days' });
    expect(issues({ ...officeWeek, cycle_length: 367 })[0]!.path).toEqual(['cycle_length']);
    expect(issues({ ...officeWeek, cycle_length: '7' })[0]!.path).toEqual(['cycle_length']);
    expect(issues({ ...officeWeek, shifts: [] })).toEqual([{ path: ['shifts'], message: 'A pattern needs at least one shift.' }]);
    expect(issues({ ...officeWeek, shifts: [{ ...officeShift, type: '' }] })[0]!.path).toEqual(['shifts', 0, 'type']);
    expect(issues({ ...officeWeek, department_id: 'not-a-uuid' })[0]!.path).toEqual(['department_id']);
  });
});

describe('cycleDay', () => {
  it('makes the anchor day 1, and works before the anchor', () => {
    expect(cycleDay('2026-03-01', '2026-03-01', 8)).toBe(1);
    expect(cycleDay('2026-03-08', '2026-03-01', 8)).toBe(8);
    expect(cycleDay('2026-03-09', '2026-03-01', 8)).toBe(1);
    expect(cycleDay('2026-02-28', '2026-03-01', 8)).toBe(8);
    expect(cycleDay('2026-02-21', '2026-03-01', 8)).toBe(1);
  });
});

describe('expandPattern', () => {
  it('expands a 4-crew 12-hour rotation over March 2026, anchored on the first day', () => {
    // Cycle day of 1 March + k is k mod 8 + 1: Day on cycle days 1-2, Night on 3-4.
    const expanded = expandPattern(fourCrew, { from: '2026-03-01', to: '2026-03-31', anchor: '2026-03-01' });
    expect(datesOf(expanded, 'Day')).toEqual(march(1, 2, 9, 10, 17, 18, 25, 26));
    expect(datesOf(expanded, 'Night')).toEqual(march(3, 4, 11, 12, 19, 20, 27, 28));
    expect(expanded).toHaveLength(16);
    expect(expanded[0]).toEqual({ date: '2026-03-01', day: 1, shift: dayShift });
    expect(expanded[2]!.day).toBe(3);
    expect(expanded[0]!.shift).toBe(dayShift); // the pattern's own object
  });

  it('gives the four crews, anchored two days apart, every day and night exactly once', () => {
    const crews = ['2026-03-01', '2026-03-03', '2026-03-05', '2026-03-07'].map((anchor) =>
      expandPattern(fourCrew, { from: '2026-03-01', to: '2026-03-31', anchor })
    );
    // Crew B (anchor 3 March): 1-2 March are cycle days 7-8 (off), then Day 3-4, Night 5-6, ...
    expect(datesOf(crews[1]!, 'Day')).toEqual(march(3, 4, 11, 12, 19, 20, 27, 28));
    expect(datesOf(crews[1]!, 'Night')).toEqual(march(5, 6, 13, 14, 21, 22, 29, 30));
    for (const type of ['Day', 'Night']) {
      const all = crews.flatMap((crew) => datesOf(crew, type)).sort();
      expect(all).toEqual(march(...Array.from({ length: 31 }, (_, i) => i + 1)));
    }
  });

  it('works with an anchor before the range', () => {
    // Anchor 27 February = day 1: 28 Feb day 2, 1-2 March days 3-4 (Night), 3-6 off, 7-8 Day, ...
    const expanded = expandPattern(fourCrew, { from: '2026-03-01', to: '2026-03-31', anchor: '2026-02-27' });
    expect(datesOf(expanded, 'Day')).toEqual(march(7, 8, 15, 16, 23, 24, 31));
    expect(datesOf(expanded, 'Night')).toEqual(march(1, 2, 9, 10, 17, 18, 25, 26));
    expect(expanded[0]!.day).toBe(3);
  });

  it('works with an anchor after the range', () => {
    // Anchor 5 April = day 1; 35 days earlier is 1 March, and 35 mod 8 = 3, so 1 March is day 6:
    // Day falls on 4-5 March (days 1-2), Night on 6-7 (days 3-4), repeating every 8 days.
    const expanded = expandPattern(fourCrew, { from: '2026-03-01', to: '2026-03-31', anchor: '2026-04-05' });
    expect(datesOf(expanded, 'Day')).toEqual(march(4, 5, 12, 13, 20, 21, 28, 29));
    expect(datesOf(expanded, 'Night')).toEqual(march(6, 7, 14, 15, 22, 23, 30, 31));
  });

  it('defaults the anchor to the first day of the range', () => {
    expect(expandPattern(fourCrew, { from: '2026-03-05', to: '2026-03-12' }).map((e) => e.date)).toEqual(march(5, 6, 7, 8));
  });

  it('expands a 5-day office week over November 2026, anchored on a Monday', () => {
    // November 2026 starts on a Sunday; its Mondays are 2, 9, 16, 23, 30.
    const expanded = expandPattern(officeWeek, { from: '2026-11-01', to: '2026-11-30', anchor: '2026-11-02' });
    expect(expanded.map((e) => e.date)).toEqual(
      november(2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30),
    );
    // Any earlier Monday is the same anchor.
    expect(expandPattern(officeWeek, { from: '2026-11-01', to: '2026-11-30', anchor: '2020-01-06' })).toEqual(expanded);
  });

  it('answers nothing for an empty range and covers a year boundary', () => {
    expect(expandPattern(fourCrew, { from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
    const turn = expandPattern(fourCrew, { from: '2026-12-30', to: '2027-01-02', anchor: '2026-12-31' });
    expect(turn.map((e) => [e.date, e.shift.type])).toEqual([
      ['2026-12-31', 'Day'],
      ['2027-01-01', 'Day'],
      ['2027-01-02', 'Night'],
    ]);
  });

  it('refuses patterns the schema would refuse', () => {
    expect(() => expandPattern({ cycle_length: 0, shifts: [] }, { from: '2026-03-01', to: '2026-03-02' })).toThrow(RangeError);
    expect(() => expandPattern({ cycle_length: 3, shifts: [{ days: [4] }] }, { from: '2026-03-01', to: '2026-03-02' })).toThrow(RangeError);
    expect(() => expandPattern({ cycle_length: 3, shifts: [{ days: [1] }, { days: [1] }] }, { from: '2026-03-01', to: '2026-03-02' }))
      .toThrow(RangeError);
  });
});
