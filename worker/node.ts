// Node entry: the API and the built web app on one port, data in libSQL files under DATA_DIR.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_A_WEBSOCKET, refusalResponse, roomOfRequest } from '../party/admission';
import { SOCKET_PREFIX } from '../party/names';
import { createApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT, ensureDemoShiftsToday, ensureDemoTenant } from './demo/seed';
import { cronsFromWranglerToml, startNodeScheduler } from './jobs/node-scheduler';
import { compressAnswers, serveWebApp } from './node-delivery';
import { serveNode } from './node-server';
import { clockFromEnv, PINNED_CLOCK_SETTING } from './platform/clock';
import { createNodePlatform } from './platform/node';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export async function startServer(env: Record<string, string | undefined> = process.env) {
  const port = Number(env.PORT || 8787);
  const dataDir = resolve(env.DATA_DIR || './data');
  const webRoot = resolve(env.WEB_DIST || join(projectRoot, 'web/dist'));
  const { clock, pinnedAt } = clockFromEnv(env);
  if (pinnedAt) {
    const banner = '!'.repeat(78);
    console.warn(
      `${banner}\n!! ${PINNED_CLOCK_SETTING} is set: the clock is PINNED. This server believes it started at\n!! ${pinnedAt.toISOString()} and runs on from there. For tests only; refused in production.\n${banner}`,
    );
  }
  // Tests only (the e2e harness's loopback pages, as the edge's binding of the same name); the
  // allow-list itself accepts nothing but http://127.0.0.1:<port> and http://[::1]:<port>.
  const testOrigins = env.GRAFIK_TEST_OUTBOUND_ALLOW?.split(',').filter((origin) => origin.trim()) ?? [];
  if (testOrigins.length && env.NODE_ENV === 'production') {
    throw new Error('GRAFIK_TEST_OUTBOUND_ALLOW is for tests and is refused when NODE_ENV=production');
  }
  if (testOrigins.length) console.warn(`GRAFIK_TEST_OUTBOUND_ALLOW admits ${testOrigins.join(', ')} to outbound requests (tests only)`);
  const platform = await createNodePlatform({ dataDir, env, now: clock, outbound: { allow: testOrigins } });

  const demoOn = env.DEMO_TENANT !== 'off';
  const demoCreated = demoOn ? await ensureDemoTenant(platform) : false;
  // Every start: the demo accounts have a planned, not yet started shift today (cheap when they do).
  if (demoOn) await ensureDemoShiftsToday(platform);

  // The API compresses its own answers here; at the edge Cloudflare does (docs/architecture.md).
  const app = createApp(platform, { apiMiddleware: [compressAnswers()] });
  // A plain request to /ws/* is no socket: refused as at the edge (party/admission.ts), never the app page.
  app.all(`${SOCKET_PREFIX}*`, (c) => {
    const url = new URL(c.req.url);
    const found = roomOfRequest({ url, host: url.host, upgrade: null }, platform.config.appDomain);
    return refusalResponse('refused' in found ? found.refused : NOT_A_WEBSOCKET);
  });
  // The built web app (precompressed, cached, with ETags) and the SPA fallback for every other
  // GET outside /api/ (worker/node-delivery.ts).
  app.use('*', serveWebApp(webRoot));

  // Requests Node's parser refuses get the API's coded answers too (worker/node-server.ts).
  const server = serveNode(app.fetch, port);
  // WebSocket upgrades go to the rooms, which admit a socket to /ws/<room> or refuse it as the edge
  // does (worker/platform/node-rooms.ts).
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => platform.realtime.handleUpgrade(request, socket, head));
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const stopScheduler = startNodeScheduler(platform, cronsFromWranglerToml(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8')));

  // The bound port: PORT=0 asks the system for a free one.
  const boundPort = (server.address() as AddressInfo).port;
  const tenantUrl = `http://${DEMO_TENANT.slug}.localhost:${boundPort}`;
  console.log(`Grafik is running on port ${boundPort} (data in ${dataDir})`);
  console.log(`  ${tenantUrl}${demoCreated ? '   (demo tenant created)' : ''}`);
  console.log(`  API reference: ${tenantUrl}/api-docs/`);
  if (demoOn) {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`    ${account.role.padEnd(10)} ${account.email}`);
  }

  const stop = async () => {
    stopScheduler();
    // Sockets in rooms first: the server waits for its connections, upgraded ones included.
    await platform.realtime.close();
    await new Promise<void>((ok) => server.close(() => ok()));
    // Work still running after its answer (pushes) finishes before the databases close.
    await platform.settle();
    await platform.close();
  };
  return { port: boundPort, platform, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { stop } = await startServer();
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Grafik...`);
    // Open keep-alive sockets must not hold the process: give them a moment, then leave.
    setTimeout(() => process.exit(0), 3000).unref();
    void stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
