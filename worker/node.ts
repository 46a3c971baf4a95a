// Node entry: the API and the built web app on one port, data in libSQL files under DATA_DIR.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT, ensureDemoShiftsToday, ensureDemoTenant } from './demo/seed';
import { cronsFromWranglerToml, startNodeScheduler } from './jobs/node-scheduler';
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
    console.warn(`${banner}\n!! ${PINNED_CLOCK_SETTING} is set: the clock is PINNED. This server believes it started at\n!! ${pinnedAt.toISOString()} and runs on from there. For tests only; refused in production.\n${banner}`);
  }
  const platform = await createNodePlatform({ dataDir, env, now: clock });

  const demoOn = env.DEMO_TENANT !== 'off';
  const demoCreated = demoOn ? await ensureDemoTenant(platform) : false;
  // Every start: the demo accounts have a planned, not yet started shift today (cheap when they do).
  if (demoOn) await ensureDemoShiftsToday(platform);

  const app = createApp(platform);
  // The built web app, with the SPA fallback for every other GET outside /api.
  const staticRoot = relative(process.cwd(), webRoot) || '.';
  app.use('/*', serveStatic({ root: staticRoot }));
  const indexFile = join(webRoot, 'index.html');
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ detail: 'Not Found' }, 404);
    if (!existsSync(indexFile)) return c.text('The web app is not built: run `npm run build`.', 503);
    return c.html(readFileSync(indexFile, 'utf8'));
  });

  const server = serve({ fetch: app.fetch, port });
  await new Promise<void>((ok) => server.once('listening', () => ok()));
  const stopScheduler = startNodeScheduler(platform, cronsFromWranglerToml(readFileSync(join(projectRoot, 'wrangler.toml'), 'utf8')));

  const tenantUrl = `http://${DEMO_TENANT.slug}.localhost:${port}`;
  console.log(`Grafik is running on port ${port} (data in ${dataDir})`);
  console.log(`  ${tenantUrl}${demoCreated ? '   (demo tenant created)' : ''}`);
  console.log(`  API reference: ${tenantUrl}/api-docs/`);
  if (demoOn) {
    console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`    ${account.role.padEnd(10)} ${account.email}`);
  }

  const stop = async () => {
    stopScheduler();
    await new Promise<void>((ok) => server.close(() => ok()));
    await platform.close();
  };
  return { port, stop };
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
