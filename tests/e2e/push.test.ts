// Web Push in the settings (spec sections 4, 8, 9; docs/push.md): the Notifications tab shows this
// device's permission; with it granted, enabling registers the root service worker (/push-sw.js),
// and headless Chromium, which cannot reach a real push service, makes the subscription fail:
// the tab says so and the app keeps working. Blocked shows how to unblock and registers nothing.
// The app never asks for the permission on its own.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { signInAs, signUpThroughApi, uniqueEmail } from './support/session';

// The headless shell denies notification permissions: Web Push needs the desktop browser.
const h = useHarness({ fullBrowser: true });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function account(page: Page) {
  const person = { email: uniqueEmail('push'), password: 'password-one', fullName: 'Piotr Push' };
  await signUpThroughApi(page, person);
  return person;
}

const registrations = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')
  );

describe('push notifications in the settings', () => {
  it('with the permission granted: registers the root service worker and reports a failed subscription clearly', async () => {
    const page = await h.newPage('/login', { permissions: ['notifications'] });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signInAs(page, await account(page), '/settings?tab=notifications');
    await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('push-permission').getAttribute('data-state')).toBe('granted');
    await page.getByTestId('push-permission').getByText('Allowed').waitFor();
    await page.getByText('Push notifications are off for this device.').waitFor();
    // Nothing registered before the user asks.
    expect(await registrations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await expect.poll(() => registrations(page), { timeout: 15_000 }).toEqual([`${h.origin}/push-sw.js`]);
    // No push service in headless Chromium: the subscription fails, said in words, and logged.
    await page.getByRole('alert').getByText('Push notifications could not be enabled on this device.').waitFor({ timeout: 20_000 });
    expect(warnings.some((line) => line.startsWith('[push] Subscribing to push failed'))).toBe(true);

    // The rest keeps working: a kind is unticked and saved.
    const news = page.getByRole('checkbox', { name: 'Company news' });
    expect(await news.isChecked()).toBe(true);
    // Saved first, then shown: the box follows the API's answer.
    await news.click();
    await toasts(page).getByText('Push preferences saved').waitFor();
    await expect.poll(() => news.isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Company news' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Direct messages while I am offline' }).isChecked()).toBe(true);
  });

  it('with the permission blocked: explains how to unblock and registers nothing', async () => {
    const page = await h.newPage('/login');
    const person = await account(page);
    // As a browser whose user blocked notifications for the site answers (Playwright grants, never denies).
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    await signInAs(page, person, '/settings?tab=notifications');
    await expect.poll(() => page.getByTestId('push-permission').getAttribute('data-state')).toBe('denied');
    await page.getByTestId('push-permission').getByText('Blocked').waitFor();
    await page.getByText('Notifications are blocked for this site in your browser.').waitFor();
    expect(await page.getByRole('button', { name: 'Enable push on this device' }).count()).toBe(0);
    expect(await registrations(page)).toEqual([]);
  });

  it('refused when enabling: says it is blocked once', async () => {
    const page = await h.newPage('/login');
    const person = await account(page);
    // Not asked yet; the browser's prompt is answered with Block.
    await page.addInitScript(() => {
      let answer: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => answer });
      Notification.requestPermission = async () => (answer = 'denied');
    });
    await signInAs(page, person, '/settings?tab=notifications');
    await page.getByTestId('push-permission').getByText('Not asked yet').waitFor();
    await page.getByRole('button', { name: 'Enable push on this device' }).click();
    await expect.poll(() => page.getByTestId('push-permission').getAttribute('data-state')).toBe('denied');
    const warning = page.getByText('Notifications are blocked for this site in your browser.');
    await warning.first().waitFor();
    expect(await warning.count()).toBe(1);
    expect(await registrations(page)).toEqual([]);
  });

  it('never asks for the permission on its own', async () => {
    const page = await h.newPage('/login');
    await page.addInitScript(() => {
      (window as unknown as { permissionAsked: number }).permissionAsked = 0;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
        (window as unknown as { permissionAsked: number }).permissionAsked++;
        return original(...args);
      };
    });
    await signInAs(page, await account(page), '/settings?tab=notifications');
    await page.getByTestId('push-permission').getByText('Not asked yet').waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked)).toBe(0);
    expect(await registrations(page)).toEqual([]);
  });
});
