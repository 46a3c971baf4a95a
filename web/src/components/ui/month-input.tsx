import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonthsTo, formatMonthEntry, localIso, parseMonthEntry } from '../../lib/date-entry';
import { EntryField, type EntryFieldProps } from './entry-field';
import { Icon } from './icons';

/**
 * A month typed or shown with its name in the app's language ('listopad 2026', 'November 2026';
 * '11.2026' and 'lis 2026' are understood too) or picked from the months of a year in a popup
 * beside it. The browser's own month input follows the browser's locale. Values `YYYY-MM`.
 */
export function MonthInput(props: EntryFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const pattern = t('monthInput.pattern');
  return (
    <EntryField
      {...props}
      inputMode="text"
      parse={(text) => parseMonthEntry(text, locale)}
      show={(value) => formatMonthEntry(value, locale)}
      pattern={pattern}
      invalidText={t('monthInput.invalid', { pattern })}
      picker={{
        label: t('monthInput.open'),
        icon: 'calendar',
        render: ({ current, pick }) => <MonthGrid locale={locale} selected={current} onSelect={pick} />,
      }}
    />
  );
}

// Arrow keys move by a month (left, right) or a row of three (up, down), Page Up/Down by a year,
// Home and End to January and December.
const MOVES: Record<string, (month: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: () => -3,
  ArrowDown: () => 3,
  PageUp: () => -12,
  PageDown: () => 12,
  Home: (month) => 1 - month,
  End: (month) => 12 - month,
};

const buttonLook =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400';

/** The twelve months of a year, the chosen one marked and focused; one Tab stop, arrows between months. */
function MonthGrid({ locale, selected, onSelect }: { locale: string; selected: string; onSelect: (month: string) => void }) {
  const { t } = useTranslation();
  // Without a month yet, the browser's: only where the grid opens.
  const [focused, setFocused] = useState(() => (/^\d{4}-\d{2}$/.test(selected) ? selected : localIso(new Date()).slice(0, 7)));
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(true);
  const year = Number(focused.slice(0, 4));
  const short = new Intl.DateTimeFormat(locale, { month: 'short' });

  // A layout effect: the focus has moved before the next key is handled (Enter picks it).
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const move = (months: number, focus: boolean) => {
    const next = addMonthsTo(focused, months);
    if (next < '1000-01' || next > '9999-12') return;
    moved.current = focus;
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(Number(focused.slice(5))), true);
  };

  return (
    <div className="flex w-64 flex-col gap-2 p-1">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('monthInput.previousYear')}
          onClick={() => move(-12, false)}
          className={`${buttonLook} p-2 hover:bg-stone-100 dark:hover:bg-stone-800`}
        >
          <Icon name="chevronLeft" />
        </button>
        <span aria-live="polite" className="font-semibold tabular-nums">
          {year}
        </span>
        <button
          type="button"
          aria-label={t('monthInput.nextYear')}
          onClick={() => move(12, false)}
          className={`${buttonLook} p-2 hover:bg-stone-100 dark:hover:bg-stone-800`}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      <div ref={grid} role="group" aria-label={String(year)} className="grid grid-cols-3 gap-1" onKeyDown={onKeyDown}>
        {Array.from({ length: 12 }, (_, index) => {
          const month = `${focused.slice(0, 4)}-${String(index + 1).padStart(2, '0')}`;
          const chosen = month === selected;
          return (
            <button
              key={month}
              type="button"
              tabIndex={month === focused ? 0 : -1}
              aria-pressed={chosen}
              data-month={month}
              onClick={() => onSelect(month)}
              onFocus={() => setFocused(month)}
              className={`${buttonLook} h-10 text-sm capitalize `
                + (chosen
                  ? 'bg-primary-700 font-semibold text-white dark:bg-primary-400 dark:text-stone-950'
                  : 'hover:bg-stone-100 dark:hover:bg-stone-800')}
            >
              {/* The short name shows; the whole name and the year are read. */}
              <span aria-hidden="true">{short.format(new Date(year, index, 1))}</span>
              <span className="sr-only">{formatMonthEntry(month, locale)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
