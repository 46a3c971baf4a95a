// How the API reaches a room from inside workerd: an RPC on the room's Durable Object stub. Plain
// Durable Object calls (no partyserver import), so the edge platform stays importable under Node.
import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import { parseRoomName } from './names';

type RoomStub = { publish(event: unknown): Promise<number> };

/** Sends the event to the room's sockets; answers how many there were. */
export async function publishToRoom(rooms: DurableObjectNamespace, room: string, event: unknown): Promise<number> {
  if (!parseRoomName(room)) throw new Error(`Not a room name: ${room}`);
  // Room.publish needs no onStart, so the stub is called directly rather than via getServerByName.
  const stub = rooms.get(rooms.idFromName(room)) as unknown as RoomStub;
  return stub.publish(event);
}
