// Hour reports (docs/reports.md): the file the API makes for a person, a company or a department
// over a period, fetched and saved under the server's file name.
// The worker's schemas are read for their types only: a value import would bring zod and the
// schedule's schemas into the browser (web/browser-modules.ts fails the build on it).
import type { ReportFormat, ReportScope } from '../../../../../worker/features/reports/schemas';
import { downloadFile, saveBlob } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

export type { ReportFormat, ReportScope };

/** The longest period of a report, in days: the API's REPORT_DAYS_MAX (tests/unit/web/reports.test.ts compares them). */
export const REPORT_DAYS_MAX = 366;

export type ReportRequest = {
  format: ReportFormat;
  scope: ReportScope;
  /** The person (scope user: null for oneself), the company or the department. */
  id: string | null;
  start: string;
  end: string;
  lang: Language;
};

const SCOPE_PATH: Record<ReportScope, { path: string; param: string }> = {
  user: { path: 'report', param: 'user_id' },
  company: { path: 'report-company', param: 'company_id' },
  department: { path: 'report-department', param: 'department_id' },
};

export function reportPath({ format, scope, id, start, end, lang }: ReportRequest): string {
  const { path, param } = SCOPE_PATH[scope];
  const query = new URLSearchParams({ start, end, lang });
  if (id) query.set(param, id);
  return `/v1/document/${format}/${path}?${query.toString()}`;
}

/** Fetches the report and saves it; answers the file name used. */
export async function downloadReport(request: ReportRequest): Promise<string> {
  const { blob, filename } = await downloadFile(reportPath(request));
  const name = filename ?? `hours-${request.start}-${request.end}.${request.format}`;
  saveBlob(blob, name);
  return name;
}

/** Days from start to end, both included (calendar dates 'YYYY-MM-DD'). */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
