import { describe, expect, it } from 'vitest';
import { publicHolidays, publicHolidaysOfYear } from '../../../worker/lib/holidays';

describe('publicHolidays', () => {
  it('knows Polish Independence Day 2026 and nothing else in November but All Saints', () => {
    const november = publicHolidays('PL', '2026-11-01', '2026-11-30');
    expect([...november.keys()]).toEqual(['2026-11-01', '2026-11-11']);
    expect(november.get('2026-11-11')).toBe('Narodowe Święto Niepodległości');
  });

  it('knows Ukrainian Independence Day 2026', () => {
    const august = publicHolidays('UA', '2026-08-01', '2026-08-31');
    expect([...august.keys()]).toEqual(['2026-08-24']);
    expect(august.get('2026-08-24')).toBe('День Незалежності');
  });

  it('includes both ends of the range', () => {
    expect([...publicHolidays('PL', '2026-11-11', '2026-11-11').keys()]).toEqual(['2026-11-11']);
    expect(publicHolidays('PL', '2026-11-12', '2026-11-30').size).toBe(0);
  });

  it('spans years, in date order', () => {
    // Christmas Eve is a public holiday in Poland from 2025 on.
    expect([...publicHolidays('PL', '2025-12-20', '2026-01-10').keys()]).toEqual([
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2026-01-01',
      '2026-01-06',
    ]);
  });

  it('counts only public holidays: 14 in Poland in 2026, Easter and Pentecost Sundays included', () => {
    const year = publicHolidaysOfYear('PL', 2026);
    expect(year.size).toBe(14);
    expect(year.has('2026-04-05')).toBe(true); // Easter Sunday
    expect(year.has('2026-04-06')).toBe(true); // Easter Monday
    expect(year.has('2026-06-04')).toBe(true); // Corpus Christi
    expect(year.has('2026-05-26')).toBe(false); // Mother's Day is an observance
  });

  it('includes the Ukrainian substitute days (Easter 12 April 2026 -> Monday 13 April off)', () => {
    const april = publicHolidays('UA', '2026-04-01', '2026-04-30');
    expect([...april.keys()]).toEqual(['2026-04-12', '2026-04-13']);
  });

  it('caches per country and year', () => {
    expect(publicHolidaysOfYear('PL', 2026)).toBe(publicHolidaysOfYear('PL', 2026));
    expect(publicHolidaysOfYear('UA', 2026)).not.toBe(publicHolidaysOfYear('PL', 2026));
  });

  it('refuses bad input', () => {
    expect(() => publicHolidays('PL', '2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => publicHolidays('DE' as 'PL', '2026-01-01', '2026-01-31')).toThrow(RangeError);
  });
});
