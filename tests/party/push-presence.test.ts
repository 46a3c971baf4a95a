// A direct message is pushed only to a recipient who has no tab open (docs/push.md), with real
// presence: the Node entry's lobby (the room core in its process) and a real socket of the recipient. The
// push service is the tests' loopback receiver, admitted by the outbound guard's test allow-list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { startServer } from '../../worker/node';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { join, type Member } from './support/sockets';

const HOST = 'acme.localhost';
let server: Awaited<ReturnType<typeof startServer>>;
let receiver: PushReceiver;
let dataDir: string;
let app: ReturnType<typeof createApp>;

async function ok(path: string, init: { method?: string; token?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Host: HOST };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form).toString() : undefined;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  else if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const response = await app.request(`http://${HOST}/api/v1${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}
const login = async (email: string) =>
  (await ok('/login/access-token', { form: { username: email, password: 'demo12345' } })).access_token as string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  dataDir = mkdtempSync(joinPath(tmpdir(), 'grafik-push-presence-'));
  const vapid = webpush.generateVAPIDKeys();
  server = await startServer({
    PORT: '0',
    DATA_DIR: dataDir,
    SECRET_KEY: 'push-presence-test-secret-that-is-long-enough-01',
    WEB_DIST: joinPath(dataDir, 'no-web'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@grafik.test',
    GRAFIK_TEST_OUTBOUND_ALLOW: receiver.origin,
  });
  app = createApp(server.platform);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('pushes a direct message to an offline recipient, and not while they have the app open', { timeout: 30_000 }, async () => {
  const [admin, user] = [await login('admin@acme.test'), await login('user@acme.test')];
  const userId = (await ok('/users/me', { token: user })).id as string;
  const sub = receiver.subscribe();
  await ok('/push/register', { token: user, json: { token: sub.json, lang: 'pl' } });

  // The user has a tab open: a socket in the lobby.
  const ticket = await ok('/realtime/ticket', { token: user, json: { room: 'tenant:all' } });
  const tab: Member = await join(`http://127.0.0.1:${server.port}`, ticket.room, ticket.ticket);
  await ok('/direct/messages', { token: admin, json: { user_id: userId, body: 'Jesteś?' } });
  expect(await receiver.settle(sub, 1000)).toEqual([]);

  // The tab is closed: the next message is pushed, worded in the device's language.
  await tab.close();
  await expect.poll(
    async () =>
      (await ok('/direct/users', { token: admin })).data.find((peer: { user: { id: string } }) => peer.user.id === userId)?.online,
    { timeout: 10_000 },
  ).toBe(false);
  await ok('/direct/messages', { token: admin, json: { user_id: userId, body: 'Zadzwoń, proszę' } });
  const [pushed] = await receiver.waitFor(sub);
  expect(pushed!.payload).toMatchObject({ kind: 'direct_message', title: 'Nowa wiadomość od Adam Kowalski', body: 'Zadzwoń, proszę' });
});
