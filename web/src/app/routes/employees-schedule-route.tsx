import { ScheduleCost } from '../../features/labour-cost/components/cost-summary';
import { ReportButton } from '../../features/reports/components/report-button';
import { EmployeesSchedulePage } from '../../features/schedule/components/employees-schedule-page';
import { CoverageRows } from '../../features/staffing/components/coverage-rows';

/** /employees-schedule: the grid with the reports feature's 'Report', a department month's labour cost and staffing coverage. */
export function EmployeesScheduleRoute() {
  return <EmployeesSchedulePage Report={ReportButton} Cost={ScheduleCost} Coverage={CoverageRows} />;
}
