// The popup calendar of DateInput, loaded lazily: react-day-picker (keyboard grid, labels) on
// date-fns locales, Monday first, weekday and month names from Intl like the rest of the app.
import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { pl } from 'react-day-picker/locale/pl';
import { uk } from 'react-day-picker/locale/uk';
import 'react-day-picker/style.css';
import './date-calendar.css';
import { localIso } from '../../lib/date-entry';
import { capitalFirst } from '../../lib/format';

const LOCALES = { en: enUS, pl, uk } as const;

type DateCalendarProps = { locale: string; selected?: Date; min?: Date; max?: Date; onSelect: (iso: string) => void };

export default function DateCalendar({ locale, selected, min, max, onSelect }: DateCalendarProps) {
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  return (
    <DayPicker
      className="grafik-calendar"
      mode="single"
      required
      autoFocus
      locale={LOCALES[locale as keyof typeof LOCALES] ?? enUS}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected}
      disabled={disabled}
      onSelect={(date) => date && onSelect(localIso(date))}
      formatters={{
        formatWeekdayName: (date) => weekday.format(date),
        // Only the first letter a capital: 'Листопад 2026 р.', not CSS capitalize's 'Листопад 2026 Р.'.
        formatCaption: (date) => capitalFirst(caption.format(date), locale),
      }}
    />
  );
}
