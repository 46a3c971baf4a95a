import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards';
import { createRouter, type AppEnv } from '../../lib/context';
import type { Language } from '../../lib/languages';
import { bearer, errors } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import { reportCsv } from './csv';
import { reportFileName } from './file-name';
import type { Report } from './rules/report-data';
import { CompanyReportQuerySchema, DepartmentReportQuerySchema, UserReportQuerySchema, type ReportFormat } from './schemas';
import * as reports from './service';

export const reportRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const tags = ['reports'];

const FILE = {
  pdf: {
    description: 'The report as a PDF (A4 landscape)',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  csv: { description: 'The report as CSV for payroll (UTF-8 with BOM)', content: { 'text/csv': { schema: z.string() } } },
};

/** The report in the format asked for; a PDF made counts for the tenant's usage (docs/telemetry.md). */
async function send(c: Context<AppEnv>, report: Report, lang: Language, format: ReportFormat) {
  const name = reportFileName(report.subject, report.from, report.to, format);
  // pdf-lib and its fonts load with the first PDF, not with the server (docs/performance.md).
  const bytes = format === 'pdf'
    ? await (await import('./pdf')).reportPdf(c.get('platform').fonts, report, lang)
    : new TextEncoder().encode(reportCsv(report, lang));
  if (format === 'pdf') c.get('platform').usage.count(c.get('tenant').slug, { pdf: 1 }, c.get('now'));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    'Content-Disposition': name.header,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'no-store',
  }) as never;
}

for (const format of ['pdf', 'csv'] as const) {
  const upper = format.toUpperCase();
  reportRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/document/${format}/report`,
      tags,
      summary: `A person's hour report as ${upper} (users: their own; admins: the people they manage; superadmins: anyone)`,
      description:
        'Per day the plan, start, end, worked, deviation, confirmation and absence; the totals are the statistics of `GET /work-schedule/get` for the same person and period.',
      ...signedIn,
      request: { query: UserReportQuerySchema },
      responses: { 200: FILE[format], ...errors(401, 403, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return send(c, await reports.userReport(requestContext(c), query), query.lang, format);
    },
  );

  reportRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/document/${format}/report-company`,
      tags,
      summary:
        `The hour report of everyone employed in a company during the period, as ${upper} (admins: their companies; superadmins: any)`,
      ...admins,
      request: { query: CompanyReportQuerySchema },
      responses: { 200: FILE[format], ...errors(401, 403, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return send(c, await reports.companyReport(requestContext(c), query), query.lang, format);
    },
  );

  reportRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/document/${format}/report-department`,
      tags,
      summary:
        `The hour report of everyone employed in a department during the period, as ${upper} (admins: their companies' departments; superadmins: any)`,
      ...admins,
      request: { query: DepartmentReportQuerySchema },
      responses: { 200: FILE[format], ...errors(401, 403, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return send(c, await reports.departmentReport(requestContext(c), query), query.lang, format);
    },
  );
}
