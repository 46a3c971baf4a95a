import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../lib/auth';
import { Button } from '../ui/button';
import { Brand } from './brand';
import { Preferences } from './preferences';

/** The frame of the signed-in screens; the sidebar joins it later. */
export function AppLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-white px-4 py-3 sm:px-6 dark:border-stone-800 dark:bg-stone-900">
        <Brand />
        <div className="flex flex-wrap items-center gap-2">
          <Preferences />
          <Button variant="ghost" onClick={logout}>
            {t('auth.logout')}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
