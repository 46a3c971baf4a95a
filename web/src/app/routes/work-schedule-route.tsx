import { ReportButton } from '../../features/reports/components/report-button';
import { WorkSchedulePage } from '../../features/schedule/components/work-schedule-page';

/** /work-schedule: the schedule with the reports feature's 'Report' of the month shown. */
export function WorkScheduleRoute() {
  return <WorkSchedulePage Report={ReportButton} />;
}
