// A loopback stand-in for a push service (RFC 8030/8291/8292), for the push tests on both runtimes:
// each subscription it makes is a browser's (a P-256 key pair and a 16-byte auth secret, generated
// here as a browser would). A POST to a subscription's endpoint must carry a VAPID header
// (`Authorization: vapid t=<jwt>, k=<public key>`) whose JWT is signed with k (ES256), names this
// receiver's origin as `aud`, expires within 24 h and has a `sub`; its aes128gcm body is decrypted
// with the subscription's private key. What it answers is set per subscription (201 by default;
// 410 or 500 to test the sender's handling). A test fixture, not a product component.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

export type ReceivedPush = {
  subscription: string;
  /** The decrypted body, parsed as JSON (null when it was not JSON). */
  payload: any;
  claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  headers: IncomingMessage['headers'];
  /** Why the request was refused (a bad VAPID header or body), if it was. */
  error?: string;
};

export type ReceiverSubscription = {
  id: string;
  /** `PushSubscription.toJSON()` as the browser gives it. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The status the receiver answers for this subscription. */
  answer: number;
};

export type PushReceiver = Awaited<ReturnType<typeof startPushReceiver>>;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export async function startPushReceiver() {
  const clients = new Map<string, { ecdh: ECDH; auth: Buffer; sub: ReceiverSubscription }>();
  const received: ReceivedPush[] = [];
  let origin = '';

  async function verifyVapid(header: string | undefined) {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) throw new Error(`no VAPID Authorization header: ${header}`);
    const [, token, key] = match as unknown as [string, string, string];
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
    const publicKey = await importJWK(
      { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      'ES256',
    );
    const { payload } = await jwtVerify(token, publicKey, { audience: origin, algorithms: ['ES256'] });
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + 24 * 60 * 60) {
      throw new Error(`exp not within 24 h: ${payload.exp}`);
    }
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error(`bad sub: ${payload.sub}`);
    return decodeJwt(token);
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const client = id ? clients.get(id) : undefined;
    if (req.method !== 'POST' || !client) {
      res.writeHead(404).end();
      return;
    }
    const entry: ReceivedPush = { subscription: client.sub.id, payload: null, claims: {}, headers: req.headers };
    try {
      entry.claims = await verifyVapid(req.headers.authorization);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
      if (!req.headers.ttl) throw new Error('no TTL header');
      const plain: Buffer = ece.decrypt(body, { version: 'aes128gcm', privateKey: client.ecdh, authSecret: client.auth });
      const text = plain.toString('utf8');
      try {
        entry.payload = JSON.parse(text);
      } catch {
        entry.payload = null;
      }
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
    }
    received.push(entry);
    if (entry.error) res.writeHead(400).end(entry.error);
    else res.writeHead(client.sub.answer).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new browser subscription pointing at this receiver. */
    subscribe(answer = 201): ReceiverSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = crypto.randomUUID();
      const sub: ReceiverSubscription = {
        id,
        json: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        answer,
      };
      clients.set(id, { ecdh, auth, sub });
      return sub;
    },
    pushesTo(sub: ReceiverSubscription) {
      return received.filter((entry) => entry.subscription === sub.id);
    },
    /** Polls until `count` pushes reached the subscription (pushes leave after the answer). */
    async waitFor(sub: ReceiverSubscription, count = 1, timeoutMs = 5000): Promise<ReceivedPush[]> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const got = received.filter((entry) => entry.subscription === sub.id);
        if (got.length >= count) return got;
        await new Promise((ok) => setTimeout(ok, 25));
      }
      throw new Error(`no push to ${sub.id} within ${timeoutMs} ms (${received.length} received in all)`);
    },
    /** Waits a moment and answers whatever reached the subscription (to prove nothing did). */
    async settle(sub: ReceiverSubscription, ms = 600): Promise<ReceivedPush[]> {
      await new Promise((ok) => setTimeout(ok, ms));
      return received.filter((entry) => entry.subscription === sub.id);
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
