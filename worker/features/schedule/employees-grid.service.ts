// The employees schedule: the grid of a company or a department for a month, one row per
// employee with an employment record there during the month, with their shifts in that company
// and their approved absences. Also the users' team calendar (a department they work in now).
import { requireAccess } from '../../access';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { localDate, monthDates, monthsRange } from '../../lib/time';
import { holidayList, toAbsenceDays, toCell } from './answers';
import { companyMonth } from './bulk-queries';
import type { EmployeeScheduleRow, EmployeesSchedule, EmployeesScheduleQuery } from './schemas';

/** Admins read their companies; superadmins any; users the department they work in now. */
export async function employeesSchedule(ctx: RequestContext, query: EmployeesScheduleQuery): Promise<EmployeesSchedule> {
  const { db, actor, now } = ctx;
  // Users read the team calendar of a department they work in now (the department's grid).
  const company = await requireAccess(ctx, 'schedule.grid', { companyId: query.company_id, departmentId: query.department_id });

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
