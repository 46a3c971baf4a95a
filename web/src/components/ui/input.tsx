import { useId, type ComponentProps } from 'react';

type InputProps = ComponentProps<'input'> & { label: string; error?: string };

export function Input({ label, error, id, className = '', ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'min-h-10 rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ' +
          'dark:bg-stone-900 dark:text-stone-100 ' +
          (error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-700')
        }
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
