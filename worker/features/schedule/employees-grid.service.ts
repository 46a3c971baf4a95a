// The employees schedule: the grid of a company or a department for a month, one row per
// employee with an employment record there during the month, with their shifts in that company
// and their approved absences. Also the users' team calendar (a department they work in now).
import { requireAccess } from '../../access';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { localDate, monthDates, monthsRange } from '../../lib/time';
import { holidayList, shiftFacts } from './answers';
import { companyMonth } from './bulk-queries';
import { DAY_SHIFT_STATUSES, dayShiftStatus, workedMinutes, type DayShiftStatus } from './rules/day-shift';
import { GRID_FORMAT, type EmployeesScheduleCompact, type EmployeesScheduleQuery, type GridEmployee, type GridPlan, type GridShift } from './schemas';

/**
 * Admins read their companies; superadmins any; users the department they work in now. The answer
 * is compact (schemas.ts EmployeesScheduleCompactSchema, docs/api.md): rows of tuples, repeated
 * values in tables.
 */
export async function employeesSchedule(ctx: RequestContext, query: EmployeesScheduleQuery): Promise<EmployeesScheduleCompact> {
  const { db, actor, now } = ctx;
  // Users read the team calendar of a department they work in now (the department's grid).
  const company = await requireAccess(ctx, 'schedule.grid', { companyId: query.company_id, departmentId: query.department_id });

  const { from, to } = monthsRange(query.month, 1);
  const { records, shifts, absences } = await companyMonth(db, { companyId: company.id, departmentId: query.department_id, from, to });

  const departments: [string, string | null][] = [];
  const departmentIndex = new Map<string, number>();
  const rows = new Map<string, GridEmployee>();
  for (const r of records) {
    if (rows.has(r.userId)) continue;
    let department: number | null = null;
    if (r.departmentId !== null) {
      department = departmentIndex.get(r.departmentId) ?? null;
      if (department === null) {
        department = departments.push([r.departmentId, r.departmentName]) - 1;
        departmentIndex.set(r.departmentId, department);
      }
    }
    rows.set(r.userId, [r.userId, r.email, r.fullName, r.acronym, r.role, department, r.position, [], []]);
  }

  // A user sees colleagues' plans and whether they are away, not their hours or the kind of absence.
  const hidden = (userId: string) => actor.role === 'user' && userId !== actor.id;
  const plans: GridPlan[] = [];
  const planIndex = new Map<string, number>();
  const byUser = new Map<string, GridShift[]>();
  for (const shift of shifts) {
    const row = rows.get(shift.userId);
    if (!row) continue;
    const minutes = shift.offSchedule ? 0 : shift.plannedMinutes;
    const key = `${shift.type}\u0001${shift.color}\u0001${shift.plannedStart}\u0001${shift.plannedEnd}\u0001${minutes}\u0001${shift.offSchedule ? 1 : 0}`;
    let plan = planIndex.get(key);
    if (plan === undefined) {
      plan = plans.push([shift.type, shift.color, shift.plannedStart, shift.plannedEnd, minutes, shift.offSchedule]) - 1;
      planIndex.set(key, plan);
    }
    const day = Number(shift.date.slice(8, 10));
    const worked = shift.startedAt !== null || shift.confirmed;
    const facts = shiftFacts(shift);
    const status = STATUS_INDEX[dayShiftStatus(facts)];
    const cell: GridShift =
      !worked || hidden(shift.userId)
        ? [shift.id, day, plan, status]
        : [shift.id, day, plan, status, shift.startedAt?.getTime() ?? null, shift.endedAt?.getTime() ?? null, workedMinutes(facts)];
    let list = byUser.get(shift.userId);
    if (!list) byUser.set(shift.userId, (list = row[7]));
    list.push(cell);
  }
  // By date (the shifts come in the order of the (user, date) index; sort when they do not).
  for (const list of byUser.values()) {
    for (let i = 1; i < list.length; i++) {
      if (list[i]![1] < list[i - 1]![1]) {
        list.sort((a, b) => a[1] - b[1]);
        break;
      }
    }
  }
  for (const absence of absences) {
    rows.get(absence.userId)?.[8].push([absence.id, hidden(absence.userId) ? null : absence.type, absence.startDate, absence.endDate]);
  }
  return {
    format: GRID_FORMAT,
    company_id: company.id,
    department_id: query.department_id ?? null,
    month: query.month,
    timezone: company.timezone,
    today: localDate(now, company.timezone),
    days: monthDates(query.month),
    holidays: holidayList(publicHolidays(company.country, from, to)),
    statuses: [...DAY_SHIFT_STATUSES],
    plans,
    departments,
    employees: [...rows.values()],
  };
}

const STATUS_INDEX = Object.fromEntries(DAY_SHIFT_STATUSES.map((status, i) => [status, i])) as Record<DayShiftStatus, number>;
