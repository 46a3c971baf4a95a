// Sign-in, session and the public screens, in the system's Chromium against the real Node entry.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../web/src/locales/en.json';
import { localeEntries } from '../support/locales';
import { launchBrowser } from './support/browser';
import { startServer, type TestServer } from './support/server';

const ADMIN = { email: 'admin@acme.test', password: 'demo12345', fullName: 'Adam Kowalski' };

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let origin: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  origin = server.origin('acme');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// A fresh context per test: its own localStorage, so no test inherits another's session.
async function newPage() {
  context = await browser.newContext({ baseURL: origin });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

async function openPage(path: string) {
  const page = await newPage();
  await page.goto(path);
  return page;
}

afterEach(async () => {
  await context?.close();
});

describe('login', () => {
  it('sends a signed-out visitor to /login and names the company of the host', async () => {
    const page = await openPage('/');
    await page.waitForURL(`${origin}/login`);
    await page.getByText('Acme', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.title()).toBe('Log in');
  });

  it('checks the fields before asking the API', async () => {
    const page = await openPage('/login');
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/login/access-token')) loginCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(loginCalls).toEqual([]);
  });

  it('shows the API answer for a wrong password', async () => {
    const page = await openPage('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain('Incorrect email or password');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('blocks an email after five failures with the answer of the API', async () => {
    const page = await openPage('/login');
    await page.getByLabel('Email').fill('super@acme.test');
    await page.getByLabel('Password').fill('not-the-password');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('alert').getByText('Incorrect email or password').waitFor();
    }
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Blocked').waitFor();
    await expect(alert.innerText()).resolves.toMatch(/Too many login attempts\. Try again in \d+ minutes?\./);
  });

  it('signs in, keeps the session over a reload and logs out', async () => {
    const page = await openPage('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.waitForURL(`${origin}/`);
    await page.getByRole('heading', { name: `Hello, ${ADMIN.fullName}!` }).waitFor();
    await page.getByText('Role: Administrator').waitFor();
    expect(await page.title()).toBe('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    await page.reload();
    await page.getByRole('heading', { name: `Hello, ${ADMIN.fullName}!` }).waitFor();

    // A signed-in user is kept off the login screen.
    await page.goto('/login');
    await page.waitForURL(`${origin}/`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('ends a session whose token the API refuses', async () => {
    const page = await openPage('/login');
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid-token'));
    await page.goto('/');
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

describe('languages', () => {
  it('shows the login screen in Polish with ?lng=pl and no raw translation keys', async () => {
    const page = await openPage('/login?lng=pl');
    await page.getByRole('heading', { name: 'Zaloguj się na swoje konto' }).waitFor();
    await page.getByLabel('Hasło').waitFor();
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('E-mail jest wymagany').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');

    const text = await page.locator('body').innerText();
    const keys = localeEntries(en).map(([key]) => key);
    expect(keys).toContain('auth.login.heading');
    expect(keys.filter((key) => text.includes(key))).toEqual([]);
  });
});

describe('other screens', () => {
  it('shows the not-found screen for an unknown route', async () => {
    const page = await openPage('/no/such/page');
    await page.getByText('Page not found.').waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Oops!' }).waitFor();
    expect(await page.title()).toBe('Not Found');

    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL(`${origin}/login`); // home, which sends a signed-out visitor to /login
  });

  it('serves the API reference from the local origin only', async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/api-docs/');
    await page.locator('.swagger-ui .info .title').getByText('Grafik API').waitFor();
    await page.locator('.opblock').first().waitFor();

    expect(requested).toContain(`${origin}/api/v1/openapi.json`);
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});
