// Sockets as a browser opens them (undici's WebSocket, which Node 22's is), on the room's tenant's
// host as the web app opens them (`<tenant>.localhost:<port>`: a room opens only through its own
// tenant's host), and the status of a refused upgrade.
import { request } from 'node:http';
import type { LookupFunction } from 'node:net';
import { Agent, WebSocket as UndiciWebSocket } from 'undici';
import type { RoomMessage } from '../../../party/messages';
import { parseRoomName } from '../../../party/names';

/** `*.localhost` is the loopback address, as browsers resolve it; the system's resolver here does not. */
const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) return callback(new Error(`not a loopback name: ${hostname}`), '', 4);
  if (options.all) {
    return (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{
      address: '127.0.0.1',
      family: 4,
    }]);
  }
  callback(null, '127.0.0.1', 4);
};
const loopback = new Agent({ connect: { lookup: loopbackLookup } });

/** A WebSocket class for tenant hosts under `localhost` (partysocket's `WebSocket` option). */
export class LocalhostWebSocket extends UndiciWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, { protocols, dispatcher: loopback });
  }
}

/** The host a browser on the room's tenant uses: `<tenant>.localhost:<port>`. */
export function tenantHost(origin: string, room: string): string {
  const tenant = parseRoomName(room)?.tenant;
  if (!tenant) throw new Error(`not a room: ${room}`);
  return `${tenant}.localhost:${new URL(origin).port}`;
}

export type Member = {
  messages: RoomMessage[];
  /** The first message (from now on or already received) that matches. */
  next(match: (message: RoomMessage) => boolean, timeoutMs?: number): Promise<RoomMessage>;
  /** Settles when the socket closed, by either side: with the close frame's code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

const wsUrl = (origin: string, path: string) => origin.replace(/^http/, 'ws') + path;

/** A socket to the room through `host` (default: its own tenant's host); `query`: more of the query string. */
export async function join(origin: string, room: string, ticket: string, host = tenantHost(origin, room), query = ''): Promise<Member> {
  const socket = new LocalhostWebSocket(wsUrl(`http://${host}`, `/ws/${room}?ticket=${encodeURIComponent(ticket)}${query}`));
  const closed = new Promise<{ code: number; reason: string }>((ok) =>
    socket.addEventListener('close', (event) => ok({ code: event.code, reason: event.reason }), { once: true })
  );
  const messages: RoomMessage[] = [];
  const waiting = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as RoomMessage);
    for (const wake of waiting) wake();
  });
  await new Promise<void>((ok, fail) => {
    socket.addEventListener('open', () => ok(), { once: true });
    socket.addEventListener('error', () => fail(new Error(`could not join ${room}`)), { once: true });
  });
  let seen = 0;
  return {
    messages,
    closed,
    next(match, timeoutMs = 5000) {
      return new Promise((ok, fail) => {
        const look = () => {
          while (seen < messages.length) {
            const message = messages[seen++]!;
            if (match(message)) {
              waiting.delete(look);
              clearTimeout(timer);
              ok(message);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          fail(new Error(`no such message in ${room} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiting.add(look);
        look();
      });
    },
    close() {
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      return closed.then(() => undefined);
    },
  };
}

export type Answer = { status: number; text: string; contentType: string | undefined };

/**
 * The answer to a request for `path` (101 when a WebSocket upgrade was accepted), sent with `host`
 * as its Host: by default the tenant's host of the room the path names, else the origin's. With
 * `upgrade` (default `websocket`) it asks for that upgrade; with null it is a plain GET.
 */
export function answerTo(origin: string, path: string, options: { host?: string; upgrade?: string | null } = {}): Promise<Answer> {
  const url = new URL(path, origin);
  const room = /^\/ws\/([^/?]+)/.exec(url.pathname)?.[1];
  const tenant = room ? parseRoomName(decodeURIComponent(room))?.tenant : undefined;
  const hostHeader = options.host ?? (tenant ? `${tenant}.localhost:${url.port}` : url.host);
  const upgrade = options.upgrade === undefined ? 'websocket' : options.upgrade;
  const headers: Record<string, string> = { Host: hostHeader };
  if (upgrade) {
    Object.assign(headers, {
      Connection: 'Upgrade',
      Upgrade: upgrade,
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
  }
  return new Promise((ok, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      ok({ status: response.statusCode ?? 0, text: '', contentType: response.headers['content-type'] });
    });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => ok({ status: response.statusCode ?? 0, text, contentType: response.headers['content-type'] }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The HTTP status answering a WebSocket upgrade of `path` (101 when the socket was accepted); `host` as answerTo's. */
export async function upgradeStatus(origin: string, path: string, host?: string): Promise<number> {
  return (await answerTo(origin, path, { host })).status;
}
