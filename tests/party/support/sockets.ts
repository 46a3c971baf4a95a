// Sockets as a browser opens them (Node 22's WebSocket), and the status of a refused upgrade.
import { request } from 'node:http';
import type { RoomMessage } from '../../../party/messages';

export type Member = {
  messages: RoomMessage[];
  /** The first message (from now on or already received) that matches. */
  next(match: (message: RoomMessage) => boolean, timeoutMs?: number): Promise<RoomMessage>;
  /** Settles when the socket closed, by either side: with the close frame's code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

const wsUrl = (origin: string, path: string) => origin.replace(/^http/, 'ws') + path;

export async function join(origin: string, room: string, ticket: string): Promise<Member> {
  const socket = new WebSocket(wsUrl(origin, `/ws/${room}?ticket=${encodeURIComponent(ticket)}`));
  const closed = new Promise<{ code: number; reason: string }>((ok) =>
    socket.addEventListener('close', (event) => ok({ code: event.code, reason: event.reason }), { once: true }),
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

/** The HTTP status answering a WebSocket upgrade of `path` (101 when the socket was accepted). */
export function upgradeStatus(origin: string, path: string): Promise<number> {
  const url = new URL(path, origin);
  return new Promise((ok, fail) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      ok(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      ok(response.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}
