import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BreachLegend, BreachMarker } from '../../../components/labour-law/breaches';
import { ReportButton } from '../../../components/report-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { employeesSchedulePath, useEmployeesSchedule } from '../../../lib/employees-schedule';
import { useFormat } from '../../../lib/format';
import { isMonth, monthRange, shiftMonth } from '../../../lib/month';
import { hasRole, useUser } from '../../../lib/auth';
import { useAllDepartments, useCompanies } from '../../../lib/org';
import { breachesByDay, breachesPath, useBreaches } from '../../../lib/labour-law';
import { useCompanyToday, wallTime } from '../../../lib/schedule';
import type { EmployeesSchedule } from '../../../types/api';

const GLYPH = { not_started: '○', started: '▶', ended: '■', confirmed: '✓', missed: '!' } as const;

/** /employees-schedule: employees x days of a company or department for a month. */
export function EmployeesSchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.employeesSchedule'));
  const format = useFormat();
  const [params, setParams] = useSearchParams();
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
  const breaches = useBreaches(isAdmin ? breachesPath(range.start, range.end, departmentId ? { department_id: departmentId } : { company_id: companyId }) : null);

  const set = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const companyDepartments = (departments.data?.data ?? []).filter((department) => department.company_id === companyId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('nav.employeesSchedule')}
        subtitle={t('employeesSchedule.subtitle')}
        actions={
          <ReportButton
            start={monthRange(month).start}
            end={monthRange(month).end}
            companyId={companyId}
            departmentId={departmentId}
            scope={isAdmin ? (departmentId ? 'department' : 'company') : 'user'}
          />
        }
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
        <Select className="sm:w-64" label={t('employeesSchedule.department')} value={departmentId ?? ''} onChange={(e) => set({ department_id: e.target.value })}>
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
          <span className="min-w-32 text-center font-semibold capitalize" aria-live="polite" data-testid="month-title">
            {format.day(`${month}-01`, { month: 'long', year: 'numeric' })}
          </span>
          <Button variant="ghost" aria-label={t('workSchedule.nextMonth')} onClick={() => set({ month: shiftMonth(month, 1) })}>
            <Icon name="chevronRight" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => set({ month: null })} disabled={month === thisMonth}>
            {t('workSchedule.today')}
          </Button>
        </div>
      </Card>
      {error && !data ? (
        <ErrorState title={t('employeesSchedule.loadError')} message={error.message} onRetry={() => void mutate()} />
      ) : !companyId && companies.data ? (
        <EmptyState>{t('employeesSchedule.noCompany')}</EmptyState>
      ) : isLoading || !data ? (
        <LoadingState />
      ) : data.employees.length === 0 ? (
        <EmptyState>{t('employeesSchedule.empty')}</EmptyState>
      ) : (
        <>
          <Grid schedule={data} busy={isValidating} breaches={breachesByDay(breaches.data?.data)} />
          <BreachLegend count={breaches.data?.count ?? 0} />
        </>
      )}
    </div>
  );
}

function Grid({ schedule, busy, breaches }: { schedule: EmployeesSchedule; busy: boolean; breaches: ReturnType<typeof breachesByDay> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const holidays = new Map(schedule.holidays.map((holiday) => [holiday.date, holiday.name]));
  const dayClass = (date: string) =>
    date === schedule.today ? 'bg-primary-50 dark:bg-primary-950/40' : holidays.has(date) ? 'bg-amber-50 dark:bg-amber-950/30' : '';

  return (
    // `relative`: the screen-reader texts of the cells are absolutely positioned; without a
    // positioned scroller they escape it and widen the whole page.
    <div className={`relative max-h-[75vh] overflow-auto rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900 ${busy ? 'opacity-60' : ''}`} aria-busy={busy || undefined}>
      <table className="border-separate border-spacing-0 text-xs">
        <caption className="sr-only">{t('nav.employeesSchedule')}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky top-0 left-0 z-30 min-w-36 border-b border-stone-200 bg-stone-50 px-2 py-2 text-left sm:min-w-48 dark:border-stone-700 dark:bg-stone-800">
              {t('employeesSchedule.employee')}
            </th>
            {schedule.days.map((date) => (
              <th
                key={date}
                scope="col"
                title={holidays.get(date)}
                className={`sticky top-0 z-20 min-w-11 border-b border-l border-stone-200 bg-stone-50 px-1 py-1 text-center font-medium dark:border-stone-700 dark:bg-stone-800 ${date === schedule.today ? 'text-primary-700 dark:text-primary-300' : ''}`}
              >
                <span className="block">{Number(date.slice(8))}</span>
                <span className="block font-normal text-stone-500 capitalize dark:text-stone-400">{format.day(date, { weekday: 'narrow' })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedule.employees.map((employee) => {
            const name = employee.full_name || employee.email;
            return (
              <tr key={employee.user_id} className="group">
                <th scope="row" className="sticky left-0 z-10 border-b border-stone-200 bg-white px-2 py-1 text-left font-normal group-hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:group-hover:bg-stone-800">
                  <Link to={`/work-schedule?user=${employee.user_id}&month=${schedule.month}`} className="block max-w-48 truncate font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-400">
                    {name}
                  </Link>
                  <span className="block max-w-48 truncate text-stone-500 dark:text-stone-400">
                    {[employee.acronym, employee.department_name].filter(Boolean).join(' · ')}
                  </span>
                </th>
                {schedule.days.map((date) => {
                  const shifts = employee.shifts.filter((shift) => shift.date === date);
                  const absence = employee.absences.find((item) => item.start_date <= date && date <= item.end_date);
                  return (
                    <td key={date} className={`border-b border-l border-stone-200 p-0.5 text-center align-middle dark:border-stone-700 ${dayClass(date)}`}>
                      {absence && (
                        <span className="block rounded bg-sky-100 px-0.5 text-sky-900 dark:bg-sky-950 dark:text-sky-200" title={t('workSchedule.absence')}>
                          <span aria-hidden="true">{t('employeesSchedule.absenceShort')}</span>
                          <span className="sr-only">{t('workSchedule.absence')}</span>
                        </span>
                      )}
                      {shifts.map((shift) => {
                        const status = shift.status === 'not_started' && !shift.off_schedule && date < schedule.today ? 'missed' : shift.status;
                        const label = `${shift.off_schedule ? t('schedule.offSchedule') : shift.type ?? t('schedule.shift')} ${shift.off_schedule ? '' : `${wallTime(format, shift.planned_start)}–${wallTime(format, shift.planned_end)}`}, ${t(`schedule.status.${status}`)}`;
                        return (
                          <span
                            key={shift.id}
                            title={label}
                            className="block rounded border-l-4 bg-stone-100 px-0.5 leading-tight dark:bg-stone-800"
                            style={{ borderLeftColor: shift.color ?? '#a8a29e' }}
                          >
                            <span aria-hidden="true">
                              {(shift.type ?? '').slice(0, 2)}
                              {GLYPH[status]}
                            </span>
                            <span className="sr-only">{label}</span>
                          </span>
                        );
                      })}
                      <BreachMarker rules={breaches.get(employee.user_id)?.get(date)} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
