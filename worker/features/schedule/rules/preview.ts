// What applying a pattern would do to one person, day by day, without writing (docs/crews.md
// "Preview"): the same decisions as planApplication (rules/apply.ts), with the reason of each day
// whose pattern shift is not written. Only days the pattern has a shift on are listed.
//   1. A day with a started, ended or confirmed shift keeps it: 'started' / 'ended' / 'confirmed'.
//   2. A day before today (company-local) is history: 'past'.
//   3. A day with another company's shift ('other_company'), outside the person's employment here
//      ('not_employed') or under an approved absence ('absence') is left alone.
//   4. A public holiday is skipped unless holidays are included: 'holiday'.
//   5. Otherwise the shift is written (replacing whatever planned-but-not-started shift is there).
import type { PlanShift, ExistingDayShift } from './apply';
import { dayNumber, fromDayNumber, type LocalDate } from '../../../lib/time';

export type PreviewSkip = 'started' | 'ended' | 'confirmed' | 'past' | 'other_company' | 'not_employed' | 'absence' | 'holiday';

export type PreviewDay = { date: LocalDate; shift: PlanShift; skipped: PreviewSkip | null };

type DateSet = { has(date: LocalDate): boolean };

export type PreviewInput = {
  expanded: readonly { date: LocalDate; shift: PlanShift }[];
  existing: readonly ExistingDayShift[];
  from: LocalDate;
  to: LocalDate;
  today: LocalDate;
  otherCompany: DateSet;
  notEmployed: DateSet;
  absence: DateSet;
  holidayDates: DateSet;
  includeHolidays?: boolean;
};

export function previewDays(input: PreviewInput): PreviewDay[] {
  const { from, to, today } = input;
  const planned = new Map<LocalDate, PlanShift>();
  for (const { date, shift } of input.expanded) {
    if (date >= from && date <= to && !planned.has(date)) planned.set(date, shift);
  }
  const locked = new Map<LocalDate, PreviewSkip>();
  for (const e of input.existing) {
    if (e.status !== 'not_started' && !locked.has(e.date)) locked.set(e.date, e.status);
  }
  const days: PreviewDay[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = fromDayNumber(day);
    const shift = planned.get(date);
    if (!shift) continue;
    let skipped: PreviewSkip | null = locked.get(date) ?? null;
    if (!skipped && date < today) skipped = 'past';
    if (!skipped && input.otherCompany.has(date)) skipped = 'other_company';
    if (!skipped && input.notEmployed.has(date)) skipped = 'not_employed';
    if (!skipped && input.absence.has(date)) skipped = 'absence';
    if (!skipped && !input.includeHolidays && input.holidayDates.has(date)) skipped = 'holiday';
    days.push({ date, shift, skipped });
  }
  return days;
}

/** How many people work each shift type on each date: type -> date -> count (written shifts only). */
export function coverage(people: readonly (readonly PreviewDay[])[]): Map<string, Map<LocalDate, number>> {
  const result = new Map<string, Map<LocalDate, number>>();
  for (const days of people) {
    for (const { date, shift, skipped } of days) {
      if (skipped) continue;
      let byDate = result.get(shift.type);
      if (!byDate) result.set(shift.type, byDate = new Map());
      byDate.set(date, (byDate.get(date) ?? 0) + 1);
    }
  }
  return result;
}
