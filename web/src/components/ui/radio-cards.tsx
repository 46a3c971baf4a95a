import { useId, type ReactNode } from 'react';

export type RadioCardOption<T extends string> = { value: T; label: string; icon?: ReactNode };

type RadioCardsProps<T extends string> = {
  legend: string;
  description?: string;
  name: string;
  options: readonly RadioCardOption<T>[];
  value: string;
  onChange: (value: T) => void;
};

/** Native radio buttons drawn as cards: arrow keys and labels work as the browser provides. */
export function RadioCards<T extends string>({ legend, description, name, options, value, onChange }: RadioCardsProps<T>) {
  const id = useId();
  return (
    <fieldset aria-describedby={description ? `${id}-description` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {description && (
        <p id={`${id}-description`} className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
          {description}
        </p>
      )}
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium '
              + 'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 '
              + (option.value === value
                ? 'border-primary-600 bg-primary-50 text-primary-900 dark:border-primary-500 dark:bg-primary-950/50 dark:text-primary-100'
                : 'border-stone-300 hover:bg-stone-50 dark:border-stone-700 dark:hover:bg-stone-800')}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary-700"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
