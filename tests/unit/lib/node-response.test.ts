// The Node entry's responses (worker/node-response.ts): the default headers an answer carries are
// written with its own, and its own of the same name stand in every form Node takes them.
import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNodeHeaders, type HeaderList } from '../../../worker/lib/answer-headers';
import { NODE_SERVER_OPTIONS } from '../../../worker/node-response';

const SECURITY: HeaderList = [
  ['Content-Security-Policy', "default-src 'none'"],
  ['X-Frame-Options', 'DENY'],
];
const CACHING: HeaderList = [['Cache-Control', 'no-store']];

/** How each path answers, after the defaults were added as the middleware adds them. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/object': (res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok'),
  '/own-lowercase': (res) => res.writeHead(200, { 'content-security-policy': 'sandbox', 'cache-control': 'max-age=60' }).end('ok'),
  '/own-mixed-case': (res) => res.writeHead(200, { 'x-FRAME-options': 'SAMEORIGIN' }).end('ok'),
  '/set-before': (res) => {
    res.setHeader('Cache-Control', 'private, max-age=5');
    res.writeHead(201, { 'Content-Type': 'text/plain' }).end('ok');
  },
  '/status-message': (res) => res.writeHead(202, 'Taken', { 'Content-Security-Policy': 'sandbox' }).end('ok'),
  '/flat-list': (res) => res.writeHead(200, ['X-Frame-Options', 'SAMEORIGIN', 'Content-Type', 'text/plain']).end('ok'),
  '/pair-list': (res) => res.writeHead(200, [['cache-control', 'max-age=1']] as unknown as string[]).end('ok'),
  '/implicit': (res) => {
    res.statusCode = 404;
    res.end('none');
  },
};

let origin: string;
const server = createServer(NODE_SERVER_OPTIONS, (req, res) => {
  addNodeHeaders(res, SECURITY);
  addNodeHeaders(res, CACHING);
  answers[req.url ?? '']!(res);
});
beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** Status, the headers and each header's raw lines (to see a name written twice). */
function get(path: string): Promise<{ status: number; message: string; headers: IncomingHttpHeaders; count: (name: string) => number }> {
  return new Promise((ok, fail) => {
    request(`${origin}${path}`, (res) => {
      res.resume();
      res.on('end', () => {
        const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
        ok({
          status: res.statusCode!,
          message: res.statusMessage!,
          headers: res.headers,
          count: (name) => names.filter((n) => n === name).length,
        });
      });
    })
      .on('error', fail)
      .end();
  });
}

describe('the Node entry’s responses', () => {
  it('write the default headers beside the answer’s own', async () => {
    const res = await get('/object');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leave the answer’s own header of the same name, in any letter case, written once', async () => {
    const lower = await get('/own-lowercase');
    expect(lower.headers['content-security-policy']).toBe('sandbox');
    expect(lower.headers['cache-control']).toBe('max-age=60');
    expect(lower.count('content-security-policy')).toBe(1);
    expect(lower.headers['x-frame-options']).toBe('DENY');
    const mixed = await get('/own-mixed-case');
    expect(mixed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(mixed.count('x-frame-options')).toBe(1);
  });

  it('leave a header the answer set before writing its head', async () => {
    const res = await get('/set-before');
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('private, max-age=5');
    expect(res.count('cache-control')).toBe(1);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keep a status message and take the list forms of headers', async () => {
    const message = await get('/status-message');
    expect([message.status, message.message]).toEqual([202, 'Taken']);
    expect(message.headers['content-security-policy']).toBe('sandbox');
    expect(message.headers['cache-control']).toBe('no-store');
    const flat = await get('/flat-list');
    expect(flat.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(flat.count('x-frame-options')).toBe(1);
    expect(flat.headers['content-security-policy']).toBe("default-src 'none'");
    const pairs = await get('/pair-list');
    expect(pairs.headers['cache-control']).toBe('max-age=1');
    expect(pairs.headers['x-frame-options']).toBe('DENY');
  });

  it('write them on an answer that never wrote its head itself', async () => {
    const res = await get('/implicit');
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
