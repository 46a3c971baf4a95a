// Properties of the calendar and zone arithmetic every rule stands on (worker/lib/time.ts),
// checked over generated instants and dates in Warsaw, Kyiv and New York against an oracle
// that knows the daylight-saving rules as written (./support.ts), not through Intl.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  dayNumber,
  fromDayNumber,
  localDateTime,
  monthDates,
  shiftInterval,
  weekday,
  zonedToUtc,
  zoneOffsetMs,
} from '../../../worker/lib/time';
import { orgTodayAt } from '../../../worker/lib/today';
import { DAY, HOUR, MINUTE, dates, instants, isoDate, oracleOffset, oracleWall, times, transitions, zones } from './support';

/** The instant of a wall time by the oracle: none in a spring gap, the first in an autumn overlap. */
function oracleInstants(zone: Parameters<typeof oracleOffset>[0], date: string, time: string): number[] {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return [-300, -240, 60, 120, 180]
    .map((offset) => wall - offset * MINUTE)
    .filter((ms) => oracleWall(zone, ms).date === date && oracleWall(zone, ms).time === time)
    .sort((a, b) => a - b);
}

describe('calendar dates', () => {
  it('day numbers, weekdays and adding days agree with the UTC calendar', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const ms = Date.parse(`${date}T00:00:00Z`);
        expect(fromDayNumber(dayNumber(date))).toBe(date);
        expect(dayNumber(date)).toBe(ms / DAY);
        expect(weekday(date)).toBe(new Date(ms).getUTCDay() || 7);
        expect(addDays(date, days)).toBe(isoDate(ms + days * DAY));
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });

  it("a month's dates run from the 1st to its last day, one after another, 29 February in leap years only", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -30, max: 30 }),
        (year, month, shift) => {
          const month$ = `${year}-${String(month).padStart(2, '0')}`;
          const all = monthDates(month$);
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          expect(all.length).toBe(daysInMonth(year, month));
          expect(all.length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
          expect(all.includes(`${year}-02-29`)).toBe(month === 2 && leap);
          expect(all[0]).toBe(`${month$}-01`);
          all.forEach((date, index) => index > 0 && expect(daysBetween(all[index - 1]!, date)).toBe(1));
          expect(addMonths(addMonths(month$, shift), -shift)).toBe(month$);
          expect(addMonths(month$, shift)).toBe(new Date(Date.UTC(year, month - 1 + shift, 1)).toISOString().slice(0, 7));
        },
      ),
    );
  });
});

describe('company-local date and time', () => {
  it('the wall clock of an instant is the one the daylight-saving rules give', () => {
    fc.assert(
      fc.property(zones, instants, (zone, ms) => {
        expect(localDateTime(new Date(ms), zone)).toEqual(oracleWall(zone, ms));
        expect(zoneOffsetMs(ms, zone)).toBe(oracleOffset(zone, ms) * MINUTE);
      }),
    );
  });

  it('a wall time maps back to its instant: the first one in an autumn overlap, moved past a spring gap', () => {
    fc.assert(
      fc.property(zones, dates, times, (zone, date, time) => {
        const found = zonedToUtc(date, time, zone).getTime();
        const candidates = oracleInstants(zone, date, time);
        if (candidates.length > 0) {
          expect(found).toBe(candidates[0]);
        } else {
          // In the gap: the same wall time read with the offset before the jump, an hour later on the clock.
          const wall = Date.parse(`${date}T${time}:00Z`);
          const { spring } = transitions(zone, Number(date.slice(0, 4)));
          expect(found).toBe(wall - oracleOffset(zone, spring - 1) * MINUTE);
          expect(found).toBeGreaterThanOrEqual(spring);
        }
      }),
    );
  });

  it('the local date of an instant, read back at its wall time, is never after the instant and at most an hour before', () => {
    fc.assert(
      fc.property(zones, instants, (zone, ms) => {
        const minute = Math.floor(ms / MINUTE) * MINUTE;
        const { date, time } = localDateTime(new Date(ms), zone);
        const back = zonedToUtc(date, time, zone).getTime();
        expect([0, HOUR]).toContain(minute - back);
      }),
    );
  });

  it("a tenant's today is the UTC date or a day either side, and each zone is sorted where its date says", () => {
    fc.assert(
      fc.property(
        instants,
        fc.subarray([...['Europe/Warsaw', 'Europe/Kyiv', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']]),
        (ms, list) => {
          const now = new Date(ms);
          const today = orgTodayAt(now, list);
          expect(today.utc).toBe(isoDate(ms));
          for (const zone of list) {
            const local = localDateTime(now, zone).date;
            expect([addDays(today.utc, -1), today.utc, addDays(today.utc, 1)]).toContain(local);
            expect(today.ahead.includes(zone)).toBe(local === addDays(today.utc, 1));
            expect(today.behind.includes(zone)).toBe(local === addDays(today.utc, -1));
          }
        },
      ),
    );
  });
});

describe('the real length of days and shifts', () => {
  it('a day lasts 24 hours, 23 on the spring change and 25 on the autumn one', () => {
    fc.assert(
      fc.property(zones, dates, (zone, date) => {
        const { minutes, start, end } = shiftInterval(date, '00:00', '00:00', zone);
        const { spring, autumn } = transitions(zone, Number(date.slice(0, 4)));
        const expected = start.getTime() < spring && spring < end.getTime()
          ? 23 * 60
          : start.getTime() < autumn && autumn < end.getTime()
          ? 25 * 60
          : 24 * 60;
        expect(minutes).toBe(expected);
        expect(oracleWall(zone, end.getTime())).toEqual({ date: addDays(date, 1), time: '00:00' });
      }),
    );
  });

  it('a shift lasts its wall-clock length, corrected by the clock change inside it; an end not after the start is the next day', () => {
    fc.assert(
      fc.property(zones, dates, times, times, (zone, date, start, end) => {
        const interval = shiftInterval(date, start, end, zone);
        const startMs = interval.start.getTime();
        const endMs = interval.end.getTime();
        const wallMinutes = (Number(end.slice(0, 2)) - Number(start.slice(0, 2))) * 60 + Number(end.slice(3)) - Number(start.slice(3));
        const nominal = wallMinutes > 0 ? wallMinutes : wallMinutes + 24 * 60;
        expect(interval.minutes).toBe((endMs - startMs) / MINUTE);
        const startExists = oracleInstants(zone, date, start).length > 0;
        const endDate = end > start ? date : addDays(date, 1);
        const endExists = oracleInstants(zone, endDate, end).length > 0;
        // Only a shift whose start the spring-forward gap moved past its end lasts nothing; none less.
        if (startExists) expect(interval.minutes).toBeGreaterThan(0);
        else expect(interval.minutes).toBeGreaterThanOrEqual(0);
        // Where both ends exist on the clock, the real length is the wall length less the offset gained.
        if (startExists && endExists) {
          expect(interval.minutes).toBe(nominal - (oracleOffset(zone, endMs) - oracleOffset(zone, startMs)));
          expect(oracleWall(zone, startMs)).toEqual({ date, time: start });
          expect(oracleWall(zone, endMs)).toEqual({ date: endDate, time: end });
        }
      }),
    );
  });
});
