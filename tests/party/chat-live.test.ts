// Chat through the API to real sockets (the Node entry: the room core in its process, sockets by `ws`): a
// posted message reaches the room's sockets with its text and the members' lobby sockets as ids,
// never a non-member; an edit and a delete follow; a member removed from the room loses their
// socket; a notification reaches its user's lobby at once; presence shows in /direct/users.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomMessage } from '../../party/messages';
import { createApp } from '../../worker/app';
import type { LiveEvent } from '../../worker/features/realtime/events';
import { startServer } from '../../worker/node';
import { join, type Member } from './support/sockets';

const HOST = 'acme.localhost';
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let app: ReturnType<typeof createApp>;
let origin: string;
const open: Member[] = [];

async function call(path: string, init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Host: HOST };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await app.request(`http://${HOST}/api/v1${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
async function ok(path: string, init: Parameters<typeof call>[1] = {}, status = [200, 201]) {
  const res = await call(path, init);
  if (!status.includes(res.status)) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const login = async (email: string) =>
  (await ok('/login/access-token', { form: { username: email, password: 'demo12345' } })).access_token as string;

async function socket(token: string, room: string): Promise<Member> {
  const ticket = await ok('/realtime/ticket', { token, json: { room } });
  const member = await join(origin, ticket.room, ticket.ticket);
  open.push(member);
  return member;
}
const eventOf = (match: (event: LiveEvent) => boolean) => (message: RoomMessage) =>
  message.type === 'event' && match(message.event as LiveEvent);

let tokens: { admin: string; user: string; admin2: string };
let ids: { admin: string; user: string; admin2: string };

beforeAll(async () => {
  dataDir = mkdtempSync(joinPath(tmpdir(), 'grafik-chat-live-'));
  server = await startServer({
    PORT: '0',
    DATA_DIR: dataDir,
    SECRET_KEY: 'chat-live-test-secret-that-is-long-enough-0123',
    WEB_DIST: joinPath(dataDir, 'no-web'),
  });
  app = createApp(server.platform);
  origin = `http://127.0.0.1:${server.port}`;
  tokens = { admin: await login('admin@acme.test'), user: await login('user@acme.test'), admin2: await login('admin2@acme.test') };
  const me = async (token: string) => (await ok('/users/me', { token })).id as string;
  ids = { admin: await me(tokens.admin), user: await me(tokens.user), admin2: await me(tokens.admin2) };
}, 60_000);

afterAll(async () => {
  await Promise.all(open.map((member) => member.close()));
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('chat live on the Node entry', () => {
  it("a message reaches the room with its text and the members' lobbies as ids; edits and deletions follow", async () => {
    const room = await ok('/rooms', { token: tokens.admin, json: { name: 'Live', member_ids: [ids.user] } });
    const inRoom = await socket(tokens.user, `room:${room.id}`);
    const userLobby = await socket(tokens.user, 'tenant:all');
    const outsiderLobby = await socket(tokens.admin2, 'tenant:all');

    const posted = await ok(`/rooms/${room.id}/messages`, { token: tokens.admin, json: { body: 'Na żywo' } });
    const relayed = await inRoom.next(eventOf((e) => e.kind === 'chat_message' && e.message_id === posted.id));
    expect((relayed as { event: LiveEvent }).event).toMatchObject({
      action: 'created',
      chat_kind: 'room',
      message: { body: 'Na żywo', author: { id: ids.admin } },
    });
    const told = (await userLobby.next(eventOf((e) => e.kind === 'chat_message' && e.message_id === posted.id))) as { event: LiveEvent };
    expect(told.event).toMatchObject({ chat_id: room.id, author_id: ids.admin });
    expect('message' in told.event).toBe(false);

    await ok(`/rooms/${room.id}/messages/${posted.id}`, { method: 'PATCH', token: tokens.admin, json: { body: 'Poprawione' } });
    await inRoom.next(eventOf((e) => e.kind === 'chat_message' && e.action === 'edited' && e.message?.body === 'Poprawione'));
    await ok(`/rooms/${room.id}/messages/${posted.id}`, { method: 'DELETE', token: tokens.admin });
    await inRoom.next(eventOf((e) => e.kind === 'chat_message' && e.action === 'deleted' && e.message?.body === ''));

    // admin2 is no member: a later untargeted lobby event arrives first, proving nothing came before it.
    await ok('/direct/messages', { token: tokens.user, json: { user_id: ids.admin2, body: 'Cześć' } });
    const next = (await outsiderLobby.next((m) => m.type === 'event')) as { event: LiveEvent };
    expect(next.event).toMatchObject({ kind: 'chat_message', chat_kind: 'direct', message: { body: 'Cześć' } });
  });

  it('a member removed from the room loses their socket to it', { timeout: 30_000 }, async () => {
    const room = await ok('/rooms', { token: tokens.admin, json: { name: 'Leaving', member_ids: [ids.user] } });
    const inRoom = await socket(tokens.user, `room:${room.id}`);
    await ok(`/rooms/${room.id}`, { method: 'PATCH', token: tokens.admin, json: { member_ids: [ids.admin] } });
    expect(await inRoom.closed).toMatchObject({ code: 4403 });
    expect((await call('/realtime/ticket', { token: tokens.user, json: { room: `room:${room.id}` } })).status).toBe(403);
  });

  it("a notification reaches its user's lobby at once, and presence shows in the direct list", async () => {
    const lobby = await socket(tokens.user, 'tenant:all');
    const peers = await ok('/direct/users?limit=1000', { token: tokens.admin });
    expect(peers.data.find((p: { user: { id: string } }) => p.user.id === ids.user).online).toBe(true);

    const request = await ok('/vacation-sick/create', {
      token: tokens.user,
      json: { type: 'sick', start_date: '2031-03-03', end_date: '2031-03-03' },
    });
    await ok('/vacation-sick/update', { method: 'PATCH', token: tokens.admin, json: { id: request.id, status: 'approved' } });
    const arrived = (await lobby.next(eventOf((e) => e.kind === 'notification' && e.notification.kind === 'vacation_approved'))) as {
      event: LiveEvent;
    };
    expect(arrived.event).toMatchObject({ notification: { data: { vacation_id: request.id } } });
  });
});
