// Applying a pattern to one user's schedule (spec/product-rules.md "Schedule patterns"), as a
// plan of rows to insert and ids to delete. Day by day over the applied range [from, to], with P
// the pattern's shift of the day (if any) and E the user's existing shifts of the day:
//   1. Untouched days: an E is started, ended or confirmed; or the date is before today
//      (company-local: the past is history, not plan); or an approved absence covers the date.
//      Nothing changes on such a day, and P (if any) counts as skipped.
//   2. P is written unless the date is a public holiday and includeHolidays is off; an unwritten
//      P counts as skipped.
//   3. Every E (planned, not started) counts as replaced: it stays when it is the same plan as the
//      written P (type, start, end, colour), otherwise it is deleted, also when nothing is written.
//   4. A written P that no E already matches is inserted; it counts as created on a day without E.
// So applying pattern B over pattern A gives B's schedule on every day that may change, and
// applying the same pattern twice changes nothing: the second run deletes and inserts nothing
// and reports each of its shifts as replaced, none as created.
import type { DayShiftStatus } from './day-shift';
import { dayNumber, fromDayNumber, shiftIntervalMs, type LocalDate, type LocalTime } from '../../../lib/time';

export type PlanShift = { type: string; start: LocalTime; end: LocalTime; color: string };

export type ExistingDayShift = {
  id: string;
  date: LocalDate;
  status: DayShiftStatus;
  type?: string | null;
  planned_start?: LocalTime | null;
  planned_end?: LocalTime | null;
  color?: string | null;
};

/** A day shift to insert: the plan, with its real interval in the company's time zone. */
export type NewDayShift = {
  date: LocalDate;
  type: string;
  color: string;
  planned_start: LocalTime;
  planned_end: LocalTime;
  planned_minutes: number;
  planned_start_at: Date;
  planned_end_at: Date;
};

export type ApplyCounts = { created: number; replaced: number; skipped: number };

export type ApplyInput = {
  /** expandPattern(...) over the same range; entries outside [from, to] are ignored. */
  expanded: readonly { date: LocalDate; shift: PlanShift }[];
  /** The user's shifts in the range; shifts dated outside [from, to] are never touched. */
  existing: readonly ExistingDayShift[];
  from: LocalDate;
  to: LocalDate;
  /** Company-local today: earlier dates are history and are never rewritten. */
  today: LocalDate;
  timeZone: string;
  absenceDates: { has(date: LocalDate): boolean };
  holidayDates: { has(date: LocalDate): boolean };
  includeHolidays?: boolean;
  /**
   * Rows made before, to share (read-only) across the people of one time zone: a department's
   * year is 365 distinct rows per shift, not one object (and two Dates) per person and day.
   */
  rowCache?: Map<PlanShift, Map<LocalDate, NewDayShift>>;
};

export type ApplyPlan = { insert: NewDayShift[]; delete: string[]; counts: ApplyCounts };

const samePlan = (existing: ExistingDayShift, shift: PlanShift) =>
  existing.type === shift.type
  && existing.planned_start === shift.start
  && existing.planned_end === shift.end
  && existing.color?.toLowerCase() === shift.color.toLowerCase();

/** No stored shift on a date (most dates of a first application): one shared empty list, not one per day. */
const NONE: readonly ExistingDayShift[] = [];

export function planApplication(input: ApplyInput): ApplyPlan {
  const { from, to, today, timeZone, absenceDates, holidayDates } = input;
  const first = dayNumber(from);
  const last = dayNumber(to);

  const planned = new Map<LocalDate, PlanShift>();
  for (const { date, shift } of input.expanded) {
    if (date >= from && date <= to && !planned.has(date)) planned.set(date, shift);
  }
  const existingByDate = new Map<LocalDate, ExistingDayShift[]>();
  for (const shift of input.existing) {
    if (shift.date < from || shift.date > to) continue;
    const list = existingByDate.get(shift.date);
    if (list) list.push(shift);
    else existingByDate.set(shift.date, [shift]);
  }

  const cache = input.rowCache;
  const row = (date: LocalDate, shift: PlanShift): NewDayShift => {
    if (!cache) return makeRow(date, shift);
    let byDate = cache.get(shift);
    if (!byDate) cache.set(shift, byDate = new Map());
    let made = byDate.get(date);
    if (!made) byDate.set(date, made = makeRow(date, shift));
    return made;
  };
  const makeRow = (date: LocalDate, shift: PlanShift): NewDayShift => {
    // Memoised per (zone, date, times): the time zone is consulted per date, not per row.
    const [start, end] = shiftIntervalMs(date, shift.start, shift.end, timeZone);
    return {
      date,
      type: shift.type,
      color: shift.color,
      planned_start: shift.start,
      planned_end: shift.end,
      planned_minutes: Math.round((end - start) / 60_000),
      planned_start_at: new Date(start),
      planned_end_at: new Date(end),
    };
  };

  const plan: ApplyPlan = { insert: [], delete: [], counts: { created: 0, replaced: 0, skipped: 0 } };
  const { counts } = plan;
  for (let day = first; day <= last; day++) {
    const date = fromDayNumber(day);
    const shift = planned.get(date);
    const existing = existingByDate.get(date) ?? NONE;
    const locked = existing.some((e) => e.status !== 'not_started');
    if (locked || date < today || absenceDates.has(date)) {
      if (shift) counts.skipped++;
      continue;
    }
    const write = shift && (input.includeHolidays || !holidayDates.has(date)) ? shift : undefined;
    if (shift && !write) counts.skipped++;
    let kept = false;
    for (const old of existing) {
      counts.replaced++;
      if (write && !kept && samePlan(old, write)) kept = true;
      else plan.delete.push(old.id);
    }
    if (write && !kept) {
      plan.insert.push(row(date, write));
      if (existing.length === 0) counts.created++;
    }
  }
  return plan;
}
