import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './icons';
import { FieldNotes } from './input';

export type ComboboxOption = { value: string; label?: string; hint?: string };

type ComboboxProps = {
  label: string;
  /** The chosen value; the field can only hold one of the options. */
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Shown when nothing matches what was typed. */
  noResults: string;
  error?: string;
  hint?: string;
  name?: string;
  className?: string;
};

/** Lower case, with underscores and slashes as spaces: "europe warsaw" finds Europe/Warsaw. */
const fold = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ');

/**
 * A searchable select (WAI-ARIA combobox with a list box): typing filters the options, arrow keys
 * move, Enter picks, Escape gives the typed text up. Leaving the field keeps the chosen value unless
 * the text names another option exactly, so it never holds a value outside the list.
 */
export function Combobox({ label, value, onChange, options, noResults, error, hint, name, className = '' }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the value
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => {
    if (!query) return options;
    const words = fold(query).split(' ').filter(Boolean);
    return options.filter((option) => {
      const text = fold(`${option.value} ${option.label ?? ''} ${option.hint ?? ''}`);
      return words.every((word) => text.includes(word));
    });
  }, [options, query]);

  const selected = options.find((option) => option.value === value);
  const shown = query ?? selected?.label ?? value;

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function openList() {
    setOpen(true);
    const index = query ? 0 : Math.max(0, options.findIndex((option) => option.value === value));
    setActive(index);
  }

  function pick(option: ComboboxOption | undefined) {
    if (option) onChange(option.value);
    setQuery(null);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (open && matches.length) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : matches.length - 1);
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault(); // picking an option does not submit the form
          pick(matches[active]);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation(); // inside a dialog, Escape closes the list first
          setQuery(null);
          setOpen(false);
        }
        break;
    }
  }

  function handleBlur() {
    if (query !== null) {
      const exact = options.find((option) => fold(option.value) === fold(query.trim()));
      if (exact) onChange(exact.value);
    }
    setQuery(null);
    setOpen(false);
  }

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const activeOption = open ? matches[active] : undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          className={'min-h-10 w-full rounded-lg border bg-white py-2 pr-9 pl-3 text-base text-stone-900 '
            + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
            + 'dark:bg-stone-900 dark:text-stone-100 '
            + (error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-700')}
        />
        <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500" />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              // Keep the focus in the input: the click picks, the blur must not run first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseMove={() => index !== active && setActive(index)}
              className={'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm '
                + (index === active ? 'bg-primary-100 text-primary-900 dark:bg-primary-900/60 dark:text-primary-100 ' : '')
                + (option.value === value ? 'font-semibold' : '')}
            >
              <span className="min-w-0 break-words">{option.label ?? option.value}</span>
              {option.hint && <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">{option.hint}</span>}
            </li>
          ))}
          {matches.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled className="px-3 py-2 text-sm text-stone-500 dark:text-stone-400">
              {noResults}
            </li>
          )}
        </ul>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
