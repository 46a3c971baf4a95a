// The loopback routes of the rooms' Worker under `npm start` (node-entry.ts): reached by the Node
// entry on Miniflare's loopback port only, with a secret generated at each start. One POST route
// per operation of `Realtime` (worker/platform/types.ts), each a JSON body:
//   publish     {"room", "event", "to"?: [user]}  -> {"sockets": n}
//   present     {"room"}                          -> {"users": [user]}
//   disconnect  {"room", "user"}                  -> {"sockets": n}
import { parseRoomName } from './names';

export const LOOPBACK_PREFIX = '/__grafik/';
export const LOOPBACK_SECRET_HEADER = 'x-grafik-loopback-secret';
export const LOOPBACK_OPS = ['publish', 'present', 'disconnect'] as const;
export type LoopbackOp = (typeof LOOPBACK_OPS)[number];

export type LoopbackCall =
  | { op: 'publish'; room: string; event: unknown; to?: string[] }
  | { op: 'present'; room: string }
  | { op: 'disconnect'; room: string; user: string };

export const loopbackPath = (op: LoopbackOp) => `${LOOPBACK_PREFIX}${op}`;

/** The operation of a loopback path, or null. */
export function loopbackOp(pathname: string): LoopbackOp | null {
  if (!pathname.startsWith(LOOPBACK_PREFIX)) return null;
  const op = pathname.slice(LOOPBACK_PREFIX.length);
  return (LOOPBACK_OPS as readonly string[]).includes(op) ? (op as LoopbackOp) : null;
}

const isUser = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 256;

/** The call a body (JSON text) makes, or a reason it is not one. */
export function parseLoopbackCall(op: LoopbackOp, text: string): LoopbackCall | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'The body is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'The body is not a JSON object' };
  const fields = body as Record<string, unknown>;
  const room = fields.room;
  if (typeof room !== 'string' || !parseRoomName(room)) return { error: 'Not a room name' };
  switch (op) {
    case 'publish': {
      if (!('event' in fields)) return { error: 'No event' };
      const to = fields.to;
      if (to === undefined) return { op, room, event: fields.event };
      if (!Array.isArray(to) || !to.every(isUser)) return { error: '"to" is not a list of users' };
      return { op, room, event: fields.event, to };
    }
    case 'present':
      return { op, room };
    case 'disconnect':
      return isUser(fields.user) ? { op, room, user: fields.user } : { error: 'No user' };
  }
}
