// The chat contract (rooms, direct chats, messages, read state, live events), shared with the web
// app: plain zod only. A room and a direct chat are both a "chat"; a message names its `chat_id`.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { RoleSchema } from '../users/schemas';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE, MESSAGE_PAGE_MAX, ROOM_MEMBERS_MAX, ROOM_STATUSES } from './kinds';

export type { ChatKind } from './kinds';

export const RoomStatusSchema = z.enum(ROOM_STATUSES).meta({ id: 'RoomStatus' });

/** Someone as chat shows them. */
export const ChatPersonSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string().nullable(),
    avatar: z.string().nullable(),
    role: RoleSchema,
  })
  .meta({ id: 'ChatPerson' });

export const ChatMessageSchema = z
  .object({
    id: z.uuid(),
    /** The room or direct chat. */
    chat_id: z.uuid(),
    /** null when the author's account was deleted. */
    author: ChatPersonSchema.nullable(),
    /** '' once deleted: the message keeps its place as a placeholder. */
    body: z.string(),
    created_at: z.iso.datetime(),
    edited_at: z.iso.datetime().nullable(),
    deleted_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ChatMessage' });

export const MessagePageSchema = z
  .object({
    /** Newest first. */
    data: z.array(ChatMessageSchema),
    /** Whether older messages exist: ask again with `before` = the last id of `data`. */
    has_more: z.boolean(),
  })
  .meta({ id: 'MessagePage' });

export const MessagePageQuerySchema = z.object({
  /** A message id of this chat: the page holds messages older than it. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE),
});

const MessageBodySchema = z
  .string()
  .refine((text) => text.trim().length > 0, fieldMessage('chat.message_empty'))
  .refine((text) => text.length <= MESSAGE_MAX_LENGTH, fieldMessage('chat.message_too_long', { max_length: MESSAGE_MAX_LENGTH }))
  .meta({ description: `1 to ${MESSAGE_MAX_LENGTH} characters, not only spaces` });

export const MessageCreateSchema = z.object({ body: MessageBodySchema }).meta({ id: 'MessageCreate' });
export const MessageUpdateSchema = z.object({ body: MessageBodySchema }).meta({ id: 'MessageUpdate' });

export const DirectMessageCreateSchema = z
  .object({
    /** The conversation; or `user_id` to write to someone, creating the conversation on first use. */
    chat_id: z.uuid().optional(),
    user_id: z.uuid().optional(),
    body: MessageBodySchema,
  })
  .refine((input) => Boolean(input.chat_id) !== Boolean(input.user_id), { message: fieldMessage('chat.chat_or_user'), path: ['chat_id'] })
  .meta({ id: 'DirectMessageCreate' });

const RoomNameSchema = z.string().trim().min(1, fieldMessage('chat.room_name_required')).max(100);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const MemberIdsSchema = z
  .array(z.uuid())
  .max(ROOM_MEMBERS_MAX)
  .meta({ description: `The members (at most ${ROOM_MEMBERS_MAX}); the creator is always one` });

export const RoomCreateSchema = z
  .object({
    name: RoomNameSchema,
    description: optionalText(1000),
    /** An image uploaded with POST /media/rooms/images to this tenant, or null. */
    image: optionalText(500),
    status: RoomStatusSchema.default('active'),
    is_channel: z.boolean().default(false),
    /** Whose admins manage it: an admin's company (default: their first); superadmins may leave it empty. */
    company_id: z.uuid().nullish(),
    member_ids: MemberIdsSchema.default([]),
  })
  .meta({ id: 'RoomCreate' });

export const RoomUpdateSchema = z
  .object({
    name: RoomNameSchema.optional(),
    description: optionalText(1000),
    image: optionalText(500),
    status: RoomStatusSchema.optional(),
    is_channel: z.boolean().optional(),
    /** Replaces the members: those left out are removed (their open sockets to the room close). */
    member_ids: MemberIdsSchema.optional(),
  })
  .meta({ id: 'RoomUpdate' });

export const RoomSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    status: RoomStatusSchema,
    is_channel: z.boolean(),
    company_id: z.uuid().nullable(),
    created_by: ChatPersonSchema.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
    member_count: z.number().int(),
    /** The members; only in the answer of a single room (GET, POST, PATCH), [] in lists. */
    members: z.array(ChatPersonSchema),
    /** For the caller: whether they belong to it (members read and write; managers may not belong). */
    is_member: z.boolean(),
    /** For the caller: whether they may edit it, change its members and delete it. */
    can_manage: z.boolean(),
    /** For the caller: whether they may post now (a member; admins only in a channel; never while inactive). */
    can_post: z.boolean(),
    last_message: ChatMessageSchema.nullable(),
    /** Messages of others newer than the caller last read (0 when not a member). */
    unread: z.number().int(),
  })
  .meta({ id: 'Room' });

export const RoomsSchema = z.object({ data: z.array(RoomSchema), count: z.number().int() }).meta({ id: 'Rooms' });

export const RoomsQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  /** Part of the name, any case. */
  search: z.string().trim().max(100).optional(),
});

export const DirectPeerSchema = z
  .object({
    user: ChatPersonSchema,
    /** Whether they have the app open now (any socket). */
    online: z.boolean(),
    /** The conversation, once one of the pair wrote; null before. */
    chat_id: z.uuid().nullable(),
    last_message: ChatMessageSchema.nullable(),
    unread: z.number().int(),
  })
  .meta({ id: 'DirectPeer' });

export const DirectPeersSchema = z.object({ data: z.array(DirectPeerSchema), count: z.number().int() }).meta({ id: 'DirectPeers' });

export const DirectPeersQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  /** Part of the name or email, any case. */
  search: z.string().trim().max(100).optional(),
});

export const DirectChatCreateSchema = z.object({ user_id: z.uuid() }).meta({ id: 'DirectChatCreate' });

export const DirectChatSchema = z
  .object({
    id: z.uuid(),
    /** The other person. */
    user: ChatPersonSchema,
    online: z.boolean(),
    last_message: ChatMessageSchema.nullable(),
    unread: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'DirectChat' });

export const ChatUnreadSchema = z
  .object({
    /** Unread messages over the caller's rooms, and over their direct chats. */
    rooms: z.number().int(),
    direct: z.number().int(),
  })
  .meta({ id: 'ChatUnread' });

export const ChatIdParamsSchema = z.object({ id: z.uuid() });
export const ChatMessageParamsSchema = z.object({ id: z.uuid(), message_id: z.uuid() });
export const MessageIdParamsSchema = z.object({ message_id: z.uuid() });

export type ChatPerson = z.infer<typeof ChatPersonSchema>;
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type MessagePage = z.infer<typeof MessagePageSchema>;
export type MessagePageQuery = z.infer<typeof MessagePageQuerySchema>;
export type DirectMessageCreate = z.infer<typeof DirectMessageCreateSchema>;
export type RoomCreate = z.infer<typeof RoomCreateSchema>;
export type RoomUpdate = z.infer<typeof RoomUpdateSchema>;
export type Room = z.infer<typeof RoomSchema>;
export type Rooms = z.infer<typeof RoomsSchema>;
export type RoomsQuery = z.infer<typeof RoomsQuerySchema>;
export type DirectPeer = z.infer<typeof DirectPeerSchema>;
export type DirectPeers = z.infer<typeof DirectPeersSchema>;
export type DirectPeersQuery = z.infer<typeof DirectPeersQuerySchema>;
export type DirectChat = z.infer<typeof DirectChatSchema>;
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;
