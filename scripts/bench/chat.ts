// Chat's realtime side benchmark (issue 13), printed as figures; not a test.
//   npx tsx scripts/bench/chat.ts
// Starts the Node entry (startServer) on a temporary DATA_DIR and a free port (DEMO_TENANT=off, no
// pinned clock) and provisions the tenant `bench` in it: a superadmin, AUTHORS active users inserted
// straight into its database (nobody logs in: their access tokens are signed here with the server's
// key), and one chat room of them all created through the API. It opens SOCKETS sockets to that
// room `bench:room:<chat id>` through /ws/, as SOCKETS of its members, with tickets signed here (the
// ticket key derived from the server's SECRET_KEY, as the tests do), then measures each publisher:
//   1. latency: EVENTS events one after another; per event, the time from the send until every
//      socket has it (p50/p95/max). Goal: p95 under 50 ms.
//   2. sustained: RATE events a second for SECONDS seconds, paced (each event sent at its slot, not
//      in a burst); every socket must get every event exactly once and in order. Goal: none lost
//      or duplicated, none out of order.
// Publishers:
//   - `realtime.publish`: the platform's publish call, as the API makes it after storing a message.
//   - `api`: the chat API itself, `POST /api/v1/rooms/<id>/messages` over HTTP on 127.0.0.1 (keep-
//     alive connections, `Host: bench.localhost`): each event is a message whose text is the event
//     as JSON; the room's sockets get it as `chat_message` `created` with the message. A user posts
//     at most MESSAGE_RATE_LIMIT messages in MESSAGE_RATE_WINDOW_MS (429 beyond), so the sustained
//     phase has one sender per author, SUSTAINED_AUTHORS of them each posting once a second (order
//     is checked per author), and the latency phase takes its authors in turn from another
//     LATENCY_AUTHORS. Its posts' answer times (p50/p95) and statuses are printed too.
// Traffic stays on 127.0.0.1; every loop is bounded and every wait has a deadline; the run takes
// about a minute.
// Settings: BENCH_LANES=n (1-16, default 1) sends realtime.publish's sustained phase from n
// concurrent senders, as n requests at once would (order is then checked per sender);
// BENCH_CLIENT=raw opens the sockets with a lean client instead of Node's WebSocket, whose cost per
// message, in this same process as the Node entry, otherwise weighs on the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Agent as UndiciAgent, WebSocket as UndiciWebSocket } from 'undici';
import { roomName } from '../../party/names';
import { deriveTicketKey, signTicket } from '../../party/tickets';
import { hashPassword } from '../../worker/auth/password';
import { users, type UserRow } from '../../worker/db/schema';
import { issueAccessToken } from '../../worker/features/auth/service';
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_WINDOW_MS } from '../../worker/features/chat/kinds';
import type { LiveEvent } from '../../worker/features/realtime/events';
import { startServer } from '../../worker/node';
import type { Platform } from '../../worker/platform/types';
import { provisionTenant } from '../../worker/features/tenants/provision';
import { freePort } from './support';

const TENANT = 'bench';
const SOCKETS = 200;
const EVENTS = 200;
const RATE = 500;
const SECONDS = 10;
const P95_GOAL_MS = 50;
/** One sender per author, each posting once a second: within the limit of MESSAGE_RATE_LIMIT per window. */
const SUSTAINED_AUTHORS = Math.ceil(RATE / (MESSAGE_RATE_LIMIT / (MESSAGE_RATE_WINDOW_MS / 1000)));
/** The latency phase's authors, in turn: EVENTS / LATENCY_AUTHORS = 5 posts each, well within the limit. */
const LATENCY_AUTHORS = 40;
/** The room's members besides the superadmin who creates it; the first SOCKETS of them open the sockets. */
const AUTHORS = SUSTAINED_AUTHORS + LATENCY_AUTHORS;
/** How long an event may take to reach every socket before it counts as lost. */
const DELIVERY_DEADLINE_MS = 5_000;
/** How long the latency phase may send: what is not sent by then counts as not sent. */
const LATENCY_PHASE_MS = 15_000;
/** How long after the last slot the senders may still send (the run stays under 90 s). */
const SEND_GRACE_MS = 5_000;
/** How long a request to the API may take before it counts as failed. */
const REQUEST_DEADLINE_MS = 10_000;
/**
 * Keep-alive connections to the API, at most: more requests at once wait here for one, and their
 * answer time (measured from the send) includes that wait.
 */
const HTTP_CONNECTIONS = 64;
/** Senders in realtime.publish's sustained phase (BENCH_LANES): 1 checks the order of all events. */
const LANES = Math.max(1, Math.min(16, Number(process.env.BENCH_LANES) || 1));
/** The sockets' client (BENCH_CLIENT): `websocket`, Node's WebSocket, or `raw`, a lean one. */
const CLIENT = process.env.BENCH_CLIENT === 'raw' ? 'raw' : 'websocket';
const SECRET_KEY = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/** What the bench posts: a phase, a lane (one sequential sender) and a number within the lane. */
type BenchEvent = { bench: string; lane: number; seq: number };

/** The API's answers to one publisher's posts since the last `takeHttp`. */
type HttpFigures = { times: number[]; statuses: Map<string, number>; problem?: string };

/** One way to post an event to the room; `send` resolves once the publisher's call answered, and throws when it failed. */
type Publisher = {
  name: string;
  /** Concurrent senders of the sustained phase; order is checked per sender. */
  lanes: number;
  /** Who the lanes are, for the figures. */
  lanesAre: string;
  send(event: BenchEvent): Promise<void>;
  /** An HTTP publisher's answers since the last call (and forgets them). */
  takeHttp?(): HttpFigures;
};

type Receiver = (socket: number, event: BenchEvent) => void;

type Room = {
  name: string;
  /** Who hears the sockets' events now (one phase at a time). */
  listen(receiver: Receiver): void;
  close(): Promise<void>;
};

/** One open socket of the bench: its text messages go to `onText`. */
type BenchSocket = { close(): Promise<void> };
type Client = (url: URL, onText: (text: string) => void) => Promise<BenchSocket>;

/** A member of the bench's room: who they are and their access token. */
type Author = { id: string; token: string };
type Authors = { admin: Author; latency: Author[]; sustained: Author[]; all: Author[] };

/**
 * The API logs each realtime call that failed after a request succeeded (worker/lib/live.ts, on
 * console.error): main counts those lines here instead of printing them, and the phases show theirs.
 */
const publishFailures = { count: 0, taken: 0, first: undefined as string | undefined };
function takePublishFailures(): { count: number; first?: string } {
  const count = publishFailures.count - publishFailures.taken;
  const first = publishFailures.first;
  publishFailures.taken = publishFailures.count;
  publishFailures.first = undefined;
  return { count, first };
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what} within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The bench's event in a room's message: the event itself (realtime.publish), or a chat message
 * whose text is the event as JSON (the API's `chat_message` `created`); anything else is not the bench's.
 */
function benchEventOf(event: BenchEvent | LiveEvent): BenchEvent | undefined {
  if ('bench' in event) return event;
  if (event.kind === 'chat_message' && event.action === 'created' && event.message?.body.startsWith('{"bench"')) {
    return JSON.parse(event.message.body) as BenchEvent;
  }
  return undefined;
}

/** `<tenant>.localhost` is the loopback address, as a browser has it (a room opens only through its tenant's host). */
const loopbackLookup: LookupFunction = (_hostname, options, callback) => {
  if (options.all) {
    return (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{
      address: '127.0.0.1',
      family: 4,
    }]);
  }
  callback(null, '127.0.0.1', 4);
};
const loopback = new UndiciAgent({ connect: { lookup: loopbackLookup } });

/** Node 22's WebSocket (undici), as the tests and a browser open a socket. */
const webSocketClient: Client = async (url, onText) => {
  const socket = new UndiciWebSocket(url, { dispatcher: loopback });
  socket.addEventListener('message', (message) => onText(String(message.data)));
  await withDeadline(
    new Promise<void>((ok, fail) => {
      socket.addEventListener('open', () => ok(), { once: true });
      socket.addEventListener('error', () => fail(new Error(`could not open ${url.pathname}`)), { once: true });
    }),
    20_000,
    'no socket',
  );
  return {
    close: () =>
      new Promise<void>((ok) => {
        if (socket.readyState === UndiciWebSocket.CLOSED) return ok();
        const timer = setTimeout(ok, 2_000);
        socket.addEventListener('close', () => (clearTimeout(timer), ok()), { once: true });
        socket.close(1000);
      }),
  };
};

/**
 * A lean WebSocket client on a TCP socket (RFC 6455: the upgrade, then unmasked frames from the
 * server): the same bytes on the wire at a fraction of undici's cost per message, so that the
 * figures are the server's rather than the clients' (they share this process with the Node entry).
 */
const rawClient: Client = async (url, onText) => {
  // The tenant's host in Host, the loopback address to connect to.
  const socket = connect(Number(url.port), '127.0.0.1');
  socket.setNoDelay(true);
  const frame = (opcode: number, payload: Buffer) => {
    // Client frames are masked (a zero mask is a mask); payloads here are under 126 bytes.
    return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
  };
  let pending: Buffer = Buffer.alloc(0);
  let upgraded = false;
  let text: Buffer[] = [];
  const opened = new Promise<void>((ok, fail) => {
    socket.once('error', fail);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (!upgraded) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        const status = pending.subarray(0, pending.indexOf('\r\n')).toString();
        if (!/^HTTP\/1\.1 101 /.test(status)) return fail(new Error(`upgrade refused: ${status}`));
        upgraded = true;
        pending = pending.subarray(end + 4);
        ok();
      }
      // Frames: FIN/opcode, length (7 bits, or 126 + 16 bits, or 127 + 64 bits), payload.
      while (pending.length >= 2) {
        const opcode = pending[0]! & 0x0f;
        let length = pending[1]! & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (pending.length < 4) break;
          length = pending.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (pending.length < 10) break;
          length = Number(pending.readBigUInt64BE(2));
          offset = 10;
        }
        if (pending.length < offset + length) break;
        const payload = pending.subarray(offset, offset + length);
        const fin = (pending[0]! & 0x80) !== 0;
        pending = pending.subarray(offset + length);
        if (opcode === 1 || opcode === 0) {
          text.push(payload);
          if (fin) {
            onText(Buffer.concat(text).toString());
            text = [];
          }
        } else if (opcode === 8) socket.end(frame(8, Buffer.from(payload.subarray(0, 2))));
        else if (opcode === 9) socket.write(frame(10, Buffer.from(payload)));
      }
    });
  });
  const key = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  socket.write(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await withDeadline(opened, 20_000, 'no socket');
  return {
    close: () =>
      new Promise<void>((ok) => {
        if (socket.destroyed) return ok();
        const timer = setTimeout(() => (socket.destroy(), ok()), 2_000);
        socket.once('close', () => (clearTimeout(timer), ok()));
        socket.write(frame(8, Buffer.from([0x03, 0xe8])));
      }),
  };
};

/** SOCKETS sockets to the chat room, one per user (its members), opened a few at a time. */
async function openRoom(port: number, ticketKey: Uint8Array, client: Client, chatId: string, members: readonly string[]): Promise<Room> {
  const name = roomName(TENANT, 'room', chatId);
  let receiver: Receiver = () => undefined;
  const sockets: BenchSocket[] = [];
  const openOne = async (index: number) => {
    const { ticket } = await signTicket(ticketKey, { room: name, tenant: TENANT, sub: members[index]! });
    const url = new URL(`ws://${TENANT}.localhost:${port}/ws/${name}?ticket=${encodeURIComponent(ticket)}`);
    sockets[index] = await client(url, (text) => {
      // Presence (the joins) is not the bench's: only events are parsed.
      if (!text.startsWith('{"type":"event"')) return;
      const event = benchEventOf((JSON.parse(text) as { event: BenchEvent | LiveEvent }).event);
      if (event) receiver(index, event);
    });
  };
  // One socket first, then 20 at a time.
  await openOne(0);
  for (let from = 1; from < SOCKETS; from += 20) {
    await Promise.all(Array.from({ length: Math.min(20, SOCKETS - from) }, (_, i) => openOne(from + i)));
  }
  return {
    name,
    listen(next) {
      receiver = next;
    },
    async close() {
      await Promise.all(sockets.map((socket) => socket.close()));
    },
  };
}

// --------------------------------------------------------------------------------- the API side

type Answer = { status: number; body: string; ms: number };

/** A JSON POST to the bench tenant's API on 127.0.0.1 as the token's user, on the agent's keep-alive connections. */
function postJson(agent: Agent, port: number, path: string, token: string, payload: unknown): Promise<Answer> {
  const body = JSON.stringify(payload);
  const startedAt = performance.now();
  return new Promise((ok, fail) => {
    const headers = {
      Host: `${TENANT}.localhost:${port}`,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => (clearTimeout(timer), fail(error)));
      res.on('end', () => {
        clearTimeout(timer);
        ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - startedAt });
      });
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${REQUEST_DEADLINE_MS} ms`)), REQUEST_DEADLINE_MS);
    req.on('error', (error) => (clearTimeout(timer), fail(error)));
    req.end(body);
  });
}

/**
 * The tenant `bench` with its superadmin (provisionTenant, as the API tests make globex), and
 * AUTHORS active users inserted a hundred at a time; every one gets an access token as a login
 * would issue it (issueAccessToken), without the login.
 */
async function benchAuthors(platform: Platform): Promise<Authors> {
  const adminEmail = `owner@${TENANT}.test`;
  const tenant = await provisionTenant(platform, {
    slug: TENANT,
    name: 'Bench',
    adminEmail,
    adminPassword: crypto.randomUUID(),
    adminName: 'Bench Owner',
  });
  const db = await platform.databases.get(TENANT);
  const [owner] = await db.select().from(users).where(eq(users.email, adminEmail));
  if (!owner) throw new Error('The bench superadmin was not created');
  // Nobody logs in: one hash serves every account.
  const hashedPassword = await hashPassword(crypto.randomUUID());
  const rows: UserRow[] = [];
  for (let from = 0; from < AUTHORS; from += 100) {
    const batch = Array.from({ length: Math.min(100, AUTHORS - from) }, (_, i) => {
      const n = String(from + i).padStart(3, '0');
      const email = `author-${n}@${TENANT}.test`;
      const fullName = `Author ${n}`;
      return {
        id: crypto.randomUUID(),
        email,
        fullName,
        acronym: `A${n}`,
        role: 'user' as const,
        isActive: true,
        hashedPassword,
        searchText: `${email} ${fullName.toLowerCase()}`,
      };
    });
    rows.push(...(await db.insert(users).values(batch).returning()));
  }
  const author = async (user: UserRow): Promise<Author> => ({
    id: user.id,
    token: (await issueAccessToken(platform, tenant, user)).access_token,
  });
  const all = await Promise.all(rows.map(author));
  return { admin: await author(owner), sustained: all.slice(0, SUSTAINED_AUTHORS), latency: all.slice(SUSTAINED_AUTHORS), all };
}

/** The chat API's message route as a publisher: each event is a message of one of the room's authors. */
function apiPublisher(agent: Agent, port: number, chatId: string, authors: Authors): Publisher {
  const path = `/api/v1/rooms/${chatId}/messages`;
  let figures: HttpFigures = { times: [], statuses: new Map() };
  const seen = (status: string) => figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
  // The settling post is the superadmin's; the latency phase takes its authors in turn; in the
  // sustained phase each lane is an author.
  const authorOf = (event: BenchEvent): Author => {
    if (event.bench === 'settle') return authors.admin;
    if (event.bench.startsWith('latency')) return authors.latency[event.seq % authors.latency.length]!;
    return authors.sustained[event.lane % authors.sustained.length]!;
  };
  return {
    name: 'api',
    lanes: authors.sustained.length,
    lanesAre: 'one per author, each posting once a second',
    async send(event) {
      let answer: Answer;
      try {
        answer = await postJson(agent, port, path, authorOf(event).token, { body: JSON.stringify(event) });
      } catch (error) {
        seen('no answer');
        figures.problem ??= error instanceof Error ? error.message : String(error);
        throw error;
      }
      figures.times.push(answer.ms);
      seen(String(answer.status));
      if (answer.status !== 201) {
        const problem = `${answer.status} ${answer.body.slice(0, 200)}`;
        figures.problem ??= problem;
        throw new Error(problem);
      }
    },
    takeHttp() {
      const taken = figures;
      figures = { times: [], statuses: new Map() };
      return taken;
    },
  };
}

// ------------------------------------------------------------------------------------ the phases

const line = (label: string, value: string, verdict = '') => console.log(`  ${label.padEnd(34)} ${value.padStart(12)}  ${verdict}`);

/** An HTTP publisher's answer times and statuses in a phase, printed; p50/p95 of the answers. */
function httpLines(publisher: Publisher): { p50: number; p95: number } | undefined {
  const http = publisher.takeHttp?.();
  if (!http) return undefined;
  const times = [...http.times].sort((a, b) => a - b);
  const statuses = [...http.statuses].map(([status, n]) => `${status} x ${n}`).join(', ') || 'none';
  line('HTTP answer p50 / p95', `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`);
  line('HTTP statuses', statuses, pass(http.statuses.size === 1 && http.statuses.has('201')));
  if (http.problem) line('first failed post', http.problem);
  const logged = takePublishFailures();
  line('publishes the API logged failed', String(logged.count), logged.first ?? '');
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Posts one event and waits until every socket has it (the presence storm of the joins is over then). */
async function settle(room: Room, publisher: Publisher): Promise<void> {
  const got = new Set<number>();
  const done = new Promise<void>((ok) =>
    room.listen((socket, event) => event.bench === 'settle' && (got.add(socket), got.size === SOCKETS && ok()))
  );
  await publisher.send({ bench: 'settle', lane: 0, seq: 0 });
  await Promise.race([done, sleep(DELIVERY_DEADLINE_MS * 2)]);
  if (got.size !== SOCKETS) throw new Error(`only ${got.size} of ${SOCKETS} sockets got the settling event of ${publisher.name}`);
  publisher.takeHttp?.();
  takePublishFailures();
}

/** Phase 1: one event at a time; per event, the time from its send until all sockets have it. */
async function latencyPhase(room: Room, publisher: Publisher) {
  const phase = `latency-${publisher.name}`;
  const counts = new Uint16Array(EVENTS);
  let waiting: { seq: number; done: () => void } | undefined;
  room.listen((_, event) => {
    if (event.bench !== phase || event.seq >= EVENTS) return;
    if (++counts[event.seq]! === SOCKETS && waiting?.seq === event.seq) waiting.done();
  });
  publisher.takeHttp?.();
  takePublishFailures();
  const times: number[] = [];
  let late = 0;
  let failed = 0;
  let sent = 0;
  const stopAt = performance.now() + LATENCY_PHASE_MS;
  for (let seq = 0; seq < EVENTS && performance.now() < stopAt; seq++) {
    let timer: NodeJS.Timeout | undefined;
    const all = new Promise<boolean>((ok) => {
      waiting = { seq, done: () => ok(true) };
      timer = setTimeout(() => ok(false), DELIVERY_DEADLINE_MS);
    });
    const startedAt = performance.now();
    try {
      await publisher.send({ bench: phase, lane: 0, seq });
      sent++;
      if (await all) times.push(performance.now() - startedAt);
      else late++;
    } catch {
      failed++;
    } finally {
      clearTimeout(timer);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(`\n[${publisher.name}] 1. latency: ${EVENTS} events one after another to ${SOCKETS} sockets`);
  line('p50 until all sockets have it', ms(percentile(times, 50)));
  line('p95', ms(p95), `${pass(p95 < P95_GOAL_MS)} (goal < ${P95_GOAL_MS} ms)`);
  line('max', ms(times.at(-1) ?? NaN));
  line('sent', `${sent} of ${EVENTS}`, `${pass(sent === EVENTS)}${failed ? ` (${failed} failed)` : ''}`);
  line(`not everywhere within ${DELIVERY_DEADLINE_MS / 1000} s`, String(late), pass(late === 0));
  const http = httpLines(publisher);
  return {
    p50: percentile(times, 50),
    p95,
    max: times.at(-1) ?? NaN,
    sent,
    late,
    http,
    ok: p95 < P95_GOAL_MS && sent === EVENTS && late === 0,
  };
}

/**
 * Phase 2: RATE events a second for SECONDS s, each sent at its slot. The publisher's lanes take
 * the events in turn, each sending one after another (as concurrent requests would), so order is
 * checked per lane; with one lane, across all events.
 */
async function sustainedPhase(room: Room, publisher: Publisher) {
  const phase = `sustained-${publisher.name}`;
  const lanes = publisher.lanes;
  const total = RATE * SECONDS;
  const perLane = Math.ceil(total / lanes);
  // received[socket][lane * perLane + seq]: how many times that socket got that event.
  const received = Array.from({ length: SOCKETS }, () => new Uint8Array(lanes * perLane));
  const lastSeq = Array.from({ length: SOCKETS }, () => new Int32Array(lanes).fill(-1));
  const outOfOrder = new Uint32Array(SOCKETS);
  room.listen((socket, event) => {
    if (event.bench !== phase || event.lane >= lanes || event.seq >= perLane) return;
    received[socket]![event.lane * perLane + event.seq]!++;
    if (event.seq < lastSeq[socket]![event.lane]!) outOfOrder[socket]!++;
    lastSeq[socket]![event.lane] = event.seq;
  });
  publisher.takeHttp?.();
  takePublishFailures();

  const queues: BenchEvent[][] = Array.from({ length: lanes }, () => []);
  const wake: ((() => void) | undefined)[] = new Array(lanes);
  let failures = 0;
  let sent = 0;
  const wasSent = new Uint8Array(lanes * perLane);
  let scheduled = 0;
  let maxBehindMs = 0;
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  // Sending stops SEND_GRACE_MS after the last slot: what is not sent by then counts as not sent.
  const stopAt = startedAt + SECONDS * 1000 + SEND_GRACE_MS;
  const slot = (k: number) => startedAt + (k * 1000) / RATE;
  const lanesDone = Array.from({ length: lanes }, async (_, lane) => {
    let nextSeq = 0;
    while (nextSeq < perLane && lane + nextSeq * lanes < total && performance.now() < stopAt) {
      const event = queues[lane]!.shift();
      if (!event) {
        await new Promise<void>((ok) => (wake[lane] = ok));
        continue;
      }
      maxBehindMs = Math.max(maxBehindMs, performance.now() - slot(event.lane + event.seq * lanes));
      try {
        await publisher.send(event);
        sent++;
        wasSent[event.lane * perLane + event.seq] = 1;
      } catch {
        failures++;
      }
      nextSeq++;
    }
  });
  // The pacer: every event goes to its lane at its slot (a timer tick releases all that are due).
  while (scheduled < total) {
    const now = performance.now();
    while (scheduled < total && slot(scheduled) <= now) {
      const lane = scheduled % lanes;
      queues[lane]!.push({ bench: phase, lane, seq: Math.floor(scheduled / lanes) });
      wake[lane]?.();
      wake[lane] = undefined;
      scheduled++;
    }
    if (scheduled < total) await sleep(Math.max(0, Math.min(5, slot(scheduled) - performance.now())));
  }
  for (const lane of wake) lane?.();
  await Promise.all(lanesDone);
  const sendingMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  // Then until every socket has every event that was sent (a post that timed out here may still be
  // stored and delivered: only the sent ones are awaited), for DELIVERY_DEADLINE_MS at most.
  const missing = () => received.some((counts) => counts.some((n, index) => n === 0 && wasSent[index] === 1));
  const deliveryEnds = performance.now() + DELIVERY_DEADLINE_MS;
  while (missing() && performance.now() < deliveryEnds) await sleep(100);

  let lost = 0;
  let duplicated = 0;
  let minGot = Infinity;
  let maxGot = 0;
  for (let socket = 0; socket < SOCKETS; socket++) {
    let got = 0;
    const counts = received[socket]!;
    for (let k = 0; k < total; k++) {
      const index = (k % lanes) * perLane + Math.floor(k / lanes);
      const n = counts[index]!;
      if (n === 0 && wasSent[index]) lost++;
      if (n > 0) got++;
      if (n > 1) duplicated += n - 1;
    }
    minGot = Math.min(minGot, got);
    maxGot = Math.max(maxGot, got);
  }
  const disordered = outOfOrder.reduce((a, b) => a + b, 0);
  const rate = Math.round((sent * 1000) / sendingMs);
  console.log(
    `\n[${publisher.name}] 2. sustained: ${RATE}/s for ${SECONDS} s, paced, ${
      lanes === 1 ? 'one sender' : `${lanes} senders (${publisher.lanesAre})`
    }, ${SOCKETS} sockets`,
  );
  line('sent', `${sent} of ${total}`, `${pass(sent === total && failures === 0)}${failures ? ` (${failures} failed)` : ''}`);
  line('sending took', `${(sendingMs / 1000).toFixed(2)} s`, `(${rate}/s; latest send ${maxBehindMs.toFixed(0)} ms after its slot)`);
  // The sockets' clients and the Node entry (its rooms included) share this process.
  line(
    "this process's CPU while sending",
    `${Math.round(((cpu.user + cpu.system) / 1000 / sendingMs) * 100)} %`,
    '(clients + Node entry; 100 % = one core)',
  );
  line('received per socket, min / max', `${minGot} / ${maxGot}`);
  line('lost (socket x sent event)', String(lost), pass(lost === 0));
  line('duplicated', String(duplicated), pass(duplicated === 0));
  line('out of order', String(disordered), pass(disordered === 0));
  const http = httpLines(publisher);
  return {
    sent,
    total,
    rate,
    lost,
    duplicated,
    disordered,
    http,
    ok: sent === total && failures === 0 && lost === 0 && duplicated === 0 && disordered === 0,
  };
}

type Results = { name: string; latency: Awaited<ReturnType<typeof latencyPhase>>; sustained: Awaited<ReturnType<typeof sustainedPhase>> };

/** The publishers' figures side by side, with the goals' verdicts. */
function summary(results: Results[]) {
  const rows: [string, (r: Results) => string][] = [
    [`latency p50`, (r) => ms(r.latency.p50)],
    [`latency p95 (goal < ${P95_GOAL_MS} ms)`, (r) => `${ms(r.latency.p95)} ${pass(r.latency.p95 < P95_GOAL_MS)}`],
    [`latency max`, (r) => ms(r.latency.max)],
    [
      `latency sent / not everywhere`,
      (r) => `${r.latency.sent} / ${r.latency.late} ${pass(r.latency.sent === EVENTS && r.latency.late === 0)}`,
    ],
    [`latency HTTP answer p50 / p95`, (r) => (r.latency.http ? `${ms(r.latency.http.p50)} / ${ms(r.latency.http.p95)}` : '-')],
    [
      `sustained sent (${RATE * SECONDS})`,
      (r) => `${r.sustained.sent} at ${r.sustained.rate}/s ${pass(r.sustained.sent === r.sustained.total)}`,
    ],
    [
      `sustained lost / dup / disorder`,
      (r) =>
        `${r.sustained.lost} / ${r.sustained.duplicated} / ${r.sustained.disordered} ${
          pass(!r.sustained.lost && !r.sustained.duplicated && !r.sustained.disordered)
        }`,
    ],
    [`sustained HTTP answer p50 / p95`, (r) => (r.sustained.http ? `${ms(r.sustained.http.p50)} / ${ms(r.sustained.http.p95)}` : '-')],
  ];
  console.log(`\nSummary (${SOCKETS} sockets, ${CLIENT === 'raw' ? 'lean client' : "Node's WebSocket"})`);
  console.log(`  ${''.padEnd(34)} ${results.map((r) => r.name.padStart(26)).join('')}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(34)} ${results.map((r) => value(r).padStart(26)).join('')}`);
}

async function main() {
  if (typeof WebSocket === 'undefined') throw new Error('This benchmark needs a global WebSocket (Node 22)');
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-bench-chat-'));
  const port = await freePort();
  const quiet = console.log;
  console.log = () => undefined; // the server's start banner
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SECRET_KEY,
    DEMO_TENANT: 'off',
    WEB_DIST: join(dataDir, 'no-web'),
  }).finally(() => {
    console.log = quiet;
  });
  const printError = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.startsWith('[realtime]')) return printError(...args);
    publishFailures.count++;
    publishFailures.first ??= text.slice(0, 120);
  };
  const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS });
  let room: Room | undefined;
  let ok: boolean;
  try {
    const setupAt = performance.now();
    const authors = await benchAuthors(server.platform);
    const created = await postJson(agent, port, '/api/v1/rooms', authors.admin.token, {
      name: 'Bench',
      member_ids: authors.all.map((a) => a.id),
    });
    if (created.status !== 201) throw new Error(`POST /rooms answered ${created.status}: ${created.body.slice(0, 300)}`);
    const chat = JSON.parse(created.body) as { id: string; member_count: number };
    console.log(
      `Tenant ${TENANT}: ${AUTHORS} authors and a room of ${chat.member_count} members in ${
        ((performance.now() - setupAt) / 1000).toFixed(1)
      } s`,
    );

    const ticketKey = await deriveTicketKey(new TextEncoder().encode(SECRET_KEY));
    const openedAt = performance.now();
    room = await openRoom(port, ticketKey, CLIENT === 'raw' ? rawClient : webSocketClient, chat.id, authors.all.map((a) => a.id));
    console.log(
      `${SOCKETS} sockets (${CLIENT === 'raw' ? 'a lean client' : "Node's WebSocket"}) in ${room.name} in ${
        ((performance.now() - openedAt) / 1000).toFixed(1)
      } s`,
    );
    const name = room.name;
    const publishers: Publisher[] = [
      { name: 'realtime.publish', lanes: LANES, lanesAre: 'BENCH_LANES', send: (event) => server.platform.realtime.publish(name, event) },
      apiPublisher(agent, port, chat.id, authors),
    ];
    const results: Results[] = [];
    for (const publisher of publishers) {
      await settle(room, publisher);
      const latency = await latencyPhase(room, publisher);
      const sustained = await sustainedPhase(room, publisher);
      results.push({ name: publisher.name, latency, sustained });
    }
    summary(results);
    ok = results.every((r) => r.latency.ok && r.sustained.ok);
    console.log(`\n${pass(ok)}`);
  } finally {
    await room?.close();
    agent.destroy();
    await server.stop();
    const late = takePublishFailures().count;
    if (late) console.log(`(${late} publishes of requests still running at the end failed as the server stopped)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

// Bounded: whatever happens, the run ends.
const deadline = setTimeout(() => {
  console.error('The benchmark did not finish within 120 s');
  process.exit(2);
}, 120_000);
deadline.unref();
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
