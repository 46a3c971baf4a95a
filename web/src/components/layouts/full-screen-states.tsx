import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/auth';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

/** What a whole screen shows while the app loads what every signed-in screen needs. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary-700 dark:text-primary-400">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

/** When that fails: try again, or sign out (the session may be the problem). */
export function FullScreenLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card role="alert" className="flex w-full max-w-md flex-col items-start gap-3">
        <p className="font-semibold">{t('layout.loadError')}</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">{message}</p>
        <div className="flex gap-2">
          <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
          <Button variant="ghost" onClick={logout}>
            {t('auth.logout')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
