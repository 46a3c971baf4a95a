// Chat's rows -> the API's answers, and the live events a change sends.
import type { ChatMessageRow, ChatRow } from '../../db/schema';
import type { LiveEvent } from '../realtime/schemas';
import type { ChatKind } from './kinds';
import type { PersonRow } from './queries';
import type { ChatMessage, ChatPerson, Room } from './schemas';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPerson(row: PersonRow): ChatPerson {
  return { id: row.id, email: row.email, full_name: row.fullName, avatar: row.avatar, role: row.role };
}

export function toMessage(row: ChatMessageRow, people: Map<string, PersonRow>): ChatMessage {
  const author = row.authorId ? people.get(row.authorId) : undefined;
  return {
    id: row.id,
    chat_id: row.chatId,
    author: author ? toPerson(author) : null,
    body: row.deletedAt ? '' : row.body,
    created_at: row.createdAt.toISOString(),
    edited_at: iso(row.editedAt),
    deleted_at: iso(row.deletedAt),
  };
}

/** What a room looks like to one caller. */
export type RoomView = {
  members: PersonRow[];
  memberCount: number;
  createdBy: PersonRow | null;
  isMember: boolean;
  canManage: boolean;
  canPost: boolean;
  lastMessage: ChatMessage | null;
  unread: number;
};

export function toRoom(chat: ChatRow, view: RoomView): Room {
  return {
    id: chat.id,
    name: chat.name,
    description: chat.description,
    image: chat.image,
    status: chat.status,
    is_channel: chat.isChannel,
    company_id: chat.companyId,
    created_by: view.createdBy ? toPerson(view.createdBy) : null,
    created_at: chat.createdAt.toISOString(),
    updated_at: iso(chat.updatedAt),
    member_count: view.memberCount,
    members: view.members.map(toPerson),
    is_member: view.isMember,
    can_manage: view.canManage,
    can_post: view.canPost,
    last_message: view.lastMessage,
    unread: view.unread,
  };
}

/** A message event: with the text for a room's own socket and direct chats, ids only otherwise. */
export function messageEvent(action: 'created' | 'edited' | 'deleted', kind: ChatKind, message: ChatMessage, withText: boolean): LiveEvent {
  return {
    kind: 'chat_message',
    action,
    chat_id: message.chat_id,
    chat_kind: kind,
    message_id: message.id,
    author_id: message.author?.id ?? null,
    ...(withText ? { message } : {}),
  };
}
