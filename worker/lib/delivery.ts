// How answers are delivered: the Content-Security-Policy, caching rules and the security headers,
// in one place for both runtimes. The Hono app (worker/app.ts) sends them with every answer it
// gives (the API everywhere, the web app on Node); the web build writes the same rules into
// web/dist/_headers for Workers static assets (web/vite.config.ts). No runtime imports.

/**
 * The policy of the web app. No inline script or <style> anywhere: React sets `style` props through
 * the CSSOM, which style-src does not govern. The API reference (/api-docs/, Swagger UI) runs
 * under the same policy (tests/e2e/csp.test.ts). `connect-src 'self'` also admits ws:/wss: to the
 * same host (CSP Level 3), which is where the realtime rooms (/ws/*) live.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the shift entries scanner compile the app's own ZXing wasm (served from
  // /assets) where the browser has no BarcodeDetector; it admits no eval() of JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

export type CspDirectives = { [name: string]: readonly string[] };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; ...` */
export const cspHeader = (directives: CspDirectives = CSP_DIRECTIVES) =>
  Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');

/** Hashed build output (`/assets/<name>-<hash>.<ext>`): its name changes whenever its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the SPA fallback, unhashed files: always revalidated (ETag, 304). */
export const REVALIDATE = 'no-cache';
/** Answers that carry a token or a signed-in user's data: never stored by the browser or a proxy. */
export const NO_STORE = 'no-store';

/** The path whose answer is a fresh access token. */
export const TOKEN_PATH = '/api/v1/login/access-token';

export const isHashedAsset = (path: string) => path.startsWith('/assets/');

/** The other security headers (hono/secure-headers' defaults and ours), sent by lib/answer-headers.ts and web/dist/_headers. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * API answers (/api/*: JSON, and the PDFs, calendar feeds and files some routes give) are never a
 * document the app runs in: the web app reads them with fetch, a calendar app downloads a feed. So
 * their policy allows nothing at all, and they carry the headers that still mean something for a
 * resource: no framing, no sniffing, no cross-origin reads, no referrer, HTTPS only. The
 * document-only ones of SECURITY_HEADERS (opener and agent-cluster isolation, DNS prefetching,
 * IE's download and Flash's cross-domain options, the XSS auditor) stay with the web app's pages:
 * on an API answer they were half of its bytes for no protection (docs/decisions.md, "Speed").
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Cross-Origin-Resource-Policy': SECURITY_HEADERS['Cross-Origin-Resource-Policy']!,
  'Referrer-Policy': SECURITY_HEADERS['Referrer-Policy']!,
  'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security']!,
  'X-Content-Type-Options': SECURITY_HEADERS['X-Content-Type-Options']!,
  'X-Frame-Options': SECURITY_HEADERS['X-Frame-Options']!,
};

/**
 * web/dist/_headers for Workers static assets (the Worker itself only runs for /api/*): the same
 * policy and security headers on every file, immutable caching for hashed assets. Files without a rule keep the platform's default (max-age=0, must-revalidate, ETag).
 */
export function workersHeadersFile(): string {
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const common = Object.entries(SECURITY_HEADERS);
  return [
    '# Written by the web build from worker/lib/delivery.ts: edit that file, not this one.',
    block('/*', [['Content-Security-Policy', cspHeader()], ...common]),
    block('/assets/*', [['Cache-Control', IMMUTABLE]]),
    '',
  ].join('\n\n');
}
