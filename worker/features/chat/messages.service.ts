// Messages of rooms and direct chats: one flow for both. The API is the only writer: it stores a
// message, then tells the sockets (lib/live.ts sends after the answer; a rolled-back write tells
// nobody). A room's open sockets get the text; the lobby tells the other members that something
// arrived (a direct chat's two members get the text there, as they have no room socket).
import type { RoomAccess } from '../../access';
import type { ChatMessageRow, ChatRow } from '../../db/schema';
import { apiError, conflict, forbidden, notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { messageEvent, toMessage } from './answers';
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_WINDOW_MS } from './kinds';
import {
  findMessage,
  insertMessage,
  markReadUpTo,
  memberIds,
  messagesByIds,
  messagesPage,
  messagesSince,
  personsByIds,
  unreadTotals,
  updateMessageRow,
  type PersonRow,
} from './queries';
import type { ChatMessage, ChatUnread, MessagePage, MessagePageQuery } from './schemas';
import { shorten } from '../push/public';

/** Messages with their authors, loaded in one query. */
export async function withAuthors(ctx: RequestContext, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
  const people: Map<string, PersonRow> = await personsByIds(ctx.db, rows.flatMap((row) => (row.authorId ? [row.authorId] : [])));
  return rows.map((row) => toMessage(row, people));
}

/** The newest message of each chat, in one query for the page. */
export async function lastMessages(ctx: RequestContext, chats: Pick<ChatRow, 'lastMessageId'>[]): Promise<Map<string, ChatMessage>> {
  const messages = await withAuthors(ctx, await messagesByIds(ctx.db, chats.map((chat) => chat.lastMessageId)));
  return new Map(messages.map((message) => [message.chat_id, message]));
}

export async function pageOf(ctx: RequestContext, chat: ChatRow, query: MessagePageQuery): Promise<MessagePage> {
  if (query.before) {
    const cursor = await findMessage(ctx.db, query.before);
    if (!cursor || cursor.chatId !== chat.id) throw notFound('chat.message_not_found');
  }
  const page = await messagesPage(ctx.db, chat.id, query.before, query.limit);
  return { data: await withAuthors(ctx, page.rows), has_more: page.hasMore };
}

/** Stores a message of the caller (at most MESSAGE_RATE_LIMIT in the window), read by its author. */
export async function post(ctx: RequestContext, chat: ChatRow, body: string): Promise<ChatMessage> {
  const { db, actor, now } = ctx;
  const row = await db.transaction(async (tx) => {
    const recent = await messagesSince(tx, actor.id, new Date(now.getTime() - MESSAGE_RATE_WINDOW_MS));
    if (recent >= MESSAGE_RATE_LIMIT) {
      throw apiError('chat.too_many_messages', { limit: MESSAGE_RATE_LIMIT, seconds: MESSAGE_RATE_WINDOW_MS / 1000 });
    }
    const id = timeOrderedId(now.getTime());
    const inserted = await insertMessage(tx, { id, chatId: chat.id, authorId: actor.id, body, createdAt: now });
    await markReadUpTo(tx, chat.id, actor.id, id);
    return inserted;
  });
  const [message] = await withAuthors(ctx, [row]);
  await announce(ctx, chat, 'created', message!);
  return message!;
}

/** A message of this chat that the caller may change: their own, or (delete) any when they manage the room. */
async function changeable(ctx: RequestContext, access: RoomAccess, messageId: string, action: 'edit' | 'delete'): Promise<ChatMessageRow> {
  const row = await findMessage(ctx.db, messageId);
  if (!row || row.chatId !== access.chat.id) throw notFound('chat.message_not_found');
  const own = row.authorId === ctx.actor.id;
  if (!own && !(action === 'delete' && access.manages)) throw forbidden('chat.not_your_message');
  if (access.chat.status === 'inactive') throw conflict('chat.room_inactive');
  return row;
}

export async function edit(ctx: RequestContext, access: RoomAccess, messageId: string, body: string): Promise<ChatMessage> {
  const row = await changeable(ctx, access, messageId, 'edit');
  if (row.deletedAt) throw conflict('chat.message_deleted');
  const updated = row.body === body ? row : await updateMessageRow(ctx.db, row.id, { body, editedAt: ctx.now });
  if (!updated) throw notFound('chat.message_not_found');
  const [message] = await withAuthors(ctx, [updated]);
  if (updated !== row) await announce(ctx, access.chat, 'edited', message!);
  return message!;
}

/** Erases the text and keeps the place; deleting a deleted message changes nothing. */
export async function remove(ctx: RequestContext, access: RoomAccess, messageId: string): Promise<ChatMessage> {
  const row = await changeable(ctx, access, messageId, 'delete');
  const updated = row.deletedAt ? row : await updateMessageRow(ctx.db, row.id, { body: '', deletedAt: ctx.now });
  if (!updated) throw notFound('chat.message_not_found');
  const [message] = await withAuthors(ctx, [updated]);
  if (updated !== row) await announce(ctx, access.chat, 'deleted', message!);
  return message!;
}

/** Marks the chat read up to its newest message; answers the caller's unread totals. */
export async function markRead(ctx: RequestContext, access: RoomAccess): Promise<ChatUnread> {
  if (!access.member) throw forbidden('chat.not_authorized');
  const { chat } = access;
  if (chat.lastMessageId > access.member.lastReadId) {
    await markReadUpTo(ctx.db, chat.id, ctx.actor.id, chat.lastMessageId);
    ctx.live.toUsers([ctx.actor.id], { kind: 'chat_read', chat_id: chat.id, chat_kind: chat.kind });
  }
  return unreadTotals(ctx.db, ctx.actor.id);
}

export const totals = (ctx: RequestContext): Promise<ChatUnread> => unreadTotals(ctx.db, ctx.actor.id);

async function announce(ctx: RequestContext, chat: ChatRow, action: 'created' | 'edited' | 'deleted', message: ChatMessage): Promise<void> {
  const members = await memberIds(ctx.db, chat.id);
  if (chat.kind === 'room') {
    ctx.live.toChat(chat.id, messageEvent(action, 'room', message, true));
    ctx.live.toUsers(members, messageEvent(action, 'room', message, false));
  } else {
    ctx.live.toUsers(members, messageEvent(action, 'direct', message, true));
    if (action === 'created') await pushToOffline(ctx, members, message);
  }
}

/** A direct message reaches a recipient who has no tab open by Web Push (features/push), shortened. */
async function pushToOffline(ctx: RequestContext, members: string[], message: ChatMessage): Promise<void> {
  const others = members.filter((member) => member !== ctx.actor.id);
  if (!others.length) return;
  const online = await ctx.live.online();
  const author = message.author;
  const name = author?.full_name || author?.email || '';
  const body = shorten(message.body);
  ctx.live.push(
    others
      .filter((member) => !online.has(member))
      .map((userId) => ({
        userId,
        kind: 'direct_message' as const,
        title: `New message from ${name}`,
        body,
        link: author ? `/direct?user=${author.id}` : '/direct',
        data: { user_name: name, chat_id: message.chat_id },
        // One conversation's pushes replace each other on a device.
        tag: `direct:${message.chat_id}`,
      })),
  );
}
