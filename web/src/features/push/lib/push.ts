// Web Push in the browser (spec sections 4, 8, 9; docs/push.md): the service worker at the root
// (/push-sw.js), the permission, the subscription sent to POST /push/register, its refresh after 7
// days and its removal on logout. Nothing here throws: every failure of spec section 8 is logged
// (console.warn, a clear text) and the call answers null, also telling `onError` which it was.
import { PUSH_SW_ACTIVATION_TIMEOUT_MS, PUSH_SW_PATH } from '../../../../../worker/features/push/kinds';
import type { PushLang, PushPreferences, PushPublicKey, PushSubscriptionPublic } from '../../../types/api';
import { api } from '../../../lib/api';
import { i18n, LANGUAGES } from '../../../lib/i18n';
import {
  applicationServerKey,
  maySubscribe,
  permissionState,
  PUSH_ERRORS,
  refreshDue,
  subscriptionToken,
  type PushErrorCode,
  type PushPermission,
} from './push-state';

export type { PushErrorCode, PushPermission };

export const PUSH_PREFERENCES_PATH = '/v1/push/preferences';
const getPublicKey = () => api.get<PushPublicKey>('/v1/push/public-key');
const registerSubscription = (token: { endpoint: string; keys: { p256dh: string; auth: string } }, lang: PushLang) =>
  api.post<PushSubscriptionPublic>('/v1/push/register', { token, lang });
export const savePushPreferences = (mutedKinds: string[]) => api.put<PushPreferences>(PUSH_PREFERENCES_PATH, { muted_kinds: mutedKinds });

/** When this device last registered its subscription (ms since the epoch, as text). */
export const REGISTERED_AT_KEY = 'grafik.push.registeredAt';

export type OnPushError = (code: PushErrorCode) => void;

function fail(code: PushErrorCode, onError?: OnPushError, cause?: unknown): null {
  console.warn(`[push] ${PUSH_ERRORS[code]}`, ...(cause === undefined ? [] : [cause]));
  onError?.(code);
  return null;
}

const inWindow = () => typeof window !== 'undefined' && typeof navigator !== 'undefined';

/** The permission state of this device, without asking. */
export function currentPermission(): PushPermission {
  if (!inWindow()) return 'unsupported';
  return permissionState({
    window: true,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
  });
}

/** What a browser must offer for push; null (logged) when it does not. */
function supported(onError?: OnPushError): true | null {
  if (!inWindow()) return fail('no-window', onError);
  if (currentPermission() === 'unsupported') return fail('unsupported', onError);
  // The push subscription is kept by the browser in IndexedDB-backed storage; without it nothing persists.
  if (!('indexedDB' in window) || !window.indexedDB) return fail('indexeddb-unsupported', onError);
  return true;
}

const lang = (): PushLang => {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (LANGUAGES as readonly string[]).includes(current) ? (current as PushLang) : 'en';
};

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not active after ${ms} ms`)), ms));

/** The root service worker, registered and active within 10 s; null (logged) otherwise. */
export async function registerServiceWorker(onError?: OnPushError): Promise<ServiceWorkerRegistration | null> {
  if (!supported(onError)) return null;
  try {
    await navigator.serviceWorker.register(PUSH_SW_PATH, { scope: '/' });
    return await Promise.race([navigator.serviceWorker.ready, timeout(PUSH_SW_ACTIVATION_TIMEOUT_MS)]);
  } catch (error) {
    return fail('sw-registration-failed', onError, error);
  }
}

/** The subscription this device has now, if any (no prompt, no registration). */
export async function existingSubscription(): Promise<PushSubscription | null> {
  if (currentPermission() === 'unsupported') return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** Subscribes (or reuses the subscription) and sends it to the API; `update` words the errors as a refresh. */
async function subscribeAndSend(onError: OnPushError | undefined, update: boolean): Promise<PushSubscription | null> {
  const failed: PushErrorCode = update ? 'update-failed' : 'subscribe-failed';
  const noToken: PushErrorCode = update ? 'update-no-token' : 'subscribe-no-token';
  let key: string | null;
  try {
    key = (await getPublicKey()).public_key;
  } catch (error) {
    return fail(failed, onError, error);
  }
  if (!key) return fail('missing-config', onError);
  const registration = await registerServiceWorker(onError);
  if (!registration) return null;
  let subscription: PushSubscription | null;
  try {
    subscription = (await registration.pushManager.getSubscription())
      ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }));
  } catch (error) {
    return fail(failed, onError, error);
  }
  const token = subscriptionToken(subscription?.toJSON());
  if (!subscription || !token) return fail(noToken, onError);
  try {
    await registerSubscription(token, lang());
  } catch (error) {
    return fail(failed, onError, error);
  }
  localStorage.setItem(REGISTERED_AT_KEY, String(Date.now()));
  return subscription;
}

/**
 * The settings' "enable": asks for the permission (a click, never at start-up), then subscribes and
 * registers. Null when anything fails (logged; `onError` tells which).
 */
export async function enablePush(onError?: OnPushError): Promise<PushSubscription | null> {
  if (!supported(onError)) return null;
  let permission: NotificationPermission;
  try {
    permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  } catch (error) {
    return fail('permission-dismissed', onError, error);
  }
  if (permission === 'denied') return fail('permission-blocked', onError);
  if (permission !== 'granted') return fail('permission-dismissed', onError);
  return subscribeAndSend(onError, false);
}

/** At start-up of the signed-in app: registers again when permitted and the last time is 7 days old. Never asks. */
export async function refreshPushIfDue(now = Date.now()): Promise<PushSubscription | null> {
  if (!maySubscribe(currentPermission())) return null;
  if (!refreshDue(localStorage.getItem(REGISTERED_AT_KEY), now)) return null;
  if (!(await existingSubscription())) return null;
  return subscribeAndSend(undefined, true);
}

/** Deletes this device's subscription at the API (with `token`, the session's) and unsubscribes. */
export async function disablePush(token: string | null, onError?: OnPushError): Promise<true | null> {
  localStorage.removeItem(REGISTERED_AT_KEY);
  const subscription = await existingSubscription();
  if (!subscription) return true;
  try {
    if (token) {
      // Not through lib/api: on logout the session is already gone when this runs.
      await fetch('/api/v1/push/register', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
      });
    }
    if (!(await subscription.unsubscribe())) return fail('unsubscribe-failed', onError);
    return true;
  } catch (error) {
    return fail('unsubscribe-failed', onError, error);
  }
}
