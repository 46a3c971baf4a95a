// The outbound guard every server-side fetch to a user-supplied address goes through
// (docs/security.md "Outbound requests"): the URL rules of outbound-rules.ts on the first address
// and on every redirect, followed by hand (at most MAX_REDIRECTS), and the caller's time-out. Each
// runtime gives one hop: Node a fetch whose connections check the address connected to
// (outbound-node.ts), the edge the global fetch (outbound-edge.ts).
import { checkUrl, OutboundNetworkError, OutboundRefusedError, OutboundTimeoutError, type AllowList } from './outbound-rules';

export interface Outbound {
  /**
   * fetch() to an address a user supplied. `init` goes through as given (method, headers, body);
   * `init.signal` is the caller's time-out (DEFAULT_TIMEOUT_MS when there is none) and covers the
   * redirects too; `redirect` is always followed here, by hand. Throws OutboundRefusedError,
   * OutboundTimeoutError or OutboundNetworkError, nothing else.
   */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /**
   * The URL rules alone, without a request: the URL as fetch() would take it, or
   * OutboundRefusedError (to refuse an address before spending anything on it, or to vet an
   * address stored for later). A name that resolves to a private address passes here; fetch()
   * refuses it when it connects.
   */
  check(url: string): URL;
  /** Whether the URL is on the tests' allow-list (their own loopback servers); never in a deployment. */
  allowListed(url: URL): boolean;
}

/** One request, no redirect followed; `url` has passed the rules. */
export type Hop = (url: URL, init: RequestInit) => Promise<Response>;

export const MAX_REDIRECTS = 3;
export const DEFAULT_TIMEOUT_MS = 10_000;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers that never follow a redirect to another origin (as the Fetch standard drops Authorization). */
const ORIGIN_BOUND = ['authorization', 'cookie', 'proxy-authorization'];

/** The first OutboundRefusedError in an error's chain of causes (undici wraps a connector's error). */
function refusalIn(error: unknown): OutboundRefusedError | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundRefusedError) return e;
  }
  return null;
}

function classify(error: unknown, url: URL, signal: AbortSignal): Error {
  const refusal = refusalIn(error);
  if (refusal) return refusal;
  if (signal.aborted) return new OutboundTimeoutError(url.href);
  return new OutboundNetworkError(url.href, { cause: error });
}

export function guardedOutbound(hop: Hop, allow: AllowList): Outbound {
  return {
    check: (raw) => checkUrl(raw, allow),
    allowListed: (url) => allow.has(url.origin),
    async fetch(raw, init = {}) {
      const signal = init.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
      let url = checkUrl(raw, allow);
      let method = (init.method ?? 'GET').toUpperCase();
      let body = init.body;
      const headers = new Headers(init.headers);
      for (let followed = 0;; followed++) {
        let response: Response;
        try {
          response = await hop(url, { ...init, method, body, headers, signal, redirect: 'manual' });
        } catch (error) {
          throw classify(error, url, signal);
        }
        const location = REDIRECTS.has(response.status) ? response.headers.get('Location') : null;
        if (location === null) return response;
        await response.body?.cancel().catch(() => {});
        if (followed >= MAX_REDIRECTS) throw new OutboundRefusedError('redirects', url.href);
        const next = checkUrl(location, allow, url);
        // As fetch() does: 303 (and 301/302 after a POST) go on as a GET without the body.
        if ((response.status === 303 && method !== 'HEAD') || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) {
            headers.delete(name);
          }
        }
        if (next.origin !== url.origin) { for (const name of ORIGIN_BOUND) headers.delete(name); }
        url = next;
      }
    },
  };
}
