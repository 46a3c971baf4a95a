// A change awaiting approval as people read it: what it is (a week from a date, an exception, the
// preferences) and what it says, in the app's language, so that an admin decides knowing it and
// the person sees what waits.
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { AvailabilityChange } from '../../../types/api';

type Window = { start: string; end: string };
type Day = { mode: 'all' | 'none' | 'windows'; windows: Window[] };

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const windowsText = (windows: readonly Window[]) => windows.map((w) => `${w.start}–${w.end}`).join(', ');

export function ChangeSummary({ change }: { change: AvailabilityChange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const p = change.payload as Record<string, unknown>;
  const date = (value: unknown) => (isDate(value) ? format.day(value) : '');
  const dayText = (day: Day | undefined) =>
    !day ? '' : day.mode === 'windows' ? windowsText(day.windows) : t(`availability.modes.${day.mode}`);
  let title: string;
  let details: string[] = [];
  switch (change.kind) {
    case 'version': {
      title = t('availability.approvals.version', { date: date(p.valid_from) });
      const days = (p.days ?? {}) as Record<string, Day>;
      details = (['1', '2', '3', '4', '5', '6', '7'] as const).map((key) => `${t(`availability.weekdays.${key}`)}: ${dayText(days[key])}`);
      break;
    }
    case 'exception_add':
      title = t('availability.approvals.exceptionAdd', { start: date(p.start_date), end: date(p.end_date) });
      details = [
        p.kind === 'windows' ? windowsText((p.windows ?? []) as Window[]) : t('availability.modes.none'),
        typeof p.reason === 'string' && p.reason ? p.reason : '',
      ].filter(Boolean);
      break;
    case 'exception_delete':
      title = t('availability.approvals.exceptionDelete', { start: date(p.start_date), end: date(p.end_date) });
      break;
    default: {
      title = t('availability.approvals.preferences');
      const types = Object.entries((p.shift_types ?? {}) as Record<string, string>)
        .map(([name, value]) => `${value === 'prefer' ? '+' : '−'}${name}`)
        .join(', ');
      const amount = (p.hours_per_week ?? p.shifts_per_week) as number | null | undefined;
      details = [
        p.weekends_off ? t('availability.preferences.weekendsOff') : '',
        amount
          ? `${t('availability.preferences.wish')}: ${amount} ${
            t(p.hours_per_week ? 'availability.preferences.hours' : 'availability.preferences.shifts')
          }`
          : '',
        types ? `${t('availability.preferences.shiftTypes')}: ${types}` : '',
      ].filter(Boolean);
    }
  }
  return (
    <div className="text-sm">
      <p className="font-medium">{title}</p>
      {details.length > 0 && (
        <ul className="mt-1 grid grid-cols-1 gap-x-4 text-stone-700 sm:grid-cols-2 lg:grid-cols-4 dark:text-stone-300">
          {details.map((line, i) => <li key={i}>{line}</li>)}
        </ul>
      )}
      <p className="mt-1 text-stone-600 dark:text-stone-400">
        {t('availability.approvals.asked', { time: format.dateTime(change.created_at) })}
      </p>
    </div>
  );
}
