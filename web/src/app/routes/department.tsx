import { DepartmentCalendarFeedCard } from '../../features/calendar-feeds/components/calendar-feed-tab';
import { DepartmentPage } from '../../features/org/components/department-page';

/** /department/{deptId}: the department page with what other features add for it (the calendar feed). */
export function DepartmentRoute() {
  return <DepartmentPage extra={(department) => <DepartmentCalendarFeedCard departmentId={department.id} />} />;
}
