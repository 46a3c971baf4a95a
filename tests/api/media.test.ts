// Images and avatars (spec/product-rules.md "Media"): PNG, JPEG, WebP and GIF recognised by their
// content, at most 5 MB (avatars 2 MB), stored through the tenant's blob store and served from the
// tenant's host only, with their type, nosniff and immutable caching; deleted images and replaced
// avatars are gone at once. Runs on both targets (the Worker stores in R2 under Miniflare).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { randomId, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
}, 60_000);
afterAll(() => t.close());

const v1 = (path: string) => `/api/v1${path}`;
const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

// 1×1 images.
const PNG = bytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');
const GIF = bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const WEBP = bytes('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const JPEG = bytes(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

/** A file of `size` bytes that starts as a PNG. */
const pngOf = (size: number) => {
  const out = new Uint8Array(size);
  out.set(PNG.subarray(0, 8));
  return out;
};

function formWith(content: Uint8Array | string | null, name = 'image.png', type = 'image/png', field = 'file') {
  const form = new FormData();
  if (typeof content === 'string') form.append(field, content);
  else if (content !== null) form.append(field, new Blob([content as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}

const upload = (token: string, path: string, form: FormData, host = ACME) =>
  t.call(host, v1(path), { method: 'POST', token, multipart: form });
const uploadImage = (token: string, content: Uint8Array, name = 'image.png', kind = 'misc') =>
  upload(token, kind === 'misc' ? '/media/images' : `/media/${kind}/images`, formWith(content, name));
const uploadAvatar = (token: string, content: Uint8Array, name = 'me.png') =>
  upload(token, '/users/me/avatar', formWith(content, name, 'image/png', 'avatar'));
const serve = (url: string, host = ACME) => t.fetch(`http://${host}${url}`, { headers: { Host: host } });
const deleteUrl = (token: string, imageUrl: string, path = '/media/images/url', host = ACME) =>
  t.call(host, v1(path), { method: 'DELETE', token, json: { imageUrl } });

describe('uploads', () => {
  it.each(
    [
      ['PNG', PNG, 'image/png', 'png'],
      ['GIF', GIF, 'image/gif', 'gif'],
      ['JPEG', JPEG, 'image/jpeg', 'jpg'],
      ['WebP', WEBP, 'image/webp', 'webp'],
    ] as const,
  )('stores a %s and serves its bytes with its type, nosniff and immutable caching', async (_name, content, type, ext) => {
    const res = await uploadImage(tokens.user, content, 'whatever.bin');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/v1/media/files/misc/${ids.user}/[0-9a-f-]{36}\\.${ext}$`)),
      content_type: type,
      size: content.length,
    });
    const served = await serve(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe(type);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(content);
  });

  it('goes by the content: a PNG named .jpg is a PNG; HTML and SVG named .png are refused with 415', async () => {
    const png = await uploadImage(tokens.user, PNG, 'photo.jpg');
    expect(png.status).toBe(201);
    expect(png.body.content_type).toBe('image/png');
    expect(png.body.url).toMatch(/\.png$/);
    for (const content of [HTML, SVG]) {
      const res = await t.call(ACME, v1('/media/images'), {
        method: 'POST',
        token: tokens.user,
        multipart: formWith(content, 'innocent.png', 'image/png'),
      });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('media.unsupported_type');
    }
  });

  it('takes an image of 5 MB; over it 413 with the code (also past the body limit), never 500', async () => {
    const five = await uploadImage(tokens.admin, pngOf(5 * 1024 * 1024), 'big.png', 'news');
    expect(five.status, JSON.stringify(five.body)).toBe(201);
    for (const size of [5 * 1024 * 1024 + 1, 6 * 1024 * 1024]) {
      const res = await uploadImage(tokens.admin, pngOf(size), 'big.png', 'news');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'media.too_large', params: { max_mb: 5 } });
    }
  });

  it('refuses an empty file, a missing field, a text field and a body that is not multipart with 422', async () => {
    const answers = [
      await uploadImage(tokens.user, new Uint8Array(0)),
      await upload(tokens.user, '/media/images', formWith(null)),
      await upload(tokens.user, '/media/images', formWith('just text')),
      await upload(tokens.user, '/media/images', formWith(PNG, 'a.png', 'image/png', 'image')),
      await t.call(ACME, v1('/media/images'), { token: tokens.user, json: { file: 'x' } }),
      await t.call(ACME, v1('/media/images'), { token: tokens.user, method: 'POST' }),
      await t.call(ACME, v1('/media/images'), {
        token: tokens.user,
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([422, 422, 422, 422, 422, 422, 422]);
    expect(answers[1]!.body.detail[0]).toMatchObject({ loc: ['body', 'file'], msg: 'Field required', type: 'missing' });
    expect(answers[0]!.body.detail[0]).toMatchObject({ loc: ['body', 'file'], code: 'media.empty_file' });
  });

  it("news, rooms and companies are the admins': a user gets 403, an unknown kind 422, no token 401", async () => {
    for (const kind of ['news', 'rooms', 'companies']) {
      expect((await uploadImage(tokens.user, PNG, 'a.png', kind)).status).toBe(403);
      expect((await uploadImage(tokens.admin, PNG, 'a.png', kind)).status).toBe(201);
    }
    expect((await uploadImage(tokens.super, PNG, 'a.png', 'avatars')).status).toBe(422);
    expect((await uploadImage(tokens.super, PNG, 'a.png', 'secrets')).status).toBe(422);
    expect((await upload('', '/media/images', formWith(PNG))).status).toBe(401);
  });
});

describe('serving', () => {
  it("is the host tenant's only: the same address on another tenant's host is 404", async () => {
    const { body } = await uploadImage(tokens.user, PNG);
    expect((await serve(body.url)).status).toBe(200);
    const elsewhere = await serve(body.url, GLOBEX);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ code: 'media.not_found' });
  });

  it('answers 404 for unknown ids and for anything that is not one of its addresses', async () => {
    const paths = [
      `/misc/${ids.user}/${randomId()}.png`,
      `/avatars/${ids.user}/${randomId()}.gif`,
      `/misc/${ids.user}/${randomId()}.svg`,
      `/secrets/${ids.user}/${randomId()}.png`,
      `/misc/..%2F..%2Fglobex/${randomId()}.png`,
      `/misc/${ids.user}/.hidden`,
      '/misc/x/y',
    ];
    for (const path of paths) expect((await serve(`/api/v1/media/files${path}`)).status, path).toBe(404);
  });
});

describe('deleting', () => {
  it('the uploader deletes an image; it is not served any more, and a second delete is 404', async () => {
    const { body } = await uploadImage(tokens.user, GIF);
    const res = await deleteUrl(tokens.user, body.url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await serve(body.url)).status).toBe(404);
    expect((await deleteUrl(tokens.user, body.url)).status).toBe(404);
  });

  it('by kind, by full address; others get 403, a superadmin may; a foreign address 422; another kind 404', async () => {
    const news = (await uploadImage(tokens.admin, PNG, 'n.png', 'news')).body.url as string;
    expect((await deleteUrl(tokens.admin, news, '/media/images/rooms')).status).toBe(404);
    expect((await deleteUrl(tokens.admin2, news, '/media/images/news')).status).toBe(403);
    expect((await deleteUrl(tokens.user, news)).body.code).toBe('media.not_yours');
    expect((await deleteUrl(tokens.globex, news, '/media/images/news', GLOBEX)).status).toBe(404);
    expect((await serve(news)).status).toBe(200);
    expect((await deleteUrl(tokens.super, `http://acme.localhost:8787${news}`, '/media/images/news')).status).toBe(200);
    expect((await serve(news)).status).toBe(404);
    for (
      const url of ['https://example.com/cat.png', '/api/v1/users/me', 'not a url at all ::', `/api/v1/media/files/misc/${ids.user}/x.png`]
    ) {
      const res = await deleteUrl(tokens.user, url);
      expect(res.status, url).toBe(422);
    }
    expect((await t.call(ACME, v1('/media/images/url'), { method: 'DELETE', token: tokens.user, json: {} })).status).toBe(422);
  });
});

describe('avatars', () => {
  it('sets the avatar, replaces it (the old address is gone) and shows it in /users/me and the users list', async () => {
    const first = await uploadAvatar(tokens.user, PNG);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const url = first.body.avatar as string;
    expect(url).toMatch(new RegExp(`^/api/v1/media/files/avatars/${ids.user}/[0-9a-f-]{36}\\.png$`));
    expect((await serve(url)).status).toBe(200);
    const second = await uploadAvatar(tokens.user, WEBP, 'me.gif');
    expect(second.body.avatar).toMatch(/\.webp$/);
    expect((await serve(url)).status).toBe(404);
    expect((await t.call(ACME, v1('/users/me'), { token: tokens.user })).body.avatar).toBe(second.body.avatar);
    const list = await t.call(ACME, v1('/users/?limit=1000'), { token: tokens.super });
    expect(list.body.data.find((u: { id: string }) => u.id === ids.user).avatar).toBe(second.body.avatar);
  });

  it('takes 2 MB; over it 413; not an image 415; the avatar stays as it was', async () => {
    const before = (await t.call(ACME, v1('/users/me'), { token: tokens.admin2 })).body.avatar;
    const over = await uploadAvatar(tokens.admin2, pngOf(2 * 1024 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'media.too_large', params: { max_mb: 2 } });
    expect((await uploadAvatar(tokens.admin2, SVG, 'a.png')).status).toBe(415);
    expect((await t.call(ACME, v1('/users/me'), { token: tokens.admin2 })).body.avatar).toBe(before);
    const exactly = await uploadAvatar(tokens.admin2, pngOf(2 * 1024 * 1024));
    expect(exactly.status).toBe(200);
  });

  it('deleting the avatar image removes it from the profile; only its owner may, not even a superadmin', async () => {
    const url = (await uploadAvatar(tokens.admin, GIF)).body.avatar as string;
    expect((await deleteUrl(tokens.super, url)).status).toBe(403);
    expect((await deleteUrl(tokens.admin, url)).status).toBe(200);
    expect((await serve(url)).status).toBe(404);
    expect((await t.call(ACME, v1('/users/me'), { token: tokens.admin })).body.avatar).toBeNull();
  });
});
