// /vacations: the user sees the balance, requests a vacation with the hours preview, is stopped by
// an end before the start; the admin finds the request (also from a notification link) and
// approves it; the user sees it approved with the balance lower, the notification on the bell and
// the days on the team calendar, and cancels another request.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';
import { absenceDates } from './support/workdays';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** '1,234.5 h' -> 1234.5 (English numbers). */
const hoursOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

// The main request (three days from a working day), and a second one (a week later) to cancel;
// chosen from the user's working days once the server runs.
let START = '';
let END = '';
let OTHER_START = '';
let OTHER_END = '';
let YEAR = '';

beforeAll(async () => {
  const page = await h.newPage('/login');
  const dates = await absenceDates(page, await apiToken(page, DEMO.user));
  [START, END] = dates.first;
  [OTHER_START, OTHER_END] = dates.second;
  YEAR = START.slice(0, 4);
});

describe('absence', { tags: ['date'] }, () => {
  let requestId = '';
  let requestHours = 0;
  let availableBefore = 0;

  it('lets a user request a vacation with a live hours preview, and refuses an end before the start', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, `/vacations?year=${YEAR}`);
    await expect.poll(() => page.title()).toBe('Absence');
    await page.getByRole('heading', { name: `Vacation balance ${YEAR}` }).waitFor();
    await page.getByTestId('balance-available').waitFor();
    availableBefore = hoursOf(await page.getByTestId('balance-available').textContent());
    expect(availableBefore).toBeGreaterThan(0);
    expect(await page.getByTestId('balance-force-majeure').textContent()).toContain('of 4');
    await page.getByText(`No requests in ${YEAR}.`).waitFor();

    let creates = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/vacation-sick/create')) creates++;
    });

    const form = page.getByRole('form', { name: 'New request' });
    // The end before the start: the message at the end date, nothing sent.
    await fillDate(form.getByLabel('Start date'), END);
    await fillDate(form.getByLabel('End date'), START);
    const endField = form.getByLabel('End date');
    await form.getByText('End date cannot be earlier than start date').waitFor();
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect.poll(() => endField.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => endField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(creates).toBe(0);
    expect(await toasts(page).getByText('Failed to submit vacation request').count()).toBe(0);

    // A valid range: the preview counts the days and their hours.
    await form.getByLabel('Type').selectOption({ label: 'Vacation (annual)' });
    await fillDate(form.getByLabel('Start date'), START);
    await fillDate(form.getByLabel('End date'), END);
    expect(await form.getByText('End date cannot be earlier than start date').count()).toBe(0);
    const preview = page.getByTestId('vacation-preview');
    // The days that count are the planned shifts in the range (else the workdays).
    const daysText = preview.getByText(/^Days: \d+$/);
    await daysText.waitFor();
    const dayCount = Number((await daysText.textContent())!.replace(/\D/g, ''));
    expect(dayCount).toBeGreaterThan(0);
    expect(await preview.getByTestId('preview-days').getByRole('listitem').count()).toBe(dayCount);
    requestHours = hoursOf(await preview.getByTestId('preview-total').locator('span').first().textContent());
    expect(requestHours).toBeGreaterThan(0);
    await preview.getByText(/Available before: .* h, left after: .* h/).waitFor();

    await form.getByLabel('Reason (optional)').fill('Family trip');
    await form.getByRole('button', { name: 'Submit request' }).click();
    await toasts(page).getByText('Vacation request submitted').waitFor();
    expect(creates).toBe(1);

    const row = page.getByRole('row').filter({ hasText: 'Family trip' });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText(`${requestHours} h`, { exact: true }).waitFor();
    requestId = (await row.getAttribute('data-request-id')) ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Pending vacation hours are held back from what is available.
    await expect.poll(async () => hoursOf(await page.getByTestId('balance-available').textContent())).toBe(availableBefore - requestHours);
    expect(hoursOf(await page.getByTestId('balance-pending').textContent())).toBe(requestHours);

    // The same days again: the API refuses the overlap and the form says why.
    await fillDate(form.getByLabel('Start date'), START);
    await fillDate(form.getByLabel('End date'), END);
    await form.getByRole('button', { name: 'Submit request' }).click();
    await toasts(page).getByText('Failed to submit vacation request').waitFor();
    await form.getByRole('alert').getByText(/overlaps another pending request/).waitFor();
  });

  it('lets the admin find the request in the list, also from a link, and approve it', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/vacations');
    await expect.poll(() => page.title()).toBe('Absence');
    await page.getByRole('tab', { name: 'Requests to handle', selected: true }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    const row = page.locator(`tr[data-request-id="${requestId}"]`);
    await row.getByText('Jan Wiśniewski', { exact: true }).waitFor();
    await row.getByText('Vacation (annual)', { exact: true }).waitFor();
    await row.getByText(`${requestHours} h`, { exact: true }).waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();

    // Other filters hide it, resetting shows it again.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Sick leave' });
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await row.waitFor();

    // A notification's link with the approved filter set: the request shows, highlighted.
    await page.goto(`/vacations?status=approved&id=${requestId}`);
    const linked = page.locator(`tr[data-request-id="${requestId}"][data-highlighted]`);
    await linked.getByText('Opened from a link', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('pending');
    expect(await linked.evaluate((element) => element === document.activeElement)).toBe(true);

    await linked.getByRole('button', { name: /^Approve/ }).click();
    await toasts(page).getByText('Status updated').waitFor();
    await linked.getByText('Approved', { exact: true }).waitFor();
    expect(await linked.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
  });

  it('shows the user the approved request and the lower balance, and cancels another request after a warning', async () => {
    const page = await h.newPage('/login');
    const token = await apiToken(page, DEMO.user);
    const other = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token,
      json: { type: 'free', start_date: OTHER_START, end_date: OTHER_END, reason: 'Moving house' },
    });
    expect(other.status).toBe(200);

    await signInAs(page, DEMO.user, `/vacations?year=${YEAR}`);
    const approved = page.locator(`tr[data-request-id="${requestId}"]`);
    await approved.getByText('Approved', { exact: true }).waitFor();
    await expect.poll(async () => hoursOf(await page.getByTestId('balance-available').textContent())).toBe(availableBefore - requestHours);
    expect(hoursOf(await page.getByTestId('balance-used').textContent())).toBe(requestHours);

    // The bell has the approval; it leads back to the request.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const item = page.getByRole('dialog', { name: 'Notifications list' }).getByRole('listitem').filter({
      hasText: 'Your request for a vacation was approved',
    });
    await item.getByText(/Approved by Adam Kowalski/).waitFor();
    await item.getByText('Your request for a vacation was approved').click();
    // The link names the request; once the screen has read it, it shows the request's year (the
    // address says so). Leaving before that would race the screen's own move to that year.
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toBe(requestId);
    await expect.poll(() => new URL(page.url()).searchParams.get('year')).toBe(YEAR);

    // The team calendar shows the days away.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
    await expect.poll(() => page.title()).toBe('Calendar');
    await page.goto(`/calendar?month=${START.slice(0, 7)}`);
    const startDay = page.locator(`button[data-date="${START}"]`);
    await startDay.locator('[data-kind="vacation"][title="Jan Wiśniewski: Vacation"]').waitFor();
    // The day's description (aria-describedby) names who is away and why.
    const description = await startDay.evaluate((button) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent
    );
    expect(description).toMatch(/Away: (.*, )?Jan Wiśniewski \(Vacation\)/);
    await page.goto(`/vacations?year=${YEAR}`);

    const row = page.getByRole('row').filter({ hasText: 'Moving house' });
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Cancel request/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
    await dialog.getByText(/Cancelling is irreversible/).waitFor();
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep the request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Pending', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Cancel request/ }).click();
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await toasts(page).getByText('Vacation Canceled').waitFor();
    await row.getByText('Canceled', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Cancel request/ }).count()).toBe(0);
  });

  it('is readable in Polish at phone width, with the statuses translated', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    await signInAs(page, DEMO.user, `/vacations?year=${YEAR}&lng=pl&id=${requestId}`);
    await page.getByRole('heading', { name: `Saldo urlopowe ${YEAR}` }).waitFor();
    const row = page.locator(`tr[data-request-id="${requestId}"][data-highlighted]`);
    await row.getByText('Zatwierdzony', { exact: true }).waitFor();
    await row.getByText('Otwarty z linku', { exact: true }).waitFor();
    expect(await page.getByText('Anulowany').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
