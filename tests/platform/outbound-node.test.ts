// The outbound guard on Node (worker/platform/outbound-node.ts): the address checked is the address
// connected to. A resolver injected by the test makes names resolve where the test wants (there
// is no internet here): a name resolving to loopback, an answer mixing public and private, and a
// name that answers public to a first look-up and private to the next (DNS rebinding).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeOutbound, guardedAgent, type Resolver } from '../../worker/platform/outbound-node';
import { OutboundNetworkError, OutboundRefusedError, OutboundTimeoutError } from '../../worker/platform/outbound-rules';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let allowed: Server;
let other: Server;
let allowedOrigin: string;
let otherOrigin: string;
const seen: Seen[] = [];
const seenByOther: string[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  allowed = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
    const path = req.url!;
    if (path.startsWith('/redirect/')) {
      const [, , status, ...to] = path.split('/');
      res.writeHead(Number(status), { Location: decodeURIComponent(to.join('/')) }).end();
    } else if (path === '/slow') {
      setTimeout(() => res.writeHead(200).end('late'), 2000).unref();
    } else {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('hello');
    }
  });
  other = createServer((req, res) => {
    seenByOther.push(req.url!);
    res.writeHead(200).end('private');
  });
  [allowedOrigin, otherOrigin] = await Promise.all([listen(allowed), listen(other)]);
});
afterAll(async () => {
  allowed.closeAllConnections();
  other.closeAllConnections();
  await Promise.all([new Promise((ok) => allowed.close(ok)), new Promise((ok) => other.close(ok))]);
});
beforeEach(() => {
  seen.length = 0;
  seenByOther.length = 0;
});

const v4 = (address: string): LookupAddress => ({ address, family: 4 });

/** A resolver answering from a list, one answer per look-up (the last one repeats), counting calls. */
function scripted(...answers: LookupAddress[][]) {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    return answers[Math.min(calls.length - 1, answers.length - 1)]!;
  };
  return { resolve, calls };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** The first OutboundRefusedError in the chain of causes (undici wraps the connector's error). */
function refusalOf(error: unknown): OutboundRefusedError | undefined {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof OutboundRefusedError) return e;
  return undefined;
}

describe('the connection check (Node)', () => {
  it('refuses a name that resolves to loopback before connecting', async () => {
    const { resolve, calls } = scripted([v4('127.0.0.1')]);
    const port = new URL(otherOrigin).port;
    // Straight through the Agent, past the URL rules (which would refuse the port first).
    const agent = guardedAgent({ resolve });
    const error = await failure(request(`http://rebind.test:${port}/`, { dispatcher: agent }));
    expect(refusalOf(error)?.reason).toBe('address');
    expect(calls).toEqual(['rebind.test']);
    expect(seenByOther).toEqual([]);
    await agent.close();
  });

  it('refuses an answer that mixes public and private addresses', async () => {
    const { resolve } = scripted([v4('93.184.216.34'), v4('127.0.0.1')]);
    const agent = guardedAgent({ resolve });
    const error = await failure(request(`http://mixed.test:${new URL(otherOrigin).port}/`, { dispatcher: agent }));
    expect(refusalOf(error)?.reason).toBe('address');
    expect(seenByOther).toEqual([]);
    await agent.close();
  });

  it('checks the look-up it connects with: public to an earlier look-up, private at connect, refused', async () => {
    const { resolve, calls } = scripted([v4('93.184.216.34')], [v4('127.0.0.1')]);
    // Someone (a naive guard) looks the name up first and sees a public address...
    expect(await resolve('rebind.test')).toEqual([v4('93.184.216.34')]);
    // ...then the connection looks it up again and gets loopback: refused, nothing reached.
    const agent = guardedAgent({ resolve });
    const error = await failure(request(`http://rebind.test:${new URL(otherOrigin).port}/`, { dispatcher: agent }));
    expect(refusalOf(error)?.reason).toBe('address');
    expect(calls).toEqual(['rebind.test', 'rebind.test']);
    expect(seenByOther).toEqual([]);
    await agent.close();
  });

  it('refuses literal private addresses at the connection, and admits only the allowed origin', async () => {
    const agent = guardedAgent({ allow: [allowedOrigin] });
    for (
      const url of [`${otherOrigin}/`, `http://[::1]:${new URL(otherOrigin).port}/`, `http://127.0.0.2:${new URL(allowedOrigin).port}/`]
    ) {
      expect(refusalOf(await failure(request(url, { dispatcher: agent }))), url).toBeDefined();
    }
    expect(seenByOther).toEqual([]);
    const ok = await request(`${allowedOrigin}/plain`, { dispatcher: agent });
    expect(await ok.body.text()).toBe('hello');
    await agent.close();
  });
});

describe('platform.outbound.fetch (Node)', () => {
  it('refuses a name resolving to loopback as a refusal, not as a failed connection', async () => {
    const { resolve } = scripted([v4('127.0.0.1')]);
    const outbound = createNodeOutbound({ resolve });
    // Port 80 on loopback has nothing listening: without the check this would be ECONNREFUSED.
    const error = await failure(outbound.fetch('http://rebind.test/'));
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect((error as OutboundRefusedError).reason).toBe('address');
    await outbound.close();
  });

  it('passes method, headers and body through, and follows redirects by hand, re-checked', async () => {
    const outbound = createNodeOutbound({ allow: [allowedOrigin] });
    const res = await outbound.fetch(`${allowedOrigin}/redirect/307/${encodeURIComponent('/target')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', TTL: '60', Authorization: 'vapid t=x' },
      body: 'payload',
    });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${allowedOrigin}/target`);
    expect(seen.map((s) => [s.method, s.url, s.body, s.headers.ttl, s.headers.authorization])).toEqual([
      ['POST', `/redirect/307/${encodeURIComponent('/target')}`, 'payload', '60', 'vapid t=x'],
      ['POST', '/target', 'payload', '60', 'vapid t=x'],
    ]);
    seen.length = 0;
    await outbound.fetch(`${allowedOrigin}/redirect/303/${encodeURIComponent('/after')}`, {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(seen.map((s) => [s.method, s.url, s.body, s.headers['content-type']])).toEqual([
      ['POST', `/redirect/303/${encodeURIComponent('/after')}`, 'x', 'text/plain'],
      ['GET', '/after', '', undefined],
    ]);
    await outbound.close();
  });

  it('refuses a redirect to another loopback port although the first hop was allowed', async () => {
    const outbound = createNodeOutbound({ allow: [allowedOrigin] });
    const error = await failure(outbound.fetch(`${allowedOrigin}/redirect/302/${encodeURIComponent(`${otherOrigin}/`)}`));
    expect((error as OutboundRefusedError).reason).toBe('port');
    expect(seenByOther).toEqual([]);
    await outbound.close();
  });

  it("honours the caller's time-out, and names failures by kind", async () => {
    const outbound = createNodeOutbound({ allow: [allowedOrigin] });
    const started = Date.now();
    const error = await failure(outbound.fetch(`${allowedOrigin}/slow`, { signal: AbortSignal.timeout(200) }));
    expect(error).toBeInstanceOf(OutboundTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    // An allowed origin where nothing listens any more.
    const closed = createServer();
    const origin = await listen(closed);
    await new Promise((ok) => closed.close(ok));
    const gone = createNodeOutbound({ allow: [origin] });
    expect(await failure(gone.fetch(`${origin}/`))).toBeInstanceOf(OutboundNetworkError);
    await Promise.all([outbound.close(), gone.close()]);
  });
});
