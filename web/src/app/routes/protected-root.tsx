import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { AppLayout } from '../../components/layouts/app-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { hasRole, useLogout, useUser } from '../../lib/auth';
import type { Role } from '../../types/api';
import { sidebarEntries } from '../screens';
import { Forbidden } from './forbidden';

/** What a signed-in route tells the frame (route `handle`). */
export type ScreenHandle = { roles?: readonly Role[] };

/** Every signed-in screen: first the consent gate, then the frame with the sidebar for the role. */
export function ProtectedRoot() {
  useUser(); // starts loading the user beside the consent check
  return (
    <ConsentGate>
      <SignedInFrame />
    </ConsentGate>
  );
}

function SignedInFrame() {
  const { t } = useTranslation();
  const logout = useLogout();
  const { data: user, error, mutate } = useUser();
  const matches = useMatches();

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
  if (!user) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-primary-700 dark:text-primary-400">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }

  const navigation = sidebarEntries(user.role).map((row) => ({
    to: row.path,
    label: t(`nav.${row.nav.id}`),
    icon: row.nav.icon,
    group: row.nav.group,
  }));
  const roles = (matches.at(-1)?.handle as ScreenHandle | undefined)?.roles;
  return <AppLayout navigation={navigation}>{!roles || hasRole(user.role, roles) ? <Outlet /> : <Forbidden />}</AppLayout>;
}
