// The body limit (worker/app.ts) on Node's own HTTP server, where a declared length is trusted
// without reading the body: a body within its declared length passes unread, a declared length or
// a chunked body over the limit is refused with 413 and changes nothing, a request without a body
// passes.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../worker/app';
import { ACME, createTestApp, type TestApp } from './support/app';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: createApp(t.platform).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  token = await t.login('user@acme.test');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** One request over HTTP/1.1: chunks are written one by one (chunked) unless a length is given. */
function send(method: string, path: string, options: { chunks?: string[]; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    // A connection of its own: a refused request may leave its declared body unsent on one it shares.
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path,
      agent: false,
      headers: { Host: ACME, Authorization: `Bearer ${token}`, ...options.headers },
    }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

const profileName = async () => ((await t.call(ACME, '/api/v1/users/me', { token })).body as { full_name: string }).full_name;

describe('the body limit on the Node server', () => {
  it('lets a body within its declared length through, and a request without a body', async () => {
    const body = JSON.stringify({ full_name: 'Jan Declared' });
    const patched = await send('PATCH', '/api/v1/users/me', {
      chunks: [body],
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
    });
    expect(patched.status).toBe(200);
    expect(await profileName()).toBe('Jan Declared');
    const marked = await send('PATCH', '/api/v1/notifications/mark-all');
    expect(marked.status).toBe(200);
  });

  it('refuses a declared length over the limit with 413, and stores nothing', async () => {
    const before = await profileName();
    const refused = await send('PATCH', '/api/v1/users/me', {
      chunks: ['{"full_name":"Too Long"}'],
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) },
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).code).toBe('http.payload_too_large');
    expect(await profileName()).toBe(before);
  });

  it('counts a chunked body and refuses it with 413 past the limit, and stores nothing', async () => {
    const before = await profileName();
    const filler = 'x'.repeat(64 * 1024);
    const chunks = [
      '{"full_name":"Chunked","address":"',
      ...Array.from({ length: Math.ceil(MAX_BODY_BYTES / filler.length) + 1 }, () => filler),
      '"}',
    ];
    const refused = await send('PATCH', '/api/v1/users/me', { chunks, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(413);
    expect(await profileName()).toBe(before);
  });
});
