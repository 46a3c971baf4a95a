import { describe, expect, it } from 'vitest';
import { datePattern, formatDateEntry, parseDateEntry } from '../../../web/src/lib/date-entry';

describe('dates typed in the app language', () => {
  it('follows the language order and separator', () => {
    expect(datePattern('pl')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
    expect(datePattern('uk').order).toEqual(['day', 'month', 'year']);
    expect(datePattern('en')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(formatDateEntry('2027-03-01', 'pl')).toBe('01.03.2027');
    expect(formatDateEntry('2027-03-01', 'uk')).toBe('01.03.2027');
    expect(formatDateEntry('2027-03-01', 'en')).toBe('03/01/2027');
    expect(formatDateEntry('', 'pl')).toBe('');
  });

  it('reads short forms, other separators, bare digits and pasted ISO dates', () => {
    for (const text of ['01.03.2027', '1.3.2027', '1/3/2027', '01032027', ' 01-03-2027 ', '2027-03-01']) {
      expect(parseDateEntry(text, 'pl'), text).toBe('2027-03-01');
    }
    expect(parseDateEntry('03/01/2027', 'en')).toBe('2027-03-01');
    expect(parseDateEntry('03012027', 'en')).toBe('2027-03-01');
  });

  it('refuses what is not a whole real date', () => {
    for (const text of ['', '01.03', '31.02.2027', '29.02.2027', '01.13.2027', '1.3.27', 'abc', '01.03.2027.5']) {
      expect(parseDateEntry(text, 'pl'), text).toBeNull();
    }
    expect(parseDateEntry('29.02.2028', 'pl')).toBe('2028-02-29');
  });
});
