import { DepartmentCalendarFeedCard } from '../../features/calendar-feeds/components/calendar-feed-tab';
import { CrewsSection } from '../../features/crews/components/crews-section';
import { DepartmentCostSection } from '../../features/labour-cost/components/department-cost-section';
import { usePeople } from '../../features/org/api/org';
import { NeedsSection } from '../../features/staffing/components/needs-section';
import { DepartmentPage } from '../../features/org/components/department-page';
import { hasRole, useUser } from '../../lib/auth';
import type { DepartmentPublic } from '../../types/api';
import { ADMINS } from '../screens';

/** The department's crews (features/crews) for admins, choosing among the people the page reads (features/org). */
function DepartmentCrews({ department }: { department: DepartmentPublic }) {
  const { data: user } = useUser();
  // Read here, not in the section: SWR re-renders for the fields a render read, and the section reads
  // the people only once the department has a crew.
  const { data, error, mutate } = usePeople({ department_id: department.id });
  return hasRole(user?.role, ADMINS) ? <CrewsSection department={department} people={{ data, error, mutate }} /> : null;
}

/** The department's labour cost (features/labour-cost) for admins; superadmins also set the budget. */
function DepartmentCost({ department }: { department: DepartmentPublic }) {
  const { data: user } = useUser();
  return hasRole(user?.role, ADMINS)
    ? <DepartmentCostSection departmentId={department.id} canEdit={hasRole(user?.role, ['superadmin'] as const)} />
    : null;
}

/** The department's staffing needs (features/staffing) for admins. */
function DepartmentStaffing({ department }: { department: DepartmentPublic }) {
  const { data: user } = useUser();
  return hasRole(user?.role, ADMINS) ? <NeedsSection departmentId={department.id} /> : null;
}

/** /department/{deptId}: the department page with what other features add for it (the calendar feed, the crews). */
export function DepartmentRoute() {
  return (
    <DepartmentPage
      extra={(department) => (
        <>
          <DepartmentCalendarFeedCard departmentId={department.id} />
          <DepartmentCrews department={department} />
          <DepartmentCost department={department} />
          <DepartmentStaffing department={department} />
        </>
      )}
    />
  );
}
