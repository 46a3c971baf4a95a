// /open-shifts (issue 17): an admin publishes an open shift through the form, the demo user of the
// department claims it, the admin approves the claim, and the user finds the shift in their work
// schedule. The day is one the user has free, read from the API.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../web/src/locales/en.json';
import { localeEntries } from '../support/locales';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillDate, fillTime } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, DEMO_PASSWORD, signInAs } from './support/session';

const h = useHarness();
const ADMIN2 = { email: 'admin2@acme.test', password: DEMO_PASSWORD, fullName: 'Ewelina Sikora' };
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A day 3-40 days ahead with no shift and no absence of the account. */
async function freeDay(page: Page, token: string): Promise<string> {
  const start = addDays(warsawToday(), 3);
  const end = addDays(start, 37);
  const answer = await callApi(page, 'GET', `/v1/work-schedule/get?start=${start}&end=${end}`, { token });
  expect(answer.status).toBe(200);
  const taken = new Set<string>(answer.body.data.map((s: { date: string }) => s.date));
  for (const a of answer.body.absences as { start_date: string; end_date: string }[]) {
    for (let d = a.start_date; d <= a.end_date; d = addDays(d, 1)) taken.add(d);
  }
  for (let d = start; d <= end; d = addDays(d, 1)) if (!taken.has(d)) return d;
  throw new Error('no free day');
}

describe('open shifts', () => {
  it('an admin publishes, a user claims, the admin approves, the user sees the shift in their schedule', { tags: ['date'] }, async () => {
    const userPage = await h.newPage('/login');
    const userToken = await apiToken(userPage, DEMO.user);
    const date = await freeDay(userPage, userToken);

    // The admin publishes through the form.
    const admin = await h.newPage('/login');
    await signInAs(admin, DEMO.admin, '/open-shifts');
    await expect.poll(() => admin.title()).toBe('Open shifts');
    await admin.getByRole('button', { name: 'Publish an open shift' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Department').selectOption({ label: 'Produkcja' });
    await fillDate(dialog.getByRole('textbox', { name: 'Date', exact: true }), date);
    await dialog.getByLabel('Shift type').fill('Night cover');
    await fillTime(dialog.getByRole('textbox', { name: 'Start', exact: true }), '22:00');
    await fillTime(dialog.getByRole('textbox', { name: 'End', exact: true }), '06:00');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await toasts(admin).getByText('Open shift published').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const adminCard = admin.locator('li[data-open-shift-id]', { hasText: 'Night cover' });
    await adminCard.getByText('0 of 1 taken').waitFor();

    // The user claims it.
    await signInAs(userPage, DEMO.user, '/open-shifts');
    const card = userPage.locator('li[data-open-shift-id]', { hasText: 'Night cover' });
    await card.getByRole('button', { name: 'Claim' }).click();
    await toasts(userPage).getByText('Claim sent: an admin will decide').waitFor();
    await card.getByText('Your claim: Pending').waitFor();

    // The admin approves the claim.
    await admin.reload();
    await adminCard.getByRole('button', { name: `Approve: ${DEMO.user.fullName}` }).click();
    await toasts(admin).getByText('Claim approved: the shift is planned').waitFor();
    await adminCard.getByText('Filled').waitFor();

    // The user sees the approval and the shift in their schedule.
    // The approval notification's link opens the screen at the open shift.
    const id = await card.getAttribute('data-open-shift-id');
    await userPage.goto(`/open-shifts?id=${id}`);
    await userPage.locator(`li[data-open-shift-id="${id}"][aria-current="true"]`).getByText('Your claim: Approved').waitFor();
    await userPage.goto(`/work-schedule?month=${date.slice(0, 7)}`);
    await userPage.locator(`li[data-date="${date}"]`).getByRole('button', { name: /Night cover/ }).waitFor();
  });

  it(
    'a user gives a shift away from the shift dialog, a colleague accepts it on the Swaps tab, an admin approves',
    { tags: ['date'] },
    async () => {
      const userPage = await h.newPage('/login');
      const userToken = await apiToken(userPage, DEMO.user);
      const colleagueToken = await apiToken(userPage, ADMIN2);
      const start = addDays(warsawToday(), 2);
      const end = addDays(start, 40);
      const mine = (await callApi(userPage, 'GET', `/v1/work-schedule/get?start=${start}&end=${end}`, { token: userToken })).body;
      const theirs = (await callApi(userPage, 'GET', `/v1/work-schedule/get?start=${start}&end=${end}`, { token: colleagueToken })).body;
      const busy = new Set<string>(theirs.data.map((s: { date: string }) => s.date));
      for (const a of theirs.absences as { start_date: string; end_date: string }[]) {
        for (let d = a.start_date; d <= a.end_date; d = addDays(d, 1)) busy.add(d);
      }
      const shift = (mine.data as { id: string; date: string; off_schedule: boolean; started_at: string | null }[]).find(
        (s) => !s.off_schedule && !s.started_at && !busy.has(s.date),
      );
      if (!shift) throw new Error('no shift of the user on a day the colleague is free');

      await signInAs(userPage, DEMO.user, `/work-schedule?month=${shift.date.slice(0, 7)}&shift=${shift.id}`);
      const dialog = userPage.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Give away' }).click();
      await toasts(userPage).getByText('Shift offered to your colleagues').waitFor();
      await dialog.getByRole('link', { name: 'Swaps' }).click();
      const mineCard = userPage.locator('li[data-swap-id]').first();
      await mineCard.getByText('Offered', { exact: true }).waitFor();

      const colleague = await h.newPage('/login');
      await signInAs(colleague, ADMIN2, '/open-shifts?tab=swaps');
      const offer = colleague.locator('li[data-swap-id]', { hasText: DEMO.user.fullName }).filter({
        has: colleague.getByRole('button', { name: 'Accept' }),
      });
      await offer.getByRole('button', { name: 'Accept' }).click();
      await toasts(colleague).getByText('Offer accepted: an admin will decide').waitFor();

      const admin = await h.newPage('/login');
      await signInAs(admin, DEMO.admin, '/open-shifts?tab=swaps');
      const pending = admin.locator('li[data-swap-id]', { hasText: `Taken by ${ADMIN2.fullName}` });
      await pending.getByRole('button', { name: 'Approve' }).click();
      await toasts(admin).getByText('Swap approved: the plans changed').waitFor();
      await pending.getByText('Approved', { exact: true }).waitFor();

      const after = await callApi(admin, 'GET', `/v1/work-schedule/get?start=${shift.date}&end=${shift.date}`, { token: colleagueToken });
      expect(after.body.data.map((s: { id: string }) => s.id)).toContain(shift.id);
    },
  );

  it('a claim or an accept on a day the user already works is refused at once, with the reason and the date in the app’s format', {
    tags: ['date'],
  }, async () => {
    const page = await h.newPage('/login');
    const userToken = await apiToken(page, DEMO.user);
    const adminToken = await apiToken(page, DEMO.admin);
    const colleagueToken = await apiToken(page, ADMIN2);
    // A day 3-40 days ahead the user works and the colleague (same department) has a shift to give away.
    const start = addDays(warsawToday(), 3);
    const end = addDays(start, 37);
    const read = async (token: string) => (await callApi(page, 'GET', `/v1/work-schedule/get?start=${start}&end=${end}`, { token })).body;
    type Shift = { id: string; date: string; off_schedule: boolean; started_at: string | null };
    const mine = new Set((await read(userToken)).data.map((s: Shift) => s.date));
    const theirs = ((await read(colleagueToken)).data as Shift[]).find((s) => mine.has(s.date) && !s.off_schedule && !s.started_at);
    if (!theirs) throw new Error('no day both work');
    const date = theirs.date;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
    const reason = `${DEMO.user.fullName} already has a shift on ${shown}`;

    const departments = (await callApi(page, 'GET', '/v1/departments/', { token: adminToken })).body.data as { id: string; name: string }[];
    const production = departments.find((d) => d.name === 'Produkcja')!;
    const published = await callApi(page, 'POST', '/v1/open-shifts/', {
      token: adminToken,
      json: { department_id: production.id, date, type: 'Late cover', start: '22:00', end: '06:00', color: '#1e3a8a' },
    });
    expect(published.status).toBe(200);

    await signInAs(page, DEMO.user, '/open-shifts');
    const card = page.locator(`li[data-open-shift-id="${published.body.id}"]`);
    // Times as the rest of the English app shows them.
    await card.getByText(/10:00\sPM\s?–\s?6:00\sAM/).waitFor();
    await card.getByRole('button', { name: 'Claim' }).click();
    const toast = toasts(page).getByRole('alert').filter({ hasText: reason });
    await toast.waitFor();
    expect(await toast.innerText()).not.toMatch(/try again/i);
    expect(await card.getByText('Your claim').count()).toBe(0);
    const claims = (await callApi(page, 'GET', `/v1/open-shifts/${published.body.id}`, { token: adminToken })).body.claims;
    expect(claims).toEqual([]);

    // A giveaway of that day: accepting it is refused the same way.
    const offered = await callApi(page, 'POST', '/v1/shift-swaps/', {
      token: colleagueToken,
      json: { shift_id: theirs.id, kind: 'giveaway' },
    });
    expect(offered.status).toBe(200);
    await page.goto('/open-shifts?tab=swaps');
    const swap = page.locator(`li[data-swap-id="${offered.body.id}"]`);
    await swap.getByRole('button', { name: 'Accept' }).click();
    const refusal = toasts(page).getByRole('alert').filter({ hasText: reason }).last();
    await refusal.waitFor();
    expect(await refusal.innerText()).not.toMatch(/try again/i);
    await swap.getByText('Offered', { exact: true }).waitFor();
    expect((await callApi(page, 'GET', `/v1/shift-swaps/${offered.body.id}`, { token: colleagueToken })).body.status).toBe('offered');
    await callApi(page, 'POST', `/v1/shift-swaps/${offered.body.id}/cancel`, { token: colleagueToken });
    await callApi(page, 'POST', `/v1/open-shifts/${published.body.id}/cancel`, { token: adminToken });
  });

  it('fits 375 px in the dark, in Polish and Ukrainian, with no raw keys', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
    const rawKeys = async () => {
      const text = await page.locator('body').innerText();
      return localeEntries(en)
        .map(([key]) => key)
        .filter((key) => key.startsWith('shiftMarket.') && text.includes(key));
    };
    await signInAs(page, DEMO.admin, '/open-shifts?lng=pl');
    await page.getByRole('heading', { name: 'Wolne zmiany', level: 1 }).waitFor();
    await page.locator('li[data-open-shift-id]').first().getByText('Zgłoszenia').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await rawKeys()).toEqual([]);
    await page.getByRole('tab', { name: 'Zamiany' }).click();
    await page.locator('li[data-swap-id]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/open-shifts?lng=uk');
    await page.getByRole('heading', { name: 'Вільні зміни', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Опублікувати вільну зміну' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Опублікувати', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await rawKeys()).toEqual([]);
  });
});
