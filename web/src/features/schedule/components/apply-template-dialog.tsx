import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Select } from '../../../components/ui/input';
import { MonthInput } from '../../../components/ui/month-input';
import { revalidateBreaches } from '../api/labour-law';
import { revalidateSchedules } from '../../../lib/schedule';
import type { ApplyResult } from '../../../types/api';
import { applyPattern, usePatterns } from '../api/schedule';
import { defaultCycleStart } from '../lib/cycle-start';
import { ApplyOutcome, checkApplyPeriod, useApplySending } from './apply-sending';
import { PatternOptions } from './pattern-options';

type ApplyTemplateDialogProps = { userId: string; userName: string; month: string; onClose: () => void; onApplied: () => void };

/**
 * 'Apply template' for the person on screen: a pattern from a start month for 1-12 months, the
 * cycle's day 1 offered as on the pattern page (a Monday for a cycle of whole weeks: lib/cycle-start.ts).
 */
export function ApplyTemplateDialog({ userId, userName, month, onClose, onApplied }: ApplyTemplateDialogProps) {
  const { t } = useTranslation();
  const patterns = usePatterns(true);
  const [patternId, setPatternId] = useState('');
  const [startMonth, setStartMonth] = useState(month);
  const [months, setMonths] = useState('1');
  /** The cycle's day 1 as typed; null follows the default of the pattern and the month. */
  const [anchorTyped, setAnchorTyped] = useState<string | null>(null);
  const pattern = patterns.data?.data.find((p) => p.id === patternId);
  const anchor = anchorTyped ?? (pattern ? defaultCycleStart(startMonth, pattern.cycle_length) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ApplyResult | null>(null);
  const { pending, refusal, send } = useApplySending<'apply'>();

  function submit(event: FormEvent) {
    event.preventDefault();
    void send('apply', () => {
      const count = Number(months);
      const found: Record<string, string> = {};
      if (!patternId) found.pattern = t('workSchedule.apply.patternRequired');
      Object.assign(found, checkApplyPeriod(t, startMonth, count));
      setErrors(found);
      if (Object.keys(found).length) return null;
      return async () => {
        setResult(
          await applyPattern({
            pattern_id: patternId,
            user_ids: [userId],
            start_month: startMonth,
            months: count,
            include_holidays: false,
            anchor_date: anchor || null,
          }),
        );
        onApplied();
        void revalidateSchedules();
        void revalidateBreaches();
      };
    });
  }

  return (
    <Dialog open onClose={onClose} title={t('workSchedule.apply.title')}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('workSchedule.apply.for', { name: userName })}</p>
        <Select
          label={t('workSchedule.apply.pattern')}
          value={patternId}
          onChange={(e) => (setPatternId(e.target.value), setAnchorTyped(null))}
          error={errors.pattern}
        >
          <option value="">{patterns.isLoading ? t('common.loading') : t('workSchedule.apply.choosePattern')}</option>
          <PatternOptions patterns={patterns.data?.data ?? []} />
        </Select>
        {patterns.error && <Alert>{patterns.error.message}</Alert>}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <MonthInput label={t('workSchedule.apply.startMonth')} value={startMonth} onChange={setStartMonth} error={errors.startMonth} />
          <Input
            type="number"
            min={1}
            max={12}
            label={t('workSchedule.apply.months')}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            error={errors.months}
          />
        </div>
        <DateInput label={t('crews.apply.anchor')} hint={t('crews.apply.anchorHint')} value={anchor} onChange={setAnchorTyped} />
        <ApplyOutcome
          refusal={refusal}
          result={result}
          fullList={`/work-schedule?${new URLSearchParams({ user: userId, month: startMonth })}`}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" isLoading={pending === 'apply'}>
            {t('workSchedule.apply.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
