import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

const looks = {
  error: {
    icon: 'alert',
    className: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
  },
  success: {
    icon: 'check',
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  },
  info: {
    icon: 'info',
    className: 'border-stone-200 bg-stone-100 text-stone-800 dark:border-stone-700 dark:bg-stone-800/60 dark:text-stone-200',
  },
  locked: {
    icon: 'lock',
    className: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  },
} satisfies Record<string, { icon: IconName; className: string }>;

type AlertProps = { variant?: keyof typeof looks; title?: string; children?: ReactNode; className?: string; live?: boolean };

/** A notice inside a screen. `live` announces it (role=alert) when it appears. */
export function Alert({ variant = 'error', title, children, className = '', live = variant === 'error' }: AlertProps) {
  const look = looks[variant];
  return (
    <div role={live ? 'alert' : undefined} className={`flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm ${look.className} ${className}`}>
      <Icon name={look.icon} className="mt-0.5 size-4" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
