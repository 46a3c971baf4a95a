// The Content-Security-Policy (worker/lib/delivery.ts) against the real app: every main screen,
// the login screen and the API reference run without a single violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();

/** Collects CSP violations: the DOM event (added before any script of the page) and console reports. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: page error ${error.message}`));
  return violations;
}

/** Waits until the screen has rendered its main content and the network has settled. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
}

const ADMIN_SCREENS = [
  '/',
  '/work-schedule',
  '/employees-schedule',
  '/pattern-schedules',
  '/vacations',
  '/calendar',
  '/users',
  '/settings',
];

describe('Content-Security-Policy', () => {
  it('the login screen runs under the policy the server sends', async () => {
    const page = await h.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("style-src 'self';");
    await page.locator('input[type="password"]').waitFor();
    await settle(page);
    expect(violations).toEqual([]);
  });

  it('every main screen of an admin, and /companies of the superadmin, cause no violation', async () => {
    const page = await h.newPage('/login');
    const violations = await watchViolations(page);
    await signInAs(page, DEMO.admin, '/');
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await settle(page);
      await expect.poll(() => page.locator('h1').count(), { message: path }).toBeGreaterThan(0);
    }
    // The dark theme (the class theme.js sets before the first paint) is no exception.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/calendar');
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    const superPage = await h.newPage('/login');
    const superViolations = await watchViolations(superPage);
    await signInAs(superPage, DEMO.superadmin, '/companies');
    await settle(superPage);
    await expect.poll(() => superPage.locator('h1').count()).toBeGreaterThan(0);
    expect([...violations, ...superViolations]).toEqual([]);
  });

  it('admits the realtime socket on the same host, and nothing on another', async () => {
    const page = await h.newPage('/login');
    const violations = await watchViolations(page);
    await settle(page);
    const blocked = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.blockedURI));
      const same = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/presence`);
      same.onerror = () => same.close();
      try {
        new WebSocket('ws://example.invalid/ws');
      } catch {
        // Chromium throws for a blocked socket URL
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      return seen;
    });
    expect(blocked.some((uri) => uri.includes('example.invalid'))).toBe(true);
    expect(blocked.filter((uri) => !uri.includes('example.invalid'))).toEqual([]);
    expect(violations.filter((text) => !text.includes('example.invalid'))).toEqual([]);
  });

  it('the API reference (Swagger UI) renders the API under its policy', async () => {
    const page = await h.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto('/api-docs/');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    await page.locator('.swagger-ui .info .title').waitFor();
    // Every tag is listed (collapsed); opening one draws its operations.
    await expect.poll(() => page.locator('.opblock-tag').count()).toBeGreaterThan(25);
    await page.locator('.opblock-tag', { hasText: 'work-schedule' }).click();
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(10);
    // Open one operation: its parameters and schema render too.
    await page.locator('.opblock-summary').first().click();
    await page.locator('.opblock-body').first().waitFor();
    await settle(page).catch(() => {});
    expect(violations).toEqual([]);
  });
});
