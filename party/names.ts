// Room names carry their tenant: `<tenant>:<kind>:<id>`. A ticket names one room, so a ticket of
// one tenant can never open a room of another.
import { SLUG_PATTERN, tenantFromHost } from '../worker/tenancy/host';

/**
 * `user:<user id>`: one user's own channel; `tenant:all`: the tenant's lobby (every signed-in tab:
 * presence and each user's own events); `room:<chat id>`: a chat room, for its members.
 */
export const ROOM_KINDS = ['user', 'tenant', 'room'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export type RoomName = { name: string; tenant: string; kind: RoomKind; id: string };

const ROOM_ID = /^[A-Za-z0-9-]{1,64}$/;

export function roomName(tenant: string, kind: RoomKind, id: string): string {
  return `${tenant}:${kind}:${id}`;
}

/** The parts of a well-formed room name, or null. */
export function parseRoomName(name: string): RoomName | null {
  const [tenant, kind, id, ...rest] = name.split(':');
  if (rest.length || !tenant || !kind || !id) return null;
  if (!SLUG_PATTERN.test(tenant) || !(ROOM_KINDS as readonly string[]).includes(kind) || !ROOM_ID.test(id)) return null;
  return { name, tenant, kind: kind as RoomKind, id };
}

/** Where sockets reach rooms, on both runtimes: `/ws/<room>?ticket=<ticket>`. */
export const SOCKET_PREFIX = '/ws/';

/** The room named by a `/ws/<room>` path (percent-encoded or not), or null. */
export function roomOfPath(pathname: string): string | null {
  if (!pathname.startsWith(SOCKET_PREFIX)) return null;
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(SOCKET_PREFIX.length));
  } catch {
    return null;
  }
  return parseRoomName(name)?.name ?? null;
}

/** The refusal of a room asked for through another tenant's host (the API's 401 for a token there). */
export const OTHER_HOST_STATUS = 401;
export const OTHER_HOST_TEXT = "A room is reached only through its own tenant's host";

/**
 * Whether a room is reached through its own tenant's host (`<tenant>.<APP_DOMAIN>` or
 * `<tenant>.localhost`, tenancy/host.ts), as every API route is: a valid ticket of one tenant
 * opens nothing through another tenant's host.
 */
export function roomOnItsHost(room: string, host: string, appDomain?: string): boolean {
  const parsed = parseRoomName(room);
  return parsed !== null && parsed.tenant === tenantFromHost(host, appDomain);
}
