// /work-schedule: the month calendar, statistics and shift details; an admin views a user's
// schedule, confirms a finished shift and applies a template.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillMonth } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The company-local today and today's shift of the account, from the API. */
async function todayOf(page: Page, token: string) {
  const around = warsawToday();
  const answer = await callApi(page, 'GET', `/v1/work-schedule/get?start=${addDays(around, -1)}&end=${addDays(around, 1)}`, { token });
  expect(answer.status).toBe(200);
  const today: string = answer.body.today;
  const shift = answer.body.data.find((s: { date: string; off_schedule: boolean }) => s.date === today && !s.off_schedule);
  return { today, shift };
}

/** The first and last day of the month the API calls today's, for the account. */
async function currentMonth(page: Page, token: string) {
  const { today } = await todayOf(page, token);
  const month = today.slice(0, 7);
  return { start: `${month}-01`, end: addDays(`${addMonths(month, 1)}-01`, -1) };
}

describe('work schedule', () => {
  it('shows the user their month, the statistics and a shift, and moves between months', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const token = await signInAs(page, DEMO.user, '/work-schedule');
    await expect.poll(() => page.title()).toBe('Work Scheduler');
    const { today } = await todayOf(page, token);
    const month = page.getByTestId('month-title');
    const title = await month.textContent();

    const cell = page.locator(`li[data-date="${today}"]`);
    await cell.getByRole('button').first().waitFor();
    expect(Number(await page.getByTestId('stat-total_shifts').textContent())).toBeGreaterThan(0);
    await page.getByRole('table').getByText('Planned hours').waitFor();

    await cell.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Plan', { exact: true }).waitFor();
    await dialog.getByText('Not started').waitFor();
    expect(await dialog.getByText('Confirm shift').count()).toBe(0); // users do not confirm
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => month.textContent()).not.toBe(title);
    expect(page.url()).toContain('month=');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect.poll(() => month.textContent()).toBe(title);
  });

  it('says in the shift dialog who confirmed a shift', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const token = await apiToken(page, DEMO.user);
    const superToken = await apiToken(page, DEMO.superadmin);
    const today = warsawToday();
    const past = (await callApi(page, 'GET', `/v1/work-schedule/get?start=${addDays(today, -60)}&end=${addDays(today, -1)}`, { token }))
      .body.data as {
        id: string;
        date: string;
        confirmed_by: string | null;
      }[];
    const confirmed = past.find((s) => s.confirmed_by);
    if (!confirmed) throw new Error('no shift confirmed by someone in the last 60 days');
    const confirmer = (await callApi(page, 'GET', `/v1/users/${confirmed.confirmed_by}`, { token: superToken })).body as {
      full_name: string | null;
      email: string;
    };
    await signInAs(page, DEMO.user, `/work-schedule?month=${confirmed.date.slice(0, 7)}&shift=${confirmed.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`by ${confirmer.full_name || confirmer.email}`, { exact: false }).waitFor();
  });

  it("lets an admin open a user's schedule, confirm a finished shift and apply a template", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    // The user works today's shift through the API.
    const userToken = await apiToken(page, DEMO.user);
    const { today, shift } = await todayOf(page, userToken);
    expect((await callApi(page, 'POST', '/v1/work-schedule/start', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(
      200,
    );
    expect((await callApi(page, 'POST', '/v1/work-schedule/stop', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(200);

    await signInAs(page, DEMO.admin, '/work-schedule');
    const employee = page.getByRole('combobox', { name: 'Employee' });
    // The people have loaded once the box names the admin (before, it holds their id).
    await expect.poll(() => employee.inputValue()).toBe(DEMO.admin.fullName);
    await employee.fill('Wiśniewski');
    await page.getByRole('option', { name: /Jan Wiśniewski/ }).click();
    await expect.poll(() => page.url()).toContain('user=');
    const finished = page.locator(`li[data-date="${today}"]`).getByRole('button', { name: /Finished, not confirmed/ });
    await finished.waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const confirmedBefore = Number(await page.getByTestId('stat-confirmed').textContent());

    await finished.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Confirm shift' }).waitFor();
    // The start that counts: its date and 24-hour time, as one wall time of the company's zone.
    const started = dialog.getByRole('group', { name: 'Start that counts' });
    expect(await started.getAttribute('data-value')).toMatch(new RegExp(`^${today}T\\d{2}:\\d{2}$`));
    expect(await started.getByLabel('Time').inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await dialog.getByLabel('Notes').fill('Checked on site');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toasts(page).getByText('Shift confirmed').waitFor();
    await dialog.getByText('Checked on site').first().waitFor();
    await expect.poll(async () => Number(await page.getByTestId('stat-confirmed').textContent())).toBe(confirmedBefore + 1);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Apply template' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply template' });
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await apply.getByText('Choose a pattern', { exact: true }).nth(1).waitFor();
    const patterns = apply.getByLabel('Pattern').locator('option');
    await expect.poll(() => patterns.count()).toBeGreaterThan(1);
    await apply.getByLabel('Pattern').selectOption({ index: 1 });
    await fillMonth(apply.getByLabel('Start month'), addMonths(warsawToday().slice(0, 7), 2));
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await apply.getByTestId('apply-result').waitFor();
    expect(await apply.getByTestId('apply-result').textContent()).toMatch(/^Created: \d+, replaced: \d+, skipped: \d+$/);
  });

  it("never shows the previous person's month under the newly chosen one while it loads", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/work-schedule');
    const statistics = page.getByRole('table', { name: 'Statistics' });
    await statistics.waitFor();
    // Jan's month is held back until the screen has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/work-schedule\/get\?.*user_id=/, async (route) => {
      await held;
      await route.continue();
    });
    const employee = page.getByRole('combobox', { name: 'Employee' });
    // The people have loaded once the box names the admin (before, it holds their id).
    await expect.poll(() => employee.inputValue()).toBe(DEMO.admin.fullName);
    await employee.fill('Wiśniewski');
    await page.getByRole('option', { name: /Jan Wiśniewski/ }).click();
    await expect.poll(() => page.url()).toContain('user=');
    await statistics.waitFor({ state: 'detached' });
    expect(await page.locator('li[data-date] button').count()).toBe(0);
    release();

    await statistics.waitFor();
    const userId = new URL(page.url()).searchParams.get('user');
    const month = new URL(page.url()).searchParams.get('month');
    const adminToken = await page.evaluate(() => localStorage.getItem('access_token'));
    const { start, end } = month
      ? { start: `${month}-01`, end: addDays(addMonths(month, 1) + '-01', -1) }
      : await currentMonth(page, adminToken!);
    const jan = await callApi(page, 'GET', `/v1/work-schedule/get?start=${start}&end=${end}&user_id=${userId}`, { token: adminToken! });
    expect(await page.getByTestId('stat-total_shifts').textContent()).toBe(String(jan.body.statistics.total_shifts));
  });

  it('is readable in Polish at phone width', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    await signInAs(page, DEMO.user, '/work-schedule?lng=pl');
    await page.getByRole('table').getByText('Wszystkie zmiany').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
