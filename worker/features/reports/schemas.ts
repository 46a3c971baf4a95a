// The contract of the hour reports (spec section 7 "PDF report"), shared with the web app: plain
// zod only. The same parameters give a PDF or a CSV; the period is the work schedule's (end not
// before start, at most 366 days: the codes `period.end_before_start`, `period.too_long`).
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { LANGUAGES } from '../../lib/languages';
import { checkPeriod, PERIOD_DAYS_MAX } from '../schedule/schemas';

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_SCOPES = ['user', 'company', 'department'] as const;
export type ReportScope = (typeof REPORT_SCOPES)[number];

/** The longest period of one report, in days (start and end included). */
export const REPORT_DAYS_MAX = PERIOD_DAYS_MAX;

const period = {
  start: LocalDateSchema,
  end: LocalDateSchema,
  lang: z.enum(LANGUAGES).default('en').meta({ description: 'The language of the texts, dates and numbers' }),
};

export const UserReportQuerySchema = z
  .object({ user_id: z.uuid().optional().meta({ description: 'Default: the signed-in user' }), ...period })
  .superRefine(checkPeriod);
export const CompanyReportQuerySchema = z.object({ company_id: z.uuid(), ...period }).superRefine(checkPeriod);
export const DepartmentReportQuerySchema = z.object({ department_id: z.uuid(), ...period }).superRefine(checkPeriod);

export type UserReportQuery = z.infer<typeof UserReportQuerySchema>;
export type CompanyReportQuery = z.infer<typeof CompanyReportQuerySchema>;
export type DepartmentReportQuery = z.infer<typeof DepartmentReportQuerySchema>;
