// What the API posts to realtime rooms (the `event` of a room's `{"type":"event","event":...}`),
// shared with the web app: plain types only.
//
// Two kinds of socket (docs/chat.md "Realtime"):
//   - the tenant's lobby, `tenant:all`: every signed-in tab keeps one socket there. Presence is who
//     has a socket in it; the API sends each user's own events to their connections only (`to`).
//   - a chat room, `room:<chat id>`: the tab showing the room; only its members get a ticket.
import type { NotificationPublic } from '../notifications/schemas';
import type { ChatKind, ChatMessage } from '../chat/schemas';

export type LiveEvent =
  /** A new notification for this user (lobby): the bell shows it without waiting for its poll. */
  | { kind: 'notification'; notification: NotificationPublic }
  /**
   * A message was posted, edited or deleted. In a room's socket: to everyone there, with the
   * message. In the lobby: to the members of the chat; direct chats carry the message, rooms only
   * the ids (the room's own socket carries the text to those who have it open).
   */
  | {
    kind: 'chat_message';
    action: 'created' | 'edited' | 'deleted';
    chat_id: string;
    chat_kind: ChatKind;
    message_id: string;
    author_id: string | null;
    message?: ChatMessage;
  }
  /** The user read a chat (in another tab, or their own post): unread counts changed (lobby). */
  | { kind: 'chat_read'; chat_id: string; chat_kind: ChatKind }
  /** A room's settings or members changed, or it was deleted: lists and headers read it again (lobby, to old and new members). */
  | { kind: 'room_changed'; chat_id: string; deleted: boolean };
