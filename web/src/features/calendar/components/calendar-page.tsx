import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSetSearchParams } from '../../../hooks/use-page-param';
import { useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { isMonth, shiftMonth } from '../../../lib/month';
import { useAllDepartments } from '../../../lib/org';
import { useCompanyToday } from '../../../lib/schedule';
import type { DepartmentPublic } from '../../../types/api';
import { defaultDepartment, type CalendarReads } from '../api/calendar';
import { monthSummary } from '../lib/team-days';
import { DayDialog } from './day-dialog';
import { TeamMonth } from './team-month';

/**
 * /calendar: a department's month for everyone in it, the view people use to plan around each
 * other: who works which shift, who is away, public holidays. `?department=<id>&month=YYYY-MM`.
 * Its reads of other features come from the app (`CalendarReads`).
 */
export function CalendarPage({ useTeamMonth, useEmployee }: CalendarReads) {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.calendar'));
  const format = useFormat();
  const { data: me } = useUser();
  const [params] = useSearchParams();
  const set = useSetSearchParams();
  const today = useCompanyToday();
  const thisMonth = today.slice(0, 7);
  const month = isMonth(params.get('month')) ? params.get('month')! : thisMonth;
  const chosen = params.get('department');

  const departments = useAllDepartments();
  const list = useMemo(() => departments.data?.data ?? [], [departments.data]);
  // An admin opens their own department first; their employment records say which one it is.
  const isAdmin = me !== undefined && me.role !== 'user';
  // The signed-in admin's own profile (their employment records); users do not need it.
  const own = useEmployee(!chosen && isAdmin && list.length > 1 ? me.id : null);
  const waitingForOwn = !chosen && isAdmin && list.length > 1 && !own.data && !own.error;
  const departmentId = chosen
    ?? (departments.data && me && !waitingForOwn ? defaultDepartment(list, own.data?.employment_records ?? null, today) : null);

  const { data, error, mutate, isLoading, isValidating } = useTeamMonth(departmentId, month);
  const [openDate, setOpenDate] = useState<string | null>(null);

  const monthTitle = format.monthHeading(month);
  const summary = data ? monthSummary(data) : null;
  const shownDay = openDate && data?.days.includes(openDate) ? openDate : null;

  let body;
  if (departments.error && !departments.data) {
    body = (
      <ErrorState
        title={t('calendar.departmentsError')}
        message={departments.error.message}
        onRetry={() => void departments.mutate()}
      />
    );
  } else if (departments.data && list.length === 0 && !chosen) {
    body = <EmptyState>{t('calendar.noDepartment')}</EmptyState>;
  } else if (error && !data) {
    body = <ErrorState title={t('calendar.loadError')} message={error.message} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <LoadingState />;
  } else if (data.employees.length === 0) {
    body = <EmptyState>{t('calendar.noPeople')}</EmptyState>;
  } else {
    body = <TeamMonth schedule={data} meId={me?.id ?? null} busy={isValidating} onOpen={setOpenDate} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('nav.calendar')} subtitle={t('calendar.subtitle')} />
      <Card className="flex flex-col gap-4 p-3 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <DepartmentPicker
            departments={list}
            value={departmentId}
            loading={!departments.data && !departments.error}
            onChange={(id) => set({ department: id })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end">
            <h2 className="text-lg font-semibold sm:min-w-36 sm:text-center" aria-live="polite" data-testid="month-title">
              {monthTitle}
            </h2>
            <div className="flex items-center gap-1">
              <Button variant="ghost" aria-label={t('workSchedule.previousMonth')} onClick={() => set({ month: shiftMonth(month, -1) })}>
                <Icon name="chevronLeft" className="size-4" />
              </Button>
              <Button variant="ghost" onClick={() => set({ month: null })} disabled={month === thisMonth}>
                {t('workSchedule.today')}
              </Button>
              <Button variant="ghost" aria-label={t('workSchedule.nextMonth')} onClick={() => set({ month: shiftMonth(month, 1) })}>
                <Icon name="chevronRight" className="size-4" />
              </Button>
            </div>
          </div>
        </div>
        {summary && data?.month === month && (
          <p className="text-sm text-stone-600 dark:text-stone-400" data-testid="calendar-summary">
            {t('calendar.summary', { people: summary.people, absences: summary.absences, shifts: summary.shifts })}
          </p>
        )}
        {body}
      </Card>
      {data && shownDay && <DayDialog schedule={data} date={shownDay} meId={me?.id ?? null} onClose={() => setOpenDate(null)} />}
    </div>
  );
}

/** The departments the caller may see, grouped by company when there are several. */
function DepartmentPicker({
  departments,
  value,
  loading,
  onChange,
}: {
  departments: readonly DepartmentPublic[];
  value: string | null;
  loading: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const companies = [...new Set(departments.map((department) => department.company_name))];
  const options = (items: readonly DepartmentPublic[]) =>
    items.map((department) => (
      <option key={department.id} value={department.id}>
        {department.name}
      </option>
    ));
  const known = departments.some((department) => department.id === value);
  return (
    <Select
      className="sm:w-72"
      label={t('calendar.department')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={departments.length === 0}
    >
      {loading && <option value="">{t('common.loading')}</option>}
      {!loading && !known && <option value={value ?? ''}>{value ? t('calendar.otherDepartment') : '—'}</option>}
      {companies.length > 1
        ? companies.map((company) => (
          <optgroup key={company} label={company}>
            {options(departments.filter((department) => department.company_name === company))}
          </optgroup>
        ))
        : options(departments)}
    </Select>
  );
}
