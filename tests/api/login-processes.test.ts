// The login limit across real processes: two Node entries on one data directory (as two instances
// behind a load balancer would share a volume) check at most 5 passwords of one email and address.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../e2e/support/server';

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startServer();
  // The second starts once the first has created the data directory and the demo tenant.
  second = await startServer({ dataDir: first.dataDir });
}, 120_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

/** A sign-in on the demo tenant's host through the loopback address (Node does not resolve *.localhost). */
const login = (server: TestServer, password: string) =>
  new Promise<number>((resolve, reject) => {
    const body = new URLSearchParams({ username: 'user@acme.test', password }).toString();
    const call = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/v1/login/access-token',
        headers: { Host: `acme.localhost:${server.port}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });

it('checks at most 5 passwords when 30 wrong ones arrive at once through two processes', async () => {
  const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? second : first, `wrong-${i}`)));
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  expect(counts).toEqual({ 400: 5, 429: 25 });
  // The right password is refused too, by either process, until the window has passed.
  expect(await login(first, 'demo12345')).toBe(429);
  expect(await login(second, 'demo12345')).toBe(429);
}, 60_000);
