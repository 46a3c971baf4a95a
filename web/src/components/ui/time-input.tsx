import { useTranslation } from 'react-i18next';
import { formatTimeEntry, parseTimeEntry } from '../../lib/date-entry';
import { EntryField, type EntryFieldProps } from './entry-field';

/**
 * A time of day on a 24-hour clock in every language ('07:30'; '7.30', '730' and '7' are
 * understood too). The browser's own time input shows AM/PM to an en-US browser. Values `HH:MM`.
 */
export function TimeInput(props: EntryFieldProps) {
  const { t } = useTranslation();
  const pattern = t('timeInput.pattern');
  return (
    <EntryField
      {...props}
      parse={parseTimeEntry}
      show={formatTimeEntry}
      pattern={pattern}
      invalidText={t('timeInput.invalid', { pattern })}
    />
  );
}
