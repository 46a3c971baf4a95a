// A signed-in first visit (empty cache): a screen's data is asked for beside its code, not after
// it, and the screen takes those answers instead of asking again (docs/web.md "First reads").
// The order of Playwright's request events says what waited for what; every script but the entry
// is held back a while (a slow network), so a read that waits for the code would start after it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO } from './support/session';

const h = useHarness();
const HOLD_MS = 1000;

type Event = { kind: 'start' | 'end'; path: string };

/** A fresh context signed in as the demo admin (terms accepted) whose scripts arrive late; the request events, in order. */
async function firstVisit(path: string): Promise<{ page: Page; events: Event[] }> {
  const setup = await h.newPage('/login');
  const token = await apiToken(setup, DEMO.admin);
  await callApi(setup, 'POST', '/v1/users/me/consent', { token });
  const page = await h.newPage();
  await page.addInitScript((value) => localStorage.setItem('access_token', value), token);
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!/\/assets\/(index|vendor)-/.test(route.request().url())) await new Promise((done) => setTimeout(done, HOLD_MS));
    await route.continue();
  });
  const events: Event[] = [];
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  page.on('request', (request) => events.push({ kind: 'start', path: pathOf(request.url()) }));
  page.on('requestfinished', (request) => events.push({ kind: 'end', path: pathOf(request.url()) }));
  await page.goto(path);
  return { page, events };
}

const at = (events: Event[], kind: Event['kind'], test: RegExp) => events.findIndex((event) => event.kind === kind && test.test(event.path));
const count = (events: Event[], test: RegExp) => events.filter((event) => event.kind === 'start' && test.test(event.path)).length;

describe('first visit', () => {
  it("asks for the dashboard's data while its code loads, each read once", async () => {
    const { page, events } = await firstVisit('/');
    await page.getByRole('region', { name: 'My shift (today)' }).locator('[data-testid="my-shift-status"], #off-schedule-hint').waitFor();
    await page.getByRole('region', { name: 'Employee shift status' }).getByRole('table').first().waitFor();

    const screenCode = at(events, 'end', /^\/assets\/dashboard-.+\.js$/);
    const frameCode = at(events, 'end', /^\/assets\/protected-root-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    const reads = [/^\/api\/v1\/users\/me\/has-consent$/, /^\/api\/v1\/users\/me$/, /^\/api\/v1\/work-schedule\/get\?/, /^\/api\/v1\/work-schedule\/open\?/];
    for (const read of reads) {
      // Started before the frame's and the screen's code had arrived, and asked for once.
      expect(at(events, 'start', read), String(read)).toBeGreaterThan(-1);
      expect(at(events, 'start', read), String(read)).toBeLessThan(Math.min(screenCode, frameCode));
      expect(count(events, read), String(read)).toBe(1);
    }
    // The screen's two reads did not wait for each other.
    const [today, open] = [at(events, 'start', reads[2]!), at(events, 'start', reads[3]!)];
    expect(Math.max(today, open)).toBeLessThan(Math.min(at(events, 'end', reads[2]!), at(events, 'end', reads[3]!)));
  });

  it("asks for the employees schedule's grid while its code loads, after the companies it picks from", async () => {
    const { page, events } = await firstVisit('/employees-schedule');
    await page.locator('td[data-cell]').first().waitFor();

    const screenCode = at(events, 'end', /^\/assets\/employees-schedule-page-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    const companies = /^\/api\/v1\/companies\/\?limit=1000$/;
    const grid = /^\/api\/v1\/employees-schedule\?/;
    const breaches = /^\/api\/v1\/labour-law\/breaches\?/;
    for (const read of [companies, grid, breaches]) {
      expect(at(events, 'start', read), String(read)).toBeGreaterThan(-1);
      expect(at(events, 'start', read), String(read)).toBeLessThan(screenCode);
      expect(count(events, read), String(read)).toBe(1);
    }
    // The grid and its breaches need the company (the first one when the address names none), and
    // only that: they start together once the companies are in.
    expect(at(events, 'start', grid)).toBeGreaterThan(at(events, 'end', companies));
    expect(Math.max(at(events, 'start', grid), at(events, 'start', breaches))).toBeLessThan(Math.min(at(events, 'end', grid), at(events, 'end', breaches)));
  });

  it("asks for the telemetry screen's three reads at once while its code loads", async () => {
    const { page, events } = await firstVisit('/telemetry');
    await page.getByTestId('telemetry-summary').waitFor();

    const screenCode = at(events, 'end', /^\/assets\/telemetry-page-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    const reads = [/^\/api\/v1\/telemetry\/daily$/, /^\/api\/v1\/telemetry\/monthly$/, /^\/api\/v1\/telemetry\/invoice$/];
    for (const read of reads) {
      expect(at(events, 'start', read), String(read)).toBeLessThan(screenCode);
      expect(at(events, 'start', read), String(read)).toBeGreaterThan(-1);
      expect(count(events, read), String(read)).toBe(1);
    }
    const lastStart = Math.max(...reads.map((read) => at(events, 'start', read)));
    expect(lastStart).toBeLessThan(Math.min(...reads.map((read) => at(events, 'end', read))));
  });
});
