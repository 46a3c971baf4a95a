// The public way into a room at the edge: `GET /ws/<room>?ticket=<ticket>` as a WebSocket upgrade.
// The admission (admission.ts, the Node entry's too) is decided before a room wakes up; an admitted
// socket goes to the room's Durable Object through partyserver, with its member set by the router.
import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { routePartykitRequest } from 'partyserver';
import { admitSocket, NOT_A_WEBSOCKET, refusalResponse, UNKNOWN_ROOM } from './admission';
import { MEMBER_HEADER } from './room';

export type RoomsEnv = { ROOMS: DurableObjectNamespace };

/** `appDomain`: the deployment's APP_DOMAIN, which names the tenant of a host (tenancy/host.ts). */
export async function routeSocket(request: Request, env: RoomsEnv, ticketKey: Uint8Array, appDomain?: string): Promise<Response> {
  const url = new URL(request.url);
  // The URL's host is the Host header (tenancy/host.ts requestHost).
  const admission = await admitSocket({ url, host: url.host, upgrade: request.headers.get('Upgrade') }, ticketKey, appDomain);
  if ('refused' in admission) return refusalResponse(admission.refused);
  // partyserver's own address for the room: the binding's name in kebab case, then the room.
  url.pathname = `/parties/rooms/${admission.room}`;
  // partyserver would take a connection id from `_pk`; a client must not choose another's.
  url.searchParams.delete('_pk');
  const admitted = new Request(url, request);
  admitted.headers.set(MEMBER_HEADER, admission.user);
  const response = await routePartykitRequest(admitted, env as never, { onBeforeRequest: () => refusalResponse(NOT_A_WEBSOCKET) });
  return response ?? refusalResponse(UNKNOWN_ROOM);
}
