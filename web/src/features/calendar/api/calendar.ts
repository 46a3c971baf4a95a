// The reads of the team calendar: a department's month (the employees-schedule answer, which users
// may read for a department they work in now); for admins, their own employment records
// (lib/employees) find the department to open first.
import { employeesSchedulePath, useEmployeesSchedule } from '../../../lib/employees-schedule';
import type { DepartmentPublic, EmployeePublic } from '../../../types/api';

/** A department's month; null while the department is not known yet. */
export const useTeamMonth = (departmentId: string | null, month: string) =>
  useEmployeesSchedule(departmentId ? employeesSchedulePath(month, null, departmentId) : null);

/**
 * The department to open first: for a user the first the departments list answers (their current
 * employment); for an admin their own current department when the list has it, else the first one.
 */
export function defaultDepartment(
  departments: readonly DepartmentPublic[],
  records: EmployeePublic['employment_records'] | null,
  today: string,
): string | null {
  if (records) {
    const shown = new Set(departments.map((department) => department.id));
    const current = records.find(
      (record) => record.department_id && shown.has(record.department_id) && record.start_date <= today && (!record.end_date || record.end_date >= today),
    );
    if (current?.department_id) return current.department_id;
  }
  return departments[0]?.id ?? null;
}
