// The dashboard's 'My shift (today)': the demo user starts and stops today's planned shift.
import { describe, expect, it } from 'vitest';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { warsawToday } from './support/clock';
import { apiToken, callApi, DEMO, DEMO_PASSWORD, setSignupPolicy, signInAs } from './support/session';

const h = useHarness();
const ADMIN2 = { email: 'admin2@acme.test', password: DEMO_PASSWORD, fullName: 'Ewelina Sikora' };
const toasts = (page: import('playwright-core').Page) => page.getByRole('region', { name: 'Notifications' });

describe('dashboard', () => {
  it("lets the user start and stop today's shift, one request per click, and shows the times", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, '/');
    await expect.poll(() => page.title()).toBe('Dashboard');
    const card = page.getByRole('region', { name: 'My shift (today)' });
    await card.getByTestId('my-shift-status').getByText('Not started').waitFor();
    expect(await card.getByTestId('my-shift-planned').textContent()).toMatch(/\d{1,2}:\d{2}.*–.*\d{1,2}:\d{2}/);
    expect(await card.getByTestId('my-shift-started').textContent()).toBe('—');

    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/work-schedule/start')) starts.push(request.method());
    });
    await card.getByRole('button', { name: 'Start shift' }).dblclick();
    await toasts(page).getByText('Shift started').waitFor();
    await card.getByTestId('my-shift-status').getByText('Started, not finished').waitFor();
    expect(starts).toEqual(['POST']);
    expect(await card.getByTestId('my-shift-started').textContent()).toMatch(/\d{1,2}:\d{2}/);

    await card.getByRole('button', { name: 'Stop shift' }).click();
    await page.getByRole('dialog', { name: 'Stop the shift?' }).getByRole('button', { name: 'Stop shift' }).click();
    await toasts(page).getByText('Shift stopped').waitFor();
    await card.getByTestId('my-shift-status').getByText('Finished, not confirmed').waitFor();
    expect(await card.getByTestId('my-shift-ended').textContent()).toMatch(/\d{1,2}:\d{2}/);
    expect(await card.getByRole('button', { name: /shift/ }).count()).toBe(0);
  });

  it("says so when there is no shift today, and Polish shows the card's texts", async () => {
    const page = await h.newPage('/login');
    // A fresh account has no shifts.
    const email = `dash-${Date.now()}@example.test`;
    await setSignupPolicy(page, 'open');
    const signup = await callApi(page, 'POST', '/v1/users/signup', { json: { email, password: 'password-one', full_name: 'Nowa Osoba' } });
    expect(signup.status).toBe(200);
    await signInAs(page, { email, password: 'password-one' }, '/?lng=pl');
    await page.getByRole('region', { name: 'Moja zmiana (dziś)' }).getByText('Na dziś nie zaplanowano zmiany').waitFor();
  });

  it('offers off-schedule work only to someone employed: without an employment the card says why instead', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    const email = `dash-unemployed-${Date.now()}@example.test`;
    const superToken = await apiToken(page, DEMO.superadmin);
    const created = await callApi(page, 'POST', '/v1/users/', {
      token: superToken,
      json: { email, password: 'password-one', full_name: 'Bez Etatu' },
    });
    expect(created.status).toBe(200);
    await signInAs(page, { email, password: 'password-one' }, '/');
    const card = page.getByRole('region', { name: 'My shift (today)' });
    await card.getByText('No shift planned for today').waitFor();
    await card.getByText('You are not employed in any company, so you cannot start off-schedule work.').waitFor();
    expect(await card.getByRole('button', { name: 'Start off-schedule work' }).count()).toBe(0);

    // Employed from today on (the company-local date the API answers), the button is there.
    const today = (await callApi(page, 'GET', `/v1/work-schedule/get?start=${warsawToday()}&end=${warsawToday()}`, { token: superToken }))
      .body.today as string;
    const companies = (await callApi(page, 'GET', '/v1/companies/', { token: superToken })).body.data as { id: string; country: string }[];
    const hired = await callApi(page, 'POST', '/v1/employees/', {
      token: superToken,
      json: { user_id: created.body.id, company_id: companies.find((c) => c.country === 'PL')!.id, start_date: today },
    });
    expect(hired.status).toBe(200);
    await page.reload();
    await card.getByRole('button', { name: 'Start off-schedule work' }).waitFor();
    expect(await card.getByText('You are not employed in any company', { exact: false }).count()).toBe(0);
  });
});

describe('dashboard for admins', () => {
  // Runs after the first test of this file, which left user@'s shift of today finished, not confirmed.
  it("shows the date's running and finished shifts of the admin's companies and confirms a finished one", { tags: ['date'] }, async () => {
    const colleague = await h.newPage('/login');
    await signInAs(colleague, ADMIN2, '/');
    await colleague.getByRole('region', { name: 'My shift (today)' }).getByRole('button', { name: 'Start shift' }).click();
    await toasts(colleague).getByText('Shift started').waitFor();

    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/');
    const status = page.getByRole('region', { name: 'Employee shift status' });
    const running = status.getByRole('table', { name: /Started, not finished/ });
    const finished = status.getByRole('table', { name: /Finished, not confirmed/ });
    const colleagueRow = running.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ADMIN2.fullName }) });
    await colleagueRow.waitFor();
    expect(await colleagueRow.textContent()).toMatch(/\d{1,2}:\d{2}/);

    const userRow = finished.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO.user.fullName }) });
    await userRow.waitFor();
    await userRow.getByRole('button', { name: `Confirm the shift of ${DEMO.user.fullName}` }).click();
    await toasts(page).getByText('Shift confirmed').waitFor();
    // Its row leaves the table (the demo's colleagues may have finished shifts of their own today,
    // depending on the hour the test runs).
    await expect.poll(() => userRow.count()).toBe(0);

    // Another day has nothing waiting.
    await fillDate(status.getByLabel('Date'), '2001-01-01');
    await running.getByRole('cell', { name: 'No shifts' }).waitFor();
  });
});
