import { DepartmentCalendarFeedCard } from '../../features/calendar-feeds/components/calendar-feed-tab';
import { CrewsSection } from '../../features/crews/components/crews-section';
import { usePeople } from '../../features/org/api/org';
import { DepartmentPage } from '../../features/org/components/department-page';
import { hasRole, useUser } from '../../lib/auth';
import type { DepartmentPublic } from '../../types/api';
import { ADMINS } from '../screens';

/** The department's crews (features/crews) for admins, choosing among the people the page reads (features/org). */
function DepartmentCrews({ department }: { department: DepartmentPublic }) {
  const { data: user } = useUser();
  const people = usePeople({ department_id: department.id });
  return hasRole(user?.role, ADMINS) ? <CrewsSection department={department} people={people} /> : null;
}

/** /department/{deptId}: the department page with what other features add for it (the calendar feed, the crews). */
export function DepartmentRoute() {
  return (
    <DepartmentPage
      extra={(department) => (
        <>
          <DepartmentCalendarFeedCard departmentId={department.id} />
          <DepartmentCrews department={department} />
        </>
      )}
    />
  );
}
