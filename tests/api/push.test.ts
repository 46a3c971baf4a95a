// Web Push (docs/push.md) on both runtimes: subscriptions are registered against a loopback push
// receiver (tests/support/push-receiver.ts) that checks the VAPID JWT and decrypts the aes128gcm
// body as a browser would. Real events push (an approved vacation, a direct message to someone
// offline); a 410 removes the subscription, a muted kind is not pushed, a failing push service
// never fails the action; registration validates its input and stays within the caller's own.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../worker/db/schema';
import { startPushReceiver, type PushReceiver, type ReceiverSubscription } from '../support/push-receiver';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, signIn, type Tokens } from './support/org';
import { setClock } from './support/schedule';

let t: TestApp;
let receiver: PushReceiver;
let tokens: Tokens;
let dept: { id: string };
let poland: { id: string };
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({
    env: {
      ACCESS_TOKEN_EXPIRE_MINUTES: String(60 * 24 * 365 * 30),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@grafik.test',
    },
    // The outbound guard admits the tests' own receiver only (docs/security.md "Outbound requests").
    outboundAllow: [receiver.origin],
  });
  ({ tokens } = await signIn(t));
  const org = await demoOrg(t, tokens.super);
  poland = org.poland;
  dept = await createDepartment(t, tokens.admin, org.poland.id);
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

type Person = { id: string; email: string; token: string };
async function employee(): Promise<Person> {
  const person = await createUser(t, tokens.super, { full_name: 'Pola Push' });
  await hire(t, tokens.super, { user_id: person.id, company_id: poland.id, department_id: dept.id, vacation_days: 26 });
  return { id: person.id, email: person.email, token: await t.login(person.email, ACME, 'person-pass') };
}

const register = (token: string, json: unknown, host = ACME) => t.call(host, '/api/v1/push/register', { token, json });
const unregister = (token: string, json: unknown, host = ACME) => t.call(host, '/api/v1/push/register', { method: 'DELETE', token, json });
const stored = async (endpoint: string) => {
  const db = await t.platform.databases.get('acme');
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
};
async function subscribed(person: Person, answer = 201, lang?: string): Promise<ReceiverSubscription> {
  const sub = receiver.subscribe(answer);
  await ok(register(person.token, { token: sub.json, ...(lang ? { lang } : {}) }));
  return sub;
}
let day = 0;
/** A vacation request of the person, decided by the admin. */
async function decided(person: Person, status: 'approved' | 'rejected' = 'approved') {
  const date = `2030-11-${String(18 + (day++ % 10)).padStart(2, '0')}`;
  const request = await ok(
    t.call(ACME, '/api/v1/vacation-sick/create', { token: person.token, json: { type: 'vacation', start_date: date, end_date: date } }),
  );
  const answer = await t.call(ACME, '/api/v1/vacation-sick/update', {
    method: 'PATCH',
    token: tokens.admin,
    json: { id: request.id, status },
  });
  return { request, answer };
}
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error('timed out');
}

describe('the push routes', () => {
  it('answer 401 without a token, and the public key when signed in', async () => {
    for (
      const [method, path] of [
        ['GET', '/push/public-key'],
        ['POST', '/push/register'],
        ['DELETE', '/push/register'],
        ['GET', '/push/preferences'],
        ['PUT', '/push/preferences'],
      ] as const
    ) {
      expect((await t.call(ACME, `/api/v1${path}`, { method, json: method === 'GET' ? undefined : {} })).status, `${method} ${path}`).toBe(
        401,
      );
    }
    expect(await ok(t.call(ACME, '/api/v1/push/public-key', { token: tokens.user }))).toEqual({
      enabled: true,
      public_key: vapid.publicKey,
    });
  });

  it('refuse a bad subscription with 422 and store nothing', async () => {
    const good = receiver.subscribe().json;
    const cases: [string, unknown, string | undefined][] = [
      ['not a URL', { ...good, endpoint: 'push-service' }, 'push.endpoint_https'],
      ['http', { ...good, endpoint: 'http://push.example.com/send/abc' }, 'push.endpoint_https'],
      ['a private IP literal', { ...good, endpoint: 'https://10.1.2.3/send/abc' }, 'push.endpoint_not_public'],
      ['loopback in hex', { ...good, endpoint: 'https://0x7f000001/send/abc' }, 'push.endpoint_not_public'],
      ['localhost', { ...good, endpoint: 'https://push.localhost/send/abc' }, 'push.endpoint_not_public'],
      ['another port', { ...good, endpoint: 'https://fcm.googleapis.com:8443/send/abc' }, 'push.endpoint_not_public'],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'push.key_public'],
      ['long auth', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } }, 'push.key_auth'],
      ['missing keys', { endpoint: good.endpoint }, undefined],
      ['not JSON', 'not json at all', undefined],
    ];
    for (const [what, token, code] of cases) {
      const res = await register(tokens.user, { token });
      expect(res.status, what).toBe(422);
      expect(res.body.detail[0].loc.slice(0, 2), what).toEqual(['body', 'token']);
      if (code) expect(res.body.detail[0].code, what).toBe(code);
    }
    expect((await register(tokens.user, { token: good, lang: 'de' })).status).toBe(422);
    expect((await unregister(tokens.user, {})).body.detail[0].code).toBe('push.token_or_endpoint');
    expect(await stored(good.endpoint)).toEqual([]);
  });

  it('upserts by endpoint: a JSON text works, registering again refreshes it, another user takes it over', async () => {
    const [a, b] = [await employee(), await employee()];
    const sub = receiver.subscribe();
    const first = await ok(register(a.token, { token: JSON.stringify(sub.json), lang: 'uk' }));
    expect(first).toMatchObject({ endpoint: sub.json.endpoint, lang: 'uk' });
    setClock(t, '2030-10-22T10:00:00Z');
    const again = await ok(register(a.token, { token: sub.json, lang: 'pl' }));
    expect(again).toMatchObject({ id: first.id, lang: 'pl', created_at: first.created_at });
    expect(Date.parse(again.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    await ok(register(b.token, { token: sub.json }));
    expect((await stored(sub.json.endpoint)).map((row) => row.userId)).toEqual([b.id]);
    // a's own delete no longer reaches it; b's does.
    expect((await unregister(a.token, { endpoint: sub.json.endpoint })).status).toBe(404);
    expect((await unregister(b.token, { token: sub.json })).status).toBe(204);
    expect(await stored(sub.json.endpoint)).toEqual([]);
  });

  it('keeps a subscription out of reach of another user and another tenant', async () => {
    const owner = await employee();
    const sub = await subscribed(owner);
    const globex = tokens.globex;
    expect((await unregister(globex, { endpoint: sub.json.endpoint })).status).toBe(401);
    expect((await unregister(globex, { endpoint: sub.json.endpoint }, GLOBEX)).status).toBe(404);
    expect((await unregister(tokens.user, { endpoint: sub.json.endpoint })).status).toBe(404);
    expect((await t.call(ACME, '/api/v1/push/preferences', { token: globex })).status).toBe(401);
    expect((await stored(sub.json.endpoint)).map((row) => row.userId)).toEqual([owner.id]);
  });

  it('reads and saves which kinds are not pushed', async () => {
    const p = await employee();
    const initial = await ok(t.call(ACME, '/api/v1/push/preferences', { token: p.token }));
    expect(initial.muted_kinds).toEqual([]);
    expect(initial.kinds).toContain('direct_message');
    const saved = await ok(
      t.call(ACME, '/api/v1/push/preferences', {
        method: 'PUT',
        token: p.token,
        json: { muted_kinds: ['direct_message', 'vacation_approved'] },
      }),
    );
    expect(saved.muted_kinds).toEqual(['vacation_approved', 'direct_message']);
    expect((await t.call(ACME, '/api/v1/push/preferences', { method: 'PUT', token: p.token, json: { muted_kinds: ['nope'] } })).status)
      .toBe(422);
    expect((await ok(t.call(ACME, '/api/v1/push/preferences', { token: p.token }))).muted_kinds).toEqual([
      'vacation_approved',
      'direct_message',
    ]);
  });
});

describe('pushes of real events', () => {
  it('pushes an approved vacation, VAPID-signed and encrypted, worded in the device language', async () => {
    const p = await employee();
    const [en, pl] = [await subscribed(p), await subscribed(p, 201, 'pl')];
    const { request, answer } = await decided(p);
    expect(answer.status).toBe(200);
    const [got] = await receiver.waitFor(en);
    expect(got!.error).toBeUndefined();
    expect(got!.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:ops@grafik.test' });
    expect(got!.payload).toMatchObject({
      kind: 'vacation_approved',
      title: 'Your request for a vacation was approved',
      body: expect.stringContaining('Approved by'),
      link: `/vacations?id=${request.id}`,
      tag: expect.stringMatching(/^notification:/),
    });
    const [polish] = await receiver.waitFor(pl);
    expect(polish!.payload).toMatchObject({
      kind: 'vacation_approved',
      title: 'Twój wniosek o urlop został zatwierdzony',
      link: `/vacations?id=${request.id}`,
    });
  });

  it('removes a subscription the push service calls gone (410)', async () => {
    const p = await employee();
    const sub = await subscribed(p, 410);
    await decided(p);
    await receiver.waitFor(sub);
    await waitUntil(async () => (await stored(sub.json.endpoint)).length === 0);
  });

  it('does not push a kind the user muted', async () => {
    const p = await employee();
    const sub = await subscribed(p);
    await ok(t.call(ACME, '/api/v1/push/preferences', { method: 'PUT', token: p.token, json: { muted_kinds: ['vacation_approved'] } }));
    await decided(p);
    await ok(t.call(ACME, '/api/v1/push/preferences', { method: 'PUT', token: p.token, json: { muted_kinds: [] } }));
    await decided(p, 'rejected');
    const got = await receiver.waitFor(sub);
    expect(got.map((entry) => entry.payload.kind)).toEqual(['vacation_rejected']);
    expect((await receiver.settle(sub, 300)).length).toBe(1);
  });

  it('never fails the action when the push service fails (500)', async () => {
    const p = await employee();
    const sub = await subscribed(p, 500);
    const { request, answer } = await decided(p);
    expect(answer.status).toBe(200);
    await receiver.waitFor(sub);
    const mine = await ok(t.call(ACME, `/api/v1/vacation-sick/get-by-user?user_id=${p.id}&year=2030`, { token: p.token }));
    expect(JSON.stringify(mine)).toContain(request.id);
    expect(mine.data.find((r: { id: string }) => r.id === request.id).status).toBe('approved');
    // The subscription stays: only 404 and 410 remove one.
    expect(await stored(sub.json.endpoint)).toHaveLength(1);
  });

  it('pushes a direct message to an offline recipient, shortened', async () => {
    const [from, to] = [await employee(), await employee()];
    const sub = await subscribed(to);
    const long = `Cześć! ${'To jest długa wiadomość. '.repeat(20)}`;
    await ok(t.call(ACME, '/api/v1/direct/messages', { token: from.token, json: { user_id: to.id, body: long } }), 201);
    const [got] = await receiver.waitFor(sub);
    expect(got!.payload).toMatchObject({
      kind: 'direct_message',
      title: 'New message from Pola Push',
      link: `/direct?user=${from.id}`,
      tag: expect.stringMatching(/^direct:/),
    });
    expect(got!.payload.body.length).toBeLessThanOrEqual(120);
    expect(got!.payload.body.endsWith('…')).toBe(true);
    // The author's own devices get nothing.
    const own = await subscribed(from);
    expect(await receiver.settle(own, 300)).toEqual([]);
  });
});
