// Needs per skill in the coverage rule (worker/features/staffing/rules/coverage.ts): a line per
// shift type and skill, counting only the people planned who hold the skill on the date.
import { describe, expect, it } from 'vitest';
import {
  coverage,
  coverageKey,
  linesWithNeeds,
  needOn,
  plannedCounts,
  qualifiedCounts,
  type DatedNeed,
  type WeeklyNeed,
} from '../../../worker/features/staffing/rules/coverage';

const every = (shiftType: string, min: number, ideal: number, skillId: string | null = null): WeeklyNeed[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ shiftType, skillId, weekday, min, ideal }));
// Night: 4 people, at least 1 with UDT.
const weekly = [...every('Noc', 4, 4), ...every('Noc', 1, 1, 'udt'), ...every('Rano', 2, 3)];
// Ala holds UDT until 5 November; Ola always; Ela never.
const until: Record<string, string | null> = { ala: '2030-11-05', ola: null };
const holds = (userId: string, skillId: string, date: string) =>
  skillId === 'udt' && userId in until && (until[userId] === null || date <= until[userId]!);

describe('needOn per skill', () => {
  it('keeps the need of a skill apart from the shift type’s own', () => {
    expect(needOn('2030-11-04', 'Noc', weekly, [])).toEqual({ min: 4, ideal: 4, override: false });
    expect(needOn('2030-11-04', 'Noc', weekly, [], 'udt')).toEqual({ min: 1, ideal: 1, override: false });
    expect(needOn('2030-11-04', 'Noc', weekly, [], 'other')).toEqual({ min: 0, ideal: 0, override: false });
    expect(needOn('2030-11-04', 'Rano', weekly, [], 'udt').min).toBe(0);
  });

  it('lets an override of the skill win for the skill only', () => {
    const overrides: DatedNeed[] = [
      { shiftType: 'Noc', skillId: 'udt', startDate: '2030-11-04', endDate: '2030-11-04', min: 2, ideal: 2, createdAt: 1 },
    ];
    expect(needOn('2030-11-04', 'Noc', weekly, overrides, 'udt')).toEqual({ min: 2, ideal: 2, override: true });
    expect(needOn('2030-11-04', 'Noc', weekly, overrides)).toEqual({ min: 4, ideal: 4, override: false });
  });
});

describe('linesWithNeeds', () => {
  it('lists per shift type its own line first, then its skills by name', () => {
    const lines = linesWithNeeds(
      [...weekly, ...every('Noc', 1, 1, 'aid')],
      [],
      (id) => ({ udt: 'Wózek (UDT)', aid: 'Pierwsza pomoc' })[id]!,
    );
    expect(lines).toEqual([
      { shiftType: 'Noc', skillId: null },
      { shiftType: 'Noc', skillId: 'aid' },
      { shiftType: 'Noc', skillId: 'udt' },
      { shiftType: 'Rano', skillId: null },
    ]);
  });

  it('has no line of the shift type itself when only a skill is needed', () => {
    expect(linesWithNeeds(every('Noc', 1, 1, 'udt'), [])).toEqual([{ shiftType: 'Noc', skillId: 'udt' }]);
  });
});

describe('qualifiedCounts and coverage', () => {
  const shifts = [
    { date: '2030-11-04', type: 'Noc', userId: 'ala' },
    { date: '2030-11-04', type: 'Noc', userId: 'ela' },
    { date: '2030-11-06', type: 'Noc', userId: 'ala' },
    { date: '2030-11-06', type: 'Noc', userId: 'ela' },
    { date: '2030-11-07', type: 'Noc', userId: 'ala' },
    { date: '2030-11-07', type: 'Noc', userId: 'ola' },
    // A qualified person on another shift type does not count for the night.
    { date: '2030-11-05', type: 'Rano', userId: 'ola' },
    { date: '2030-11-05', type: null, userId: 'ola' },
  ];
  const lines = linesWithNeeds(weekly, []);

  it('counts the people holding the skill valid on the date (through its last day), each once', () => {
    const counts = qualifiedCounts([...shifts, { date: '2030-11-07', type: 'Noc', userId: 'ola' }], lines, holds);
    expect(counts.get(coverageKey('2030-11-04', 'Noc', 'udt'))).toBe(1);
    expect(counts.get(coverageKey('2030-11-06', 'Noc', 'udt'))).toBeUndefined(); // Ala's expired
    expect(counts.get(coverageKey('2030-11-07', 'Noc', 'udt'))).toBe(1); // Ola, once
    expect(counts.get(coverageKey('2030-11-05', 'Rano', 'udt'))).toBeUndefined();
  });

  it('shows a skill line short below its minimum and met above its ideal (never over)', () => {
    const planned = new Map([...plannedCounts(shifts), ...qualifiedCounts(shifts, lines, holds)]);
    const cells = coverage(['2030-11-04', '2030-11-06', '2030-11-07'], weekly, [], planned);
    const cell = (date: string, skillId: string | null) =>
      cells.find((c) => c.date === date && c.shiftType === 'Noc' && c.skillId === skillId);
    expect(cell('2030-11-04', 'udt')).toMatchObject({ planned: 1, status: 'met', shortBy: 0 });
    expect(cell('2030-11-04', null)).toMatchObject({ planned: 2, status: 'short', shortBy: 2 });
    expect(cell('2030-11-06', 'udt')).toMatchObject({ planned: 0, status: 'short', shortBy: 1 });
    const two = new Map([[coverageKey('2030-11-07', 'Noc', 'udt'), 3]]);
    expect(coverage(['2030-11-07'], weekly, [], two).find((c) => c.skillId === 'udt')).toMatchObject({
      planned: 3,
      ideal: 1,
      status: 'met',
      overBy: 0,
    });
  });
});
