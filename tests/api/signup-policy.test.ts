// Defect 16: the tenant's sign-up policy (closed, approval by default, open), set by a superadmin;
// under approval the account waits inactive, the admins are notified and one activates it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';

let t: TestApp;
let tokens: { super: string; admin: string; admin2: string; user: string; globex: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    super: await t.login('super@acme.test'),
    admin: await t.login('admin@acme.test'),
    admin2: await t.login('admin2@acme.test'),
    user: await t.login('user@acme.test'),
    globex: await t.login('owner@globex.test', GLOBEX),
  };
});
afterAll(() => t.close());

let counter = 0;
const account = (label: string) => ({
  email: `${label}-${++counter}@newcomers.test`,
  password: 'newcomer-pass',
  full_name: `Nowy ${label} ${counter}`,
});
const signup = (json: unknown, host = ACME) => t.call(host, '/api/v1/users/signup', { json });
const policy = (host = ACME) => t.call(host, '/api/v1/settings/signup-policy');
const setPolicy = (token: string | undefined, json: unknown, host = ACME) =>
  t.call(host, '/api/v1/settings/signup-policy', { method: 'PUT', token, json });
const login = (email: string, password: string) => t.call(ACME, '/api/v1/login/access-token', { form: { username: email, password } });
const activate = (token: string | undefined, id: string, host = ACME) =>
  t.call(host, `/api/v1/users/${id}/activate`, { method: 'POST', token });
const findByEmail = async (email: string) =>
  (await t.call(ACME, `/api/v1/users/?search=${encodeURIComponent(email)}`, { token: tokens.super })).body.data as {
    id: string;
    email: string;
    is_active: boolean;
  }[];
const signupNotices = async (token: string, email: string) =>
  ((await t.call(ACME, '/api/v1/notifications/get?limit=1000', { token })).body.data as {
    kind: string;
    data: Record<string, unknown>;
    link: string;
  }[]).filter(
    (n) => n.kind === 'signup_pending' && n.data.email === email,
  );

describe('the sign-up policy setting', () => {
  it('is approval by default, readable without signing in, per tenant', async () => {
    expect(await policy()).toMatchObject({ status: 200, body: { policy: 'approval' } });
    expect(await policy(GLOBEX)).toMatchObject({ status: 200, body: { policy: 'approval' } });
  });

  it('is set by a superadmin only; users and admins 403, anonymous and other tenants 401; bad values 422 change nothing', async () => {
    expect((await setPolicy(tokens.user, { policy: 'open' })).status).toBe(403);
    expect((await setPolicy(tokens.admin, { policy: 'open' })).status).toBe(403);
    expect((await setPolicy(undefined, { policy: 'open' })).status).toBe(401);
    expect((await setPolicy(tokens.globex, { policy: 'open' })).status).toBe(401);
    for (const json of [{ policy: 'anyone' }, {}, { policy: null }, 'open']) {
      const res = await setPolicy(tokens.super, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('body');
    }
    expect((await policy()).body.policy).toBe('approval');

    expect(await setPolicy(tokens.super, { policy: 'closed' })).toMatchObject({ status: 200, body: { policy: 'closed' } });
    expect((await policy()).body.policy).toBe('closed');
    // Another tenant keeps its own.
    expect((await policy(GLOBEX)).body.policy).toBe('approval');
    expect(await setPolicy(tokens.globex, { policy: 'open' }, GLOBEX)).toMatchObject({ status: 200, body: { policy: 'open' } });
    expect((await policy()).body.policy).toBe('closed');
    await setPolicy(tokens.super, { policy: 'approval' });
  });
});

describe('POST /users/signup under each policy', () => {
  it('approval: the account is created inactive, cannot sign in, and every active admin and superadmin is notified', async () => {
    await setPolicy(tokens.super, { policy: 'approval' });
    const person = account('approval');
    const res = await signup(person);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: person.email, role: 'user', is_active: false, full_name: person.full_name });
    expect(await login(person.email, person.password)).toMatchObject({ status: 400, body: { detail: 'Inactive user' } });

    for (const token of [tokens.admin, tokens.admin2, tokens.super]) {
      const notices = await signupNotices(token, person.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        link: `/users?search=${encodeURIComponent(person.email)}`,
        data: { user_id: res.body.id, user_name: person.full_name },
      });
    }
    expect(await signupNotices(tokens.user, person.email)).toEqual([]);
  });

  it('approval: an admin activates the account, then it signs in', async () => {
    const person = account('activated');
    const created = (await signup(person)).body;
    const res = await activate(tokens.admin, created.id);
    expect(res).toMatchObject({ status: 200, body: { id: created.id, is_active: true } });
    expect((await login(person.email, person.password)).status).toBe(200);
    // Again: nothing changes.
    expect(await activate(tokens.super, created.id)).toMatchObject({ status: 200, body: { is_active: true } });
  });

  it('activation: users 403, an admin on an admin 403, anonymous and other tenants 401/404, unknown 404, malformed 422', async () => {
    const person = account('pending');
    const created = (await signup(person)).body;
    expect((await activate(tokens.user, created.id)).status).toBe(403);
    expect((await activate(undefined, created.id)).status).toBe(401);
    expect((await activate(tokens.globex, created.id)).status).toBe(401);
    expect((await activate(tokens.globex, created.id, GLOBEX)).status).toBe(404);
    expect((await activate(tokens.admin, crypto.randomUUID())).status).toBe(404);
    const malformed = await activate(tokens.admin, 'not-an-id');
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(['path', 'user_id']);
    expect((await findByEmail(person.email))[0]!.is_active).toBe(false);

    // An inactive admin account is a superadmin's to activate.
    const admin = (await t.call(ACME, '/api/v1/users/', {
      token: tokens.super,
      json: { email: 'sleeping.admin@acme.test', password: 'sleeping-pass', role: 'admin', is_active: false },
    })).body;
    expect(await activate(tokens.admin, admin.id)).toMatchObject({
      status: 403,
      body: { detail: 'Admins can only manage users with the role user' },
    });
    expect((await activate(tokens.super, admin.id)).body.is_active).toBe(true);
  });

  it('closed: refuses with 403, a clear detail and code signup.closed; nothing is stored, nobody is notified', async () => {
    await setPolicy(tokens.super, { policy: 'closed' });
    try {
      const person = account('closed');
      const res = await signup(person);
      expect(res).toMatchObject({
        status: 403,
        body: { detail: 'Sign-up is closed for this company: ask an administrator for an account.', code: 'signup.closed' },
      });
      expect(await findByEmail(person.email)).toEqual([]);
      expect(await signupNotices(tokens.admin, person.email)).toEqual([]);
      // Bad input is still 422 (validation comes first), a taken email still... 403: nobody signs up.
      expect((await signup({ email: 'x' })).status).toBe(422);
    } finally {
      await setPolicy(tokens.super, { policy: 'approval' });
    }
  });

  it('open: the account is active at once and signs in; nobody is notified', async () => {
    await setPolicy(tokens.super, { policy: 'open' });
    try {
      const person = account('open');
      const res = await signup(person);
      expect(res).toMatchObject({ status: 200, body: { is_active: true } });
      expect((await login(person.email, person.password)).status).toBe(200);
      expect(await signupNotices(tokens.admin, person.email)).toEqual([]);
    } finally {
      await setPolicy(tokens.super, { policy: 'approval' });
    }
  });
});
