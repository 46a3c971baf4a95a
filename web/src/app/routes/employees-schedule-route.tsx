import { ScheduleCost } from '../../features/labour-cost/components/cost-summary';
import { ReportButton } from '../../features/reports/components/report-button';
import { EmployeesSchedulePage } from '../../features/schedule/components/employees-schedule-page';

/** /employees-schedule: the grid with the reports feature's 'Report' and a department month's labour cost. */
export function EmployeesScheduleRoute() {
  return <EmployeesSchedulePage Report={ReportButton} Cost={ScheduleCost} />;
}
