// Properties of the rules that read dates (docs/testing.md "Properties of time"): the labour-law
// windows (weeks, daily and weekly rest, weekly hours, settlement periods), the days an absence
// takes, and a month's statistics. Shifts are placed on wall times around clock changes and
// month ends; the expected answers are worked out by brute force on a 15-minute grid, with the
// instants from the oracle of ./support.ts rather than from the product's zone code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedDays } from '../../../worker/features/absence/rules/days';
import { settlementPeriod, weeksOf, type LawShift } from '../../../worker/features/labour-law/rules';
import { plDailyRest, plWeeklyRest } from '../../../worker/features/labour-law/rules/poland';
import { uaRestBetween, uaWeeklyHours, uaWeeklyRest } from '../../../worker/features/labour-law/rules/ukraine';
import type { DayShiftFacts } from '../../../worker/features/schedule/rules/day-shift';
import { scheduleStatistics } from '../../../worker/features/schedule/rules/statistics';
import { publicHolidays } from '../../../worker/lib/holidays';
import { addDays, datesInRange, daysInMonth, weekday } from '../../../worker/lib/time';
import { DAY, HOUR, KYIV, MINUTE, WARSAW, dates, oracleOffset, oracleWall, type Zone } from './support';

const QUARTER = 15 * MINUTE;

/** The instant of a wall time that exists on the clock (by the oracle), or null in a spring gap. */
function wallInstant(zone: Zone, date: string, minuteOfDay: number): number | null {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE;
  for (const offset of [60, 120, 180]) {
    const ms = wall - offset * MINUTE;
    if (oracleOffset(zone, ms) === offset) return ms;
  }
  return null;
}

const euZone = fc.constantFrom<Zone>(WARSAW, KYIV);

/** A person's shifts over three weeks from a date: each on a quarter hour of a day, 15 min to 16 h long. */
const person = fc
  .tuple(
    euZone,
    dates,
    fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 64 })), {
      maxLength: 18,
    }),
  )
  .map(([zone, first, specs]) => {
    const shifts: LawShift[] = [];
    for (const [day, quarter, quarters] of specs) {
      const date = addDays(first, day);
      const startAt = wallInstant(zone, date, quarter * 15);
      if (startAt === null) continue;
      shifts.push({ date, startAt, endAt: startAt + quarters * QUARTER, plannedMinutes: quarters * 15, worked: false });
    }
    shifts.sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
    return { zone, window: { from: addDays(first, 3), to: addDays(first, 17) }, shifts };
  });

/** Monday-Sunday weeks meeting the window, with their real instants by the oracle. */
function oracleWeeks(zone: Zone, from: string, to: string) {
  const weeks: { start: string; startAt: number; endAt: number }[] = [];
  for (let monday = addDays(from, 1 - weekday(from)); monday <= to; monday = addDays(monday, 7)) {
    weeks.push({ start: monday, startAt: wallInstant(zone, monday, 0)!, endAt: wallInstant(zone, addDays(monday, 7), 0)! });
  }
  return weeks;
}

/** Brute force on the quarter-hour grid: the longest free stretch of a week, and the work inside it. */
function weekFacts(shifts: readonly LawShift[], startAt: number, endAt: number) {
  let longest = 0;
  let run = 0;
  for (let t = startAt; t < endAt; t += QUARTER) {
    const busy = shifts.some((s) => s.startAt <= t && t < s.endAt);
    run = busy ? 0 : run + 15;
    longest = Math.max(longest, run);
  }
  const work = shifts.reduce((sum, s) => sum + Math.max(0, Math.min(s.endAt, endAt) - Math.max(s.startAt, startAt)) / MINUTE, 0);
  const meets = shifts.some((s) => s.endAt > startAt && s.startAt < endAt);
  return { longest, work, meets };
}

describe('labour-law windows', () => {
  it('weeks run Monday to Sunday from local midnight to local midnight, 167, 168 or 169 hours long, and cover the window', () => {
    fc.assert(
      fc.property(euZone, dates, fc.integer({ min: 0, max: 60 }), (zone, from, length) => {
        const to = addDays(from, length);
        const weeks = weeksOf({ from, to }, zone);
        expect(weeks.map(({ start, startAt, endAt }) => ({ start, startAt, endAt }))).toEqual(oracleWeeks(zone, from, to));
        weeks.forEach((week, index) => {
          expect(weekday(week.start)).toBe(1);
          expect(week.end).toBe(addDays(week.start, 6));
          expect([167, 168, 169]).toContain((week.endAt - week.startAt) / HOUR);
          if (index > 0) expect(week.startAt).toBe(weeks[index - 1]!.endAt);
        });
        expect(weeks[0]!.start <= from && from <= weeks[0]!.end).toBe(true);
        expect(weeks.at(-1)!.start <= to && to <= weeks.at(-1)!.end).toBe(true);
      }),
    );
  });

  it('weekly rest (35 h in Poland, 42 h in Ukraine) is broken exactly in the weeks whose longest real free stretch is shorter', () => {
    fc.assert(
      fc.property(person, ({ zone, window, shifts }) => {
        const expected = (hours: number) =>
          oracleWeeks(zone, window.from, window.to)
            .map((week) => ({ week, ...weekFacts(shifts, week.startAt, week.endAt) }))
            .filter(({ meets, longest }) => meets && longest < hours * 60)
            .map(({ week, longest }) => ({ start: week.start, minutes: longest }));
        const found = (breaches: ReturnType<typeof plWeeklyRest>) => breaches.map((b) => ({ start: b.period!.start, minutes: b.minutes }));
        expect(found(plWeeklyRest('u', shifts, window, zone))).toEqual(expected(35));
        expect(found(uaWeeklyRest('u', shifts, window, zone))).toEqual(expected(42));
      }),
    );
  });

  it('weekly hours (Ukraine, 40 h) count the real minutes of work inside each week, a night across Sunday in both', () => {
    fc.assert(
      fc.property(person, ({ zone, window, shifts }) => {
        const expected = oracleWeeks(zone, window.from, window.to)
          .map((week) => ({ start: week.start, minutes: weekFacts(shifts, week.startAt, week.endAt).work }))
          .filter(({ minutes }) => minutes > 40 * 60);
        expect(uaWeeklyHours('u', shifts, window, zone).map((b) => ({ start: b.period!.start, minutes: b.minutes }))).toEqual(expected);
      }),
    );
  });

  it('daily rest is the real time between one shift and the next: under 11 h in Poland, under twice the shift before in Ukraine', () => {
    fc.assert(
      fc.property(person, ({ window, shifts }) => {
        const pairs = shifts.slice(1).map((next, index) => ({ prev: shifts[index]!, next }));
        const meeting = pairs.filter(({ prev, next }) => next.date >= window.from && prev.date <= window.to);
        const rest = ({ prev, next }: (typeof pairs)[number]) => Math.max(0, (next.startAt - prev.endAt) / MINUTE);
        expect(plDailyRest('u', shifts, window).map((b) => b.minutes)).toEqual(meeting.filter((p) => rest(p) < 11 * 60).map(rest));
        expect(uaRestBetween('u', shifts, window).map((b) => b.minutes)).toEqual(
          meeting.filter((p) => rest(p) < (2 * (p.prev.endAt - p.prev.startAt)) / MINUTE).map(rest),
        );
      }),
    );
  });

  it('a settlement period of 1, 3, 4 or 12 months starts in a month January + k x months and holds the date', () => {
    fc.assert(
      fc.property(dates, fc.constantFrom(1, 3, 4, 12), (date, months) => {
        const { start, end } = settlementPeriod(date, months);
        const startMonth = Number(start.slice(5, 7));
        expect(start <= date && date <= end).toBe(true);
        expect(start.slice(8)).toBe('01');
        expect((startMonth - 1) % months).toBe(0);
        expect(Number(end.slice(8))).toBe(daysInMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7))));
        expect(settlementPeriod(start, months)).toEqual({ start, end });
        expect(settlementPeriod(end, months)).toEqual({ start, end });
        expect(settlementPeriod(addDays(end, 1), months).start).toBe(addDays(end, 1));
      }),
    );
  });
});

describe('the days an absence takes', () => {
  it('without a plan: every Monday to Friday that is not a public holiday, 8 h each; a range split in two takes the same days', () => {
    fc.assert(
      fc.property(
        dates,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('PL' as const, 'UA' as const),
        (from, length, cut, country) => {
          const to = addDays(from, length);
          const holidays = publicHolidays(country, addDays(from, -1), addDays(to, 1));
          const days = countedDays({ from, to, planned: new Map(), holidays });
          const workdays = datesInRange(from, to).filter((date) => weekday(date) <= 5 && !holidays.has(date));
          expect(days).toEqual(workdays.map((date) => ({ date, minutes: 480 })));
          const middle = addDays(from, Math.min(cut, length));
          const split = [
            ...countedDays({ from, to: middle, planned: new Map(), holidays }),
            ...countedDays({ from: addDays(middle, 1), to, planned: new Map(), holidays }),
          ];
          expect(split).toEqual(days);
        },
      ),
    );
  });

  it('with a plan: in a planned month exactly the planned days, their planned minutes, whatever the weekday or holiday', () => {
    fc.assert(
      fc.property(
        dates,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 720 })), { minLength: 1, maxLength: 12 }),
        (first, plan) => {
          const planned = new Map(plan.map(([day, minutes]) => [addDays(first, day), minutes]));
          const to = addDays(first, 30);
          const days = countedDays({ from: first, to, planned, holidays: new Set(datesInRange(first, to)) });
          // Every date is a holiday here, so only the planned months' planned days are taken.
          expect(days).toEqual(
            [...planned].filter(([date]) => date <= to).sort(([a], [b]) => a.localeCompare(b)).map(([date, minutes]) => ({
              date,
              minutes,
            })),
          );
        },
      ),
    );
  });
});

describe("a month's statistics", () => {
  const status = fc.constantFrom('not_started', 'started', 'ended', 'confirmed');

  it('every planned shift of the month is closed, running, missed, remaining or excused, once; holidays are those of the month', () => {
    fc.assert(
      fc.property(
        dates,
        fc.integer({ min: -40, max: 70 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: -5, max: 35 }),
            status,
            fc.boolean(),
            fc.boolean(),
            fc.integer({ min: 60, max: 720 }),
            fc.integer({ min: -120, max: 120 }),
          ),
        ),
        (anyDay, todayOffset, specs) => {
          const from = `${anyDay.slice(0, 7)}-01`;
          const to = addDays(from, daysInMonth(Number(from.slice(0, 4)), Number(from.slice(5, 7))) - 1);
          const today = addDays(from, todayOffset);
          const absent = new Set<string>();
          const shifts: DayShiftFacts[] = specs.map(([day, state, offSchedule, away, planned, over]) => {
            const date = addDays(from, day);
            if (away) absent.add(date);
            const start = new Date(Date.parse(`${date}T06:00:00Z`));
            const end = new Date(start.getTime() + (planned + over) * MINUTE);
            return {
              date,
              off_schedule: offSchedule,
              planned_minutes: offSchedule ? null : planned,
              started_at: state === 'not_started' ? null : start,
              ended_at: state === 'ended' || state === 'confirmed' ? end : null,
              confirmed: state === 'confirmed',
            };
          });
          const holidays = publicHolidays('PL', addDays(from, -10), addDays(to, 10));
          const stats = scheduleStatistics(shifts, { from, to, today, holidayDates: holidays, absenceDates: absent });
          const planned = shifts.filter((s) => !s.off_schedule && s.date >= from && s.date <= to);
          const running = planned.filter((s) => s.started_at && !s.ended_at && !s.confirmed).length;
          const excused = planned.filter((s) => !s.started_at && !s.confirmed && absent.has(s.date)).length;
          expect(stats.total_shifts).toBe(planned.length);
          expect(stats.closed + running + stats.missed + stats.remaining + excused).toBe(stats.total_shifts);
          expect(stats.confirmed).toBeLessThanOrEqual(stats.closed);
          expect(stats.missed).toBe(planned.filter((s) => !s.started_at && !absent.has(s.date) && s.date < today).length);
          expect(stats.holidays).toBe([...holidays.keys()].filter((d) => d >= from && d <= to).length);
          expect(stats.planned_hours).toBe(Math.round((planned.reduce((sum, s) => sum + s.planned_minutes!, 0) / 60) * 100) / 100);
        },
      ),
    );
  });
});

// The oracle's own sanity: a wall time read back gives the same wall clock.
it('the oracle is consistent with itself', () => {
  fc.assert(
    fc.property(euZone, dates, fc.integer({ min: 0, max: 95 }), (zone, date, quarter) => {
      const ms = wallInstant(zone, date, quarter * 15);
      if (ms !== null) {
        expect(oracleWall(zone, ms)).toEqual({
          date,
          time: `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`,
        });
      } else expect(Date.parse(`${date}T00:00:00Z`) % DAY).toBe(0);
    }),
  );
});
