// Poland, Kodeks pracy (docs/labour-law.md "Poland"): daily rest (art. 132), weekly rest
// (art. 133), the daily norm of the working-time system (art. 129 basic, art. 135 equivalent),
// the average 40-hour week over the settlement period (art. 129 § 1) and the yearly overtime
// limit (art. 151 § 3).
import { addMonths, daysBetween, monthsRange, type LocalDate } from '../../../lib/time';
import { lengthMinutes, restBreaches, weeklyRestBreaches, type Breach, type LawSettings, type LawShift, type Window } from './common';

export const PL_DAILY_REST_HOURS = 11;
export const PL_WEEKLY_REST_HOURS = 35;
export const PL_DAILY_NORM_HOURS = { basic: 8, equivalent: 12 } as const;
export const PL_WEEK_HOURS = 40;

/** art. 132: at least 11 hours of rest between the end of a shift and the start of the next. */
export const plDailyRest = (userId: string, shifts: readonly LawShift[], window: Window): Breach[] =>
  restBreaches('pl.daily_rest', userId, shifts, window, () => PL_DAILY_REST_HOURS * 60);

/** art. 133: in each Monday-Sunday week at least 35 uninterrupted hours free of work. */
export const plWeeklyRest = (userId: string, shifts: readonly LawShift[], window: Window, timeZone: string): Breach[] =>
  weeklyRestBreaches('pl.weekly_rest', userId, shifts, window, timeZone, PL_WEEKLY_REST_HOURS);

/**
 * art. 129 / 135: a planned shift no longer than the daily norm of the working-time system (8 h
 * basic, 12 h equivalent). The plan is judged: time worked beyond it is overtime (plOvertimeYear).
 */
export function plDailyNorm(
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  settings: Pick<LawSettings, 'workingTimeSystem'>,
): Breach[] {
  const limit = PL_DAILY_NORM_HOURS[settings.workingTimeSystem] * 60;
  const out: Breach[] = [];
  for (const s of shifts) {
    if (s.date < window.from || s.date > window.to) continue;
    const planned = s.worked ? s.plannedMinutes : lengthMinutes(s);
    if (planned > limit) {
      out.push({ rule: 'pl.daily_norm', user_id: userId, dates: [s.date], minutes: planned, limit_minutes: limit, period: null });
    }
  }
  return out;
}

/** The settlement period (calendar-aligned: January + k x months) of a date. */
export function settlementPeriod(date: LocalDate, months: number): { start: LocalDate; end: LocalDate } {
  const month = Number(date.slice(5, 7)) - 1;
  const first = addMonths(`${date.slice(0, 4)}-01`, month - (month % months));
  const { from, to } = monthsRange(first, months);
  return { start: from, end: to };
}

/**
 * Breaches of a bound on the sum of `minutesOf` over periods: for each period that meets the
 * window, when the sum passes the limit, the dates of the shifts from the one that passes it on.
 * `periodOf` depends on the date's month only (settlement periods and years), so it runs once per
 * month; the shifts are split among their periods in one pass (not one scan of all shifts per period).
 */
function periodSums(
  rule: Breach['rule'],
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  periodOf: (date: LocalDate) => { start: LocalDate; end: LocalDate },
  limitOf: (period: { start: LocalDate; end: LocalDate }) => number,
  minutesOf: (s: LawShift) => number,
): Breach[] {
  type Group = { period: { start: LocalDate; end: LocalDate }; shifts: LawShift[]; meets: boolean };
  const byMonth = new Map<string, { start: LocalDate; end: LocalDate }>();
  const periods = new Map<LocalDate, Group>();
  // The periods with a shift dated in the window, in the order of the first such shift.
  const meeting: Group[] = [];
  let current: Group | undefined;
  for (const s of shifts) {
    // Shifts come in order of start, so the next one is nearly always in the same period.
    if (!current || s.date < current.period.start || s.date > current.period.end) {
      const month = s.date.slice(0, 7);
      let period = byMonth.get(month);
      if (!period) byMonth.set(month, period = periodOf(s.date));
      current = periods.get(period.start);
      if (!current) periods.set(period.start, current = { period, shifts: [], meets: false });
    }
    current.shifts.push(s);
    if (!current.meets && s.date >= window.from && s.date <= window.to) {
      current.meets = true;
      meeting.push(current);
    }
  }
  const out: Breach[] = [];
  for (const { period, shifts: mine } of meeting) {
    const limit = limitOf(period);
    let sum = 0;
    const over: LocalDate[] = [];
    const seen = new Set<LocalDate>();
    for (const t of mine) {
      sum += minutesOf(t);
      if (sum > limit && !seen.has(t.date)) {
        seen.add(t.date);
        over.push(t.date);
      }
    }
    if (sum > limit) out.push({ rule, user_id: userId, dates: over, minutes: sum, limit_minutes: limit, period });
  }
  return out;
}

/**
 * art. 129 § 1: on average at most 40 hours a week over the settlement period (1, 3, 4 or 12
 * calendar-aligned months): the minutes of the shifts dated in the period (worked ones as worked)
 * against 40 h x days / 7. Judged for every period that meets the window, planned or complete.
 */
export const plAverageWeek = (
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  settings: Pick<LawSettings, 'settlementMonths'>,
): Breach[] =>
  periodSums(
    'pl.average_week',
    userId,
    shifts,
    window,
    (date) => settlementPeriod(date, settings.settlementMonths),
    (p) => Math.round((PL_WEEK_HOURS * 60 * (daysBetween(p.start, p.end) + 1)) / 7),
    lengthMinutes,
  );

/**
 * Overtime of a shift: the minutes worked above its plan (a worked shift), all of an off-schedule
 * shift; planned shifts not yet worked have none.
 */
export const overtimeMinutes = (s: LawShift): number => (s.worked ? Math.max(0, lengthMinutes(s) - s.plannedMinutes) : 0);

/** art. 151 § 3: at most the yearly limit (150 h unless the company sets another) of overtime per calendar year. */
export const plOvertimeYear = (
  userId: string,
  shifts: readonly LawShift[],
  window: Window,
  settings: Pick<LawSettings, 'overtimeLimitHours'>,
): Breach[] =>
  periodSums(
    'pl.overtime_year',
    userId,
    shifts,
    window,
    (date) => ({ start: `${date.slice(0, 4)}-01-01`, end: `${date.slice(0, 4)}-12-31` }),
    () => settings.overtimeLimitHours * 60,
    overtimeMinutes,
  );
