// The header's notification bell: an admin is told of a vacation request and opens it; the user is
// told of the approval, marks it read and deletes it; the keyboard and a click outside; Polish and
// a phone; a confirmed shift's notification (and its link) opens the shift in the work schedule.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, setSignupPolicy, signInAs } from './support/session';
import { absenceDates, workingDays as workingDaysFrom } from './support/workdays';

const h = useHarness();

// A vacation request (three days from a working day, 50 or more days ahead, past the demo's
// absences), chosen from the user's working days once the server runs.
let START = '';
let END = '';

beforeAll(async () => {
  const page = await h.newPage('/login');
  [START, END] = (await absenceDates(page, await apiToken(page, DEMO.user))).first;
});

/** Working days of the user (as the API counts them) from a week after END on, one per request. */
async function workingDays(page: Page, token: string, count: number): Promise<string[]> {
  const days = await workingDaysFrom(page, token, addDays(END, 7), 60);
  expect(days.length).toBeGreaterThanOrEqual(count);
  return days.slice(0, count);
}

const bell = (page: Page, name: RegExp = /^Notifications/) => page.getByRole('button', { name });
const panel = (page: Page, name = 'Notifications list') => page.getByRole('dialog', { name });
const unreadOf = async (page: Page, token: string): Promise<number> => {
  const answer = await callApi(page, 'GET', '/v1/notifications/get?limit=1', { token });
  expect(answer.status).toBe(200);
  return answer.body.unread;
};
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

describe('notification bell', () => {
  let requestId = '';

  it("shows an admin the new request's count, words it, and opens the request from it", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const userToken = await apiToken(page, DEMO.user);
    const created = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token: userToken,
      json: { type: 'vacation', start_date: START, end_date: END },
    });
    expect(created.status).toBe(200);
    requestId = created.body.id;
    const hours: number = created.body.hours;

    const adminToken = await signInAs(page, DEMO.admin, '/');
    await expect.poll(() => page.title()).toBe('Dashboard');
    const unread = await unreadOf(page, adminToken);
    expect(unread).toBeGreaterThan(0);
    const button = bell(page);
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread));
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('notification-badge').textContent()).toBe(unread > 99 ? '99+' : String(unread));
    // The toasts keep their own region; the bell is a button.
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(1);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const list = panel(page);
    await list.getByRole('heading', { name: 'Notifications' }).waitFor();
    const item = list.getByRole('listitem').filter({ hasText: 'Jan Wiśniewski requested a vacation' });
    await item.waitFor();
    expect(await item.textContent()).toContain(`${hours} h`);
    expect(await item.getByRole('button', { name: 'Mark as read' }).count()).toBe(1);
    expect(await item.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    expect(await item.locator('time').textContent()).toMatch(/now|second|minute/);

    await item.getByRole('button', { name: /^Unread: Jan Wiśniewski requested a vacation/ }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/vacations?id=${requestId}`);
    await list.waitFor({ state: 'hidden' });
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread - 1));
    expect(await unreadOf(page, adminToken)).toBe(unread - 1);
  });

  it('tells the user of the approval; they mark it read and unread, then delete it', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const adminToken = await apiToken(page, DEMO.admin);
    const approved = await callApi(page, 'PATCH', '/v1/vacation-sick/update', {
      token: adminToken,
      json: { id: requestId, status: 'approved' },
    });
    expect(approved.status).toBe(200);
    // A second one, rejected, so that 'Mark all as read' has something left to do.
    const userToken = await apiToken(page, DEMO.user);
    const [otherDay] = await workingDays(page, userToken, 1);
    const other = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token: userToken,
      json: { type: 'vacation', start_date: otherDay, end_date: otherDay },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const rejected = await callApi(page, 'PATCH', '/v1/vacation-sick/update', {
      token: adminToken,
      json: { id: other.body.id, status: 'rejected' },
    });
    expect(rejected.status).toBe(200);

    const token = await signInAs(page, DEMO.user, '/');
    await expect.poll(() => page.title()).toBe('Dashboard');
    const unread = await unreadOf(page, token);
    expect(unread).toBeGreaterThanOrEqual(2);
    const button = bell(page);
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread));
    await button.click();
    const list = panel(page);
    const item = list.getByRole('listitem').filter({ hasText: 'Your request for a vacation was approved' });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Approved by ${DEMO.admin.fullName}`);

    await item.getByRole('button', { name: 'Mark as read' }).click();
    await item.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread - 1));
    await expect.poll(() => unreadOf(page, token)).toBe(unread - 1);
    await item.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread));

    const before = (await callApi(page, 'GET', '/v1/notifications/get', { token })).body.count;
    await item.getByRole('button', { name: 'Delete' }).click();
    await item.waitFor({ state: 'detached' });
    await expect.poll(async () => (await callApi(page, 'GET', '/v1/notifications/get', { token })).body.count).toBe(before - 1);
    await expect.poll(() => button.getAttribute('aria-label')).toBe(bellName(unread - 1));
    // The panel is still open and keeps the focus inside it.
    expect(await list.isVisible()).toBe(true);
    expect(await list.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // 'Mark all as read' clears the badge.
    const rejectedItem = list.getByRole('listitem').filter({ hasText: 'Your request for a vacation was rejected' });
    expect(await rejectedItem.textContent()).toContain(`Rejected by ${DEMO.admin.fullName}`);
    await list.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
    await rejectedItem.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await expect.poll(() => unreadOf(page, token)).toBe(0);
  });

  it('opens with Enter, moves with Tab, closes with Escape (focus back on the bell) and on a click outside; undoes a failed change', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/');
    await expect.poll(() => page.title()).toBe('Dashboard');
    const button = bell(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const list = panel(page);
    await list.waitFor();
    expect(await button.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    await list.getByRole('listitem').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await list.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)).toBe(true);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Notifications/);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await list.waitFor();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await list.waitFor({ state: 'hidden' });

    // A failed change is undone and said in a toast.
    await page.route(
      '**/api/v1/notifications/delete/**',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
    );
    await button.click();
    const first = list.getByRole('listitem').first();
    const text = await first.textContent();
    const items = await list.getByRole('listitem').count();
    await first.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Something went wrong. Please try again.').waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(items);
    expect(await list.getByRole('listitem').first().textContent()).toBe(text);
  });

  it('words the notification in Polish and opens as a full-width sheet on a phone', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 } });
    await signInAs(page, DEMO.admin, '/?lng=pl');
    const button = bell(page, /^Powiadomienia/);
    await button.click();
    const list = panel(page, 'Lista powiadomień');
    await list.getByRole('listitem').filter({ hasText: 'Jan Wiśniewski: wniosek o urlop' }).first().waitFor();
    await list.getByRole('button', { name: 'Usuń' }).first().waitFor();
    const box = await list.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(375);
    const header = await page.locator('header').boundingBox();
    expect(Math.round(box!.y)).toBeGreaterThanOrEqual(Math.round(header!.y + header!.height) - 1);
  });

  it("pages with 'Load more', and says when there is nothing", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const userToken = await apiToken(page, DEMO.user);
    // 21 one-day sick notes (the first working day was rejected above): 21 more notifications for the admin.
    const days = (await workingDays(page, userToken, 22)).slice(1);
    for (const d of days) {
      const answer = await callApi(page, 'POST', '/v1/vacation-sick/create', {
        token: userToken,
        json: { type: 'sick', start_date: d, end_date: d },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const adminToken = await signInAs(page, DEMO.admin, '/');
    const total: number = (await callApi(page, 'GET', '/v1/notifications/get?limit=1', { token: adminToken })).body.count;
    expect(total).toBeGreaterThan(20);
    await bell(page).click();
    const list = panel(page);
    await list.getByRole('listitem').filter({ hasText: 'Jan Wiśniewski requested sick leave' }).first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    await list.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(Math.min(total, 40));
    expect(await list.getByRole('button', { name: 'Load more' }).count()).toBe(total > 40 ? 1 : 0);

    // A new account has none.
    const fresh = await h.newPage('/login');
    const email = `bell-${Date.now()}@example.test`;
    await setSignupPolicy(fresh, 'open');
    expect(
      (await callApi(fresh, 'POST', '/v1/users/signup', { json: { email, password: 'password-one', full_name: 'Nowa Osoba' } })).status,
    ).toBe(200);
    await signInAs(fresh, { email, password: 'password-one' }, '/');
    await expect.poll(() => bell(fresh).getAttribute('aria-label')).toBe('Notifications');
    expect(await fresh.getByTestId('notification-badge').count()).toBe(0);
    await bell(fresh).click();
    await panel(fresh).getByText('No notifications').waitFor();
    expect(await panel(fresh).getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
  });
});

describe('confirmed shifts', () => {
  it("opens the shift's dialog from the notification and from the ?shift= link", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const userToken = await apiToken(page, DEMO.user);
    const around = warsawToday();
    const schedule = await callApi(page, 'GET', `/v1/work-schedule/get?start=${addDays(around, -1)}&end=${addDays(around, 1)}`, {
      token: userToken,
    });
    expect(schedule.status).toBe(200);
    const today: string = schedule.body.today;
    const shift = schedule.body.data.find((s: { date: string; off_schedule: boolean }) => s.date === today && !s.off_schedule);
    expect(shift).toBeTruthy();
    expect((await callApi(page, 'POST', '/v1/work-schedule/start', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(
      200,
    );
    expect((await callApi(page, 'POST', '/v1/work-schedule/stop', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(200);
    const adminToken = await apiToken(page, DEMO.admin);
    expect((await callApi(page, 'PATCH', '/v1/work-schedule/confirm', { token: adminToken, json: { schedule_id: shift.id } })).status).toBe(
      200,
    );

    await signInAs(page, DEMO.user, '/');
    await expect.poll(() => page.title()).toBe('Dashboard');
    await bell(page).click();
    const item = panel(page).getByRole('listitem').filter({ hasText: `Confirmed by ${DEMO.admin.fullName}` }).first();
    await item.waitFor();
    expect(await item.textContent()).toMatch(/^.*Your shift of .+ was confirmed/);
    await item.getByRole('button', { name: /was confirmed/ }).click();
    await expect.poll(() => page.title()).toBe('Work Scheduler');
    expect(page.url()).toContain(`month=${today.slice(0, 7)}`);
    expect(page.url()).toContain(`shift=${shift.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Plan', { exact: true }).waitFor();
    await dialog.getByText('Confirmed', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).not.toContain('shift=');

    // The link itself, opened directly.
    await page.goto(`/work-schedule?month=${today.slice(0, 7)}&shift=${shift.id}`);
    await expect.poll(() => page.title()).toBe('Work Scheduler');
    await page.getByRole('dialog').getByText('Plan', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Clicking a day's shift still opens its dialog.
    await page.locator(`li[data-date="${today}"]`).getByRole('button').first().click();
    await page.getByRole('dialog').getByText('Plan', { exact: true }).waitFor();
  });
});
