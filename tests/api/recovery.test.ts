import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The FastAPI full-stack template's own wording (backend/app/api/routes/login.py), for unknown emails too:
// its clients expect it (spec/product-rules.md "Errors and limits": its messages are kept).
const RECOVERY_MESSAGE = 'If that email is registered, we sent a password recovery link';

function resetTokenFrom(mail: { text: string }): string {
  const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(link[1]!);
}

/** Asks for a reset link; the mail leaves after the answer, so this waits for `expected` of them. */
async function requestReset(email: string, expected: number, host = ACME) {
  const before = t.outbox().length;
  const res = await t.call(host, '/api/v1/password-recovery', { json: { email } });
  return { res, mails: await t.mailsSince(before, expected) };
}

describe('password recovery', () => {
  it('answers the same 200 message whether or not the account exists, and mails only existing accounts', async () => {
    const known = await requestReset('user@acme.test', 1);
    const unknown = await requestReset('nobody@acme.test', 0);
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    expect(known.res.body).toEqual({ message: RECOVERY_MESSAGE });
    expect(unknown.res.body).toEqual(known.res.body);
    expect(known.mails).toHaveLength(1);
    expect(unknown.mails).toHaveLength(0);
    expect(known.mails[0]!.headers.to).toBe('user@acme.test');
    expect(known.mails[0]!.text).toContain('http://acme.localhost:8787/reset-password?token=');
    expect(known.mails[0]!.html).toContain('/reset-password?token=');
  });

  it('takes the email in the path too', async () => {
    const before = t.outbox().length;
    const res = await t.call(ACME, '/api/v1/password-recovery/admin@acme.test', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RECOVERY_MESSAGE);
    expect(await t.mailsSince(before, 1)).toHaveLength(1);
    const unknown = await t.call(ACME, '/api/v1/password-recovery/nobody@acme.test', { method: 'POST' });
    expect([unknown.status, unknown.body]).toEqual([200, { message: RECOVERY_MESSAGE }]);
    expect(await t.mailsSince(before, 0)).toHaveLength(1);
  });

  it('answers before the mail is sent, so a slow mail provider does not tell that the account exists', async () => {
    const before = t.outbox().length;
    const release = t.holdMails();
    try {
      const answered = t.call(ACME, '/api/v1/password-recovery', { json: { email: 'user@acme.test' } });
      const waited = new Promise<'still waiting'>((done) => setTimeout(() => done('still waiting'), 5000));
      const first = await Promise.race([answered, waited]);
      expect(first).toMatchObject({ status: 200, body: { message: RECOVERY_MESSAGE } });
      expect(t.outbox().length).toBe(before); // the mail is still on its way
    } finally {
      release();
    }
    expect((await t.mailsSince(before, 1))[0]!.headers.to).toBe('user@acme.test');
  });

  it('answers 422 for a malformed email', async () => {
    expect((await t.call(ACME, '/api/v1/password-recovery', { json: { email: 'not-an-email' } })).status).toBe(422);
    expect((await t.call(ACME, '/api/v1/password-recovery/not-an-email', { method: 'POST' })).status).toBe(422);
  });

  it('builds links from APP_DOMAIN when set, never from the request host', async () => {
    const configured = await (await import('./support/app')).createTestApp({ env: { APP_DOMAIN: 'grafik.example' } });
    try {
      await configured.call('acme.grafik.example', '/api/v1/password-recovery', { json: { email: 'user@acme.test' } });
      expect((await configured.mailsSince(0, 1))[0]!.text).toContain('https://acme.grafik.example/reset-password?token=');
    } finally {
      await configured.close();
    }
  });

  it('resets the password with the mailed token, once', async () => {
    const { mails } = await requestReset('user@acme.test', 1);
    const token = resetTokenFrom(mails[0]!);
    const oldSession = await t.login('user@acme.test');

    const res = await t.call(ACME, '/api/v1/reset-password/', { json: { token, new_password: 'brand-new-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password updated successfully' });
    expect((await t.call(ACME, '/api/v1/users/me', { token: oldSession })).status).toBe(401);
    expect((await t.call(ACME, '/api/v1/login/access-token', { form: { username: 'user@acme.test', password: 'demo12345' } })).status).toBe(
      400,
    );
    await t.login('user@acme.test', ACME, 'brand-new-pass');

    const again = await t.call(ACME, '/api/v1/reset-password/', { json: { token, new_password: 'third-pass-123' } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Invalid token');
    // Put the demo password back for the other tests.
    const back = resetTokenFrom((await requestReset('user@acme.test', 1)).mails[0]!);
    expect((await t.call(ACME, '/api/v1/reset-password', { json: { token: back, new_password: 'demo12345' } })).status).toBe(200);
  });

  it('refuses a bad, an expired, an access or another tenant token with 400', async () => {
    const { mails } = await requestReset('admin@acme.test', 1);
    const token = resetTokenFrom(mails[0]!);
    const bad = await t.call(ACME, '/api/v1/reset-password/', { json: { token: 'not.a.token', new_password: 'whatever-123' } });
    expect(bad.status).toBe(400);
    const access = await t.login('admin@acme.test');
    expect((await t.call(ACME, '/api/v1/reset-password/', { json: { token: access, new_password: 'whatever-123' } })).status).toBe(400);
    expect((await t.call(GLOBEX, '/api/v1/reset-password/', { json: { token, new_password: 'whatever-123' } })).status).toBe(400);
    t.clock.offsetMs = 61 * 60 * 1000;
    try {
      expect((await t.call(ACME, '/api/v1/reset-password/', { json: { token, new_password: 'whatever-123' } })).status).toBe(400);
    } finally {
      t.clock.offsetMs = 0;
    }
    await t.login('admin@acme.test');
  });

  it('answers 422 for a short new password and changes nothing', async () => {
    const token = resetTokenFrom((await requestReset('admin@acme.test', 1)).mails[0]!);
    const res = await t.call(ACME, '/api/v1/reset-password/', { json: { token, new_password: 'short' } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'new_password']);
    await t.login('admin@acme.test');
  });
});

describe('POST /api/v1/password-recovery-html-content/{email}', () => {
  it('answers the recovery mail HTML to a superadmin', async () => {
    const res = await t.call(ACME, '/api/v1/password-recovery-html-content/user@acme.test', {
      method: 'POST',
      token: await t.login('super@acme.test'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.body).toContain('/reset-password?token=');
    expect(res.body).toContain('user@acme.test');
  });

  it('refuses admins and users with 403, and anonymous callers with 401', async () => {
    for (const email of ['admin@acme.test', 'user@acme.test']) {
      const res = await t.call(ACME, '/api/v1/password-recovery-html-content/user@acme.test', {
        method: 'POST',
        token: await t.login(email),
      });
      expect(res.status).toBe(403);
    }
    expect((await t.call(ACME, '/api/v1/password-recovery-html-content/user@acme.test', { method: 'POST' })).status).toBe(401);
  });

  it('answers 404 for an unknown email, also one of another tenant', async () => {
    const token = await t.login('super@acme.test');
    expect((await t.call(ACME, '/api/v1/password-recovery-html-content/nobody@acme.test', { method: 'POST', token })).status).toBe(404);
    expect((await t.call(ACME, '/api/v1/password-recovery-html-content/owner@globex.test', { method: 'POST', token })).status).toBe(404);
  });
});
