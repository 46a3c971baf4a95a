// One room without a runtime: the sockets admitted with a ticket for it, their presence, and the
// API's events relayed to them. Its host keeps the sockets and hands them in: partyserver's Durable
// Object at the edge (room.ts), whose list survives hibernation, and the Node entry's WebSocket
// server (worker/platform/node-rooms.ts), which keeps them in memory.
import type { RoomMessage } from './messages';

/** The close code and reason of the sockets of a user removed from the room (`disconnect`). */
export const REMOVED_CODE = 4403;
export const REMOVED_REASON = 'Removed from the room';

/**
 * Everything a room knows of a socket: at the edge it is the connection's state, which survives
 * hibernation. `removed`: closed by `disconnect`, which announced the leave itself (`leave` then
 * stays quiet).
 */
export type Member = { user: string; removed?: true };

/** A socket as the room sees it; partyserver's `Connection<Member>` is one. */
export interface RoomConnection {
  readonly id: string;
  readonly state: Readonly<Member> | null;
  setState(state: Member): unknown;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export class RoomCore {
  /** `connections`: the host's open sockets of the room now, the one source of truth. */
  constructor(private readonly connections: () => Iterable<RoomConnection>) {}

  /** A socket admitted for `user` (already among the host's connections). */
  join(connection: RoomConnection, user: string): void {
    const wasPresent = this.members(connection.id).has(user);
    connection.setState({ user });
    if (!wasPresent) this.announce('join', user, this.members());
    // Another tab of someone already here: nobody else learns anything, but this socket needs the list.
    else connection.send(presenceText('join', user, this.members()));
  }

  /** A socket closed (whether or not the host still lists it). */
  leave(connection: RoomConnection): void {
    const state = connection.state;
    if (!state?.user || state.removed) return;
    const remaining = this.members(connection.id);
    if (!remaining.has(state.user)) this.announce('leave', state.user, remaining);
  }

  /** Sends the event to the sockets in the room, or with `to` only to those users' sockets; answers how many got it. */
  publish(event: unknown, to?: readonly string[]): number {
    const text = JSON.stringify({ type: 'event', event } satisfies RoomMessage);
    const users = to ? new Set(to) : null;
    let sockets = 0;
    for (const connection of this.connections()) {
      if (connection.state?.removed || (users && !users.has(connection.state?.user ?? ''))) continue;
      if (sendTo(connection, text)) sockets++;
    }
    return sockets;
  }

  /** The users with an open socket here, sorted. */
  present(): string[] {
    return [...this.members()].sort();
  }

  /**
   * Closes every socket of the user here (4403) when a member is removed, and announces their leave
   * once; answers how many sockets were closed.
   */
  disconnect(user: string): number {
    let closed = 0;
    for (const connection of this.connections()) {
      if (connection.state?.user !== user || connection.state.removed) continue;
      connection.setState({ user, removed: true });
      try {
        connection.close(REMOVED_CODE, REMOVED_REASON);
      } catch {
        // Already closing: its `leave` sees `removed` and stays quiet as well.
      }
      closed++;
    }
    if (closed) this.announce('leave', user, this.members());
    return closed;
  }

  /** The users with an open socket here, leaving out one connection (the one joining or closing). */
  private members(without?: string): Set<string> {
    const users = new Set<string>();
    for (const connection of this.connections()) {
      const state = connection.state;
      if (connection.id !== without && state?.user && !state.removed) users.add(state.user);
    }
    return users;
  }

  private announce(action: 'join' | 'leave', user: string, members: Set<string>) {
    const text = presenceText(action, user, members);
    for (const connection of this.connections()) sendTo(connection, text);
  }
}

function presenceText(action: 'join' | 'leave', user: string, members: Set<string>): string {
  return JSON.stringify({ type: 'presence', action, user, members: [...members].sort() } satisfies RoomMessage);
}

/** As partyserver's broadcast does per socket: one that cannot take a message is closed. */
function sendTo(connection: RoomConnection, text: string): boolean {
  try {
    connection.send(text);
    return true;
  } catch {
    connection.close(1011, 'Unexpected error');
    return false;
  }
}
