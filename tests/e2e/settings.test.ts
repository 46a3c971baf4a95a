// /settings: My profile, Password, Appearance and Danger Zone.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { callApi, DEMO, signInAs, signUpThroughApi, uniqueEmail } from './support/session';

const h = useHarness();
const toasts = (page: import('playwright-core').Page) => page.getByRole('region', { name: 'Notifications' });

/** A fresh account signed in on /settings (tests here change or delete it). */
async function freshAccount(path = '/settings') {
  const account = { email: uniqueEmail('settings'), password: 'password-one', fullName: 'Ola Testowa' };
  const page = await h.newPage('/login');
  await signUpThroughApi(page, account);
  await signInAs(page, account, path);
  return { page, account };
}

describe('settings', () => {
  it('edits the profile, with the email required and the superadmin-only fields locked', async () => {
    const { page, account } = await freshAccount();
    await page.getByRole('heading', { name: 'User Settings' }).waitFor();
    await expect.poll(() => page.title()).toBe('User Settings');
    expect(await page.getByRole('tab', { name: 'My profile' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);

    // Role and status: only a superadmin changes them.
    expect(await page.getByLabel('Role').isDisabled()).toBe(true);
    expect(await page.getByLabel('Role').inputValue()).toBe('User');
    await page.getByText('Permission Denied').waitFor();
    await page.getByText('SuperAdmin Only').waitFor();

    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Full name').fill('Ola Zmieniona');
    expect(await page.getByLabel('Acronym').inputValue()).toBe('OT'); // made at sign-up
    await page.getByLabel('Acronym').fill('OZ');
    await page.getByLabel('Phone 1').fill('+48 600 100 200');
    await page.getByLabel('Address').fill('ul. Długa 1, Gdańsk');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toasts(page).getByText('User updated').waitFor();
    await page.getByTestId('user-name').getByText('Ola Zmieniona').waitFor();

    await page.reload();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ola Zmieniona');
    expect(await page.getByLabel('Phone 1').inputValue()).toBe('+48 600 100 200');
    expect(await page.getByLabel('Acronym').inputValue()).toBe('OZ');

    // A taken email: the API refuses, the toast says so.
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toasts(page).getByRole('alert').getByText('Could not update user').waitFor();
  });

  it('shows a superadmin the account fields without the lock', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.superadmin, '/settings');
    expect(await page.getByLabel('Role').inputValue()).toBe('Superadministrator');
    await page.getByText('Role and status are changed in the user administration.').waitFor();
    expect(await page.getByText('Permission Denied').count()).toBe(0);
  });

  it('changes the password, signs out, and the new password signs in', async () => {
    const { page, account } = await freshAccount('/settings?tab=password');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    expect(await page.getByText('Password is required').count()).toBe(2);
    await page.getByText('Confirm password', { exact: true }).nth(1).waitFor();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await submit.click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Current password').fill('wrong-password');
    await page.getByLabel('New password').fill('password-two');
    await page.getByLabel('Confirm password').fill('password-two');
    await submit.click();
    await toasts(page).getByRole('alert').getByText('The password could not be changed').waitFor();

    await page.getByLabel('Current password').fill(account.password);
    await submit.click();
    await page.waitForURL(`${h.origin}/login`);
    await toasts(page).getByText('Password changed').waitFor();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('password-two');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${h.origin}/`);
    await page.getByRole('heading', { name: `Hello, ${account.fullName}!` }).waitFor();
  });

  it('sets the theme in Appearance and keeps it', async () => {
    const page = await h.newPage('/login', { colorScheme: 'dark' });
    await signInAs(page, DEMO.user, '/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByRole('radio', { name: 'Default' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.getByRole('radio', { name: 'Light' }).check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.reload();
    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The tabs answer the arrow keys.
    await page.getByRole('tab', { name: 'Appearance' }).focus();
    await page.keyboard.press('ArrowRight');
    // The tab is a search param: the router navigates, then the tab shows selected.
    await expect.poll(() => page.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).toBe(`${h.origin}/settings?tab=notifications`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Calendar feed' }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).toBe(`${h.origin}/settings?tab=calendar`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Danger Zone' }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).toBe(`${h.origin}/settings?tab=danger`);
  });

  it('deletes the account after a confirmation', async () => {
    const { page, account } = await freshAccount('/settings?tab=danger');
    await page.getByRole('heading', { name: 'Danger Zone' }).waitFor();
    const action = page.getByRole('button', { name: 'Delete my account' });

    // Cancel and Escape change nothing.
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(`The account ${account.email} will be deleted`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await action.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await action.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(`${h.origin}/login`);
    await toasts(page).getByText('Your account has been deleted.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    const answer = await callApi(page, 'POST', '/v1/login/access-token', {
      form: { username: account.email, password: account.password },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses to delete the last superadmin and says why', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.superadmin, '/settings?tab=danger');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByRole('alert').getByText('The account could not be deleted').waitFor();
    await page.getByRole('heading', { name: 'Danger Zone' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  });
});
