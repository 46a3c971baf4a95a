import { useId } from 'react';

type SwitchProps = { label: string; description?: string; checked: boolean; onChange: (checked: boolean) => void };

export function Switch({ label, description, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-stone-600 dark:text-stone-400">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onChange(!checked)}
        className={'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors '
          + 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 '
          + (checked ? 'bg-primary-700' : 'bg-stone-300 dark:bg-stone-700')}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
