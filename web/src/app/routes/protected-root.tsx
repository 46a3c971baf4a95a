import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { AppLayout } from '../../components/layouts/app-layout';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { hasRole, useUser } from '../../lib/auth';
import type { Role } from '../../types/api';
import { sidebarEntries } from '../screens';
import { Forbidden } from './forbidden';
import { FullScreenLoadError, FullScreenSpinner } from '../../components/layouts/full-screen-states';

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
  const { data: user, error, mutate } = useUser();
  const matches = useMatches();

  if (error) return <FullScreenLoadError message={error.message} onRetry={() => void mutate()} />;
  if (!user) {
    return <FullScreenSpinner />;
  }

  const navigation = sidebarEntries(user.role).map((row) => ({
    to: row.path,
    label: t(`nav.${row.nav.id}`),
    icon: row.nav.icon,
    group: row.nav.group,
  }));
  const roles = (matches.at(-1)?.handle as ScreenHandle | undefined)?.roles;
  return (
    <AppLayout navigation={navigation} notifications={<NotificationBell />}>
      {!roles || hasRole(user.role, roles) ? <Outlet /> : <Forbidden />}
    </AppLayout>
  );
}
