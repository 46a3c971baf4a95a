// One room: the sockets admitted with a ticket for it, their presence, and the API's events relayed
// to them. A Durable Object of the Worker at the edge; the same class in workerd through Miniflare
// under `npm start` (worker/platform/node-rooms.ts).
import { Server, type Connection, type ConnectionContext } from 'partyserver';
import type { RoomMessage } from './messages';

/** Set by the router after it checked the ticket (router.ts); a room is reached only through it. */
export const MEMBER_HEADER = 'x-grafik-member';

/** The close code and reason of the sockets of a user removed from the room (`disconnect`). */
export const REMOVED_CODE = 4403;
export const REMOVED_REASON = 'Removed from the room';

// A connection's state is what survives hibernation, so everything a room knows of a socket is here.
// `removed`: closed by `disconnect`, which announced the leave itself (onClose then stays quiet).
type Member = { user: string; removed?: true };

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
    // Another tab of someone already here: nobody else learns anything, but this socket needs the list.
    else connection.send(JSON.stringify({ type: 'presence', action: 'join', user, members: [...this.members()].sort() } satisfies RoomMessage));
  }

  override onClose(connection: Connection<Member>) {
    const state = connection.state;
    if (!state?.user || state.removed) return;
    const remaining = this.members(connection.id);
    if (!remaining.has(state.user)) this.announce('leave', state.user, remaining);
  }

  /**
   * Called by the API (publish.ts): sends the event to the sockets in the room, or with `to` only to
   * those users' sockets; answers how many sockets got it.
   */
  publish(event: unknown, to?: readonly string[]): number {
    const text = JSON.stringify({ type: 'event', event } satisfies RoomMessage);
    const users = to ? new Set(to) : null;
    let sockets = 0;
    for (const connection of this.getConnections<Member>()) {
      if (users && !users.has(connection.state?.user ?? '')) continue;
      if (this.sendTo(connection, text)) sockets++;
    }
    return sockets;
  }

  /** Called by the API: the users with an open socket here, sorted. */
  present(): string[] {
    return [...this.members()].sort();
  }

  /**
   * Called by the API when a member is removed: closes every socket of the user here (4403) and
   * announces their leave once; answers how many sockets were closed.
   */
  disconnect(user: string): number {
    let closed = 0;
    for (const connection of this.getConnections<Member>()) {
      if (connection.state?.user !== user) continue;
      connection.setState({ user, removed: true });
      try {
        connection.close(REMOVED_CODE, REMOVED_REASON);
      } catch {
        // Already closing: its onClose sees `removed` and stays quiet as well.
      }
      closed++;
    }
    // Closed sockets are no longer open, so the members left are the others.
    if (closed) this.announce('leave', user, this.members());
    return closed;
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

  /** As partyserver's broadcast does per socket: one that cannot take a message is closed. */
  private sendTo(connection: Connection, text: string): boolean {
    try {
      connection.send(text);
      return true;
    } catch {
      connection.close(1011, 'Unexpected error');
      return false;
    }
  }
}
