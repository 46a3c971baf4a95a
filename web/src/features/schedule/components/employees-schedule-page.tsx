import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BreachLegend } from './labour-law/breaches';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSetSearchParams } from '../../../hooks/use-page-param';
import { employeesSchedulePath, useEmployeesSchedule } from '../api/employees-schedule';
import { useFormat } from '../../../lib/format';
import { isMonth, monthRange, shiftMonth } from '../../../lib/month';
import { hasRole, useUser } from '../../../lib/auth';
import { useAllDepartments, useCompanies } from '../../../lib/org';
import { breachesByDay, breachesPath, useBreaches } from '../api/labour-law';
import { useCompanyToday } from '../../../lib/schedule';
import { Grid } from './employees-grid';
import type { ReportSlot } from './report-slot';
import type { CoverageSlot } from './coverage-slot';

/** /employees-schedule: employees x days of a company or department for a month. */
/** A department month's cost (app/routes/ gives the labour-cost feature's); `version` changes with the plan. */
export type CostSlot = ComponentType<{ departmentId: string; month: string; version: unknown }>;

/**
 * `Report`: the report button of the screen's period (app/routes/ gives the reports feature's);
 * `Cost`: a department month's labour cost; `Coverage`: the staffing rows of a department.
 */
export function EmployeesSchedulePage(
  { Report, Cost, Coverage }: { Report?: ReportSlot; Cost?: CostSlot; Coverage?: CoverageSlot } = {},
) {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.employeesSchedule'));
  const format = useFormat();
  const [params] = useSearchParams();
  const set = useSetSearchParams();
  const companies = useCompanies();
  const departments = useAllDepartments();
  const { data: me } = useUser();
  const isAdmin = hasRole(me?.role, ['admin', 'superadmin'] as const);
  const thisMonth = useCompanyToday().slice(0, 7);
  const month = isMonth(params.get('month')) ? params.get('month')! : thisMonth;
  const companyId = params.get('company_id') ?? companies.data?.data[0]?.id ?? null;
  const departmentId = params.get('department_id');
  const { data, error, mutate, isLoading, isValidating } = useEmployeesSchedule(employeesSchedulePath(month, companyId, departmentId));
  // Labour-law breaches of the month mark their days (features/labour-law); admins only.
  const range = monthRange(month);
  const breaches = useBreaches(
    isAdmin ? breachesPath(range.start, range.end, departmentId ? { department_id: departmentId } : { company_id: companyId }) : null,
  );

  const breachDays = useMemo(() => breachesByDay(breaches.data?.data), [breaches.data]);

  const companyDepartments = (departments.data?.data ?? []).filter((department) => department.company_id === companyId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('nav.employeesSchedule')}
        subtitle={t('employeesSchedule.subtitle')}
        actions={Report && (
          <Report
            start={monthRange(month).start}
            end={monthRange(month).end}
            companyId={companyId}
            departmentId={departmentId}
            scope={isAdmin ? (departmentId ? 'department' : 'company') : 'user'}
          />
        )}
      />
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          className="sm:w-64"
          label={t('employeesSchedule.company')}
          value={companyId ?? ''}
          onChange={(e) => set({ company_id: e.target.value, department_id: null })}
          error={companies.error?.message}
        >
          {!companies.data && <option value="">{t('common.loading')}</option>}
          {(companies.data?.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
        <Select
          className="sm:w-64"
          label={t('employeesSchedule.department')}
          value={departmentId ?? ''}
          onChange={(e) => set({ department_id: e.target.value })}
        >
          <option value="">{t('employeesSchedule.allDepartments')}</option>
          {companyDepartments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </Select>
        <div className="flex items-center gap-1 sm:ml-auto">
          <Button variant="ghost" aria-label={t('workSchedule.previousMonth')} onClick={() => set({ month: shiftMonth(month, -1) })}>
            <Icon name="chevronLeft" className="size-4" />
          </Button>
          <span className="min-w-32 text-center font-semibold" aria-live="polite" data-testid="month-title">
            {format.monthHeading(month)}
          </span>
          <Button variant="ghost" aria-label={t('workSchedule.nextMonth')} onClick={() => set({ month: shiftMonth(month, 1) })}>
            <Icon name="chevronRight" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => set({ month: null })} disabled={month === thisMonth}>
            {t('workSchedule.today')}
          </Button>
        </div>
      </Card>
      {Cost && isAdmin && departmentId && <Cost departmentId={departmentId} month={month} version={data} />}
      {error && !data
        ? <ErrorState title={t('employeesSchedule.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !companyId && companies.data
        ? <EmptyState>{t('employeesSchedule.noCompany')}</EmptyState>
        : isLoading || !data
        ? <LoadingState />
        : data.employees.length === 0
        ? <EmptyState>{t('employeesSchedule.empty')}</EmptyState>
        : (
          <>
            <Grid schedule={data} busy={isValidating} breaches={breachDays} plans={isAdmin} />
            <BreachLegend count={breaches.data?.count ?? 0} />
            {Coverage && isAdmin && departmentId && (
              <Coverage departmentId={departmentId} start={range.start} end={range.end} days={data.days} revision={data} />
            )}
          </>
        )}
    </div>
  );
}
