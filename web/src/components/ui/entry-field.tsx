import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import { controlClasses, describedBy, Field, type FieldProps } from './input';

/** What every typed-value field takes (DateInput, MonthInput, TimeInput). */
export type EntryFieldProps = FieldProps & {
  /** The value in the API's form (`YYYY-MM-DD`, `YYYY-MM`, `HH:MM`), or '' for none. */
  value: string;
  /** The value when the field holds a whole one, '' when it is empty or not (yet) a value. */
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Ids of further texts about the field: the zone and error of the group it belongs to. */
  describedBy?: string;
  /** Invalid for an error shown elsewhere (its group's). */
  invalid?: boolean;
};

/** A popup beside the field: the button that opens it and what it holds. */
export type Picker = {
  /** The button's name ('Open calendar'). */
  label: string;
  icon: IconName;
  /** The popup's content: `pick` fills the field, closes the popup and focuses the field. */
  render: (props: { current: string; pick: (value: string) => void }) => ReactNode;
};

type EntryFieldOwnProps = EntryFieldProps & {
  /** The value of a typed text, or null when it is none. */
  parse: (text: string) => string | null;
  /** A value as the field writes it; '' for none. */
  show: (value: string) => string;
  /** The form to type ('dd.mm.rrrr'): the placeholder and the format read to screen readers. */
  pattern: string;
  /** Said when the text left behind is not a value. */
  invalidText: string;
  inputMode?: 'numeric' | 'text';
  inputClassName?: string;
  /** `data-*` attributes of the input (tests read how a language orders a date). */
  data?: Record<`data-${string}`, string>;
  picker?: Picker;
};

/**
 * A value typed in the app's language, not the browser's: the text is the person's until it is a
 * whole value, which it reports and writes back in the language's form when the field is left; a
 * text that is no value says how to write one. An optional picker opens in a popup beside it
 * (Alt+ArrowDown from the field, Escape closes it), placed to stay on screen.
 */
export function EntryField({
  label,
  error,
  hint,
  className,
  hideLabel,
  value,
  onChange,
  required,
  disabled,
  id,
  name,
  describedBy: extraDescribedBy,
  invalid,
  parse,
  show,
  pattern,
  invalidText,
  inputMode = 'numeric',
  inputClassName = '',
  data,
  picker,
}: EntryFieldOwnProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const shown = show(value);
  const [text, setText] = useState(shown);
  const [open, setOpen] = useState(false);
  const [typoShown, setTypoShown] = useState(false);
  // The value this field reported last and how it was written; another value (or the same one in
  // another language) comes from outside and replaces the text.
  const reported = useRef(value);
  const written = useRef(shown);

  useEffect(() => {
    if (value !== reported.current || shown !== written.current) {
      reported.current = value;
      written.current = shown;
      setText(shown);
      setTypoShown(false);
    }
  }, [value, shown]);

  const report = (next: string) => {
    reported.current = next;
    written.current = show(next);
    if (next !== value) onChange(next);
  };

  const typo = typoShown && text.trim() !== '' && parse(text) === null ? invalidText : undefined;
  const shownError = error ?? typo;
  const formatId = `${inputId}-format`;

  const close = (focus: 'input' | 'button' | null) => {
    setOpen(false);
    if (focus === 'input') inputRef.current?.focus();
    if (focus === 'button') buttonRef.current?.focus();
  };

  // The popup stays on screen (a field at the right edge of a phone opens it leftwards), also once
  // lazy content has grown it.
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
    <Field label={label} error={shownError} hint={hint} hideLabel={hideLabel} id={inputId} className={className}>
      <div ref={wrapperRef} className="relative">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          placeholder={pattern}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={shownError || invalid ? true : undefined}
          aria-describedby={[formatId, describedBy(inputId, shownError, hint), extraDescribedBy].filter(Boolean).join(' ')}
          data-value={value}
          {...data}
          className={`${controlClasses(shownError)} ${picker ? 'pr-12' : ''} tabular-nums ${inputClassName}`}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setTypoShown(false);
            report(next.trim() === '' ? '' : (parse(next) ?? ''));
          }}
          onBlur={() => {
            const parsed = parse(text);
            // A whole value is rewritten in the language's form ('1.3.2027' -> '01.03.2027').
            if (parsed) setText(show(parsed));
            setTypoShown(true);
          }}
          onKeyDown={(event) => {
            if (picker && event.key === 'ArrowDown' && event.altKey) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        <span id={formatId} className="sr-only">
          {t('dateInput.format', { pattern })}
        </span>
        {picker && (
          <button
            ref={buttonRef}
            type="button"
            disabled={disabled}
            aria-label={picker.label}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
            className={'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:bg-stone-100 '
              + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-50 '
              + 'dark:text-stone-300 dark:hover:bg-stone-800'}
          >
            <Icon name={picker.icon} />
          </button>
        )}
        {picker && open && (
          <div
            ref={popupRef}
            role="dialog"
            aria-label={label}
            className={'absolute left-0 z-30 mt-1 rounded-lg border border-stone-200 bg-white p-2 text-stone-900 shadow-lg '
              + 'dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100'}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                // The popup closes, not the dialog the field may be in.
                event.preventDefault();
                event.stopPropagation();
                close('button');
              }
            }}
          >
            <PickerContent
              render={picker.render}
              current={parse(text) ?? value}
              pick={(next) => {
                setText(show(next));
                setTypoShown(false);
                report(next);
                close('input');
              }}
            />
          </div>
        )}
      </div>
    </Field>
  );
}

/** The popup's content, rendered as its own component (its `pick` is an event handler, not read while rendering). */
function PickerContent({ render, current, pick }: { render: Picker['render']; current: string; pick: (value: string) => void }) {
  return render({ current, pick });
}
