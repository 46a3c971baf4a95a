// The hour reports (spec/product-rules.md "Reports"): who may read which, and the data of each, as
// one Report that the PDF (pdf.ts) and the CSV (csv.ts) lay out. Access is the work schedule's and
// the organisation's: a person's report as `GET /work-schedule/get` (schedule.user), a company's
// as the company itself (company.read), a department's as the department (department.read); the
// routes admit no plain user to the last two.
import { requireAccess } from '../../access';
import type { CompanyRow } from '../../db/schema';
import { publicHolidays, type HolidayCountry } from '../../lib/holidays';
import type { Language } from '../../lib/languages';
import type { RequestContext } from '../../lib/request-context';
import { localDate, type LocalDate } from '../../lib/time';
import { companyClock, loadUserPeriod } from '../schedule/public';
import { companyPeriod, personHeader } from './queries';
import { employeeReport, overallTotals, type Report, type ReportAbsence, type ReportShift } from './rules/report-data';
import type { CompanyReportQuery, DepartmentReportQuery, UserReportQuery } from './schemas';

/** One person over the period: exactly what their work schedule reads (shifts, absences, calendar, statistics). */
export async function userReport(ctx: RequestContext, query: UserReportQuery): Promise<Report> {
  const period = await loadUserPeriod(ctx, { user_id: query.user_id, start: query.start, end: query.end, lang: query.lang });
  const header = await personHeader(ctx.db, period.userId, period.clock?.id ?? null);
  const name = header.person?.fullName || header.person?.email || '';
  const employee = employeeReport(
    {
      userId: period.userId,
      name,
      email: header.person?.email ?? '',
      department: header.department,
      position: header.position,
      shifts: period.rows,
      absences: period.absences,
    },
    { from: period.start, to: period.end, today: period.today, timezone: period.timezone, holidays: period.holidays },
  );
  return {
    scope: 'user',
    company: header.company,
    department: header.department,
    timezone: period.timezone,
    from: period.start,
    to: period.end,
    generatedAt: ctx.now,
    subject: name,
    employees: [employee],
    overall: null,
  };
}

type Clock = Pick<CompanyRow, 'id' | 'timezone' | 'country'>;

/** Everyone with an employment record in the company (or department) during the period, by name. */
async function groupReport(
  ctx: RequestContext,
  scope: 'company' | 'department',
  clock: Clock,
  names: { company: string; department: string | null },
  departmentId: string | undefined,
  from: LocalDate,
  to: LocalDate,
  lang: Language,
): Promise<Report> {
  const { records, shifts, absences } = await companyPeriod(ctx.db, { companyId: clock.id, departmentId, from, to });
  const holidays = publicHolidays(clock.country as HolidayCountry, from, to, lang);
  const calendar = { from, to, today: localDate(ctx.now, clock.timezone), timezone: clock.timezone, holidays };

  const shiftsOf = new Map<string, ReportShift[]>();
  for (const shift of shifts) {
    const list = shiftsOf.get(shift.userId);
    if (list) list.push(shift);
    else shiftsOf.set(shift.userId, [shift]);
  }
  const absencesOf = new Map<string, ReportAbsence[]>();
  for (const absence of absences) {
    const list = absencesOf.get(absence.userId);
    if (list) list.push(absence);
    else absencesOf.set(absence.userId, [absence]);
  }
  const seen = new Set<string>();
  const employees = [];
  // The newest record of a person comes first: their department and position now.
  for (const record of records) {
    if (seen.has(record.userId)) continue;
    seen.add(record.userId);
    employees.push(
      employeeReport(
        {
          userId: record.userId,
          name: record.fullName || record.email,
          email: record.email,
          department: record.departmentName,
          position: record.position,
          shifts: shiftsOf.get(record.userId) ?? [],
          absences: absencesOf.get(record.userId) ?? [],
        },
        calendar,
      ),
    );
  }
  return {
    scope,
    company: names.company,
    department: names.department,
    timezone: clock.timezone,
    from,
    to,
    generatedAt: ctx.now,
    subject: names.department ?? names.company,
    employees,
    overall: overallTotals(employees, [...holidays.keys()].length),
  };
}

export async function companyReport(ctx: RequestContext, query: CompanyReportQuery): Promise<Report> {
  const company = await requireAccess(ctx, 'company.read', query.company_id);
  return groupReport(ctx, 'company', company, { company: company.name, department: null }, undefined, query.start, query.end, query.lang);
}

export async function departmentReport(ctx: RequestContext, query: DepartmentReportQuery): Promise<Report> {
  const { department, companyName } = await requireAccess(ctx, 'department.read', query.department_id);
  const clock = await companyClock(ctx.db, department.companyId);
  return groupReport(
    ctx,
    'department',
    clock,
    { company: companyName, department: department.name },
    department.id,
    query.start,
    query.end,
    query.lang,
  );
}
