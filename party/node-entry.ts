// The Worker that Miniflare runs under `npm start` (worker/platform/node-rooms.ts): the rooms, the
// socket route the Node entry proxies `/ws/*` to, and a publish route for the API, which holds a
// secret generated at each start. Only the loopback address reaches it.
import { PUBLISH_PATH, PUBLISH_SECRET_HEADER } from './loopback';
import { publishToRoom } from './publish';
import { routeSocket, type RoomsEnv } from './router';

export { Room } from './room';

type Env = RoomsEnv & {
  /** The ticket key, base64url (never SECRET_KEY itself). */
  TICKET_KEY: string;
  PUBLISH_SECRET: string;
};

let ticketKey: Uint8Array | undefined;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === PUBLISH_PATH) return publish(request, env);
    ticketKey ??= base64urlBytes(env.TICKET_KEY);
    return routeSocket(request, env, ticketKey);
  },
};

async function publish(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405 });
  if (!sameSecret(request.headers.get(PUBLISH_SECRET_HEADER) ?? '', env.PUBLISH_SECRET)) return new Response(null, { status: 403 });
  const { room, event } = (await request.json()) as { room: string; event: unknown };
  try {
    return Response.json({ sockets: await publishToRoom(env.ROOMS, room, event) });
  } catch (error) {
    return new Response(String(error), { status: 400 });
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
