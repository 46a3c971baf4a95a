// The browser's push decisions (spec sections 4 and 9): the permission state of a device and when
// its registration is due again.
import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  maySubscribe,
  permissionState,
  PUSH_ERRORS,
  REFRESH_MS,
  refreshDue,
  subscriptionToken,
} from '../../../web/src/features/push/lib/push-state';

const full = { window: true, serviceWorker: true, pushManager: true, notification: true };

describe('permissionState', () => {
  it('is default, granted or denied (blocked) as the browser says', () => {
    expect(permissionState({ ...full, permission: 'default' })).toBe('default');
    expect(permissionState({ ...full, permission: 'granted' })).toBe('granted');
    expect(permissionState({ ...full, permission: 'denied' })).toBe('denied');
    expect(permissionState({ ...full })).toBe('default');
  });
  it('is unsupported without a window, a service worker, PushManager or Notification', () => {
    for (const missing of ['window', 'serviceWorker', 'pushManager', 'notification'] as const) {
      expect(permissionState({ ...full, [missing]: false, permission: 'granted' }), missing).toBe('unsupported');
    }
  });
  it('gives a subscription only when granted', () => {
    expect(maySubscribe('granted')).toBe(true);
    for (const state of ['default', 'denied', 'unsupported'] as const) expect(maySubscribe(state)).toBe(false);
  });
});

describe('refreshDue', () => {
  const now = Date.UTC(2030, 9, 15, 10);
  it('is due after 7 days (10080 minutes), not before', () => {
    expect(REFRESH_MS).toBe(10_080 * 60_000);
    expect(refreshDue(String(now - REFRESH_MS + 1000), now)).toBe(false);
    expect(refreshDue(String(now - REFRESH_MS), now)).toBe(true);
    expect(refreshDue(String(now - 60_000), now)).toBe(false);
  });
  it('is due when never registered, unreadable, or from the future', () => {
    expect(refreshDue(null, now)).toBe(true);
    expect(refreshDue('yesterday', now)).toBe(true);
    expect(refreshDue(String(now + 24 * 3600_000), now)).toBe(true);
  });
});

describe('the subscription as the API takes it', () => {
  it('needs the endpoint and both keys ("no token" otherwise)', () => {
    const json = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B', auth: 'A' } };
    expect(subscriptionToken(json)).toEqual(json);
    expect(subscriptionToken({ endpoint: json.endpoint })).toBeNull();
    expect(subscriptionToken({ ...json, keys: { p256dh: 'B' } })).toBeNull();
    expect(subscriptionToken(null)).toBeNull();
  });
  it('decodes the base64url application server key', () => {
    expect([...applicationServerKey('BAEC_-8')]).toEqual([4, 1, 2, 255, 239]);
  });
  it('has a text for every error of spec section 8', () => {
    expect(Object.keys(PUSH_ERRORS)).toHaveLength(12);
  });
});
