// The realtime contract, shared with the web app: plain zod only.
import { z } from 'zod';

/** What the API posts to the rooms: plain types (events.ts). */
export type { LiveEvent } from './events';

export const TicketRequestSchema = z
  .object({
    /**
     * The room, without the tenant (the host names it): `tenant:all` (the lobby: presence and your
     * own events), `room:<chat room id>` (a chat room you belong to or manage) or `user:<your user
     * id>` (your own channel).
     */
    room: z.string().regex(/^(user:[0-9a-f-]{36}|room:[0-9a-f-]{36}|tenant:all)$/),
  })
  .meta({ id: 'TicketRequest' });

export const TicketSchema = z
  .object({
    /** Signed for this room and user; valid for 60 seconds, enough to open the socket. */
    ticket: z.string(),
    /** The full room name, `<tenant>:<kind>:<id>`. */
    room: z.string(),
    /** Where to open the WebSocket on this host: `/ws/<room>?ticket=<ticket>`. */
    path: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'Ticket' });

export type TicketRequest = z.infer<typeof TicketRequestSchema>;
export type Ticket = z.infer<typeof TicketSchema>;
