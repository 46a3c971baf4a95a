import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import type { AppEnv } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { requestLive, type RequestLive } from '../lib/live';
import { orgToday } from '../lib/today';
import { requestHost, tenantFromHost } from './host';
import { findTenant, type Tenant } from './registry';

// Known tenants are remembered briefly so the edge does not ask the control database on every
// request. Unknown ones are not remembered: a tenant created while the server runs works at once.
const KNOWN_TTL_MS = 30_000;
const knownByPlatform = new WeakMap<object, Map<string, { tenant: Tenant; until: number }>>();

/**
 * Work a feature registers at app composition (worker/app.ts) for after a tenant's request answered
 * without an error, its realtime events sent: anything slow goes to `platform.afterResponse`, so it
 * never delays the answer. The push feature's delivery of the pushes a request queued is one.
 */
export type AfterAnswer = (c: Context<AppEnv>, answered: { tenant: string; db: Db; live: RequestLive }) => void;

export type TenantContextOptions = { afterAnswer?: readonly AfterAnswer[] };

/** The tenant of the host on the context (one instance per app, every tenant route behind it). */
export const tenantContext = ({ afterAnswer = [] }: TenantContextOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const platform = c.get('platform');
    const slug = tenantFromHost(requestHost(c), platform.config.appDomain);
    const now = Date.now();
    let known = knownByPlatform.get(platform);
    if (!known) knownByPlatform.set(platform, known = new Map());
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
    // Realtime events of a change go out once it answered; a failed request announces nothing and
    // runs no after-answer work (its queued pushes are dropped with the events).
    if (c.res.status < 400) {
      await live.flush();
      for (const work of afterAnswer) work(c, { tenant: slug, db, live });
    } else live.drop();
    // Usage counts are written in the background once a flush is due (platform/usage.ts).
    if (platform.usage.due(platform.now())) platform.afterResponse(c, () => platform.usage.flush(platform.now()));
  });
