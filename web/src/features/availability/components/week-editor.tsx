// The week of "My availability": per weekday all day, unavailable, or windows (add, remove), with
// the date the week is valid from and the versions in force and ahead. A row a day (name, mode,
// windows) on wide screens, stacked at 375 px; dates and times typed in the app's language (the
// app's own fields); every control is reached with Tab and has a name.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/input';
import { TimeInput } from '../../../components/ui/time-input';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { Availability, AvailabilityVersionInput } from '../../../types/api';
import { saveWeek } from '../api/availability';

type Days = AvailabilityVersionInput['days'];
type DayKey = keyof Days;
const KEYS: DayKey[] = ['1', '2', '3', '4', '5', '6', '7'];
const MAX = 4;
const allDays = (): Days => Object.fromEntries(KEYS.map((k) => [k, { mode: 'all', windows: [] }])) as unknown as Days;

/** The version in force on `date` (or the latest), as the editor's starting point. */
function startingWeek(availability: Availability | undefined, date: string): Days {
  const versions = availability?.versions ?? [];
  const inForce = [...versions].reverse().find((v) => v.valid_from <= date) ?? versions[versions.length - 1];
  return inForce ? (structuredClone(inForce.days) as Days) : allDays();
}

export function WeekEditor({ userId, availability, today }: { userId: string; availability: Availability | undefined; today: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [validFrom, setValidFrom] = useState(today);
  const [days, setDays] = useState<Days>(() => startingWeek(availability, today));
  const [saving, setSaving] = useState(false);
  const set = (key: DayKey, day: Days[DayKey]) => setDays((d) => ({ ...d, [key]: day }));

  async function save() {
    setSaving(true);
    try {
      const result = await saveWeek(userId, { valid_from: validFrom, days });
      toast.success(result.status === 'pending' ? t('availability.savedPending') : t('availability.saved'));
    } catch (error) {
      toast.error(t('availability.saveFailed'), (error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const inForce = [...(availability?.versions ?? [])].reverse().find((v) => v.valid_from <= today);
  const upcoming = (availability?.versions ?? []).filter((v) => v.valid_from > today);

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('availability.week.title')}</h2>
      <p className="text-sm text-stone-600 dark:text-stone-300" data-testid="week-versions">
        {inForce ? t('availability.week.inForce', { date: format.day(inForce.valid_from) }) : t('availability.week.noVersion')}
        {upcoming.map((v) => ` · ${t('availability.week.upcoming', { date: format.day(v.valid_from) })}`).join('')}
      </p>
      <DateInput
        className="max-w-xs"
        label={t('availability.week.validFrom')}
        hint={t('availability.week.validFromHint')}
        value={validFrom}
        onChange={setValidFrom}
      />
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-700" aria-label={t('availability.week.title')}>
        {KEYS.map((key) => {
          const day = days[key];
          const name = t(`availability.weekdays.${key}`);
          return (
            <li key={key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4" data-testid={`day-${key}`}>
              <h3 className="font-medium sm:w-32 sm:shrink-0 sm:pt-2">{name}</h3>
              <Select
                className="sm:w-56 sm:shrink-0"
                label={t('availability.week.mode', { day: name })}
                hideLabel
                value={day.mode}
                onChange={(e) => {
                  const mode = e.target.value as 'all' | 'none' | 'windows';
                  set(key, {
                    mode,
                    windows: mode === 'windows' ? (day.windows.length ? day.windows : [{ start: '17:00', end: '22:00' }]) : [],
                  });
                }}
              >
                <option value="all">{t('availability.modes.all')}</option>
                <option value="none">{t('availability.modes.none')}</option>
                <option value="windows">{t('availability.modes.windows')}</option>
              </Select>
              {day.mode === 'windows' && (
                <div className="flex flex-col gap-2">
                  {day.windows.map((w, i) => (
                    <div key={i} className="flex items-start gap-1">
                      <TimeInput
                        className="w-28"
                        label={t('availability.week.from', { day: name, n: i + 1 })}
                        hideLabel
                        value={w.start}
                        onChange={(start) => set(key, { ...day, windows: day.windows.map((x, j) => (j === i ? { ...x, start } : x)) })}
                      />
                      <span aria-hidden="true" className="pt-2">–</span>
                      <TimeInput
                        className="w-28"
                        label={t('availability.week.to', { day: name, n: i + 1 })}
                        hideLabel
                        value={w.end}
                        onChange={(end) => set(key, { ...day, windows: day.windows.map((x, j) => (j === i ? { ...x, end } : x)) })}
                      />
                      <Button
                        variant="ghost"
                        aria-label={t('availability.week.removeWindow', { day: name, n: i + 1 })}
                        onClick={() =>
                          set(
                            key,
                            day.windows.length > 1
                              ? { ...day, windows: day.windows.filter((_, j) => j !== i) }
                              : { mode: 'none', windows: [] },
                          )}
                      >
                        <span aria-hidden="true">×</span>
                      </Button>
                    </div>
                  ))}
                  {day.windows.length < MAX && (
                    <div>
                      <Button
                        variant="ghost"
                        onClick={() => set(key, { ...day, windows: [...day.windows, { start: '08:00', end: '12:00' }] })}
                      >
                        {t('availability.week.addWindow')}
                        <span className="sr-only">: {name}</span>
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <Button onClick={save} isLoading={saving}>{t('availability.week.save')}</Button>
      </div>
    </Card>
  );
}
