import type { ReactNode } from 'react';

export type ToggleOption<T extends string> = {
  value: T;
  /** Shown as text unless an icon is given. */
  label: string;
  /**
   * The accessible name and tooltip when it differs from the label (an icon, an abbreviation). With
   * a text label it follows the label for screen readers ('EN English'), so the name still holds
   * the visible text that speech users say (WCAG 2.5.3).
   */
  name?: string;
  /** The language of `name` when it is not the page's (a language's own name for itself). */
  lang?: string;
  icon?: ReactNode;
};

type ToggleGroupProps<T extends string> = {
  label: string;
  options: readonly ToggleOption<T>[];
  value: string;
  onChange: (value: T) => void;
};

/** A row of buttons of which one is pressed (a segmented control). */
export function ToggleGroup<T extends string>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 dark:border-stone-700 dark:bg-stone-900"
    >
      {options.map((option) => {
        const name = option.name ?? (option.icon ? option.label : undefined);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            aria-label={option.icon ? name : undefined}
            title={name}
            onClick={() => onChange(option.value)}
            className={'inline-flex min-h-8 min-w-9 items-center justify-center rounded-md px-2 text-xs font-semibold '
              + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
              + (option.value === value
                ? 'bg-primary-100 text-primary-900 dark:bg-primary-900/60 dark:text-primary-100'
                : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800')}
          >
            {option.icon ?? (
              <>
                {option.label}
                {name && name !== option.label && (
                  <span className="sr-only" lang={option.lang}>
                    {` ${name}`}
                  </span>
                )}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
