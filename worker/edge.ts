// Worker entry: /api/* goes to the Hono app on Turso databases, /ws/* to the realtime rooms (Durable
// Objects of this Worker), everything else to the static assets (wrangler.toml configures the SPA
// fallback); cron triggers run the scheduled jobs.
import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import { SOCKET_PREFIX } from '../party/names';
import { routeSocket, type RoomsEnv } from '../party/router';
import { deriveTicketKey } from '../party/tickets';
import { createApp, type App } from './app';
import { jobs, runScheduledJobs } from './jobs';
import { createEdgePlatform, TEST_CLOCK_HEADER, type EdgeBindings, type EdgePlatform, type EdgeVars } from './platform/edge';

// The rooms' class, bound as ROOMS in wrangler.toml.
export { Room } from '../party/room';

type Env = EdgeVars & EdgeBindings & RoomsEnv & {
  // The [assets] binding. Typed with the DOM Request/Response the app uses: workers-types'
  // Fetcher declares its own, which the compiler does not accept in their place.
  ASSETS: { fetch(request: Request): Promise<Response> };
};

// Built once per isolate, on its first request or cron event: the bindings are only known then.
let instance: { platform: EdgePlatform; app: App } | undefined;
// The key, not a promise of it: workerd cancels a request that awaits another request's promise.
let ticketKey: Uint8Array | undefined;

function getInstance(env: Env) {
  if (!instance) {
    const platform = createEdgePlatform(env);
    instance = { platform, app: createApp(platform) };
  }
  return instance;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith(SOCKET_PREFIX)) return socket(request, env);
    if (!pathname.startsWith('/api/')) return env.ASSETS.fetch(request);
    let app: App;
    try {
      const current = getInstance(env);
      app = current.app;
      // Tests only: a Worker whose clock GRAFIK_CLOCK pins follows the tests' clock.
      const testClock = current.platform.repinClock && new Date(request.headers.get(TEST_CLOCK_HEADER) ?? NaN);
      if (testClock && !Number.isNaN(testClock.getTime())) current.platform.repinClock!(testClock);
    } catch (error) {
      // A configuration error (a missing or short secret, an unset variable): the log says which.
      console.error('[edge] cannot start:', error);
      return Response.json({ detail: 'Internal Server Error', code: 'server.internal_error' }, { status: 500 });
    }
    return app.fetch(request, env, ctx);
  },

  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    // The scheduled time, not now: the run's slot is the same whenever the event arrives.
    await runScheduledJobs(controller.cron, getInstance(env).platform, jobs, new Date(controller.scheduledTime));
  },
};

async function socket(request: Request, env: Env): Promise<Response> {
  try {
    // The platform checks SECRET_KEY; the rooms get only the key derived from it.
    const { platform } = getInstance(env);
    ticketKey ??= await deriveTicketKey(platform.secretKey);
    return await routeSocket(request, env, ticketKey, platform.config.appDomain);
  } catch (error) {
    console.error('[edge] rooms:', error);
    return new Response('Internal Server Error', { status: 500 });
  }
}
