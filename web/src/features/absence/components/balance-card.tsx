// The vacation balance of a year (spec/product-rules.md "Absence"): entitlement, accrued,
// carryover, used, pending and available hours, and the force-majeure shifts of the year.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import type { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { AbsenceBalance } from '../../../types/api';
import { useHours } from './parts';

type BalanceCardProps = {
  year: number;
  currentYear: number;
  onYear: (year: number) => void;
  balance: AbsenceBalance | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  /** The person shown, when it is not the signed-in user. */
  personName?: string | null;
};

export function BalanceCard({ year, currentYear, onYear, balance, error, onRetry, personName }: BalanceCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours(format);

  let body;
  if (error && !balance) body = <ErrorState title={t('vacations.balance.loadError')} message={error.message} onRetry={onRetry} />;
  else if (!balance) body = <LoadingState className="py-8" />;
  else {
    const items = [
      {
        id: 'entitlement',
        label: t('vacations.balance.entitlement'),
        value: hours(balance.entitlement_hours),
        hint: t('vacations.balance.vacationDays', { days: format.number(balance.vacation_days) }),
      },
      { id: 'accrued', label: t('vacations.balance.accrued'), value: hours(balance.accrued_hours) },
      { id: 'carryover', label: t('vacations.balance.carryover'), value: hours(balance.carryover_hours) },
      { id: 'used', label: t('vacations.balance.used'), value: hours(balance.used_hours) },
      { id: 'pending', label: t('vacations.balance.pending'), value: hours(balance.pending_hours) },
    ];
    body = (
      <div className="flex flex-col gap-5">
        <div className="rounded-xl bg-primary-50 px-4 py-3 dark:bg-primary-950/40">
          <p className="text-sm font-medium text-primary-900 dark:text-primary-200">{t('vacations.balance.available')}</p>
          <p className="text-3xl font-bold text-primary-900 dark:text-primary-100" data-testid="balance-available">
            {hours(balance.available_hours)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          {items.map((item) => (
            <div key={item.id} className="min-w-0">
              <dt className="text-sm text-stone-600 dark:text-stone-400">{item.label}</dt>
              <dd className="font-semibold" data-testid={`balance-${item.id}`}>
                {item.value}
                {item.hint && <span className="block text-xs font-normal text-stone-600 dark:text-stone-400">{item.hint}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <div className="border-t border-stone-200 pt-4 dark:border-stone-800">
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('vacations.balance.forceMajeure')}</p>
          <p className="font-semibold" data-testid="balance-force-majeure">
            {t('vacations.balance.forceMajeureValue', {
              used: format.number(balance.force_majeure_shifts_used),
              pending: format.number(balance.force_majeure_shifts_pending),
              limit: format.number(balance.force_majeure_shifts_limit),
            })}
          </p>
        </div>
        {balance.vacation_days === 0 && balance.accrued_hours === 0 && balance.carryover_hours === 0 && (
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('vacations.balance.noEmployment')}</p>
        )}
      </div>
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" aria-labelledby="vacation-balance-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="vacation-balance-title" className="text-lg font-semibold">
            {t('vacations.balance.title', { year })}
          </h2>
          {personName && <p className="text-sm text-stone-600 dark:text-stone-400">{personName}</p>}
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            aria-label={t('vacations.balance.previousYear')}
            title={t('vacations.balance.previousYear')}
            onClick={() => onYear(year - 1)}
            disabled={year <= 1970}
          >
            <Icon name="chevronLeft" className="size-4" />
          </Button>
          <Button variant="ghost" onClick={() => onYear(currentYear)} disabled={year === currentYear}>
            {t('vacations.balance.thisYear')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('vacations.balance.nextYear')}
            title={t('vacations.balance.nextYear')}
            onClick={() => onYear(year + 1)}
            disabled={year >= 9999}
          >
            <Icon name="chevronRight" className="size-4" />
          </Button>
        </div>
      </div>
      {body}
    </Card>
  );
}
