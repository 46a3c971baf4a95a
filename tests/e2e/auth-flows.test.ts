// Sign-up, the consent gate, password recovery through the outbox, and the reset screen.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO, setSignupPolicy, signUpThroughApi, uniqueEmail } from './support/session';

const h = useHarness();
const toasts = (page: import('playwright-core').Page) => page.getByRole('region', { name: 'Notifications' });

async function logIn(page: import('playwright-core').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('sign-up', () => {
  it('checks the form, creates the account, goes to /login with a toast, then signs in past the consent gate', async () => {
    const email = uniqueEmail('new');
    const page = await h.newPage('/login');
    await setSignupPolicy(page, 'open');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${h.origin}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign up');

    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByText('Confirm password', { exact: true }).nth(1).waitFor(); // label and message

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await submit.click();
    await page.getByText('Invalid email format').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Full name (optional)').fill('Ewa Nowicka');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm password').fill('first-password');
    await submit.click();

    await page.waitForURL(`${h.origin}/login`);
    const toast = toasts(page).getByRole('status');
    await toast.getByText('Account created.', { exact: true }).waitFor();
    await toast.getByText('Your account has been created successfully.').waitFor();
    // The login form takes the new email.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${h.origin}/`);

    // Consent gate: only the terms, whatever the address, until they are accepted.
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await expect.poll(() => page.title()).toBe('Terms of use');
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();
    expect(await page.getByRole('heading', { name: 'User Settings' }).count()).toBe(0);

    await page.getByRole('button', { name: 'I accept the terms' }).click();
    await page.getByRole('heading', { name: 'User Settings' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Hello, Ewa Nowicka!' }).waitFor();
    await page.getByText('Role: User').waitFor();
  });

  it('shows the failure of the API in a toast', async () => {
    const page = await h.newPage('/signup');
    await page.getByLabel('Email').fill(DEMO.user.email);
    await page.getByLabel('Password', { exact: true }).fill('some-password');
    await page.getByLabel('Confirm password').fill('some-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const toast = toasts(page).getByRole('alert');
    await toast.getByText('Something went wrong.', { exact: true }).waitFor();
    await expect(toast.innerText()).resolves.toContain('already exists');
    expect(page.url()).toBe(`${h.origin}/signup`);
  });

  it('sends /signup on a host without a company to /subdomain, which comes back to /signup', async () => {
    const page = await h.newPage('/signup', { tenantless: true });
    await page.waitForURL(`http://localhost:${h.server.port}/subdomain?next=/signup`);
    await page.getByLabel('Company domain').fill('acme');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${h.origin}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  });
});

describe('password recovery', () => {
  it('recovers a password: email step, domain step, the link from the outbox, reset, sign-in', async () => {
    const account = { email: uniqueEmail('forgetful'), password: 'old-password-1', fullName: 'Olga Zapominalska' };
    const page = await h.newPage('/login');
    await signUpThroughApi(page, account);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${h.origin}/recover-password`);
    await expect.poll(() => page.title()).toBe('Password recovery');
    await page.getByText('Step 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill('no-at-sign');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid email format').waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 2 of 2').waitFor();
    await page.getByText(`Account: ${account.email}`).waitFor();
    const domain = page.getByLabel('Company domain');
    expect(await domain.inputValue()).toBe('acme'); // the company of this host
    const send = page.getByRole('button', { name: 'Send the reset link' });
    await domain.fill('');
    await send.click();
    await page.getByText('Domain is required').waitFor();
    await domain.fill('-bad-');
    await send.click();
    await page.getByText('Invalid domain format').waitFor();
    await domain.fill('nosuchcompany');
    await send.click();
    await page.getByText('No company with this domain was found.').waitFor();
    await domain.fill('acme');
    await send.click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(`If Acme has an account with the email ${account.email}`).waitFor();

    // The mail leaves after the answer, so it may reach the outbox a moment after the screen changed.
    const mailTo = async () => (await h.server.mails()).findLast((item) => item.to === account.email);
    await expect.poll(mailTo).toBeDefined();
    const mail = await mailTo();
    expect(mail?.subject).toContain('Password recovery');
    const link = mail!.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link?.startsWith(`${h.origin}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expect.poll(() => page.title()).toBe('Reset password');
    const submit = page.getByRole('button', { name: 'Set the new password' });
    await submit.click();
    await page.getByText('Password is required').waitFor();
    await page.getByText('Confirm password', { exact: true }).nth(1).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await submit.click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('New password').fill('new-password-2');
    await page.getByLabel('Confirm password').fill('new-password-2');
    await submit.click();

    await page.waitForURL(`${h.origin}/login`);
    await toasts(page).getByText('Password changed').waitFor();
    await logIn(page, account.email, 'old-password-1');
    await page.locator('form').getByText('Incorrect email or password').waitFor();
    await logIn(page, account.email, 'new-password-2');
    await page.waitForURL(`${h.origin}/`);
    await page.getByRole('heading', { name: 'Terms of use' }).waitFor();

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link!);
    await page.getByLabel('New password').fill('third-password');
    await page.getByLabel('Confirm password').fill('third-password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.locator('form').getByRole('alert').getByText('Invalid token').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  });

  it('starts on a host without a company and moves to the company host for the last step', async () => {
    const page = await h.newPage('/recover-password', { tenantless: true });
    await page.getByLabel('Email').fill(DEMO.user.email);
    await page.getByRole('button', { name: 'Next' }).click();
    const domain = page.getByLabel('Company domain');
    expect(await domain.inputValue()).toBe('');
    await domain.fill('acme');
    await page.getByRole('button', { name: 'Send the reset link' }).click();

    await page.waitForURL(`${h.origin}/recover-password?email=${encodeURIComponent(DEMO.user.email)}&domain=acme`);
    await page.getByText('Step 2 of 2').waitFor();
    await page.getByText(`Account: ${DEMO.user.email}`).waitFor();
    const before = (await h.server.mails()).length;
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    // The mail leaves after the answer, so it may reach the outbox a moment after the screen changed.
    await expect.poll(async () => (await h.server.mails()).length).toBe(before + 1);
    expect((await h.server.mails()).at(-1)?.to).toBe(DEMO.user.email);
  });

  it('explains a reset link without a token', async () => {
    const page = await h.newPage('/reset-password');
    await page.getByText('This link is incomplete. Ask for a new one.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(`${h.origin}/recover-password`);
  });
});
