// The planned and worked cost of a department month against its budget (docs/labour-cost.md
// "Screens"): the employees schedule shows it above the grid, the department page in its section.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { monthRange } from '../../../lib/month';
import type { DepartmentCost } from '../../../types/api';
import { departmentCostPath, useDepartmentCost } from '../api';

type Month = DepartmentCost['months'][number];

function Share({ label, total, share, currency }: { label: string; total: number; share: number | null; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = share === null ? null : format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const over = share !== null && share > 1;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-sm">
        <span className="font-medium">{label}:</span> {format.money(total, currency)}
        {percent && (
          <span className={over ? 'ml-1 font-semibold text-red-700 dark:text-red-300' : 'ml-1 text-stone-600 dark:text-stone-300'}>
            ({t('labourCost.ofBudget', { share: percent })})
          </span>
        )}
      </p>
      {share !== null && (
        <div
          className="h-2 w-full overflow-hidden rounded bg-stone-200 dark:bg-stone-700"
          role="img"
          aria-label={`${label}: ${t('labourCost.ofBudget', { share: percent })}`}
        >
          <div className={over ? 'h-full bg-red-600' : 'h-full bg-emerald-600'} style={{ width: `${Math.min(100, share * 100)}%` }} />
        </div>
      )}
    </div>
  );
}

/** The month's figures: planned and worked cost, each against the budget. */
export function MonthFigures({ month, currency }: { month: Month; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="labour-cost-figures">
      <p className="text-sm">
        <span className="font-medium">{t('labourCost.budget')}:</span>{' '}
        {month.budget === null ? t('labourCost.noBudget') : format.money(month.budget, currency)}
      </p>
      <Share label={t('labourCost.planned')} total={month.planned.total} share={month.planned_share} currency={currency} />
      <Share label={t('labourCost.worked')} total={month.worked.total} share={month.worked_share} currency={currency} />
    </div>
  );
}

/**
 * The employees schedule's line for a department month (admins and superadmins). `version`: the
 * schedule's data; when it changes (a shift added, moved, removed) the cost loads again.
 */
export function ScheduleCost({ departmentId, month, version }: { departmentId: string; month: string; version: unknown }) {
  const { t } = useTranslation();
  const range = monthRange(month);
  const { data, error, mutate } = useDepartmentCost(departmentCostPath(departmentId, range.start, range.end));
  useEffect(() => {
    if (version) void mutate();
  }, [version, mutate]);
  const figures = data?.months.find((m) => m.month === month);
  return (
    <section
      aria-label={t('labourCost.title')}
      className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      data-testid="labour-cost-bar"
      aria-busy={!data && !error}
    >
      {error && !data
        ? <p className="text-sm text-red-700 dark:text-red-300">{t('labourCost.loadError')}</p>
        : !data || !figures
        ? <p className="text-sm text-stone-600 dark:text-stone-300">{t('labourCost.loading')}</p>
        : <MonthFigures month={figures} currency={data.currency} />}
    </section>
  );
}
