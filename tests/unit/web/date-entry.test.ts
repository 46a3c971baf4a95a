import { describe, expect, it } from 'vitest';
import {
  addMonthsTo,
  datePattern,
  formatDateEntry,
  formatMonthEntry,
  formatTimeEntry,
  joinWallTime,
  parseDateEntry,
  parseMonthEntry,
  parseTimeEntry,
  splitWallTime,
} from '../../../web/src/lib/date-entry';

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

describe('months typed in the app language', () => {
  it('names the month in the language', () => {
    expect(formatMonthEntry('2026-11', 'pl')).toBe('listopad 2026');
    expect(formatMonthEntry('2026-11', 'en')).toBe('November 2026');
    expect(formatMonthEntry('2026-11', 'uk')).toMatch(/^листопад 2026/);
    expect(formatMonthEntry('2026-13', 'pl')).toBe('');
    expect(formatMonthEntry('', 'pl')).toBe('');
  });

  it('reads numbers, names, their starts and their forms in a date, in the language or in English', () => {
    for (
      const text of [
        'listopad 2026',
        'Listopad 2026',
        'lis 2026',
        'listopada 2026',
        'Nov 2026',
        '11.2026',
        '11/2026',
        '2026-11',
        '112026',
        '2026 lis',
        ' 11 2026 ',
      ]
    ) {
      expect(parseMonthEntry(text, 'pl'), text).toBe('2026-11');
    }
    expect(parseMonthEntry(formatMonthEntry('2026-11', 'uk'), 'uk')).toBe('2026-11');
    expect(parseMonthEntry('лист. 2026', 'uk')).toBe('2026-11');
    expect(parseMonthEntry('March 2031', 'en')).toBe('2031-03');
    expect(parseMonthEntry('03/2031', 'en')).toBe('2031-03');
  });

  it('refuses what is not one month of one year', () => {
    for (const text of ['', '2026', '13.2026', '0.2026', 'ma 2026', 'lis lip 2026', 'lis 26', '11.26', 'lis', '11.2026.1', 'lis 2026!']) {
      expect(parseMonthEntry(text, 'pl'), text).toBeNull();
    }
  });

  it('moves a month by months across years', () => {
    expect(addMonthsTo('2031-12', 1)).toBe('2032-01');
    expect(addMonthsTo('2031-01', -1)).toBe('2030-12');
    expect(addMonthsTo('2031-03', 13)).toBe('2032-04');
  });
});

describe('times typed on a 24-hour clock', () => {
  it('reads short forms as HH:MM and refuses what is not a time of day', () => {
    const read: Record<string, string> = {
      '7:30': '07:30',
      '07.30': '07:30',
      '7 30': '07:30',
      '730': '07:30',
      '0730': '07:30',
      '7': '07:00',
      '2030': '20:30',
      '0000': '00:00',
      '23:59': '23:59',
    };
    for (const [text, time] of Object.entries(read)) expect(parseTimeEntry(text), text).toBe(time);
    for (const text of ['', '24:00', '7:5', '7:60', '12345', '7 pm', '7:30 AM', 'abc']) expect(parseTimeEntry(text), text).toBeNull();
    expect(formatTimeEntry('08:00')).toBe('08:00');
    expect(formatTimeEntry('8:00')).toBe('');
  });

  it('joins a date and a time into the wall time and splits it again', () => {
    expect(joinWallTime('2026-05-04', '08:00')).toBe('2026-05-04T08:00');
    expect(joinWallTime('', '08:00')).toBe('');
    expect(splitWallTime('2026-05-04T08:00')).toEqual({ date: '2026-05-04', time: '08:00' });
    expect(splitWallTime('')).toEqual({ date: '', time: '' });
  });
});
