// GET /api/link-preview on both runtimes: a loopback test server (admitted through the test-only
// allow-list of the outbound guard) serves the pages; every other loopback or private address is
// refused, also after a redirect. No test needs the internet.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createUser, signIn, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let pages: Server;
let other: Server;
let origin: string;
let otherOrigin: string;
/** The paths the page server was asked for, in order. */
const hits: string[] = [];
const imageHits: string[] = [];
const otherHits: string[] = [];

const html = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

function page(res: ServerResponse, content: string, type = 'text/html; charset=utf-8', status = 200) {
  res.writeHead(status, { 'Content-Type': type }).end(content);
}

const OG = html(
  `<title>Ignored title</title>
   <meta property="og:title" content="Caf&eacute; &amp; Bar &#8217;s &quot;menu&quot;">
   <meta property="og:description" content="Fish &amp; chips &lt;today&gt; &#x2014; &#8220;fresh&#8221;">
   <meta property="og:image" content="/img/cover.png?a=1&amp;b=2">
   <meta property="og:site_name" content="Caf&eacute; Site">`,
);

const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A page's image as the preview answers it: a copy in the tenant's store. */
const STORED_PREVIEW = /^\/api\/v1\/media\/files\/previews\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function startPages() {
  return createServer((req, res) => {
    // Pages and images apart: the tests count page fetches.
    (req.url!.startsWith('/img/') ? imageHits : hits).push(req.url!);
    const path = req.url!.startsWith('/redirect/') ? req.url! : req.url!.split('?')[0]!;
    const redirect = /^\/redirect\/(\d+)(\/.*)?$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      const tail = redirect[2] ?? '/og';
      res.writeHead(302, { Location: left > 1 ? `/redirect/${left - 1}${tail}` : tail }).end();
      return;
    }
    if (path.startsWith('/og')) return page(res, OG);
    if (path === '/img/cover.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(COVER);
      return;
    }
    // Named and typed as a PNG, but HTML by its content.
    if (path === '/img/not-an-image.png') return page(res, '<script>alert(1)</script>', 'image/png');
    if (path.startsWith('/twitter')) {
      return page(
        res,
        html(`<meta name="twitter:card" content="summary"><meta name="twitter:title" content="Tweet &amp; title">
              <meta name="twitter:description" content="Only twitter"><meta name="twitter:image" content="/img/not-an-image.png">`),
      );
    }
    if (path.startsWith('/title')) {
      return page(res, html('<title>\n  Plain &amp; simple &#8217; title </title><meta name="description" content="A plain description">'));
    }
    if (path.startsWith('/bare')) return page(res, html('', '<p>nothing</p>'));
    if (path.startsWith('/bad-image')) {
      return page(res, html('<meta property="og:title" content="x"><meta property="og:image" content="javascript:alert(1)">'));
    }
    if (path === '/to-other') {
      res.writeHead(302, { Location: `${otherOrigin}/secret` }).end();
      return;
    }
    if (path === '/to-metadata') {
      res.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    if (path === '/big') {
      // Open Graph in the head, then 2 MiB: answered from the first MiB.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write(`<html><head><meta property="og:title" content="Big page"></head><body>`);
      const filler = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 32; i++) res.write(filler);
      res.write('<meta property="og:description" content="beyond the first MiB"></body></html>');
      res.end();
      return;
    }
    if (path === '/slow') {
      // Headers now, the body never within the time-out.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><head>');
      setTimeout(() => res.end('<title>late</title></head></html>'), 7000).unref();
      return;
    }
    if (path === '/json') return page(res, '{"title":"no"}', 'application/json');
    if (path === '/image') return page(res, 'GIF89a', 'image/gif');
    if (path === '/missing') return page(res, html('<title>Not found</title>'), 'text/html', 404);
    if (path.startsWith('/latin2')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-2' });
      res.end(
        Buffer.from([
          ...Buffer.from('<title>Za'),
          0xbf,
          0xf3,
          0xb3,
          0xe6,
          ...Buffer.from(' g'),
          0xea,
          0xb6,
          0xbc,
          0xb1,
          ...Buffer.from(' ja'),
          0xbc,
          0xf1,
          ...Buffer.from('</title>'),
        ]),
      );
      return;
    }
    page(res, 'not here', 'text/plain', 404);
  });
}

beforeAll(async () => {
  pages = startPages();
  other = createServer((req, res) => {
    otherHits.push(req.url!);
    page(res, html('<title>private</title>'));
  });
  [origin, otherOrigin] = await Promise.all([listen(pages), listen(other)]);
  // Only the page server is admitted; `other` stands for a private service next to it.
  t = await createTestApp({ outboundAllow: [origin] });
  ({ tokens } = await signIn(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  for (const server of [pages, other]) {
    server?.closeAllConnections();
    await new Promise((ok) => server?.close(ok));
  }
});
// Each test starts in a fresh rate window; its pages have addresses of their own (the cache).
beforeEach(() => {
  t.clock.offsetMs += 2 * 60_000;
  hits.length = 0;
  otherHits.length = 0;
});

let unique = 0;
/** An address of the page server no test asked for before (a cache miss). */
const fresh = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}n=${++unique}`;
const preview = (url: string, token = tokens.user, host = ACME) =>
  t.call(host, `/api/link-preview?url=${encodeURIComponent(url)}`, { token });

describe('GET /api/link-preview', () => {
  it('answers Open Graph, entities decoded, the image resolved against the page and copied to the tenant', async () => {
    const url = fresh('/og');
    const res = await preview(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      url,
      title: 'Café & Bar ’s "menu"',
      description: 'Fish & chips <today> — “fresh”',
      image: expect.stringMatching(STORED_PREVIEW),
      site_name: 'Café Site',
    });
    // The reader's browser loads the copy from the tenant's host, never the page's site.
    expect(imageHits).toContain('/img/cover.png?a=1&b=2');
    const copy = await t.fetch(`http://${ACME}${res.body.image}`, { headers: { Host: ACME } });
    expect(copy.status).toBe(200);
    expect(copy.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await copy.arrayBuffer()).equals(COVER)).toBe(true);
  });

  it('falls back to Twitter cards, then to <title> and the description, with nulls for the rest', async () => {
    expect((await preview(fresh('/twitter'))).body).toMatchObject({
      title: 'Tweet & title',
      description: 'Only twitter',
      // Its image is HTML by content: no image rather than a file that is not one.
      image: null,
      site_name: null,
    });
    expect((await preview(fresh('/title'))).body).toMatchObject({
      title: 'Plain & simple ’ title',
      description: 'A plain description',
      image: null,
      site_name: null,
    });
    expect((await preview(fresh('/bare'))).body).toMatchObject({ title: null, description: null, image: null, site_name: null });
    expect((await preview(fresh('/bad-image'))).body).toMatchObject({ title: 'x', image: null });
  });

  it("decodes the page's declared charset", async () => {
    expect((await preview(fresh('/latin2'))).body.title).toBe('Zażółć gęśźą jaźń');
  });

  it('answers from the cache: one fetch for two previews, the fragment ignored', async () => {
    const url = fresh('/og');
    expect((await preview(url)).status).toBe(200);
    const again = await preview(`${url}#section`, tokens.admin);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(url);
    expect(again.body.title).toContain('Café');
    expect(hits.filter((path) => path.startsWith('/og'))).toHaveLength(1);
    // A day later the page is fetched again.
    t.clock.offsetMs += 24 * 60 * 60_000 + 1000;
    expect((await preview(url)).status).toBe(200);
    expect(hits.filter((path) => path.startsWith('/og'))).toHaveLength(2);
  });

  it("keeps each tenant's cache to itself", async () => {
    const url = fresh('/og');
    expect((await preview(url)).status).toBe(200);
    const globex = await preview(url, tokens.globex, GLOBEX);
    expect(globex.status).toBe(200);
    expect(hits).toHaveLength(2);
    const cached = await (await t.platform.databases.get('globex')).query.linkPreviews.findFirst();
    expect(cached?.url).toBe(url);
  });

  it('follows up to 3 redirects and refuses a fourth', async () => {
    const three = await preview(fresh('/redirect/3/og'));
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    expect(three.body.title).toContain('Café');
    expect(hits.length).toBe(4);
    const four = await preview(fresh('/redirect/4/og'));
    expect(four.status).toBe(422);
    expect(four.body).toMatchObject({ code: 'link_preview.too_many_redirects', params: { max: 3 } });
    expect(typeof four.body.detail).toBe('string');
  });

  it('refuses a redirect to another loopback port or to the metadata address, although the first hop is allowed', async () => {
    const toOther = await preview(`${origin}/to-other`);
    expect(toOther.status).toBe(422);
    expect(toOther.body.code).toBe('link_preview.port_refused');
    const toMetadata = await preview(`${origin}/to-metadata`);
    expect(toMetadata.status).toBe(422);
    expect(toMetadata.body.code).toBe('link_preview.address_refused');
    expect(otherHits).toEqual([]);
    // Refusals are never cached: the next ask goes to the page again.
    await preview(`${origin}/to-other`);
    expect(hits.filter((path) => path === '/to-other')).toHaveLength(2);
  });

  it('parses the first MiB of a longer page', async () => {
    const res = await preview(fresh('/big'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ title: 'Big page', description: null });
  });

  it('answers 502 when the page does not answer within 5 s', async () => {
    const started = Date.now();
    const res = await preview(fresh('/slow'));
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'link_preview.timeout', params: { seconds: 5 } });
    expect(Date.now() - started).toBeLessThan(7000);
  }, 15_000);

  it('refuses what is not HTML, and answers 502 for a failing or unreachable page', async () => {
    for (const path of ['/json', '/image']) {
      const res = await preview(fresh(path));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('link_preview.not_html');
    }
    const missing = await preview(fresh('/missing'));
    expect(missing.status).toBe(502);
    expect(missing.body).toMatchObject({ code: 'link_preview.upstream_status', params: { status: 404 } });
    // An allowed origin where nothing listens: the admitted test server is the page server only,
    // so a second app admits a port that was just closed.
    const closed = createServer();
    const gone = await listen(closed);
    await new Promise((ok) => closed.close(ok));
    const t2 = await createTestApp({ outboundAllow: [gone] });
    try {
      const token = await t2.login('user@acme.test');
      const res = await t2.call(ACME, `/api/link-preview?url=${encodeURIComponent(`${gone}/`)}`, { token });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('link_preview.unreachable');
    } finally {
      await t2.close();
    }
  }, 60_000);

  it.each([
    ['http://127.0.0.1/', 'link_preview.address_refused'],
    ['http://localhost/', 'link_preview.address_refused'],
    ['http://[::1]/', 'link_preview.address_refused'],
    ['http://[::ffff:127.0.0.1]/', 'link_preview.address_refused'],
    ['http://2130706433/', 'link_preview.address_refused'],
    ['http://0177.0.0.1/', 'link_preview.address_refused'],
    ['http://127.1/', 'link_preview.address_refused'],
    ['http://0x7f000001/', 'link_preview.address_refused'],
    ['http://169.254.169.254/', 'link_preview.address_refused'],
    ['http://[fd00:ec2::254]/', 'link_preview.address_refused'],
    ['http://10.0.0.1/', 'link_preview.address_refused'],
    ['http://100.64.0.1/', 'link_preview.address_refused'],
    ['http://224.0.0.1/', 'link_preview.address_refused'],
    ['http://user:pw@example.com/', 'link_preview.address_refused'],
    ['ftp://example.com/file', 'link_preview.unsupported_scheme'],
    ['javascript:alert(1)', 'link_preview.unsupported_scheme'],
    ['http://example.com:8080/', 'link_preview.port_refused'],
    ['not a url', 'link_preview.invalid_url'],
  ])('refuses %s (%s)', async (url, code) => {
    const res = await preview(url);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.detail).toBe('string');
  });

  it('refuses another loopback port than the admitted one', async () => {
    const res = await preview(`${otherOrigin}/secret`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('link_preview.port_refused');
    expect(otherHits).toEqual([]);
  });

  it('needs a signed-in user of the host tenant and a url', async () => {
    const url = fresh('/og');
    expect((await t.call(ACME, `/api/link-preview?url=${encodeURIComponent(url)}`)).status).toBe(401);
    expect((await preview(url, tokens.globex, ACME)).status).toBe(401);
    expect((await preview(url, 'not-a-token')).status).toBe(401);
    expect((await t.call('nowhere.localhost:8787', `/api/link-preview?url=${encodeURIComponent(url)}`, { token: tokens.user })).status)
      .toBe(404);
    const missing = await t.call(ACME, '/api/link-preview', { token: tokens.user });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['query', 'url']);
    expect(hits).toEqual([]);
    // Not under /api/v1.
    expect((await t.call(ACME, `/api/v1/link-preview?url=${encodeURIComponent(url)}`, { token: tokens.user })).status).toBe(404);
  });

  it('fetches at most 30 pages per user a minute, whatever the concurrency', async () => {
    const person = await createUser(t, tokens.super);
    const token = await t.login(person.email, ACME, 'person-pass');
    const answers = await Promise.all(Array.from({ length: 31 }, () => preview(fresh('/og'), token)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200), JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 429))).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'link_preview.too_many_requests', params: { limit: 30, seconds: 60 } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(hits).toHaveLength(30);
    // A cached page still answers; another user has a window of their own; a minute later it opens again.
    expect((await preview(answers.find((res) => res.status === 200)!.body.url, token)).status).toBe(200);
    expect((await preview(fresh('/og'), tokens.admin)).status).toBe(200);
    t.clock.offsetMs += 61_000;
    expect((await preview(fresh('/og'), token)).status).toBe(200);
  }, 60_000);

  it('is in the OpenAPI document at /api/link-preview', async () => {
    const doc = (await t.call(ACME, '/api/v1/openapi.json')).body;
    expect(doc.paths['/api/link-preview'].get.responses).toHaveProperty('429');
  });
});
