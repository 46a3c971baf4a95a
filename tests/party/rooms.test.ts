// Realtime rooms on both hosts of the room core: the Node entry (`npm start`: the core in the Node
// process, its sockets served by `ws` on /ws/*) and the Worker entry in workerd with the rooms as its
// Durable Objects. A socket joins only with a 60-second ticket signed for its room; the API's events
// reach every member; presence is broadcast; other rooms' and tenants' tickets are refused, with the
// same answers on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { request } from 'node:http';
import PartySocket from 'partysocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomMessage } from '../../party/messages';
import { deriveTicketKey, signTicket } from '../../party/tickets';
import { startServer } from '../../worker/node';
import type { NodePlatform } from '../../worker/platform/node';
import type { Realtime } from '../../worker/platform/types';
import { EDGE_SECRET, startWorkerd } from '../support/workerd';
import { answerTo, join, LocalhostWebSocket, tenantHost, upgradeStatus, type Member } from './support/sockets';

const NODE_SECRET = 'node-rooms-test-secret-that-is-long-enough-0123';

/** The platform's `Realtime` (worker/platform/types.ts) of the runtime, and where its sockets go. */
type Target = Pick<Realtime, 'publish' | 'present' | 'disconnect'> & {
  origin: string;
  secret: string;
  stop(): Promise<void>;
};

const targets: Record<'node' | 'edge', () => Promise<Target & { platform?: NodePlatform }>> = {
  async node() {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'grafik-rooms-'));
    const server = await startServer({ PORT: '0', DATA_DIR: dataDir, SECRET_KEY: NODE_SECRET, WEB_DIST: joinPath(dataDir, 'no-web') });
    return {
      origin: `http://127.0.0.1:${server.port}`,
      secret: NODE_SECRET,
      platform: server.platform,
      publish: (room, event, options) => server.platform.realtime.publish(room, event, options),
      present: (room) => server.platform.realtime.present(room),
      disconnect: (room, user) => server.platform.realtime.disconnect(room, user),
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
  async edge() {
    const workerd = await startWorkerd();
    const { publish, present, disconnect } = workerd;
    return { origin: workerd.origin, secret: EDGE_SECRET, publish, present, disconnect, stop: workerd.close };
  },
};

const ALICE = '0191c2a0-0000-7000-8000-00000000a11c';
const BOB = '0191c2a0-0000-7000-8000-000000000b0b';
/** A chat room's name: `room:<chat id>`, the chat id a UUID. */
const chatRoom = (tenant = 'acme') => `${tenant}:room:${crypto.randomUUID()}`;
const isEvent = (message: RoomMessage) => message.type === 'event';
const presence = (action: 'join' | 'leave', user: string) => (message: RoomMessage) =>
  message.type === 'presence' && message.action === action && message.user === user;
const isEventOf = (kind: string) => (message: RoomMessage) =>
  message.type === 'event' && (message.event as { kind?: string }).kind === kind;

describe.each(['node', 'edge'] as const)('rooms on %s', (runtime) => {
  let target: Target;
  let key: Uint8Array;
  const ticket = async (room: string, sub: string, options: { tenant?: string; now?: Date; key?: Uint8Array } = {}) =>
    (await signTicket(options.key ?? key, { room, tenant: options.tenant ?? room.split(':')[0]!, sub }, options.now)).ticket;
  const open: Member[] = [];
  const enter = async (room: string, sub: string) => {
    const member = await join(target.origin, room, await ticket(room, sub));
    open.push(member);
    return member;
  };

  beforeAll(async () => {
    target = await targets[runtime]();
    key = await deriveTicketKey(new TextEncoder().encode(target.secret));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((member) => member.close()));
    await target?.stop();
  });

  it('refuses a socket without a valid ticket for exactly that room', async () => {
    const room = 'acme:tenant:all';
    const status = async (path: string) => upgradeStatus(target.origin, path);
    const minuteAgo = new Date(Date.now() - 61_000);
    const otherKey = await deriveTicketKey(new TextEncoder().encode('another-secret-key-that-is-long-enough-000'));
    expect({
      none: await status(`/ws/${room}`),
      garbage: await status(`/ws/${room}?ticket=not-a-ticket`),
      expired: await status(`/ws/${room}?ticket=${await ticket(room, ALICE, { now: minuteAgo })}`),
      forged: await status(`/ws/${room}?ticket=${await ticket(room, ALICE, { key: otherKey })}`),
      otherRoom: await status(`/ws/${room}?ticket=${await ticket(`acme:user:${ALICE}`, ALICE)}`),
      otherTenant: await status(`/ws/${room}?ticket=${await ticket('globex:tenant:all', ALICE)}`),
      tenantClaimOfAnother: await status(`/ws/${room}?ticket=${await ticket(room, ALICE, { tenant: 'globex' })}`),
      notARoom: await status(`/ws/acme:nosuch:1?ticket=${await ticket(room, ALICE)}`),
    }).toEqual({
      none: 401,
      garbage: 401,
      expired: 401,
      forged: 401,
      otherRoom: 401,
      otherTenant: 401,
      tenantClaimOfAnother: 401,
      notARoom: 404,
    });
    // The same ticket, valid, opens the room: the refusals above are the ticket's.
    expect(await status(`/ws/${room}?ticket=${await ticket(room, ALICE)}`)).toBe(101);
  });

  it("refuses a room through another tenant's host before the upgrade, as the API refuses a token there", async () => {
    // Issue 29: a valid ticket of acme opened /ws/acme:room:<id> through globex's host (101).
    const room = chatRoom();
    const valid = await ticket(room, ALICE);
    const port = new URL(target.origin).port;
    const through = (host: string) => upgradeStatus(target.origin, `/ws/${room}?ticket=${valid}`, host);
    expect({
      globex: await through(`globex.localhost:${port}`),
      noTenant: await through(`127.0.0.1:${port}`),
      otherTenantLobby: await upgradeStatus(
        target.origin,
        `/ws/acme:tenant:all?ticket=${await ticket('acme:tenant:all', ALICE)}`,
        `globex.localhost:${port}`,
      ),
      ownHost: await through(`acme.localhost:${port}`),
    }).toEqual({ globex: 401, noTenant: 401, otherTenantLobby: 401, ownHost: 101 });
    // A socket as a browser on globex's page would open it: refused, never in the room.
    await expect(join(target.origin, room, await ticket(room, BOB), `globex.localhost:${port}`)).rejects.toThrow(/could not join/);
    expect(await target.present(room)).not.toContain(BOB);
  });

  it('answers every refusal before the upgrade as plain HTTP, with the same status and text', async () => {
    const room = chatRoom();
    const valid = await ticket(room, ALICE);
    const port = new URL(target.origin).port;
    const answers = {
      notARoom: await answerTo(target.origin, `/ws/acme:nosuch:1?ticket=${valid}`),
      plainToNotARoom: await answerTo(target.origin, '/ws/not-a-room', { upgrade: null }),
      plainToARoom: await answerTo(target.origin, `/ws/${room}?ticket=${valid}`, { upgrade: null }),
      otherHost: await answerTo(target.origin, `/ws/${room}?ticket=${valid}`, { host: `globex.localhost:${port}` }),
      noTicket: await answerTo(target.origin, `/ws/${room}`),
      otherRoomsTicket: await answerTo(target.origin, `/ws/${room}?ticket=${await ticket(chatRoom(), ALICE)}`),
    };
    const text = 'text/plain; charset=utf-8';
    expect(answers).toEqual({
      notARoom: { status: 404, text: 'Unknown room', contentType: text },
      plainToNotARoom: { status: 404, text: 'Unknown room', contentType: text },
      plainToARoom: { status: 426, text: 'A room is reached with a WebSocket', contentType: text },
      otherHost: { status: 401, text: "A room is reached only through its own tenant's host", contentType: text },
      noTicket: { status: 401, text: 'A valid ticket for this room is required', contentType: text },
      otherRoomsTicket: { status: 401, text: 'A valid ticket for this room is required', contentType: text },
    });
  });

  it('never lets a client choose its connection id (`_pk`): two members with the same one stay apart', async () => {
    const room = chatRoom();
    const [alice, bob] = [
      await join(target.origin, room, await ticket(room, ALICE), undefined, '&_pk=chosen'),
      await join(target.origin, room, await ticket(room, BOB), undefined, '&_pk=chosen'),
    ];
    open.push(alice, bob);
    expect(await target.present(room)).toEqual([ALICE, BOB].sort());
    await target.publish(room, { kind: 'for-bob' }, { to: [BOB] });
    await target.publish(room, { kind: 'everyone' });
    expect(await bob.next(isEventOf('for-bob'))).toBeTruthy();
    expect(await alice.next(isEventOf('everyone'))).toBeTruthy();
    expect(alice.messages.filter(isEventOf('for-bob'))).toEqual([]);
    await target.disconnect(room, BOB);
    expect(await bob.closed).toEqual({ code: 4403, reason: 'Removed from the room' });
    expect(await target.present(room)).toEqual([ALICE]);
    await alice.close();
  }, 30_000);

  it('admits to a chat room (room:<chat id>) only with a ticket for that chat, of that tenant', async () => {
    const room = chatRoom();
    const id = room.split(':')[2]!;
    const status = async (ticketText: string) => upgradeStatus(target.origin, `/ws/${room}?ticket=${ticketText}`);
    const otherKey = await deriveTicketKey(new TextEncoder().encode('another-secret-key-that-is-long-enough-000'));
    expect({
      otherChat: await status(await ticket(chatRoom(), ALICE)),
      sameChatOtherTenant: await status(await ticket(`globex:room:${id}`, ALICE)),
      forged: await status(await ticket(room, ALICE, { key: otherKey })),
      expired: await status(await ticket(room, ALICE, { now: new Date(Date.now() - 61_000) })),
      lobby: await status(await ticket('acme:tenant:all', ALICE)),
    }).toEqual({ otherChat: 401, sameChatOtherTenant: 401, forged: 401, expired: 401, lobby: 401 });
    expect(await status(await ticket(room, ALICE))).toBe(101);
  });

  it("relays the API's event to every member of the room, and to no other room or tenant", async () => {
    const room = 'acme:tenant:all';
    const [alice, bob, alicesOwn, globex] = await Promise.all([
      enter(room, ALICE),
      enter(room, BOB),
      enter(`acme:user:${ALICE}`, ALICE),
      enter('globex:tenant:all', ALICE),
    ]);
    await target.publish(room, { kind: 'demo', text: 'Shift swap approved' });
    for (const member of [alice, bob]) {
      expect(await member.next(isEvent)).toEqual({ type: 'event', event: { kind: 'demo', text: 'Shift swap approved' } });
    }
    // Another event proves the quiet rooms were delivered to, and got nothing before it.
    await target.publish(`acme:user:${ALICE}`, { kind: 'own' });
    await target.publish('globex:tenant:all', { kind: 'globex' });
    expect(await alicesOwn.next(isEvent)).toEqual({ type: 'event', event: { kind: 'own' } });
    expect(await globex.next(isEvent)).toEqual({ type: 'event', event: { kind: 'globex' } });
    expect(alicesOwn.messages.filter(isEvent)).toHaveLength(1);
    expect(globex.messages.filter(isEvent)).toHaveLength(1);
    await Promise.all([alice, bob, alicesOwn, globex].map((member) => member.close()));
  });

  it("takes partysocket (the web app's client), which fetches a fresh ticket for each connection", async () => {
    const room = 'acme:tenant:all';
    let tickets = 0;
    const socket = new PartySocket({
      // The tenant's host, as the web app's page has it; partysocket takes wss for names it does not know as local.
      host: tenantHost(target.origin, room),
      protocol: 'ws',
      WebSocket: LocalhostWebSocket,
      basePath: `ws/${room}`,
      query: async () => ({ ticket: (tickets++, await ticket(room, ALICE)) }),
    });
    const received = new Promise<unknown>((ok) =>
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as RoomMessage;
        if (message.type === 'event') ok(message.event);
      })
    );
    await new Promise((ok) => socket.addEventListener('open', ok, { once: true }));
    await target.publish(room, { kind: 'hello' });
    expect(await received).toEqual({ kind: 'hello' });
    expect(tickets).toBe(1);
    socket.close();
  });

  it('publishes to some users only with `to`: all of their sockets, nobody else', async () => {
    const room = 'acme:tenant:all';
    const [alice, aliceAgain, bob] = await Promise.all([enter(room, ALICE), enter(room, ALICE), enter(room, BOB)]);
    await target.publish(room, { kind: 'personal' }, { to: [ALICE] });
    for (const member of [alice, aliceAgain]) expect(await member.next(isEvent)).toEqual({ type: 'event', event: { kind: 'personal' } });
    // Bob's next event is the one for everyone: he got nothing before it.
    await target.publish(room, { kind: 'everyone' });
    expect(await bob.next(isEvent)).toEqual({ type: 'event', event: { kind: 'everyone' } });
    expect(bob.messages.filter(isEventOf('personal'))).toEqual([]);
    // Nobody of the list is here: nobody gets it.
    await target.publish(room, { kind: 'nobody' }, { to: ['0191c2a0-0000-7000-8000-0000000000ff'] });
    await target.publish(room, { kind: 'after' });
    for (const member of [alice, aliceAgain, bob]) {
      expect(await member.next(isEventOf('after'))).toBeTruthy();
      expect(member.messages.filter(isEventOf('nobody'))).toEqual([]);
    }
    await Promise.all([alice, aliceAgain, bob].map((member) => member.close()));
  });

  it('answers who is present: the users with a socket in the room, sorted', async () => {
    const room = chatRoom();
    expect(await target.present(room)).toEqual([]);
    const members = await Promise.all([enter(room, BOB), enter(room, ALICE), enter(room, BOB)]);
    expect(await target.present(room)).toEqual([ALICE, BOB].sort());
    expect(await target.present(chatRoom())).toEqual([]);
    await Promise.all(members.map((member) => member.close()));
  });

  it("disconnects a user removed from a chat room: all their sockets there close (4403), no one else's", async () => {
    const room = chatRoom();
    const elsewhere = chatRoom();
    const alice = await enter(room, ALICE);
    const [bob, bobAgain, bobElsewhere] = await Promise.all([enter(room, BOB), enter(room, BOB), enter(elsewhere, BOB)]);
    await alice.next(presence('join', BOB));
    await target.disconnect(room, BOB);
    expect(await alice.next(presence('leave', BOB))).toEqual({ type: 'presence', action: 'leave', user: BOB, members: [ALICE] });
    expect(await target.present(room)).toEqual([ALICE]);
    // Alice still gets the room's events; Bob's socket to another room is open.
    await target.publish(room, { kind: 'after-removal' });
    await target.publish(elsewhere, { kind: 'elsewhere' });
    expect(await alice.next(isEventOf('after-removal'))).toBeTruthy();
    expect(await bobElsewhere.next(isEventOf('elsewhere'))).toBeTruthy();
    expect(await target.present(elsewhere)).toEqual([BOB]);
    // The client's close event waits for the TCP connection's end: at once from the Node host (ws),
    // about 10 s after the close handshake from workerd (Miniflare).
    for (const member of [bob, bobAgain]) expect(await member.closed).toEqual({ code: 4403, reason: 'Removed from the room' });
    expect(bob.messages.filter(isEventOf('after-removal'))).toEqual([]);
    // The sockets' own close (onClose, long done) announced nothing more: one leave for Bob. A
    // user with no socket there: nothing happens.
    await target.disconnect(room, BOB);
    await target.publish(room, { kind: 'last' });
    await alice.next(isEventOf('last'));
    expect(alice.messages.filter(presence('leave', BOB))).toHaveLength(1);
    await Promise.all([alice, bobElsewhere].map((member) => member.close()));
  }, 30_000);

  it('broadcasts presence: who joined and who left, with the members present', async () => {
    const room = `acme:user:presence-${runtime}`;
    const alice = await enter(room, ALICE);
    expect(await alice.next(presence('join', ALICE))).toEqual({ type: 'presence', action: 'join', user: ALICE, members: [ALICE] });
    const bob = await enter(room, BOB);
    expect(await alice.next(presence('join', BOB))).toEqual({ type: 'presence', action: 'join', user: BOB, members: [ALICE, BOB].sort() });
    expect(await bob.next(presence('join', BOB))).toMatchObject({ members: [ALICE, BOB].sort() });
    // A second socket of a user already present is no news to others (it alone gets the list);
    // their last one leaving is.
    const bobAgain = await enter(room, BOB);
    expect(await bobAgain.next((m) => m.type === 'presence')).toEqual({
      type: 'presence',
      action: 'join',
      user: BOB,
      members: [ALICE, BOB].sort(),
    });
    await bob.close();
    await bobAgain.close();
    expect(await alice.next(presence('leave', BOB))).toEqual({ type: 'presence', action: 'leave', user: BOB, members: [ALICE] });
    expect(alice.messages.filter(presence('join', BOB))).toHaveLength(1);
    expect(alice.messages.filter(presence('leave', BOB))).toHaveLength(1);
    await alice.close();
  });
});

describe('rooms under npm start, with tickets from the API', () => {
  let target: Target & { platform?: NodePlatform };
  beforeAll(async () => {
    target = await targets.node();
  }, 60_000);
  afterAll(() => target?.stop());

  /** A JSON call on the demo tenant's host through the loopback address. */
  const call = (path: string, body: string, headers: Record<string, string>) =>
    new Promise<any>((ok, fail) => {
      const url = new URL(path, target.origin);
      const req = request({
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { Host: `acme.localhost:${url.port}`, ...headers },
      }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => ok({ status: res.statusCode, body: JSON.parse(text) }));
      });
      req.on('error', fail);
      req.end(body);
    });

  it("a user's ticket from the API opens their own channel, where the API's events reach them", async () => {
    const login = await call('/api/v1/login/access-token', 'username=user%40acme.test&password=demo12345', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const auth = { Authorization: `Bearer ${login.body.access_token}`, 'Content-Type': 'application/json' };
    const me = await new Promise<{ id: string }>((ok) => {
      const url = new URL(target.origin);
      request(
        { host: url.hostname, port: url.port, path: '/api/v1/users/me', headers: { ...auth, Host: `acme.localhost:${url.port}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => ok(JSON.parse(text)));
        },
      ).end();
    });
    const issued = await call('/api/v1/realtime/ticket', JSON.stringify({ room: `user:${me.id}` }), auth);
    expect(issued.status).toBe(200);
    const member = await join(target.origin, issued.body.room, issued.body.ticket);
    await target.publish(`acme:user:${me.id}`, { kind: 'notification', id: 1 });
    expect(await member.next(isEvent)).toEqual({ type: 'event', event: { kind: 'notification', id: 1 } });
    await member.close();
  });

  it("answers 404 to an upgrade outside /ws/<room>; the API's calls on a room nobody is in do nothing", async () => {
    expect(await upgradeStatus(target.origin, '/api/v1/utils/health-check')).toBe(404);
    expect(await upgradeStatus(target.origin, '/ws/not-a-room')).toBe(404);
    const room = chatRoom();
    await target.publish(room, { kind: 'nobody' }, { to: [ALICE] });
    expect(await target.present(room)).toEqual([]);
    await target.disconnect(room, BOB);
    await expect(target.publish('acme:nosuch:1', { kind: 'x' })).rejects.toThrow(/Not a room name/);
  });
});
