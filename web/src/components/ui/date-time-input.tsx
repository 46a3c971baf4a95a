import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinWallTime, splitWallTime } from '../../lib/date-entry';
import { DateInput } from './date-input';
import { describedBy, FieldNotes } from './input';
import { TimeInput } from './time-input';

type DateTimeInputProps = {
  label: string;
  /** The wall time `YYYY-MM-DDTHH:MM` (lib/schedule.ts converts it to an instant of a zone), or ''. */
  value: string;
  /** The wall time when both the date and the time are whole, else ''. */
  onChange: (value: string) => void;
  /** Said under both (the time zone of the wall time). */
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/**
 * A date (DateInput: typed in the app's language or picked on the Monday-first calendar) and a
 * 24-hour time (TimeInput) as one labelled group, in place of the browser's datetime-local that
 * follows the browser's locale.
 */
export function DateTimeInput({ label, value, onChange, hint, error, className = '' }: DateTimeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState(() => splitWallTime(value));
  // The value this group reported last; another one comes from outside and replaces both parts.
  const reported = useRef(value);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setParts(splitWallTime(value));
    }
  }, [value]);

  const update = (next: { date: string; time: string }) => {
    setParts(next);
    const wall = joinWallTime(next.date, next.time);
    reported.current = wall;
    if (wall !== value) onChange(wall);
  };

  // Both parts are read with the group's zone and error, and marked invalid with it.
  const shared = { hideLabel: true, describedBy: describedBy(id, error, hint), invalid: !!error };
  return (
    <fieldset className={`flex min-w-0 flex-col gap-1.5 ${className}`} data-value={value}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <DateInput {...shared} label={t('dateTimeInput.date')} value={parts.date} onChange={(date) => update({ ...parts, date })} />
        <TimeInput {...shared} label={t('dateTimeInput.time')} value={parts.time} onChange={(time) => update({ ...parts, time })} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
