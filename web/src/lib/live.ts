// The live connection (docs/web.md, "Chat"): one socket per signed-in tab to the tenant's lobby
// (`tenant:all`), plus one to a chat room while its screen shows it. The API signs a 60-second
// ticket for every (re)connection; the socket only listens (the API is the only writer).
//
// Features subscribe at module load, like `revalidateOn` in data-changes.ts: `onLiveEvent` for
// the events, `onLiveReconnect` for a connection that came back after a drop (what was sent
// meanwhile is read again from the API). Presence (who has the app open) is the lobby's member
// list, kept here with hooks. partysocket loads with the first connection, never on the public screens.
import { useSyncExternalStore } from 'react';
import type { LiveEvent, RoomMessage, Ticket } from '../types/api';
import { api } from './api';

type Socket = import('partysocket/ws').default;

export type LiveSource = 'lobby' | 'room';
export type LiveListener = (event: LiveEvent, source: LiveSource) => void;

const eventListeners = new Set<LiveListener>();
const reconnectListeners = new Set<() => void>();

/** Every live event, from the lobby and from an open room. Returns the unsubscribe. */
export function onLiveEvent(listener: LiveListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** A connection came back after a drop (or the browser went back online): read again what may have been missed. */
export function onLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function emit(event: LiveEvent, source: LiveSource) {
  for (const listener of eventListeners) {
    try {
      listener(event, source);
    } catch (error) {
      console.error(error);
    }
  }
}

function reconnected() {
  for (const listener of reconnectListeners) listener();
}

// -------------------------------------------------------------------------------------- presence

/** Users with the app open: the lobby's last presence list; null until one arrived. */
let members: ReadonlySet<string> | null = null;
/** What the API said of some people (DirectPeer.online), used while the lobby has said nothing. */
let hints: ReadonlySet<string> = new Set();
const presenceListeners = new Set<() => void>();

function setMembers(next: ReadonlySet<string> | null) {
  members = next;
  presenceListeners.forEach((notify) => notify());
}

/** The API's view of who is online (a list's `online` flags), shown until the lobby tells. */
export function hintOnline(online: Iterable<string>) {
  const next = new Set(online);
  if (next.size === hints.size && [...next].every((id) => hints.has(id))) return;
  hints = next;
  if (members === null) presenceListeners.forEach((notify) => notify());
}

function subscribePresence(notify: () => void) {
  presenceListeners.add(notify);
  return () => presenceListeners.delete(notify);
}

const currentOnline = () => members ?? hints;

/** The users online now. */
export const useOnlineSet = (): ReadonlySet<string> => useSyncExternalStore(subscribePresence, currentOnline);

// ------------------------------------------------------------------------------------- sockets

type Handlers = {
  onEvent: (event: LiveEvent) => void;
  onPresence?: (message: Extract<RoomMessage, { type: 'presence' }>) => void;
  /** Every open after the first (a drop and back). */
  onReconnect: () => void;
  /** Every open, the first too: what was sent before the socket listened is read from the API. */
  onOpen?: () => void;
};

/** A socket to a realtime room that asks a fresh ticket for every (re)connection. Returns the close. */
function openSocket(room: string, handlers: Handlers): () => void {
  let socket: Socket | null = null;
  let closed = false;
  let opened = false;
  const url = async () => {
    const ticket = await api.post<Ticket>('/v1/realtime/ticket', { room });
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${protocol}//${window.location.host}${ticket.path}`;
  };
  const online = () => socket?.reconnect();

  void import('partysocket/ws').then(({ default: ReconnectingWebSocket }) => {
    if (closed) return;
    socket = new ReconnectingWebSocket(url, undefined, { maxReconnectionDelay: 10_000, minReconnectionDelay: 500 + Math.random() * 1000 });
    socket.addEventListener('open', () => {
      handlers.onOpen?.();
      if (opened) handlers.onReconnect();
      opened = true;
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      let data: RoomMessage;
      try {
        data = JSON.parse(String(message.data)) as RoomMessage;
      } catch {
        return;
      }
      if (data.type === 'event' && isLiveEvent(data.event)) handlers.onEvent(data.event);
      else if (data.type === 'presence') handlers.onPresence?.(data);
    });
    // Back online: connect now rather than at the next back-off step.
    window.addEventListener('online', online);
  });

  return () => {
    closed = true;
    window.removeEventListener('online', online);
    socket?.close();
    socket = null;
  };
}

const isLiveEvent = (value: unknown): value is LiveEvent =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

let lobbyUsers = 0;
let closeLobby: (() => void) | null = null;

/** Opens the tab's lobby connection (the signed-in frame, once); the returned function closes it. */
export function startLive(): () => void {
  lobbyUsers++;
  if (!closeLobby) {
    closeLobby = openSocket('tenant:all', {
      onEvent: (event) => emit(event, 'lobby'),
      onPresence: (message) => setMembers(new Set(message.members)),
      onReconnect: reconnected,
    });
  }
  return () => {
    lobbyUsers--;
    if (lobbyUsers > 0 || !closeLobby) return;
    closeLobby();
    closeLobby = null;
    setMembers(null);
  };
}

/**
 * Opens the socket of a chat room (`room:<id>`) while its screen shows it. `onOpen` runs on every
 * open, the first included: a message written between the screen's first read and the socket
 * listening would be missed otherwise.
 */
export function openRoom(chatId: string, onOpen: () => void): () => void {
  return openSocket(`room:${chatId}`, { onEvent: (event) => emit(event, 'room'), onOpen, onReconnect: () => {} });
}
