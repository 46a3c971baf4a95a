// The Worker as `wrangler deploy` bundles it, run in workerd (Miniflare) with dummy settings.
// The "databases" here are one loopback server that drops every connection: what the Worker does
// without a reachable database. With real databases (over the Hrana test server):
// worker-database.test.ts and migrations.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEdge, BUNDLE_MODULE_RULES, GZIP_LIMIT_BYTES, type EdgeBundle } from '../../scripts/bundle-edge';
import { deriveTicketKey, signTicket } from '../../party/tickets';
import { API_CSP, cspHeader, IMMUTABLE, workersHeadersFile } from '../../worker/lib/delivery';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, SECRET_KEY, SPA_PAGE } from './support/worker';

let outdir: string;
let bundle: EdgeBundle;
let mf: Miniflare;
let databaseUrl: string;
let databaseHits = 0;
const database = createServer((req) => {
  databaseHits++;
  req.socket.destroy();
});
const logs: string[] = [];

// Miniflare sets the Host header of dispatched requests to its loopback address unless an
// upstream is given, and the API reads the tenant from Host: every request goes to this one.
const ORIGIN = 'http://nosuch.grafik.test';

function workerOptions(vars: Record<string, string> = {}) {
  return {
    modules: true,
    modulesRoot: outdir,
    modulesRules: BUNDLE_MODULE_RULES,
    scriptPath: bundle.main,
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    bindings: {
      SECRET_KEY,
      TURSO_DATABASE_URL_TEMPLATE: `${databaseUrl}/{tenant}`,
      TURSO_AUTH_TOKEN: 'dummy-token',
      CONTROL_DATABASE_URL: `${databaseUrl}/control`,
      APP_DOMAIN: 'grafik.test',
      PUBLIC_SCHEME: 'https',
      ...vars,
    },
    durableObjects: { ROOMS: { className: 'Room', useSQLite: true } },
    serviceBindings: { ASSETS: () => new Response(SPA_PAGE, { headers: { 'Content-Type': 'text/html' } }) },
    upstream: ORIGIN,
    unsafeTriggerHandlers: true,
    cf: false, // no fetch of Request.cf data from the internet
    handleStructuredLogs: ({ message }: { message: string }) => void logs.push(message),
  };
}

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'grafik-edge-'));
  bundle = await bundleEdge(outdir);
  await new Promise<void>((ok) => database.listen(0, '127.0.0.1', ok));
  databaseUrl = `http://127.0.0.1:${(database.address() as AddressInfo).port}`;
  mf = new Miniflare(workerOptions());
  await mf.ready;
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  database.close();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => mf.dispatchFetch(`${ORIGIN}${path}`, { headers });

describe('the Worker bundle', () => {
  it('holds no native or Node-only libSQL code and fits the free plan', () => {
    const code = readFileSync(bundle.main, 'utf8');
    expect(code).toContain('node_modules/@libsql/client/lib-esm/web.js');
    expect(code).not.toMatch(/@libsql\/client\/lib-esm\/(node|sqlite3)\.js|node_modules\/libsql\/|@libsql\/linux-/);
    expect(bundle.gzipBytes).toBeLessThan(GZIP_LIMIT_BYTES);
  });

  it('answers the health check without a database', async () => {
    const response = await get('/api/v1/utils/health-check/');
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const response = await get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/login/access-token', '/api/v1/users/{user_id}']));
  });

  it('answers a tenant request with a JSON 500 when the control database is unreachable, and retries', async () => {
    for (const attempt of [1, 2]) {
      const hitsBefore = databaseHits;
      const response = await get('/api/v1/users/me');
      expect(response.status, `attempt ${attempt}`).toBe(500);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ detail: 'Internal Server Error', code: 'server.internal_error' });
      // The failed first use is not remembered: each request asks the database again.
      expect(databaseHits).toBeGreaterThan(hitsBefore);
    }
    const health = await get('/api/v1/utils/health-check');
    expect(await health.json()).toBe(true);
  });

  it('routes /ws/<room> to its rooms (Durable Objects of the bundle), which admit a socket only with a ticket', async () => {
    // Every request here comes through ORIGIN's host (the upstream), whose tenant is `nosuch`: a room
    // opens only through its own tenant's host, so acme's room is refused there even with a valid
    // ticket, and nosuch's room opens (tests/party/rooms.test.ts tries real tenant hosts).
    const upgrade = (room: string, query = '') => mf.dispatchFetch(`${ORIGIN}/ws/${room}${query}`, { headers: { Upgrade: 'websocket' } });
    expect((await upgrade('nosuch:tenant:all')).status).toBe(401);
    const key = await deriveTicketKey(new TextEncoder().encode(workerOptions().bindings.SECRET_KEY));
    const acme = await signTicket(key, { room: 'acme:tenant:all', tenant: 'acme', sub: 'u1' });
    expect((await upgrade('acme:tenant:all', `?ticket=${acme.ticket}`)).status).toBe(401);
    const { ticket } = await signTicket(key, { room: 'nosuch:tenant:all', tenant: 'nosuch', sub: 'u1' });
    const accepted = await upgrade('nosuch:tenant:all', `?ticket=${ticket}`);
    expect(accepted.status).toBe(101);
    accepted.webSocket!.accept();
    accepted.webSocket!.close(1000);
  });

  it('hands every path outside /api/ to the static assets', async () => {
    for (const path of ['/', '/schedule/2026-05', '/api']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SPA_PAGE);
    }
  });

  it('sends the policy and no-store with its API answers, and leaves compression to the platform', async () => {
    const open = await get('/api/v1/openapi.json', { 'Accept-Encoding': 'br, gzip' });
    expect(open.status).toBe(200);
    expect(open.headers.get('Content-Security-Policy')).toBe(API_CSP);
    expect(open.headers.get('X-Frame-Options')).toBe('DENY');
    // The Worker does not encode: Cloudflare compresses its answers once, on the way out.
    expect(open.headers.get('Content-Encoding')).toBeNull();
    expect(((await open.json()) as { openapi: string }).openapi).toBe('3.1.0');
    // No compressing middleware in the bundle (CompressionStream itself is there: PDFs compress their pages).
    expect(readFileSync(bundle.main, 'utf8')).not.toMatch(/middleware\/compress|compressAnswers|brotliCompress/);

    const signedIn = await get('/api/v1/users/me', { Authorization: 'Bearer whatever', 'Accept-Encoding': 'gzip' });
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    expect(signedIn.headers.get('Content-Encoding')).toBeNull();
    expect(signedIn.headers.get('Content-Security-Policy')).toBe(API_CSP);
    await signedIn.arrayBuffer();
    const token = await mf.dispatchFetch(`${ORIGIN}/api/v1/login/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=a%40b.test&password=x',
    });
    expect(token.headers.get('Cache-Control')).toBe('no-store');
    await token.arrayBuffer();
  });

  it('gives Workers static assets the same policy and immutable caching for hashed files (_headers)', () => {
    const rules = workersHeadersFile();
    expect(rules).toContain(`/*\n  Content-Security-Policy: ${cspHeader()}\n`);
    expect(rules).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(rules).toContain('X-Frame-Options: DENY');
  });

  it('runs the scheduled jobs of a cron trigger; a job that fails fails the trigger', async () => {
    const idle = await get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`);
    expect(idle.status).toBe(200);
    await expect.poll(() => logs.join('\n')).toContain('[cron * * * * *] 0 job(s) ran');
    // Auto-confirm lists the tenants in the control database, which this test cannot reach.
    const hitsBefore = databaseHits;
    const response = await get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/15 * * * *')}`);
    expect(response.status).toBe(500);
    await expect.poll(() => logs.join('\n')).toContain('[cron */15 * * * *] 1 job(s) ran, failed: auto-confirm');
    expect(databaseHits).toBeGreaterThan(hitsBefore);
    // The media sweep and the skill expiry notices too run per tenant from the control database.
    const sweep = await get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('30 2 * * *')}`);
    expect(sweep.status).toBe(500);
    await expect.poll(() => logs.join('\n')).toContain('[cron 30 2 * * *] 2 job(s) ran, failed: media-sweep, skill-expiry');
    // And the invoices of the 1st.
    const invoices = await get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('0 3 1 * *')}`);
    expect(invoices.status).toBe(500);
    await expect.poll(() => logs.join('\n')).toContain('[cron 0 3 1 * *] 1 job(s) ran, failed: invoices');
  });

  // Last: it restarts the runtime with another configuration.
  it('refuses to start without a proper SECRET_KEY, with a JSON 500 and a clear log line', async () => {
    await mf.setOptions(workerOptions({ SECRET_KEY: 'too-short' }));
    const response = await get('/api/v1/utils/health-check');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ detail: 'Internal Server Error', code: 'server.internal_error' });
    await expect.poll(() => logs.join('\n')).toContain('SECRET_KEY must be at least 32 characters');
    // The web app does not need the API's configuration.
    expect(await (await get('/')).text()).toBe(SPA_PAGE);
  });
});
