// A person's requests meeting the year shown (the signed-in user's, or for an admin the chosen
// employee's), latest first, with the actions the API allows the caller.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import type { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { AbsencePublic, UserAbsences } from '../../../types/api';
import { period, StatusBadge, TypeWithReason, useHours } from './parts';
import { useRequestActions } from './request-actions';
import { DataTable, type Column } from '../../../components/ui/data-table';

type OwnRequestsProps = {
  year: number;
  data: UserAbsences | undefined;
  error: ApiError | undefined;
  busy: boolean;
  onRetry: () => void;
  highlightId: string | null;
  /** The person shown, when it is not the signed-in user. */
  personName?: string | null;
};

export function OwnRequests({ year, data, error, busy, onRetry, highlightId, personName }: OwnRequestsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours(format);
  const actions = useRequestActions();
  const title = personName ? t('vacations.own.titleOf', { name: personName, year }) : t('vacations.own.title', { year });

  const columns: Column<AbsencePublic>[] = [
    { id: 'period', header: t('vacations.fields.period'), cell: (row) => period(format, row.start_date, row.end_date) },
    {
      id: 'type',
      header: t('vacations.fields.type'),
      cell: (row) => <TypeWithReason request={row} reasonWidth="sm:max-w-64" />,
    },
    {
      id: 'hours',
      header: t('vacations.fields.hours'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{hours(row.hours)}</span>
          <span className="text-xs text-stone-600 dark:text-stone-400">
            {t('vacations.preview.days', { days: format.number(row.days.length) })}
          </span>
        </span>
      ),
      className: 'sm:whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('vacations.fields.status'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={row.status} />
          {row.decided_by && row.decided_at && row.status !== 'pending' && (
            <span className="text-xs text-stone-600 dark:text-stone-400">
              {t('vacations.own.decided', { name: row.decided_by.full_name || row.decided_by.email, date: format.date(row.decided_at) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'requested',
      header: t('vacations.fields.requested'),
      cell: (row) => format.date(row.created_at),
      className: 'sm:whitespace-nowrap',
    },
    { id: 'actions', header: t('vacations.fields.actions'), cell: (row) => actions.buttons(row) },
  ];

  let list;
  if (error && !data) list = <ErrorState title={t('vacations.own.loadError')} message={error.message} onRetry={onRetry} />;
  else if (!data) list = <LoadingState />;
  else if (data.data.length === 0) list = <EmptyState>{t('vacations.own.empty', { year })}</EmptyState>;
  else {list = (
      <DataTable
        caption={title}
        columns={columns}
        rows={data.data}
        rowKey={(row) => row.id}
        keyAttribute="data-request-id"
        highlightKey={highlightId}
        highlightNote={t('vacations.linked')}
        busy={busy}
      />
    );}

  return (
    <section className="flex flex-col gap-4" aria-labelledby="own-requests-title">
      <h2 id="own-requests-title" className="text-lg font-semibold">
        {title}
      </h2>
      {list}
      {actions.dialog}
    </section>
  );
}
