// Signing in without the login form, for tests whose subject is another screen.
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo12345';
export const DEMO = {
  superadmin: { email: 'super@acme.test', password: DEMO_PASSWORD, fullName: 'Zofia Nowak' },
  admin: { email: 'admin@acme.test', password: DEMO_PASSWORD, fullName: 'Adam Kowalski' },
  user: { email: 'user@acme.test', password: DEMO_PASSWORD, fullName: 'Jan Wiśniewski' },
} as const;

export type Account = { email: string; password: string; fullName?: string };

/** Calls the API from the page (its host names the tenant). The page must be on the app's origin. */
export function callApi(
  page: Page,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ({ method, path, token, json, form }) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: BodyInit | undefined;
      if (form) body = new URLSearchParams(form);
      else if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(json);
      }
      const response = await fetch(`/api${path}`, { method, headers, body });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, ...options },
  );
}

export async function apiToken(page: Page, account: Account): Promise<string> {
  const answer = await callApi(page, 'POST', '/v1/login/access-token', {
    form: { username: account.email, password: account.password },
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${account.email} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/** Sets the tenant's sign-up policy as the demo superadmin (the default, approval, leaves new accounts inactive). */
export async function setSignupPolicy(page: Page, policy: 'closed' | 'approval' | 'open') {
  const token = await apiToken(page, { email: 'super@acme.test', password: DEMO_PASSWORD });
  const answer = await callApi(page, 'PUT', '/v1/settings/signup-policy', { token, json: { policy } });
  if (answer.status !== 200) throw new Error(`setting the sign-up policy failed: ${JSON.stringify(answer.body)}`);
}

/** Creates an active account through the API (sign-up, the tenant's policy set to open); the caller picks a unique email. */
export async function signUpThroughApi(page: Page, account: Account) {
  await setSignupPolicy(page, 'open');
  const answer = await callApi(page, 'POST', '/v1/users/signup', {
    json: { email: account.email, password: account.password, full_name: account.fullName ?? null },
  });
  if (answer.status !== 200) throw new Error(`sign-up of ${account.email} failed: ${JSON.stringify(answer.body)}`);
}

/**
 * Puts a session for the account into the page's storage (accepting the terms unless told not
 * to) and opens `path`. The page must already be on the app's origin.
 */
export async function signInAs(page: Page, account: Account, path = '/', { acceptTerms = true } = {}) {
  const token = await apiToken(page, account);
  if (acceptTerms) await callApi(page, 'POST', '/v1/users/me/consent', { token });
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  await page.goto(path);
  return token;
}

let counter = 0;
/** An email no other test uses. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@acme.test`;

/** Records the notification sounds the page plays (before any script of the page runs). */
export async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __sounds: string[] }).__sounds = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return Promise.resolve();
    };
  });
}

export const playedSounds = (page: Page) => page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds.length);
