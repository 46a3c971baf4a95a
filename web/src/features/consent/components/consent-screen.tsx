import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { useLogout } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { acceptConsent, useConsent } from '../api/consent';

export function ConsentScreen({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('consent.title'));
  const logout = useLogout();
  const { data: consent, error, mutate } = useConsent();
  const [isSubmitting, setSubmitting] = useState(false);

  async function accept(version: string) {
    setSubmitting(true);
    try {
      await acceptConsent(version);
      toast.success(t('consent.accepted'));
      onAccepted();
    } catch (failure) {
      setSubmitting(false);
      toast.error(t('consent.failure'), failure instanceof ApiError ? failure.message : t('errors.unknown'));
      // A newer version may have been published meanwhile: show it.
      void mutate();
    }
  }

  return (
    <AuthLayout
      actions={
        <Button variant="ghost" onClick={logout}>
          {t('auth.logout')}
        </Button>
      }
    >
      <Card className="w-full max-w-xl self-start sm:self-auto">
        <h1 className="text-2xl font-bold">{t('consent.heading')}</h1>
        {error
          ? (
            <Alert className="mt-4" title={t('consent.loadError')}>
              <p>{error.message}</p>
              <Button variant="ghost" className="mt-2" onClick={() => void mutate()}>
                {t('common.tryAgain')}
              </Button>
            </Alert>
          )
          : !consent
          ? (
            <div className="flex justify-center py-10 text-primary-700 dark:text-primary-400">
              <Spinner size="lg" label={t('common.loading')} />
            </div>
          )
          : (
            <>
              <p className="mt-1 text-sm text-stone-500 dark:text-stone-400">{t('consent.version', { version: consent.terms_version })}</p>
              <p className="mt-4 font-medium">{t('consent.intro')}</p>
              <div className="mt-3 flex max-h-[50dvh] flex-col gap-3 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm leading-relaxed text-stone-700 dark:border-stone-800 dark:bg-stone-950/40 dark:text-stone-300">
                <p>{t('consent.body1')}</p>
                <p>{t('consent.body2')}</p>
                <p>{t('consent.body3')}</p>
              </div>
              <Button className="mt-6 w-full sm:w-auto" isLoading={isSubmitting} onClick={() => void accept(consent.terms_version)}>
                {t('consent.accept')}
              </Button>
            </>
          )}
      </Card>
    </AuthLayout>
  );
}
