// The one data builder of the hour reports (docs/reports.md): a person's shifts, approved absences
// and calendar over a period become the report's rows and totals, which the PDF and the CSV only
// lay out. The totals stand on the work schedule's own rules: `scheduleStatistics` over the same
// shifts, today, holidays and absences as `GET /work-schedule/get`, so they are its statistics.
// Pure: no database, no HTTP, no formatting.
import type { DayShiftRow } from '../../../db/schema';
import { datesInRange, inRanges, localDate, type LocalDate } from '../../../lib/time';
import type { AbsenceType } from '../../absence/schemas';
import {
  AUTO_CONFIRM_NOTE,
  dayShiftStatus,
  deviationMinutes,
  effectiveTimes,
  isClosed,
  minutesToHours,
  plannedMinutes,
  scheduleStatistics,
  type ScheduleStatistics,
  shiftFacts,
  workedMinutes,
} from '../../schedule/public';
import type { DayState } from '../texts';

export type ReportShift = Pick<
  DayShiftRow,
  | 'date'
  | 'type'
  | 'plannedStart'
  | 'plannedEnd'
  | 'plannedMinutes'
  | 'startedAt'
  | 'endedAt'
  | 'confirmed'
  | 'confirmedBy'
  | 'confirmationNotes'
  | 'adjustedStartedAt'
  | 'adjustedEndedAt'
  | 'offSchedule'
>;
/** An approved absence; its type is always stored (null only where a reader may not know it). */
export type ReportAbsence = { type: AbsenceType | null; startDate: LocalDate; endDate: LocalDate };
export type ReportPerson = {
  userId: string;
  name: string;
  email: string;
  department: string | null;
  position: string | null;
  shifts: readonly ReportShift[];
  absences: readonly ReportAbsence[];
};

/** The calendar of the company whose report it is (or the person's, for one person). */
export type ReportCalendar = {
  from: LocalDate;
  to: LocalDate;
  /** Company-local today: earlier planned shifts never started are missed. */
  today: LocalDate;
  timezone: string;
  holidays: ReadonlyMap<LocalDate, string>;
};

export type ReportDay = {
  date: LocalDate;
  /** The public holiday's name, when the date is one. */
  holiday: string | null;
  /** The plan of the day; null: nothing planned (off, or off-schedule work). */
  plan: { type: string | null; start: string | null; end: string | null; minutes: number } | null;
  offSchedule: boolean;
  /** The times that count: adjusted when confirmed with adjustments, else actual. */
  start: Date | null;
  end: Date | null;
  /** The end falls on a later company-local date than the shift's (a night shift). */
  endsNextDay: boolean;
  workedMinutes: number | null;
  /** worked - planned, for finished shifts (all the worked time off-schedule). */
  deviationMinutes: number | null;
  /** max(0, worked - planned) for finished planned shifts: the statistics' overtime on workdays. */
  overtimeMinutes: number | null;
  state: DayState | null;
  /** An approved absence covers the date. */
  absent: boolean;
  absence: AbsenceType | null;
};

export type ReportTotals = {
  /** The work schedule's statistics for the period (scheduleStatistics). */
  statistics: ScheduleStatistics;
  /** Whole minutes, summed before any rounding (statistics round to 0.01 h from these). */
  plannedMinutes: number;
  workedMinutes: number;
  deviationMinutes: number;
  overtimeMinutes: number;
  offScheduleMinutes: number;
  absenceDays: number;
  absenceByType: Partial<Record<AbsenceType, number>>;
};

export type EmployeeReport = Omit<ReportPerson, 'shifts' | 'absences'> & { days: ReportDay[]; totals: ReportTotals };

function dayState(shift: ReportShift, absent: boolean, today: LocalDate): DayState {
  const status = dayShiftStatus(shiftFacts(shift));
  if (status === 'confirmed') return !shift.confirmedBy && shift.confirmationNotes === AUTO_CONFIRM_NOTE ? 'auto' : 'confirmed';
  if (status === 'ended') return 'finished';
  if (status === 'started') return 'running';
  if (absent) return 'excused';
  return shift.date < today ? 'missed' : 'planned';
}

/** One person's rows (days with a shift, an absence or a public holiday) and totals. */
export function employeeReport(person: ReportPerson, calendar: ReportCalendar): EmployeeReport {
  const { from, to, today, timezone, holidays } = calendar;
  const shifts = person.shifts.filter((shift) => shift.date >= from && shift.date <= to);
  const ranges = person.absences.map((a) => ({ start: a.startDate, end: a.endDate }));
  const statistics = scheduleStatistics(shifts.map(shiftFacts), {
    from,
    to,
    today,
    holidayDates: holidays,
    absenceDates: { has: (date: LocalDate) => inRanges(ranges, date) },
  });

  // The absence of each date of the period (the first request that covers it).
  const absenceOf = new Map<LocalDate, AbsenceType | null>();
  const absenceByType: Partial<Record<AbsenceType, number>> = {};
  for (const absence of person.absences) {
    const first = absence.startDate > from ? absence.startDate : from;
    const last = absence.endDate < to ? absence.endDate : to;
    if (first > last) continue;
    for (const date of datesInRange(first, last)) {
      if (absenceOf.has(date)) continue;
      absenceOf.set(date, absence.type);
      if (absence.type) absenceByType[absence.type] = (absenceByType[absence.type] ?? 0) + 1;
    }
  }

  const shiftOf = new Map(shifts.map((shift) => [shift.date, shift]));
  const dates = new Set<LocalDate>([...shiftOf.keys(), ...absenceOf.keys()]);
  for (const date of holidays.keys()) if (date >= from && date <= to) dates.add(date);

  let plannedTotal = 0;
  let workedTotal = 0;
  let deviationTotal = 0;
  let overtimeTotal = 0;
  let offScheduleTotal = 0;
  const days: ReportDay[] = [];
  for (const date of [...dates].sort()) {
    const shift = shiftOf.get(date);
    const absent = absenceOf.has(date);
    const absence = absenceOf.get(date) ?? null;
    const day: ReportDay = {
      date,
      holiday: holidays.get(date) ?? null,
      plan: null,
      offSchedule: false,
      start: null,
      end: null,
      endsNextDay: false,
      workedMinutes: null,
      deviationMinutes: null,
      overtimeMinutes: null,
      state: null,
      absent,
      absence,
    };
    if (shift) {
      const facts = shiftFacts(shift);
      const planned = plannedMinutes(facts);
      const times = effectiveTimes(facts);
      const closed = isClosed(facts);
      day.offSchedule = shift.offSchedule;
      day.plan = shift.offSchedule ? null : { type: shift.type, start: shift.plannedStart, end: shift.plannedEnd, minutes: planned };
      day.start = times.start;
      day.end = times.end;
      day.endsNextDay = times.end !== null && localDate(times.end, timezone) > date;
      day.state = dayState(shift, absent, today);
      const worked = workedMinutes(facts);
      day.workedMinutes = worked;
      if (closed && worked !== null) {
        day.deviationMinutes = deviationMinutes(facts);
        workedTotal += worked;
        deviationTotal += day.deviationMinutes ?? 0;
        if (shift.offSchedule) offScheduleTotal += worked;
        else overtimeTotal += day.overtimeMinutes = Math.max(0, worked - planned);
      }
      if (!shift.offSchedule) plannedTotal += planned;
    }
    days.push(day);
  }

  return {
    userId: person.userId,
    name: person.name,
    email: person.email,
    department: person.department,
    position: person.position,
    days,
    totals: {
      statistics,
      plannedMinutes: plannedTotal,
      workedMinutes: workedTotal,
      deviationMinutes: deviationTotal,
      overtimeMinutes: overtimeTotal,
      offScheduleMinutes: offScheduleTotal,
      absenceDays: absenceOf.size,
      absenceByType,
    },
  };
}

/** The totals of several people: counts and minutes summed, hours rounded from the summed minutes. */
export function overallTotals(employees: readonly EmployeeReport[], holidaysInPeriod: number): ReportTotals {
  const sum = (pick: (t: ReportTotals) => number) => employees.reduce((total, e) => total + pick(e.totals), 0);
  const absenceByType: Partial<Record<AbsenceType, number>> = {};
  for (const e of employees) {
    for (const [type, days] of Object.entries(e.totals.absenceByType) as [AbsenceType, number][]) {
      absenceByType[type] = (absenceByType[type] ?? 0) + days;
    }
  }
  const plannedMinutes = sum((t) => t.plannedMinutes);
  const overtimeMinutes = sum((t) => t.overtimeMinutes);
  const offScheduleMinutes = sum((t) => t.offScheduleMinutes);
  return {
    statistics: {
      total_shifts: sum((t) => t.statistics.total_shifts),
      holidays: holidaysInPeriod,
      planned_hours: minutesToHours(plannedMinutes),
      closed: sum((t) => t.statistics.closed),
      confirmed: sum((t) => t.statistics.confirmed),
      remaining: sum((t) => t.statistics.remaining),
      missed: sum((t) => t.statistics.missed),
      overtime_workdays_hours: minutesToHours(overtimeMinutes),
      off_schedule_hours: minutesToHours(offScheduleMinutes),
    },
    plannedMinutes,
    workedMinutes: sum((t) => t.workedMinutes),
    deviationMinutes: sum((t) => t.deviationMinutes),
    overtimeMinutes,
    offScheduleMinutes,
    absenceDays: sum((t) => t.absenceDays),
    absenceByType,
  };
}

export type Report = {
  scope: 'user' | 'company' | 'department';
  /** The company whose calendar the report follows; null for a person employed nowhere. */
  company: string | null;
  department: string | null;
  timezone: string;
  from: LocalDate;
  to: LocalDate;
  generatedAt: Date;
  /** What the file is named after: the person, the company or the department. */
  subject: string;
  employees: EmployeeReport[];
  /** Company and department reports: the totals of everyone. */
  overall: ReportTotals | null;
};
