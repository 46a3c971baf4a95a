// Chat rooms: admins create and manage the rooms of their companies with members from them,
// superadmins any; a user lists the rooms they belong to (spec/product-rules.md "Chat").
import { checkAccess, managesRoom, requireAccess, writesChannels, type RoomAccess } from '../../access';
import { reachableCompanies } from '../../access/scope';
import type { ChatRow } from '../../db/schema';
import { conflict, forbidden, ValidationError } from '../../lib/errors';
import { fieldMessage } from '../../lib/field-codes';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { BlobStore } from '../../platform/blobs';
import { isStoredImage, removeImageFile } from '../media/public';
import { toRoom } from './answers';
import * as messages from './messages.service';
import {
  activeUserIds,
  addMembers,
  deleteChatRow,
  employedNowIn,
  insertChat,
  memberCounts,
  memberIds,
  membersOf,
  personsByIds,
  readStates,
  replaceMembers,
  roomsPage,
  unreadCounts,
  updateChatRow,
} from './queries';
import type { ChatMessage, ChatUnread, MessagePage, MessagePageQuery, Room, RoomCreate, Rooms, RoomsQuery, RoomUpdate } from './schemas';
import { answerReads } from '../../lib/answer-cache';
import { chatMembers, chatMessages, chats, companies, employmentRecords, users } from '../../db/schema';

/** The rooms list: rooms, members, messages, their authors and creators, an admin's companies (answer-cache.ts). */
export const ROOMS_READS = answerReads(users, chats, chatMembers, chatMessages, employmentRecords, companies);

export async function listRooms(ctx: RequestContext, query: RoomsQuery): Promise<Rooms> {
  const page = await roomsPage(ctx.db, ctx, query.search, query);
  const ids = page.rows.map((chat) => chat.id);
  const [counts, reads, unread, last, creators, managed] = await Promise.all([
    memberCounts(ctx.db, ids),
    readStates(ctx.db, ctx.actor.id, ids),
    unreadCounts(ctx.db, ctx.actor.id, ids),
    messages.lastMessages(ctx, page.rows),
    personsByIds(ctx.db, page.rows.flatMap((chat) => (chat.createdBy ? [chat.createdBy] : []))),
    checkAccess(ctx, 'room.manage', ids),
  ]);
  const data = page.rows.map((chat) => {
    const isMember = reads.has(chat.id);
    return toRoom(chat, {
      members: [],
      memberCount: counts.get(chat.id) ?? 0,
      createdBy: chat.createdBy ? (creators.get(chat.createdBy) ?? null) : null,
      isMember,
      canManage: managed.has(chat.id),
      canPost: canPost(ctx, chat, isMember),
      lastMessage: last.get(chat.id) ?? null,
      unread: unread.get(chat.id) ?? 0,
    });
  });
  return { data, count: page.count };
}

export async function getRoom(ctx: RequestContext, id: string): Promise<Room> {
  return describe(ctx, await requireAccess(ctx, 'room.read', id));
}

export async function createRoom(ctx: RequestContext, blobs: BlobStore, input: RoomCreate): Promise<Room> {
  const companyId = await companyOfNewRoom(ctx, input.company_id);
  const members = await checkedMembers(ctx, input.member_ids, ctx.actor.id);
  const image = await checkedImage(blobs, input.image);
  const id = timeOrderedId(ctx.now.getTime());
  const chat = await ctx.db.transaction(async (tx) => {
    const row = await insertChat(tx, {
      id,
      kind: 'room',
      name: input.name,
      description: input.description || null,
      image,
      status: input.status,
      isChannel: input.is_channel,
      companyId,
      createdBy: ctx.actor.id,
      createdAt: ctx.now,
    });
    await addMembers(tx, id, members, ctx.now);
    return row;
  });
  ctx.live.toUsers(members, { kind: 'room_changed', chat_id: id, deleted: false });
  return describe(ctx, { chat, member: { chatId: id, userId: ctx.actor.id, joinedAt: ctx.now, lastReadId: '' }, manages: true });
}

export async function updateRoom(ctx: RequestContext, blobs: BlobStore, id: string, input: RoomUpdate): Promise<Room> {
  const { chat: before } = await requireAccess(ctx, 'room.manage', id);
  const wanted = input.member_ids ? await checkedMembers(ctx, input.member_ids) : null;
  const image = input.image !== undefined ? await checkedImage(blobs, input.image) : undefined;
  const { updated, removed } = await ctx.db.transaction(async (tx) => {
    const changes: Partial<ChatRow> = { updatedAt: ctx.now };
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description || null;
    if (image !== undefined) changes.image = image;
    if (input.status !== undefined) changes.status = input.status;
    if (input.is_channel !== undefined) changes.isChannel = input.is_channel;
    const updated = (await updateChatRow(tx, id, changes))!;
    const membership = wanted ? await replaceMembers(tx, id, wanted, ctx.now, updated.lastMessageId) : { added: [], removed: [] };
    return { updated, ...membership };
  });
  if (before.image && before.image !== updated.image) await removeImageFile(blobs, before.image);
  const stayed = wanted ?? (await memberIds(ctx.db, id));
  ctx.live.toUsers([...stayed, ...removed], { kind: 'room_changed', chat_id: id, deleted: false });
  for (const user of removed) ctx.live.disconnect(id, user);
  return describe(ctx, { chat: updated, member: null, manages: true });
}

export async function deleteRoom(ctx: RequestContext, blobs: BlobStore, id: string): Promise<void> {
  const { chat } = await requireAccess(ctx, 'room.manage', id);
  const members = await memberIds(ctx.db, id);
  await deleteChatRow(ctx.db, id);
  if (chat.image) await removeImageFile(blobs, chat.image);
  const event = { kind: 'room_changed', chat_id: id, deleted: true } as const;
  ctx.live.toChat(id, event);
  ctx.live.toUsers(members, event);
}

// --------------------------------------------------------------------------------- messages

export async function roomMessages(ctx: RequestContext, id: string, query: MessagePageQuery): Promise<MessagePage> {
  const { chat } = await requireAccess(ctx, 'room.read', id);
  return messages.pageOf(ctx, chat, query);
}

export async function postRoomMessage(ctx: RequestContext, id: string, body: string): Promise<ChatMessage> {
  const { chat, member } = await requireAccess(ctx, 'room.read', id);
  if (!member) throw forbidden('chat.not_authorized');
  if (chat.status === 'inactive') throw conflict('chat.room_inactive');
  if (chat.isChannel && !writesChannels(ctx.actor)) throw forbidden('chat.channel_admins_only');
  return messages.post(ctx, chat, body);
}

export async function editRoomMessage(ctx: RequestContext, id: string, messageId: string, body: string): Promise<ChatMessage> {
  return messages.edit(ctx, await requireAccess(ctx, 'room.read', id), messageId, body);
}

export async function deleteRoomMessage(ctx: RequestContext, id: string, messageId: string): Promise<ChatMessage> {
  return messages.remove(ctx, await requireAccess(ctx, 'room.read', id), messageId);
}

export async function markRoomRead(ctx: RequestContext, id: string): Promise<ChatUnread> {
  return messages.markRead(ctx, await requireAccess(ctx, 'room.read', id));
}

// ------------------------------------------------------------------------------------ rules

function canPost(ctx: RequestContext, chat: ChatRow, isMember: boolean): boolean {
  return isMember && chat.status === 'active' && (!chat.isChannel || writesChannels(ctx.actor));
}

/** An admin's room belongs to one of their companies (default: their first); a superadmin's to any or none. */
async function companyOfNewRoom(ctx: RequestContext, requested: string | null | undefined): Promise<string | null> {
  if (requested) {
    await requireAccess(ctx, 'company.read', requested);
    return requested;
  }
  // The route admits admins and superadmins only: no scope (null) is a superadmin's.
  const mine = await reachableCompanies(ctx);
  if (mine === null) return null;
  const [first] = mine;
  if (!first) throw ValidationError.field(['body', 'company_id'], fieldMessage('chat.company_required'));
  return first;
}

/**
 * The members, once each: active accounts of the tenant (422 on the first unknown), and for an
 * admin people employed now in their companies (or the admin).
 */
async function checkedMembers(ctx: RequestContext, ids: readonly string[], creator?: string): Promise<string[]> {
  const unique = [...new Set(creator ? [creator, ...ids] : ids)];
  const known = await activeUserIds(ctx.db, unique);
  const at = (id: string) => ['body', 'member_ids', Math.max(0, ids.indexOf(id))];
  const unknown = unique.find((id) => !known.has(id));
  if (unknown) throw ValidationError.field(at(unknown), fieldMessage('chat.member_unknown', { user_id: unknown }));
  // An admin's scope (the route admits admins and superadmins only; a superadmin's is null).
  const companies = await reachableCompanies(ctx);
  if (companies !== null) {
    const employed = await employedNowIn(ctx.db, unique, companies, ctx.orgToday);
    const outside = unique.find((id) => id !== ctx.actor.id && !employed.has(id));
    if (outside) throw ValidationError.field(at(outside), fieldMessage('chat.member_outside_companies', { user_id: outside }));
  }
  return unique;
}

/** A room's image is one uploaded as a rooms image to this tenant ('' or null: none). */
async function checkedImage(blobs: BlobStore, image: string | null | undefined): Promise<string | null> {
  if (!image) return null;
  if (!(await isStoredImage(blobs, image, 'rooms'))) throw ValidationError.field(['body', 'image'], fieldMessage('media.image_unknown'));
  return image;
}

/** The room as the caller sees it, with its members. */
async function describe(ctx: RequestContext, access: RoomAccess): Promise<Room> {
  const { chat } = access;
  const [members, reads, unread, last, creator, manages] = await Promise.all([
    membersOf(ctx.db, chat.id),
    readStates(ctx.db, ctx.actor.id, [chat.id]),
    unreadCounts(ctx.db, ctx.actor.id, [chat.id]),
    messages.lastMessages(ctx, [chat]),
    chat.createdBy ? personsByIds(ctx.db, [chat.createdBy]) : Promise.resolve(new Map()),
    access.manages ? Promise.resolve(true) : managesRoom(ctx, chat),
  ]);
  const isMember = reads.has(chat.id);
  return toRoom(chat, {
    members,
    memberCount: members.length,
    createdBy: chat.createdBy ? (creator.get(chat.createdBy) ?? null) : null,
    isMember,
    canManage: manages,
    canPost: canPost(ctx, chat, isMember),
    lastMessage: last.get(chat.id) ?? null,
    unread: unread.get(chat.id) ?? 0,
  });
}
