import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLogout } from '../../../lib/auth';
import { useHasConsent } from '../api/consent';
import { ConsentScreen } from './consent-screen';

/**
 * A signed-in user who has not accepted the current terms sees only the consent screen
 * (spec/product-rules.md "Consent"); everything else waits behind this gate.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { data: accepted, error, mutate, isLoading } = useHasConsent();

  if (error) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <Card role="alert" className="flex w-full max-w-md flex-col items-start gap-3">
          <p className="font-semibold">{t('layout.loadError')}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">{error.message}</p>
          <div className="flex gap-2">
            <Button onClick={() => void mutate()}>{t('common.tryAgain')}</Button>
            <Button variant="ghost" onClick={logout}>
              {t('auth.logout')}
            </Button>
          </div>
        </Card>
      </main>
    );
  }
  if (isLoading || accepted === undefined) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-primary-700 dark:text-primary-400">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }
  if (!accepted) return <ConsentScreen onAccepted={() => void mutate(true, { revalidate: false })} />;
  return children;
}
