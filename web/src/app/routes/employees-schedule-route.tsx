import { ReportButton } from '../../features/reports/components/report-button';
import { EmployeesSchedulePage } from '../../features/schedule/components/employees-schedule-page';
import { CoverageRows } from '../../features/staffing/components/coverage-rows';

/** /employees-schedule: the grid with the reports feature's 'Report' of the company or department shown. */
export function EmployeesScheduleRoute() {
  return <EmployeesSchedulePage Report={ReportButton} Coverage={CoverageRows} />;
}
