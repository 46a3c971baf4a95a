import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { Platform } from '../platform/types';
import type { Tenant } from '../tenancy/registry';
import type { RequestLive } from './live';
import type { OrgToday } from './today';
import { locationOf, validationResponse, zodIssuesToDetail } from './errors';
import { MemoRouter } from './memo-router';

export type AppEnv = {
  Variables: {
    platform: Platform;
    tenant: Tenant;
    /** The tenant's own database: the only handle a request can reach. */
    db: Db;
    user: UserRow;
    /** The instant of the request on the platform's clock, taken once by the tenant middleware. */
    now: Date;
    /** Today for organisation scoping (lib/today.ts) at `now`. */
    orgToday: OrgToday;
    /** Realtime events of the request, sent after it answers (lib/live.ts). */
    live: RequestLive;
  };
};

// Invalid input -> 422 in the FastAPI shape, before any handler runs.
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    return validationResponse(
      c,
      zodIssuesToDetail(
        result.error.issues,
        locationOf(result.target),
        (result as { data?: unknown }).data,
        result.target === 'json',
      ),
    );
  }
};

/** A feature's routes; the app itself (the one that dispatches) remembers its matches (memo-router.ts). */
export function createRouter(options: { memo?: boolean } = {}) {
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook: validationHook, ...(options.memo ? { router: new MemoRouter() } : {}) });
}
