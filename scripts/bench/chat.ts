// Chat's realtime side benchmark (issue 13), printed as figures; not a test.
//   npx tsx scripts/bench/chat.ts
// Starts the Node entry (startServer) on a temporary DATA_DIR and a free port (DEMO_TENANT=off, no
// pinned clock), opens SOCKETS sockets to one chat room `<tenant>:room:<uuid>` through /ws/ with
// tickets signed here (the ticket key derived from the server's SECRET_KEY, as the tests do), then
// measures each publisher:
//   1. latency: EVENTS events one after another; per event, the time from the publish call until
//      every socket has it (p50/p95/max). Goal: p95 under 50 ms.
//   2. sustained: RATE events a second for SECONDS seconds, paced (each event sent at its slot, not
//      in a burst); every socket must get every event exactly once and in order. Goal: none lost
//      or duplicated, none out of order.
// Publishers: `platform.realtime.publish` now; the chat API's message route (store, then publish)
// is a second publisher to add (see `publishers` in main). Traffic stays on 127.0.0.1; every loop
// is bounded and every wait has a deadline; the run takes about 40 s.
// Settings: BENCH_LANES=n (1-16, default 1) sends the sustained phase from n concurrent senders,
// as n requests at once would (order is then checked per sender); BENCH_CLIENT=raw opens the
// sockets with a lean client instead of Node's WebSocket, whose cost per message, in this same
// process as the Node entry, otherwise weighs on the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveTicketKey, signTicket } from '../../party/tickets';
import { startServer } from '../../worker/node';

const TENANT = 'bench';
const SOCKETS = 200;
const EVENTS = 200;
const RATE = 500;
const SECONDS = 10;
const P95_GOAL_MS = 50;
/** How long an event may take to reach every socket before it counts as lost. */
const DELIVERY_DEADLINE_MS = 5_000;
/** How long after the last slot the senders may still send (the run stays under a minute). */
const SEND_GRACE_MS = 5_000;
/** Senders in the sustained phase (BENCH_LANES): 1 checks the order of all events. */
const LANES = Math.max(1, Math.min(16, Number(process.env.BENCH_LANES) || 1));
/** The sockets' client (BENCH_CLIENT): `websocket`, Node's WebSocket, or `raw`, a lean one. */
const CLIENT = process.env.BENCH_CLIENT === 'raw' ? 'raw' : 'websocket';
const SECRET_KEY = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/** What the bench posts: a phase, a lane (one sequential sender) and a number within the lane. */
type BenchEvent = { bench: string; lane: number; seq: number };

/** One way to post an event to the room; `send` resolves once the publisher's call answered. */
type Publisher = { name: string; send(event: BenchEvent): Promise<void> };

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

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what} within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Node 22's WebSocket (undici), as the tests and a browser open a socket. */
const webSocketClient: Client = async (url, onText) => {
  const socket = new WebSocket(url);
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
        if (socket.readyState === WebSocket.CLOSED) return ok();
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
  const socket = connect(Number(url.port), url.hostname);
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
  socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
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

/** SOCKETS sockets to one room, each as its own user, opened a few at a time. */
async function openRoom(port: number, ticketKey: Uint8Array, client: Client): Promise<Room> {
  const name = `${TENANT}:room:${crypto.randomUUID()}`;
  let receiver: Receiver = () => undefined;
  const sockets: BenchSocket[] = [];
  const openOne = async (index: number) => {
    const user = `0191c2a0-0000-7000-8000-${String(index).padStart(12, '0')}`;
    const { ticket } = await signTicket(ticketKey, { room: name, tenant: TENANT, sub: user });
    const url = new URL(`ws://127.0.0.1:${port}/ws/${name}?ticket=${encodeURIComponent(ticket)}`);
    sockets[index] = await client(url, (text) => {
      // Presence (the joins) is not the bench's: only events are parsed.
      if (!text.startsWith('{"type":"event"')) return;
      const data = JSON.parse(text) as { event: BenchEvent };
      receiver(index, data.event);
    });
  };
  // The first socket starts workerd; then 20 at a time.
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

/** Posts one event and waits until every socket has it (the presence storm of the joins is over then). */
async function settle(room: Room, publisher: Publisher): Promise<void> {
  const got = new Set<number>();
  const done = new Promise<void>((ok) => room.listen((socket, event) => event.bench === 'settle' && (got.add(socket), got.size === SOCKETS && ok())));
  await publisher.send({ bench: 'settle', lane: 0, seq: 0 });
  await Promise.race([done, sleep(DELIVERY_DEADLINE_MS * 2)]);
  if (got.size !== SOCKETS) throw new Error(`only ${got.size} of ${SOCKETS} sockets got the settling event`);
}

/** Phase 1: one event at a time; per event, the time until all sockets have it. */
async function latencyPhase(room: Room, publisher: Publisher) {
  const phase = `latency-${publisher.name}`;
  const counts = new Uint16Array(EVENTS);
  let waiting: { seq: number; done: () => void } | undefined;
  room.listen((_, event) => {
    if (event.bench !== phase || event.seq >= EVENTS) return;
    if (++counts[event.seq]! === SOCKETS && waiting?.seq === event.seq) waiting.done();
  });
  const times: number[] = [];
  let late = 0;
  for (let seq = 0; seq < EVENTS; seq++) {
    const all = new Promise<boolean>((ok) => {
      waiting = { seq, done: () => ok(true) };
      setTimeout(() => ok(false), DELIVERY_DEADLINE_MS);
    });
    const startedAt = performance.now();
    await publisher.send({ bench: phase, lane: 0, seq });
    if (await all) times.push(performance.now() - startedAt);
    else late++;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const line = (label: string, value: string, verdict = '') => console.log(`  ${label.padEnd(34)} ${value.padStart(12)}  ${verdict}`);
  console.log(`\n[${publisher.name}] 1. latency: ${EVENTS} events one after another to ${SOCKETS} sockets`);
  line('p50 until all sockets have it', `${percentile(times, 50).toFixed(1)} ms`);
  line('p95', `${p95.toFixed(1)} ms`, `${pass(p95 < P95_GOAL_MS)} (goal < ${P95_GOAL_MS} ms)`);
  line('max', `${times.at(-1)?.toFixed(1) ?? 'n/a'} ms`);
  line(`not everywhere within ${DELIVERY_DEADLINE_MS / 1000} s`, String(late), pass(late === 0));
  return { p50: percentile(times, 50), p95, max: times.at(-1) ?? NaN, late, ok: p95 < P95_GOAL_MS && late === 0 };
}

/**
 * Phase 2: RATE events a second for SECONDS s, each sent at its slot. `lanes` senders take the
 * events in turn, each sending one after another (as concurrent requests would), so order is
 * checked per lane; with one lane, across all events.
 */
async function sustainedPhase(room: Room, publisher: Publisher, lanes = 1) {
  const phase = `sustained-${publisher.name}`;
  const total = RATE * SECONDS;
  const perLane = Math.ceil(total / lanes);
  // received[socket][lane * perLane + seq]: how many times that socket got that event.
  const received = Array.from({ length: SOCKETS }, () => new Uint8Array(lanes * perLane));
  const lastSeq = Array.from({ length: SOCKETS }, () => new Int32Array(lanes).fill(-1));
  const outOfOrder = new Uint32Array(SOCKETS);
  let arrivals = 0;
  let everywhere: (() => void) | undefined;
  room.listen((socket, event) => {
    if (event.bench !== phase || event.lane >= lanes || event.seq >= perLane) return;
    received[socket]![event.lane * perLane + event.seq]!++;
    if (event.seq < lastSeq[socket]![event.lane]!) outOfOrder[socket]!++;
    lastSeq[socket]![event.lane] = event.seq;
    if (++arrivals === total * SOCKETS) everywhere?.();
  });

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
  if (arrivals < total * SOCKETS) await Promise.race([new Promise<void>((ok) => (everywhere = ok)), sleep(DELIVERY_DEADLINE_MS)]);

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
  const line = (label: string, value: string, verdict = '') => console.log(`  ${label.padEnd(34)} ${value.padStart(12)}  ${verdict}`);
  console.log(`\n[${publisher.name}] 2. sustained: ${RATE}/s for ${SECONDS} s, paced, ${lanes === 1 ? 'one sender' : `${lanes} senders`}, ${SOCKETS} sockets`);
  line('sent', `${sent} of ${total}`, pass(sent === total && failures === 0));
  line('sending took', `${(sendingMs / 1000).toFixed(2)} s`, `(${Math.round((sent * 1000) / sendingMs)}/s; latest send ${maxBehindMs.toFixed(0)} ms after its slot)`);
  // The sockets' clients and the Node entry (its /ws/ proxy included) share this process; workerd is another.
  line('this process\'s CPU while sending', `${Math.round(((cpu.user + cpu.system) / 1000 / sendingMs) * 100)} %`, '(clients + Node entry; 100 % = one core)');
  line('received per socket, min / max', `${minGot} / ${maxGot}`);
  line('lost (socket x sent event)', String(lost), pass(lost === 0));
  line('duplicated', String(duplicated), pass(duplicated === 0));
  line('out of order', String(disordered), pass(disordered === 0));
  return { sent, total, minGot, maxGot, lost, duplicated, disordered, ok: sent === total && failures === 0 && lost === 0 && duplicated === 0 && disordered === 0 };
}

async function main() {
  if (typeof WebSocket === 'undefined') throw new Error('This benchmark needs a global WebSocket (Node 22)');
  const dataDir = mkdtempSync(join(tmpdir(), 'grafik-bench-chat-'));
  const port = await freePort();
  const quiet = console.log;
  console.log = () => undefined; // the server's start banner
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir, SECRET_KEY, DEMO_TENANT: 'off', WEB_DIST: join(dataDir, 'no-web') }).finally(() => {
    console.log = quiet;
  });
  let room: Room | undefined;
  let ok: boolean;
  try {
    const ticketKey = await deriveTicketKey(new TextEncoder().encode(SECRET_KEY));
    const openedAt = performance.now();
    room = await openRoom(port, ticketKey, CLIENT === 'raw' ? rawClient : webSocketClient);
    console.log(`${SOCKETS} sockets (${CLIENT === 'raw' ? 'a lean client' : "Node's WebSocket"}) in ${room.name} in ${((performance.now() - openedAt) / 1000).toFixed(1)} s (workerd started by the first)`);
    const roomName = room.name;
    // A phase per publisher: the chat API's POST of a message (store, then publish) goes here next,
    // as { name: 'api', send: (event) => post the message with the event's lane and seq in its text }.
    const publishers: Publisher[] = [{ name: 'realtime.publish', send: (event) => server.platform.realtime.publish(roomName, event) }];
    const results = [];
    for (const publisher of publishers) {
      await settle(room, publisher);
      const latency = await latencyPhase(room, publisher);
      const sustained = await sustainedPhase(room, publisher, LANES);
      results.push(latency.ok && sustained.ok);
    }
    ok = results.every(Boolean);
    console.log(`\n${pass(ok)}`);
  } finally {
    await room?.close();
    await server.stop();
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
