// Sends the pushes a request queued (lib/live.ts), after its answer and in the background
// (platform.afterResponse): each message to every subscription of its user, unless the user muted
// its kind, in that subscription's language. A 404/410 removes the subscription; any other failure
// is logged. Nothing here can fail the request that caused it (spec/product-rules.md).
import type { Db } from '../../db/client';
import type { PushMessage } from '../../lib/live';
import type { PushSettings } from '../../platform/types';
import { deleteGoneSubscription, mutedKindsOf, subscriptionsOf } from './queries';
import { sendPush } from './sender';
import { pushPayload } from './wording';

export type PushReport = { pushesSent: number; gone: number; failed: number };

export type PushDelivery = {
  db: Db;
  tenant: string;
  settings: PushSettings;
  fetch: typeof fetch;
  /** Counts the pushes sent (telemetry: push per tenant and day). */
  onSent?: (pushesSent: number) => void;
  log?: (line: string) => void;
};

/** How many pushes run at once. */
const CONCURRENCY = 8;

export async function deliverPushes(delivery: PushDelivery, messages: readonly PushMessage[]): Promise<PushReport> {
  const report: PushReport = { pushesSent: 0, gone: 0, failed: 0 };
  const { db, tenant, settings } = delivery;
  const keys = settings.keys;
  const log = delivery.log ?? ((line: string) => console.warn(line));
  if (!keys || !messages.length) return report;
  try {
    const users = [...new Set(messages.map((message) => message.userId))];
    const [subscriptions, muted] = await Promise.all([subscriptionsOf(db, users), mutedKindsOf(db, users)]);
    const jobs = messages.flatMap((message) =>
      muted.get(message.userId)?.has(message.kind)
        ? []
        : subscriptions.filter((sub) => sub.userId === message.userId).map((sub) => ({ message, sub }))
    );
    const goneIds = new Set<string>();
    for (let i = 0; i < jobs.length; i += CONCURRENCY) {
      await Promise.all(
        jobs.slice(i, i + CONCURRENCY).map(async ({ message, sub }) => {
          if (goneIds.has(sub.id)) return;
          const payload = JSON.stringify(pushPayload(message, sub.lang));
          const outcome = await sendPush(delivery.fetch, keys, sub, payload);
          if (outcome.result === 'sent') report.pushesSent++;
          else if (outcome.result === 'gone') {
            report.gone++;
            goneIds.add(sub.id);
            await deleteGoneSubscription(db, sub.id, sub.endpoint);
          } else {
            report.failed++;
            log(
              `[push] ${tenant}: ${message.kind} to ${new URL(sub.endpoint).host} failed: ${
                outcome.status ? `HTTP ${outcome.status} ` : ''
              }${outcome.reason ?? ''}`.trimEnd(),
            );
          }
        }),
      );
    }
  } catch (error) {
    log(`[push] ${tenant}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (report.pushesSent) delivery.onSent?.(report.pushesSent);
  return report;
}
