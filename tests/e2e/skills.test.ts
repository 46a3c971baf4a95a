// Skills (docs/skills.md) in Chromium: an admin adds a skill to the catalogue, gives it to a person
// on the person's page with a valid-until date, and finds the person among its holders, the
// expiring one highlighted; an admin makes a pattern's shift and an open shift require a skill
// through their forms and sees it shown, and a user without it is refused when claiming. Every
// page passes the harness's axe check.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();
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

describe('skills', () => {
  it('lets an admin add a skill, give it to a person with a date and see it in the list', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await signInAs(page, DEMO.admin, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Skills', exact: true }).click();
    await page.getByRole('heading', { name: 'Skills', level: 1 }).waitFor();

    const name = `Spawanie ${Date.now().toString(36)}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description', { exact: true }).fill('Uprawnienia spawalnicze');
    await page.getByRole('button', { name: 'Add a skill' }).click();
    const row = page.getByTestId('skill-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('Nobody holds it yet').waitFor();

    // The person's page: the admin gives the skill, valid for ten more days.
    const me = await callApi(page, 'GET', '/v1/users/?limit=1000', { token });
    const jan = (me.body.data as { id: string; email: string }[]).find((u) => u.email === DEMO.user.email)!;
    await page.goto(`/user/${jan.id}`);
    const section = page.getByTestId('person-skills');
    await section.getByTestId('person-skill-choose').selectOption({ label: name });
    await section.getByRole('button', { name: 'Add a skill' }).click();
    const until = addDays(warsawToday(), 10);
    await fillDate(section.getByLabel(`Valid until (${name})`), until);
    await section.getByRole('button', { name: 'Save skills' }).click();
    await page.getByText('Skills saved').first().waitFor();

    await page.goto('/skills');
    const holder = page.getByTestId('skill-row').filter({ hasText: name }).getByTestId('skill-holder');
    await holder.waitFor();
    expect(await holder.textContent()).toContain(DEMO.user.fullName);
    expect(await holder.getByText('Expires soon').count()).toBe(1);
  });

  it(
    'lets an admin require a skill of a pattern shift and of an open shift; a user without it cannot claim',
    { tags: ['date'] },
    async () => {
      const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
      const token = await signInAs(page, DEMO.admin, '/pattern-schedules');
      const skill = `Suwnica ${Date.now().toString(36)}`;
      expect((await callApi(page, 'POST', '/v1/skills', { token, json: { name: skill } })).status).toBe(201);

      // A new pattern whose only shift requires the skill.
      await page.getByRole('button', { name: 'New pattern' }).click();
      const form = page.getByRole('form', { name: 'New pattern' });
      await form.getByLabel('Name', { exact: true }).fill(`Suwnica ${skill.slice(-4)}`);
      await form.getByLabel('Shift type').fill('Noc suwnicy');
      await form.getByLabel('Required skill (optional)').selectOption({ label: skill });
      await form.getByRole('group', { name: 'Days of shift 1' }).getByRole('button', { name: 'Day 1', exact: true }).click();
      await form.getByRole('button', { name: 'Create pattern' }).click();
      await page.getByRole('heading', { name: 'Shifts', level: 2 }).waitFor();
      const shift = page.locator('li[data-shift-type="Noc suwnicy"]');
      await shift.getByText(`Requires: ${skill}`).waitFor();
      // Editing keeps the requirement unless changed.
      await page.getByRole('button', { name: 'Edit pattern' }).click();
      expect(await page.getByLabel('Required skill (optional)').locator('option:checked').textContent()).toBe(skill);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await toasts(page).getByText('The pattern was saved').waitFor();
      await shift.getByText(`Requires: ${skill}`).waitFor();

      // An open shift requiring it, on a day the demo user has free.
      const userPage = await h.newPage('/login');
      const date = await freeDay(userPage, await apiToken(userPage, DEMO.user));
      await page.goto('/open-shifts');
      await page.getByRole('button', { name: 'Publish an open shift' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Department').selectOption({ label: 'Produkcja' });
      await fillDate(dialog.getByRole('textbox', { name: 'Date', exact: true }), date);
      await dialog.getByLabel('Shift type').fill('Suwnica cover');
      await dialog.getByLabel('Required skill (optional)').selectOption({ label: skill });
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await toasts(page).getByText('Open shift published').waitFor();
      const adminCard = page.locator('li[data-open-shift-id]', { hasText: 'Suwnica cover' });
      await adminCard.getByText(`Requires: ${skill}`).waitFor();

      // The demo user, who does not hold it, sees the requirement and is refused with the reason.
      await signInAs(userPage, DEMO.user, '/open-shifts');
      const card = userPage.locator('li[data-open-shift-id]', { hasText: 'Suwnica cover' });
      await card.getByText(`Requires: ${skill}`).waitFor();
      await card.getByText('You do not hold it: a claim will be refused').waitFor();
      await card.getByRole('button', { name: 'Claim' }).click();
      await toasts(userPage).getByText(`This open shift requires ${skill}, which you do not hold`).waitFor();
      expect(await card.getByText('Your claim').count()).toBe(0);
    },
  );
});
