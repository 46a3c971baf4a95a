// For admins on the dashboard (docs/staffing.md): today's and tomorrow's staffing gaps of the
// departments they manage, each with a link to that day's schedule and to publishing an open shift.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import { useGaps } from '../api/staffing';

const schedulePath = (gap: { company_id: string; department_id: string; date: string }) =>
  `/employees-schedule?${new URLSearchParams({
    company_id: gap.company_id,
    department_id: gap.department_id,
    month: gap.date.slice(0, 7),
  })}`;

export function GapsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, mutate } = useGaps();
  return (
    <Card role="region" aria-labelledby="staffing-gaps-title" className="min-w-0" data-testid="gaps-card">
      <h2 id="staffing-gaps-title" className="text-lg font-semibold">
        {t('staffing.gaps.title')}
      </h2>
      {error && !data
        ? <ErrorState title={t('staffing.gaps.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-6" />
        : data.count === 0
        ? <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('staffing.gaps.none')}</p>
        : (
          <ul className="mt-2 flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
            {data.data.map((gap) => (
              <li
                key={`${gap.department_id} ${gap.date} ${gap.shift_type}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="min-w-0">
                  <span className="font-medium">{gap.department_name}</span> · {gap.shift_type} ·{' '}
                  {format.day(gap.date, { weekday: 'short', day: 'numeric', month: 'short' })}
                  <span className="block text-sm font-semibold text-red-700 dark:text-red-300">
                    {t('staffing.gaps.short', { count: gap.short_by, planned: gap.planned, min: gap.min })}
                  </span>
                </span>
                <span className="flex gap-3 text-sm">
                  <Link className="text-primary-700 underline dark:text-primary-300" to={schedulePath(gap)}>
                    {t('staffing.gaps.schedule')}
                  </Link>
                  <Link className="text-primary-700 underline dark:text-primary-300" to="/open-shifts">
                    {t('staffing.gaps.openShift')}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
    </Card>
  );
}
