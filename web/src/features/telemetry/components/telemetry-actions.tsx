import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MonthInput } from '../../../components/ui/month-input';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { createDraft, recomputeMonth, revalidateTelemetry } from '../api/telemetry';

type Action = 'recompute' | 'draft';

/**
 * A superadmin's actions on a month: recompute its aggregate, make (or make again) its invoice
 * draft. The API's refusals are shown in the language by their codes: a 422 under the month and in
 * the toast, any other in the toast.
 */
export function TelemetryActions({ defaultMonth }: { defaultMonth: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? defaultMonth;
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<Action | null>(null);
  const busy = useRef(false);

  async function run(action: Action) {
    if (busy.current) return;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      setError(t('telemetry.actions.monthRequired'));
      return;
    }
    busy.current = true;
    setPending(action);
    setError(undefined);
    try {
      if (action === 'recompute') {
        const usage = await recomputeMonth(month);
        toast.success(
          t('telemetry.actions.recomputed'),
          t('telemetry.actions.recomputedText', { month: format.month(usage.month), mau: format.number(usage.mau) }),
        );
      } else {
        const invoice = await createDraft(month);
        toast.success(t('telemetry.actions.drafted'), `${invoice.number}: ${format.money(invoice.total, invoice.currency)}`);
      }
      void revalidateTelemetry();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('errors.unknown');
      setError(fieldErrors(failure).month);
      toast.error(action === 'recompute' ? t('telemetry.actions.recomputeFailed') : t('telemetry.actions.draftFailed'), message);
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return (
    <Card className="flex flex-col gap-4 !p-4 sm:!p-6" data-testid="telemetry-actions">
      <section aria-labelledby="telemetry-actions-heading" className="flex flex-col gap-4">
        <div>
          <h3 id="telemetry-actions-heading" className="text-lg font-semibold">
            {t('telemetry.actions.heading')}
          </h3>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('telemetry.actions.hint')}</p>
        </div>
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run('draft');
          }}
        >
          <MonthInput
            label={t('telemetry.actions.month')}
            value={month}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            error={error}
            className="sm:max-w-64"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              className="border border-stone-300 dark:border-stone-600"
              isLoading={pending === 'recompute'}
              disabled={pending !== null}
              onClick={() => void run('recompute')}
            >
              {t('telemetry.actions.recompute')}
            </Button>
            <Button type="submit" isLoading={pending === 'draft'} disabled={pending !== null}>
              {t('telemetry.actions.createDraft')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
