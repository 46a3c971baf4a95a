import { createMiddleware } from 'hono/factory';
import { deliverPushes } from '../features/push/delivery';
import { outboundFetch } from '../features/push/outbound';
import type { AppEnv } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { requestLive } from '../lib/live';
import { orgToday } from '../lib/today';
import { requestHost, tenantFromHost } from './host';
import { findTenant, type Tenant } from './registry';

// Known tenants are remembered briefly so the edge does not ask the control database on every
// request. Unknown ones are not remembered: a tenant created while the server runs works at once.
const KNOWN_TTL_MS = 30_000;
const knownByPlatform = new WeakMap<object, Map<string, { tenant: Tenant; until: number }>>();

export const tenantContext = createMiddleware<AppEnv>(async (c, next) => {
  const platform = c.get('platform');
  const slug = tenantFromHost(requestHost(c), platform.config.appDomain);
  const now = Date.now();
  let known = knownByPlatform.get(platform);
  if (!known) knownByPlatform.set(platform, (known = new Map()));
  const cached = known.get(slug);
  let tenant = cached && cached.until > now ? cached.tenant : null;
  if (!tenant) {
    tenant = await findTenant(platform.control, slug);
    if (!tenant) throw notFound('tenant.unknown');
    known.set(slug, { tenant, until: now + KNOWN_TTL_MS });
  }
  if (tenant.status !== 'active') throw forbidden('tenant.suspended');
  c.set('tenant', tenant);
  const db = await platform.databases.get(slug);
  c.set('db', db);
  // The request's one instant: every service of the request reads its "now" from here.
  const instant = platform.now();
  c.set('now', instant);
  c.set('orgToday', await orgToday(db, instant));
  const live = requestLive(platform.realtime, slug);
  c.set('live', live);
  await next();
  // Realtime events of a change go out once it answered; a failed request announces nothing.
  // Pushes go after the answer, in the background (Node keeps the promise for a graceful stop,
  // the edge hands it to waitUntil): a slow push service never delays the answer.
  if (c.res.status < 400) {
    await live.flush();
    const pushes = live.takePushes();
    if (pushes.length) {
      const delivery = { db, tenant: slug, settings: platform.push, fetch: outboundFetch(platform), onSent: (sent: number) => platform.usage.count(slug, { push: sent }, platform.now()) };
      platform.afterResponse(c, () => deliverPushes(delivery, pushes));
    }
  } else live.drop();
  // Usage counts are written in the background once a flush is due (features/telemetry/usage.ts).
  if (platform.usage.due(platform.now())) platform.afterResponse(c, () => platform.usage.flush(platform.now()));
});
