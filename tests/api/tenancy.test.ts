import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('host to tenant', () => {
  it('answers 404 Unknown tenant for a host naming no existing tenant', async () => {
    const res = await t.call('initech.localhost:8787', '/api/v1/users/me');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Unknown tenant', code: 'tenant.unknown' });
  });

  it('maps a host without a tenant to "default", which does not exist until created', async () => {
    for (const host of ['localhost:8787', '127.0.0.1:8787']) {
      const res = await t.call(host, '/api/v1/login/access-token', { form: { username: 'admin@acme.test', password: 'demo12345' } });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Unknown tenant');
    }
  });

  it('keeps the health check and the OpenAPI document reachable on any host', async () => {
    for (const host of ['localhost:8787', 'nobody.localhost', ACME]) {
      expect((await t.call(host, '/api/v1/utils/health-check/')).body).toBe(true);
      expect((await t.call(host, '/api/v1/utils/health-check')).body).toBe(true);
    }
    const doc = await t.call('localhost', '/api/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    for (const path of ['/api/v1/login/access-token', '/api/v1/users/{user_id}', '/api/v1/users/me/has-consent', '/api/check-domain']) {
      expect(Object.keys(doc.body.paths)).toContain(path);
    }
    expect(doc.body.components.schemas.UserPublic.properties).not.toHaveProperty('hashed_password');
  });
});

describe('GET /api/check-domain', () => {
  it('says whether a tenant exists, with its display name, from any host', async () => {
    expect((await t.call('localhost', '/api/check-domain?domain=acme')).body).toEqual({ domain: 'acme', exists: true, name: 'Acme' });
    expect((await t.call(GLOBEX, '/api/check-domain?domain=globex')).body).toEqual({ domain: 'globex', exists: true, name: 'Globex' });
    expect((await t.call('localhost', '/api/check-domain?domain=initech')).body).toEqual({ domain: 'initech', exists: false, name: null });
    expect((await t.call('localhost', '/api/check-domain?domain=ACME')).body.exists).toBe(true);
  });

  it('answers 422 for a malformed slug or a missing one', async () => {
    for (const query of ['?domain=a', '?domain=-acme', '?domain=ac_me', '?domain=' + 'a'.repeat(41), '']) {
      const res = await t.call('localhost', `/api/check-domain${query}`);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'domain']);
    }
  });
});

describe('GET /api/tenant', () => {
  it('names the tenant of the request host, or default when the host names none', async () => {
    expect((await t.call(ACME, '/api/tenant')).body).toEqual({ domain: 'acme', exists: true, name: 'Acme' });
    expect((await t.call('localhost:8787', '/api/tenant')).body).toEqual({ domain: 'default', exists: false, name: null });
    expect((await t.call('initech.localhost', '/api/tenant')).body).toEqual({ domain: 'initech', exists: false, name: null });
  });
});

describe('tenant isolation', () => {
  it('refuses a token on another tenant host with 401', async () => {
    const acmeToken = await t.login('super@acme.test');
    const globexToken = await t.login('owner@globex.test', GLOBEX);
    expect((await t.call(GLOBEX, '/api/v1/users/me', { token: acmeToken })).status).toBe(401);
    expect((await t.call(ACME, '/api/v1/users/me', { token: globexToken })).status).toBe(401);
    expect((await t.call(GLOBEX, '/api/v1/users/', { token: acmeToken })).status).toBe(401);
    expect((await t.call(ACME, '/api/v1/users/me', { token: acmeToken })).status).toBe(200);
  });

  it('does not sign in with another tenant credentials', async () => {
    const res = await t.call(GLOBEX, '/api/v1/login/access-token', { form: { username: 'super@acme.test', password: 'demo12345' } });
    expect(res.status).toBe(400);
  });

  it('treats the ids of another tenant as unknown (404)', async () => {
    const globexToken = await t.login('owner@globex.test', GLOBEX);
    const acmeToken = await t.login('super@acme.test');
    const globexOwner = (await t.call(GLOBEX, '/api/v1/users/me', { token: globexToken })).body;
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await t.call(ACME, `/api/v1/users/${globexOwner.id}`, {
        method,
        token: acmeToken,
        json: method === 'PATCH' ? { full_name: 'Hijacked' } : undefined,
      });
      expect(res.status).toBe(404);
    }
    const after = (await t.call(GLOBEX, '/api/v1/users/me', { token: globexToken })).body;
    expect(after.full_name).toBe('Greta Owner');
  });

  it('lists only the users of the own tenant', async () => {
    const acme = await t.call(ACME, '/api/v1/users/', { token: await t.login('super@acme.test') });
    expect(acme.body.data.map((u: { email: string }) => u.email)).not.toContain('owner@globex.test');
    const globex = await t.call(GLOBEX, '/api/v1/users/', { token: await t.login('owner@globex.test', GLOBEX) });
    expect(globex.body).toMatchObject({ count: 1, data: [{ email: 'owner@globex.test' }] });
  });
});

describe('errors', () => {
  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.call(ACME, '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not Found', code: 'http.not_found' });
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const token = await t.login('user@acme.test');
    const res = await t.call(ACME, '/api/v1/users/me', {
      method: 'PATCH',
      token,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(422);
    const raw = await t.fetch(`http://${ACME}/api/v1/users/me`, {
      method: 'PATCH',
      headers: { Host: ACME, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"full_name":',
    });
    expect(raw.status).toBe(422);
    expect((await raw.json()).detail[0].loc).toEqual(['body']);
  });
});
