// What a request tells the realtime rooms (worker/lib/live.ts): nothing until it succeeded, each
// room's events in the order queued (rooms side by side), users once each, failures logged and
// never thrown, nothing after a failed request.
import { describe, expect, it } from 'vitest';
import { requestLive } from '../../../worker/lib/live';
import type { Realtime } from '../../../worker/platform/types';

const message = (id: string) => ({ kind: 'chat_read', chat_id: id, chat_kind: 'room' }) as const;

function recordingRooms(options: { failOn?: string; slowRoom?: string } = {}) {
  const calls: string[] = [];
  const rooms: Realtime = {
    async publish(room, event, publishOptions) {
      if (room === options.slowRoom) await new Promise((ok) => setTimeout(ok, 20));
      if (room === options.failOn) throw new Error(`no ${room}`);
      calls.push(
        `publish ${room} ${(event as { chat_id: string }).chat_id}${publishOptions?.to ? ` to ${publishOptions.to.join(',')}` : ''}`,
      );
    },
    async present(room) {
      calls.push(`present ${room}`);
      return ['u1', 'u2'];
    },
    async disconnect(room, user) {
      calls.push(`disconnect ${room} ${user}`);
    },
  };
  return { rooms, calls };
}

describe('requestLive', () => {
  it('sends nothing until flushed, then each room in order, users once each', async () => {
    const { rooms, calls } = recordingRooms({ slowRoom: 'acme:room:c1' });
    const live = requestLive(rooms, 'acme');
    live.toChat('c1', message('1'));
    live.toUsers(['u1', 'u2', 'u1'], message('2'));
    live.toChat('c1', message('3'));
    live.disconnect('c1', 'u3');
    live.toUsers([], message('4'));
    expect(calls).toEqual([]);
    await live.flush();
    // The lobby did not wait for the slow room; the room's own events kept their order.
    expect(calls).toEqual([
      'publish acme:tenant:all 2 to u1,u2',
      'publish acme:room:c1 1',
      'publish acme:room:c1 3',
      'disconnect acme:room:c1 u3',
    ]);
    await live.flush();
    expect(calls).toHaveLength(4);
  });

  it('logs a failed publish and goes on with the rest', async () => {
    const { rooms, calls } = recordingRooms({ failOn: 'acme:room:c1' });
    const logged: string[] = [];
    const live = requestLive(rooms, 'acme', (line) => logged.push(line));
    live.toChat('c1', message('1'));
    live.toChat('c1', message('2'));
    live.toUsers(['u1'], message('3'));
    await expect(live.flush()).resolves.toBeUndefined();
    expect(calls).toEqual(['publish acme:tenant:all 3 to u1']);
    expect(logged).toEqual(['[realtime] acme: no acme:room:c1', '[realtime] acme: no acme:room:c1']);
  });

  it('drops what a failed request queued, and asks who is online of the lobby', async () => {
    const { rooms, calls } = recordingRooms();
    const live = requestLive(rooms, 'acme');
    live.toUsers(['u1'], message('1'));
    live.drop();
    await live.flush();
    expect(calls).toEqual([]);
    expect([...(await live.online())]).toEqual(['u1', 'u2']);
    expect(calls).toEqual(['present acme:tenant:all']);
  });
});
