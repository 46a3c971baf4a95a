// What a room sends its sockets, as JSON text. Rooms relay; they never take messages from sockets:
// the API is the only writer (spec/product-rules.md "Chat").

export type RoomMessage =
  /** An event the API posted to the room. */
  | { type: 'event'; event: unknown }
  /** A user's first socket joined, or their last one left; `members` are the user ids present now. */
  | { type: 'presence'; action: 'join' | 'leave'; user: string; members: string[] };
