// /shift-entries-list/shift-entries: the check-in sheets of the caller's companies, newest first, 20
// a page, filtered by status, company, department and the day they were opened (all in the URL).
// 'Open a new entry' opens the dialog; a new entry opens at once on its own screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CompanyDepartmentFilters } from '../../../components/company-department-filters';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { DateInput } from '../../../components/ui/date-input';
import { Icon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { linkClasses } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilterParams, usePageParam } from '../../../hooks/use-page-param';
import { useFormat } from '../../../lib/format';
import type { ShiftEntry, ShiftEntryStatus } from '../../../types/api';
import { SHIFT_ENTRIES_PAGE_SIZE, useEntries, type EntryFilters } from '../api/shift-entries';
import { OpenEntryDialog } from './open-entry-dialog';
import { StatusBadge } from './status-badge';

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function ShiftEntriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shiftEntries.title'));
  const navigate = useNavigate();
  const format = useFormat();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const setFilters = useFilterParams();
  const status = params.get('status');
  const filters: EntryFilters = {
    status: status === 'opened' || status === 'closed' ? (status as ShiftEntryStatus) : null,
    company_id: params.get('company_id') || null,
    department_id: params.get('department_id') || null,
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
  };
  const filtered = Object.values(filters).some(Boolean);
  const [opening, setOpening] = useState(false);
  const { data, error, isLoading, mutate } = useEntries(filters, page);
  const pageCount = data ? Math.ceil(data.count / SHIFT_ENTRIES_PAGE_SIZE) : 0;

  const columns: Column<ShiftEntry>[] = [
    {
      id: 'name',
      header: t('shiftEntries.fields.name'),
      cell: (entry) => (
        <span className="flex flex-col">
          <Link to={`/shift-entries-list/${entry.id}`} className={`${linkClasses} font-semibold`}>
            {entry.name}
          </Link>
          {entry.description && <span className="line-clamp-1 text-sm text-stone-600 dark:text-stone-400">{entry.description}</span>}
        </span>
      ),
    },
    { id: 'status', header: t('shiftEntries.fields.status'), cell: (entry) => <StatusBadge status={entry.status} /> },
    {
      id: 'place',
      header: t('shiftEntries.fields.place'),
      cell: (entry) => (entry.department ? `${entry.company.name} · ${entry.department.name}` : entry.company.name),
    },
    {
      id: 'people',
      header: t('shiftEntries.fields.people'),
      cell: (entry) => t('shiftEntries.peopleCount', { in: entry.open_count, total: entry.people_count }),
    },
    { id: 'created', header: t('shiftEntries.fields.created'), cell: (entry) => format.dateTime(entry.created_at) },
  ];

  const list = (
    <PagedList
      data={data}
      error={error}
      page={page}
      loadError={t('shiftEntries.loadError')}
      onRetry={() => void mutate()}
      onFirstPage={() => setPage(1)}
      empty={filtered ? t('shiftEntries.noMatches') : t('shiftEntries.empty')}
      emptyAction={!filtered && (
        <Button onClick={() => setOpening(true)}>
          <Icon name="plus" className="size-4" />
          {t('shiftEntries.open.button')}
        </Button>
      )}
    >
      {(rows) => (
        <DataTable
          caption={t('shiftEntries.title')}
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry.id}
          busy={isLoading}
          keyAttribute="data-entry-id"
        />
      )}
    </PagedList>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('shiftEntries.title')}
        subtitle={t('shiftEntries.subtitle')}
        actions={
          <Button onClick={() => setOpening(true)}>
            <Icon name="plus" className="size-4" />
            {t('shiftEntries.open.button')}
          </Button>
        }
      />
      <div role="search" aria-label={t('filters.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          label={t('shiftEntries.fields.status')}
          value={filters.status ?? ''}
          onChange={(event) => setFilters({ status: event.target.value || null })}
        >
          <option value="">{t('shiftEntries.allStatuses')}</option>
          <option value="opened">{t('shiftEntries.status.opened')}</option>
          <option value="closed">{t('shiftEntries.status.closed')}</option>
        </Select>
        <CompanyDepartmentFilters companyId={filters.company_id} departmentId={filters.department_id} onChange={setFilters} />
        <DateInput
          label={t('shiftEntries.from')}
          value={filters.from ?? ''}
          max="9999-12-31"
          onChange={(value) => setFilters({ from: isDay(value) })}
        />
        <DateInput
          label={t('shiftEntries.to')}
          value={filters.to ?? ''}
          max="9999-12-31"
          onChange={(value) => setFilters({ to: isDay(value) })}
        />
      </div>
      {filtered && (
        <div className="-mt-2">
          <Button variant="ghost" onClick={() => setFilters({ status: null, company_id: null, department_id: null, from: null, to: null })}>
            <Icon name="close" className="size-4" />
            {t('filters.clear')}
          </Button>
        </div>
      )}
      {list}
      {data && (pageCount > 1 || page > 1) && (
        <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('pagination.label')} />
      )}
      <OpenEntryDialog
        open={opening}
        onClose={() => setOpening(false)}
        defaults={{ company_id: filters.company_id, department_id: filters.department_id }}
        onOpened={(entry) => {
          setOpening(false);
          void navigate(`/shift-entries-list/${entry.id}`);
        }}
      />
    </div>
  );
}
