// The Node host of the rooms (worker/platform/node-rooms.ts) beyond what both hosts share
// (rooms.test.ts): it runs no other runtime, `close()` ends every socket and leaves no timer, and a
// socket that stops answering pings is dropped, so its user is no longer present.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import { deriveTicketKey, signTicket } from '../../party/tickets';
import { startServer } from '../../worker/node';
import { createNodeRooms } from '../../worker/platform/node-rooms';
import { join, type Member } from './support/sockets';

const SECRET = 'node-host-test-secret-that-is-long-enough-01234';
const ALICE = '0191c2a0-0000-7000-8000-00000000a11c';
const BOB = '0191c2a0-0000-7000-8000-000000000b0b';
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ticketFor = async (room: string, sub = ALICE) =>
  (await signTicket(await deriveTicketKey(new TextEncoder().encode(SECRET)), { room, tenant: room.split(':')[0]!, sub })).ticket;

/** The names of a process's descendants (/proc). */
function descendants(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    let children: number[] = [];
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      // The thread ended meanwhile.
    }
    return children.flatMap((child) => {
      try {
        return [readFileSync(`/proc/${child}/comm`, 'utf8').trim(), ...descendants(child)];
      } catch {
        return [];
      }
    });
  });
}

describe('rooms on the Node entry', () => {
  it('run in its own process: a socket opens without starting workerd or any other runtime', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'grafik-node-rooms-'));
    // As `npm start` runs it: node with tsx, in a process of its own.
    const child = spawn(process.execPath, ['--import', 'tsx', 'worker/node.ts'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_OPTIONS: '', PORT: '0', DATA_DIR: dataDir, SECRET_KEY: SECRET, WEB_DIST: joinPath(dataDir, 'no-web') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });
    const port = await new Promise<number>((ok, fail) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const found = /running on port (\d+)/.exec(output);
        if (found) ok(Number(found[1]));
      });
      child.once('exit', (code) => fail(new Error(`the Node entry stopped (${code}): ${output}`)));
    });
    const origin = `http://127.0.0.1:${port}`;
    const member = await join(origin, 'acme:tenant:all', await ticketFor('acme:tenant:all'));
    cleanups.push(() => member.close());
    expect(await member.next((m) => m.type === 'presence')).toMatchObject({ action: 'join', user: ALICE });
    expect(descendants(child.pid!).filter((name) => /workerd|miniflare/i.test(name))).toEqual([]);
  }, 60_000);

  it('close() ends every open socket (1001) and the entry stops at once', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'grafik-node-rooms-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ PORT: '0', DATA_DIR: dataDir, SECRET_KEY: SECRET, WEB_DIST: joinPath(dataDir, 'no-web') });
    const origin = `http://127.0.0.1:${server.port}`;
    const members: Member[] = await Promise.all(
      ['acme:tenant:all', `acme:user:${ALICE}`].map(async (room) => join(origin, room, await ticketFor(room))),
    );
    expect(server.platform.realtime.sockets).toBe(2);
    const startedAt = performance.now();
    await server.stop();
    expect(performance.now() - startedAt).toBeLessThan(2000);
    for (const member of members) expect(await member.closed).toEqual({ code: 1001, reason: 'The server is stopping' });
    expect(server.platform.realtime.sockets).toBe(0);
  }, 30_000);
});

describe('the Node host of the rooms', () => {
  /** The host behind its own HTTP server, as the Node entry wires it. */
  async function host(heartbeatMs?: number) {
    const rooms = createNodeRooms({ secretKey: new TextEncoder().encode(SECRET), heartbeatMs, log: () => {} });
    const http = createServer((_req, res) => res.writeHead(404).end());
    http.on('upgrade', (req, socket, head) => rooms.handleUpgrade(req, socket, head));
    await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
    const port = (http.address() as AddressInfo).port;
    const stop = async () => {
      await rooms.close();
      await new Promise((ok) => http.close(ok));
    };
    return { rooms, port, stop };
  }

  /** A `ws` client on the room's tenant host; `autoPong: false` plays a peer that went away without closing. */
  async function client(port: number, room: string, user = ALICE, autoPong = true) {
    const socket = new WsClient(`ws://127.0.0.1:${port}/ws/${room}?ticket=${await ticketFor(room, user)}`, {
      headers: { Host: `acme.localhost:${port}` },
      autoPong,
    });
    const closed = new Promise<number>((ok) => socket.once('close', (code) => ok(code)));
    await new Promise((ok, fail) => socket.once('open', ok).once('error', fail));
    return { socket, closed };
  }

  it('drops a socket that stops answering pings, so its user is no longer present', async () => {
    const { rooms, port, stop } = await host(250);
    cleanups.push(stop);
    const room = 'acme:tenant:all';
    const answering = await client(port, room, ALICE);
    const silent = await client(port, room, BOB, false);
    cleanups.push(() => answering.socket.terminate());
    expect(await rooms.present(room)).toEqual([ALICE, BOB].sort());
    // Cut without a close frame, as a dead peer's connection ends.
    expect(await silent.closed).toBe(1006);
    await expect.poll(() => rooms.present(room)).toEqual([ALICE]);
    // The one that answers stays through several rounds.
    await new Promise((ok) => setTimeout(ok, 800));
    expect(rooms.sockets).toBe(1);
  });

  it('close() leaves no socket and no timer behind, and refuses what comes after it', async () => {
    // Timers that hold the process (Timeout), and the heartbeat, which does not (unref).
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    cleanups.push(() => {
      vi.restoreAllMocks();
    });
    const { rooms, port, stop } = await host();
    const open = await client(port, 'acme:tenant:all');
    await stop();
    expect(await open.closed).toBe(1001);
    expect(rooms.sockets).toBe(0);
    expect(intervals.mock.results.length).toBeGreaterThan(0);
    for (const interval of intervals.mock.results) expect(cleared.mock.calls.map(([handle]) => handle)).toContain(interval.value);
    // At most as many as before: a file that ran earlier in this worker may have left a timer that
    // ends meanwhile (the API project shares its workers between files).
    expect(timers()).toBeLessThanOrEqual(before);
    // A late upgrade handed to a closed host is cut, never admitted.
    const late = await new Promise<string>((ok) => {
      const http = createServer();
      http.on('upgrade', (req, socket, head) => rooms.handleUpgrade(req, socket, head));
      http.listen(0, '127.0.0.1', () => {
        const req = request({
          port: (http.address() as AddressInfo).port,
          host: '127.0.0.1',
          path: '/ws/acme:tenant:all',
          headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
        });
        req.on('error', (error) => ok(error.message));
        req.on('upgrade', () => ok('upgraded'));
        req.end();
      });
      cleanups.push(() => new Promise((done) => http.close(() => done())));
    });
    expect(late).toMatch(/socket hang up|ECONNRESET/);
  });
});
