// Properties of the web app's date helpers in the zones a browser may be in (docs/testing.md
// "Properties of time"): the browser's zone must never move a calendar date, a month or a
// company-local wall time. Node reads process.env.TZ at each change, so each zone is set in turn.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addMonthsTo,
  dateOf,
  formatDateEntry,
  formatMonthEntry,
  localIso,
  parseDateEntry,
  parseMonthEntry,
} from '../../../web/src/lib/date-entry';
import { monthRange, shiftMonth } from '../../../web/src/lib/month';
import { addDays as addBrowserDays, isoDay } from '../../../web/src/lib/schedule';
import { instantToWall, wallToInstant } from '../../../web/src/features/schedule/lib/day-shifts';
import { addDays, addMonths, daysInMonth, localDateTime, zonedToUtc } from '../../../worker/lib/time';
import { NEW_YORK, WARSAW, ZONES, dates, instants, times, zones } from './support';

const savedZone = process.env.TZ;
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

/** Whether the browser's zone had this calendar day (a zone that skipped a whole day did not). */
const hadDay = (date: string) => localIso(dateOf(date)!) === date;

const months = fc.tuple(fc.integer({ min: 1990, max: 2060 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) =>
  `${y}-${String(m).padStart(2, '0')}`
);

// New York and Warsaw as the browsers; UTC as CI's; zones that skipped a whole day
// (Kiritimati 1994-12-31, Apia 2011-12-30) or change their clocks at midnight (Santiago).
for (const browserZone of [NEW_YORK, WARSAW, 'UTC', 'Pacific/Kiritimati', 'Pacific/Apia', 'America/Santiago']) {
  describe(`a browser in ${browserZone}`, () => {
    const inZone = <T>(run: () => T): T => {
      process.env.TZ = browserZone;
      return run();
    };

    it("calendar dates survive the browser's midnight and its clock changes: read, written, moved by days", () => {
      inZone(() =>
        fc.assert(
          fc.property(dates, fc.integer({ min: -400, max: 400 }), (date, days) => {
            // A day the zone skipped (Apia's 2011-12-30) has no local midnight, so a calendar in
            // that browser cannot show it; every day the zone had must survive.
            fc.pre(hadDay(date) && hadDay(addDays(date, days)));
            const local = dateOf(date)!;
            expect(localIso(local)).toBe(date);
            expect(isoDay(local)).toBe(date);
            expect(isoDay(addBrowserDays(local, days))).toBe(addDays(date, days));
          }),
        )
      );
    });

    it("a month has its real number of days and moves like the server's months", () => {
      inZone(() =>
        fc.assert(
          fc.property(months, fc.integer({ min: -30, max: 30 }), (month, delta) => {
            const range = monthRange(month);
            expect(range.days).toBe(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5))));
            expect(range.end).toBe(`${month}-${String(range.days).padStart(2, '0')}`);
            expect(shiftMonth(month, delta)).toBe(addMonths(month, delta));
            expect(addMonthsTo(month, delta)).toBe(addMonths(month, delta));
          }),
        )
      );
    });

    it('dates and months typed in en, pl and uk read back as the same date', () => {
      inZone(() =>
        fc.assert(
          fc.property(dates, months, fc.constantFrom('en', 'pl', 'uk'), (date, month, locale) => {
            expect(parseDateEntry(formatDateEntry(date, locale), locale)).toBe(date);
            expect(parseMonthEntry(formatMonthEntry(month, locale), locale)).toBe(month);
          }),
          { numRuns: 300 },
        )
      );
    });

    it("a company's wall time is the same whatever the browser's zone", () => {
      inZone(() =>
        fc.assert(
          fc.property(fc.constantFrom(...ZONES), instants, dates, times, (companyZone, ms, date, time) => {
            const { date: d, time: t } = localDateTime(new Date(ms), companyZone);
            expect(instantToWall(new Date(ms).toISOString(), companyZone)).toBe(`${d}T${t}`);
            expect(wallToInstant(`${date}T${time}`, companyZone)).toBe(zonedToUtc(date, time, companyZone).toISOString());
          }),
        )
      );
    });
  });
}

// The zones above are real: the same wall time is a different instant in each.
it('the browser zone is in force while a property runs', () => {
  fc.assert(
    fc.property(zones, (zone) => {
      process.env.TZ = zone;
      const offset = new Date(Date.UTC(2027, 0, 15, 12)).getTimezoneOffset();
      expect(offset).toBe({ [WARSAW]: -60, 'Europe/Kyiv': -120, [NEW_YORK]: 300 }[zone]);
    }),
    { numRuns: 20 },
  );
});
