// Defect 17: a superadmin deletes another user from the profile's Danger Zone (/user/{id}), after a
// confirmation; a refusal shows the server's reason. Admins delete users of their companies (issue 29:
// as the API allows), never an admin or a superadmin; nobody deletes themselves there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs, uniqueEmail } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function createPerson(page: Page, token: string, fullName: string) {
  const created = await callApi(page, 'POST', '/v1/users/', {
    token,
    json: { email: uniqueEmail('doomed'), password: 'doomed-pass', full_name: fullName },
  });
  expect(created.status).toBe(200);
  return created.body as { id: string; email: string };
}

describe('deleting a user from the profile', () => {
  it('a superadmin deletes another user after a confirmation and lands on /users; a refusal shows why', async () => {
    const page = await h.newPage('/login');
    const token = await apiToken(page, DEMO.superadmin);
    const person = await createPerson(page, token, 'Bożena Doomed');

    await signInAs(page, DEMO.superadmin, `/user/${person.id}`);
    const zone = page.getByRole('region', { name: 'Danger Zone' });
    await zone.getByRole('heading', { name: 'Delete this user' }).waitFor();
    // Cancelling keeps the user.
    await zone.getByRole('button', { name: 'Delete user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the user?' });
    await dialog.getByText(`Bożena Doomed (${person.email}) will be deleted`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await callApi(page, 'GET', `/v1/users/${person.id}`, { token })).status).toBe(200);

    // With the keyboard: the button, then Delete in the dialog.
    await zone.getByRole('button', { name: 'Delete user' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('User deleted').waitFor();
    await page.waitForURL(`${h.origin}/users`);
    expect((await callApi(page, 'GET', `/v1/users/${person.id}`, { token })).status).toBe(404);

    // Deleted meanwhile (another tab, another superadmin): the server's 404 reason shows.
    const other = await createPerson(page, token, 'Czesław Doomed');
    await page.goto(`/user/${other.id}`);
    await zone.getByRole('button', { name: 'Delete user' }).click();
    expect((await callApi(page, 'DELETE', `/v1/users/${other.id}`, { token })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await zone.getByText('User not found').waitFor();
    await toasts(page).getByRole('alert').getByText('The user could not be deleted').waitFor();
    expect(page.url()).toBe(`${h.origin}/user/${other.id}`);
  });

  it('is offered to whoever the API lets delete: an admin a user of their companies, never an admin, a superadmin or oneself', async () => {
    const page = await h.newPage('/login');
    const superToken = await apiToken(page, DEMO.superadmin);
    const adminToken = await apiToken(page, DEMO.admin);
    const me = (await callApi(page, 'GET', '/v1/users/me', { token: superToken })).body as { id: string };
    const adminMe = (await callApi(page, 'GET', '/v1/users/me', { token: adminToken })).body as { id: string };
    const find = async (email: string) =>
      ((await callApi(page, 'GET', `/v1/users/?search=${encodeURIComponent(email)}`, { token: superToken })).body.data as { id: string }[])[
        0
      ]!.id;

    // A user of the admin's company: the admin deletes them from the profile.
    const person = await createPerson(page, superToken, 'Edyta Doomed');
    const companies = (await callApi(page, 'GET', '/v1/companies/', { token: adminToken })).body.data as { id: string }[];
    expect(
      (await callApi(page, 'POST', '/v1/employees/', {
        token: superToken,
        json: { user_id: person.id, company_id: companies[0]!.id, start_date: '2020-01-01' },
      })).status,
    ).toBe(200);
    await signInAs(page, DEMO.admin, `/user/${person.id}`);
    const zone = page.getByRole('region', { name: 'Danger Zone' });
    await zone.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog', { name: 'Delete the user?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('User deleted').waitFor();
    await page.waitForURL(`${h.origin}/users`);
    expect((await callApi(page, 'GET', `/v1/users/${person.id}`, { token: superToken })).status).toBe(404);

    // Another admin, a superadmin, oneself: the API refuses (403), so no button.
    for (const id of [await find('admin2@acme.test'), me.id, adminMe.id]) {
      expect((await callApi(page, 'DELETE', `/v1/users/${id}`, { token: adminToken })).status).toBe(403);
      await page.goto(`/user/${id}`);
      const readable = (await callApi(page, 'GET', `/v1/employees/${id}`, { token: adminToken })).status === 200;
      await (readable
        ? page.getByRole('heading', { name: 'Company and employment' })
        : page.getByText('This profile is outside your companies.')).waitFor();
      expect(await page.getByRole('button', { name: 'Delete user' }).count()).toBe(0);
    }

    await signInAs(page, DEMO.superadmin, `/user/${me.id}`);
    await page.getByRole('heading', { name: 'Company and employment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete user' }).count()).toBe(0);
  });

  it('fits 375 px in Polish, dark', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
    const token = await apiToken(page, DEMO.superadmin);
    const person = await createPerson(page, token, 'Dorota Doomed');
    await signInAs(page, DEMO.superadmin, `/user/${person.id}?lng=pl`);
    await page.getByRole('button', { name: 'Usuń użytkownika' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
