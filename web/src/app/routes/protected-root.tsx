import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppLayout } from '../../components/layouts/app-layout';
import { useChatUnread } from '../../features/chat/api/chat';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { shouldRetryOnError } from '../../lib/api';
import { onLogout, useUser } from '../../lib/auth';
import { startLive } from '../../lib/live';
import type { TFunction } from 'i18next';
import type { ChatUnread } from '../../types/api';
import type { FrameContext } from '../router';
import { sidebarEntries } from '../screens';
import { FullScreenLoadError, FullScreenSpinner } from '../../components/layouts/full-screen-states';
import { LoadingState } from '../../components/ui/states';

// A logout deletes this device's push subscription at the API and unsubscribes (features/push),
// with the session's token before it goes. Registered with the frame, which every logout runs in.
onLogout((token) => {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    void import('../../features/push/lib/push').then((push) => push.disablePush(token));
  }
});

/**
 * Web Push upkeep while signed in (features/push/lib/push.ts): the subscription is registered again when its last
 * registration is 7 days old (only when already permitted: the app never asks on its own), and a
 * click on a push that reached a tab the service worker cannot navigate opens its link here.
 */
function usePushUpkeep(signedIn: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    void import('../../features/push/lib/push').then((push) => push.refreshPushIfDue());
    const onMessage = (event: MessageEvent<{ type?: string; link?: string }>) => {
      if (event.data?.type !== 'grafik:push-navigate' || typeof event.data.link !== 'string') return;
      const url = new URL(event.data.link, window.location.origin);
      if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [signedIn, navigate]);
}

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
  const signedIn = Boolean(user);
  // The tab's live connection (lib/live.ts), while the frame shows: events, presence, reconnection.
  useEffect(() => (signedIn ? startLive() : undefined), [signedIn]);
  usePushUpkeep(signedIn);
  const unread = useChatUnread(signedIn);

  if (error) return <FullScreenLoadError message={error.message} onRetry={() => void mutate()} />;
  if (!user) {
    return <FullScreenSpinner />;
  }

  const navigation = sidebarEntries(user.role).map((row) => ({
    to: row.path,
    label: t(`nav.${row.nav.id}`),
    icon: row.nav.icon,
    group: row.nav.group,
    badge: unreadBadge(row.nav.id, unread.data, t),
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

/** The unread messages of the Chat and Direct entries. */
function unreadBadge(id: string, unread: ChatUnread | undefined, t: TFunction) {
  const count = id === 'chat' ? unread?.rooms : id === 'direct' ? unread?.direct : undefined;
  return count ? { count, label: t('chat.unread', { count }) } : undefined;
}
