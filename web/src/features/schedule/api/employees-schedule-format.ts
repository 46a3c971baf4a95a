// The employees schedule's compact answer (GET /employees-schedule, docs/api.md "The employees
// schedule's compact answer") decoded into the shape the grid and the team calendar read: a row
// per person with their shifts and absences as objects. Pure: the API tests decode with it too.
import type { EmployeesSchedule, EmployeesScheduleCompact, ScheduleCell } from '../../../types/api';

type Employee = EmployeesSchedule['employees'][number];

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
const DAYS = Array.from({ length: 32 }, (_, day) => String(day).padStart(2, '0'));

export function decodeEmployeesSchedule(answer: EmployeesScheduleCompact): EmployeesSchedule {
  const { plans, statuses, departments } = answer;
  const prefix = `${answer.month}-`;
  const employees = new Array<Employee>(answer.employees.length);
  for (let e = 0; e < answer.employees.length; e++) {
    const [user_id, email, full_name, acronym, role, department, position, shifts, absences] = answer.employees[e]!;
    const dept = department === null ? null : departments[department];
    const cells = new Array<ScheduleCell>(shifts.length);
    for (let i = 0; i < shifts.length; i++) {
      const shift = shifts[i]!;
      const plan = plans[shift[2]]!;
      cells[i] = {
        id: shift[0],
        date: prefix + DAYS[shift[1]]!,
        type: plan[0],
        color: plan[1],
        planned_start: plan[2],
        planned_end: plan[3],
        planned_minutes: plan[4],
        started_at: iso(shift[4]),
        ended_at: iso(shift[5]),
        worked_minutes: shift[6] ?? null,
        status: statuses[shift[3]]!,
        off_schedule: plan[5],
      };
    }
    employees[e] = {
      user_id,
      email,
      full_name,
      acronym,
      role,
      department_id: dept ? dept[0] : null,
      department_name: dept ? dept[1] : null,
      position,
      shifts: cells,
      absences: absences.map(([id, type, start_date, end_date]) => ({ id, type, start_date, end_date })),
    };
  }
  return {
    company_id: answer.company_id,
    department_id: answer.department_id,
    month: answer.month,
    timezone: answer.timezone,
    today: answer.today,
    days: answer.days,
    holidays: answer.holidays,
    employees,
  };
}
