import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesInRange,
  dayNumber,
  daysBetween,
  formatTime,
  isDate,
  isTime,
  isYearMonth,
  localDate,
  localDateTime,
  monthDates,
  monthsRange,
  parseDate,
  parseTime,
  shiftInterval,
  weekday,
  zonedToUtc,
  zoneOffsetMs,
} from '../../../worker/lib/time';

const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();

describe('dates and times as strings', () => {
  it('accepts real calendar dates only', () => {
    for (const date of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '1999-09-09']) expect(isDate(date), date).toBe(true);
    for (
      const date of [
        '2026-02-29',
        '1900-02-29',
        '2026-13-01',
        '2026-00-10',
        '2026-04-31',
        '2026-1-01',
        '26-01-01',
        '2026-01-01T00:00',
        '',
        '0999-01-01',
      ]
    ) {
      expect(isDate(date), date).toBe(false);
    }
    expect(parseDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
  });

  it('accepts HH:MM from 00:00 to 23:59', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('07:30')).toBe(450);
    expect(parseTime('23:59')).toBe(1439);
    for (const time of ['24:00', '7:30', '07:60', '07:30:00', '0730', '', ' 07:30']) expect(isTime(time), time).toBe(false);
    expect(formatTime(450)).toBe('07:30');
    expect(() => formatTime(1440)).toThrow(RangeError);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
    expect(dayNumber('1970-01-01')).toBe(0);
  });

  it('counts days between dates, negative backwards, unaffected by daylight saving', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('gives ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(weekday('2026-11-02')).toBe(1); // a Monday
    expect(weekday('2026-11-11')).toBe(3); // Independence Day 2026 is a Wednesday
    expect(weekday('2026-11-01')).toBe(7);
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('1969-12-29')).toBe(1);
  });

  it('lists the dates of a month and of a range of months', () => {
    expect(monthDates('2026-02')).toHaveLength(28);
    expect(monthDates('2028-02').at(-1)).toBe('2028-02-29');
    expect(monthDates('2026-11')[0]).toBe('2026-11-01');
    expect(monthDates('2026-11').at(-1)).toBe('2026-11-30');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsRange('2026-11', 12)).toEqual({ from: '2026-11-01', to: '2027-10-31' });
    expect(monthsRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(isYearMonth('2026-13')).toBe(false);
    expect(() => monthDates('2026-1')).toThrow(RangeError);
    expect(datesInRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesInRange('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('company-local dates of instants', () => {
  it('reads the local date in the zone, not the UTC date', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in Warsaw (CEST, UTC+2).
    expect(localDate(new Date('2026-06-14T22:30:00Z'), 'Europe/Warsaw')).toBe('2026-06-15');
    expect(localDate(new Date('2026-06-14T21:59:59Z'), 'Europe/Warsaw')).toBe('2026-06-14');
    // 03:30 UTC on 16 June is 23:30 on 15 June in New York (EDT, UTC-4).
    expect(localDate(new Date('2026-06-16T03:30:00Z'), 'America/New_York')).toBe('2026-06-15');
    expect(localDateTime(new Date('2026-01-15T22:30:00Z'), 'Europe/Kyiv')).toEqual({ date: '2026-01-16', time: '00:30' });
    expect(localDateTime(new Date('2026-07-15T21:00:00Z'), 'Europe/Kyiv')).toEqual({ date: '2026-07-16', time: '00:00' });
  });

  it('knows the offsets', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Europe/Warsaw')).toBe(1 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Europe/Warsaw')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Europe/Kyiv')).toBe(2 * HOUR);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'Europe/Kyiv')).toBe(3 * HOUR);
  });

  it('refuses an unknown time zone', () => {
    expect(() => zonedToUtc('2026-01-01', '08:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localDate(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zonedToUtc', () => {
  it('converts ordinary winter and summer wall times', () => {
    expect(iso(zonedToUtc('2026-01-15', '08:00', 'Europe/Warsaw'))).toBe('2026-01-15T07:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '08:00', 'Europe/Warsaw'))).toBe('2026-07-15T06:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '00:00', 'Europe/Kyiv'))).toBe('2026-07-14T21:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '23:30', 'America/New_York'))).toBe('2026-07-16T03:30:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '23:30', 'UTC'))).toBe('2026-07-15T23:30:00.000Z');
  });

  // Both countries switch at 01:00 UTC on the last Sundays of March (29 March 2026) and October
  // (25 October 2026): Warsaw 02:00 -> 03:00 and 03:00 -> 02:00, Kyiv 03:00 -> 04:00 and 04:00 -> 03:00.
  it('moves a time in the spring-forward gap forward by the gap (Warsaw)', () => {
    expect(iso(zonedToUtc('2026-03-29', '01:59', 'Europe/Warsaw'))).toBe('2026-03-29T00:59:00.000Z');
    // 02:00 and 02:30 do not exist: they become 03:00 and 03:30 CEST.
    expect(iso(zonedToUtc('2026-03-29', '02:00', 'Europe/Warsaw'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '02:30', 'Europe/Warsaw'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '03:00', 'Europe/Warsaw'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '03:30', 'Europe/Warsaw'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the first occurrence of an ambiguous autumn time (Warsaw)', () => {
    expect(iso(zonedToUtc('2026-10-25', '01:30', 'Europe/Warsaw'))).toBe('2026-10-24T23:30:00.000Z');
    // 02:00-02:59 happens twice: first in CEST (UTC+2), then in CET (UTC+1).
    expect(iso(zonedToUtc('2026-10-25', '02:30', 'Europe/Warsaw'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '03:00', 'Europe/Warsaw'))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('handles both transitions in Kyiv an hour later on the wall clock', () => {
    expect(iso(zonedToUtc('2026-03-29', '02:30', 'Europe/Kyiv'))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '03:30', 'Europe/Kyiv'))).toBe('2026-03-29T01:30:00.000Z'); // gap -> 04:30 EEST
    expect(iso(zonedToUtc('2026-03-29', '04:30', 'Europe/Kyiv'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '03:30', 'Europe/Kyiv'))).toBe('2026-10-25T00:30:00.000Z'); // first of two
    expect(iso(zonedToUtc('2026-10-25', '04:30', 'Europe/Kyiv'))).toBe('2026-10-25T02:30:00.000Z');
  });

  it('answers equal values on repeated (memoised) calls without sharing Date objects', () => {
    const a = zonedToUtc('2026-10-25', '02:30', 'Europe/Warsaw');
    const b = zonedToUtc('2026-10-25', '02:30', 'Europe/Warsaw');
    expect(a).not.toBe(b);
    expect(a.getTime()).toBe(b.getTime());
  });
});

describe('shiftInterval', () => {
  it('ends a shift whose end is not after its start on the next day', () => {
    const night = shiftInterval('2026-01-15', '22:00', '06:00', 'Europe/Warsaw');
    expect(iso(night.start)).toBe('2026-01-15T21:00:00.000Z');
    expect(iso(night.end)).toBe('2026-01-16T05:00:00.000Z');
    expect(night.minutes).toBe(480);
    expect(shiftInterval('2026-01-15', '08:00', '16:00', 'Europe/Warsaw').minutes).toBe(480);
    expect(shiftInterval('2026-01-15', '19:00', '07:00', 'Europe/Warsaw').minutes).toBe(720);
    // Equal start and end: a 24-hour shift.
    const full = shiftInterval('2026-01-15', '08:00', '08:00', 'Europe/Warsaw');
    expect(full.minutes).toBe(1440);
    expect(iso(full.end)).toBe('2026-01-16T07:00:00.000Z');
    expect(shiftInterval('2026-01-15', '23:59', '00:00', 'Europe/Warsaw').minutes).toBe(1);
  });

  it('counts the real length of daylight-saving nights in Warsaw', () => {
    // 28 -> 29 March 2026: the clock skips 02:00-03:00, so 22:00-06:00 lasts 7 hours.
    const spring = shiftInterval('2026-03-28', '22:00', '06:00', 'Europe/Warsaw');
    expect(iso(spring.start)).toBe('2026-03-28T21:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-29T04:00:00.000Z');
    expect(spring.minutes).toBe(420);
    // 24 -> 25 October 2026: 02:00-03:00 happens twice, so 22:00-06:00 lasts 9 hours.
    const autumn = shiftInterval('2026-10-24', '22:00', '06:00', 'Europe/Warsaw');
    expect(iso(autumn.start)).toBe('2026-10-24T20:00:00.000Z');
    expect(iso(autumn.end)).toBe('2026-10-25T05:00:00.000Z');
    expect(autumn.minutes).toBe(540);
    // The night before and after each transition is an ordinary 8 hours.
    expect(shiftInterval('2026-03-27', '22:00', '06:00', 'Europe/Warsaw').minutes).toBe(480);
    expect(shiftInterval('2026-03-29', '22:00', '06:00', 'Europe/Warsaw').minutes).toBe(480);
    expect(shiftInterval('2026-10-25', '22:00', '06:00', 'Europe/Warsaw').minutes).toBe(480);
    // Day shifts on the transition Sundays: 07:00-19:00 is 12 h either way (after the switch).
    expect(shiftInterval('2026-03-29', '07:00', '19:00', 'Europe/Warsaw').minutes).toBe(720);
    // ... but 00:00-12:00 spans the switch: 11 h in March, 13 h in October.
    expect(shiftInterval('2026-03-29', '00:00', '12:00', 'Europe/Warsaw').minutes).toBe(660);
    expect(shiftInterval('2026-10-25', '00:00', '12:00', 'Europe/Warsaw').minutes).toBe(780);
  });

  it('never gives a shift inside the skipped hour less than no time', () => {
    // 29 March 2026 in Warsaw: 02:30 moves on to 03:30 CEST, past an end of 03:00 or 03:15.
    for (const end of ['03:00', '03:15']) {
      const skipped = shiftInterval('2026-03-29', '02:30', end, 'Europe/Warsaw');
      expect(skipped.minutes).toBe(0);
      expect(iso(skipped.start)).toBe('2026-03-29T01:30:00.000Z');
      expect(iso(skipped.end)).toBe('2026-03-29T01:30:00.000Z');
    }
    expect(shiftInterval('2026-03-29', '02:00', '03:00', 'Europe/Warsaw').minutes).toBe(0);
    // An end in the gap moves on too: 01:30 CET to 03:30 CEST.
    expect(shiftInterval('2026-03-29', '01:30', '02:30', 'Europe/Warsaw').minutes).toBe(60);
  });

  it('counts the real length of daylight-saving nights in Kyiv', () => {
    const spring = shiftInterval('2026-03-28', '22:00', '06:00', 'Europe/Kyiv');
    expect(iso(spring.start)).toBe('2026-03-28T20:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-29T03:00:00.000Z');
    expect(spring.minutes).toBe(420);
    const autumn = shiftInterval('2026-10-24', '22:00', '06:00', 'Europe/Kyiv');
    expect(iso(autumn.start)).toBe('2026-10-24T19:00:00.000Z');
    expect(iso(autumn.end)).toBe('2026-10-25T04:00:00.000Z');
    expect(autumn.minutes).toBe(540);
    // A 12-hour night 19:00-07:00: 11 h and 13 h.
    expect(shiftInterval('2026-03-28', '19:00', '07:00', 'Europe/Kyiv').minutes).toBe(660);
    expect(shiftInterval('2026-10-24', '19:00', '07:00', 'Europe/Kyiv').minutes).toBe(780);
  });

  it('starts a shift planned inside the gap at the moved time', () => {
    // 02:30-10:30 on 29 March in Warsaw starts at 03:30 CEST and lasts 7 hours.
    const moved = shiftInterval('2026-03-29', '02:30', '10:30', 'Europe/Warsaw');
    expect(iso(moved.start)).toBe('2026-03-29T01:30:00.000Z');
    expect(moved.minutes).toBe(420);
  });
});
