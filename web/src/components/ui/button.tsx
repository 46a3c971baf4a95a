import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-600',
  /** A positive decision (approve): green, so it never looks like the orange primary or the red danger. */
  success: 'bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-600',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-600',
  ghost: 'text-stone-700 hover:bg-stone-200/70 focus-visible:outline-primary-600 dark:text-stone-200 dark:hover:bg-stone-800',
} as const;

export type ButtonVariant = keyof typeof variants;

/** The button look, also for links that act as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', className = '') {
  return (
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold '
    + 'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 '
    + `disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`
  );
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; isLoading?: boolean };

export function Button({
  variant = 'primary',
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
