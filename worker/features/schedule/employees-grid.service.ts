// The employees schedule: the grid of a company or a department for a month, one row per
// employee with an employment record there during the month, with their shifts in that company
// and their approved absences. Also the users' team calendar (a department they work in now).
import { forbidden, notFound, ValidationError } from '../../lib/errors';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { localDate, monthDates, monthsRange } from '../../lib/time';
import { currentDepartmentIds } from '../org/scope';
import { reachableCompanies } from './access';
import { holidayList, toAbsenceDays, toCell } from './answers';
import { companyMonth } from './bulk-queries';
import { companyClock, departmentCompanyId } from './queries';
import type { EmployeeScheduleRow, EmployeesSchedule, EmployeesScheduleQuery } from './schemas';

/** Admins read their companies; superadmins any; users the department they work in now. */
export async function employeesSchedule(ctx: RequestContext, query: EmployeesScheduleQuery): Promise<EmployeesSchedule> {
  const { db, actor, now, orgToday } = ctx;
  // Users read the team calendar of a department they work in now (the department's grid).
  if (actor.role === 'user' && !query.department_id) throw forbidden('schedule.not_your_team');
  let companyId = query.company_id;
  if (query.department_id) {
    const departmentCompany = await departmentCompanyId(db, query.department_id);
    if (!departmentCompany) throw notFound('org.department_not_found');
    if (actor.role === 'user' && !(await currentDepartmentIds(db, actor.id, orgToday)).includes(query.department_id)) {
      throw forbidden('schedule.not_your_team');
    }
    if (companyId && companyId !== departmentCompany) {
      throw ValidationError.field(['query', 'department_id'], 'The department does not belong to this company');
    }
    companyId = departmentCompany;
  }
  const company = await companyClock(db, companyId!);
  if (actor.role !== 'user') {
    const scope = await reachableCompanies(ctx);
    if (scope && !scope.includes(company.id)) throw forbidden('org.not_your_company');
  }

  const { from, to } = monthsRange(query.month, 1);
  const { records, shifts, absences } = await companyMonth(db, { companyId: company.id, departmentId: query.department_id, from, to });

  const rows = new Map<string, EmployeeScheduleRow>();
  for (const r of records) {
    if (rows.has(r.userId)) continue;
    rows.set(r.userId, {
      user_id: r.userId,
      email: r.email,
      full_name: r.fullName,
      acronym: r.acronym,
      role: r.role,
      department_id: r.departmentId,
      department_name: r.departmentName,
      position: r.position,
      shifts: [],
      absences: [],
    });
  }
  // A user sees colleagues' plans and whether they are away, not their hours or the kind of absence.
  const private_ = (userId: string) => actor.role === 'user' && userId !== actor.id;
  for (const shift of shifts) {
    const cell = toCell(shift);
    rows.get(shift.userId)?.shifts.push(private_(shift.userId) ? { ...cell, started_at: null, ended_at: null, worked_minutes: null } : cell);
  }
  for (const row of rows.values()) row.shifts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const absence of absences) {
    const days = toAbsenceDays(absence);
    rows.get(absence.userId)?.absences.push(private_(absence.userId) ? { ...days, type: null } : days);
  }
  return {
    company_id: company.id,
    department_id: query.department_id ?? null,
    month: query.month,
    timezone: company.timezone,
    today: localDate(now, company.timezone),
    days: monthDates(query.month),
    holidays: holidayList(publicHolidays(company.country, from, to)),
    employees: [...rows.values()],
  };
}
