// The cost rules on hand-computed months (docs/labour-cost.md "Rules"). Warsaw: November 2026 has
// 160 nominal hours (21 weekdays less 11 November), October 2026 176 (22 weekdays); the clocks go
// back on Sunday 25 October 2026 and forward on Sunday 29 March 2026. Minimum wage 4 806 zł, so
// its hourly rate in November is 4 806 / 160 = 30.0375 zł and the night premium 6.0075 zł an hour.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_WAGES, DEFAULT_NIGHT, minimumWageOn, nominalMinutes } from '../../../worker/features/labour-cost/rules/calendar';
import { cents, costShifts, type CostCalendar, type CostShift, type Pay } from '../../../worker/features/labour-cost/rules/cost';
import { publicHolidays } from '../../../worker/lib/holidays';
import { shiftIntervalMs } from '../../../worker/lib/time';

const holidaysOf = (country: 'PL' | 'UA', from: string, to: string) => new Set(publicHolidays(country, from, to).keys());
const PL: CostCalendar = {
  country: 'PL',
  timeZone: 'Europe/Warsaw',
  night: DEFAULT_NIGHT.PL,
  holidays: holidaysOf('PL', '2026-01-01', '2026-12-31'),
  minimumWages: DEFAULT_MINIMUM_WAGES.PL,
};
const UA: CostCalendar = {
  country: 'UA',
  timeZone: 'Europe/Kyiv',
  night: DEFAULT_NIGHT.UA,
  holidays: holidaysOf('UA', '2026-01-01', '2026-12-31'),
  minimumWages: DEFAULT_MINIMUM_WAGES.UA,
};
const HOURLY_30: Pay = { kind: 'hourly', salary: null, hourlyRate: 30 };
const SALARY_4800: Pay = { kind: 'monthly', salary: 4800, hourlyRate: null };

/** A shift of `date` from `start` to `end` local time; `norm` minutes are not overtime. */
function shift(calendar: CostCalendar, date: string, start: string, end: string, norm = 480, pay = HOURLY_30): CostShift {
  const [s, e] = shiftIntervalMs(date, start, end, calendar.timeZone);
  return { date, start: s, end: e, normMinutes: norm, pay };
}
const rounded = (c: ReturnType<typeof costShifts>[number]) => ({
  ...c,
  base: cents(c.base),
  overtimePremium: cents(c.overtimePremium),
  nightPremium: cents(c.nightPremium),
  total: cents(c.total),
});

describe('calendar', () => {
  it('counts the nominal hours of a month (art. 130: a Saturday holiday takes a day off)', () => {
    expect(nominalMinutes('PL', '2026-11', PL.holidays) / 60).toBe(160);
    expect(nominalMinutes('PL', '2026-10', PL.holidays) / 60).toBe(176);
    // August 2026: 21 weekdays, 15 August on a Saturday.
    expect(nominalMinutes('PL', '2026-08', PL.holidays) / 60).toBe(160);
  });

  it('finds the minimum wage in force on a date', () => {
    expect(minimumWageOn(DEFAULT_MINIMUM_WAGES.PL, '2026-03-01')).toBe(4806);
    expect(minimumWageOn(DEFAULT_MINIMUM_WAGES.PL, '2025-12-31')).toBe(4666);
    expect(minimumWageOn(DEFAULT_MINIMUM_WAGES.PL, '2024-12-31')).toBe(0);
  });
});

describe('Poland', () => {
  it('prices a night across midnight: base, and 20% of the minimum wage rate per night hour', () => {
    const [cost] = costShifts([shift(PL, '2026-11-03', '22:00', '06:00')], PL);
    expect(rounded(cost!)).toEqual({
      date: '2026-11-03',
      minutes: 480,
      base: 240,
      overtimeMinutes: 0,
      overtimePremium: 0,
      nightMinutes: 480,
      nightPremium: 48.06,
      total: 288.06,
    });
  });

  it('spreads a monthly salary over the month nominal hours (4 800 zł / 160 h = 30 zł)', () => {
    const [hourly] = costShifts([shift(PL, '2026-11-03', '22:00', '06:00')], PL);
    const [monthly] = costShifts([shift(PL, '2026-11-03', '22:00', '06:00', 480, SALARY_4800)], PL);
    expect(rounded(monthly!)).toEqual(rounded(hourly!));
  });

  it("spreads a half-timer's salary over half the nominal hours (2 400 zł / 80 h = 30 zł)", () => {
    const [hourly] = costShifts([shift(PL, '2026-11-03', '08:00', '12:00', 240)], PL);
    const half: Pay = { kind: 'monthly', salary: 2400, hourlyRate: null, fte: 0.5 };
    const [monthly] = costShifts([shift(PL, '2026-11-03', '08:00', '12:00', 240, half)], PL);
    expect(rounded(monthly!)).toEqual(rounded(hourly!));
    expect(cents(monthly!.base)).toBe(120);
  });

  it('counts a daylight-saving night at its real length: 9 h in October, the ninth an overtime hour on a Sunday', () => {
    const [autumn] = costShifts([shift(PL, '2026-10-24', '22:00', '06:00')], PL);
    // 9 h × 30 = 270; 1 h overtime on Sunday night at 100% = 30; night 9 h × 4 806 / 176 × 0.2 = 49.15.
    expect(rounded(autumn!)).toMatchObject({
      minutes: 540,
      base: 270,
      overtimeMinutes: 60,
      overtimePremium: 30,
      nightMinutes: 540,
      nightPremium: 49.15,
      total: 349.15,
    });
    const [spring] = costShifts([shift(PL, '2026-03-28', '22:00', '06:00')], PL);
    expect(rounded(spring!)).toMatchObject({ minutes: 420, base: 210, overtimeMinutes: 0, nightMinutes: 420 });
  });

  it('pays overtime on a public holiday at 100% (11 November, worked 12 h of an 8-hour plan)', () => {
    const [cost] = costShifts([shift(PL, '2026-11-11', '06:00', '18:00')], PL);
    // base 12 × 30 = 360; 4 h × 30 × 100% = 120; night 06:00-07:00: 6.0075.
    expect(rounded(cost!)).toMatchObject({
      base: 360,
      overtimeMinutes: 240,
      overtimePremium: 120,
      nightMinutes: 60,
      nightPremium: 6.01,
      total: 486.01,
    });
  });

  it('pays daytime weekday overtime at 50% and night overtime at 100%', () => {
    const [day, night] = costShifts([shift(PL, '2026-11-03', '06:00', '16:00'), shift(PL, '2026-11-04', '14:00', '23:00')], PL);
    expect(rounded(day!)).toMatchObject({ base: 300, overtimeMinutes: 120, overtimePremium: 30, nightMinutes: 60, total: 336.01 });
    expect(rounded(night!)).toMatchObject({
      base: 270,
      overtimeMinutes: 60,
      overtimePremium: 30,
      nightMinutes: 120,
      nightPremium: 12.02,
      total: 312.02,
    });
  });

  it('pays the hours beyond 40 a week at 100% on the shift that passes them', () => {
    const week = ['02', '03', '04', '05', '06', '07'].map((d) => shift(PL, `2026-11-${d}`, '08:00', '16:00'));
    const costs = costShifts(week, PL);
    expect(costs.slice(0, 5).every((c) => c.overtimeMinutes === 0)).toBe(true);
    expect(rounded(costs[5]!)).toMatchObject({ date: '2026-11-07', overtimeMinutes: 480, overtimePremium: 240, total: 480 });
  });

  it('takes the worked shift beyond its plan as overtime, an off-schedule shift all of it', () => {
    const [offSchedule] = costShifts([shift(PL, '2026-11-05', '10:00', '14:00', 0)], PL);
    expect(rounded(offSchedule!)).toMatchObject({ base: 120, overtimeMinutes: 240, overtimePremium: 60, total: 180 });
  });
});

describe('Ukraine', () => {
  it('adds 20% of the hourly rate for night hours and pays overtime double', () => {
    const rate: Pay = { kind: 'hourly', salary: null, hourlyRate: 100 };
    const [planned] = costShifts([shift(UA, '2026-11-03', '22:00', '06:00', 480, rate)], UA);
    expect(rounded(planned!)).toMatchObject({ minutes: 480, base: 800, nightMinutes: 480, nightPremium: 160, total: 960 });
    const [worked] = costShifts([shift(UA, '2026-11-03', '22:00', '08:00', 480, rate)], UA);
    expect(rounded(worked!)).toMatchObject({ base: 1000, overtimeMinutes: 120, overtimePremium: 200, nightMinutes: 480, total: 1360 });
  });
});
