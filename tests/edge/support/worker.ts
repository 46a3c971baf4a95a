// The Worker bundle (as `wrangler deploy` builds it) in workerd through Miniflare, for the edge tests.
import { readFileSync } from 'node:fs';
import type { Miniflare, MiniflareOptions, WorkerOptions } from 'miniflare';
import { BUNDLE_MODULE_RULES, type EdgeBundle } from '../../../scripts/bundle-edge';
import { compatibilityFlagsOf } from '../../support/workerd-bundle';
import { readBody, requestInit, type RequestOptions } from '../../support/request';

export const COMPATIBILITY_DATE = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8').match(
  /^compatibility_date\s*=\s*"([\d-]+)"/m,
)![1]!;
/** nodejs_compat (web-push's Node crypto), as wrangler.toml sets it. */
export const COMPATIBILITY_FLAGS = compatibilityFlagsOf(readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8'));
export const SECRET_KEY = 'edge-test-secret-key-that-is-long-enough-0123456789';
export const APP_DOMAIN = 'grafik.test';
export const SPA_PAGE = '<!doctype html><title>Grafik</title>';

/** The Worker's own options: the bundle, its bindings, a stand-in for the static assets. */
export function grafikWorker(bundle: EdgeBundle, bindings: Record<string, string>): WorkerOptions {
  return {
    name: 'grafik',
    modules: true,
    modulesRoot: bundle.outdir,
    modulesRules: BUNDLE_MODULE_RULES,
    scriptPath: bundle.main,
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    bindings: { SECRET_KEY, APP_DOMAIN, PUBLIC_SCHEME: 'https', ...bindings },
    serviceBindings: { ASSETS: () => new Response(SPA_PAGE, { headers: { 'Content-Type': 'text/html' } }) },
    unsafeTriggerHandlers: true,
  };
}

// Miniflare sends its own loopback address as the Host of dispatched requests, where Cloudflare
// sends the request's host, and the API reads the tenant from Host. This front worker puts the
// host of the URL back before handing the request to the Worker, untouched otherwise.
const HOST_FROM_URL = `export default {
  fetch(request, env) {
    const headers = new Headers(request.headers);
    headers.set('Host', new URL(request.url).host);
    return env.GRAFIK.fetch(new Request(request, { headers }));
  },
};`;

/**
 * Miniflare options for the Worker behind the Host-restoring front: `dispatchFetch` reaches it
 * with tenant hosts (`http://acme.grafik.test/api/...`), `getWorker('grafik')` reaches it directly
 * (cron triggers: `.scheduled({ cron })`).
 */
export function withTenantHosts(worker: WorkerOptions, logs?: string[]): MiniflareOptions {
  return {
    workers: [
      { name: 'front', modules: true, script: HOST_FROM_URL, compatibilityDate: COMPATIBILITY_DATE, serviceBindings: { GRAFIK: 'grafik' } },
      worker,
    ],
    cf: false, // no fetch of Request.cf data from the internet
    handleStructuredLogs: logs ? ({ message }: { message: string }) => void logs.push(message) : undefined,
  } as MiniflareOptions;
}

/** A request to the Worker on a tenant's host: JSON or a form in, the answer's status and JSON out. */
export async function callWorker(
  mf: Miniflare,
  tenant: string,
  path: string,
  init: Omit<RequestOptions, 'multipart'> = {},
) {
  // Without a multipart body the body is a string (Miniflare's fetch has its own FormData).
  const { body, ...rest } = requestInit(init);
  const response = await mf.dispatchFetch(`http://${tenant}.${APP_DOMAIN}${path}`, { ...rest, body: body as string | undefined });
  const json = await readBody(response);
  return { status: response.status, body: json };
}
