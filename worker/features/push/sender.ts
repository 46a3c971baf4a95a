// One push to one subscription, the same on both runtimes: web-push's generateRequestDetails()
// makes the VAPID JWT (ES256) and encrypts the payload (aes128gcm, RFC 8291); a plain fetch posts
// it. web-push's sendNotification uses Node's https and does not run in workerd
// (docs/decisions.md). web-push is loaded on the first push only: a Worker that never pushes
// never evaluates it.
import type { VapidKeys } from '../../platform/types';
import { PUSH_TIMEOUT_MS, PUSH_TTL_SECONDS } from './kinds';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** sent: the push service took it; gone: 404/410, the subscription no longer exists; failed: anything else. */
export type SendOutcome = { result: 'sent' | 'gone' | 'failed'; status?: number; reason?: string };

type WebPush = typeof import('web-push');
let webPush: Promise<WebPush> | undefined;
const loadWebPush =
  () => (webPush ??= import('web-push').then((module) => ((module as { default?: WebPush }).default ?? module) as WebPush));

export async function sendPush(
  fetchFn: typeof fetch,
  keys: VapidKeys,
  target: PushTarget,
  payload: string,
  topic?: string,
): Promise<SendOutcome> {
  let details: { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null };
  try {
    const lib = await loadWebPush();
    details = lib.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      ...(topic ? { topic } : {}),
    }) as typeof details;
  } catch (error) {
    return { result: 'failed', reason: `cannot encrypt: ${error instanceof Error ? error.message : String(error)}` };
  }
  const headers: Record<string, string> = {};
  // fetch sets Content-Length from the body itself.
  for (const [name, value] of Object.entries(details.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  try {
    const response = await fetchFn(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      // A push service answers; it never sends us elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    const reason = response.ok ? undefined : (await response.text().catch(() => '')).slice(0, 200);
    if (!response.ok) await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { result: 'sent', status: response.status };
    if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
    return { result: 'failed', status: response.status, reason };
  } catch (error) {
    return { result: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
