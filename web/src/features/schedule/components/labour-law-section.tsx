import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/input';
import { problemClearing } from '../../../components/ui/problem-clearing';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { fieldErrors } from '../../../lib/api';
import { revalidateBreaches, saveLabourLawSettings, useLabourLawSettings } from '../api/labour-law';
import { toast } from '../../../lib/toast';
import type { LabourLawSettings, RuleId } from '../../../types/api';

const SETTLEMENT_MONTHS = [1, 3, 4, 12] as const;

/** The company page's 'Labour law': each rule of the company's country a warning or a block; Poland's settings. */
export function LabourLawSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useLabourLawSettings(companyId);
  return (
    <Card className="!p-4 sm:!p-6" data-testid="labour-law-section">
      <h2 className="mb-1 text-lg font-semibold">{t('labourLaw.title')}</h2>
      {error && !data
        ? <ErrorState title={t('labourLaw.loadError')} message={error.message} onRetry={() => void mutate()} />
        : !data
        ? <LoadingState className="py-6" />
        : (
          // Saved settings come back with a new time: the form starts again from them.
          <SettingsForm
            key={data.updated_at ?? 'defaults'}
            settings={data}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
          />
        )}
    </Card>
  );
}

function SettingsForm({ settings, onSaved }: { settings: LabourLawSettings; onSaved: (saved: LabourLawSettings) => void }) {
  const { t } = useTranslation();
  const [modes, setModes] = useState(settings.modes);
  const [system, setSystem] = useState(settings.working_time_system);
  const [months, setMonths] = useState(String(settings.settlement_months));
  const [overtime, setOvertime] = useState(String(settings.overtime_limit_hours));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const poland = settings.country === 'PL';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const hours = Number(overtime);
    if (poland && (!Number.isInteger(hours) || hours < 1 || hours > 416)) {
      setErrors({ overtime_limit_hours: t('fieldErrors.labour_law.overtime_limit', { min: 1, max: 416 }) });
      return;
    }
    setErrors({});
    setFailure(null);
    busy.current = true;
    setPending(true);
    try {
      const ruleModes = Object.fromEntries(settings.rules.map((rule) => [rule, modes[rule]]));
      const saved = await saveLabourLawSettings(settings.company_id, {
        modes: ruleModes,
        ...(poland ? { working_time_system: system, settlement_months: Number(months), overtime_limit_hours: hours } : {}),
      });
      onSaved(saved);
      void revalidateBreaches();
      toast.success(t('labourLaw.saved'));
    } catch (error) {
      setFailure((error as Error).message);
      const fields = fieldErrors(error);
      setErrors({ overtime_limit_hours: fields.overtime_limit_hours ?? '', settlement_months: fields.settlement_months ?? '' });
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} {...problemClearing(setErrors)} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('labourLaw.subtitle', { country: t(`countries.${settings.country}`) })}
      </p>
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
        {settings.rules.map((rule: RuleId) => (
          <li key={rule} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-medium">{t(`labourLaw.rules.${rule}`)}</p>
              <p className="text-xs text-stone-500 dark:text-stone-400">{t(`labourLaw.ruleHints.${rule}`)}</p>
            </div>
            <Select
              className="sm:w-40"
              label={t('labourLaw.modeFor', { rule: t(`labourLaw.rules.${rule}`) })}
              hideLabel
              value={modes[rule]}
              onChange={(e) =>
                setModes({ ...modes, [rule]: e.target.value as 'warn' | 'block' })}
              data-testid={`mode-${rule}`}
            >
              <option value="warn">{t('labourLaw.modes.warn')}</option>
              <option value="block">{t('labourLaw.modes.block')}</option>
            </Select>
          </li>
        ))}
      </ul>
      {poland && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Select
            label={t('labourLaw.workingTimeSystem')}
            value={system}
            onChange={(e) => setSystem(e.target.value as 'basic' | 'equivalent')}
          >
            <option value="basic">{t('labourLaw.systems.basic')}</option>
            <option value="equivalent">{t('labourLaw.systems.equivalent')}</option>
          </Select>
          <Select
            name="settlement_months"
            label={t('labourLaw.settlementMonths')}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            error={errors.settlement_months || undefined}
          >
            {SETTLEMENT_MONTHS.map((n) => (
              <option key={n} value={n}>
                {t(`labourLaw.settlement.${n}`)}
              </option>
            ))}
          </Select>
          <Input
            name="overtime_limit_hours"
            type="number"
            min={1}
            max={416}
            label={t('labourLaw.overtimeLimit')}
            value={overtime}
            onChange={(e) => setOvertime(e.target.value)}
            error={errors.overtime_limit_hours || undefined}
          />
        </div>
      )}
      {failure && <Alert title={t('labourLaw.saveError')}>{failure}</Alert>}
      <Button type="submit" className="self-start" isLoading={pending}>
        {t('labourLaw.save')}
      </Button>
    </form>
  );
}
