import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useHostTenant } from '../../../lib/tenant';

type AuthCardProps = { heading: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The card of a public screen, under the name of the company whose host this is. */
export function AuthCard({ heading, intro, children, footer }: AuthCardProps) {
  const { data: tenant } = useHostTenant();
  return (
    <div className="flex w-full max-w-sm flex-col gap-4 self-start sm:self-auto">
      <Card>
        <div className="mb-6">
          {tenant?.exists && tenant.name && <p className="text-2xl font-bold text-primary-700 dark:text-primary-400">{tenant.name}</p>}
          <h1 className="mt-1 text-lg font-semibold">{heading}</h1>
          {intro && <div className="mt-1 text-sm text-stone-600 dark:text-stone-400">{intro}</div>}
        </div>
        {children}
      </Card>
      {footer && <div className="flex flex-col items-center gap-1 text-center text-sm">{footer}</div>}
    </div>
  );
}

/** A text link of the public screens. */
export const linkClasses =
  'font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 '
  + 'focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-400';
