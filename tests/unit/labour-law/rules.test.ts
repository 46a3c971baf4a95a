// Every labour-law rule on hand-computed weeks (docs/labour-law.md). Instants are written in UTC
// beside their wall-clock times: Warsaw is UTC+1 in winter and UTC+2 in summer, Kyiv UTC+2 and
// UTC+3; in 2027 the clocks change on Sunday 28 March and Sunday 31 October.
import { describe, expect, it } from 'vitest';
import { evaluatePerson, settlementPeriod, type LawSettings, type LawShift } from '../../../worker/features/labour-law/rules';
import {
  plAverageWeek,
  plDailyNorm,
  plDailyRest,
  plOvertimeYear,
  plWeeklyRest,
  overtimeMinutes,
} from '../../../worker/features/labour-law/rules/poland';
import { uaRestBetween, uaWeeklyHours, uaWeeklyRest } from '../../../worker/features/labour-law/rules/ukraine';

const WAW = 'Europe/Warsaw';
const KYIV = 'Europe/Kyiv';
const U = 'u1';

/** A planned shift on `date` from one UTC instant to another ('YYYY-MM-DDTHH:MM'). */
const plan = (date: string, startUtc: string, endUtc: string): LawShift => {
  const startAt = Date.parse(`${startUtc}:00Z`);
  const endAt = Date.parse(`${endUtc}:00Z`);
  return { date, startAt, endAt, plannedMinutes: (endAt - startAt) / 60_000, worked: false };
};
/** A worked shift: worked from start to end, `planned` minutes planned. */
const worked = (date: string, startUtc: string, endUtc: string, planned: number): LawShift => ({
  ...plan(date, startUtc, endUtc),
  plannedMinutes: planned,
  worked: true,
});
/** Winter day shifts in Warsaw (CET, UTC+1) from local `from` to `to` hours. */
const cet = (date: string, from: number, to: number) =>
  plan(date, `${date}T${String(from - 1).padStart(2, '0')}:00`, `${date}T${String(to - 1).padStart(2, '0')}:00`);

/** The rules take a person's shifts in order of start (evaluatePerson sorts them). */
const byStart = (shifts: LawShift[]) => [...shifts].sort((a, b) => a.startAt - b.startAt);

const JAN = { from: '2027-01-04', to: '2027-01-10' }; // Monday to Sunday
const WEEK_DATES = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'];

describe('pl.daily_rest (art. 132: 11 h between shifts)', () => {
  it('a night shift followed by a morning shift breaks it; the rest is measured across midnight', () => {
    // Mon 22:00-Tue 06:00 CET = 21:00Z-05:00Z, then Tue 14:00 CET = 13:00Z: 8 h of rest.
    const shifts = [plan('2027-01-04', '2027-01-04T21:00', '2027-01-05T05:00'), cet('2027-01-05', 14, 22)];
    expect(plDailyRest(U, shifts, JAN)).toEqual([
      { rule: 'pl.daily_rest', user_id: U, dates: ['2027-01-04', '2027-01-05'], minutes: 480, limit_minutes: 660, period: null },
    ]);
  });

  it('exactly 11 h is enough', () => {
    const shifts = [plan('2027-01-04', '2027-01-04T21:00', '2027-01-05T05:00'), cet('2027-01-05', 17, 23)];
    expect(plDailyRest(U, shifts, JAN)).toEqual([]);
  });

  it('counts the real hours over the spring change: 11 wall-clock hours are 10', () => {
    // Sat 27 March 18:00 CET (17:00Z) to Sun 28 March 05:00 CEST (03:00Z): 10 real hours.
    const shifts = [plan('2027-03-27', '2027-03-27T09:00', '2027-03-27T17:00'), plan('2027-03-28', '2027-03-28T03:00', '2027-03-28T11:00')];
    expect(plDailyRest(U, shifts, { from: '2027-03-22', to: '2027-03-28' })[0]).toMatchObject({ minutes: 600, limit_minutes: 660 });
  });

  it('and over the autumn change: 10 wall-clock hours are 11', () => {
    // Sat 30 October 18:00 CEST (16:00Z) to Sun 31 October 04:00 CET (03:00Z): 11 real hours.
    const shifts = [plan('2027-10-30', '2027-10-30T08:00', '2027-10-30T16:00'), plan('2027-10-31', '2027-10-31T03:00', '2027-10-31T11:00')];
    expect(plDailyRest(U, shifts, { from: '2027-10-25', to: '2027-10-31' })).toEqual([]);
  });
});

describe('pl.weekly_rest (art. 133: 35 h free in each Monday-Sunday week)', () => {
  it('Monday to Friday 08-16 leaves Friday 16:00 to Monday 00:00: 56 h', () => {
    const shifts = WEEK_DATES.slice(0, 5).map((d) => cet(d, 8, 16));
    expect(plWeeklyRest(U, shifts, JAN, WAW)).toEqual([]);
  });

  it('Monday to Saturday 08-16 leaves 32 h inside the week: a breach listing the week', () => {
    const shifts = WEEK_DATES.slice(0, 6).map((d) => cet(d, 8, 16));
    expect(plWeeklyRest(U, shifts, JAN, WAW)).toEqual([
      {
        rule: 'pl.weekly_rest',
        user_id: U,
        dates: WEEK_DATES.slice(0, 6),
        minutes: 32 * 60,
        limit_minutes: 35 * 60,
        period: { start: '2027-01-04', end: '2027-01-10' },
      },
    ]);
  });

  it('every day 08-16: the longest rest is 16 h', () => {
    const shifts = WEEK_DATES.map((d) => cet(d, 8, 16));
    expect(plWeeklyRest(U, shifts, JAN, WAW)[0]).toMatchObject({ minutes: 16 * 60, dates: WEEK_DATES });
  });

  it('the spring week is an hour shorter: Saturday 13:00 to Monday 00:00 is 34 real hours', () => {
    // Week 22-28 March 2027; Saturday 08-13 CET = 07:00Z-12:00Z; the week ends Mon 29 March 00:00 CEST = 28 March 22:00Z.
    const days = ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27'];
    const shifts = days.map((d) => plan(d, `${d}T07:00`, `${d}T12:00`));
    expect(plWeeklyRest(U, shifts, { from: '2027-03-22', to: '2027-03-28' }, WAW)[0]).toMatchObject({ minutes: 34 * 60 });
  });

  it('the autumn week is an hour longer: Saturday 14:00 to Monday 00:00 is 35 real hours', () => {
    // Week 25-31 October 2027; Saturday 08-14 CEST = 06:00Z-12:00Z; the week ends Mon 1 November 00:00 CET = 31 October 23:00Z.
    const days = ['2027-10-25', '2027-10-26', '2027-10-27', '2027-10-28', '2027-10-29', '2027-10-30'];
    const shifts = days.map((d) => plan(d, `${d}T06:00`, `${d}T12:00`));
    expect(plWeeklyRest(U, shifts, { from: '2027-10-25', to: '2027-10-31' }, WAW)).toEqual([]);
  });
});

describe('pl.daily_norm (art. 129, 135: 8 h basic, up to 12 h equivalent)', () => {
  const twelve = plan('2027-01-04', '2027-01-04T05:00', '2027-01-04T17:00');
  it('a 12-hour shift breaks the basic norm but not the equivalent one', () => {
    expect(plDailyNorm(U, [twelve], JAN, { workingTimeSystem: 'basic' })).toEqual([
      { rule: 'pl.daily_norm', user_id: U, dates: ['2027-01-04'], minutes: 720, limit_minutes: 480, period: null },
    ]);
    expect(plDailyNorm(U, [twelve], JAN, { workingTimeSystem: 'equivalent' })).toEqual([]);
  });

  it('a 19:00-07:00 night in October lasts 13 h and breaks even the equivalent norm', () => {
    // Sat 30 October 19:00 CEST (17:00Z) to Sun 31 October 07:00 CET (06:00Z): 13 real hours.
    const night = plan('2027-10-30', '2027-10-30T17:00', '2027-10-31T06:00');
    expect(plDailyNorm(U, [night], { from: '2027-10-25', to: '2027-10-31' }, { workingTimeSystem: 'equivalent' })[0]).toMatchObject({
      minutes: 780,
    });
  });

  it('a worked shift is judged by its plan: time worked beyond it is overtime', () => {
    const long = worked('2027-01-04', '2027-01-04T07:00', '2027-01-04T18:00', 480);
    expect(plDailyNorm(U, [long], JAN, { workingTimeSystem: 'basic' })).toEqual([]);
    expect(overtimeMinutes(long)).toBe(180);
  });
});

describe('pl.average_week (art. 129 § 1: 40 h a week on average over the settlement period)', () => {
  // January 2027 has 21 weekdays (Friday the 1st, then four whole weeks); 40 h x 31 / 7 = 10 629 minutes.
  const weekdays = [
    '01',
    '04',
    '05',
    '06',
    '07',
    '08',
    '11',
    '12',
    '13',
    '14',
    '15',
    '18',
    '19',
    '20',
    '21',
    '22',
    '25',
    '26',
    '27',
    '28',
    '29',
  ];
  const january = weekdays.map((d) => cet(`2027-01-${d}`, 8, 16));
  const window = { from: '2027-01-01', to: '2027-01-31' };

  it('every weekday of January at 8 h (168 h) stays within 177 h 9 min', () => {
    expect(plAverageWeek(U, january, window, { settlementMonths: 1 })).toEqual([]);
  });

  it('two Saturdays more (184 h) go over from the shift that passes the limit', () => {
    const shifts = byStart([...january, cet('2027-01-09', 8, 16), cet('2027-01-16', 8, 16)]);
    expect(plAverageWeek(U, shifts, window, { settlementMonths: 1 })).toEqual([
      {
        rule: 'pl.average_week',
        user_id: U,
        dates: ['2027-01-29'],
        minutes: 184 * 60,
        limit_minutes: 10629,
        period: { start: '2027-01-01', end: '2027-01-31' },
      },
    ]);
  });

  it('over a 3-month period January alone is well within 30 857 minutes', () => {
    const shifts = [...january, cet('2027-01-09', 8, 16), cet('2027-01-16', 8, 16)];
    expect(plAverageWeek(U, shifts, window, { settlementMonths: 3 })).toEqual([]);
  });

  it('settlement periods are calendar-aligned', () => {
    expect(settlementPeriod('2027-05-17', 3)).toEqual({ start: '2027-04-01', end: '2027-06-30' });
    expect(settlementPeriod('2027-05-17', 4)).toEqual({ start: '2027-05-01', end: '2027-08-31' });
    expect(settlementPeriod('2027-05-17', 12)).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(settlementPeriod('2027-02-03', 1)).toEqual({ start: '2027-02-01', end: '2027-02-28' });
  });
});

describe('pl.overtime_year (art. 151 § 3: 150 h a year unless set otherwise)', () => {
  it('counts worked minutes above the plan and all of off-schedule work, from the shift that passes the limit', () => {
    const shifts = [
      worked('2027-01-04', '2027-01-04T07:00', '2027-01-04T16:40', 480), // 100 min over
      plan('2027-01-05', '2027-01-05T07:00', '2027-01-05T15:00'), // planned, not worked: none
      worked('2027-01-06', '2027-01-06T07:00', '2027-01-06T16:40', 480), // 100
      worked('2027-01-09', '2027-01-09T09:00', '2027-01-09T10:40', 0), // off-schedule: 100
    ];
    expect(plOvertimeYear(U, shifts, JAN, { overtimeLimitHours: 4 })).toEqual([
      {
        rule: 'pl.overtime_year',
        user_id: U,
        dates: ['2027-01-09'],
        minutes: 300,
        limit_minutes: 240,
        period: { start: '2027-01-01', end: '2027-12-31' },
      },
    ]);
    expect(plOvertimeYear(U, shifts, JAN, { overtimeLimitHours: 5 })).toEqual([]);
  });
});

describe('ua.weekly_hours (КЗпП art. 50: at most 40 h a week)', () => {
  // Kyiv in winter is UTC+2: 08-16 local = 06:00Z-14:00Z.
  const kyiv = (d: string) => plan(d, `${d}T06:00`, `${d}T14:00`);
  it('five shifts of 8 h are exactly 40 h', () => {
    expect(uaWeeklyHours(U, WEEK_DATES.slice(0, 5).map(kyiv), JAN, KYIV)).toEqual([]);
  });

  it('a Sunday night into Monday counts its hours before midnight in the first week, the rest in the next', () => {
    // Sun 10 January 22:00 (20:00Z) to Mon 11 January 06:00 (04:00Z): 2 h in the first week.
    const night = plan('2027-01-10', '2027-01-10T20:00', '2027-01-11T04:00');
    const breaches = uaWeeklyHours(U, [...WEEK_DATES.slice(0, 5).map(kyiv), night], { from: '2027-01-04', to: '2027-01-17' }, KYIV);
    expect(breaches).toEqual([
      {
        rule: 'ua.weekly_hours',
        user_id: U,
        dates: [...WEEK_DATES.slice(0, 5), '2027-01-10'],
        minutes: 42 * 60,
        limit_minutes: 40 * 60,
        period: { start: '2027-01-04', end: '2027-01-10' },
      },
    ]);
  });
});

describe('ua.rest_between (КЗпП art. 66: rest at least twice the shift before)', () => {
  it('8 h of work need 16 h of rest', () => {
    const day = (d: string, startZ: string) =>
      plan(d, `${d}T${startZ}`, `${d}T${String(Number(startZ.slice(0, 2)) + 8).padStart(2, '0')}:00`);
    expect(uaRestBetween(U, [day('2027-01-04', '06:00'), day('2027-01-05', '06:00')], JAN)).toEqual([]);
    expect(uaRestBetween(U, [day('2027-01-04', '06:00'), day('2027-01-05', '05:00')], JAN)).toEqual([
      { rule: 'ua.rest_between', user_id: U, dates: ['2027-01-04', '2027-01-05'], minutes: 900, limit_minutes: 960, period: null },
    ]);
  });

  it('the short spring night (7 h) needs 14 h, not 16', () => {
    // Sat 27 March 22:00 EET (20:00Z) to Sun 28 March 06:00 EEST (03:00Z); next Sun 20:00 EEST (17:00Z).
    const shifts = [plan('2027-03-27', '2027-03-27T20:00', '2027-03-28T03:00'), plan('2027-03-28', '2027-03-28T17:00', '2027-03-29T01:00')];
    expect(uaRestBetween(U, shifts, { from: '2027-03-22', to: '2027-03-28' })).toEqual([]);
  });

  it('the long autumn night (9 h) needs 18 h: 16 h are too few', () => {
    // Sat 30 October 22:00 EEST (19:00Z) to Sun 31 October 06:00 EET (04:00Z); next Sun 22:00 EET (20:00Z).
    const shifts = [plan('2027-10-30', '2027-10-30T19:00', '2027-10-31T04:00'), plan('2027-10-31', '2027-10-31T20:00', '2027-11-01T04:00')];
    expect(uaRestBetween(U, shifts, { from: '2027-10-25', to: '2027-10-31' })[0]).toMatchObject({ minutes: 960, limit_minutes: 1080 });
  });
});

describe('ua.weekly_rest (КЗпП art. 70: 42 h without a break each week)', () => {
  const kyiv = (d: string, toZ: string) => plan(d, `${d}T06:00`, `${d}T${toZ}`);
  it('Monday to Friday 08-17 leaves 55 h', () => {
    expect(uaWeeklyRest(U, WEEK_DATES.slice(0, 5).map((d) => kyiv(d, '15:00')), JAN, KYIV)).toEqual([]);
  });
  it('a Saturday until 13:00 leaves 35 h', () => {
    const shifts = [...WEEK_DATES.slice(0, 5).map((d) => kyiv(d, '15:00')), kyiv('2027-01-09', '11:00')];
    expect(uaWeeklyRest(U, shifts, JAN, KYIV)[0]).toMatchObject({ rule: 'ua.weekly_rest', minutes: 35 * 60, limit_minutes: 42 * 60 });
  });
});

describe('evaluatePerson', () => {
  const settings = (country: 'PL' | 'UA'): LawSettings => ({
    country,
    timeZone: country === 'PL' ? WAW : KYIV,
    workingTimeSystem: 'basic',
    settlementMonths: 1,
    overtimeLimitHours: 150,
  });
  // Unsorted on purpose: a night then an early start.
  const shifts = [cet('2027-01-05', 14, 22), plan('2027-01-04', '2027-01-04T21:00', '2027-01-05T05:00')];

  it("applies only the company's country's rules", () => {
    expect(evaluatePerson(U, shifts, settings('PL'), JAN).map((b) => b.rule)).toEqual(['pl.daily_rest']);
    expect(evaluatePerson(U, shifts, settings('UA'), JAN).map((b) => b.rule)).toEqual(['ua.rest_between']);
  });

  it('no shifts, no breaches', () => {
    expect(evaluatePerson(U, [], settings('PL'), JAN)).toEqual([]);
  });
});
