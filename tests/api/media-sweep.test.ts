// The media sweep (worker/features/media/sweep.ts, job media-sweep): files no record references
// and older than a day are removed; avatars, room images, news images and images shown in a news
// text or a chat message are kept; a fresh upload is kept for the form it may belong to; another
// tenant's files are not touched. Node only: at the edge the same job runs on R2 through the cron
// handler (tests/edge/worker.test.ts proves the trigger runs it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../worker/jobs';
import { MEDIA_SWEEP_CRON } from '../../worker/jobs/media-sweep';
import { keysIn, storedAt } from '../../worker/features/media/sweep';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { demoOrg, ok, signIn, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;

const PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
const v1 = (path: string) => `/api/v1${path}`;

async function upload(token: string, path: string, host = ACME, field = 'file'): Promise<string> {
  const form = new FormData();
  form.append(field, new Blob([PNG], { type: 'image/png' }), 'x.png');
  const res = await t.call(host, v1(path), { method: 'POST', token, multipart: form });
  expect(res.status).toBe(field === 'avatar' ? 200 : 201);
  return (res.body.url ?? res.body.avatar) as string;
}
const served = async (url: string, host = ACME) => (await t.fetch(`http://${host}${url}`, { headers: { Host: host } })).status;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens } = await signIn(t));
}, 60_000);
afterAll(() => t.close());

describe('the media sweep', () => {
  it('reads keys and their time from URLs and texts', () => {
    const key = 'news/0193a4b2-0000-7000-8000-000000000000/0193a4b2-1c00-7abc-8def-0123456789ab.png';
    expect(keysIn(`Zdjęcie: ![x](/api/v1/media/files/${key}) i [link](https://example.com)`)).toEqual([key]);
    expect(keysIn(null)).toEqual([]);
    expect(storedAt(key)).toBe(0x0193a4b21c00);
    expect(storedAt('news/a/b.png')).toBeNull();
  });

  it('removes what nobody references after a day, and keeps every kind of reference', async () => {
    // A file's age is read from its time-ordered name, and ids never go back within a process
    // (lib/ids.ts): other files of this worker may have run the clock into the 2030s, so this test
    // uploads later than any of them.
    t.clock.set('2090-03-01T10:00:00Z');
    ({ tokens } = await signIn(t));
    const org = await demoOrg(t, tokens.super);
    const orphan = await upload(tokens.admin, '/media/news/images');
    const cover = await upload(tokens.admin, '/media/news/images');
    const inline = await upload(tokens.admin, '/media/images');
    const roomImage = await upload(tokens.admin, '/media/rooms/images');
    const inChat = await upload(tokens.user, '/media/images');
    const avatar = await upload(tokens.user, '/users/me/avatar', ACME, 'avatar');
    const theirs = await upload(tokens.globex, '/media/images', GLOBEX);

    await ok(
      t.call(ACME, v1('/company-news/'), {
        method: 'POST',
        token: tokens.admin,
        json: { title: 'Zdjęcia', body: `![z imprezy](${inline})`, image: cover, company_ids: [org.poland.id] },
      }),
      201,
    );
    const room = await ok(
      t.call(ACME, v1('/rooms/'), { method: 'POST', token: tokens.admin, json: { name: 'Hala', image: roomImage, member_ids: [] } }),
      201,
    );
    await ok(
      t.call(ACME, v1(`/rooms/${room.id}/messages`), { method: 'POST', token: tokens.admin, json: { body: `Zobacz ${inChat}` } }),
      201,
    );

    // Within the day of grace nothing goes.
    await runScheduledJobs(MEDIA_SWEEP_CRON, t.platform, undefined, t.platform.now());
    expect(await served(orphan)).toBe(200);

    t.clock.offsetMs += 25 * 60 * 60_000;
    await runScheduledJobs(MEDIA_SWEEP_CRON, t.platform, undefined, t.platform.now());
    expect(await served(orphan)).toBe(404);
    for (const kept of [cover, inline, roomImage, inChat, avatar]) expect(await served(kept), kept).toBe(200);
    // globex's upload is as old and unreferenced: its tenant's own sweep removed it, not acme's.
    expect(await served(theirs, GLOBEX)).toBe(404);
    expect(await served(theirs, ACME)).toBe(404);
  });
});
