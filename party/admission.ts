// Who opens a socket to which room, decided the same way on both hosts (router.ts at the edge,
// worker/platform/node-rooms.ts on Node): `GET /ws/<room>?ticket=<ticket>` as a WebSocket upgrade,
// through the room's own tenant's host, with a valid ticket for exactly that room. Every refusal is
// answered before the upgrade, as plain HTTP.
import { OTHER_HOST_STATUS, OTHER_HOST_TEXT, roomOfPath, roomOnItsHost } from './names';
import { verifyTicket } from './tickets';

export type Refusal = { status: number; text: string };

/** What the socket request gets: a refusal, or the room and the member (the ticket's `sub`). */
export type Admission = { refused: Refusal } | { room: string; user: string };

export type SocketRequest = {
  /** The request's URL: its path names the room, its query carries the ticket. */
  url: URL;
  /** The Host the request was sent to. */
  host: string;
  /** Its `Upgrade` header. */
  upgrade: string | null | undefined;
};

export const UNKNOWN_ROOM: Refusal = { status: 404, text: 'Unknown room' };
export const NOT_A_WEBSOCKET: Refusal = { status: 426, text: 'A room is reached with a WebSocket' };
export const NO_VALID_TICKET: Refusal = { status: 401, text: 'A valid ticket for this room is required' };

/**
 * What needs no ticket key: the room the path names (404 for none), a WebSocket upgrade (426), and
 * the room's own tenant's host (401, whatever the ticket). `appDomain`: the deployment's APP_DOMAIN.
 */
export function roomOfRequest(request: SocketRequest, appDomain?: string): { refused: Refusal } | { room: string } {
  const room = roomOfPath(request.url.pathname);
  if (!room) return { refused: UNKNOWN_ROOM };
  if (request.upgrade?.toLowerCase() !== 'websocket') return { refused: NOT_A_WEBSOCKET };
  if (!roomOnItsHost(room, request.host, appDomain)) return { refused: { status: OTHER_HOST_STATUS, text: OTHER_HOST_TEXT } };
  return { room };
}

/** The whole decision: the above, then the ticket (missing, forged, expired, or for another room: 401). */
export async function admitSocket(request: SocketRequest, ticketKey: Uint8Array, appDomain?: string): Promise<Admission> {
  const found = roomOfRequest(request, appDomain);
  if ('refused' in found) return found;
  const ticket = request.url.searchParams.get('ticket');
  const claims = ticket ? await verifyTicket(ticketKey, ticket, found.room) : null;
  if (!claims) return { refused: NO_VALID_TICKET };
  return { room: found.room, user: claims.sub };
}

/** A refusal as the HTTP answer both hosts send. */
export function refusalResponse(refusal: Refusal): Response {
  return new Response(refusal.text, { status: refusal.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
