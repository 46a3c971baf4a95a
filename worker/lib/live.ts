// What a request tells the realtime rooms (worker/features/realtime/events.ts), bound to the
// tenant. Writes queue their events here; the app sends them once the handler answered without an
// error (app.ts), so nothing is announced for a change that rolled back, and a realtime failure is
// logged, never the request's failure (spec/product-rules.md "Notifications and push").
import { roomName } from '../../party/names';
import type { Realtime } from '../platform/types';

/**
 * What an event and a push's kind are, declared by the features that own them (module augmentation,
 * as Hono's ContextVariableMap), so lib imports no feature: `event` is the realtime feature's
 * LiveEvent (features/realtime/live-vocabulary.ts), `pushKind` a notification kind
 * (features/notifications/live-vocabulary.ts). Undeclared, nothing could be sent.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveVocabulary {}
export type LiveEvent = LiveVocabulary extends { event: infer E } ? E : never;
export type PushKind = LiveVocabulary extends { pushKind: infer K } ? K : never;

/** The tenant's lobby: every signed-in tab has a socket there; presence is who does. */
export const LOBBY = { kind: 'tenant', id: 'all' } as const;

/** What a user's devices get by Web Push (features/push words it in each device's language). */
export type PushMessage = {
  userId: string;
  kind: PushKind;
  /** English fallback texts. */
  title: string;
  body: string;
  /** An in-app path, or null. */
  link: string | null;
  /** What the kind is worded from (a notification's `data`). */
  data: Record<string, string | number | null>;
  /** Pushes of one tag replace each other on a device. */
  tag: string;
};

export type Live = {
  /** To these users' lobby connections, after the request succeeds. */
  toUsers(users: readonly string[], event: LiveEvent): void;
  /** To everyone with the chat room open, after the request succeeds. */
  toChat(chatId: string, event: LiveEvent): void;
  /** Closes the user's sockets to the chat room, after the request succeeds. */
  disconnect(chatId: string, user: string): void;
  /** The users of the tenant online now: a socket in the lobby. */
  online(): Promise<Set<string>>;
  /** Pushes to the users' devices, in the background once the request has succeeded (features/push). */
  push(messages: readonly PushMessage[]): void;
};

export type RequestLive = Live & {
  /** Sends what was queued (each room's in order, rooms side by side); failures are logged. */
  flush(): Promise<void>;
  /** Forgets what was queued (the request failed). */
  drop(): void;
  /** The pushes queued by the request, handed over once (the tenant middleware sends them after the answer). */
  takePushes(): PushMessage[];
};

export function requestLive(realtime: Realtime, tenant: string, log: (line: string) => void = console.error): RequestLive {
  /** What to send, per room: a room's events go in order, rooms side by side. */
  let queue: { room: string; send: () => Promise<void> }[] = [];
  let pushes: PushMessage[] = [];
  const lobby = roomName(tenant, LOBBY.kind, LOBBY.id);
  const chatRoom = (chatId: string) => roomName(tenant, 'room', chatId);
  return {
    toUsers(users, event) {
      if (users.length) queue.push({ room: lobby, send: () => realtime.publish(lobby, event, { to: [...new Set(users)] }) });
    },
    toChat(chatId, event) {
      queue.push({ room: chatRoom(chatId), send: () => realtime.publish(chatRoom(chatId), event) });
    },
    disconnect(chatId, user) {
      queue.push({ room: chatRoom(chatId), send: () => realtime.disconnect(chatRoom(chatId), user) });
    },
    async online() {
      try {
        return new Set(await realtime.present(lobby));
      } catch (error) {
        log(`[realtime] presence of ${tenant} unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return new Set();
      }
    },
    async flush() {
      if (!queue.length) return; // most requests tell nobody
      const byRoom = new Map<string, typeof queue>();
      for (const item of queue) byRoom.set(item.room, [...(byRoom.get(item.room) ?? []), item]);
      queue = [];
      await Promise.all(
        [...byRoom.values()].map(async (items) => {
          for (const { send } of items) {
            try {
              await send();
            } catch (error) {
              log(`[realtime] ${tenant}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
        }),
      );
    },
    push(messages) {
      pushes.push(...messages);
    },
    drop() {
      queue = [];
      pushes = [];
    },
    takePushes() {
      const taken = pushes;
      pushes = [];
      return taken;
    },
  };
}

/** Outside HTTP (demo data, jobs, operator commands): nobody to tell. */
export const silentLive: Live = {
  toUsers: () => undefined,
  toChat: () => undefined,
  disconnect: () => undefined,
  online: async () => new Set(),
  push: () => undefined,
};
