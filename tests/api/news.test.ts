// Company news: admins publish for their companies (an empty list: all of theirs), superadmins for
// any or for the whole tenant; readers see the items meant for them, newest first, paged; publishing
// notifies the readers; images must be news images of this tenant and are removed when let go of;
// another tenant's ids are not found. Runs on both targets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
/** Someone employed in the Ukrainian company only (outside the demo admins' companies). */
let ukrainian: { id: string; token: string };

type Json = Record<string, unknown>;
type Item = { id: string } & Json;
const v1 = (path: string) => `/api/v1${path}`;
const get = (token: string, path: string, host = ACME) => t.call(host, v1(path), { token });
const post = (token: string, path: string, json: unknown = {}, host = ACME) => t.call(host, v1(path), { method: 'POST', token, json });
const patch = (token: string, path: string, json: unknown, host = ACME) => t.call(host, v1(path), { method: 'PATCH', token, json });
const del = (token: string, path: string, host = ACME) => t.call(host, v1(path), { method: 'DELETE', token });

const PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
async function newsImage(token = tokens.admin, kind = 'news'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const res = await t.call(ACME, v1(`/media/${kind}/images`), { method: 'POST', token, multipart: form });
  expect(res.status).toBe(201);
  return res.body.url as string;
}
const served = async (url: string) => (await t.fetch(`http://${ACME}${url}`, { headers: { Host: ACME } })).status;

const publish = (json: Json, token = tokens.admin) =>
  ok(post(token, '/company-news/', { title: `News ${randomId().slice(0, 6)}`, body: 'Hello **team**', ...json }), 201);
const feedIds = async (token: string) => (await ok(get(token, '/company-news/?limit=100'))).data.map((n: Item) => n.id);

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id, department_id: org.ukraine.departments[0]!.id });
  ukrainian = { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
}, 60_000);
afterAll(() => t.close());

describe('publishing', () => {
  it('an admin publishes for their companies; the readers there get a notification, others do not see it', async () => {
    const image = await newsImage();
    const item = await publish({ title: 'Nowy grafik na grudzień', body: 'Grafik jest [tutaj](https://example.com/grafik).', image });
    expect(item).toMatchObject({
      title: 'Nowy grafik na grudzień',
      image,
      author: { id: ids.admin },
      updated_at: null,
      can_manage: true,
      companies: [{ id: org.poland.id, name: org.poland.name }],
    });
    expect(Date.parse(item.published_at)).not.toBeNaN();

    expect(await feedIds(tokens.user)).toContain(item.id);
    expect(await ok(get(tokens.user, `/company-news/${item.id}`))).toMatchObject({ id: item.id, can_manage: false });
    expect(await feedIds(ukrainian.token)).not.toContain(item.id);
    expect((await get(ukrainian.token, `/company-news/${item.id}`)).body).toMatchObject({ code: 'news.not_authorized' });

    const bell = await ok(get(tokens.user, '/notifications/get'));
    expect(bell.data.find((n: Json) => n.kind === 'news_published' && (n.data as Json).news_id === item.id)).toMatchObject({
      title: 'Nowy grafik na grudzień',
      body: 'Grafik jest tutaj.',
      link: `/news/${item.id}`,
    });
    const theirs = await ok(get(ukrainian.token, '/notifications/get'));
    expect(theirs.data.some((n: Json) => (n.data as Json).news_id === item.id)).toBe(false);
    // The author is not notified of their own item.
    const mine = await ok(get(tokens.admin, '/notifications/get'));
    expect(mine.data.some((n: Json) => (n.data as Json).news_id === item.id)).toBe(false);
  });

  it('a superadmin publishes for the whole tenant: everyone reads it; no admin manages it', async () => {
    const item = await publish({ company_ids: [] }, tokens.super);
    expect(item.companies).toEqual([]);
    expect(await feedIds(ukrainian.token)).toContain(item.id);
    expect(await feedIds(tokens.user)).toContain(item.id);
    expect(await ok(get(tokens.admin, `/company-news/${item.id}`))).toMatchObject({ can_manage: false });
    expect((await patch(tokens.admin, `/company-news/${item.id}`, { title: 'Mine now' })).body).toMatchObject({
      code: 'news.not_authorized',
    });
    expect((await del(tokens.admin, `/company-news/${item.id}`)).status).toBe(403);
  });

  it('an admin cannot publish for another company; a user cannot publish at all; nothing is stored', async () => {
    const before = (await ok(get(tokens.super, '/company-news/'))).count;
    const outside = await post(tokens.admin, '/company-news/', { title: 'X', body: 'Y', company_ids: [org.ukraine.id] });
    expect(outside.status).toBe(422);
    expect(outside.body.detail[0]).toMatchObject({ loc: ['body', 'company_ids', 0], code: 'news.company_outside' });
    expect((await post(tokens.user, '/company-news/', { title: 'X', body: 'Y' })).status).toBe(403);
    expect((await ok(get(tokens.super, '/company-news/'))).count).toBe(before);
  });

  it('refuses bad input with 422 and a code per field', async () => {
    const cases: [Json, string][] = [
      [{ title: '   ', body: 'x' }, 'news.title_required'],
      [{ title: 'x'.repeat(201), body: 'x' }, 'news.title_too_long'],
      [{ title: 'x', body: '  ' }, 'news.body_required'],
      [{ title: 'x', body: 'x'.repeat(20_001) }, 'news.body_too_long'],
      [{ title: 'x', body: 'x', company_ids: [randomId()] }, 'news.company_unknown'],
      [{
        title: 'x',
        body: 'x',
        image: '/api/v1/media/files/news/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000.png',
      }, 'media.image_unknown'],
      [{ title: 'x', body: 'x', image: 'https://evil.example/x.png' }, 'media.image_unknown'],
    ];
    for (const [json, code] of cases) {
      const res = await post(tokens.super, '/company-news/', json);
      expect(res.status, code).toBe(422);
      expect(res.body.detail.map((d: Json) => d.code), code).toContain(code);
    }
    // An image of another kind is not a news image.
    const avatarish = await newsImage(tokens.admin, 'rooms');
    expect((await post(tokens.admin, '/company-news/', { title: 'x', body: 'x', image: avatarish })).body.detail[0].code).toBe(
      'media.image_unknown',
    );
    expect((await post(tokens.super, '/company-news/', { title: 'x', body: 'x', company_ids: 'all' })).status).toBe(422);
  });
});

describe('the feed', () => {
  it('is newest first and paged with skip and limit, with its count', async () => {
    const first = await publish({ title: 'First' });
    const second = await publish({ title: 'Second' });
    const page = await ok(get(tokens.user, '/company-news/?skip=0&limit=2'));
    expect(page.data.map((n: Item) => n.id)).toEqual([second.id, first.id]);
    expect(page.count).toBeGreaterThanOrEqual(2);
    const next = await ok(get(tokens.user, '/company-news/?skip=1&limit=1'));
    expect(next.data.map((n: Item) => n.id)).toEqual([first.id]);
    expect((await get(tokens.user, '/company-news/?limit=0')).status).toBe(422);
    expect((await get(tokens.user, '/company-news/?skip=-1')).status).toBe(422);
  });
});

describe('editing and deleting', () => {
  it('an admin edits their company item; a replaced image is removed; a deleted item is gone with its image', async () => {
    const oldImage = await newsImage();
    const item = await publish({ image: oldImage });
    const newImage = await newsImage(tokens.admin2);
    const edited = await ok(patch(tokens.admin2, `/company-news/${item.id}`, { title: 'Poprawiony tytuł', image: newImage }));
    expect(edited).toMatchObject({ title: 'Poprawiony tytuł', body: item.body, image: newImage, can_manage: true });
    expect(edited.updated_at).not.toBeNull();
    expect(await served(oldImage)).toBe(404);
    expect(await served(newImage)).toBe(200);
    expect((await patch(tokens.user, `/company-news/${item.id}`, { title: 'x' })).status).toBe(403);
    expect((await patch(tokens.admin, `/company-news/${item.id}`, { title: '' })).status).toBe(422);
    expect((await ok(get(tokens.user, `/company-news/${item.id}`))).title).toBe('Poprawiony tytuł');

    expect((await del(tokens.admin, `/company-news/${item.id}`)).status).toBe(204);
    expect((await get(tokens.user, `/company-news/${item.id}`)).status).toBe(404);
    expect(await served(newImage)).toBe(404);
    expect((await del(tokens.admin, `/company-news/${item.id}`)).status).toBe(404);
  });

  it('an image another item shows is kept', async () => {
    const image = await newsImage();
    const a = await publish({ image });
    await publish({ body: `![cover](${image})` });
    expect((await del(tokens.admin, `/company-news/${a.id}`)).status).toBe(204);
    expect(await served(image)).toBe(200);
  });

  it('unknown ids are 404 and another tenant cannot reach an item', async () => {
    const item = await publish({});
    expect((await get(tokens.user, `/company-news/${randomId()}`)).body).toMatchObject({ code: 'news.not_found' });
    expect((await get(tokens.user, '/company-news/not-a-uuid')).status).toBe(422);
    expect((await get(tokens.globex, `/company-news/${item.id}`, GLOBEX)).status).toBe(404);
    expect((await patch(tokens.globex, `/company-news/${item.id}`, { title: 'x' }, GLOBEX)).status).toBe(404);
    expect((await del(tokens.globex, `/company-news/${item.id}`, GLOBEX)).status).toBe(404);
    expect(await feedIds(tokens.globex).catch(() => [])).not.toContain(item.id);
    expect((await t.call(ACME, v1('/company-news/'))).status).toBe(401);
  });
});
