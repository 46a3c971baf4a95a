// The Worker entry in workerd (Miniflare) with its Durable Objects (ROOMS) and Miniflare's R2
// (MEDIA), plus the harness routes of workerd-harness.worker.ts for the platform's realtime and
// blobs. Loopback only, no Request.cf fetch.
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import type { BlobEntry, StoredBlob } from '../../worker/platform/blobs';
import { bundleForWorkerd, compatibilityDateOf, compatibilityFlagsOf } from './workerd-bundle';

export const EDGE_SECRET = 'edge-test-secret-key-that-is-long-enough-0123456789';
const HARNESS = fileURLToPath(new URL('./workerd-harness.worker.ts', import.meta.url));

export type Workerd = Awaited<ReturnType<typeof startWorkerd>>;

export async function startWorkerd() {
  const mf = new Miniflare({
    modules: true,
    script: await bundleForWorkerd(HARNESS),
    compatibilityDate: compatibilityDateOf(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')),
    compatibilityFlags: compatibilityFlagsOf(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')),
    bindings: {
      SECRET_KEY: EDGE_SECRET,
      // Never reached by these tests: the rooms and blobs need no database.
      TURSO_DATABASE_URL_TEMPLATE: 'http://127.0.0.1:9/{tenant}',
      CONTROL_DATABASE_URL: 'http://127.0.0.1:9/control',
    },
    durableObjects: { ROOMS: { className: 'Room', useSQLite: true } },
    r2Buckets: ['MEDIA'],
    serviceBindings: { ASSETS: () => new Response('app', { headers: { 'Content-Type': 'text/html' } }) },
    host: '127.0.0.1',
    port: 0,
    cf: false,
  });
  const origin = (await mf.ready).origin;
  const harness = (path: string, init?: RequestInit) =>
    mf.dispatchFetch(`${origin}/__harness/${path}`, init as never) as unknown as Promise<Response>;
  const fail = async (response: Response) => {
    throw new Error(`${response.status}: ${await response.text()}`);
  };

  return {
    origin,
    /** The edge platform's realtime (worker/platform/types.ts), called inside workerd. */
    async publish(room: string, event: unknown, options?: { to?: readonly string[] }) {
      const response = await harness('publish', { method: 'POST', body: JSON.stringify({ room, event, to: options?.to }) });
      if (response.status !== 204) await fail(response);
    },
    async present(room: string): Promise<string[]> {
      const response = await harness('present', { method: 'POST', body: JSON.stringify({ room }) });
      if (!response.ok) await fail(response);
      return (await response.json()) as string[];
    },
    async disconnect(room: string, user: string) {
      const response = await harness('disconnect', { method: 'POST', body: JSON.stringify({ room, user }) });
      if (response.status !== 204) await fail(response);
    },
    /** The edge platform's store of one tenant, called inside workerd. */
    blobs(tenant: string) {
      const q = (params: Record<string, string>) => new URLSearchParams({ tenant, ...params }).toString();
      return {
        async put(key: string, bytes: Uint8Array, { contentType }: { contentType: string }) {
          const response = await harness(`put?${q({ key })}`, {
            method: 'POST',
            body: new Uint8Array(bytes),
            headers: { 'Content-Type': contentType },
          });
          if (response.status !== 204) await fail(response);
        },
        async get(key: string): Promise<StoredBlob | null> {
          const response = await harness(`get?${q({ key })}`);
          if (response.status === 404) return null;
          if (!response.ok) await fail(response);
          return { body: response.body!, contentType: response.headers.get('Content-Type')!, size: Number(response.headers.get('X-Size')) };
        },
        async delete(key: string) {
          const response = await harness(`delete?${q({ key })}`, { method: 'POST' });
          if (response.status !== 204) await fail(response);
        },
        async list(prefix?: string): Promise<BlobEntry[]> {
          const response = await harness(`list?${q(prefix === undefined ? {} : { prefix })}`);
          if (!response.ok) await fail(response);
          return (await response.json()) as BlobEntry[];
        },
      };
    },
    close: () => mf.dispose(),
  };
}
