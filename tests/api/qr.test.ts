// QR codes and employee cards (issue 15): 'My QR' codes signed for a minute, permanent cards (one
// active per person, made once however many ask at once, revoked and reissued when lost), verify
// for admins (their companies' people now) and superadmins, the card's PDF decoded by zbar at
// 300 dpi. Runs on both targets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createUser, demoOrg, hire, ok, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
/** Łucja Żółć, a user of the Polish company's warehouse. */
let lucja: { id: string; email: string; token: string };
/** An admin employed only in the Ukrainian company, and a user there. */
let adminUa: { id: string; token: string };
let userUa: { id: string; token: string };

const v1 = (path: string) => `/api/v1${path}`;
const post = (token: string | undefined, path: string, json?: unknown, host = ACME) =>
  t.call(host, v1(path), { method: 'POST', token, json });
const card = (token: string, userId?: string) => post(token, '/qr/issue-simple', userId ? { user_id: userId } : {});
const verify = (token: string, code: string, host = ACME) => post(token, '/qr/verify', { code }, host);
const pdf = (token: string, userId: string, query = '?lang=pl') =>
  t.fetch(`http://${ACME}${v1(`/qr/cards/${userId}/pdf${query}`)}`, { headers: { Host: ACME, Authorization: `Bearer ${token}` } });

async function person(fullName: string, company: 'pl' | 'ua', role = 'user') {
  const created = await createUser(t, tokens.super, { full_name: fullName, role });
  const [companyId, departmentId] = company === 'pl' ? [org.poland.id, org.warehouse.id] : [org.ukraine.id, org.logistics.id];
  await hire(t, tokens.super, { user_id: created.id, company_id: companyId, department_id: departmentId });
  return { id: created.id, email: created.email, token: await t.login(created.email, ACME, 'person-pass') };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  lucja = await person('Łucja Żółć', 'pl');
  adminUa = await person('Олена Адмін', 'ua', 'admin');
  userUa = await person('Тарас Коваль', 'ua');
}, 60_000);
afterAll(() => t.close());

describe('POST /qr/issue', () => {
  it('gives any signed-in user a code of their own for 60 s, which an admin of their company verifies', async () => {
    const issued = await ok(post(lucja.token, '/qr/issue'));
    expect(issued.code).toMatch(new RegExp(`^GQ1\\.${lucja.id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const seconds = (Date.parse(issued.expires_at) - t.platform.now().getTime()) / 1000;
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(61);
    expect(await ok(verify(tokens.admin, issued.code))).toEqual({
      id: lucja.id,
      full_name: 'Łucja Żółć',
      email: lucja.email,
      avatar: null,
      company: { id: org.poland.id, name: org.poland.name },
      department: { id: org.warehouse.id, name: org.warehouse.name },
    });
    // Two issues give two codes.
    expect((await ok(post(lucja.token, '/qr/issue'))).code).toBeTypeOf('string');
    expect((await post(undefined, '/qr/issue')).status).toBe(401);
  });

  it('expires after its minute: 404 qr.code_expired (the platform clock moved on)', async () => {
    const { code } = await ok(post(lucja.token, '/qr/issue'));
    const before = t.clock.offsetMs;
    try {
      // The test clock runs on from the pinned instant: leave a few seconds for a busy machine.
      t.clock.offsetMs = before + 50_000;
      expect((await verify(tokens.admin, code)).status).toBe(200);
      t.clock.offsetMs = before + 61_000;
      const late = await verify(tokens.admin, code);
      expect(late.status).toBe(404);
      expect(late.body).toMatchObject({ code: 'qr.code_expired' });
    } finally {
      t.clock.offsetMs = before;
    }
  });

  it("refuses forged codes, other tenants' codes and anything else as unknown (404 qr.code_unknown), never a 500", async () => {
    const { code } = await ok(post(lucja.token, '/qr/issue'));
    const parts = code.split('.');
    const flipped = parts[3].startsWith('A') ? `B${parts[3].slice(1)}` : `A${parts[3].slice(1)}`;
    const later = String(Number(parts[2]) + 3600);
    const globexCode = (await ok(post(tokens.globex, '/qr/issue', undefined, GLOBEX))).code;
    const forged = [
      [parts[0], parts[1], parts[2], flipped].join('.'),
      [parts[0], parts[1], later, parts[3]].join('.'),
      [parts[0], ids.user, parts[2], parts[3]].join('.'),
      globexCode,
      `${code}x`,
      'GQ1.not-a-code',
      '0000000000',
      crypto.randomUUID(),
      '<script>alert(1)</script>',
      'ż'.repeat(200),
    ];
    for (const text of forged) {
      const res = await verify(tokens.super, text);
      expect([text, res.status, res.body.code]).toEqual([text, 404, 'qr.code_unknown']);
    }
    // The globex code is good on globex's own host.
    expect((await verify(tokens.globex, globexCode, GLOBEX)).status).toBe(200);
  });
});

describe('POST /qr/issue-simple', () => {
  it('gives a user their own card, the same on every call; an admin and a superadmin get that same card', async () => {
    const mine = await ok(card(lucja.token));
    expect(mine).toMatchObject({ status: 'active', user: { id: lucja.id, full_name: 'Łucja Żółć', email: lucja.email } });
    expect(mine.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(mine.number).toMatch(/^[1-9]\d{9}$/);
    expect(Date.parse(mine.issued_at)).not.toBeNaN();
    expect(await ok(card(lucja.token, lucja.id))).toEqual(mine);
    expect(await ok(card(tokens.admin, lucja.id))).toEqual(mine);
    expect(await ok(card(tokens.super, lucja.id))).toEqual(mine);
    // Both codes of the card name her.
    expect((await ok(verify(tokens.admin, mine.id))).id).toBe(lucja.id);
    expect((await ok(verify(tokens.admin, mine.number))).id).toBe(lucja.id);
    expect((await ok(verify(tokens.admin, ` ${mine.id.toUpperCase()} `))).id).toBe(lucja.id);
  });

  it("refuses a user someone else's card, an admin people outside their companies; unknown ids 404, bad ones 422", async () => {
    expect((await card(lucja.token, ids.user)).body).toMatchObject({ code: 'qr.not_your_card' });
    expect((await card(lucja.token, ids.user)).status).toBe(403);
    const outside = await card(adminUa.token, lucja.id);
    expect([outside.status, outside.body.code]).toEqual([403, 'users.outside_scope']);
    expect((await card(tokens.admin, userUa.id)).status).toBe(403);
    expect((await ok(card(adminUa.token, userUa.id))).user.id).toBe(userUa.id);
    expect((await card(tokens.super, crypto.randomUUID())).status).toBe(404);
    expect((await card(tokens.globex, lucja.id)).status).toBe(401);
    expect((await post(tokens.globex, '/qr/issue-simple', { user_id: lucja.id }, GLOBEX)).status).toBe(404);
    expect((await post(tokens.super, '/qr/issue-simple', { user_id: 'nope' })).status).toBe(422);
    expect((await post(tokens.super, '/qr/issue-simple', { user_id: 12 })).status).toBe(422);
  });

  it('makes one card when ten calls ask at once', async () => {
    const someone = await person('Równoległy Pracownik', 'pl');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => card(i % 2 ? tokens.admin : someone.token, someone.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.number)).size).toBe(1);
  });
});

describe('POST /qr/cards/{user_id}/reissue', () => {
  it('revokes the lost card and issues a new one: the old id and number stop resolving at once', async () => {
    const someone = await person('Zgubiona Karta', 'pl');
    const old = await ok(card(someone.token));
    const fresh = await ok(post(tokens.admin, `/qr/cards/${someone.id}/reissue`));
    expect(fresh).toMatchObject({ status: 'active', user: { id: someone.id } });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.number).not.toBe(old.number);
    for (const code of [old.id, old.number]) expect((await verify(tokens.admin, code)).body).toMatchObject({ code: 'qr.code_unknown' });
    expect((await ok(verify(tokens.admin, fresh.id))).id).toBe(someone.id);
    expect((await ok(verify(tokens.admin, fresh.number))).id).toBe(someone.id);
    expect(await ok(card(someone.token))).toEqual(fresh);
    // A superadmin reissues anyone's; a person without a card simply gets one.
    expect((await ok(post(tokens.super, `/qr/cards/${userUa.id}/reissue`))).user.id).toBe(userUa.id);
  });

  it('is for admins of the person and superadmins: users 403, other companies 403, unknown 404, bad ids 422', async () => {
    expect((await post(lucja.token, `/qr/cards/${lucja.id}/reissue`)).status).toBe(403);
    expect((await post(adminUa.token, `/qr/cards/${lucja.id}/reissue`)).status).toBe(403);
    expect((await post(tokens.super, `/qr/cards/${crypto.randomUUID()}/reissue`)).status).toBe(404);
    expect((await post(tokens.super, '/qr/cards/abc/reissue')).status).toBe(422);
    expect((await post(tokens.globex, `/qr/cards/${lucja.id}/reissue`, undefined, GLOBEX)).status).toBe(404);
  });
});

describe('POST /qr/verify', () => {
  it('is for admins (people employed now in their companies) and superadmins (anyone)', async () => {
    const { id } = await ok(card(userUa.token));
    expect((await post(userUa.token, '/qr/verify', { code: id })).status).toBe(403);
    const outside = await verify(tokens.admin, id);
    expect([outside.status, outside.body.code]).toEqual([403, 'qr.not_your_employee']);
    expect(await ok(verify(adminUa.token, id))).toMatchObject({
      id: userUa.id,
      company: { id: org.ukraine.id },
      department: { id: org.logistics.id },
    });
    expect(await ok(verify(tokens.super, id))).toMatchObject({ id: userUa.id });
  });

  it('answers 422 for a missing, empty or too long code', async () => {
    for (const body of [{}, { code: '' }, { code: '   ' }, { code: 'x'.repeat(201) }, { code: 12 }]) {
      expect((await post(tokens.admin, '/qr/verify', body)).status).toBe(422);
    }
    const empty = await post(tokens.admin, '/qr/verify', { code: ' ' });
    expect(empty.body.detail[0]).toMatchObject({ code: 'qr.code_required' });
  });
});

describe('GET /qr/cards/{user_id}/pdf', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'grafik-card-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What zbar reads from the PDF rendered at 300 dpi, and the PDF's text. */
  function decode(bytes: Uint8Array, name: string) {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, bytes);
    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', file, join(dir, name)]);
    const symbols = execFileSync('zbarimg', ['-q', join(dir, `${name}.png`)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim().split('\n').sort();
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))!;
    return { symbols, text, widthMm: (Number(size[1]) * 25.4) / 72, heightMm: (Number(size[2]) * 25.4) / 72 };
  }

  it('is a 54 × 86 mm card whose QR code is the card id and whose Code 128 is the number, with the name in Polish letters', async () => {
    const res = await pdf(lucja.token, lucja.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="card-lucja-zolc.pdf"; filename*=UTF-8''${encodeURIComponent('card-Łucja Żółć.pdf')}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const mine = await ok(card(lucja.token));
    const read = decode(bytes, 'lucja');
    expect(read.symbols).toEqual([`CODE-128:${mine.number}`, `QR-Code:${mine.id}`]);
    expect(read.text).toContain('Łucja Żółć');
    expect(read.text).toContain(org.poland.name);
    expect(read.text).toContain(org.warehouse.name);
    expect(read.text).toContain('KARTA PRACOWNIKA');
    expect(read.widthMm).toBeCloseTo(54, 1);
    expect(read.heightMm).toBeCloseTo(86, 1);
  });

  it('makes the card when there is none, shows a PNG avatar, and speaks the language asked for', async () => {
    const someone = await person('Ірина Шевченко', 'ua');
    const form = new FormData();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    expect((await t.call(ACME, v1('/users/me/avatar'), { method: 'POST', token: someone.token, multipart: form })).status).toBe(200);
    const res = await pdf(adminUa.token, someone.id, '?lang=uk');
    expect(res.status).toBe(200);
    const read = decode(new Uint8Array(await res.arrayBuffer()), 'iryna');
    const theirs = await ok(card(someone.token));
    expect(read.symbols).toEqual([`CODE-128:${theirs.number}`, `QR-Code:${theirs.id}`]);
    expect(read.text).toContain('Ірина Шевченко');
    expect(read.text).toContain('КАРТКА ПРАЦІВНИКА');
    expect(read.text).not.toContain('ІШ');
    const images = execFileSync('pdfimages', ['-list', join(dir, 'iryna.pdf')], { encoding: 'utf8' });
    expect(images.split('\n').filter((line) => /^\s+1\s+\d+\s+image\s/.test(line))).toHaveLength(1);
  });

  it('is for whoever may get the card: users their own, admins their people, superadmins anyone', async () => {
    expect((await pdf(lucja.token, ids.user)).status).toBe(403);
    expect((await pdf(adminUa.token, lucja.id)).status).toBe(403);
    expect((await pdf(tokens.admin, lucja.id)).status).toBe(200);
    expect((await pdf(tokens.super, userUa.id, '?lang=en')).status).toBe(200);
    expect((await pdf(tokens.super, crypto.randomUUID())).status).toBe(404);
    expect((await pdf(tokens.super, lucja.id, '?lang=de')).status).toBe(422);
    expect((await pdf(tokens.super, 'abc')).status).toBe(422);
  });
});
