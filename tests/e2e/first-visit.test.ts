// A signed-in first visit (empty cache): a screen's data is asked for beside its code, not after
// it, and the screen takes those answers instead of asking again (docs/web.md "First reads").
// The order of Playwright's request events says what waited for what. The app's entry (its file
// and those it imports, as index.html names them) is held back a while and the screen's code
// longer (a slow network), so a read that waits for the code would start after it, and a file the
// entry asks for would start after it arrived. Only those are held: a held request keeps one of
// the browser's six connections to the host, and the reads need the others.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO } from './support/session';

const h = useHarness();
const ENTRY_HOLD_MS = 1000;
const SCREEN_HOLD_MS = 4000;

type Event = { kind: 'start' | 'end'; path: string };

/** The entry's files: its module script and the modules index.html preloads with it. */
async function entryFiles(): Promise<Set<string>> {
  const html = await (await fetch(`http://localhost:${h.server.port}/`)).text();
  return new Set(
    [...html.matchAll(/<(?:script type="module"[^>]*?src|link rel="modulepreload"[^>]*?href)="([^"]+)"/g)].map((match) => match[1]!),
  );
}

/**
 * A fresh context signed in as the demo admin (terms accepted, English chosen) whose entry and
 * screen code (`screen`, the screen's chunk) arrive late; the request events, in order.
 */
async function firstVisit(
  path: string,
  { screen, timezoneId }: { screen: RegExp; timezoneId?: string },
): Promise<{ page: Page; events: Event[] }> {
  const setup = await h.newPage('/login');
  const token = await apiToken(setup, DEMO.admin);
  await callApi(setup, 'POST', '/v1/users/me/consent', { token });
  const entry = await entryFiles();
  expect(entry.size).toBeGreaterThan(1);
  const page = await h.newPage(undefined, { timezoneId });
  await page.addInitScript((value) => {
    localStorage.setItem('access_token', value);
    localStorage.setItem('i18nextLng', 'en');
  }, token);
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const file = new URL(route.request().url()).pathname;
    const hold = entry.has(file) ? ENTRY_HOLD_MS : screen.test(file) ? SCREEN_HOLD_MS : 0;
    await new Promise((done) => setTimeout(done, hold));
    await route.continue();
  });
  const events: Event[] = [];
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  page.on('request', (request) => events.push({ kind: 'start', path: pathOf(request.url()) }));
  page.on('requestfinished', (request) => events.push({ kind: 'end', path: pathOf(request.url()) }));
  await page.goto(path);
  return { page, events };
}

const at = (events: Event[], kind: Event['kind'], test: RegExp) =>
  events.findIndex((event) => event.kind === kind && test.test(event.path));
const count = (events: Event[], test: RegExp) => events.filter((event) => event.kind === 'start' && test.test(event.path)).length;

describe('first visit', () => {
  it("asks for the dashboard's data while its code loads, each read once, the open shifts of the company's today", async () => {
    // A browser whose date is not the company's (Warsaw's) now: UTC+14 from 10:00 to 23:00 UTC,
    // UTC-11 the rest of the day. The open shifts are the company's today's, asked for once.
    const hour = new Date().getUTCHours();
    const { page, events } = await firstVisit('/', {
      screen: /^\/assets\/dashboard-/,
      timezoneId: hour >= 10 && hour < 23 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago',
    });
    const around = page.waitForResponse((response) => /\/api\/v1\/work-schedule\/get\?/.test(response.url()));
    await page.getByRole('region', { name: 'My shift (today)' }).locator('[data-testid="my-shift-status"], #off-schedule-hint').waitFor();
    const openShifts = page.getByRole('region', { name: 'Employee shift status' });
    await openShifts.getByRole('table').first().waitFor();

    // The code of the signed-in frame and of the screen, the texts of the stored language and the
    // frame's two reads were asked for before the app's entry had arrived, so before it ran
    // (theme.js preloads and sends them for a stored session).
    const entry = at(events, 'end', /^\/assets\/index-.+\.js$/);
    expect(entry).toBeGreaterThan(-1);
    const code = [
      /^\/assets\/protected-root-.+\.js$/,
      /^\/assets\/dashboard-.+\.js$/,
      /^\/assets\/en-app-.+\.js$/,
      /^\/assets\/en-translation-.+\.js$/,
    ];
    for (const early of [...code, /^\/api\/v1\/users\/me\/has-consent$/, /^\/api\/v1\/users\/me$/]) {
      expect(at(events, 'start', early), String(early)).toBeGreaterThan(-1);
      expect(at(events, 'start', early), String(early)).toBeLessThan(entry);
    }
    const screenCode = at(events, 'end', /^\/assets\/dashboard-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    const [consent, me, schedule, open] = [
      /^\/api\/v1\/users\/me\/has-consent$/,
      /^\/api\/v1\/users\/me$/,
      /^\/api\/v1\/work-schedule\/get\?/,
      /^\/api\/v1\/work-schedule\/open\?/,
    ];
    for (const read of [consent, me, schedule, open]) {
      // Started before the screen's code had arrived, and asked for once.
      expect(at(events, 'start', read), String(read)).toBeGreaterThan(-1);
      expect(at(events, 'start', read), String(read)).toBeLessThan(screenCode);
      expect(count(events, read), String(read)).toBe(1);
    }
    // The open shifts wait for the company's today, which the schedule's answer names.
    const { today } = (await (await around).json()) as { today: string };
    const browserToday = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    expect(browserToday).not.toBe(today);
    expect(at(events, 'start', open)).toBeGreaterThan(at(events, 'end', schedule));
    expect(events.find((event) => event.kind === 'start' && open.test(event.path))!.path).toContain(`date=${today}`);
    await expect.poll(() => openShifts.getByLabel('Date').inputValue()).not.toBe('');
  });

  it("downloads none of the signed-in frame's code on a visit to /login", async () => {
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(scripts.filter((path) => /\/(protected-root|dashboard)-/.test(path))).toEqual([]);
  });

  it("asks for the employees schedule's grid while its code loads, after the companies it picks from", async () => {
    const { page, events } = await firstVisit('/employees-schedule', { screen: /^\/assets\/employees-schedule-route-/ });
    await page.locator('td[data-cell]').first().waitFor();

    const screenCode = at(events, 'end', /^\/assets\/employees-schedule-route-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    // Its code was preloaded before the entry had arrived.
    expect(at(events, 'start', /^\/assets\/employees-schedule-route-.+\.js$/)).toBeLessThan(at(events, 'end', /^\/assets\/index-.+\.js$/));
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
    expect(Math.max(at(events, 'start', grid), at(events, 'start', breaches))).toBeLessThan(
      Math.min(at(events, 'end', grid), at(events, 'end', breaches)),
    );
  });

  it("asks for the telemetry screen's three reads at once while its code loads", async () => {
    const { page, events } = await firstVisit('/telemetry', { screen: /^\/assets\/telemetry-page-/ });
    await page.getByTestId('telemetry-summary').waitFor();

    const screenCode = at(events, 'end', /^\/assets\/telemetry-page-.+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    expect(at(events, 'start', /^\/assets\/telemetry-page-.+\.js$/)).toBeLessThan(at(events, 'end', /^\/assets\/index-.+\.js$/));
    const reads = [/^\/api\/v1\/telemetry\/daily$/, /^\/api\/v1\/telemetry\/monthly$/, /^\/api\/v1\/telemetry\/invoice$/];
    for (const read of reads) {
      expect(at(events, 'start', read), String(read)).toBeLessThan(screenCode);
      expect(at(events, 'start', read), String(read)).toBeGreaterThan(-1);
      expect(count(events, read), String(read)).toBe(1);
    }
    const lastStart = Math.max(...reads.map((read) => at(events, 'start', read)));
    expect(lastStart).toBeLessThan(Math.min(...reads.map((read) => at(events, 'end', read))));
  });

  it('preloads the screen of an address with a parameter, and a fixed route before a parameter', async () => {
    const entry = /^\/assets\/index-.+\.js$/;
    const item = await firstVisit('/news/7d3c1a52-0000-4000-8000-000000000000', { screen: /^\/assets\/news-item-page-/ });
    await expect.poll(() => at(item.events, 'end', /^\/assets\/news-item-page-.+\.js$/)).toBeGreaterThan(-1);
    expect(at(item.events, 'start', /^\/assets\/news-item-page-.+\.js$/)).toBeLessThan(at(item.events, 'end', entry));

    // /news/create is its own route, not a news item's (/news/:newsId would preload no form).
    const create = await firstVisit('/news/create', { screen: /^\/assets\/news-form-page-/ });
    await create.page.getByRole('textbox').first().waitFor();
    expect(at(create.events, 'start', /^\/assets\/news-form-page-.+\.js$/)).toBeLessThan(at(create.events, 'end', entry));
  });
});
