// Chat in the browser (docs/web.md, "Chat"): two people in a room see each other's messages, edits
// and deletes without reloading; presence dots follow a context opening and closing the app; a
// notification reaches the bell through the live connection well before its 30 s poll; messages
// sent while a context was offline appear once it is back; the /rooms list adds, edits and deletes
// a room; the direct screen on a phone; Polish texts. Every room is made by the test itself.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';
import { absenceDates } from './support/workdays';

const h = useHarness();

let adminToken = '';
let userToken = '';
let adminId = '';
let userId = '';
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${counter++}`;

beforeAll(async () => {
  const page = await h.newPage('/login');
  adminToken = await apiToken(page, DEMO.admin);
  userToken = await apiToken(page, DEMO.user);
  adminId = (await callApi(page, 'GET', '/v1/users/me', { token: adminToken })).body.id;
  userId = (await callApi(page, 'GET', '/v1/users/me', { token: userToken })).body.id;
});

/** A room of the demo admin with the demo user as a member, made through the API. */
async function createRoom(page: Page, extra: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const name = unique('E2E room');
  const answer = await callApi(page, 'POST', '/v1/rooms/', { token: adminToken, json: { name, member_ids: [userId], ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, name };
}

const messageWith = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

/** Waits until the chat screen has its messages (or says there are none). */
async function chatReady(page: Page) {
  await page.getByTestId('message-list').waitFor();
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /^Message in / });
  await box.fill(text);
  await box.press('Enter');
  await messageWith(page, text).waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
}

describe('a room, live', () => {
  it('shows a message, its edit and its delete to the other member without reloading', async () => {
    const adminPage = await h.newPage('/login');
    const room = await createRoom(adminPage);
    await signInAs(adminPage, DEMO.admin, `/chat/${room.id}`);
    const userPage = await h.newPage('/login');
    await signInAs(userPage, DEMO.user, `/chat/${room.id}`);
    await adminPage.getByRole('heading', { name: room.name }).waitFor();
    await userPage.getByRole('heading', { name: room.name }).waitFor();
    await chatReady(adminPage);
    await chatReady(userPage);
    await userPage.getByText('No messages yet. Write the first one.').waitFor();

    const text = unique('Hello from the admin');
    await send(adminPage, text);
    const seen = messageWith(userPage, text);
    await seen.waitFor({ timeout: 5000 });
    expect(await seen.textContent()).toContain(DEMO.admin.fullName);
    // The user may not edit or delete the admin's message; the admin may do both.
    expect(await seen.getByRole('button', { name: 'Edit message' }).count()).toBe(0);
    expect(await seen.getByRole('button', { name: 'Delete message' }).count()).toBe(0);

    // Shift+Enter is a new line, Enter sends.
    const reply = unique('Reply');
    const box = userPage.getByRole('textbox', { name: `Message in ${room.name}` });
    await box.fill(reply);
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await box.press('Enter');
    await messageWith(adminPage, 'second line').waitFor({ timeout: 5000 });
    expect(await messageWith(adminPage, reply).getByTestId('message-body').textContent()).toBe(`${reply}\nsecond line`);

    // Edit in place: Escape cancels, Enter saves; 'Edited' on both.
    // By its id: while edited, its text is in the editor, not the message.
    const ownId = await messageWith(adminPage, text).getAttribute('data-message-id');
    const own = adminPage.locator(`[data-message-id="${ownId}"]`);
    await own.getByRole('button', { name: 'Edit message' }).click();
    const editor = own.getByRole('textbox', { name: 'Edit the message' });
    await editor.fill('not this');
    await editor.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect(await own.getByTestId('message-body').textContent()).toBe(text);
    await own.getByRole('button', { name: 'Edit message' }).click();
    await own.getByRole('textbox', { name: 'Edit the message' }).fill(`${text} (edited)`);
    await own.getByRole('textbox', { name: 'Edit the message' }).press('Enter');
    await own.getByText('Edited', { exact: true }).waitFor();
    const edited = messageWith(userPage, `${text} (edited)`);
    await edited.getByText('Edited', { exact: true }).waitFor({ timeout: 5000 });

    // Delete after the confirmation: the placeholder on both.
    await own.getByRole('button', { name: 'Delete message' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => adminPage.getByTestId('message-deleted').count()).toBe(1);
    await expect.poll(() => userPage.getByTestId('message-deleted').count(), { timeout: 5000 }).toBe(1);
    expect(await userPage.getByTestId('message-deleted').textContent()).toBe('Message deleted');
    expect(await messageWith(userPage, `${text} (edited)`).count()).toBe(0);
  });

  it('shows the messages sent while the reader was offline once they are back', async () => {
    const adminPage = await h.newPage('/login');
    const room = await createRoom(adminPage);
    const userPage = await h.newPage('/login');
    await signInAs(userPage, DEMO.user, `/chat/${room.id}`);
    await userPage.getByRole('heading', { name: room.name }).waitFor();
    await chatReady(userPage);

    await userPage.context().setOffline(true);
    const missed = [unique('Sent while offline'), unique('Also while offline')];
    for (const body of missed) {
      const answer = await callApi(adminPage, 'POST', `/v1/rooms/${room.id}/messages`, { token: adminToken, json: { body } });
      expect(answer.status).toBe(201);
    }
    await userPage.context().setOffline(false);
    for (const body of missed) await messageWith(userPage, body).waitFor({ timeout: 20_000 });
  });

  it('tells a channel reader why they cannot write', async () => {
    const adminPage = await h.newPage('/login');
    const room = await createRoom(adminPage, { is_channel: true });
    const userPage = await h.newPage('/login');
    // In the dark theme, so that the accessibility check covers it.
    await userPage.evaluate(() => localStorage.setItem('theme', 'dark'));
    await signInAs(userPage, DEMO.user, `/chat/${room.id}`);
    await userPage.getByTestId('read-only').getByText('This is a channel: only admins write here. You can read it.').waitFor();
    expect(await userPage.getByRole('textbox', { name: /^Message in / }).count()).toBe(0);
  });
});

describe('presence and notifications', () => {
  it("turns a person's dot on when they open the app and off when they close it", async () => {
    const adminPage = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(adminPage, DEMO.admin, '/direct');
    const peer = adminPage.locator(`[data-testid="peer"][data-user-id="${userId}"]`);
    await peer.waitFor();
    const dot = peer.getByTestId('presence-dot');
    await expect.poll(() => dot.getAttribute('data-online')).toBe('false');
    expect(await peer.textContent()).toContain('Offline');

    const userPage = await h.newPage('/login');
    await signInAs(userPage, DEMO.user, '/');
    await expect.poll(() => dot.getAttribute('data-online'), { timeout: 5000 }).toBe('true');
    expect(await peer.textContent()).toContain('Online');

    await userPage.context().close();
    await expect.poll(() => dot.getAttribute('data-online'), { timeout: 5000 }).toBe('false');
  });

  it('shows a new notification on the bell at once, not at the next poll', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const [start, end] = (await absenceDates(page, userToken)).first;
    const created = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token: userToken,
      json: { type: 'vacation', start_date: start, end_date: end },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await signInAs(page, DEMO.user, '/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    const unread: number = (await callApi(page, 'GET', '/v1/notifications/get?limit=1', { token: userToken })).body.unread;
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');
    // The lobby socket is open once the presence store knows the user is there.
    await page.waitForTimeout(1500);

    const approved = await callApi(page, 'PATCH', '/v1/vacation-sick/update', {
      token: adminToken,
      json: { id: created.body.id, status: 'approved' },
    });
    expect(approved.status).toBe(200);
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5000, interval: 100 }).toBe(`Notifications, ${unread + 1} unread`);
  });
});

// A 2×2 PNG: a room's picture.
const ROOM_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('/rooms', () => {
  it('adds, edits and deletes a room', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/rooms?page=x');
    await page.getByRole('heading', { name: 'Chat rooms', level: 1 }).waitFor();
    expect(await page.title()).toBe('Chat rooms');

    await page.getByRole('button', { name: 'Add room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add room' });
    // The name is required.
    await dialog.getByRole('button', { name: 'Add room' }).click();
    await dialog.getByText('Enter room name').waitFor();
    const name = unique('Team room');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test');
    await dialog.getByRole('switch', { name: 'Channel' }).click();
    // A picture, uploaded at once and shown in the form.
    await dialog.getByTestId('room-image-file').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: ROOM_PNG });
    await dialog.getByRole('img', { name: 'The room’s picture' }).waitFor();
    await dialog.getByRole('searchbox', { name: 'Search people' }).fill('Wiśniewski');
    await dialog.getByRole('checkbox', { name: new RegExp(DEMO.user.fullName) }).check();
    await dialog.getByRole('button', { name: `Remove ${DEMO.user.fullName}` }).waitFor();
    await dialog.getByRole('button', { name: 'Add room' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/chat\/[0-9a-f-]{36}$/);
    await page.getByText('Channel', { exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'All rooms' }).click();
    const row = page.getByRole('listitem', { name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Channel');
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('Members: 2');
    // The row shows the room's picture, served from the app's host.
    expect(await row.getByTestId('room-image').getAttribute('src')).toMatch(/^\/api\/v1\/media\/files\/rooms\//);
    await expect.poll(() => row.getByTestId('room-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit room' });
    const renamed = `${name} renamed`;
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    const renamedRow = page.getByRole('listitem', { name: renamed });
    await renamedRow.waitFor();
    await expect.poll(() => renamedRow.textContent()).toContain('Inactive');

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the room?' });
    await confirm.getByRole('button', { name: 'Delete room' }).click();
    await page.getByRole('status').filter({ hasText: 'Room deleted.' }).waitFor();
    await renamedRow.waitFor({ state: 'detached' });
  });

  it('shows a member the room with its unread count, and offers no management', async () => {
    const adminPage = await h.newPage('/login');
    const room = await createRoom(adminPage);
    const answer = await callApi(adminPage, 'POST', `/v1/rooms/${room.id}/messages`, { token: adminToken, json: { body: 'Unread one' } });
    expect(answer.status).toBe(201);
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, '/rooms');
    const row = page.getByRole('listitem', { name: room.name });
    await row.waitFor();
    expect(await row.getByTestId('unread-count').textContent()).toContain('1');
    expect(await row.textContent()).toContain('Unread one');
    expect(await row.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add room' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('nav-badge-rooms').count()).toBe(1);

    // Opening the room reads it: the count goes.
    await row.getByRole('link', { name: `Open ${room.name}` }).click();
    await messageWith(page, 'Unread one').waitFor();
    await expect.poll(async () => (await callApi(page, 'GET', '/v1/rooms/' + room.id, { token: userToken })).body.unread).toBe(0);
  });

  it('says a room is out of reach with the words of the specification', async () => {
    const adminPage = await h.newPage('/login');
    const answer = await callApi(adminPage, 'POST', '/v1/rooms/', {
      token: adminToken,
      json: { name: unique('Admins only'), member_ids: [] },
    });
    expect(answer.status).toBe(201);
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, `/chat/${answer.body.id}`);
    await page.getByText(/You are not authorized to perform this action\.|This room does not exist\./).first().waitFor();
  });
});

describe('/direct', () => {
  it('lists people, then opens a conversation with a way back on a phone', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 } });
    await signInAs(page, DEMO.user, '/direct');
    await page.getByRole('heading', { name: 'Direct', level: 1 }).waitFor();
    const peer = page.locator(`[data-testid="peer"][data-user-id="${adminId}"]`);
    await peer.click();
    expect(new URL(page.url()).search).toBe(`?user=${adminId}`);
    await page.getByRole('heading', { name: DEMO.admin.fullName, level: 2 }).waitFor();
    await chatReady(page);
    // The list gives way to the conversation on a phone.
    expect(await page.getByRole('heading', { name: 'Direct', level: 1 }).isVisible()).toBe(false);

    const text = unique('Direct hello');
    const box = page.getByRole('textbox', { name: `Message to ${DEMO.admin.fullName}` });
    await box.fill(text);
    await box.press('Enter');
    await messageWith(page, text).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // The other side gets it live, in the list and the conversation.
    const adminPage = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(adminPage, DEMO.admin, `/direct?user=${userId}`);
    await messageWith(adminPage, text).waitFor();
    const second = unique('Second direct');
    await send2(page, box, second);
    await messageWith(adminPage, second).waitFor({ timeout: 5000 });

    await page.getByRole('button', { name: 'Back to people' }).click();
    await page.getByRole('heading', { name: 'Direct', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('speaks Polish (in the dark theme)', async () => {
    const page = await h.newPage('/login?lng=pl');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, DEMO.user, '/rooms?lng=pl');
    await page.getByRole('heading', { name: 'Pokoje czatu', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Czat' }).count()).toBe(1);
    await page.goto(`/direct?user=${adminId}`);
    await page.getByRole('textbox', { name: `Wiadomość do: ${DEMO.admin.fullName}` }).waitFor();
    expect(await page.getByRole('textbox', { name: `Wiadomość do: ${DEMO.admin.fullName}` }).getAttribute('placeholder')).toBe(
      'Napisz wiadomość…',
    );
  });
});

async function send2(page: Page, box: ReturnType<Page['getByRole']>, text: string) {
  await box.fill(text);
  await box.press('Enter');
  await messageWith(page, text).waitFor();
}
