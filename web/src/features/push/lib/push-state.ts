// The pure parts of Web Push in the browser (spec sections 4, 8, 9): what the permission state of
// this device is, when a registration is due again, the errors and their texts for the log.
import { PUSH_REFRESH_MINUTES } from '../../../../../worker/features/push/kinds';

/** default: not asked yet; granted; denied: blocked in the browser; unsupported: no push in this browser. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** What the browser offers, read by push.ts (and given by the unit tests). */
export type PushEnvironment = {
  window: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** `Notification.permission` when there is one. */
  permission?: string;
};

export function permissionState(env: PushEnvironment): PushPermission {
  if (!env.window || !env.serviceWorker || !env.pushManager || !env.notification) return 'unsupported';
  if (env.permission === 'granted' || env.permission === 'denied') return env.permission;
  return 'default';
}

/** Only granted gives a subscription (spec section 4). */
export const maySubscribe = (permission: PushPermission) => permission === 'granted';

export const REFRESH_MS = PUSH_REFRESH_MINUTES * 60_000;

/** Whether the device's registration should be sent again: never made, unreadable, older than 7 days, or from the future. */
export function refreshDue(lastRegisteredAt: string | null, nowMs: number): boolean {
  if (!lastRegisteredAt) return true;
  const last = Number(lastRegisteredAt);
  if (!Number.isFinite(last) || last > nowMs + 60_000) return true;
  return nowMs - last >= REFRESH_MS;
}

/** The errors of spec section 8: each is logged with its text and the call answers null. */
export const PUSH_ERRORS = {
  'missing-config': 'Push is not configured: the server gave no application server key',
  'no-window': 'Push is only available in a window context',
  'permission-dismissed': 'The notification permission request was dismissed',
  'permission-blocked': 'Notifications are blocked for this site',
  unsupported: 'This browser does not support push (no service worker, PushManager or Notification)',
  'indexeddb-unsupported': 'IndexedDB is not supported in this browser',
  'sw-registration-failed': 'The push service worker could not be registered or did not activate in time',
  'subscribe-failed': 'Subscribing to push failed',
  'subscribe-no-token': 'Subscribing to push returned no subscription',
  'unsubscribe-failed': 'Unsubscribing from push failed',
  'update-failed': 'Refreshing the push subscription failed',
  'update-no-token': 'Refreshing the push subscription returned no subscription',
} as const;
export type PushErrorCode = keyof typeof PUSH_ERRORS;

/** The application server key (base64url) as pushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** A subscription as the API stores it; null when it lacks its endpoint or keys ("no token"). */
export function subscriptionToken(json: { endpoint?: string | null; keys?: Record<string, string> } | null | undefined) {
  if (!json?.endpoint || !json.keys?.p256dh || !json.keys?.auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
