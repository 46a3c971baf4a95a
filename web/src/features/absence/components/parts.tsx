// Small pieces shared by the absence screen: the status badge, the type cell of the request tables
// and the way hours and periods read.
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../lib/format';
import type { AbsencePublic, AbsenceStatus } from '../../../types/api';

const TONES: Record<AbsenceStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  rejected: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  canceled: 'bg-stone-200 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-700',
};

/** The status of a request, its colour backed by its name (readable in both themes). */
export function StatusBadge({ status }: { status: AbsenceStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        TONES[status]
      }`}
    >
      {t(`vacations.statuses.${status}`)}
    </span>
  );
}

/**
 * A request's type with its reason under it (two lines at most, all of it on hover). `reasonWidth`:
 * the reason's widest on larger screens, narrower where the table has more columns.
 */
export function TypeWithReason({ request, reasonWidth }: { request: AbsencePublic; reasonWidth: 'sm:max-w-64' | 'sm:max-w-56' }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col">
      <span>{t(`vacations.types.${request.type}`)}</span>
      {request.reason && (
        <span className={`line-clamp-2 text-xs text-stone-600 ${reasonWidth} dark:text-stone-400`} title={request.reason}>
          {request.reason}
        </span>
      )}
    </span>
  );
}

/** Decimal hours as '24 h' / '24 godz.' / '24 год.', at most two decimals. */
export function useHours(format: Formatters) {
  const { t } = useTranslation();
  return (hours: number) => t('vacations.hours', { hours: format.number(hours, { maximumFractionDigits: 2 }) });
}

/** A request's days: one date, or first – last. */
export function period(format: Formatters, start: string, end: string): string {
  return start === end ? format.day(start) : `${format.day(start)} – ${format.day(end)}`;
}
