// Exceptions (list, add, delete) and preferences of a person's availability.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Input, Select } from '../../../components/ui/input';
import { EmptyState } from '../../../components/ui/states';
import { Switch } from '../../../components/ui/switch';
import { TimeInput } from '../../../components/ui/time-input';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { Availability } from '../../../types/api';
import { addException, deleteException, savePreferences } from '../api/availability';

export function ExceptionsPanel({ userId, availability, today }: { userId: string; availability: Availability; today: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const [kind, setKind] = useState<'unavailable' | 'windows'>('unavailable');
  const [from, setFrom] = useState('08:00');
  const [to, setTo] = useState('12:00');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      const result = await addException(userId, {
        start_date: start,
        end_date: end,
        kind,
        windows: kind === 'windows' ? [{ start: from, end: to }] : [],
        reason: reason || null,
      });
      setReason('');
      toast.success(result.status === 'pending' ? t('availability.savedPending') : t('availability.saved'));
    } catch (error) {
      toast.error(t('availability.saveFailed'), (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('availability.exceptions.title')}</h2>
      {availability.exceptions.length === 0
        ? <EmptyState>{t('availability.exceptions.empty')}</EmptyState>
        : (
          <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-700">
            {availability.exceptions.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{format.period(e.start_date, e.end_date)}</span>
                  {' · '}
                  {e.kind === 'unavailable'
                    ? t('availability.modes.none')
                    : e.windows.map((w) => `${w.start}–${w.end}`).join(', ')}
                  {e.reason ? ` · ${e.reason}` : ''}
                </span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    deleteException(e.id).then(
                      () => toast.success(t('availability.saved')),
                      (error: Error) => toast.error(t('availability.saveFailed'), error.message),
                    )}
                >
                  {t('availability.exceptions.delete')}
                  <span className="sr-only">: {format.period(e.start_date, e.end_date)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <DateInput label={t('availability.exceptions.start')} value={start} onChange={setStart} />
        <DateInput label={t('availability.exceptions.end')} value={end} onChange={setEnd} />
        <Select
          label={t('availability.exceptions.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'unavailable' | 'windows')}
        >
          <option value="unavailable">{t('availability.modes.none')}</option>
          <option value="windows">{t('availability.exceptions.onlyWindow')}</option>
        </Select>
        {kind === 'windows' && (
          <>
            <TimeInput label={t('availability.exceptions.from')} value={from} onChange={setFrom} />
            <TimeInput label={t('availability.exceptions.to')} value={to} onChange={setTo} />
          </>
        )}
        <Input label={t('availability.exceptions.reason')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div className="flex items-end">
          <Button type="submit" isLoading={busy}>{t('availability.exceptions.add')}</Button>
        </div>
      </form>
    </Card>
  );
}

export function PreferencesPanel({ userId, availability }: { userId: string; availability: Availability }) {
  const { t } = useTranslation();
  const prefs = availability.preferences;
  const [weekendsOff, setWeekendsOff] = useState(prefs.weekends_off);
  const [unit, setUnit] = useState<'hours' | 'shifts'>(prefs.shifts_per_week !== null ? 'shifts' : 'hours');
  const [amount, setAmount] = useState(String(prefs.shifts_per_week ?? prefs.hours_per_week ?? ''));
  const [types, setTypes] = useState(
    Object.entries(prefs.shift_types).map(([name, value]) => `${value === 'prefer' ? '+' : '-'}${name}`).join(', '),
  );
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    const shiftTypes: Record<string, 'prefer' | 'avoid'> = {};
    for (const part of types.split(',').map((s) => s.trim()).filter(Boolean)) {
      const avoid = part.startsWith('-');
      const name = part.replace(/^[+-]\s*/, '');
      if (name) shiftTypes[name] = avoid ? 'avoid' : 'prefer';
    }
    const n = amount.trim() ? Number(amount) : null;
    try {
      const result = await savePreferences(userId, {
        shift_types: shiftTypes,
        weekends_off: weekendsOff,
        shifts_per_week: unit === 'shifts' ? n : null,
        hours_per_week: unit === 'hours' ? n : null,
      });
      toast.success(result.status === 'pending' ? t('availability.savedPending') : t('availability.saved'));
    } catch (error) {
      toast.error(t('availability.saveFailed'), (error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('availability.preferences.title')}</h2>
      <Switch label={t('availability.preferences.weekendsOff')} checked={weekendsOff} onChange={setWeekendsOff} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          type="number"
          min={1}
          max={60}
          label={t('availability.preferences.wish')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select label={t('availability.preferences.unit')} value={unit} onChange={(e) => setUnit(e.target.value as 'hours' | 'shifts')}>
          <option value="hours">{t('availability.preferences.hours')}</option>
          <option value="shifts">{t('availability.preferences.shifts')}</option>
        </Select>
      </div>
      <Input
        label={t('availability.preferences.shiftTypes')}
        hint={t('availability.preferences.shiftTypesHint')}
        value={types}
        onChange={(e) => setTypes(e.target.value)}
      />
      <div>
        <Button onClick={save} isLoading={busy}>{t('availability.preferences.save')}</Button>
      </div>
    </Card>
  );
}
