// The cost of shifts (docs/labour-cost.md "Rules"): base pay for the hours, overtime premiums and
// the night premium, per shift, for one person. Pure: instants in UTC milliseconds, the calendar
// (time zone, holidays, minimum wage, nominal time) given.
import { addDays, shiftIntervalMs, weekday, type LocalDate } from '../../../lib/time';
import {
  DAILY_NORM_MINUTES,
  WEEKLY_NORM_MINUTES,
  minimumWageOn,
  nominalMinutes,
  type CostCountry,
  type MinimumWage,
  type NightWindow,
} from './calendar';

const MINUTE = 60_000;

/** `fte`: working time as a fraction of full time (1 when not given): a part-timer's salary pays a share of the nominal hours. */
export type Pay = { kind: 'monthly' | 'hourly'; salary: number | null; hourlyRate: number | null; fte?: number };

export type CostShift = {
  date: LocalDate;
  /** The real interval [start, end), UTC ms. */
  start: number;
  end: number;
  /**
   * The minutes of this shift that are not overtime: the daily norm (8 h) for a planned shift,
   * the planned minutes for a worked one (0 off-schedule). The tail beyond them is overtime.
   */
  normMinutes: number;
  pay: Pay;
};

export type CostCalendar = {
  country: CostCountry;
  timeZone: string;
  night: NightWindow;
  /** The public holidays around the shifts (a day before the first to a day after the last). */
  holidays: ReadonlySet<LocalDate>;
  minimumWages: readonly MinimumWage[];
};

export type ShiftCost = {
  date: LocalDate;
  minutes: number;
  base: number;
  overtimeMinutes: number;
  overtimePremium: number;
  nightMinutes: number;
  nightPremium: number;
  total: number;
};

type Span = readonly [number, number];

const overlap = (a: Span, b: Span): number => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
const minutesOf = (ms: number): number => Math.round(ms / MINUTE);

function merge(spans: Span[]): Span[] {
  const sorted = spans.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

const covered = (span: Span, spans: readonly Span[]): number => spans.reduce((sum, s) => sum + overlap(span, s), 0);

/**
 * The person's hourly rate in the month of `date`: the rate, or the salary over the month's nominal
 * hours of their working time (a half-timer's 3 000 zł pays half the month's nominal hours).
 */
export function hourlyRate(pay: Pay, date: LocalDate, calendar: CostCalendar): number {
  if (pay.kind === 'hourly') return pay.hourlyRate ?? 0;
  if (!pay.salary) return 0;
  return pay.salary / ((nominalMinutes(calendar.country, date.slice(0, 7), calendar.holidays) / 60) * (pay.fte ?? 1));
}

/** The night windows that can meet a shift of `date` (the night before it, its own, the next). */
function nightSpans(date: LocalDate, calendar: CostCalendar): Span[] {
  const { start, end } = calendar.night;
  return merge([-1, 0, 1].map((d) => shiftIntervalMs(addDays(date, d), start, end, calendar.timeZone)));
}

/** Sundays and public holidays (whole local days) that can meet a shift of `date`. */
function sundayHolidaySpans(date: LocalDate, calendar: CostCalendar): Span[] {
  const spans: Span[] = [];
  for (const d of [0, 1, 2].map((n) => addDays(date, n))) {
    if (weekday(d) === 7 || calendar.holidays.has(d)) spans.push(shiftIntervalMs(d, '00:00', '00:00', calendar.timeZone));
  }
  return merge(spans);
}

/**
 * The cost of one person's shifts (any order; one record each), in the order given. Overtime:
 * the tail of a shift beyond its `normMinutes` (PL art. 151¹ § 1: 100% at night, on a Sunday or
 * a public holiday, 50% otherwise; UA art. 106: double pay, a 100% premium), then, for the rest,
 * the minutes of a Monday-Sunday week beyond 40 h (PL art. 151¹ § 2, UA art. 50: 100%) on the
 * shift that passes them. Night premium: PL art. 151⁸ 20% of the minimum wage's hourly rate
 * (the minimum wage over the month's nominal hours) per night hour; UA art. 108 20% of the
 * person's hourly rate.
 */
export function costShifts(shifts: readonly CostShift[], calendar: CostCalendar): ShiftCost[] {
  const order = shifts.map((_, i) => i).sort((a, b) => shifts[a]!.start - shifts[b]!.start);
  const weekly = new Map<LocalDate, number>();
  const out: ShiftCost[] = new Array<ShiftCost>(shifts.length);
  for (const index of order) {
    const shift = shifts[index]!;
    const span: Span = [shift.start, Math.max(shift.start, shift.end)];
    const minutes = minutesOf(span[1] - span[0]);
    const rate = hourlyRate(shift.pay, shift.date, calendar);
    const nights = nightSpans(shift.date, calendar);

    const overtimeMinutes = Math.max(0, minutes - Math.max(0, shift.normMinutes));
    const overtimeSpan: Span = [span[1] - overtimeMinutes * MINUTE, span[1]];
    let premium: number;
    if (calendar.country === 'UA') premium = (overtimeMinutes / 60) * rate;
    else {
      const doubled = minutesOf(covered(overtimeSpan, merge([...nights, ...sundayHolidaySpans(shift.date, calendar)])));
      premium = ((doubled * 1 + (overtimeMinutes - doubled) * 0.5) / 60) * rate;
    }

    // The week's norm counts the minutes that were not overtime already.
    const monday = addDays(shift.date, 1 - weekday(shift.date));
    const before = weekly.get(monday) ?? 0;
    const normal = minutes - overtimeMinutes;
    weekly.set(monday, before + normal);
    const weekOver = Math.max(0, before + normal - WEEKLY_NORM_MINUTES) - Math.max(0, before - WEEKLY_NORM_MINUTES);
    premium += (weekOver / 60) * rate;

    const nightMinutes = minutesOf(covered(span, nights));
    const nightRate = calendar.country === 'UA'
      ? rate
      : minimumWageOn(calendar.minimumWages, shift.date) / (nominalMinutes('PL', shift.date.slice(0, 7), calendar.holidays) / 60);
    const nightPremium = (nightMinutes / 60) * nightRate * 0.2;
    const base = (minutes / 60) * rate;
    out[index] = {
      date: shift.date,
      minutes,
      base,
      overtimeMinutes: overtimeMinutes + weekOver,
      overtimePremium: premium,
      nightMinutes,
      nightPremium,
      total: base + premium + nightPremium,
    };
  }
  return out;
}

/** The daily norm a planned shift is measured against (planned beyond it is overtime). */
export const PLANNED_NORM_MINUTES = DAILY_NORM_MINUTES;

/** Money rounded to the cent (grosz, kopiyka). */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
