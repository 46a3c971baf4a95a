// Tickets for realtime rooms (party/): who may join which room is decided here, by the API; the
// room only checks the signature, the room name and the expiry.
import { roomName, SOCKET_PREFIX } from '../../../party/names';
import { deriveTicketKey, signTicket } from '../../../party/tickets';
import { requireAccess } from '../../access';
import { forbidden } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import type { Ticket, TicketRequest } from './schemas';

export type Signer = { tenant: string; secretKey: Uint8Array };

// Keys, not promises of them: at the edge a request must not await another request's promise.
const ticketKeys = new WeakMap<Uint8Array, Uint8Array>();

/** A user joins their own channel, the tenant's lobby, and the chat rooms they may read (members, managers). */
export async function issueTicket(ctx: RequestContext, input: TicketRequest, signer: Signer): Promise<Ticket> {
  const [kind, id] = input.room.split(':') as ['user' | 'tenant' | 'room', string];
  if (kind === 'user' && id !== ctx.actor.id) throw forbidden('auth.not_enough_privileges');
  if (kind === 'room') await requireAccess(ctx, 'room.read', id);
  const room = roomName(signer.tenant, kind, id);

  let key = ticketKeys.get(signer.secretKey);
  if (!key) ticketKeys.set(signer.secretKey, key = await deriveTicketKey(signer.secretKey));
  // Real time, not the request's instant: the room checks the expiry on its own runtime's clock,
  // which a test's pinned clock does not move.
  const { ticket, expiresAt } = await signTicket(key, { room, tenant: signer.tenant, sub: ctx.actor.id }, new Date());
  return {
    ticket,
    room,
    path: `${SOCKET_PREFIX}${room}?ticket=${encodeURIComponent(ticket)}`,
    expires_at: expiresAt.toISOString(),
  };
}
