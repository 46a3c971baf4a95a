import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { users } from '../../worker/db/schema';
import { ACME, createTestApp, type TestApp } from './support/app';

let t: TestApp;
let tokens: { super: string; admin: string; user: string };
let ids: { super: string; admin: string; user: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    super: await t.login('super@acme.test'),
    admin: await t.login('admin@acme.test'),
    user: await t.login('user@acme.test'),
  };
  const me = async (token: string) => (await t.call(ACME, '/api/v1/users/me', { token })).body.id as string;
  ids = { super: await me(tokens.super), admin: await me(tokens.admin), user: await me(tokens.user) };
});
afterAll(() => t.close());

const randomId = () => crypto.randomUUID();
async function ok(res: Promise<{ status: number; body: any }>) {
  const r = await res;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}
let counter = 0;
async function newUser(extra: Record<string, unknown> = {}, token = tokens.super) {
  counter += 1;
  const res = await t.call(ACME, '/api/v1/users/', {
    token,
    json: { email: `person${counter}@acme.test`, password: 'person-pass', full_name: `Person ${counter}`, ...extra },
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; email: string; role: string };
}

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/hashed_password|pbkdf2|token_version|search_text|sort_key/);
}

describe('GET /api/v1/users/', () => {
  it('lists users with a count for admins and superadmins', async () => {
    for (const token of [tokens.super, tokens.admin]) {
      const res = await t.call(ACME, '/api/v1/users/', { token });
      expect(res.status).toBe(200);
      expect(res.body.count).toBeGreaterThanOrEqual(3);
      expect(res.body.data.map((u: { email: string }) => u.email)).toEqual(
        expect.arrayContaining(['super@acme.test', 'admin@acme.test', 'user@acme.test']),
      );
      expect(Object.keys(res.body.data[0]).sort()).toEqual(
        [
          'id',
          'email',
          'full_name',
          'acronym',
          'phone_1',
          'phone_2',
          'address',
          'avatar',
          'role',
          'is_active',
          'is_superuser',
          'created_at',
        ].sort(),
      );
      expectNoSecrets(res.body);
    }
  });

  it('refuses users (403) and anonymous callers (401)', async () => {
    expect((await t.call(ACME, '/api/v1/users/', { token: tokens.user })).status).toBe(403);
    expect((await t.call(ACME, '/api/v1/users/')).status).toBe(401);
  });

  it('searches email, full name and acronym, case-insensitively, Polish letters included', async () => {
    const search = async (q: string) =>
      (await t.call(ACME, `/api/v1/users/?search=${encodeURIComponent(q)}`, { token: tokens.admin })).body;
    expect((await search('WIŚNIEWSKI')).data.map((u: { email: string }) => u.email)).toEqual(['user@acme.test']);
    expect((await search('wiś')).count).toBe(1);
    expect((await search('admin@')).data[0].email).toBe('admin@acme.test');
    expect((await search('ZN')).data.map((u: { full_name: string }) => u.full_name)).toContain('Zofia Nowak');
    expect((await search('%')).count).toBe(0);
    expect((await search('_')).count).toBe(0);
  });

  it('pages with skip and limit, the count staying the total', async () => {
    const all = (await t.call(ACME, '/api/v1/users/?limit=1000', { token: tokens.admin })).body;
    const first = (await t.call(ACME, '/api/v1/users/?skip=0&limit=2', { token: tokens.admin })).body;
    const second = (await t.call(ACME, '/api/v1/users/?skip=2&limit=2', { token: tokens.admin })).body;
    expect(first.data).toHaveLength(2);
    expect(first.count).toBe(all.count);
    expect([...first.data, ...second.data].map((u: { id: string }) => u.id)).toEqual(all.data.slice(0, 4).map((u: { id: string }) => u.id));
  });

  it('sorts names as a Polish or Ukrainian reader expects (Łukasz before Zofia, Ґ after Г), across pages', async () => {
    // Polish letters first (Latin before Cyrillic), then Ukrainian; created in a scrambled order.
    const expected = [
      'adam Sortowski',
      'Cezary Sortowski',
      'Ćwiek Sortowski',
      'Lucyna Sortowska',
      'Łukasz Sortowski',
      'Olga Sortowska',
      'Óskar Sortowski',
      'Sara Sortowska',
      'Ścibor Sortowski',
      'Zofia Sortowska',
      'Źdźisław Sortowski',
      'Żaneta Sortowska',
      'Андрій Сорт',
      'Богдан Сорт',
      'Галина Сорт',
      'Ґеоргій Сорт',
      'Едуард Сорт',
      'Євген Сорт',
      'Зоя Сорт',
      'Иван Сорт',
      'Іван Сорт',
      'Їжачок Сорт',
      'Йосип Сорт',
      'Яна Сорт',
    ];
    const scrambled = [...expected].sort((a, b) =>
      (a.length * 7 + a.charCodeAt(1)) % 11 - (b.length * 7 + b.charCodeAt(1)) % 11 || b.localeCompare(a)
    );
    for (const [i, fullName] of scrambled.entries()) {
      await ok(
        t.call(ACME, '/api/v1/users/', {
          token: tokens.super,
          json: { email: `sort${String(i).padStart(2, '0')}@sortcase.test`, password: 'person-pass', full_name: fullName },
        }),
      );
    }
    const page = async (skip: number) => {
      const res = await t.call(ACME, `/api/v1/users/?search=sortcase&skip=${skip}&limit=8`, { token: tokens.super });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(expected.length);
      return res.body.data.map((u: { full_name: string }) => u.full_name) as string[];
    };
    const [first, second, third] = [await page(0), await page(8), await page(16)];
    expect(first).toContain('Łukasz Sortowski');
    expect(first).not.toContain('Zofia Sortowska');
    expect([...first, ...second, ...third]).toEqual(expected);

    // A renamed user moves to their new place.
    const lukasz = (await t.call(ACME, '/api/v1/users/?search=sortcase&limit=100', { token: tokens.super })).body.data.find((
      u: { full_name: string },
    ) => u.full_name === 'Łukasz Sortowski');
    await ok(t.call(ACME, `/api/v1/users/${lukasz.id}`, { method: 'PATCH', token: tokens.super, json: { full_name: 'Żywia Sortowska' } }));
    const renamed = [...(await page(0)), ...(await page(8)), ...(await page(16))];
    expect(renamed.indexOf('Żywia Sortowska')).toBe(renamed.indexOf('Żaneta Sortowska') + 1);
  });

  it('gives rows written without a sort key (before the column existed) theirs before sorting', async () => {
    const db = await t.platform.databases.get('acme');
    for (const name of ['Żenia Bezklucza', 'Łucja Bezklucza', 'Zyta Bezklucza']) {
      await ok(
        t.call(ACME, '/api/v1/users/', {
          token: tokens.super,
          json: { email: `${name.split(' ')[0]!.length}${name.charCodeAt(0)}@nokey.test`, password: 'person-pass', full_name: name },
        }),
      );
    }
    await db.update(users).set({ sortKey: '' }).where(like(users.email, '%@nokey.test'));
    const listed = await ok(t.call(ACME, '/api/v1/users/?search=nokey.test', { token: tokens.super }));
    expect(listed.data.map((u: { full_name: string }) => u.full_name)).toEqual(['Łucja Bezklucza', 'Zyta Bezklucza', 'Żenia Bezklucza']);
    expect(await db.select({ key: users.sortKey }).from(users).where(and(like(users.email, '%@nokey.test'), eq(users.sortKey, ''))))
      .toEqual([]);
  });

  it('answers 422 for skip < 0, limit outside 1..1000 or non-numbers', async () => {
    for (const query of ['skip=-1', 'limit=0', 'limit=1001', 'limit=abc', 'skip=1.5']) {
      const res = await t.call(ACME, `/api/v1/users/?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0].loc[0]).toBe('query');
    }
  });
});

describe('POST /api/v1/users/', () => {
  it('lets a superadmin create any role', async () => {
    for (const role of ['user', 'admin', 'superadmin']) {
      const created = await newUser({ role });
      expect(created.role).toBe(role);
      expectNoSecrets(created);
    }
  });

  it('lets an admin create users with the role user only', async () => {
    expect((await newUser({}, tokens.admin)).role).toBe('user');
    for (const role of ['admin', 'superadmin']) {
      const res = await t.call(ACME, '/api/v1/users/', {
        token: tokens.admin,
        json: { email: `no-${role}@acme.test`, password: 'person-pass', role },
      });
      expect(res.status).toBe(403);
    }
    const count = (await t.call(ACME, '/api/v1/users/?search=no-', { token: tokens.super })).body.count;
    expect(count).toBe(0);
  });

  it('refuses users with 403', async () => {
    const res = await t.call(ACME, '/api/v1/users/', { token: tokens.user, json: { email: 'x1@acme.test', password: 'person-pass' } });
    expect(res.status).toBe(403);
  });

  it('derives the acronym from the full name when none is given', async () => {
    const res = await t.call(ACME, '/api/v1/users/', {
      token: tokens.super,
      json: { email: 'anna.lis@acme.test', password: 'person-pass', full_name: 'Anna Maria Lis' },
    });
    expect(res.body.acronym).toBe('AML');
  });

  it('answers 400 for a taken email, whatever its case', async () => {
    const res = await t.call(ACME, '/api/v1/users/', { token: tokens.super, json: { email: 'USER@acme.test', password: 'person-pass' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The user with this email already exists in the system.');
  });

  it('answers 422 with the field for bad input and stores nothing', async () => {
    const before = (await t.call(ACME, '/api/v1/users/', { token: tokens.super })).body.count;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'bad', password: 'person-pass' }, 'email'],
      [{ email: 'short@acme.test', password: 'short' }, 'password'],
      [{ password: 'person-pass' }, 'email'],
      [{ email: 'role@acme.test', password: 'person-pass', role: 'owner' }, 'role'],
      [{ email: 'long@acme.test', password: 'person-pass', acronym: 'X'.repeat(11) }, 'acronym'],
    ];
    for (const [json, field] of cases) {
      const res = await t.call(ACME, '/api/v1/users/', { token: tokens.super, json });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', field]);
      expect(typeof res.body.detail[0].msg).toBe('string');
    }
    expect((await t.call(ACME, '/api/v1/users/', { token: tokens.super })).body.count).toBe(before);
  });
});

describe('POST /api/v1/users/signup', () => {
  it('creates a user with the role user that can sign in (sign-up policy open)', async () => {
    expect((await t.call(ACME, '/api/v1/settings/signup-policy', { method: 'PUT', token: tokens.super, json: { policy: 'open' } })).status)
      .toBe(200);
    const res = await t.call(ACME, '/api/v1/users/signup', {
      json: { email: 'new.hire@acme.test', password: 'new-hire-pass', full_name: 'New Hire', role: 'superadmin' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new.hire@acme.test', role: 'user', full_name: 'New Hire', is_active: true });
    await t.login('new.hire@acme.test', ACME, 'new-hire-pass');
  });

  it('answers 400 for a taken email and 422 for a short password', async () => {
    expect((await t.call(ACME, '/api/v1/users/signup', { json: { email: 'admin@acme.test', password: 'whatever-123' } })).status).toBe(400);
    const short = await t.call(ACME, '/api/v1/users/signup', { json: { email: 'short@acme.test', password: '1234567' } });
    expect(short.status).toBe(422);
    expect(short.body.detail[0].loc).toEqual(['body', 'password']);
  });
});

describe('/api/v1/users/me', () => {
  it('reads and edits the own profile, ignoring role and active flag', async () => {
    const u = await newUser();
    const token = await t.login(u.email, ACME, 'person-pass');
    const res = await t.call(ACME, '/api/v1/users/me', {
      method: 'PATCH',
      token,
      json: { full_name: 'Olena Kovalenko', phone_1: '+48 600 100 200', address: 'Kraków', role: 'superadmin', is_active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: 'Olena Kovalenko',
      phone_1: '+48 600 100 200',
      address: 'Kraków',
      role: 'user',
      is_active: true,
    });
    expect((await t.call(ACME, '/api/v1/users/me', { token })).body.full_name).toBe('Olena Kovalenko');
  });

  it('answers 409 for an email another user has, and 422 for a malformed one', async () => {
    const token = await t.login((await newUser()).email, ACME, 'person-pass');
    expect((await t.call(ACME, '/api/v1/users/me', { method: 'PATCH', token, json: { email: 'admin@acme.test' } })).status).toBe(409);
    expect((await t.call(ACME, '/api/v1/users/me', { method: 'PATCH', token, json: { email: 'nope' } })).status).toBe(422);
  });

  it('changes the own password only with the current one', async () => {
    const u = await newUser();
    const token = await t.login(u.email, ACME, 'person-pass');
    const wrong = await t.call(ACME, '/api/v1/users/me/password', {
      method: 'PATCH',
      token,
      json: { current_password: 'nope-nope', new_password: 'next-pass-1' },
    });
    expect(wrong.status).toBe(400);
    const same = await t.call(ACME, '/api/v1/users/me/password', {
      method: 'PATCH',
      token,
      json: { current_password: 'person-pass', new_password: 'person-pass' },
    });
    expect(same.status).toBe(400);
    const short = await t.call(ACME, '/api/v1/users/me/password', {
      method: 'PATCH',
      token,
      json: { current_password: 'person-pass', new_password: 'short' },
    });
    expect(short.status).toBe(422);
    await t.login(u.email, ACME, 'person-pass');
  });

  it('deletes the own account', async () => {
    const u = await newUser();
    const token = await t.login(u.email, ACME, 'person-pass');
    expect((await t.call(ACME, '/api/v1/users/me', { method: 'DELETE', token })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/users/${u.id}`, { token: tokens.super })).status).toBe(404);
  });

  it('does not let the last active superadmin delete themselves', async () => {
    const fresh = await (await import('./support/app')).createTestApp();
    try {
      const token = await fresh.login('owner@globex.test', 'globex.localhost');
      const res = await fresh.call('globex.localhost', '/api/v1/users/me', { method: 'DELETE', token });
      expect(res.status).toBe(409);
      expect((await fresh.call('globex.localhost', '/api/v1/users/me', { token })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/v1/users/{user_id}', () => {
  it('lets a user read themselves but not others', async () => {
    expect((await t.call(ACME, `/api/v1/users/${ids.user}`, { token: tokens.user })).body.email).toBe('user@acme.test');
    expect((await t.call(ACME, `/api/v1/users/${ids.admin}`, { token: tokens.user })).status).toBe(403);
  });

  it('lets admins and superadmins read anyone', async () => {
    for (const token of [tokens.admin, tokens.super]) {
      const res = await t.call(ACME, `/api/v1/users/${ids.super}`, { token });
      expect(res.status).toBe(200);
      expectNoSecrets(res.body);
    }
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await t.call(ACME, `/api/v1/users/${randomId()}`, { token: tokens.admin })).status).toBe(404);
    const bad = await t.call(ACME, '/api/v1/users/12345', { token: tokens.admin });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['path', 'user_id']);
  });
});

describe('PATCH /api/v1/users/{user_id}', () => {
  it('lets an admin edit users with the role user', async () => {
    const u = await newUser();
    const res = await t.call(ACME, `/api/v1/users/${u.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { full_name: 'Renamed By Admin', acronym: 'RBA' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Renamed By Admin', acronym: 'RBA' });
  });

  it('refuses an admin editing another admin or a superadmin', async () => {
    const otherAdmin = await newUser({ role: 'admin' });
    for (const id of [otherAdmin.id, ids.super]) {
      const res = await t.call(ACME, `/api/v1/users/${id}`, { method: 'PATCH', token: tokens.admin, json: { full_name: 'Nope' } });
      expect(res.status).toBe(403);
    }
    expect((await t.call(ACME, `/api/v1/users/${ids.super}`, { token: tokens.super })).body.full_name).toBe('Zofia Nowak');
  });

  it('refuses an admin changing role or active flag (superadmin-only fields)', async () => {
    const u = await newUser();
    for (const json of [{ role: 'admin' }, { is_active: false }]) {
      const res = await t.call(ACME, `/api/v1/users/${u.id}`, { method: 'PATCH', token: tokens.admin, json });
      expect(res.status).toBe(403);
    }
    const self = await t.call(ACME, `/api/v1/users/${ids.admin}`, { method: 'PATCH', token: tokens.admin, json: { role: 'superadmin' } });
    expect(self.status).toBe(403);
    const after = (await t.call(ACME, `/api/v1/users/${u.id}`, { token: tokens.super })).body;
    expect(after).toMatchObject({ role: 'user', is_active: true });
  });

  it('lets a superadmin change role, active flag and password', async () => {
    const u = await newUser();
    const res = await t.call(ACME, `/api/v1/users/${u.id}`, {
      method: 'PATCH',
      token: tokens.super,
      json: { role: 'admin', password: 'set-by-super' },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    await t.login(u.email, ACME, 'set-by-super');
  });

  it('keeps at least one active superadmin', async () => {
    const fresh = await (await import('./support/app')).createTestApp();
    try {
      const token = await fresh.login('owner@globex.test', 'globex.localhost');
      const me = (await fresh.call('globex.localhost', '/api/v1/users/me', { token })).body;
      const res = await fresh.call('globex.localhost', `/api/v1/users/${me.id}`, { method: 'PATCH', token, json: { role: 'admin' } });
      expect(res.status).toBe(409);
    } finally {
      await fresh.close();
    }
  });

  it('refuses users (403), unknown ids (404) and bad input (422)', async () => {
    expect((await t.call(ACME, `/api/v1/users/${ids.user}`, { method: 'PATCH', token: tokens.user, json: { full_name: 'x' } })).status)
      .toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${randomId()}`, { method: 'PATCH', token: tokens.super, json: { full_name: 'x' } })).status)
      .toBe(404);
    const bad = await t.call(ACME, `/api/v1/users/${ids.user}`, { method: 'PATCH', token: tokens.super, json: { role: 'king' } });
    expect(bad.status).toBe(422);
    expect((await t.call(ACME, `/api/v1/users/${ids.user}`, { token: tokens.super })).body.role).toBe('user');
  });

  it('answers 409 when the new email belongs to someone else', async () => {
    const u = await newUser();
    const res = await t.call(ACME, `/api/v1/users/${u.id}`, { method: 'PATCH', token: tokens.super, json: { email: 'admin@acme.test' } });
    expect(res.status).toBe(409);
  });
});

describe('DELETE /api/v1/users/{user_id}', () => {
  it('lets an admin delete users with the role user, not admins or superadmins', async () => {
    const u = await newUser();
    expect((await t.call(ACME, `/api/v1/users/${u.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/users/${u.id}`, { token: tokens.admin })).status).toBe(404);
    const otherAdmin = await newUser({ role: 'admin' });
    expect((await t.call(ACME, `/api/v1/users/${otherAdmin.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${ids.super}`, { method: 'DELETE', token: tokens.admin })).status).toBe(403);
  });

  it('lets a superadmin delete anyone else, but not themselves through this path', async () => {
    const otherAdmin = await newUser({ role: 'admin' });
    expect((await t.call(ACME, `/api/v1/users/${otherAdmin.id}`, { method: 'DELETE', token: tokens.super })).status).toBe(200);
    expect((await t.call(ACME, `/api/v1/users/${ids.super}`, { method: 'DELETE', token: tokens.super })).status).toBe(403);
  });

  it('refuses users (403) and answers 404 for unknown ids', async () => {
    expect((await t.call(ACME, `/api/v1/users/${ids.admin}`, { method: 'DELETE', token: tokens.user })).status).toBe(403);
    expect((await t.call(ACME, `/api/v1/users/${randomId()}`, { method: 'DELETE', token: tokens.super })).status).toBe(404);
  });
});
