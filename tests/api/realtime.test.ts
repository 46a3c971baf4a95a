// Tickets for realtime rooms (POST /api/v1/realtime/ticket): what the API signs and for whom. The
// rooms' own check of a ticket runs in workerd: tests/party/rooms.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveTicketKey, verifyTicket } from '../../party/tickets';
import { ACME, GLOBEX, createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meOf = async (token: string, host = ACME) => (await t.call(host, '/api/v1/users/me', { token })).body as { id: string };
const ask = (token: string | undefined, room: unknown, host = ACME) =>
  t.call(host, '/api/v1/realtime/ticket', { method: 'POST', token, json: { room } });

it("signs a 60-second ticket for the user's own channel and the tenant's room, naming the tenant", async () => {
  const token = await t.login('user@acme.test');
  const me = await meOf(token);
  const key = await deriveTicketKey(t.platform.secretKey);
  for (
    const [asked, room] of [
      [`user:${me.id}`, `acme:user:${me.id}`],
      ['tenant:all', 'acme:tenant:all'],
    ] as const
  ) {
    const before = Date.now();
    const res = await ask(token, asked);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ticket: expect.any(String),
      room,
      path: `/ws/${room}?ticket=${res.body.ticket}`,
      expires_at: expect.any(String),
    });
    const lifetime = Date.parse(res.body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(58_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    expect(await verifyTicket(key, res.body.ticket, room)).toEqual({ room, tenant: 'acme', sub: me.id });
    // Good for that room only, and dead after its minute.
    expect(await verifyTicket(key, res.body.ticket, room === 'acme:tenant:all' ? `acme:user:${me.id}` : 'acme:tenant:all')).toBeNull();
    expect(await verifyTicket(key, res.body.ticket, room, new Date(before + 61_000))).toBeNull();
  }
  // The access token's key does not sign tickets: neither passes for the other.
  expect(await verifyTicket(t.platform.secretKey, (await ask(token, 'tenant:all')).body.ticket, 'acme:tenant:all')).toBeNull();
});

it("refuses another user's channel, a malformed room and a missing token", async () => {
  const token = await t.login('user@acme.test');
  const admin = await meOf(await t.login('admin@acme.test'));
  expect((await ask(token, `user:${admin.id}`)).body).toMatchObject({ code: 'auth.not_enough_privileges' });
  expect((await ask(token, `user:${admin.id}`)).status).toBe(403);
  for (const room of ['tenant:globex', 'acme:tenant:all', 'chat:1', '', 42]) {
    expect((await ask(token, room)).status, String(room)).toBe(422);
  }
  expect((await ask(undefined, 'tenant:all')).status).toBe(401);
  // globex's users get globex's room on their own host.
  const globex = await t.login('owner@globex.test', GLOBEX);
  expect((await ask(globex, 'tenant:all', GLOBEX)).body.room).toBe('globex:tenant:all');
});
