// The hour report as CSV for payroll (docs/reports.md "CSV"): UTF-8 with a byte-order mark (so
// spreadsheet programs read Polish and Ukrainian letters), CRLF line ends, RFC 4180 quoting. English
// uses `,` between fields and a decimal point; Polish and Ukrainian `;` and a decimal comma, as
// spreadsheets set to those languages expect. Dates are ISO (YYYY-MM-DD), times HH:MM in the
// company's zone, hours decimal with 2 places. One row per employee and day, then a row of the
// employee's totals (the first column says which); company and department reports end with the
// totals of everyone. Same data as the PDF (rules/report-data.ts).
import type { Language } from '../../lib/languages';
import type { AbsenceType } from '../absence/schemas';
import type { EmployeeReport, Report, ReportTotals } from './rules/report-data';
import { TEXTS } from './texts';

export const CSV_BOM = '\uFEFF';

/** A field quoted when it holds the separator, a quote, a line break or leading/trailing spaces. */
export function csvField(value: string, separator: string): string {
  if (value.includes(separator) || /["\r\n]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** HH:MM of an instant in the report's zone (remembered: many shifts start at the same instants). */
function hhmm(instant: Date | null, memo: Map<number, string>, format: Intl.DateTimeFormat): string {
  if (!instant) return '';
  const key = instant.getTime();
  let text = memo.get(key);
  if (text === undefined) memo.set(key, text = format.format(instant));
  return text;
}

export function reportCsv(report: Report, lang: Language): string {
  const t = TEXTS[lang];
  const separator = lang === 'en' ? ',' : ';';
  const decimal = lang === 'en' ? '.' : ',';
  const hours = (
    minutes: number | null,
  ) => (minutes === null ? '' : (Math.round((minutes / 60) * 100) / 100).toFixed(2).replace('.', decimal));
  const signed = (minutes: number | null) => {
    const text = hours(minutes);
    return minutes !== null && Math.round((minutes / 60) * 100) > 0 ? `+${text}` : text;
  };
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: report.timezone });
  const memo = new Map<number, string>();
  const weekday = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang === 'pl' ? 'pl-PL' : 'uk-UA', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const weekdays = new Map<string, string>();
  const dayName = (date: string) => {
    let name = weekdays.get(date);
    if (name === undefined) weekdays.set(date, name = weekday.format(new Date(`${date}T00:00:00Z`)));
    return name;
  };

  const c = t.columns;
  const header = [
    t.csv.row,
    t.employee,
    t.email,
    t.department,
    c.date,
    c.weekday,
    t.csv.shiftType,
    t.csv.plannedStart,
    t.csv.plannedEnd,
    c.planned,
    c.start,
    c.end,
    c.worked,
    c.deviation,
    c.overtime,
    t.csv.status,
    c.absence,
    t.csv.holiday,
    t.totals.shifts,
    t.totals.closed,
    t.totals.confirmed,
    t.totals.missed,
    t.totals.remaining,
    t.totals.offSchedule,
    t.totals.absenceDays,
  ];
  const lines: string[] = [];
  const push = (fields: string[]) => lines.push(fields.map((field) => csvField(field, separator)).join(separator));
  push(header);

  const totalsRow = (kind: string, who: Pick<EmployeeReport, 'name' | 'email' | 'department'>, totals: ReportTotals) => {
    const s = totals.statistics;
    push([
      kind,
      who.name,
      who.email,
      who.department ?? '',
      '',
      '',
      '',
      '',
      '',
      hours(totals.plannedMinutes),
      '',
      '',
      hours(totals.workedMinutes),
      signed(totals.deviationMinutes),
      hours(totals.overtimeMinutes),
      '',
      Object.entries(totals.absenceByType)
        .map(([type, days]) => `${t.absence[type as AbsenceType]} ${days}`)
        .join(', '),
      String(s.holidays),
      String(s.total_shifts),
      String(s.closed),
      String(s.confirmed),
      String(s.missed),
      String(s.remaining),
      hours(totals.offScheduleMinutes),
      String(totals.absenceDays),
    ]);
  };

  for (const employee of report.employees) {
    for (const day of employee.days) {
      push([
        t.csv.day,
        employee.name,
        employee.email,
        employee.department ?? '',
        day.date,
        dayName(day.date),
        day.plan ? (day.plan.type ?? '') : day.offSchedule ? t.offSchedule : t.off,
        day.plan?.start ?? '',
        day.plan?.end ?? '',
        day.plan ? hours(day.plan.minutes) : '',
        hhmm(day.start, memo, time),
        day.end ? `${hhmm(day.end, memo, time)}${day.endsNextDay ? ' +1' : ''}` : '',
        hours(day.workedMinutes),
        signed(day.deviationMinutes),
        hours(day.overtimeMinutes),
        day.state ? t.state[day.state] : '',
        day.absent ? (day.absence ? t.absence[day.absence] : c.absence) : '',
        day.holiday ?? '',
        '',
        '',
        '',
        '',
        '',
        day.offSchedule ? hours(day.workedMinutes) : '',
        day.absent ? '1' : '',
      ]);
    }
    totalsRow(t.csv.total, employee, employee.totals);
  }
  if (report.overall) totalsRow(t.csv.allTotal, { name: t.allEmployees, email: '', department: report.department }, report.overall);
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
