import { Outlet } from 'react-router-dom';
import { Brand } from './brand';
import { Preferences } from './preferences';

/** The frame of the public screens (login now; sign-up and recovery later). */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Brand />
        <Preferences />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}
