import { useId, type ComponentProps, type ReactNode } from 'react';

export type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The label only for assistive technology: a group around the field shows what it is. */
  hideLabel?: boolean;
};

export const controlClasses = (error?: string) =>
  'min-h-10 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 '
  + 'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 '
  + 'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 '
  + 'dark:bg-stone-900 dark:text-stone-100 dark:disabled:bg-stone-800 dark:disabled:text-stone-400 '
  + (error ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-700');

/** Label, control, hint and error, tied together for assistive technology. */
export function Field({ label, error, hint, className = '', hideLabel, id, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint and the error under a field or a group of fields, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type InputProps = Omit<ComponentProps<'input'>, 'className'> & FieldProps;

export function Input({ label, error, hint, hideLabel, id, className, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={inputId} className={className}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClasses(error)}
        {...props}
      />
    </Field>
  );
}

type TextareaProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldProps;

export function Textarea({ label, error, hint, hideLabel, id, className, ...props }: TextareaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={inputId} className={className}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClasses(error)}
        rows={3}
        {...props}
      />
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'className'> & FieldProps;

/** A native select: the browser's own keyboard and phone pickers. */
export function Select({ label, error, hint, hideLabel, id, className, children, ...props }: SelectProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={inputId} className={className}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClasses(error)}
        {...props}
      >
        {children}
      </select>
    </Field>
  );
}
