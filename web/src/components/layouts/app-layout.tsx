import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useLogout, useUser } from '../../lib/auth';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { UserAvatar } from '../ui/user-avatar';
import { Brand } from './brand';
import { Preferences } from './preferences';
import { SidebarNav, type NavItem } from './sidebar-nav';

type AppLayoutProps = {
  navigation: readonly NavItem[];
  /** The notification bell, when the notifications feature provides one. */
  notifications?: ReactNode;
  children?: ReactNode;
};

// Tailwind's `md`: below it the sidebar folds into the menu.
const WIDE_SCREEN = '(min-width: 48rem)';

/** The frame of the signed-in screens: sidebar (a menu on phones), header and the screen. */
export function AppLayout({ navigation, notifications, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { data: user } = useUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The phone menu has no place on a wide screen (a rotated tablet).
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  const name = user ? user.full_name || user.email : '';
  const role = user ? t(`roles.${user.role}`) : '';

  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-stone-900"
      >
        {t('layout.skipToContent')}
      </a>

      <div className="hidden border-r border-stone-200 bg-white md:block dark:border-stone-800 dark:bg-stone-900">
        <aside className="sticky top-0 flex h-dvh flex-col overflow-y-auto">
          <div className="flex h-16 shrink-0 items-center px-6">
            <Brand />
          </div>
          <SidebarNav items={navigation} />
        </aside>
      </div>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-stone-200 bg-white/90 px-3 backdrop-blur sm:px-6 dark:border-stone-800 dark:bg-stone-900/90">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            aria-label={t('nav.openMenu')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 md:hidden dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <Icon name="menu" className="size-6" />
          </button>
          <div className="flex md:hidden">
            <Brand />
          </div>

          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            {notifications}
            <div className="hidden md:block">
              <Preferences />
            </div>
            {user && (
              <div className="hidden min-w-0 items-center gap-2 sm:flex" aria-label={t('layout.account')}>
                <div className="min-w-0 text-right leading-tight">
                  <p className="max-w-48 truncate text-sm font-semibold" data-testid="user-name">
                    {name}
                  </p>
                  <p className="text-xs text-stone-500 dark:text-stone-400">{role}</p>
                </div>
                <UserAvatar person={user} size="sm" />
              </div>
            )}
            <button
              type="button"
              onClick={logout}
              className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-200 dark:hover:bg-stone-800"
            >
              <Icon name="logout" />
              {t('auth.logout')}
            </button>
          </div>
        </header>

        <main id="main" tabIndex={-1} className="w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
          {children ?? <Outlet />}
        </main>
      </div>

      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('nav.label')}
        hideTitle
        variant="drawer"
        initialFocus={closeRef}
        className="md:hidden"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 px-4 dark:border-stone-800">
          <Brand />
          <button
            ref={closeRef}
            type="button"
            onClick={() => setMenuOpen(false)}
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        {user && (
          <div className="flex items-center gap-3 border-b border-stone-200 px-6 py-3 dark:border-stone-800">
            <UserAvatar person={user} size="sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{name}</p>
              <p className="text-xs text-stone-500 dark:text-stone-400">{role}</p>
            </div>
          </div>
        )}
        <div className="flex-1 overflow-y-auto">
          <SidebarNav items={navigation} onNavigate={() => setMenuOpen(false)} />
        </div>
        <div className="border-t border-stone-200 px-4 py-4 dark:border-stone-800">
          <Preferences />
        </div>
      </Dialog>
    </div>
  );
}
