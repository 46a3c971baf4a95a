import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOf, datePattern, formatDateEntry, parseDateEntry } from '../../lib/date-entry';
import { Icon } from './icons';
import { controlClasses, describedBy, Field, type FieldProps } from './input';
import { Spinner } from './spinner';

// The calendar (react-day-picker and date-fns) loads when a calendar is first opened.
const DateCalendar = lazy(() => import('./date-calendar'));

type DateInputProps = FieldProps & {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** `YYYY-MM-DD` when the field holds a whole real date, '' when it is empty or not (yet) a date. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
};

/**
 * A date typed in the app's language (pl 01.03.2027, uk 01.03.2027, en 03/01/2027) or picked on a
 * Monday-first calendar that opens with the button beside it. The browser's own date input follows
 * the browser's locale instead of the page's language, hence this field.
 */
export function DateInput({ label, error, hint, className, value, onChange, min, max, required, disabled, id, name }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(() => formatDateEntry(value, locale));
  const [open, setOpen] = useState(false);
  const [typoShown, setTypoShown] = useState(false);
  // The value this field reported last; another value comes from outside and replaces the text.
  const reported = useRef(value);
  const shownLocale = useRef(locale);

  useEffect(() => {
    if (value !== reported.current || locale !== shownLocale.current) {
      reported.current = value;
      shownLocale.current = locale;
      setText(formatDateEntry(value, locale));
      setTypoShown(false);
    }
  }, [value, locale]);

  const report = (next: string) => {
    reported.current = next;
    if (next !== value) onChange(next);
  };

  const pattern = t('dateInput.pattern');
  const typo = typoShown && text.trim() !== '' && parseDateEntry(text, locale) === null ? t('dateInput.invalid', { pattern }) : undefined;
  const shownError = error ?? typo;
  const formatId = `${inputId}-format`;

  const close = (focus: 'input' | 'button' | null) => {
    setOpen(false);
    if (focus === 'input') inputRef.current?.focus();
    if (focus === 'button') buttonRef.current?.focus();
  };

  // The popup stays on screen (a field at the right edge of a phone opens it leftwards), also once
  // the lazy calendar has grown it.
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!open || !popup) return;
    const place = () => {
      popup.style.left = '0px';
      const overflow = popup.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
      if (overflow > 0) popup.style.left = `${-overflow}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(popup);
    return () => observer.disconnect();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <Field label={label} error={shownError} hint={hint} id={inputId} className={className}>
      <div ref={wrapperRef} className="relative">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[formatId, describedBy(inputId, shownError, hint)].filter(Boolean).join(' ')}
          data-date-order={datePattern(locale).order.join(' ')}
          data-value={value}
          className={`${controlClasses(shownError)} pr-12 tabular-nums`}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setTypoShown(false);
            report(next.trim() === '' ? '' : (parseDateEntry(next, locale) ?? ''));
          }}
          onBlur={() => {
            const parsed = parseDateEntry(text, locale);
            // A whole date is rewritten in the language's form ('1.3.2027' -> '01.03.2027').
            if (parsed) setText(formatDateEntry(parsed, locale));
            setTypoShown(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <span id={formatId} className="sr-only">
          {t('dateInput.format', { pattern })}
        </span>
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-label={t('dateInput.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          className={
            'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:bg-stone-100 ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-50 ' +
            'dark:text-stone-300 dark:hover:bg-stone-800'
          }
        >
          <Icon name="calendar" />
        </button>
        {open && (
          <div
            ref={popupRef}
            role="dialog"
            aria-label={label}
            className={
              'absolute left-0 z-30 mt-1 rounded-lg border border-stone-200 bg-white p-2 text-stone-900 shadow-lg ' +
              'dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100'
            }
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close('button');
              }
            }}
          >
            <Suspense fallback={<Spinner />}>
              <DateCalendar
                locale={locale}
                selected={dateOf(parseDateEntry(text, locale) ?? value)}
                min={dateOf(min ?? '')}
                max={dateOf(max ?? '')}
                onSelect={(iso) => {
                  setText(formatDateEntry(iso, locale));
                  setTypoShown(false);
                  report(iso);
                  close('input');
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </Field>
  );
}
