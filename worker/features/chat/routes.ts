import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards';
import { cachedAnswer } from '../../lib/answer-cache';
import { createRouter, type AppEnv } from '../../lib/context';
import { bearer, errors, json, jsonBody } from '../../lib/openapi';
import { requestContext } from '../../lib/request-context';
import * as direct from './direct.service';
import { totals } from './messages.service';
import * as rooms from './rooms.service';
import {
  ChatIdParamsSchema,
  ChatMessageParamsSchema,
  ChatMessageSchema,
  ChatUnreadSchema,
  DirectChatCreateSchema,
  DirectChatSchema,
  DirectMessageCreateSchema,
  DirectPeersQuerySchema,
  DirectPeersSchema,
  MessageCreateSchema,
  MessageIdParamsSchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageUpdateSchema,
  RoomCreateSchema,
  RoomSchema,
  RoomsQuerySchema,
  RoomsSchema,
  RoomUpdateSchema,
} from './schemas';

export const chatRoutes = createRouter();
const signedIn = { security: bearer, middleware: [requireUser] };
const admins = { security: bearer, middleware: [requireUser, requireAdmin] };
const roomTags = ['rooms'];
const directTags = ['direct'];
const blobsOf = (c: Context<AppEnv>) => c.get('platform').blobs.forTenant(c.get('tenant').slug);

// ------------------------------------------------------------------------------------- rooms

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/rooms',
    tags: roomTags,
    summary: 'The rooms of the caller (admins: also those of their companies; superadmins: all), newest activity first',
    ...signedIn,
    request: { query: RoomsQuerySchema },
    responses: { 200: json(RoomsSchema, 'A page of rooms, without their members'), ...errors(401) },
  }),
  async (c) => cachedAnswer(c, rooms.ROOMS_READS, async () => c.json(await rooms.listRooms(requestContext(c), c.req.valid('query')), 200)),
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/rooms',
    tags: roomTags,
    summary: 'Create a room (admins: in one of their companies, with members employed there)',
    ...admins,
    request: { body: jsonBody(RoomCreateSchema) },
    responses: { 201: json(RoomSchema, 'The room'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await rooms.createRoom(requestContext(c), blobsOf(c), c.req.valid('json')), 201),
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/rooms/{id}',
    tags: roomTags,
    summary: 'A room with its members (its members and those who manage it)',
    ...signedIn,
    request: { params: ChatIdParamsSchema },
    responses: { 200: json(RoomSchema, 'The room'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await rooms.getRoom(requestContext(c), c.req.valid('param').id), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/rooms/{id}',
    tags: roomTags,
    summary: "Change a room; `member_ids` replaces its members (removed members' sockets to it close)",
    ...admins,
    request: { params: ChatIdParamsSchema, body: jsonBody(RoomUpdateSchema) },
    responses: { 200: json(RoomSchema, 'The room'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await rooms.updateRoom(requestContext(c), blobsOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/rooms/{id}',
    tags: roomTags,
    summary: 'Delete a room with its messages',
    ...admins,
    request: { params: ChatIdParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  }),
  async (c) => {
    await rooms.deleteRoom(requestContext(c), blobsOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/rooms/{id}/messages',
    tags: roomTags,
    summary: 'Messages of a room, newest first; `before` (a message id) pages back',
    ...signedIn,
    request: { params: ChatIdParamsSchema, query: MessagePageQuerySchema },
    responses: { 200: json(MessagePageSchema, 'A page of messages'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await rooms.roomMessages(requestContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/rooms/{id}/messages',
    tags: roomTags,
    summary: 'Post in a room (members; in a channel admins only; not while inactive); at most 10 messages in 10 seconds',
    ...signedIn,
    request: { params: ChatIdParamsSchema, body: jsonBody(MessageCreateSchema) },
    responses: { 201: json(ChatMessageSchema, 'The message'), ...errors(401, 403, 404, 409, 429) },
  }),
  async (c) => c.json(await rooms.postRoomMessage(requestContext(c), c.req.valid('param').id, c.req.valid('json').body), 201),
);

chatRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/rooms/{id}/messages/{message_id}',
    tags: roomTags,
    summary: 'Edit your own message (it carries `edited_at`)',
    ...signedIn,
    request: { params: ChatMessageParamsSchema, body: jsonBody(MessageUpdateSchema) },
    responses: { 200: json(ChatMessageSchema, 'The message'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => {
    const { id, message_id } = c.req.valid('param');
    return c.json(await rooms.editRoomMessage(requestContext(c), id, message_id, c.req.valid('json').body), 200);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/rooms/{id}/messages/{message_id}',
    tags: roomTags,
    summary: 'Delete your own message (those who manage the room: any); it stays as a placeholder without its text',
    ...signedIn,
    request: { params: ChatMessageParamsSchema },
    responses: { 200: json(ChatMessageSchema, 'The placeholder'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => {
    const { id, message_id } = c.req.valid('param');
    return c.json(await rooms.deleteRoomMessage(requestContext(c), id, message_id), 200);
  },
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/rooms/{id}/read',
    tags: roomTags,
    summary: 'Mark a room read up to its newest message; answers your unread totals',
    ...signedIn,
    request: { params: ChatIdParamsSchema },
    responses: { 200: json(ChatUnreadSchema, 'Your unread totals'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await rooms.markRoomRead(requestContext(c), c.req.valid('param').id), 200),
);

// ------------------------------------------------------------------------------------ direct

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/direct/users',
    tags: directTags,
    summary: "The people you can write to, with online state, your conversation's last message and unread count",
    ...signedIn,
    request: { query: DirectPeersQuerySchema },
    responses: { 200: json(DirectPeersSchema, 'Newest conversations first, then by name'), ...errors(401) },
  }),
  async (c) => c.json(await direct.listPeers(requestContext(c), c.req.valid('query')), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/direct/chats',
    tags: directTags,
    summary: 'The one conversation of you and someone, created on first use',
    ...signedIn,
    request: { body: jsonBody(DirectChatCreateSchema) },
    responses: { 200: json(DirectChatSchema, 'The conversation'), ...errors(401, 404, 409) },
  }),
  async (c) => c.json(await direct.openChat(requestContext(c), c.req.valid('json').user_id), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/direct/{id}/messages',
    tags: directTags,
    summary: 'Messages of one of your conversations, newest first; `before` pages back',
    ...signedIn,
    request: { params: ChatIdParamsSchema, query: MessagePageQuerySchema },
    responses: { 200: json(MessagePageSchema, 'A page of messages'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await direct.directMessages(requestContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/direct/messages',
    tags: directTags,
    summary: 'Write in a conversation (`chat_id`), or to someone (`user_id`, creating it); at most 10 messages in 10 seconds',
    ...signedIn,
    request: { body: jsonBody(DirectMessageCreateSchema) },
    responses: { 201: json(ChatMessageSchema, 'The message'), ...errors(401, 403, 404, 409, 429) },
  }),
  async (c) => c.json(await direct.postDirectMessage(requestContext(c), c.req.valid('json')), 201),
);

chatRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/direct/messages/{message_id}',
    tags: directTags,
    summary: 'Edit your own direct message',
    ...signedIn,
    request: { params: MessageIdParamsSchema, body: jsonBody(MessageUpdateSchema) },
    responses: { 200: json(ChatMessageSchema, 'The message'), ...errors(401, 403, 404, 409) },
  }),
  async (c) => c.json(await direct.editDirectMessage(requestContext(c), c.req.valid('param').message_id, c.req.valid('json').body), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/direct/messages/{message_id}',
    tags: directTags,
    summary: 'Delete your own direct message (a placeholder stays)',
    ...signedIn,
    request: { params: MessageIdParamsSchema },
    responses: { 200: json(ChatMessageSchema, 'The placeholder'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await direct.deleteDirectMessage(requestContext(c), c.req.valid('param').message_id), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/direct/{id}/read',
    tags: directTags,
    summary: 'Mark a conversation read; answers your unread totals',
    ...signedIn,
    request: { params: ChatIdParamsSchema },
    responses: { 200: json(ChatUnreadSchema, 'Your unread totals'), ...errors(401, 403, 404) },
  }),
  async (c) => c.json(await direct.markDirectRead(requestContext(c), c.req.valid('param').id), 200),
);

chatRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/chat/unread',
    tags: ['chat'],
    summary: 'Your unread messages over your rooms and over your direct chats (the sidebar badges)',
    ...signedIn,
    responses: { 200: json(ChatUnreadSchema, 'Your unread totals'), ...errors(401) },
  }),
  async (c) => c.json(await totals(requestContext(c)), 200),
);
