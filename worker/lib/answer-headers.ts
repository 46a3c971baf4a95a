// The headers every answer carries (worker/lib/delivery.ts): the Content-Security-Policy and the
// other security headers (the web app's pages get the whole set, API answers the set meant for
// resources), and no-store on signed-in API answers and the token answer.
//
// Under the Node entry they go straight to Node's response (`c.env.outgoing` of @hono/node-server):
// the entry's responses (worker/node-response.ts) take them as defaults written in the answer's own
// writeHead; on any other Node server they are set with setHeader. Setting them on the Response's
// fetch-style Headers instead made @hono/node-server build a Headers object for every answer and
// cost about 5 µs a request, half of what the server needs for a whole bare answer
// (docs/performance.md). The headers an answer sets itself stand either way: an upload's stricter
// policy, a feed's caching. Elsewhere (the edge, and `app.request` in tests) the same headers go
// onto the Response's Headers with the same precedence.
import type { Context, MiddlewareHandler } from 'hono';
import { API_CSP, API_SECURITY_HEADERS, cspHeader, NO_STORE, SECURITY_HEADERS, TOKEN_PATH } from './delivery';

/** Headers as name and value pairs. */
export type HeaderList = readonly (readonly [string, string])[];

const PAGE_HEADERS: HeaderList = [['Content-Security-Policy', cspHeader()], ...Object.entries(SECURITY_HEADERS)];
const API_HEADERS: HeaderList = [['Content-Security-Policy', API_CSP], ...Object.entries(API_SECURITY_HEADERS)];
const NO_STORE_HEADERS: HeaderList = [['Cache-Control', NO_STORE]];

/** Where a response of the Node entry (worker/node-response.ts) holds the headers it writes unless the answer has its own. */
export const DEFAULT_HEADERS = Symbol.for('grafik.defaultHeaders');

type NodeOutgoing = { setHeader(name: string, value: string): unknown; readonly headersSent: boolean; [DEFAULT_HEADERS]?: HeaderList[] };

/** Node's response of this request, while its headers can still be set (under @hono/node-server). */
export function nodeOutgoing(c: Context): NodeOutgoing | undefined {
  const outgoing = (c.env as { outgoing?: Partial<NodeOutgoing> } | undefined)?.outgoing;
  return typeof outgoing?.setHeader === 'function' && outgoing.headersSent === false ? (outgoing as NodeOutgoing) : undefined;
}

/** These headers on Node's response unless the answer has its own of the same name. */
export function addNodeHeaders(outgoing: NodeOutgoing, headers: HeaderList): void {
  if (DEFAULT_HEADERS in outgoing) (outgoing[DEFAULT_HEADERS] ??= []).push(headers);
  else for (const [name, value] of headers) outgoing.setHeader(name, value);
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
    addNodeHeaders(outgoing, common);
    if (noStore) addNodeHeaders(outgoing, NO_STORE_HEADERS);
    return;
  }
  const headers = c.res.headers;
  for (const [name, value] of common) if (!headers.has(name)) headers.set(name, value);
  if (noStore && !headers.has('Cache-Control')) headers.set('Cache-Control', NO_STORE);
};
