// The admin list (GET /vacation-sick/get): the requests of the admin's companies, filtered by
// status (pending unless told otherwise), type, company, department and period, a page at a time.
// The filters live in the URL beside `page`; any filter change goes back to the first page.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CompanyDepartmentFilters } from '../../../components/company-department-filters';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { useFilterParams, usePageParam } from '../../../hooks/use-page-param';
import { ABSENCE_TYPES, isAbsenceType } from '../../../../../worker/features/absence/kinds';
import { useFormat } from '../../../lib/format';
import type { AbsencePublic } from '../../../types/api';
import { ABSENCE_STATUSES, isAbsenceStatus, isDay, TEAM_PAGE_SIZE, teamPath, useTeamAbsences } from '../api/absence';
import { period, StatusBadge, TypeWithReason, useHours } from './parts';
import { useRequestActions } from './request-actions';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';

/** The status filter's value for "every status" in the URL (no param means pending). */
export const ALL_STATUSES = 'all';

type TeamRequestsProps = {
  /** The request a link names, shown on top when the page does not hold it. */
  focused: AbsencePublic | null;
  highlightId: string | null;
};

export function TeamRequests({ focused, highlightId }: TeamRequestsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours(format);
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = statusParam === ALL_STATUSES ? null : isAbsenceStatus(statusParam) ? statusParam : 'pending';
  const type = isAbsenceType(params.get('type')) ? (params.get('type') as AbsencePublic['type']) : null;
  const companyId = params.get('company_id') || null;
  const departmentId = params.get('department_id') || null;
  const start = isDay(params.get('start')) ? params.get('start') : null;
  const end = isDay(params.get('end')) ? params.get('end') : null;
  const badPeriod = start !== null && end !== null && end < start;

  const setFilters = useFilterParams();

  const { data, error, isLoading, isValidating, mutate } = useTeamAbsences(
    badPeriod ? null : teamPath({ page, status, type, companyId, departmentId, start, end }),
  );
  const pageCount = data ? Math.ceil(data.count / TEAM_PAGE_SIZE) : 0;
  const actions = useRequestActions();
  const filtered = statusParam !== null || Boolean(type || companyId || departmentId || start || end);

  const rows = data ? (focused && !data.data.some((row) => row.id === focused.id) ? [focused, ...data.data] : data.data) : [];

  const columns: Column<AbsencePublic>[] = [
    {
      id: 'employee',
      header: t('vacations.fields.employee'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.user.full_name || row.user.email}</span>
          {row.user.full_name && <span className="text-xs font-normal text-stone-600 dark:text-stone-400">{row.user.email}</span>}
        </span>
      ),
    },
    {
      id: 'department',
      header: t('vacations.fields.department'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{row.department_name ?? '—'}</span>
          {row.company_name && <span className="text-xs text-stone-600 dark:text-stone-400">{row.company_name}</span>}
        </span>
      ),
    },
    {
      id: 'type',
      header: t('vacations.fields.type'),
      cell: (row) => <TypeWithReason request={row} reasonWidth="sm:max-w-56" />,
    },
    {
      id: 'period',
      header: t('vacations.fields.period'),
      cell: (row) => period(format, row.start_date, row.end_date),
      className: 'sm:whitespace-nowrap',
    },
    { id: 'hours', header: t('vacations.fields.hours'), cell: (row) => hours(row.hours), className: 'sm:whitespace-nowrap' },
    { id: 'status', header: t('vacations.fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'actions', header: t('vacations.fields.actions'), cell: (row) => actions.buttons(row) },
  ];

  const list = badPeriod ? null : (
    <PagedList
      data={data && { data: rows, count: data.count }}
      error={error}
      page={page}
      loadError={t('vacations.team.loadError')}
      onRetry={() => void mutate()}
      onFirstPage={() => setPage(1)}
      empty={t('vacations.team.empty')}
    >
      {(shown) => (
        <DataTable
          caption={t('vacations.team.title')}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          keyAttribute="data-request-id"
          highlightKey={highlightId}
          highlightNote={t('vacations.linked')}
          busy={isLoading || isValidating}
        />
      )}
    </PagedList>
  );

  return (
    <section className="flex flex-col gap-4" aria-labelledby="team-requests-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="team-requests-title" className="text-lg font-semibold">
          {t('vacations.team.title')}
        </h2>
        {data && !badPeriod && (
          <p className="text-sm text-stone-600 dark:text-stone-400" aria-live="polite" data-testid="team-count">
            {t('vacations.team.count', { total: format.number(data.count) })}
          </p>
        )}
      </div>

      <div role="search" aria-label={t('filters.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        <Select
          label={t('vacations.fields.status')}
          value={status ?? ALL_STATUSES}
          onChange={(event) => setFilters({ status: event.target.value === 'pending' ? null : event.target.value })}
        >
          <option value={ALL_STATUSES}>{t('vacations.team.allStatuses')}</option>
          {ABSENCE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`vacations.statuses.${value}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('vacations.fields.type')}
          value={type ?? ''}
          onChange={(event) => setFilters({ type: event.target.value || null })}
        >
          <option value="">{t('vacations.team.allTypes')}</option>
          {ABSENCE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`vacations.types.${value}`)}
            </option>
          ))}
        </Select>
        <CompanyDepartmentFilters companyId={companyId} departmentId={departmentId} onChange={setFilters} />
        <DateInput
          label={t('vacations.team.from')}
          value={start ?? ''}
          max="9999-12-31"
          onChange={(value) => setFilters({ start: value || null })}
        />
        <DateInput
          label={t('vacations.team.to')}
          value={end ?? ''}
          max="9999-12-31"
          error={badPeriod ? t('vacations.team.periodInvalid') : undefined}
          onChange={(value) => setFilters({ end: value || null })}
        />
      </div>
      {filtered && (
        <div className="-mt-2">
          <Button
            variant="ghost"
            onClick={() => setFilters({ status: null, type: null, company_id: null, department_id: null, start: null, end: null })}
          >
            <Icon name="close" className="size-4" />
            {t('vacations.team.resetFilters')}
          </Button>
        </div>
      )}

      {list}

      {data && !badPeriod && (pageCount > 1 || page > 1) && (
        <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('pagination.label')} />
      )}
      {actions.dialog}
    </section>
  );
}
