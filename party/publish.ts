// How the API reaches a room from inside workerd: RPCs on the room's Durable Object stub. Plain
// Durable Object calls (no partyserver import), so the edge platform stays importable under Node.
import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { parseRoomName } from './names';

// Room (room.ts) as its stub offers it. Its RPCs need no onStart, so the stub is called directly
// rather than via getServerByName.
type RoomStub = {
  publish(event: unknown, to?: readonly string[]): Promise<number>;
  present(): Promise<string[]>;
  disconnect(user: string): Promise<number>;
};

function stubOf(rooms: DurableObjectNamespace, room: string): RoomStub {
  if (!parseRoomName(room)) throw new Error(`Not a room name: ${room}`);
  return rooms.get(rooms.idFromName(room)) as unknown as RoomStub;
}

/** Sends the event to the room's sockets (with `to`, those users' only); answers how many got it. */
export async function publishToRoom(rooms: DurableObjectNamespace, room: string, event: unknown, to?: readonly string[]): Promise<number> {
  const stub = stubOf(rooms, room);
  return to ? stub.publish(event, [...to]) : stub.publish(event);
}

/** The users with a socket open in the room, sorted. */
export async function presentInRoom(rooms: DurableObjectNamespace, room: string): Promise<string[]> {
  return stubOf(rooms, room).present();
}

/** Closes the user's sockets in the room (4403); answers how many there were. */
export async function disconnectFromRoom(rooms: DurableObjectNamespace, room: string, user: string): Promise<number> {
  return stubOf(rooms, room).disconnect(user);
}
