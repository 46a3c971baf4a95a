// Skills (docs/skills.md) in Chromium: an admin adds a skill to the catalogue, gives it to a person
// on the person's page with a valid-until date, and finds the person among its holders, the
// expiring one highlighted. Every page passes the harness's axe check.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

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
});
