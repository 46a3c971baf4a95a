// One room at the edge: a Durable Object of the Worker (partyserver) that hosts the room core
// (room-core.ts). Its sockets and what it knows of them live in partyserver's connections, whose
// state survives hibernation; the Node entry hosts the same core itself (worker/platform/node-rooms.ts).
import { Server, type Connection, type ConnectionContext } from 'partyserver';
import { RoomCore, type Member } from './room-core';

/** Set by the router after it checked the ticket (router.ts); a room is reached only through it. */
export const MEMBER_HEADER = 'x-grafik-member';

export class Room extends Server {
  // Idle sockets do not keep the object in memory at the edge (WebSocket hibernation).
  static override options = { hibernate: true };

  // partyserver's list of the open sockets (the platform's, after hibernation too) is the room's.
  private readonly core = new RoomCore(() => this.getConnections<Member>());

  override onConnect(connection: Connection<Member>, { request }: ConnectionContext) {
    const user = request.headers.get(MEMBER_HEADER);
    if (!user) {
      connection.close(1008, 'No ticket');
      return;
    }
    this.core.join(connection, user);
  }

  override onClose(connection: Connection<Member>) {
    this.core.leave(connection);
  }

  /** Called by the API (publish.ts): answers how many sockets got the event. */
  publish(event: unknown, to?: readonly string[]): number {
    return this.core.publish(event, to);
  }

  /** Called by the API: the users with an open socket here, sorted. */
  present(): string[] {
    return this.core.present();
  }

  /** Called by the API when a member is removed: answers how many sockets were closed (4403). */
  disconnect(user: string): number {
    return this.core.disconnect(user);
  }
}
