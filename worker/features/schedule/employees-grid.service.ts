// The employees schedule: the grid of a company or a department for a month, one row per
// employee with an employment record there during the month, with their shifts in that company
// and their approved absences. Also the users' team calendar (a department they work in now).
import { requireAccess, seesHoursOf } from '../../access';
import { publicHolidays } from '../../lib/holidays';
import type { RequestContext } from '../../lib/request-context';
import { localDate, monthDates, monthsRange } from '../../lib/time';
import { holidayList } from './answers';
import { companyMonthForGrid } from './bulk-queries';
import { DAY_SHIFT_STATUSES, dayShiftStatus, workedMinutes, type DayShiftStatus } from './rules/day-shift';
import { GRID_FORMAT, type EmployeesScheduleCompact, type EmployeesScheduleQuery, type GridEmployee, type GridPlan } from './schemas';
import { answerReads } from '../../lib/answer-cache';
import { companies, dayShifts, departments, employmentRecords, users, vacationRequests } from '../../db/schema';

/** The grid: the people employed, their departments, shifts and absences, the company (answer-cache.ts). */
export const GRID_READS = answerReads(users, companies, departments, dayShifts, employmentRecords, vacationRequests);

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
  const scope = { companyId: company.id, departmentId: query.department_id, from, to };
  const { records, shifts, absences } = await companyMonthForGrid(db, scope);

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
  const hidden = (userId: string) => !seesHoursOf(actor, userId);
  // Straight from the packed values (bulk-queries.ts GridPacked), no object per shift: a month of
  // 200 people is 6 200 of them. A shift's plan is found among the few plans met so far.
  const plans: GridPlan[] = [];
  for (const [userId, packed] of shifts) {
    const row = rows.get(userId);
    if (!row) continue;
    const list = row[7];
    for (const shift of packed) {
      const [id, date, type, color, start, end] = shift;
      const off = shift[7] === 1;
      const minutes = off ? 0 : shift[6];
      let plan = plans.length - 1;
      for (; plan >= 0; plan--) {
        const p = plans[plan]!;
        if (p[0] === type && p[1] === color && p[2] === start && p[3] === end && p[4] === minutes && p[5] === off) break;
      }
      if (plan < 0) plan = plans.push([type, color, start, end, minutes, off]) - 1;
      const day = (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48);
      if (shift.length === 8) {
        list.push([id, day, plan, NOT_STARTED]);
        continue;
      }
      const [startedAt = null, endedAt = null, confirmed, adjustedStart = null, adjustedEnd = null] = shift.slice(8) as (number | null)[];
      const facts = {
        date,
        off_schedule: off,
        planned_minutes: off ? null : minutes,
        started_at: startedAt === null ? null : new Date(startedAt),
        ended_at: endedAt === null ? null : new Date(endedAt),
        confirmed: confirmed === 1,
        adjusted_started_at: adjustedStart === null ? null : new Date(adjustedStart),
        adjusted_ended_at: adjustedEnd === null ? null : new Date(adjustedEnd),
      };
      const status = STATUS_INDEX[dayShiftStatus(facts)];
      list.push(hidden(userId) ? [id, day, plan, status] : [id, day, plan, status, startedAt, endedAt, workedMinutes(facts)]);
    }
  }
  // By date (the shifts come in the order of the (user, date) index; sort when they do not).
  for (const row of rows.values()) {
    const list = row[7];
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
    holidays: holidayList(publicHolidays(company.country, from, to, query.lang)),
    statuses: [...DAY_SHIFT_STATUSES],
    plans,
    departments,
    employees: [...rows.values()],
  };
}

const STATUS_INDEX = Object.fromEntries(DAY_SHIFT_STATUSES.map((status, i) => [status, i])) as Record<DayShiftStatus, number>;
const NOT_STARTED = STATUS_INDEX.not_started;
