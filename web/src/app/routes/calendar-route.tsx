import type { CalendarReads } from '../../features/calendar/api/calendar';
import { CalendarPage } from '../../features/calendar/components/calendar-page';
import { useEmployee } from '../../features/employees/api/employee';
import { employeesSchedulePath, useEmployeesSchedule } from '../../features/schedule/api/employees-schedule';

/** A department's month of the employees schedule (features/schedule), as the team calendar reads it. */
const useTeamMonth: CalendarReads['useTeamMonth'] = (departmentId, month) =>
  useEmployeesSchedule(departmentId ? employeesSchedulePath(month, null, departmentId) : null);

/** /calendar: the team calendar on the schedule's month and the profile's employment records. */
export function CalendarRoute() {
  return <CalendarPage useTeamMonth={useTeamMonth} useEmployee={useEmployee} />;
}
