// One room: the sockets admitted with a ticket for it, their presence, and the API's events relayed
// to all of them. A Durable Object of the Worker at the edge; the same class in workerd through
// Miniflare under `npm start` (worker/platform/node-rooms.ts).
import { Server, type Connection, type ConnectionContext } from 'partyserver';
import type { RoomMessage } from './messages';

/** Set by the router after it checked the ticket (router.ts); a room is reached only through it. */
export const MEMBER_HEADER = 'x-grafik-member';

type Member = { user: string };

export class Room extends Server {
  // Idle sockets do not keep the object in memory at the edge (WebSocket hibernation).
  static override options = { hibernate: true };

  override onConnect(connection: Connection<Member>, { request }: ConnectionContext) {
    const user = request.headers.get(MEMBER_HEADER);
    if (!user) {
      connection.close(1008, 'No ticket');
      return;
    }
    const wasPresent = this.members().has(user);
    connection.setState({ user });
    if (!wasPresent) this.announce('join', user, this.members());
  }

  override onClose(connection: Connection<Member>) {
    const user = connection.state?.user;
    const remaining = this.members(connection.id);
    if (user && !remaining.has(user)) this.announce('leave', user, remaining);
  }

  /** Called by the API (publish.ts): sends the event to every socket in the room; answers how many. */
  publish(event: unknown): number {
    let sockets = 0;
    for (const _ of this.getConnections()) sockets++;
    this.send({ type: 'event', event });
    return sockets;
  }

  /** The users with an open socket here, leaving out one connection (the one closing). */
  private members(without?: string): Set<string> {
    const users = new Set<string>();
    for (const connection of this.getConnections<Member>()) {
      if (connection.id !== without && connection.state?.user) users.add(connection.state.user);
    }
    return users;
  }

  private announce(action: 'join' | 'leave', user: string, members: Set<string>) {
    this.send({ type: 'presence', action, user, members: [...members].sort() });
  }

  private send(message: RoomMessage) {
    this.broadcast(JSON.stringify(message));
  }
}
