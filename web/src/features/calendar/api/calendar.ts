// The reads of the team calendar: a department's month (the employees-schedule answer, which users
// may read for a department they work in now); for admins, their own employment records find the
// department to open first. Both reads are other features' (the schedule's, the employee profile's):
// the app gives their hooks to the page (app/routes/calendar-route.tsx), so each answer stays one
// SWR entry shared with its screen.
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../lib/api';
import type { DepartmentPublic, EmployeePublic, EmployeesSchedule } from '../../../types/api';

export type CalendarReads = {
  /** A department's month; reads nothing while the department is not known yet (null). */
  useTeamMonth: (departmentId: string | null, month: string) => SWRResponse<EmployeesSchedule, ApiError>;
  /** A person with their employment records; null reads nothing. */
  useEmployee: (userId: string | null) => Pick<SWRResponse<EmployeePublic, ApiError>, 'data' | 'error'>;
};

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
      (record) =>
        record.department_id && shown.has(record.department_id) && record.start_date <= today
        && (!record.end_date || record.end_date >= today),
    );
    if (current?.department_id) return current.department_id;
  }
  return departments[0]?.id ?? null;
}
