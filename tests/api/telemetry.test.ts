// Usage telemetry and invoice drafts (docs/telemetry.md) on both runtimes: authenticated requests
// and active users are counted per UTC day (in memory, written in batches); admins read the last 30
// days and 6 months, superadmins recompute a month and make its draft from the tenant's prices; the
// job of the 1st makes one draft per tenant however often it runs; an issued invoice is not changed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, tenants } from '../../worker/db/control-schema';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createUser, ok, signIn, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;

const v1 = (path: string) => `/api/v1${path}`;
const get = (token: string, path: string, host = ACME) => t.call(host, v1(path), { token });
const post = (token: string, path: string, json: unknown, host = ACME) => t.call(host, v1(path), { method: 'POST', token, json });
type Day = { day: string; api: number; dau: number; push: number; pdf: number };
const today = async (token: string, host = ACME) => {
  const days = (await ok(get(token, '/telemetry/daily', host))).data as Day[];
  return days.at(-1)!;
};

beforeAll(async () => {
  t = await createTestApp({ env: { TELEMETRY: 'on' } });
  ({ tokens } = await signIn(t));
}, 60_000);
afterAll(() => t.close());

describe('counting', () => {
  it('counts every authenticated request and each active user once a day', async () => {
    const person = await createUser(t, tokens.super);
    const token = await t.login(person.email, ACME, 'person-pass');
    const before = await today(tokens.super);
    for (let i = 0; i < 7; i++) await ok(get(token, '/users/me'));
    // A refused request of a signed-in user is an API request too; one without a token is not.
    expect((await get(token, '/telemetry/daily')).status).toBe(403);
    expect((await t.call(ACME, v1('/users/me'))).status).toBe(401);
    const after = await today(tokens.super);
    // The person's 8 requests and this read.
    expect(after.api - before.api).toBe(9);
    expect(after.dau - before.dau).toBe(1);
    expect(after.day).toBe(t.platform.now().toISOString().slice(0, 10));
  });

  it('answers the last 30 days oldest first and the last 6 months, zeros where nothing happened', async () => {
    // Globex is new: no demo history.
    const days = (await ok(get(tokens.globex, '/telemetry/daily', GLOBEX))).data as Day[];
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    expect(days[0]).toMatchObject({ api: 0, dau: 0, push: 0, pdf: 0 });
    expect(days.at(-1)!.api).toBeGreaterThan(0);
    const months = (await ok(get(tokens.admin, '/telemetry/monthly'))).data as {
      month: string;
      mau: number;
      api: number;
      aggregated: boolean;
    }[];
    expect(months).toHaveLength(6);
    expect(months.at(-1)).toMatchObject({ month: t.platform.now().toISOString().slice(0, 7), aggregated: false });
    expect(months.at(-1)!.mau).toBeGreaterThanOrEqual(3);
    expect(months.at(-1)!.api).toBeGreaterThan(0);
  });

  it('is for admins to read and superadmins to act; another tenant sees its own only', async () => {
    expect((await get(tokens.user, '/telemetry/daily')).status).toBe(403);
    expect((await get(tokens.user, '/telemetry/invoice')).status).toBe(403);
    expect((await get(tokens.admin, '/telemetry/invoice')).status).toBe(200);
    expect((await post(tokens.admin, '/telemetry/aggregate/monthly', { month: '2020-01' })).status).toBe(403);
    expect((await post(tokens.admin, '/telemetry/invoice', { month: '2020-01' })).status).toBe(403);
    expect((await get(tokens.globex, '/telemetry/daily')).status).toBe(401);
    const theirs = await today(tokens.globex, GLOBEX);
    const ours = await today(tokens.super);
    expect(theirs.api).toBeLessThan(ours.api);
  });

  it('refuses a month that is not YYYY-MM, one that has not begun, and a draft of a month not over', async () => {
    for (const month of ['2030-13', '2030-1', 'last', '']) {
      const res = await post(tokens.super, '/telemetry/aggregate/monthly', { month });
      expect(res.status, month).toBe(422);
      expect(res.body.detail[0].code, month).toBe('telemetry.month_invalid');
    }
    expect((await post(tokens.super, '/telemetry/aggregate/monthly', { month: '2999-01' })).body.detail[0].code).toBe(
      'telemetry.month_future',
    );
    const current = t.platform.now().toISOString().slice(0, 7);
    expect((await post(tokens.super, '/telemetry/invoice', { month: current })).body.detail[0].code).toBe('telemetry.month_not_over');
    expect((await ok(get(tokens.super, '/telemetry/invoice'))).data.some((i: { month: string }) => i.month === current)).toBe(false);
  });
});

describe('a month and its draft', () => {
  it('aggregates a past month, prices it and keeps one draft; an issued invoice is not changed', async () => {
    await t.platform.control.update(tenants).set({ currency: 'PLN', pricePerActiveUser: 5.5, pricePerPdf: 0.1, pricePerPush: 0.01 }).where(
      eq(tenants.slug, 'acme'),
    );
    // January 2031: the user and the admin use the app, on two days.
    t.clock.set('2031-01-15T10:00:00Z');
    const user = await t.login('user@acme.test');
    const admin = await t.login('admin@acme.test');
    for (let i = 0; i < 4; i++) await ok(get(user, '/users/me'));
    await ok(get(admin, '/users/me'));
    t.clock.set('2031-01-20T10:00:00Z');
    await ok(get(user, '/users/me'));

    t.clock.set('2031-02-02T09:00:00Z');
    const boss = await t.login('super@acme.test');
    const aggregate = await ok(post(boss, '/telemetry/aggregate/monthly', { month: '2031-01' }));
    expect(aggregate).toMatchObject({ month: '2031-01', mau: 2, api: 6, push: 0, pdf: 0, aggregated: true });
    // Idempotent.
    expect(await ok(post(boss, '/telemetry/aggregate/monthly', { month: '2031-01' }))).toMatchObject({ mau: 2, api: 6 });

    const draft = await ok(post(boss, '/telemetry/invoice', { month: '2031-01' }));
    expect(draft).toMatchObject({
      number: 'ACME/2031/01',
      month: '2031-01',
      currency: 'PLN',
      status: 'draft',
      total: 11,
      lines: [
        { item: 'active_users', quantity: 2, unit_price: 5.5, amount: 11 },
        { item: 'pdfs', quantity: 0, unit_price: 0.1, amount: 0 },
        { item: 'pushes', quantity: 0, unit_price: 0.01, amount: 0 },
      ],
    });
    const again = await ok(post(boss, '/telemetry/invoice', { month: '2031-01' }));
    expect(again.id).toBe(draft.id);
    const months2031 = async () =>
      ((await ok(get(boss, '/telemetry/invoice'))).data as { month: string }[]).map((i) => i.month).filter((m) => m.startsWith('2031'));
    expect(await months2031()).toEqual(['2031-01']);
    const months = (await ok(get(boss, '/telemetry/monthly'))).data as { month: string; aggregated: boolean; mau: number }[];
    expect(months.find((m) => m.month === '2031-01')).toMatchObject({ aggregated: true, mau: 2 });

    await t.platform.control.update(invoices).set({ status: 'issued' }).where(eq(invoices.id, draft.id));
    const refused = await post(boss, '/telemetry/invoice', { month: '2031-01' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('telemetry.invoice_issued');
  });

  it("the job of the 1st (the Node scheduler's, or the Worker's cron trigger) writes one draft of the month before per tenant, however often it runs", async () => {
    t.clock.set('2031-03-01T03:00:05Z');
    const boss = await t.login('super@acme.test');
    const slot = new Date('2031-03-01T03:00:00Z');
    expect(await t.runJobs('0 3 1 * *', slot)).toBe(true);
    // A second firing of the same slot (another instance) skips; a later one still leaves one draft.
    expect(await t.runJobs('0 3 1 * *', slot)).toBe(true);
    expect(await t.runJobs('0 3 1 * *', new Date('2031-03-01T03:00:30Z'))).toBe(true);
    const rows = await t.platform.control.select().from(invoices).where(eq(invoices.month, '2031-02'));
    expect(rows.map((row) => row.tenant).sort()).toEqual(['acme', 'globex']);
    const listed = ((await ok(get(boss, '/telemetry/invoice'))).data as { month: string }[]).map((i) => i.month).filter((m) =>
      m.startsWith('2031')
    );
    expect(listed).toEqual(['2031-02', '2031-01']);
  });
});
