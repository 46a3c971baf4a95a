// The public way into a room: `GET /ws/<room>?ticket=<ticket>` as a WebSocket upgrade, on both
// runtimes. partyserver routes it to the room's Durable Object once `onBeforeConnect` has checked
// the ticket; anything else is refused before a room wakes up.
import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { routePartykitRequest } from 'partyserver';
import { OTHER_HOST_STATUS, OTHER_HOST_TEXT, roomOfPath, roomOnItsHost } from './names';
import { MEMBER_HEADER } from './room';
import { verifyTicket } from './tickets';

export type RoomsEnv = { ROOMS: DurableObjectNamespace };

const refuse = (status: number, text: string) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** `appDomain`: the deployment's APP_DOMAIN, which names the tenant of a host (tenancy/host.ts). */
export async function routeSocket(request: Request, env: RoomsEnv, ticketKey: Uint8Array, appDomain?: string): Promise<Response> {
  const url = new URL(request.url);
  const room = roomOfPath(url.pathname);
  if (!room) return refuse(404, 'Unknown room');
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return refuse(426, 'A room is reached with a WebSocket');
  // The URL's host is the Host header on both runtimes (tenancy/host.ts requestHost).
  if (!roomOnItsHost(room, url.host, appDomain)) return refuse(OTHER_HOST_STATUS, OTHER_HOST_TEXT);
  // partyserver's own address for the room: the binding's name in kebab case, then the room.
  url.pathname = `/parties/rooms/${room}`;
  const response = await routePartykitRequest(new Request(url, request), env as never, {
    async onBeforeConnect(req, lobby) {
      const ticket = new URL(req.url).searchParams.get('ticket');
      const claims = ticket ? await verifyTicket(ticketKey, ticket, lobby.name) : null;
      if (!claims) return refuse(401, 'A valid ticket for this room is required');
      // partyserver would take a connection id from `_pk`; a client must not choose another's.
      const url = new URL(req.url);
      url.searchParams.delete('_pk');
      const admitted = new Request(url, req);
      admitted.headers.set(MEMBER_HEADER, claims.sub);
      return admitted;
    },
    onBeforeRequest: () => refuse(426, 'A room is reached with a WebSocket'),
  });
  return response ?? refuse(404, 'Unknown room');
}
