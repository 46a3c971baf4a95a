import { DashboardPage, type DashboardCard } from '../../features/dashboard/components/dashboard-page';
import { MyShiftCard } from '../../features/schedule/components/my-shift-card';
import { OpenShiftsCard } from '../../features/schedule/components/open-shifts-card';
import { GapsCard } from '../../features/staffing/components/gaps-card';
import { ADMINS, EVERYONE } from '../screens';

/**
 * The cards other features show on the dashboard, in the order shown. When a feature has something
 * for the dashboard, it exports the card and adds it here.
 */
const CARDS: readonly DashboardCard[] = [
  { id: 'my-shift', roles: EVERYONE, element: <MyShiftCard /> },
  { id: 'open-shifts', roles: ADMINS, element: <OpenShiftsCard /> },
  { id: 'staffing-gaps', roles: ADMINS, element: <GapsCard /> },
];

export function DashboardRoute() {
  return <DashboardPage cards={CARDS} />;
}
