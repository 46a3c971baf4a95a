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

  it('caches per country, year and language', () => {
    expect(publicHolidaysOfYear('PL', 2026)).toBe(publicHolidaysOfYear('PL', 2026));
    expect(publicHolidaysOfYear('UA', 2026)).not.toBe(publicHolidaysOfYear('PL', 2026));
    expect(publicHolidaysOfYear('PL', 2026, 'en')).toBe(publicHolidaysOfYear('PL', 2026, 'en'));
    expect(publicHolidaysOfYear('PL', 2026, 'en')).not.toBe(publicHolidaysOfYear('PL', 2026, 'uk'));
  });

  it('names holidays in the language asked for, else in the country’s', () => {
    expect([...publicHolidays('PL', '2026-11-01', '2026-11-30', 'en').values()]).toEqual(["All Saints' Day", 'Independence Day']);
    expect([...publicHolidays('PL', '2026-11-01', '2026-11-30', 'pl').values()]).toEqual([
      'Wszystkich Świętych',
      'Narodowe Święto Niepodległości',
    ]);
    // Ukrainian: date-holidays has 'День Незалежності'; All Saints' Day has no Ukrainian name there (ours).
    expect([...publicHolidays('PL', '2026-11-01', '2026-11-30', 'uk').values()]).toEqual(['День усіх святих', 'День Незалежності']);
    expect(publicHolidays('UA', '2026-08-24', '2026-08-24', 'en').get('2026-08-24')).toBe('Independence Day');
    // The library's Polish name of it is Poland's own holiday's: ours.
    expect(publicHolidays('UA', '2026-08-24', '2026-08-24', 'pl').get('2026-08-24')).toBe('Dzień Niepodległości Ukrainy');
    // Without a language: the country's.
    expect(publicHolidays('UA', '2026-08-24', '2026-08-24').get('2026-08-24')).toBe('День Незалежності');
  });

  it('has a name in every language for every public holiday of both countries, the substitute days’ in the same language', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    const polish = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
    for (const year of [2026, 2027, 2028]) {
      for (const country of ['PL', 'UA'] as const) {
        for (const [date, name] of publicHolidaysOfYear(country, year, 'en')) expect(name, `${country} ${date} en`).not.toMatch(cyrillic);
        for (const [date, name] of publicHolidaysOfYear(country, year, 'en')) expect(name, `${country} ${date} en`).not.toMatch(polish);
        for (const [date, name] of publicHolidaysOfYear(country, year, 'pl')) expect(name, `${country} ${date} pl`).not.toMatch(cyrillic);
        for (const [date, name] of publicHolidaysOfYear(country, year, 'uk')) expect(name, `${country} ${date} uk`).not.toMatch(polish);
      }
    }
    expect(publicHolidays('UA', '2026-04-13', '2026-04-13', 'en').get('2026-04-13')).toBe('Orthodox Easter (substitute day)');
    expect(publicHolidays('UA', '2026-04-13', '2026-04-13', 'pl').get('2026-04-13')).toMatch(/^Wielkanoc .*\(.+\)$/);
  });

  it('refuses bad input', () => {
    expect(() => publicHolidays('PL', '2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => publicHolidays('DE' as 'PL', '2026-01-01', '2026-01-31')).toThrow(RangeError);
  });
});
