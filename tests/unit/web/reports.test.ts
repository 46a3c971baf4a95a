// The report generator's request (web/src/features/reports/api/reports.ts): its limit repeats the
// API's, since the browser must not import the worker's schemas at run time (they bring zod).
import { describe, expect, it } from 'vitest';
import { REPORT_DAYS_MAX as API_REPORT_DAYS_MAX } from '../../../worker/features/reports/schemas';
import { periodDays, REPORT_DAYS_MAX, reportPath } from '../../../web/src/features/reports/api/reports';

describe('report requests', () => {
  it('allows the same longest period as the API', () => {
    expect(REPORT_DAYS_MAX).toBe(API_REPORT_DAYS_MAX);
  });

  it('counts both ends of a period', () => {
    expect(periodDays('2026-05-01', '2026-05-31')).toBe(31);
    expect(periodDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('asks the path of the scope', () => {
    expect(reportPath({ format: 'pdf', scope: 'user', id: null, start: '2026-05-01', end: '2026-05-31', lang: 'pl' })).toBe(
      '/v1/document/pdf/report?start=2026-05-01&end=2026-05-31&lang=pl',
    );
    expect(reportPath({ format: 'csv', scope: 'department', id: 'd1', start: '2026-05-01', end: '2026-05-31', lang: 'en' })).toBe(
      '/v1/document/csv/report-department?start=2026-05-01&end=2026-05-31&lang=en&department_id=d1',
    );
  });
});
