// Node entry only: the built web app (web/dist) with caching, ETags and the build's precompressed
// files, and compression of the API's own answers. At the edge the platform does both (Workers
// static assets, Cloudflare's compression): nothing here is imported by worker/app.ts or edge.ts.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { addNodeHeaders, nodeOutgoing, type HeaderList } from './lib/answer-headers';
import { IMMUTABLE, isHashedAsset, REVALIDATE } from './lib/delivery';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  // The scanner's reader (zxing-wasm): browsers compile WebAssembly while it downloads only when
  // it comes as application/wasm; anything else costs a second, slower compile and a console warning.
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing: HTML, JS, CSS, JSON, SVG (and plain text). */
export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && /^(text\/(html|javascript|css|plain|csv)|application\/([a-z.+-]*json|javascript)|image\/svg\+xml)\b/i.test(contentType)
  && !/event-stream/i.test(contentType);

/** The encodings the request accepts (q=0 refuses one), among br and gzip, best first. */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || accepted.has('*'));
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

type FileInfo = { path: string; size: number; mtimeMs: number; etag: string; variants: Partial<Record<'br' | 'gzip', string>> };

/** ETags and the precompressed siblings per file, remembered until the file changes (a rebuild). */
const fileCache = new Map<string, FileInfo>();

function fileInfo(path: string): FileInfo | null {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return null;
  }
  if (!stats.isFile()) return null;
  const known = fileCache.get(path);
  if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known;
  const etag = `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27)}"`;
  const variants: FileInfo['variants'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    try {
      // A sibling older than its file belongs to an earlier build: not used.
      if (statSync(path + SUFFIX[encoding]).mtimeMs >= stats.mtimeMs) variants[encoding] = path + SUFFIX[encoding];
    } catch {
      // no precompressed file
    }
  }
  const info = { path, size: stats.size, mtimeMs: stats.mtimeMs, etag, variants };
  fileCache.set(path, info);
  return info;
}

/** Whether If-None-Match names the ETag (a weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Files of web/dist that are build bookkeeping, never served. */
const isHidden = (path: string) => path.split('/').some((part) => part.startsWith('.') || part.startsWith('_')) || /\.(br|gz)$/.test(path);

function sendFile(c: Context, info: FileInfo, cacheControl: string) {
  const type = TYPES[extname(info.path).toLowerCase()] ?? 'application/octet-stream';
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControl });
  const compressible = isCompressible(type);
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  let file = info.path;
  let etag = info.etag;
  if (compressible) {
    const encoding = acceptedEncodings(c.req.header('Accept-Encoding')).find((name) => info.variants[name]);
    if (encoding) {
      file = info.variants[encoding]!;
      // Each encoding is its own representation, with its own tag.
      etag = `${info.etag.slice(0, -1)}-${encoding}"`;
      headers.set('Content-Encoding', encoding);
    }
  }
  headers.set('ETag', etag);
  if (matchesEtag(c.req.header('If-None-Match'), etag)) {
    headers.delete('Content-Encoding');
    return c.body(null, 304, Object.fromEntries(headers));
  }
  const body = readFileSync(file);
  headers.set('Content-Length', String(body.byteLength));
  if (c.req.method === 'HEAD') return c.body(null, 200, Object.fromEntries(headers));
  return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 200, Object.fromEntries(headers));
}

/**
 * GET and HEAD outside /api/: a file of the build, else (an app route) index.html. Hashed assets
 * are immutable; everything else is revalidated with its ETag (304 when unchanged). A missing
 * /assets/ file is a 404, not the app page: a stale page must not run HTML as a script.
 */
export function serveWebApp(webRoot: string): MiddlewareHandler {
  const root = resolve(webRoot);
  const indexFile = join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    // The path as sent: the app routes without trailing slashes (strict: false), files need them.
    const path = new URL(c.req.url).pathname;
    if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.text('Bad Request', 400);
    }
    const target = resolve(root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
    const inside = target === root || target.startsWith(root + sep);
    const visible = inside && !isHidden(decoded);
    // A folder with an index (/api-docs): its address ends with a slash, so relative links work.
    if (visible && !path.endsWith('/') && !fileInfo(target) && fileInfo(join(target, 'index.html'))) {
      return c.redirect(`${path}/${new URL(c.req.url).search}`, 301);
    }
    const info = visible ? fileInfo(target) : null;
    if (info) return sendFile(c, info, isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
    if (isHashedAsset(path) || /\.[a-z0-9]+$/i.test(path)) return c.text('Not Found', 404, { 'Cache-Control': REVALIDATE });
    const index = fileInfo(indexFile);
    if (!index) return c.text('The web app is not built: run `npm run build`.', 503);
    return sendFile(c, index, REVALIDATE);
  };
}

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Bodies from this size on are compressed at the fastest level: a month's employees schedule
 * (318 KB of JSON) took 13-15 ms at brotli 5, more than the rest of its request, for 92.5 KB; brotli
 * 1 makes 93.7 KB in 1.5 ms. Smaller answers keep the better levels, which cost them little.
 */
export const FAST_COMPRESS_MIN_BYTES = 64 * 1024;

const VARY_ENCODING: HeaderList = [['Vary', 'Accept-Encoding']];

/**
 * Compresses the API's answers (JSON and text) with brotli or gzip, as the request accepts. Node
 * only: the Worker's answers are compressed by Cloudflare, and compressing them there too would
 * encode them twice.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD') return;
    const encoding = acceptedEncodings(c.req.header('Accept-Encoding'))[0];
    // Nothing to compress for this client: only say that the answer depends on it, on Node's own
    // response (reading the answer's headers would make @hono/node-server build them: answer-headers.ts).
    const outgoing = nodeOutgoing(c);
    if (!encoding && outgoing) {
      addNodeHeaders(outgoing, VARY_ENCODING);
      return;
    }
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (!isCompressible(type) || res.headers.has('Content-Encoding')) return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    const vary = res.headers.get('Vary');
    if (!vary || !/accept-encoding/i.test(vary)) res.headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    const declared = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(declared) && declared < COMPRESS_MIN_BYTES) return;
    // Asking for `res.body` turns the answer's text into a stream that the Node server then reads
    // back chunk by chunk (4 ms of a 1.7 MB schedule grid): only an answer to compress is read.
    if (!res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    // Hono copies the headers of the answer it had onto the one set here: change them there.
    let sent: Buffer = body;
    if (body.byteLength >= COMPRESS_MIN_BYTES) {
      const large = body.byteLength >= FAST_COMPRESS_MIN_BYTES;
      sent = encoding === 'br'
        ? await brotli(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: large ? 1 : 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
        : await gzipAsync(body, { level: large ? 1 : 6 });
      res.headers.set('Content-Encoding', encoding);
    }
    res.headers.set('Content-Length', String(sent.byteLength));
    c.res = new Response(new Uint8Array(sent), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
