// The team calendar's reading of a department's month (the employees-schedule answer): per day,
// who works which shift, who is away and who is off, and the shift coverage. Pure, no React.
import type { EmployeesSchedule } from '../../../types/api';
import { initials } from '../../../lib/initials';

type Employee = EmployeesSchedule['employees'][number];
type Shift = Employee['shifts'][number];
type Absence = Employee['absences'][number];

/** The kind of an absence as the reader may know it: `null` is a colleague's (kind withheld). */
export type AbsenceKind = NonNullable<Absence['type']> | 'away';
export const ABSENCE_KINDS: readonly AbsenceKind[] = ['vacation', 'free', 'force_majeure', 'sick', 'away'];
export const absenceKind = (absence: Pick<Absence, 'type'>): AbsenceKind => absence.type ?? 'away';

/** How many people work a shift type on a day (off-schedule work is its own group). */
export type Coverage = {
  key: string;
  type: string | null;
  color: string | null;
  offSchedule: boolean;
  start: string | null;
  end: string | null;
  count: number;
};

export type TeamDay = {
  date: string;
  holiday: string | null;
  working: { employee: Employee; shift: Shift }[];
  away: { employee: Employee; absence: Absence }[];
  off: Employee[];
  coverage: Coverage[];
};

const coverageKey = (shift: Shift) => (shift.off_schedule ? 'off-schedule' : `${shift.type ?? ''}|${shift.color ?? ''}`);

/** Shifts by start time, then name; off-schedule work last. */
const byStart = (a: Pick<Coverage, 'offSchedule' | 'start' | 'type'>, b: Pick<Coverage, 'offSchedule' | 'start' | 'type'>) =>
  Number(a.offSchedule) - Number(b.offSchedule) || (a.start ?? '').localeCompare(b.start ?? '')
  || (a.type ?? '').localeCompare(b.type ?? '');

/**
 * Every day of the month. A person with an approved absence on a day is away, also when a plan
 * stays under it (absence days keep their plan), unless they did start that shift.
 */
export function teamDays(schedule: EmployeesSchedule): TeamDay[] {
  const holidays = new Map(schedule.holidays.map((holiday) => [holiday.date, holiday.name]));
  const shiftsOf = schedule.employees.map((employee) => {
    const byDate = new Map<string, Shift[]>();
    for (const shift of employee.shifts) byDate.set(shift.date, [...(byDate.get(shift.date) ?? []), shift]);
    return byDate;
  });
  return schedule.days.map((date) => {
    const day: TeamDay = { date, holiday: holidays.get(date) ?? null, working: [], away: [], off: [], coverage: [] };
    const coverage = new Map<string, Coverage>();
    schedule.employees.forEach((employee, index) => {
      const absence = employee.absences.find((item) => item.start_date <= date && date <= item.end_date);
      const shifts = shiftsOf[index]!.get(date) ?? [];
      const worked = shifts.filter((shift) => !absence || shift.status !== 'not_started');
      if (absence) day.away.push({ employee, absence });
      if (worked.length === 0 && !absence) day.off.push(employee);
      for (const shift of worked) {
        day.working.push({ employee, shift });
        const key = coverageKey(shift);
        const entry = coverage.get(key);
        if (entry) entry.count += 1;
        else {coverage.set(key, {
            key,
            type: shift.type,
            color: shift.color,
            offSchedule: shift.off_schedule,
            start: shift.planned_start,
            end: shift.planned_end,
            count: 1,
          });}
      }
    });
    day.coverage = [...coverage.values()].sort(byStart);
    day.working.sort((a, b) =>
      byStart(
        { offSchedule: a.shift.off_schedule, start: a.shift.planned_start, type: a.shift.type },
        { offSchedule: b.shift.off_schedule, start: b.shift.planned_start, type: b.shift.type },
      )
    );
    return day;
  });
}

/** The shift types planned in the month, for the legend. */
export function monthShiftTypes(days: readonly TeamDay[]): Coverage[] {
  const types = new Map<string, Coverage>();
  for (const day of days) for (const entry of day.coverage) if (!types.has(entry.key)) types.set(entry.key, { ...entry, count: 0 });
  return [...types.values()].sort(byStart);
}

/** People, absences meeting the month and shifts planned in it. */
export function monthSummary(schedule: EmployeesSchedule) {
  return {
    people: schedule.employees.length,
    absences: schedule.employees.reduce((sum, employee) => sum + employee.absences.length, 0),
    shifts: schedule.employees.reduce((sum, employee) => sum + employee.shifts.filter((shift) => !shift.off_schedule).length, 0),
  };
}

/** Monday-first weeks of the month: `null` pads the days before the 1st and after the last. */
export function monthWeeks(days: readonly TeamDay[]): (TeamDay | null)[][] {
  const first = days[0];
  if (!first) return [];
  const [year, month, day] = first.date.split('-').map(Number);
  const lead = (new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1).getDay() + 6) % 7;
  const cells: (TeamDay | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** A short name for a crowded cell: the acronym, else the initials (lib/initials.ts, as everywhere). */
export function shortName(employee: Pick<Employee, 'acronym' | 'full_name' | 'email'>): string {
  if (employee.acronym) return employee.acronym;
  const name = employee.full_name?.trim();
  if (!name) return employee.email.split('@')[0] ?? employee.email;
  return initials(name);
}

export const fullName = (employee: Pick<Employee, 'full_name' | 'email'>) => employee.full_name || employee.email;
