// The headers every answer carries (worker/lib/delivery.ts): the Content-Security-Policy and the
// other security headers (the web app's pages get the whole set, API answers the set meant for
// resources), and no-store on signed-in API answers and the token answer.
//
// Under the Node entry they go straight onto Node's response (`c.env.outgoing` of
// @hono/node-server), where setting a header is a property write. Setting them on the Response's
// fetch-style Headers instead made @hono/node-server build a Headers object for every answer and
// cost about 5 µs a request, half of what the server needs for a whole bare answer
// (docs/performance.md). Node gives the headers an answer sets itself precedence (writeHead over
// setHeader): an upload's stricter policy and a feed's caching stand. Elsewhere (the edge, and
// `app.request` in tests) the same headers go onto the Response's Headers with the same precedence.
import type { Context, MiddlewareHandler } from 'hono';
import { API_CSP, API_SECURITY_HEADERS, cspHeader, NO_STORE, SECURITY_HEADERS, TOKEN_PATH } from './delivery';

const PAGE_HEADERS: [string, string][] = [['Content-Security-Policy', cspHeader()], ...Object.entries(SECURITY_HEADERS)];
const API_HEADERS: [string, string][] = [['Content-Security-Policy', API_CSP], ...Object.entries(API_SECURITY_HEADERS)];

type NodeOutgoing = { setHeader(name: string, value: string): unknown; readonly headersSent: boolean };

/** Node's response of this request, while its headers can still be set (under @hono/node-server). */
export function nodeOutgoing(c: Context): NodeOutgoing | undefined {
  const outgoing = (c.env as { outgoing?: Partial<NodeOutgoing> } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' && outgoing.headersSent === false ? (outgoing as NodeOutgoing) : undefined;
}

/** A signed-in answer, or the one that hands out a token: never kept by a browser or a proxy. */
const isPrivate = (c: Context, path: string) =>
  c.req.header('Authorization') !== undefined || path === TOKEN_PATH || path === `${TOKEN_PATH}/`;

export const answerHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const outgoing = nodeOutgoing(c);
  const path = c.req.path;
  const api = path.startsWith('/api/');
  const common = api ? API_HEADERS : PAGE_HEADERS;
  const noStore = api && isPrivate(c, path);
  if (outgoing) {
    for (const [name, value] of common) outgoing.setHeader(name, value);
    if (noStore) outgoing.setHeader('Cache-Control', NO_STORE);
    return;
  }
  const headers = c.res.headers;
  for (const [name, value] of common) if (!headers.has(name)) headers.set(name, value);
  if (noStore && !headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE);
};
