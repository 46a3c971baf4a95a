import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import { useCompanyToday } from '../../../lib/schedule';
import type { Role } from '../../../types/api';

/**
 * A card another feature shows under the greeting (my shift, the employees' shift status), to the
 * roles given. The app passes them in (app/routes/dashboard.tsx): features never import each other.
 */
export type DashboardCard = { id: string; roles: readonly Role[]; element: ReactNode };

/** The greeting with the role and the company's today, then the cards for the user's role. */
export function DashboardPage({ cards = [] }: { cards?: readonly DashboardCard[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { data: user, error, mutate } = useUser();
  const format = useFormat();
  const today = useCompanyToday();

  if (error) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p className="font-semibold">{t('dashboard.loadError')}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{error.message}</p>
        <Button variant="ghost" onClick={() => void mutate()}>
          {t('common.tryAgain')}
        </Button>
      </Card>
    );
  }
  if (!user) {
    return (
      <div className="flex justify-center py-16 text-primary-700 dark:text-primary-400">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h1 className="text-2xl font-bold">{t('dashboard.greeting', { name: user.full_name || user.email })}</h1>
        <p className="mt-2 text-stone-600 dark:text-stone-400">{t('dashboard.role', { role: t(`roles.${user.role}`) })}</p>
        <p className="mt-1 text-stone-600 dark:text-stone-400" data-testid="today">
          {t('dashboard.today', { date: format.day(today, { dateStyle: 'full' }) })}
        </p>
      </Card>
      {cards
        .filter((card) => card.roles.includes(user.role))
        .map((card) => <Fragment key={card.id}>{card.element}</Fragment>)}
    </div>
  );
}
