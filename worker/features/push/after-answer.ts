// The push feature's after-answer work, registered at app composition (worker/app.ts): the pushes
// a request queued (lib/live.ts) go out once it answered without an error, in the background (Node
// keeps the promise for a graceful stop, the edge hands it to waitUntil), so a slow push service
// never delays the answer. Every push sent counts in the tenant's usage (platform/usage.ts).
import type { AfterAnswer } from '../../tenancy/middleware';
import { deliverPushes, type PushDelivery } from './delivery';
import { outboundFetch } from './outbound';

export const sendQueuedPushes: AfterAnswer = (c, { tenant, db, live }) => {
  const pushes = live.takePushes();
  if (!pushes.length) return;
  const platform = c.get('platform');
  const delivery: PushDelivery = {
    db,
    tenant,
    settings: platform.push,
    fetch: outboundFetch(platform),
    onSent: (sent) => platform.usage.count(tenant, { push: sent }, platform.now()),
  };
  platform.afterResponse(c, () => deliverPushes(delivery, pushes));
};
