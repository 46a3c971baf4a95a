import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Brand } from './brand';
import { Preferences } from './preferences';

type AuthLayoutProps = { children?: ReactNode; actions?: ReactNode };

/** The frame of the public screens (and of the consent screen, with a logout action). */
export function AuthLayout({ children, actions }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Brand />
        <div className="flex flex-wrap items-center gap-2">
          <Preferences />
          {actions}
        </div>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
