// Realtime rooms on one machine: the party/ room classes in workerd through Miniflare, started on
// the first socket. The Node entry hands WebSocket upgrades of /ws/* to `handleUpgrade`, which pipes
// the connection to Miniflare's loopback port; the API publishes (and asks who is present, and
// disconnects a user) over HTTP with a secret made at start (party/loopback.ts). A room holds only
// the sockets open now, so before the first socket there is nobody to tell: publishing and
// disconnecting do nothing, and nobody is present.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Miniflare } from 'miniflare';
import { LOOPBACK_SECRET_HEADER, loopbackPath, type LoopbackOp } from '../../party/loopback';
import { parseRoomName } from '../../party/names';
import { deriveTicketKey } from '../../party/tickets';
import type { Realtime } from './types';

const ENTRY = fileURLToPath(new URL('../../party/node-entry.ts', import.meta.url));
const WRANGLER_TOML = fileURLToPath(new URL('../../wrangler.toml', import.meta.url));

export type NodeRooms = Realtime & {
  /** For the HTTP server's `upgrade` event on /ws/*. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Whether workerd has been started (by a socket). */
  readonly started: boolean;
  close(): Promise<void>;
};

export type NodeRoomsOptions = {
  secretKey: Uint8Array;
  /** The deployment's APP_DOMAIN: a room opens only through its own tenant's host (party/router.ts). */
  appDomain?: string;
  /** Default: the Worker's, from wrangler.toml. */
  compatibilityDate?: string;
  log?: (line: string) => void;
};

/** party/node-entry.ts (or another entry) and what it imports as one ES module for workerd (esbuild, as wrangler bundles). */
export async function bundleForWorkerd(entry = ENTRY): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    // Node's modules come from workerd (nodejs_compat), as in wrangler's bundle: web-push loads
    // them only when a push is sent (features/push/sender.ts).
    external: ['cloudflare:*', 'node:*', ...builtinModules],
    // Fonts as bytes (platform/fonts-edge.ts); wrangler makes them Data modules instead.
    loader: { '.ttf': 'binary' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The Worker's compatibility flags (nodejs_compat: web-push's Node crypto, docs/push.md). */
export function compatibilityFlagsOf(wranglerToml: string): string[] {
  const list = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

export function compatibilityDateOf(wranglerToml: string): string {
  const date = /^compatibility_date\s*=\s*"([\d-]+)"/m.exec(wranglerToml)?.[1];
  if (!date) throw new Error('wrangler.toml has no compatibility_date');
  return date;
}

export function createNodeRooms(options: NodeRoomsOptions): NodeRooms {
  const log = options.log ?? ((line: string) => console.log(line));
  const loopbackSecret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const open = new Set<Socket | Duplex>();
  let runtime: Promise<{ mf: Miniflare; url: URL }> | undefined;
  let closed = false;

  const start = () =>
    (runtime ??= (async () => {
      const startedAt = performance.now();
      // Loaded here, not with the entry: most runs of the Node entry never open a socket.
      const [script, ticketKey, { Miniflare }] = await Promise.all([bundleForWorkerd(), deriveTicketKey(options.secretKey), import('miniflare')]);
      const mf = new Miniflare({
        modules: true,
        script,
        compatibilityDate: options.compatibilityDate ?? compatibilityDateOf(readFileSync(WRANGLER_TOML, 'utf8')),
        compatibilityFlags: compatibilityFlagsOf(readFileSync(WRANGLER_TOML, 'utf8')),
        durableObjects: { ROOMS: { className: 'Room', useSQLite: true } },
        bindings: { TICKET_KEY: Buffer.from(ticketKey).toString('base64url'), LOOPBACK_SECRET: loopbackSecret, APP_DOMAIN: options.appDomain ?? '' },
        host: '127.0.0.1',
        port: 0,
        cf: false, // no fetch of Request.cf data from the internet
      });
      const url = await mf.ready;
      log(`[rooms] workerd started in ${Math.round(performance.now() - startedAt)} ms`);
      return { mf, url };
    })());

  /** One loopback operation on a room (party/loopback.ts); undefined while workerd has not started. */
  async function call<T>(op: LoopbackOp, room: string, fields: Record<string, unknown>): Promise<T | undefined> {
    if (!parseRoomName(room)) throw new Error(`Not a room name: ${room}`);
    if (!runtime || closed) return undefined;
    const { mf } = await runtime;
    const response = await mf.dispatchFetch(`http://rooms.internal${loopbackPath(op)}`, {
      method: 'POST',
      headers: { [LOOPBACK_SECRET_HEADER]: loopbackSecret, 'Content-Type': 'application/json' },
      body: JSON.stringify({ room, ...fields }),
    });
    if (!response.ok) throw new Error(`[rooms] ${op} on ${room} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    get started() {
      return runtime !== undefined;
    },

    handleUpgrade(request, socket, head) {
      if (closed) {
        socket.destroy();
        return;
      }
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
      start().then(
        ({ url }) => {
          if (socket.destroyed) return;
          const upstream = connect(Number(url.port), url.hostname, () => {
            // The request as it came (path, query with the ticket, upgrade headers), then both ways.
            const lines = [`${request.method} ${request.url} HTTP/1.1`];
            for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
            upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
            if (head.length) upstream.write(head);
            upstream.pipe(socket).pipe(upstream);
          });
          open.add(upstream);
          upstream.once('close', () => {
            open.delete(upstream);
            socket.destroy();
          });
          upstream.on('error', () => upstream.destroy());
          socket.once('close', () => upstream.destroy());
        },
        (error: unknown) => {
          log(`[rooms] workerd did not start: ${error instanceof Error ? error.message : String(error)}`);
          socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        },
      );
    },

    async publish(room, event, options) {
      const to = options?.to;
      await call('publish', room, to ? { event, to: [...to] } : { event });
    },

    async present(room) {
      const answer = await call<{ users: string[] }>('present', room, {});
      return answer?.users ?? [];
    },

    async disconnect(room, user) {
      await call('disconnect', room, { user });
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const socket of open) socket.destroy();
      if (runtime) await (await runtime.catch(() => undefined))?.mf.dispose();
    },
  };
}
