import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTermsVersion } from '../../worker/features/consent/service';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('consent', () => {
  it('starts without consent, accepts the current terms, and stays per tenant', async () => {
    const token = await t.login('user@acme.test');
    expect((await t.call(ACME, '/api/v1/users/me/has-consent', { token })).body).toBe(false);
    const before = await t.call(ACME, '/api/v1/users/me/consent', { token });
    expect(before.body).toEqual({ terms_version: '1', accepted: false, accepted_at: null });

    const accepted = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token, json: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ terms_version: '1', accepted: true });
    expect(new Date(accepted.body.accepted_at).getTime()).toBeGreaterThan(t.platform.now().getTime() - 60_000);
    expect((await t.call(ACME, '/api/v1/users/me/has-consent', { token })).body).toBe(true);

    // Accepting twice keeps the first acceptance.
    const again = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token });
    expect(again.body.accepted_at).toBe(accepted.body.accepted_at);

    const other = await t.login('admin@acme.test');
    expect((await t.call(ACME, '/api/v1/users/me/has-consent', { token: other })).body).toBe(false);
    const globex = await t.login('owner@globex.test', GLOBEX);
    expect((await t.call(GLOBEX, '/api/v1/users/me/has-consent', { token: globex })).body).toBe(false);
  });

  it('asks again when the tenant publishes a new terms version', async () => {
    const token = await t.login('super@acme.test');
    await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token });
    await setTermsVersion(await t.platform.databases.get('acme'), '2');
    expect((await t.call(ACME, '/api/v1/users/me/has-consent', { token })).body).toBe(false);
    const stale = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token, json: { terms_version: '1' } });
    expect(stale.status).toBe(409);
    const ok = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token, json: { terms_version: '2' } });
    expect(ok.body).toMatchObject({ terms_version: '2', accepted: true });
  });

  it("stamps the acceptance with the request's instant, so a pinned clock applies", async () => {
    t.clock.set('2031-06-01T08:00:00Z');
    try {
      const token = await t.login('admin@acme.test');
      const accepted = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token, json: {} });
      expect(accepted.status).toBe(200);
      const at = new Date(accepted.body.accepted_at).getTime();
      expect(at).toBeGreaterThanOrEqual(Date.parse('2031-06-01T08:00:00Z'));
      expect(at).toBeLessThan(Date.parse('2031-06-01T08:01:00Z'));
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('needs a signed-in user and valid input', async () => {
    expect((await t.call(ACME, '/api/v1/users/me/has-consent')).status).toBe(401);
    expect((await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST' })).status).toBe(401);
    const token = await t.login('user@acme.test');
    const bad = await t.call(ACME, '/api/v1/users/me/consent', { method: 'POST', token, json: { terms_version: 7 } });
    expect(bad.status).toBe(422);
  });
});

describe('utils', () => {
  it('writes a test mail to the outbox for a superadmin', async () => {
    const before = t.outbox().length;
    const res = await t.call(ACME, '/api/v1/utils/test-email/?email_to=ops@acme.test', {
      method: 'POST',
      token: await t.login('super@acme.test'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Test email sent' });
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.to).toBe('ops@acme.test');
    expect(mails[0]!.text).toContain('Acme');
  });

  it('refuses admins and users, and answers 422 for a bad address', async () => {
    for (const email of ['admin@acme.test', 'user@acme.test']) {
      const res = await t.call(ACME, '/api/v1/utils/test-email/?email_to=ops@acme.test', { method: 'POST', token: await t.login(email) });
      expect(res.status).toBe(403);
    }
    const bad = await t.call(ACME, '/api/v1/utils/test-email/?email_to=nope', { method: 'POST', token: await t.login('super@acme.test') });
    expect(bad.status).toBe(422);
  });
});
