// Direct chats: one conversation per pair of active people of the tenant, created on first use;
// only its two members read and write it (spec/product-rules.md "Chat").
import { requireAccess, type RoomAccess } from '../../access';
import type { ChatRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import { ensureUserSortKeys, userSearch } from '../users/public';
import { toPerson } from './answers';
import * as messages from './messages.service';
import {
  addMembers,
  directKey,
  directPeersPage,
  findMessage,
  findPersonRow,
  insertDirectChat,
  otherMember,
  unreadCounts,
  membership,
} from './queries';
import type {
  ChatMessage,
  ChatUnread,
  DirectChat,
  DirectMessageCreate,
  DirectPeers,
  DirectPeersQuery,
  MessagePage,
  MessagePageQuery,
} from './schemas';

export async function listPeers(ctx: RequestContext, query: DirectPeersQuery): Promise<DirectPeers> {
  await ensureUserSortKeys(ctx.db);
  const [page, online] = await Promise.all([
    directPeersPage(ctx.db, ctx.actor.id, query.search ? userSearch(query.search) : undefined, query),
    ctx.live.online(),
  ]);
  const chatIds = page.rows.flatMap((row) => (row.chatId ? [row.chatId] : []));
  const [unread, last] = await Promise.all([
    unreadCounts(ctx.db, ctx.actor.id, chatIds),
    messages.lastMessages(ctx, page.rows.flatMap((row) => (row.lastMessageId ? [{ lastMessageId: row.lastMessageId }] : []))),
  ]);
  return {
    data: page.rows.map((row) => ({
      user: toPerson(row),
      online: online.has(row.id),
      chat_id: row.chatId,
      last_message: (row.chatId && last.get(row.chatId)) || null,
      unread: (row.chatId && unread.get(row.chatId)) || 0,
    })),
    count: page.count,
  };
}

/** The pair's conversation, created on first use. */
export async function openChat(ctx: RequestContext, userId: string): Promise<DirectChat> {
  return describe(ctx, await chatWith(ctx, userId));
}

export async function directMessages(ctx: RequestContext, chatId: string, query: MessagePageQuery): Promise<MessagePage> {
  const { chat } = await requireAccess(ctx, 'direct.read', chatId);
  return messages.pageOf(ctx, chat, query);
}

export async function postDirectMessage(ctx: RequestContext, input: DirectMessageCreate): Promise<ChatMessage> {
  const chat = input.chat_id ? (await requireAccess(ctx, 'direct.read', input.chat_id)).chat : await chatWith(ctx, input.user_id!);
  const other = await otherMember(ctx.db, chat.id, ctx.actor.id);
  if (!other) throw notFound('chat.user_not_found');
  return messages.post(ctx, chat, input.body);
}

export async function editDirectMessage(ctx: RequestContext, messageId: string, body: string): Promise<ChatMessage> {
  return messages.edit(ctx, await accessOfMessage(ctx, messageId), messageId, body);
}

export async function deleteDirectMessage(ctx: RequestContext, messageId: string): Promise<ChatMessage> {
  return messages.remove(ctx, await accessOfMessage(ctx, messageId), messageId);
}

export async function markDirectRead(ctx: RequestContext, chatId: string): Promise<ChatUnread> {
  return messages.markRead(ctx, await requireAccess(ctx, 'direct.read', chatId));
}

/** The conversation of a message in a direct chat of the caller's. */
async function accessOfMessage(ctx: RequestContext, messageId: string): Promise<RoomAccess> {
  const message = await findMessage(ctx.db, messageId);
  if (!message) throw notFound('chat.message_not_found');
  try {
    return await requireAccess(ctx, 'direct.read', message.chatId);
  } catch (error) {
    // A message of a room is not found here; one of someone else's conversation is refused.
    if (error instanceof Error && 'code' in error && error.code === 'chat.chat_not_found') throw notFound('chat.message_not_found');
    throw error;
  }
}

async function chatWith(ctx: RequestContext, userId: string): Promise<ChatRow> {
  if (userId === ctx.actor.id) throw conflict('chat.direct_self');
  const other = await findPersonRow(ctx.db, userId);
  if (!other || !other.isActive) throw notFound('chat.user_not_found');
  const key = directKey(ctx.actor.id, userId);
  const { chat } = await ctx.db.transaction(async (tx) => {
    const opened = await insertDirectChat(tx, {
      id: timeOrderedId(ctx.now.getTime()),
      kind: 'direct',
      directKey: key,
      createdBy: ctx.actor.id,
      createdAt: ctx.now,
    });
    await addMembers(tx, opened.chat.id, [ctx.actor.id, userId], ctx.now);
    return opened;
  });
  return chat;
}

async function describe(ctx: RequestContext, chat: ChatRow): Promise<DirectChat> {
  const [other, online, unread, last, member] = await Promise.all([
    otherMember(ctx.db, chat.id, ctx.actor.id),
    ctx.live.online(),
    unreadCounts(ctx.db, ctx.actor.id, [chat.id]),
    messages.lastMessages(ctx, [chat]),
    membership(ctx.db, chat.id, ctx.actor.id),
  ]);
  if (!member) throw forbidden('chat.not_authorized');
  if (!other) throw notFound('chat.user_not_found');
  return {
    id: chat.id,
    user: toPerson(other),
    online: online.has(other.id),
    last_message: last.get(chat.id) ?? null,
    unread: unread.get(chat.id) ?? 0,
    created_at: chat.createdAt.toISOString(),
  };
}
