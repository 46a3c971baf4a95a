// Realtime rooms on one machine: the room core (party/room-core.ts) in this process, its sockets
// served by `ws` on the Node entry's own port. The HTTP server hands WebSocket upgrades to
// `handleUpgrade`, which admits them exactly as the edge does (party/admission.ts) and answers every
// refusal before the upgrade. A room holds only the sockets open now: it exists while it has one.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { admitSocket, type Refusal } from '../../party/admission';
import { parseRoomName } from '../../party/names';
import { RoomCore, type Member, type RoomConnection } from '../../party/room-core';
import { deriveTicketKey } from '../../party/tickets';
import type { Realtime } from './types';

export type NodeRooms = Realtime & {
  /** For the HTTP server's `upgrade` event: a socket to /ws/<room>, or its refusal. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** The WebSockets open now, in every room. */
  readonly sockets: number;
  /** Closes every socket (1001, then cut after a moment) and the heartbeat. */
  close(): Promise<void>;
};

export type NodeRoomsOptions = {
  secretKey: Uint8Array;
  /** The deployment's APP_DOMAIN: a room opens only through its own tenant's host. */
  appDomain?: string;
  /** How often a socket must answer a ping, or be dropped as dead (its user is no longer present). */
  heartbeatMs?: number;
  log?: (line: string) => void;
};

/** Sockets never write (the API is the only writer); a client's frame over this closes it (1009). */
const MAX_PAYLOAD = 4096;
const HEARTBEAT_MS = 30_000;
/** How long `close()` waits for the clients' close frames before it cuts the connections. */
const CLOSE_GRACE_MS = 1000;

/** A socket of a room; what the room knows of it stays here (the edge keeps it in partyserver's state). */
class SocketConnection implements RoomConnection {
  readonly id = crypto.randomUUID();
  state: Member | null = null;
  /** Answered the last ping. */
  alive = true;

  constructor(readonly socket: WebSocket) {}

  setState(state: Member) {
    this.state = state;
  }
  send(text: string) {
    this.socket.send(text);
  }
  close(code?: number, reason?: string) {
    this.socket.close(code, reason);
  }
}

type NodeRoom = { core: RoomCore; connections: Set<SocketConnection> };

export function createNodeRooms(options: NodeRoomsOptions): NodeRooms {
  const log = options.log ?? ((line: string) => console.log(line));
  const ticketKey = deriveTicketKey(options.secretKey);
  // Upgrades only: the Node entry's HTTP server hands them in (noServer), the rooms track the sockets.
  const server = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_PAYLOAD, perMessageDeflate: false });
  const rooms = new Map<string, NodeRoom>();
  /** Every connection handed in and not yet closed: waiting for its admission, refused, or a WebSocket. */
  const raw = new Set<Duplex>();
  const connections = () => [...rooms.values()].flatMap((room) => [...room.connections]);
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const connection of connections()) {
      if (!connection.alive) connection.socket.terminate();
      else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  function roomOf(name: string): NodeRoom {
    let room = rooms.get(name);
    if (!room) {
      const members = new Set<SocketConnection>();
      const open = function*() {
        for (const connection of members) if (connection.socket.readyState === WebSocket.OPEN) yield connection;
      };
      room = { core: new RoomCore(open), connections: members };
      rooms.set(name, room);
    }
    return room;
  }

  function enter(name: string, user: string, socket: WebSocket) {
    const room = roomOf(name);
    const connection = new SocketConnection(socket);
    room.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    // What a client sends is dropped: rooms only relay the API's events.
    socket.on('message', () => {});
    socket.on('error', () => socket.terminate());
    socket.once('close', () => {
      room.connections.delete(connection);
      room.core.leave(connection);
      if (!room.connections.size && rooms.get(name) === room) rooms.delete(name);
    });
    room.core.join(connection, user);
  }

  /** The room's core, for the API's calls; undefined while nobody is in it. */
  function coreOf(name: string): RoomCore | undefined {
    if (!parseRoomName(name)) throw new Error(`Not a room name: ${name}`);
    return rooms.get(name)?.core;
  }

  return {
    get sockets() {
      return connections().filter((connection) => connection.socket.readyState === WebSocket.OPEN).length;
    },

    handleUpgrade(request, socket, head) {
      if (closed) {
        socket.destroy();
        return;
      }
      raw.add(socket);
      socket.once('close', () => raw.delete(socket));
      const onError = () => socket.destroy();
      socket.on('error', onError);
      const url = new URL(request.url ?? '/', 'http://localhost');
      void ticketKey
        .then((key) => admitSocket({ url, host: request.headers.host ?? '', upgrade: request.headers.upgrade }, key, options.appDomain))
        .then(
          (admission) => {
            if (socket.destroyed) return;
            if ('refused' in admission) return refuse(socket, admission.refused);
            if (closed) return socket.destroy();
            // ws answers a malformed handshake itself (400) and takes over the socket's errors.
            socket.off('error', onError);
            server.handleUpgrade(request, socket, head, (ws) => enter(admission.room, admission.user, ws));
          },
          (error: unknown) => {
            log(`[rooms] admission failed: ${error instanceof Error ? error.message : String(error)}`);
            refuse(socket, { status: 500, text: 'Internal Server Error' });
          },
        );
    },

    async publish(room, event, options) {
      coreOf(room)?.publish(event, options?.to);
    },

    async present(room) {
      return coreOf(room)?.present() ?? [];
    },

    async disconnect(room, user) {
      coreOf(room)?.disconnect(user);
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      const open = connections().filter((connection) => connection.socket.readyState !== WebSocket.CLOSED);
      for (const connection of open) connection.socket.close(1001, 'The server is stopping');
      const allClosed = Promise.all(open.map((connection) => new Promise((ok) => connection.socket.once('close', ok))));
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([allClosed, new Promise((ok) => (grace = setTimeout(ok, CLOSE_GRACE_MS)))]);
      clearTimeout(grace);
      for (const connection of connections()) connection.socket.terminate();
      for (const socket of raw) socket.destroy();
      server.close();
    },
  };
}

/** A refusal as plain HTTP on the upgrade's socket, with the edge's status and text (party/router.ts). */
function refuse(socket: Duplex, refusal: Refusal) {
  const body = Buffer.from(refusal.text);
  const head = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Connection: close',
  ];
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
}
