// Every error outside 422 carries a stable code (worker/lib/error-codes.ts) and its params beside
// the English detail; sign-in, recovery and users answer as the FastAPI full-stack template does
// (backend/app/api/routes/login.py, users.py, deps.py), with FastAPI's 422 wording.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, type ErrorCode } from '../../worker/lib/error-codes';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createDepartment, createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { createScheduleApp, setClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
});
afterAll(() => t.close());
// Tuesday 15 October 2030, noon in Warsaw.
beforeEach(() => setClock(t, '2030-10-15T10:00:00Z'));

type Answer = { status: number; body: any };

/** The body of a coded error: its status and detail are the catalog's, the code is known. */
function expectCoded(res: Answer, code: ErrorCode, params?: Record<string, unknown>) {
  expect(res.status, JSON.stringify(res.body)).toBe(ERRORS[code].status);
  expect(res.body.code).toBe(code);
  expect(typeof res.body.detail).toBe('string');
  if (params) expect(res.body.params).toEqual(params);
  else expect(res.body).not.toHaveProperty('params');
}

const login = (username: string, password: string, ip = '198.51.100.40') =>
  t.call(ACME, '/api/v1/login/access-token', { form: { username, password }, ip });

describe('error codes', () => {
  it('answers every error of a sample of routes with a known code, its status and detail', async () => {
    const person = await createUser(t, tokens.super);
    const unknown = randomId();
    const answers: Answer[] = [
      await t.call(ACME, '/api/v1/users/me'),
      await t.call(ACME, '/api/v1/users/me', { token: 'not-a-token' }),
      await t.call('nowhere.localhost:8787', '/api/v1/users/me'),
      await t.call(ACME, '/api/v1/no-such-route', { token: tokens.user }),
      await t.call(ACME, '/api/v1/users/', { token: tokens.user }),
      await t.call(ACME, `/api/v1/users/${unknown}`, { token: tokens.super }),
      await t.call(ACME, `/api/v1/users/${ids.super}`, { method: 'DELETE', token: tokens.super }),
      await t.call(ACME, `/api/v1/companies/${unknown}`, { token: tokens.super }),
      await t.call(ACME, `/api/v1/companies/${org.poland.id}`, { method: 'DELETE', token: tokens.super }),
      await t.call(ACME, `/api/v1/departments/${unknown}`, { token: tokens.super }),
      await t.call(ACME, `/api/v1/employees/${unknown}`, { token: tokens.super }),
      await t.call(ACME, `/api/v1/notifications/delete/${unknown}`, { method: 'DELETE', token: tokens.user }),
      await t.call(ACME, '/api/v1/vacation-sick/create', {
        token: tokens.super,
        json: { type: 'vacation', start_date: '2030-11-18', end_date: '2030-11-18', user_id: person.id },
      }),
      await t.call(ACME, `/api/v1/work-schedule/patterns/get/${unknown}`, { token: tokens.admin }),
      await t.call(ACME, '/api/v1/users/me/consent', { token: tokens.user, json: { terms_version: 'old' } }),
      await t.call(GLOBEX, '/api/v1/users/me', { token: tokens.user }),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).not.toBe(422);
      expect(ERROR_CODES, JSON.stringify(res.body)).toContain(res.body.code);
      const code = res.body.code as ErrorCode;
      if (code !== 'http.error') expect(res.status).toBe(ERRORS[code].status);
      expect(typeof res.body.detail).toBe('string');
    }
    expectCoded(answers[8]!, 'org.company_not_empty', expect.objectContaining({ departments: expect.any(Number) }) as never);
    expectCoded(answers[14]!, 'consent.terms_changed', { version: '1' });
  });

  it('carries the dates of an overlapping absence request as params', async () => {
    const dept = await createDepartment(t, tokens.admin, org.poland.id);
    const person = await createUser(t, tokens.super);
    await hire(t, tokens.super, { user_id: person.id, company_id: org.poland.id, department_id: dept.id, vacation_days: 26 });
    const token = await t.login(person.email, ACME, 'person-pass');
    const create = (json: Record<string, unknown>) => t.call(ACME, '/api/v1/vacation-sick/create', { token, json });
    await ok(create({ type: 'vacation', start_date: '2030-11-18', end_date: '2030-11-22' }));
    const clash = await create({ type: 'sick', start_date: '2030-11-22', end_date: '2030-11-26' });
    expectCoded(clash, 'absence.overlap', { status: 'pending', start_date: '2030-11-18', end_date: '2030-11-22' });
    expect(clash.body.detail).toBe('This request overlaps another pending request (2030-11-18 – 2030-11-22)');
    expectCoded(await create({ type: 'sick', start_date: '2030-11-16', end_date: '2030-11-17' }), 'absence.no_workday');
  });

  it('documents code and params in the OpenAPI error schema', async () => {
    const doc = (await t.call(ACME, '/api/v1/openapi.json')).body;
    const schema = doc.components.schemas.HTTPError;
    expect(schema.required).toEqual(expect.arrayContaining(['detail', 'code']));
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
    expect(schema.properties.params.type).toBe('object');
  });
});

describe('the FastAPI template contract', () => {
  it('login: 400 Incorrect email or password, 400 Inactive user', async () => {
    expect(await login('admin@acme.test', 'wrong-password')).toMatchObject({
      status: 400,
      body: { detail: 'Incorrect email or password', code: 'auth.bad_credentials' },
    });
    const sleeper = await createUser(t, tokens.super, { is_active: false });
    expect(await login(sleeper.email, 'person-pass')).toMatchObject({
      status: 400,
      body: { detail: 'Inactive user', code: 'auth.inactive_user' },
    });
  });

  it('users: taken emails, passwords, privileges and unknown ids answer with the template texts', async () => {
    const signup = await t.call(ACME, '/api/v1/users/signup', { json: { email: 'user@acme.test', password: 'whatever-pass' } });
    expect(signup).toMatchObject({
      status: 400,
      body: { detail: 'The user with this email already exists in the system', code: 'signup.email_taken' },
    });
    const create = await t.call(ACME, '/api/v1/users/', {
      token: tokens.super,
      json: { email: 'user@acme.test', password: 'whatever-pass' },
    });
    expect(create).toMatchObject({
      status: 400,
      body: { detail: 'The user with this email already exists in the system.', code: 'users.email_taken' },
    });

    const me = await createUser(t, tokens.super);
    const token = await t.login(me.email, ACME, 'person-pass');
    expect(await t.call(ACME, '/api/v1/users/me', { method: 'PATCH', token, json: { email: 'admin@acme.test' } })).toMatchObject({
      status: 409,
      body: { detail: 'User with this email already exists', code: 'users.email_in_use' },
    });
    const password = (json: Record<string, string>) => t.call(ACME, '/api/v1/users/me/password', { method: 'PATCH', token, json });
    expect(await password({ current_password: 'wrong-pass', new_password: 'another-pass' })).toMatchObject({
      status: 400,
      body: { detail: 'Incorrect password' },
    });
    expect(await password({ current_password: 'person-pass', new_password: 'person-pass' })).toMatchObject({
      status: 400,
      body: { detail: 'New password cannot be the same as the current one' },
    });
    expect(await t.call(ACME, `/api/v1/users/${ids.admin}`, { token })).toMatchObject({
      status: 403,
      body: { detail: "The user doesn't have enough privileges", code: 'auth.not_enough_privileges' },
    });
    const unknown = randomId();
    expect(await t.call(ACME, `/api/v1/users/${unknown}`, { token: tokens.super })).toMatchObject({
      status: 404,
      body: { detail: 'User not found' },
    });
    expect(await t.call(ACME, `/api/v1/users/${unknown}`, { method: 'PATCH', token: tokens.super, json: { full_name: 'X' } }))
      .toMatchObject({
        status: 404,
        body: { detail: 'The user with this id does not exist in the system' },
      });
    expect(await t.call(ACME, `/api/v1/users/${unknown}`, { method: 'DELETE', token: tokens.super })).toMatchObject({
      status: 404,
      body: { detail: 'User not found' },
    });
    expect(await t.call(ACME, `/api/v1/users/${ids.super}`, { method: 'DELETE', token: tokens.super })).toMatchObject({
      status: 403,
      body: { detail: 'Super users are not allowed to delete themselves' },
    });
  });

  it('tokens: Not authenticated without one; Could not validate credentials for a bad one (401: Grafik keeps the spec status)', async () => {
    const none = await t.call(ACME, '/api/v1/users/me');
    expect(none).toMatchObject({ status: 401, body: { detail: 'Not authenticated', code: 'auth.not_authenticated' } });
    const bad = await t.call(ACME, '/api/v1/users/me', { token: 'not-a-token' });
    expect(bad).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials', code: 'auth.invalid_token' } });
  });

  it('recovery: Invalid token, and the unknown username of the HTML preview', async () => {
    expect(await t.call(ACME, '/api/v1/reset-password/', { json: { token: 'nope', new_password: 'another-pass' } })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid token', code: 'auth.invalid_reset_token' },
    });
    expect(await t.call(ACME, '/api/v1/password-recovery-html-content/nobody@acme.test', { method: 'POST', token: tokens.super }))
      .toMatchObject({
        status: 404,
        body: { detail: 'The user with this username does not exist in the system.' },
      });
  });

  it('UserPublic carries is_superuser (true for superadmins only)', async () => {
    expect((await t.call(ACME, '/api/v1/users/me', { token: tokens.super })).body.is_superuser).toBe(true);
    expect((await t.call(ACME, '/api/v1/users/me', { token: tokens.admin })).body.is_superuser).toBe(false);
    const list = (await t.call(ACME, '/api/v1/users/?limit=1000', { token: tokens.super })).body.data as {
      role: string;
      is_superuser: boolean;
    }[];
    for (const user of list) expect(user.is_superuser).toBe(user.role === 'superadmin');
  });

  it("422: an absent required field is 'Field required', type missing, with FastAPI's loc and input", async () => {
    const form = await t.call(ACME, '/api/v1/login/access-token', { form: { password: 'x' } });
    expect(form.status).toBe(422);
    expect(form.body.detail).toContainEqual({ loc: ['body', 'username'], msg: 'Field required', type: 'missing', input: null });

    const body = { password: 'long-enough-pass' };
    const json = await t.call(ACME, '/api/v1/users/signup', { json: body });
    expect(json.status).toBe(422);
    expect(json.body.detail).toEqual([{ loc: ['body', 'email'], msg: 'Field required', type: 'missing', input: body }]);

    const query = await t.call(ACME, '/api/v1/work-schedule/get?start=2030-10-01', { token: tokens.user });
    expect(query.status).toBe(422);
    expect(query.body.detail).toContainEqual({ loc: ['query', 'end'], msg: 'Field required', type: 'missing', input: null });

    const short = await t.call(ACME, '/api/v1/users/signup', { json: { email: 'short@acme.test', password: 'x' } });
    expect(short.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'], type: 'string_too_short', input: 'x' })]);
  });
});
