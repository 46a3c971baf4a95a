// The Worker that Miniflare runs under `npm start` (worker/platform/node-rooms.ts): the rooms, the
// socket route the Node entry proxies `/ws/*` to, and loopback routes for the API's operations
// (publish, present, disconnect: loopback.ts), under a secret generated at each start. Only the
// loopback address reaches it.
import { LOOPBACK_SECRET_HEADER, loopbackOp, parseLoopbackCall, type LoopbackOp } from './loopback';
import { disconnectFromRoom, presentInRoom, publishToRoom } from './publish';
import { routeSocket, type RoomsEnv } from './router';

export { Room } from './room';

type Env = RoomsEnv & {
  /** The ticket key, base64url (never SECRET_KEY itself). */
  TICKET_KEY: string;
  LOOPBACK_SECRET: string;
  /** The Node entry's APP_DOMAIN, when set: which hosts name which tenant. */
  APP_DOMAIN?: string;
};

let ticketKey: Uint8Array | undefined;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const op = loopbackOp(new URL(request.url).pathname);
    if (op) return loopback(op, request, env);
    ticketKey ??= base64urlBytes(env.TICKET_KEY);
    return routeSocket(request, env, ticketKey, env.APP_DOMAIN || undefined);
  },
};

async function loopback(op: LoopbackOp, request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405 });
  if (!sameSecret(request.headers.get(LOOPBACK_SECRET_HEADER) ?? '', env.LOOPBACK_SECRET)) return new Response(null, { status: 403 });
  let text: string;
  try {
    text = await request.text();
  } catch {
    return new Response('The body could not be read', { status: 400 });
  }
  const call = parseLoopbackCall(op, text);
  if ('error' in call) return new Response(call.error, { status: 400 });
  try {
    switch (call.op) {
      case 'publish':
        return Response.json({ sockets: await publishToRoom(env.ROOMS, call.room, call.event, call.to) });
      case 'present':
        return Response.json({ users: await presentInRoom(env.ROOMS, call.room) });
      case 'disconnect':
        return Response.json({ sockets: await disconnectFromRoom(env.ROOMS, call.room, call.user) });
    }
  } catch (error) {
    return new Response(error instanceof Error ? error.message : String(error), { status: 500 });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  // workerd's constant-time comparison; lengths differ only for a wrong secret.
  return a.length === b.length && (crypto.subtle as unknown as { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean }).timingSafeEqual(a, b);
}

function base64urlBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
