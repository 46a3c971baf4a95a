// The batch form of access (worker/access/batch.ts checkAccess): ids in, the set the caller may act
// on out, in one query. A user manages nothing, an admin the rooms and news of their companies, a
// superadmin everything; another tenant's ids are unknown here and give nothing. The lists' flags
// (`can_manage` of rooms and news) are the same answer. Runs on both targets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccess, type BatchPermission } from '../../worker/access';
import { contextAt } from '../../worker/lib/request-context';
import { ACME, createTestApp, GLOBEX, type TestApp } from './support/app';
import { demoOrg, ok, randomId, signIn, type Ids, type Tokens } from './support/org';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;

type Json = Record<string, any>;
const v1 = (path: string) => `/api/v1${path}`;
const get = (token: string, path: string, host = ACME) => t.call(host, v1(path), { token });
const post = (token: string, path: string, json: unknown, host = ACME) => t.call(host, v1(path), { method: 'POST', token, json });

/** The batch form's answer for one of the demo people of acme. */
async function allowed(who: 'user' | 'admin' | 'super', permission: BatchPermission, candidates: string[]): Promise<string[]> {
  const role = who === 'super' ? 'superadmin' : who;
  const ctx = await contextAt(await t.platform.databases.get('acme'), { id: ids[who], role }, new Date());
  return [...(await checkAccess(ctx, permission, candidates))].sort();
}
const sorted = (list: string[]) => [...list].sort();
/** The `can_manage` flags of a list, by id, for the given ids. */
const flags = (data: Json[], of: string[]) =>
  Object.fromEntries(data.filter((item) => of.includes(item.id)).map((item) => [item.id, item.can_manage]));

let news: { polish: string; ukrainian: string; everyone: string; globex: string };
let rooms: { polish: string; ukrainian: string; none: string; globex: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  const title = () => `News ${randomId().slice(0, 6)}`;
  const item = async (token: string, companyIds: string[] | undefined, host = ACME) =>
    (await ok(
      post(token, '/company-news/', { title: title(), body: 'Text', ...(companyIds ? { company_ids: companyIds } : {}) }, host),
      201,
    )).id as string;
  news = {
    polish: await item(tokens.admin, undefined),
    ukrainian: await item(tokens.super, [org.ukraine.id]),
    everyone: await item(tokens.super, []),
    globex: await item(tokens.globex, undefined, GLOBEX),
  };
  const room = async (token: string, json: Json, host = ACME) =>
    (await ok(post(token, '/rooms', { name: `Room ${randomId().slice(0, 6)}`, ...json }, host), 201)).id as string;
  rooms = {
    polish: await room(tokens.admin, { member_ids: [ids.user] }),
    ukrainian: await room(tokens.super, { company_id: org.ukraine.id, member_ids: [ids.user] }),
    none: await room(tokens.super, { member_ids: [ids.user, ids.admin] }),
    globex: await room(tokens.globex, {}, GLOBEX),
  };
}, 60_000);
afterAll(() => t.close());

describe('news.manage in a batch', () => {
  it('gives a user nothing, an admin the items of their companies only, a superadmin all', async () => {
    const all = [news.polish, news.ukrainian, news.everyone];
    expect(await allowed('user', 'news.manage', all)).toEqual([]);
    expect(await allowed('admin', 'news.manage', all)).toEqual([news.polish]);
    expect(await allowed('super', 'news.manage', all)).toEqual(sorted(all));
  });

  it("gives nothing for another tenant's ids or unknown ones, and nothing for none", async () => {
    expect(await allowed('super', 'news.manage', [news.globex, randomId()])).toEqual([]);
    expect(await allowed('admin', 'news.manage', [news.globex, news.polish, news.polish])).toEqual([news.polish]);
    expect(await allowed('super', 'news.manage', [])).toEqual([]);
  });

  it("is the list's can_manage flag", async () => {
    const all = [news.polish, news.ukrainian, news.everyone];
    const list = async (token: string) => (await ok(get(token, '/company-news/?limit=100'))).data as Json[];
    expect(flags(await list(tokens.user), all)).toEqual({ [news.polish]: false, [news.everyone]: false });
    expect(flags(await list(tokens.admin), all)).toEqual({ [news.polish]: true, [news.everyone]: false });
    expect(flags(await list(tokens.super), all)).toEqual({ [news.polish]: true, [news.ukrainian]: true, [news.everyone]: true });
  });
});

describe('room.manage in a batch', () => {
  it('gives a user nothing, an admin the rooms of their companies, a superadmin all', async () => {
    const all = [rooms.polish, rooms.ukrainian, rooms.none];
    expect(await allowed('user', 'room.manage', all)).toEqual([]);
    expect(await allowed('admin', 'room.manage', all)).toEqual([rooms.polish]);
    expect(await allowed('super', 'room.manage', all)).toEqual(sorted(all));
  });

  it("gives nothing for another tenant's rooms, unknown ids, or news ids", async () => {
    expect(await allowed('super', 'room.manage', [rooms.globex, randomId(), news.polish])).toEqual([]);
  });

  it("is the list's can_manage flag, beside can_post", async () => {
    const all = [rooms.polish, rooms.ukrainian, rooms.none];
    const list = async (token: string) => (await ok(get(token, '/rooms?limit=1000'))).data as Json[];
    expect(flags(await list(tokens.user), all)).toEqual({ [rooms.polish]: false, [rooms.ukrainian]: false, [rooms.none]: false });
    // The admin is a member of `none` only; they list `polish` as its manager.
    expect(flags(await list(tokens.admin), all)).toEqual({ [rooms.polish]: true, [rooms.none]: false });
    expect(flags(await list(tokens.super), all)).toEqual({ [rooms.polish]: true, [rooms.ukrainian]: true, [rooms.none]: true });
  });
});

describe('the market in a batch', () => {
  it("answers no open shift or swap for a user, nor another tenant's or unknown ids for anyone", async () => {
    expect(await allowed('user', 'open_shift.manage', [randomId()])).toEqual([]);
    expect(await allowed('super', 'open_shift.manage', [randomId()])).toEqual([]);
    expect(await allowed('super', 'swap.manage', [randomId(), rooms.polish])).toEqual([]);
    expect(await allowed('user', 'swap.colleague', [randomId()])).toEqual([]);
  });
});
