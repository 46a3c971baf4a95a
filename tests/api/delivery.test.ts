// How answers are delivered (worker/lib/delivery.ts, worker/node-delivery.ts): caching, ETags,
// compression and the Content-Security-Policy. The web app's files come from a small fake build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { API_CSP, cspHeader, IMMUTABLE, workersHeadersFile } from '../../worker/lib/delivery';
import { acceptedEncodings, compressAnswers, serveWebApp } from '../../worker/node-delivery';
import { NODE_SERVER_OPTIONS } from '../../worker/node-response';
import { ACME, createTestApp, PASSWORD, type TestApp } from './support/app';

let t: TestApp;
let node: ReturnType<typeof createApp>;
let webRoot: string;

const INDEX =
  `<!doctype html><html><head><title>Grafik</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** The smallest WebAssembly module: the magic number and version 1. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'grafik-web-'));
  mkdirSync(join(webRoot, 'assets'));
  mkdirSync(join(webRoot, 'api-docs'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(webRoot, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webRoot, 'assets/sound-def456.wav'), Buffer.alloc(2048, 1));
  writeFileSync(join(webRoot, 'assets/zxing_reader-abc123.wasm'), WASM);
  writeFileSync(join(webRoot, 'api-docs/index.html'), '<!doctype html><title>API</title>');
  writeFileSync(join(webRoot, 'theme.js'), '// theme');
  writeFileSync(join(webRoot, '_headers'), workersHeadersFile());
  writeFileSync(join(webRoot, '.assetsignore'), '*.br\n');
  // The same app as the Node entry builds it (worker/node.ts) on the test's platform.
  node = createApp(t.platform, { apiMiddleware: [compressAnswers()] });
  node.use('*', serveWebApp(webRoot));
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  node.request(`http://${ACME}${path}`, { headers: { Host: ACME, 'X-Forwarded-For': '203.0.113.9', ...headers } });

const token = () => t.login('admin@acme.test');

describe('the web app on the Node entry', () => {
  it('serves hashed assets immutable, precompressed by Accept-Encoding, with Vary', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(await plain.text()).toBe(SCRIPT);
    // Each representation has its own tag.
    expect(new Set([br, gz, plain].map((res) => res.headers.get('ETag'))).size).toBe(3);
  });

  it("serves WebAssembly as application/wasm (the scanner's reader): browsers compile only that type while it streams", async () => {
    const wasm = await get('/assets/zxing_reader-abc123.wasm');
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('Content-Type')).toBe('application/wasm');
    expect(wasm.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(Buffer.from(await wasm.arrayBuffer())).toEqual(WASM);
    // The Response API the browser uses accepts it as a module.
    expect(
      await WebAssembly.compileStreaming(
        Promise.resolve(new Response(WASM, { headers: { 'Content-Type': wasm.headers.get('Content-Type')! } })),
      ),
    ).toBeInstanceOf(WebAssembly.Module);
  });

  it('does not compress what does not gain from it, and honours q=0', async () => {
    const wav = await get('/assets/sound-def456.wav', { 'Accept-Encoding': 'br, gzip' });
    expect(wav.headers.get('Content-Encoding')).toBeNull();
    expect(wav.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(acceptedEncodings('gzip;q=0, br;q=0.5')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
  });

  it('answers index.html and the SPA fallback no-cache with an ETag, and 304 when it matches', async () => {
    for (const path of ['/', '/login', '/users?page=2', '/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
      const etag = res.headers.get('ETag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await get(path, { 'If-None-Match': etag! });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200);
    }
    const theme = await get('/theme.js');
    expect(theme.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('/theme.js', { 'If-None-Match': theme.headers.get('ETag')! })).status).toBe(304);
  });

  it('gives a new ETag when the file changes (a new build)', async () => {
    const before = (await get('/')).headers.get('ETag');
    writeFileSync(join(webRoot, 'index.html'), INDEX.replace('abc123', 'abc124'));
    utimesSync(join(webRoot, 'index.html'), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    const after = await get('/', { 'If-None-Match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before);
    writeFileSync(join(webRoot, 'index.html'), INDEX);
  });

  it('answers a missing asset 404 (not the app page), and never serves build bookkeeping', async () => {
    const missing = await get('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).not.toBe(IMMUTABLE);
    for (const path of ['/_headers', '/.assetsignore', '/assets/index-abc123.js.br', '/assets/../index.html', '/%2e%2e/package.json']) {
      const res = await get(path);
      expect(res.status === 404 || (res.status === 200 && (await res.text()) === INDEX), path).toBe(true);
    }
  });

  it('sends the strict policy with the app and the API reference', async () => {
    const app = await get('/login');
    expect(app.headers.get('Content-Security-Policy')).toBe(cspHeader());
    expect(app.headers.get('Content-Security-Policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(app.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('X-Frame-Options')).toBe('DENY');
    expect(app.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const docs = await get('/api-docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<title>API</title>');
    const bare = await get('/api-docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('Location')).toBe('/api-docs/');
    expect(docs.headers.get('Content-Security-Policy')).toBe(cspHeader());
  });
});

describe('API answers', () => {
  it('are not stored when they answer a signed-in request or hand out a token', async () => {
    const login = await t.call(ACME, '/api/v1/login/access-token', { form: { username: 'admin@acme.test', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.get('Cache-Control')).toBe('no-store');
    const refused = await t.call(ACME, '/api/v1/login/access-token', { form: { username: 'admin@acme.test', password: 'wrong-password' } });
    expect(refused.headers.get('Cache-Control')).toBe('no-store');

    const me = await t.call(ACME, '/api/v1/users/me', { token: login.body.access_token });
    expect(me.status).toBe(200);
    expect(me.headers.get('Cache-Control')).toBe('no-store');
    const badToken = await t.call(ACME, '/api/v1/users/me', { token: 'nonsense' });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('Cache-Control')).toBe('no-store');

    const open = await t.call(ACME, '/api/v1/utils/health-check');
    expect(open.headers.get('Cache-Control')).toBeNull();
  });

  it("carry a policy that allows nothing and the resource's security headers, not the page's", async () => {
    const expectApiHeaders = (res: { headers: Headers }) => {
      expect(res.headers.get('Content-Security-Policy')).toBe(API_CSP);
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(res.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
      expect(res.headers.get('X-XSS-Protection')).toBeNull();
    };
    expectApiHeaders(await t.call(ACME, '/api/tenant'));
    const page = await get('/login');
    expect(page.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(page.headers.get('X-XSS-Protection')).toBe('0');

    // On Node the headers go to Node's own response (lib/answer-headers.ts): as defaults of the Node
    // entry's responses (worker/node-response.ts), and with setHeader on any other Node server.
    for (const serverOptions of [NODE_SERVER_OPTIONS, {}]) {
      const server = serve({ fetch: node.fetch, port: 0, hostname: '127.0.0.1', serverOptions });
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const health = await fetch(`${origin}/api/v1/utils/health-check/`, { headers: { Host: ACME } });
        expect(health.status).toBe(200);
        expectApiHeaders(health);
        expect(health.headers.get('Vary')).toMatch(/Accept-Encoding/i);
        // (fetch sends the URL's host, not ACME: a route that needs no tenant, asked with a token.)
        const signedIn = await fetch(`${origin}/api/v1/utils/health-check/`, { headers: { Authorization: `Bearer ${await token()}` } });
        expect(signedIn.status).toBe(200);
        expectApiHeaders(signedIn);
        expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
        const app = await fetch(`${origin}/login`, { headers: { Host: ACME } });
        expect(app.headers.get('Content-Security-Policy')).toBe(cspHeader());
        expect(app.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
        await app.arrayBuffer();
        // An answer's own header stands: the web app's built files keep their caching.
        const script = await fetch(`${origin}/assets/index-abc123.js`);
        expect(script.headers.get('Cache-Control')).toBe(IMMUTABLE);
        await script.arrayBuffer();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });

  it('are compressed on the Node entry by Accept-Encoding, small ones left alone', async () => {
    const access = await token();
    const headers = { Authorization: `Bearer ${access}` };
    const br = await get('/api/v1/openapi.json', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    const doc = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(doc.openapi).toBe('3.1.0');
    expect(Number(br.headers.get('Content-Length'))).toBeLessThan(JSON.stringify(doc).length / 3);

    const gz = await get('/api/v1/users?limit=50', { ...headers, 'Accept-Encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gz.headers.get('Cache-Control')).toBe('no-store');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).data.length).toBeGreaterThan(0);

    const small = await get('/api/v1/utils/health-check', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toBe(true);

    const none = await get('/api/v1/openapi.json');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect(none.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect((await none.json()).openapi).toBe('3.1.0');
  });
});
