// Chat: rooms (admins manage their companies', superadmins any; members read and write; channels
// and inactive rooms), messages (cursor paging, edit and delete own, placeholders, 1-4000
// characters, at most 10 in 10 seconds), direct chats (one per pair, created on first use), read
// state and unread counts, and chat-room tickets. Another tenant's ids are not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, type TestApp } from './support/app';
import { createUser, demoOrg, hire, ok, randomId, signIn, type Ids, type Tokens } from './support/org';
import { createScheduleApp, setClock } from './support/schedule';

let t: TestApp;
let tokens: Tokens;
let ids: Ids;
let org: Awaited<ReturnType<typeof demoOrg>>;
/** Someone employed in the Ukrainian company only (outside the demo admins' companies). */
let ukrainian: { id: string; token: string };

type Json = Record<string, unknown>;
const v1 = (path: string) => `/api/v1${path}`;
const get = (token: string, path: string, host = ACME) => t.call(host, v1(path), { token });
const post = (token: string, path: string, json: unknown = {}, host = ACME) => t.call(host, v1(path), { method: 'POST', token, json });
const patch = (token: string, path: string, json: unknown) => t.call(ACME, v1(path), { method: 'PATCH', token, json });
const del = (token: string, path: string) => t.call(ACME, v1(path), { method: 'DELETE', token });

let clockMs = Date.parse('2030-10-15T10:00:00Z');
/** Moves the clock on by more than the rate window, so each test writes freely. */
const nextWindow = () => setClock(t, new Date(clockMs += 60_000).toISOString());

beforeAll(async () => {
  t = await createScheduleApp();
  ({ tokens, ids } = await signIn(t));
  org = await demoOrg(t, tokens.super);
  const person = await createUser(t, tokens.super);
  await hire(t, tokens.super, { user_id: person.id, company_id: org.ukraine.id, department_id: org.assembly.id });
  ukrainian = { id: person.id, token: await t.login(person.email, ACME, 'person-pass') };
  nextWindow();
});
afterAll(() => t.close());

async function room(json: Json = {}, token = tokens.admin) {
  return ok(post(token, '/rooms/', { name: `Room ${randomId().slice(0, 6)}`, member_ids: [ids.user, ids.admin2], ...json }), 201);
}
const say = (token: string, roomId: string, body: string) => post(token, `/rooms/${roomId}/messages`, { body });

describe('rooms', () => {
  it('takes an image uploaded as a rooms image; another address is 422; a replaced or deleted room lets go of it', async () => {
    const png = new Uint8Array(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
    );
    const upload = async (kind: string) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'room.png');
      return (await ok(t.call(ACME, v1(`/media/${kind}/images`), { method: 'POST', token: tokens.admin, multipart: form }), 201))
        .url as string;
    };
    const served = async (url: string) => (await t.fetch(`http://${ACME}${url}`, { headers: { Host: ACME } })).status;
    const first = await upload('rooms');
    const created = await room({ image: first });
    expect(created.image).toBe(first);
    for (const image of ['https://evil.example/x.png', await upload('news')]) {
      const refused = await post(tokens.admin, '/rooms/', { name: 'Obrazek', image, member_ids: [] });
      expect(refused.status).toBe(422);
      expect(refused.body.detail[0]).toMatchObject({ loc: ['body', 'image'], code: 'media.image_unknown' });
    }
    const second = await upload('rooms');
    expect((await ok(patch(tokens.admin, `/rooms/${created.id}`, { image: second }))).image).toBe(second);
    expect(await served(first)).toBe(404);
    expect((await del(tokens.admin, `/rooms/${created.id}`)).status).toBe(204);
    expect(await served(second)).toBe(404);
  });

  it('an admin creates a room of their company with members; members and managers read it', async () => {
    const created = await room({ description: 'Zmiana A', is_channel: false });
    expect(created).toMatchObject({
      status: 'active',
      is_channel: false,
      company_id: org.poland.id,
      description: 'Zmiana A',
      member_count: 3,
      is_member: true,
      can_manage: true,
      can_post: true,
      unread: 0,
      last_message: null,
      created_by: { id: ids.admin },
    });
    expect(created.members.map((m: { id: string }) => m.id).sort()).toEqual([ids.admin, ids.admin2, ids.user].sort());

    const asUser = await ok(get(tokens.user, `/rooms/${created.id}`));
    expect(asUser).toMatchObject({ is_member: true, can_manage: false, can_post: true });
    expect((await ok(get(tokens.user, '/rooms/'))).data.map((r: { id: string }) => r.id)).toContain(created.id);

    // Not a member: a user is refused, the superadmin manages it without belonging.
    expect((await get(ukrainian.token, `/rooms/${created.id}`)).body).toMatchObject({
      code: 'chat.not_authorized',
      detail: 'You are not authorized to perform this action.',
    });
    expect(await ok(get(tokens.super, `/rooms/${created.id}`))).toMatchObject({ is_member: false, can_manage: true, can_post: false });
    expect((await ok(get(ukrainian.token, '/rooms/'))).data.map((r: { id: string }) => r.id)).not.toContain(created.id);
  });

  it('lists with search and paging, newest activity first, with last message and unread count', async () => {
    nextWindow();
    const tag = randomId().slice(0, 8);
    const older = await room({ name: `Alpha ${tag}` });
    const newer = await room({ name: `Beta ${tag}` });
    await ok(say(tokens.admin2, older.id, 'Dzień dobry'), 201);
    const list = await ok(get(tokens.user, `/rooms/?search=${tag.toUpperCase()}`));
    expect(list.count).toBe(2);
    expect(list.data.map((r: { id: string }) => r.id)).toEqual([older.id, newer.id]);
    expect(list.data[0]).toMatchObject({
      unread: 1,
      members: [],
      member_count: 3,
      last_message: { body: 'Dzień dobry', author: { id: ids.admin2 } },
    });
    const page = await ok(get(tokens.user, `/rooms/?search=${tag}&skip=1&limit=1`));
    expect(page).toMatchObject({ count: 2, data: [{ id: newer.id }] });
    expect((await get(tokens.user, '/rooms/?limit=0')).status).toBe(422);
    expect((await get(tokens.user, '/rooms/?skip=-1')).status).toBe(422);
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const before = (await ok(get(tokens.super, '/rooms/?limit=1000'))).count;
    for (
      const json of [
        { name: '' },
        { name: '   ' },
        { name: 'x'.repeat(101) },
        { name: 'Ok', status: 'closed' },
        { name: 'Ok', member_ids: ['not-a-uuid'] },
        { name: 'Ok', member_ids: [randomId()] },
        { name: 'Ok', is_channel: 'yes' },
        {},
      ]
    ) {
      const res = await post(tokens.admin, '/rooms/', json);
      expect(res.status, JSON.stringify(json)).toBe(422);
    }
    const unknown = await post(tokens.admin, '/rooms/', { name: 'Ok', member_ids: [ids.user, randomId()] });
    expect(unknown.body.detail[0]).toMatchObject({ loc: ['body', 'member_ids', 1], code: 'chat.member_unknown' });
    // An admin adds only people employed in their companies.
    const outside = await post(tokens.admin, '/rooms/', { name: 'Ok', member_ids: [ukrainian.id] });
    expect(outside.status).toBe(422);
    expect(outside.body.detail[0]).toMatchObject({ loc: ['body', 'member_ids', 0], code: 'chat.member_outside_companies' });
    expect((await post(tokens.admin, '/rooms/', { name: 'Ok', company_id: org.ukraine.id })).body.code).toBe('org.not_your_company');
    expect((await post(tokens.admin, '/rooms/', { name: 'Ok', company_id: randomId() })).status).toBe(404);
    expect((await ok(get(tokens.super, '/rooms/?limit=1000'))).count).toBe(before);
  });

  it('only admins create rooms; a superadmin may make a tenant-wide one with anyone', async () => {
    expect((await post(tokens.user, '/rooms/', { name: 'Mine' })).status).toBe(403);
    const wide = await room({ member_ids: [ukrainian.id, ids.user] }, tokens.super);
    expect(wide).toMatchObject({ company_id: null, member_count: 3 });
    // A room no company owns is the superadmins' to manage.
    expect((await patch(tokens.admin, `/rooms/${wide.id}`, { name: 'Taken' })).body.code).toBe('chat.not_authorized');
  });

  it('edits a room and its members; a removed member loses it; deleting removes it for everyone', async () => {
    const r = await room();
    const changed = await ok(
      patch(tokens.admin, `/rooms/${r.id}`, {
        name: 'Zmiana B',
        status: 'inactive',
        is_channel: true,
        member_ids: [ids.admin, ids.admin2],
      }),
    );
    expect(changed).toMatchObject({
      name: 'Zmiana B',
      status: 'inactive',
      is_channel: true,
      member_count: 2,
      updated_at: expect.any(String),
    });
    expect((await get(tokens.user, `/rooms/${r.id}`)).status).toBe(403);
    expect((await post(tokens.user, '/realtime/ticket', { room: `room:${r.id}` })).status).toBe(403);
    // Managers only: members, other companies' admins and users are refused; nothing changes.
    expect((await patch(tokens.user, `/rooms/${r.id}`, { name: 'Hack' })).status).toBe(403);
    expect((await del(tokens.user, `/rooms/${r.id}`)).status).toBe(403);
    expect((await patch(tokens.admin, `/rooms/${r.id}`, { name: '' })).status).toBe(422);
    expect((await ok(get(tokens.admin, `/rooms/${r.id}`))).name).toBe('Zmiana B');

    expect((await del(tokens.admin, `/rooms/${r.id}`)).status).toBe(204);
    expect((await get(tokens.admin, `/rooms/${r.id}`)).body.code).toBe('chat.room_not_found');
    expect((await del(tokens.admin, `/rooms/${r.id}`)).status).toBe(404);
  });

  it("another tenant's rooms are not found, and a token works on its own tenant only", async () => {
    const r = await room();
    expect((await get(tokens.globex, `/rooms/${r.id}`, GLOBEX)).status).toBe(404);
    expect((await post(tokens.globex, `/rooms/${r.id}/messages`, { body: 'hi' }, GLOBEX)).status).toBe(404);
    expect((await get(tokens.globex, `/rooms/${r.id}`)).status).toBe(401);
    expect((await post(tokens.globex, '/realtime/ticket', { room: `room:${r.id}` }, GLOBEX)).status).toBe(404);
    expect((await ok(get(tokens.globex, '/rooms/', GLOBEX))).data).toEqual([]);
  });
});

describe('room messages', () => {
  it('posts, pages back with a cursor, edits and deletes own messages', async () => {
    nextWindow();
    const r = await room();
    const posted = [];
    for (let i = 1; i <= 5; i++) posted.push(await ok(say(i % 2 ? tokens.user : tokens.admin2, r.id, `Wiadomość ${i}`), 201));
    expect(posted[0]).toMatchObject({
      chat_id: r.id,
      body: 'Wiadomość 1',
      author: { id: ids.user, full_name: 'Jan Wiśniewski' },
      edited_at: null,
      deleted_at: null,
    });

    const first = await ok(get(tokens.admin, `/rooms/${r.id}/messages?limit=2`));
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(['Wiadomość 5', 'Wiadomość 4']);
    expect(first.has_more).toBe(true);
    const rest = await ok(get(tokens.admin, `/rooms/${r.id}/messages?before=${first.data[1].id}&limit=10`));
    expect(rest.data.map((m: { body: string }) => m.body)).toEqual(['Wiadomość 3', 'Wiadomość 2', 'Wiadomość 1']);
    expect(rest.has_more).toBe(false);
    expect((await get(tokens.admin, `/rooms/${r.id}/messages?before=${randomId()}`)).status).toBe(404);
    expect((await get(tokens.admin, `/rooms/${r.id}/messages?limit=101`)).status).toBe(422);

    const mine = posted[0].id;
    const edited = await ok(patch(tokens.user, `/rooms/${r.id}/messages/${mine}`, { body: 'Poprawione' }));
    expect(edited).toMatchObject({ body: 'Poprawione', edited_at: expect.any(String) });
    expect((await patch(tokens.admin2, `/rooms/${r.id}/messages/${mine}`, { body: 'Not mine' })).body.code).toBe('chat.not_your_message');
    expect((await del(tokens.user, `/rooms/${r.id}/messages/${posted[1].id}`)).body.code).toBe('chat.not_your_message');

    const removed = await ok(del(tokens.user, `/rooms/${r.id}/messages/${mine}`));
    expect(removed).toMatchObject({ id: mine, body: '', deleted_at: expect.any(String) });
    expect((await patch(tokens.user, `/rooms/${r.id}/messages/${mine}`, { body: 'Back' })).body.code).toBe('chat.message_deleted');
    const oldest = (await ok(get(tokens.admin, `/rooms/${r.id}/messages?limit=100`))).data.at(-1);
    expect(oldest).toMatchObject({ id: mine, body: '', deleted_at: expect.any(String) });

    // The room's manager deletes anyone's message; a message of another room is not found here.
    expect((await ok(del(tokens.admin, `/rooms/${r.id}/messages/${posted[1].id}`))).deleted_at).toEqual(expect.any(String));
    const other = await room();
    expect((await del(tokens.admin, `/rooms/${other.id}/messages/${posted[2].id}`)).body.code).toBe('chat.message_not_found');
  });

  it('takes 1 to 4000 characters', async () => {
    nextWindow();
    const r = await room();
    for (const body of ['', '   \n ', 'x'.repeat(4001)]) {
      const res = await say(tokens.user, r.id, body);
      expect(res.status).toBe(422);
    }
    expect((await say(tokens.user, r.id, 'x'.repeat(4001))).body.detail[0]).toMatchObject({
      loc: ['body', 'body'],
      code: 'chat.message_too_long',
    });
    expect((await post(tokens.user, `/rooms/${r.id}/messages`, {})).body.detail[0]).toMatchObject({
      loc: ['body', 'body'],
      type: 'missing',
    });
    expect((await ok(say(tokens.user, r.id, 'y'.repeat(4000)), 201)).body).toHaveLength(4000);
    expect((await ok(get(tokens.user, `/rooms/${r.id}/messages`))).data).toHaveLength(1);
  });

  it('a channel is written by admins only; an inactive room is read-only', async () => {
    nextWindow();
    const channel = await room({ is_channel: true });
    expect(await ok(get(tokens.user, `/rooms/${channel.id}`))).toMatchObject({ can_post: false });
    expect((await say(tokens.user, channel.id, 'Hej')).body.code).toBe('chat.channel_admins_only');
    await ok(say(tokens.admin2, channel.id, 'Ogłoszenie'), 201);

    const quiet = await room();
    const kept = await ok(say(tokens.user, quiet.id, 'Przed'), 201);
    await ok(patch(tokens.admin, `/rooms/${quiet.id}`, { status: 'inactive' }));
    expect((await say(tokens.user, quiet.id, 'Po')).body.code).toBe('chat.room_inactive');
    expect((await patch(tokens.user, `/rooms/${quiet.id}/messages/${kept.id}`, { body: 'x' })).status).toBe(409);
    expect((await del(tokens.user, `/rooms/${quiet.id}/messages/${kept.id}`)).status).toBe(409);
    expect((await ok(get(tokens.user, `/rooms/${quiet.id}/messages`))).data).toHaveLength(1);
  });

  it('only members post; a manager who is not a member reads', async () => {
    nextWindow();
    const r = await room({ member_ids: [ids.user], company_id: org.poland.id }, tokens.super);
    await ok(say(tokens.user, r.id, 'Cześć'), 201);
    expect((await say(ukrainian.token, r.id, 'Hi')).status).toBe(403);
    expect((await get(ukrainian.token, `/rooms/${r.id}/messages`)).status).toBe(403);
    expect((await say(tokens.admin, r.id, 'Hi')).status).toBe(403);
    expect((await ok(get(tokens.admin, `/rooms/${r.id}/messages`))).data).toHaveLength(1);
    expect((await get(tokens.admin, `/rooms/${randomId()}/messages`)).status).toBe(404);
  });

  it('more than 10 messages in 10 seconds answers 429, also when sent at once', async () => {
    nextWindow();
    const r = await room();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => say(tokens.user, r.id, `Szybko ${i}`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(answers.find((a) => a.status === 429)!.body.code).toBe('chat.too_many_messages');
    expect((await ok(get(tokens.user, `/rooms/${r.id}/messages`))).data).toHaveLength(10);
    // Direct messages count toward the same limit.
    expect((await post(tokens.user, '/direct/messages', { user_id: ids.admin, body: 'Jeszcze' })).status).toBe(429);
    nextWindow();
    await ok(say(tokens.user, r.id, 'Znowu'), 201);
  });
});

describe('read state', () => {
  it('counts the unread messages of others per room and in total; reading clears them', async () => {
    nextWindow();
    const r = await room();
    const before = await ok(get(tokens.user, '/chat/unread'));
    await ok(say(tokens.admin, r.id, 'Jeden'), 201);
    await ok(say(tokens.admin2, r.id, 'Dwa'), 201);
    await ok(say(tokens.user, r.id, 'Moja'), 201);
    const deleted = await ok(say(tokens.admin, r.id, 'Trzy'), 201);
    await ok(del(tokens.admin, `/rooms/${r.id}/messages/${deleted.id}`));
    // The user's own post read the room up to it: only what came after counts.
    expect((await ok(get(tokens.user, `/rooms/${r.id}`))).unread).toBe(0);
    await ok(say(tokens.admin, r.id, 'Cztery'), 201);
    expect((await ok(get(tokens.user, `/rooms/${r.id}`))).unread).toBe(1);
    // Posting 'Dwa' read the room up to it for its author.
    expect((await ok(get(tokens.admin2, `/rooms/${r.id}`))).unread).toBe(2);
    expect(await ok(get(tokens.user, '/chat/unread'))).toEqual({ rooms: before.rooms + 1, direct: before.direct });

    expect(await ok(post(tokens.user, `/rooms/${r.id}/read`))).toEqual({ rooms: before.rooms, direct: before.direct });
    expect((await ok(get(tokens.user, `/rooms/${r.id}`))).unread).toBe(0);
    // A manager who is not a member has nothing to read.
    expect((await post(tokens.super, `/rooms/${r.id}/read`)).status).toBe(403);
  });
});

describe('direct chats', () => {
  it('one conversation per pair, created on first use, read and written by its two members only', async () => {
    nextWindow();
    const a = await createUser(t, tokens.super, { full_name: 'Agata Direct' });
    const b = await createUser(t, tokens.super, { full_name: 'Bogdan Direct' });
    const aToken = await t.login(a.email, ACME, 'person-pass');
    const bToken = await t.login(b.email, ACME, 'person-pass');

    const peers = await ok(get(aToken, '/direct/users?search=direct'));
    expect(peers.data.map((p: { user: { id: string } }) => p.user.id)).toEqual([b.id]);
    expect(peers.data[0]).toMatchObject({ online: false, chat_id: null, last_message: null, unread: 0 });

    const [chat, again] = await Promise.all([
      ok(post(aToken, '/direct/chats', { user_id: b.id })),
      ok(post(aToken, '/direct/chats', { user_id: b.id })),
    ]);
    expect(again.id).toBe(chat.id);
    expect(chat).toMatchObject({ user: { id: b.id, full_name: 'Bogdan Direct' }, unread: 0, last_message: null });
    expect((await ok(post(bToken, '/direct/chats', { user_id: a.id }))).id).toBe(chat.id);

    const first = await ok(post(aToken, '/direct/messages', { chat_id: chat.id, body: 'Cześć Bogdan' }), 201);
    const byUser = await ok(post(aToken, '/direct/messages', { user_id: b.id, body: 'Jesteś?' }), 201);
    expect(byUser.chat_id).toBe(chat.id);
    const bPeers = await ok(get(bToken, '/direct/users?limit=1'));
    expect(bPeers.data[0]).toMatchObject({ user: { id: a.id }, chat_id: chat.id, unread: 2, last_message: { body: 'Jesteś?' } });
    expect((await ok(get(bToken, '/chat/unread'))).direct).toBe(2);

    const page = await ok(get(bToken, `/direct/${chat.id}/messages`));
    expect(page.data.map((m: { body: string }) => m.body)).toEqual(['Jesteś?', 'Cześć Bogdan']);
    expect(await ok(post(bToken, `/direct/${chat.id}/read`))).toMatchObject({ direct: 0 });

    expect((await ok(patch(aToken, `/direct/messages/${first.id}`, { body: 'Dzień dobry' }))).edited_at).toEqual(expect.any(String));
    expect((await patch(bToken, `/direct/messages/${first.id}`, { body: 'x' })).body.code).toBe('chat.not_your_message');
    expect((await del(bToken, `/direct/messages/${first.id}`)).status).toBe(403);
    expect((await ok(del(aToken, `/direct/messages/${first.id}`))).body).toBe('');

    // Outsiders: another person of the tenant is refused, unknown ids are not found.
    expect((await get(tokens.user, `/direct/${chat.id}/messages`)).body.code).toBe('chat.not_authorized');
    expect((await post(tokens.user, '/direct/messages', { chat_id: chat.id, body: 'x' })).status).toBe(403);
    expect((await patch(tokens.user, `/direct/messages/${byUser.id}`, { body: 'x' })).status).toBe(403);
    expect((await get(tokens.super, `/direct/${randomId()}/messages`)).status).toBe(404);
    expect((await get(tokens.globex, `/direct/${chat.id}/messages`, GLOBEX)).status).toBe(404);
    expect((await post(tokens.user, '/direct/chats', { user_id: randomId() })).body.code).toBe('chat.user_not_found');
    expect((await post(tokens.user, '/direct/chats', { user_id: ids.user })).body.code).toBe('chat.direct_self');
    // A room's id is no conversation, and a room message is not a direct one.
    const r = await room();
    const inRoom = await ok(say(tokens.user, r.id, 'W pokoju'), 201);
    expect((await get(tokens.user, `/direct/${r.id}/messages`)).status).toBe(404);
    expect((await patch(tokens.user, `/direct/messages/${inRoom.id}`, { body: 'x' })).status).toBe(404);
  });

  it('refuses bad input', async () => {
    for (
      const json of [{ body: 'x' }, { chat_id: randomId(), user_id: randomId(), body: 'x' }, { user_id: ids.admin, body: '' }, {
        user_id: 'nope',
        body: 'x',
      }]
    ) {
      expect((await post(tokens.user, '/direct/messages', json)).status, JSON.stringify(json)).toBe(422);
    }
    expect((await post(tokens.user, '/direct/chats', {})).status).toBe(422);
    expect((await get(tokens.user, '/direct/users?limit=1001')).status).toBe(422);
  });
});

describe('the demo tenant', () => {
  it("has the Polish company's channel, Produkcja's room and direct conversations, some unread", async () => {
    const rooms = await ok(get(tokens.user, '/rooms/?search=o'));
    const channel = rooms.data.find((r: { name: string }) => r.name === 'Ogłoszenia');
    const team = rooms.data.find((r: { name: string }) => r.name === 'Produkcja – zmiany');
    expect(channel).toMatchObject({ is_channel: true, can_post: false, unread: 1, company_id: org.poland.id });
    expect(team).toMatchObject({ is_channel: false, can_post: true, unread: 2 });
    expect((await ok(get(tokens.user, `/rooms/${team.id}/messages`))).data.length).toBeGreaterThanOrEqual(5);

    const peers = await ok(get(tokens.user, '/direct/users?limit=3'));
    const unread = peers.data.filter((p: { unread: number }) => p.unread > 0);
    expect(unread).toHaveLength(1);
    expect(peers.data.filter((p: { chat_id: string | null }) => p.chat_id)).toHaveLength(2);
    expect((await ok(get(tokens.admin, '/direct/users?limit=3'))).data.some((p: { unread: number }) => p.unread === 1)).toBe(true);
  });
});
