import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppLayout } from '../../components/layouts/app-layout';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { shouldRetryOnError } from '../../lib/api';
import { useUser } from '../../lib/auth';
import type { FrameContext } from '../router';
import { sidebarEntries } from '../screens';
import { FullScreenLoadError, FullScreenSpinner } from '../../components/layouts/full-screen-states';
import { LoadingState } from '../../components/ui/states';

/** Every signed-in screen: first the consent gate, then the frame with the sidebar for the role. */
export function ProtectedRoot() {
  // SWR's options for every signed-in screen; the public screens do not load SWR.
  return (
    <SWRConfig value={{ shouldRetryOnError }}>
      <SignedIn />
    </SWRConfig>
  );
}

function SignedIn() {
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
  const frame: FrameContext = { role: user.role };
  return (
    <AppLayout navigation={navigation} notifications={<NotificationBell />}>
      {/* While the screen's code loads (router.tsx preloads the first one). */}
      <Suspense fallback={<LoadingState />}>
        <Outlet context={frame} />
      </Suspense>
    </AppLayout>
  );
}
