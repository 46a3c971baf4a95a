import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOf, datePattern, formatDateEntry, parseDateEntry } from '../../lib/date-entry';
import { EntryField, type EntryFieldProps } from './entry-field';
import { Spinner } from './spinner';

// The calendar (react-day-picker and date-fns) loads when a calendar is first opened.
const DateCalendar = lazy(() => import('./date-calendar'));

type DateInputProps = EntryFieldProps & {
  min?: string;
  max?: string;
};

/**
 * A date typed in the app's language (pl 01.03.2027, uk 01.03.2027, en 03/01/2027) or picked on a
 * Monday-first calendar that opens with the button beside it. The browser's own date input follows
 * the browser's locale instead of the page's language, hence this field. Values `YYYY-MM-DD`.
 */
export function DateInput({ min, max, ...props }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const pattern = t('dateInput.pattern');
  return (
    <EntryField
      {...props}
      parse={(text) => parseDateEntry(text, locale)}
      show={(value) => formatDateEntry(value, locale)}
      pattern={pattern}
      invalidText={t('dateInput.invalid', { pattern })}
      data={{ 'data-date-order': datePattern(locale).order.join(' ') }}
      picker={{
        label: t('dateInput.open'),
        icon: 'calendar',
        render: ({ current, pick }) => (
          <Suspense fallback={<Spinner />}>
            <DateCalendar locale={locale} selected={dateOf(current)} min={dateOf(min ?? '')} max={dateOf(max ?? '')} onSelect={pick} />
          </Suspense>
        ),
      }}
    />
  );
}
