// Sign-in, session and logout, in the system's Chromium against the real Node entry.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO } from './support/session';

const h = useHarness();
const LOG_IN = { name: 'Log in', exact: true } as const;

describe('login', () => {
  it('sends a signed-out visitor to /login and names the company of the host', async () => {
    const page = await h.newPage('/');
    await page.waitForURL(`${h.origin}/login`);
    await page.getByText('Acme', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    await expect.poll(() => page.title()).toBe('Log in');
  });

  it('checks the fields before asking the API', async () => {
    const page = await h.newPage('/login');
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/login/access-token')) loginCalls.push(request.url());
    });
    await page.getByRole('button', LOG_IN).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(loginCalls).toEqual([]);
  });

  it('shows the API answer for a wrong password, and clears it when the form is edited', async () => {
    const page = await h.newPage('/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', LOG_IN).click();
    const failure = page.locator('form').getByRole('alert');
    await expect(failure.innerText()).resolves.toContain('Incorrect email or password');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.getByLabel('Password').fill('another-try');
    await failure.waitFor({ state: 'detached' });
  });

  it('shows a Blocked toast with the answer of the API after five failures, and clears the form error', async () => {
    const page = await h.newPage('/login');
    await page.getByLabel('Email').fill('blocked@acme.test');
    await page.getByLabel('Password').fill('not-the-password');
    const formError = page.locator('form').getByRole('alert');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByRole('button', LOG_IN).click();
      await formError.getByText('Incorrect email or password').waitFor();
      await page.locator('form button[aria-busy]').waitFor({ state: 'detached' });
    }
    await page.getByRole('button', LOG_IN).click();

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await toast.getByText('Blocked', { exact: true }).waitFor();
    await expect(toast.innerText()).resolves.toMatch(/Too many login attempts\. Try again in \d+ minutes?\./);
    expect(await formError.count()).toBe(0);
  });

  it('signs in, keeps the session over a reload and logs out', async () => {
    const page = await h.newPage('/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', LOG_IN).click();

    await page.waitForURL(`${h.origin}/`);
    // The demo admin has not accepted the terms yet: that comes first.
    await page.getByRole('button', { name: 'I accept the terms' }).click();
    await page.getByRole('heading', { name: `Hello, ${DEMO.admin.fullName}!` }).waitFor();
    await page.getByText('Role: Administrator').waitFor();
    await expect.poll(() => page.title()).toBe('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    await page.reload();
    await page.getByRole('heading', { name: `Hello, ${DEMO.admin.fullName}!` }).waitFor();

    await page.evaluate(() => sessionStorage.setItem('draft', 'something of this user'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${h.origin}/login`);
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // Signed out: a protected screen sends to /login again.
    await page.goto('/settings');
    await page.waitForURL(`${h.origin}/login`);
  });

  it('ends a session whose token the API refuses', async () => {
    const page = await h.newPage('/login');
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid-token'));
    // The app leaves for /login (a full navigation on the API's 401) while the first load may still
    // run: before the load event (net::ERR_ABORTED), and on a fast machine even before Playwright
    // saw the commit ("interrupted by another navigation"). Start the visit from the page itself,
    // after the evaluation returned; once the API refused the token (so the page left /login),
    // poll the address.
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401);
    // The navigation may destroy the page's context before the evaluation's answer comes back:
    // that is the visit starting, which is all this asks for.
    await page.evaluate(() => void setTimeout(() => window.location.assign('/'), 0)).catch((error: Error) => {
      if (!/Execution context was destroyed/.test(error.message)) throw error;
    });
    await refused;
    await expect.poll(() => page.url()).toBe(`${h.origin}/login`);
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('serves the API reference from the local origin only', async () => {
    const page = await h.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/api-docs/');
    await page.locator('.swagger-ui .info .title').getByText('Grafik API').waitFor();
    // The tags (collapsed) drawn from the document.
    await page.locator('.opblock-tag').first().waitFor();

    expect(requested).toContain(`${h.origin}/api/v1/openapi.json`);
    expect(requested.filter((url) => new URL(url).origin !== h.origin)).toEqual([]);
  });
});
