// Defect 16 in the browser: the tenant's sign-up policy. Under approval the sign-up screen says the
// account awaits approval, an admin activates it from /users (after the bell told them), and then it
// signs in; a superadmin sets the policy in Settings > Sign-up; closed says so on the sign-up screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { callApi, DEMO, setSignupPolicy, signInAs, uniqueEmail } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function fillSignup(page: Page, account: { email: string; password: string; fullName: string }) {
  await page.getByLabel('Full name (optional)').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('sign-up under approval', () => {
  it('says the account awaits approval; an admin activates it from /users; then it signs in', async () => {
    const account = { email: uniqueEmail('waiting'), password: 'waiting-pass', fullName: 'Wanda Czekająca' };
    const visitor = await h.newPage('/login');
    await setSignupPolicy(visitor, 'approval');
    await visitor.goto('/signup');
    await visitor.getByText('An administrator approves new accounts before they can sign in.').waitFor();
    await fillSignup(visitor, account);
    await visitor.getByRole('heading', { name: 'Account created' }).waitFor();
    await visitor.getByRole('status').getByText('Your account awaits approval').waitFor();
    await visitor.getByText('You can log in once they activate your account.', { exact: false }).waitFor();
    expect(visitor.url()).toBe(`${h.origin}/signup`);
    expect(await visitor.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // Not yet: the login refuses the inactive account.
    await visitor.getByRole('link', { name: 'Log in' }).click();
    await visitor.getByLabel('Email').fill(account.email);
    await visitor.getByLabel('Password').fill(account.password);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await visitor.locator('form').getByRole('alert').getByText('Inactive user').waitFor();

    // The admin's bell names the newcomer and leads to /users, where Activate is.
    const admin = await h.newPage('/login');
    await signInAs(admin, DEMO.admin, '/');
    await admin.getByRole('button', { name: /^Notifications/ }).click();
    const notice = admin.getByRole('listitem').filter({ hasText: `${account.fullName} signed up and awaits approval` });
    await notice.waitFor();
    await notice.getByRole('button', { name: new RegExp(`^Unread: ${account.fullName} signed up`) }).click();
    await admin.waitForURL((url) => url.pathname === '/users' && url.searchParams.get('search') === account.email);
    const row = admin.getByRole('row', { name: new RegExp(account.fullName) });
    await row.getByText('Inactive').waitFor();
    // Keyboard: focus the button and press Enter.
    await row.getByRole('button', { name: `Activate ${account.fullName}` }).focus();
    await admin.keyboard.press('Enter');
    await toasts(admin).getByText('Account activated').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: `Activate ${account.fullName}` }).count()).toBe(0);

    // Now the account signs in.
    await visitor.getByLabel('Password').fill(account.password);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await visitor.waitForURL(`${h.origin}/`);
    await visitor.getByRole('heading', { name: 'Terms of use' }).waitFor();
  });
});

describe('the policy in Settings and on the sign-up screen', () => {
  it('a superadmin closes sign-up in Settings > Sign-up; the sign-up screen then says it is closed; open works as before', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.superadmin, '/settings?tab=signup');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Sign-up' }).waitFor();
    await panel.getByRole('radio', { name: 'Closed' }).check();
    await panel.getByText('Nobody can sign up.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Save' }).click();
    await toasts(page).getByText('Sign-up policy saved').waitFor();
    expect((await callApi(page, 'GET', '/v1/settings/signup-policy')).body).toEqual({ policy: 'closed' });

    const visitor = await h.newPage('/signup');
    await visitor.getByRole('status').getByText('Sign-up is closed').waitFor();
    await visitor.getByText('Ask an administrator of your company for an account.', { exact: false }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Create account' }).count()).toBe(0);

    // Closed while the form was open: the answer's code shows the same notice.
    await panel.getByRole('radio', { name: 'Open' }).check();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await callApi(page, 'GET', '/v1/settings/signup-policy')).body.policy).toBe('open');
    const late = await h.newPage('/signup');
    await late.getByRole('button', { name: 'Create account' }).waitFor();
    await setSignupPolicy(late, 'closed');
    await fillSignup(late, { email: uniqueEmail('late'), password: 'late-password', fullName: 'Leon Spóźniony' });
    await late.getByRole('status').getByText('Sign-up is closed').waitFor();

    // Open: straight to /login with the toast, as before.
    await setSignupPolicy(late, 'open');
    const open = await h.newPage('/signup');
    await fillSignup(open, { email: uniqueEmail('open'), password: 'open-password', fullName: 'Olek Otwarty' });
    await open.waitForURL(`${h.origin}/login`);
    await toasts(open).getByText('Account created.', { exact: true }).waitFor();
    await setSignupPolicy(open, 'approval');
  });

  it('shows the Sign-up tab to superadmins only', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/settings?tab=signup');
    await page.getByRole('tab', { name: 'My profile' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sign-up' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'My profile' }).getAttribute('aria-selected')).toBe('true');
  });
});
