// The week grid of "My availability": per weekday all day, unavailable, or windows (add, remove),
// with the date the week is valid from. A grid of seven columns on wide screens, a list of days
// at 375 px; every control is a native one, so the keyboard reaches all of it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/input';
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

  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('availability.week.title')}</h2>
      <div className="max-w-xs">
        <Input
          type="date"
          label={t('availability.week.validFrom')}
          hint={t('availability.week.validFromHint')}
          value={validFrom}
          onChange={(e) => setValidFrom(e.target.value)}
        />
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-4 xl:grid-cols-7" aria-label={t('availability.week.title')}>
        {KEYS.map((key) => {
          const day = days[key];
          const name = t(`availability.weekdays.${key}`);
          return (
            <li
              key={key}
              className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 dark:border-stone-700"
              data-testid={`day-${key}`}
            >
              <h3 className="font-medium">{name}</h3>
              <Select
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
                <>
                  {day.windows.map((w, i) => (
                    <div key={i} className="flex items-end gap-1">
                      <Input
                        type="time"
                        label={t('availability.week.from', { day: name, n: i + 1 })}
                        hideLabel
                        value={w.start}
                        onChange={(e) =>
                          set(key, { ...day, windows: day.windows.map((x, j) => (j === i ? { ...x, start: e.target.value } : x)) })}
                      />
                      <span aria-hidden="true" className="pb-2">–</span>
                      <Input
                        type="time"
                        label={t('availability.week.to', { day: name, n: i + 1 })}
                        hideLabel
                        value={w.end}
                        onChange={(e) =>
                          set(key, { ...day, windows: day.windows.map((x, j) => (j === i ? { ...x, end: e.target.value } : x)) })}
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
                        ×
                      </Button>
                    </div>
                  ))}
                  {day.windows.length < MAX && (
                    <Button
                      variant="ghost"
                      onClick={() => set(key, { ...day, windows: [...day.windows, { start: '08:00', end: '12:00' }] })}
                    >
                      {t('availability.week.addWindow')}
                      <span className="sr-only">: {name}</span>
                    </Button>
                  )}
                </>
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
