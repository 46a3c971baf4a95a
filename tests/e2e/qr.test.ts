// QR codes and employee cards in the browser (docs/qr.md, docs/web.md "My QR"): a user opens My QR,
// sees their code and its countdown, and gets a new code a few seconds before it expires (the
// browser's clock is moved forward with Playwright's clock, so nothing depends on the day); an
// admin opens an employee's profile, downloads the card's PDF and reissues the card.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clockPinned } from './support/clock';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const code = (page: Page) => page.getByTestId('my-qr-code').getAttribute('data-code');
const countdown = async (page: Page) => Number(/(\d+)/.exec((await page.getByTestId('my-qr-countdown').textContent()) ?? '')?.[1] ?? NaN);

describe('My QR', () => {
  it('shows the user a code with a countdown and renews it before it expires', { tags: ['date'] }, async () => {
    const page = await h.newPage();
    // The harness already runs the browser on the tests' clock when it is pinned.
    if (!clockPinned) await page.context().clock.install({ time: Date.now() });
    const issued: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/qr/issue')) issued.push(request.method());
    });
    await page.goto('/login');
    await signInAs(page, DEMO.user, '/');
    await page.getByRole('navigation').getByRole('link', { name: 'My QR' }).click();
    await page.waitForURL(`${h.origin}/my-qr`);
    await page.getByRole('heading', { name: 'My QR', level: 1 }).waitFor();

    const image = page.getByTestId('my-qr-code');
    await image.waitFor();
    const first = await code(page);
    expect(first).toMatch(/^GQ1\./);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const start = await countdown(page);
    expect(start).toBeGreaterThan(40);
    expect(start).toBeLessThanOrEqual(55);

    // The countdown moves with the clock.
    await page.clock.fastForward(10_000);
    await expect.poll(() => countdown(page)).toBeLessThanOrEqual(start - 9);

    // A second of real time, so the server signs a code with another expiry; then past the renewal.
    await page.waitForTimeout(1100);
    await page.clock.fastForward(48_000);
    await expect.poll(() => issued.length).toBe(2);
    await expect.poll(() => code(page)).not.toBe(first);
    await expect.poll(() => countdown(page)).toBeGreaterThan(40);

    // The permanent card: its number and its PDF.
    await expect.poll(async () => (await page.getByTestId('my-card-number').textContent())?.replace(/\s/g, '')).toMatch(/^\d{10}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download card' }).click()]);
    expect(download.suggestedFilename()).toBe(`card-${DEMO.user.fullName}.pdf`);
  });
});

describe('employee card on the profile', () => {
  it('an admin downloads the card as a PDF and reissues it', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const userToken = await apiToken(page, DEMO.user);
    const me = (await callApi(page, 'GET', '/v1/users/me', { token: userToken })).body as { id: string };
    await signInAs(page, DEMO.admin, `/user/${me.id}`);
    await page.getByRole('heading', { name: 'Employee card' }).waitFor();
    const number = page.getByTestId('employee-card-number');
    await number.waitFor();
    const before = (await number.textContent())!.replace(/\s/g, '');
    expect(before).toMatch(/^\d{10}$/);
    await page.getByTestId('employee-card').getByText('Active').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download card' }).click()]);
    expect(download.suggestedFilename()).toBe(`card-${DEMO.user.fullName}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);

    // Reissue: asked first (the old card stops working), then a new number.
    await page.getByRole('button', { name: 'Reissue card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reissue the card?' });
    await dialog.getByText('stops working at once').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await number.textContent())!.replace(/\s/g, '')).toBe(before);

    await page.getByRole('button', { name: 'Reissue card' }).click();
    await page.getByRole('dialog', { name: 'Reissue the card?' }).getByRole('button', { name: 'Reissue the card' }).click();
    await toasts(page).getByText('New card issued').waitFor();
    await expect.poll(async () => (await number.textContent())!.replace(/\s/g, '')).not.toBe(before);

    // The old number no longer names anyone.
    const adminToken = await apiToken(page, DEMO.admin);
    const old = await callApi(page, 'POST', '/v1/qr/verify', { token: adminToken, json: { code: before } });
    expect([old.status, old.body.code]).toEqual([404, 'qr.code_unknown']);
  });
});
