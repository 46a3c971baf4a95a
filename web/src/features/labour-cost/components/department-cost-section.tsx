// The department page's 'Labour cost' (docs/labour-cost.md "Screens"): this month's planned and
// worked cost against the budget; superadmins set the budget.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { MonthInput } from '../../../components/ui/month-input';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { fieldErrors } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { monthRange } from '../../../lib/month';
import { toast } from '../../../lib/toast';
import { departmentCostPath, revalidateCosts, saveBudget, useDepartmentCost } from '../api';
import { MonthFigures } from './cost-summary';

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function DepartmentCostSection({ departmentId, canEdit }: { departmentId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [month, setMonth] = useState(thisMonth);
  const range = monthRange(month);
  const { data, error, mutate } = useDepartmentCost(departmentCostPath(departmentId, range.start, range.end));
  const figures = data?.months.find((m) => m.month === month);
  return (
    <Card className="!p-4 sm:!p-6" data-testid="labour-cost-section">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('labourCost.title')}</h2>
        <MonthInput label={t('labourCost.month')} value={month} onChange={(value) => value && setMonth(value)} />
      </div>
      {error && !data
        ? <ErrorState title={t('labourCost.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data || !figures
        ? <LoadingState className="py-6" />
        : (
          <div className="flex flex-col gap-4">
            <MonthFigures month={figures} currency={data.currency} />
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-stone-600 dark:text-stone-300">{t('labourCost.base')}</dt>
                <dd>{format.money(figures.planned.base, data.currency)}</dd>
              </div>
              <div>
                <dt className="text-stone-600 dark:text-stone-300">{t('labourCost.overtime')}</dt>
                <dd>{format.money(figures.planned.overtime_premium, data.currency)}</dd>
              </div>
              <div>
                <dt className="text-stone-600 dark:text-stone-300">{t('labourCost.night')}</dt>
                <dd>{format.money(figures.planned.night_premium, data.currency)}</dd>
              </div>
            </dl>
            {canEdit
              ? <BudgetForm key={`${month}:${figures.budget}`} departmentId={departmentId} month={month} budget={figures.budget} />
              : <p className="text-xs text-stone-600 dark:text-stone-300">{t('labourCost.totalsOnly')}</p>}
          </div>
        )}
    </Card>
  );
}

function BudgetForm({ departmentId, month, budget }: { departmentId: string; month: string; budget: number | null }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(budget === null ? '' : String(budget));
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value < 0) {
      setProblem(t('fieldErrors.labour_cost.amount', { min: 0, max: 1_000_000_000 }));
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setProblem(undefined);
    try {
      await saveBudget(departmentId, month, value);
      void revalidateCosts();
      toast.success(t('labourCost.saved'));
    } catch (error) {
      setProblem(fieldErrors(error).amount ?? (error as Error).message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(event) => void submit(event)} noValidate>
      <Input
        name="budget"
        label={t('labourCost.budgetFor')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={problem}
        className="sm:w-60"
      />
      <Button type="submit" disabled={pending}>{t('labourCost.saveBudget')}</Button>
    </form>
  );
}
