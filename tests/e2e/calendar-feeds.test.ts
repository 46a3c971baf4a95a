// Calendar feeds (docs/calendar-feeds.md) in Chromium: a user switches on the feed in Settings,
// reads the link from the page (shown once, with Copy), fetches it and finds their planned shifts;
// replacing the link stops the old one; switching off asks first. An admin switches on the feed of
// a department on its page. The demo tenant's plan covers the current month, so nothing depends on the day.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { useHarness } from './support/harness';
import { callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

/** The feed as a calendar app reads it: no session, only the link (and no copy the browser kept: the feed may be cached 5 minutes). */
async function readFeed(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address, { credentials: 'omit', cache: 'no-store' });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  }, url);
}

describe('calendar feed', () => {
  it('lets a user switch on the feed in Settings, copy its link and find their shifts in it', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await signInAs(page, DEMO.user, '/settings');
    await page.getByRole('tab', { name: 'Calendar feed' }).click();
    await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
    await page.getByText('The calendar feed is off.').waitFor();
    await page.getByRole('button', { name: 'Switch on the calendar feed' }).click();

    const field = page.getByLabel('Calendar link (ICS)');
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${h.origin}/api/v1/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    await page.getByText('How to subscribe').waitFor();
    await page.getByText(/^Google Calendar \(on a computer\)/).waitFor();

    // Copy puts the link on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The feed: the user's planned shifts of this month, in UTC, as ical.js reads them.
    const feed = await readFeed(page, url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const me = (await callApi(page, 'GET', '/v1/users/me', { token })).body as { id: string };
    const start = warsawToday();
    const plan = await callApi(page, 'GET', `/v1/work-schedule/get?user_id=${me.id}&start=${start}&end=${addDays(start, 20)}`, { token });
    const planned = (plan.body.data as { id: string; type: string | null; planned_start_at: string | null }[]).filter((s) =>
      s.planned_start_at
    );
    expect(planned.length).toBeGreaterThan(0);
    const host = new URL(h.origin).hostname;
    for (const shift of planned) {
      const event = events.find((e) => e.uid === `${shift.id}@${host}`);
      expect(event, shift.id).toBeDefined();
      expect(event!.summary).toBe(shift.type);
      expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(shift.planned_start_at!).toISOString());
    }

    // Back later: the link is not shown again; replacing gives a new one and stops the old one.
    await page.reload();
    await page.getByText(/The calendar feed is on/).waitFor();
    expect(await page.getByLabel('Calendar link (ICS)').count()).toBe(0);
    await page.getByRole('button', { name: 'Replace link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the link?' });
    await confirm.getByRole('button', { name: 'Replace link' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const replaced = await page.getByLabel('Calendar link (ICS)').inputValue();
    expect(replaced).not.toBe(url);
    expect((await readFeed(page, url)).status).toBe(404);
    expect((await readFeed(page, replaced)).status).toBe(200);

    // Switching off asks first, with the keyboard too.
    await page.getByRole('button', { name: 'Switch off' }).click();
    const off = page.getByRole('dialog', { name: 'Switch off the calendar feed?' });
    await off.getByRole('button', { name: 'Switch off' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The calendar feed is off.').waitFor();
    expect((await readFeed(page, replaced)).status).toBe(404);
  });

  it("lets an admin switch on a department's feed on its page, in Polish, usable at 375 px", async () => {
    const page = await h.newPage('/login?lng=pl', { viewport: { width: 375, height: 800 } });
    const token = await signInAs(page, DEMO.admin, '/');
    const departments = await callApi(page, 'GET', '/v1/departments/?limit=100', { token });
    const produkcja = (departments.body.data as { id: string; name: string }[]).find((d) => d.name === 'Produkcja')!;
    await page.goto(`/department/${produkcja.id}`);
    await page.getByRole('heading', { name: 'Kanał kalendarza' }).waitFor();
    await page.getByRole('button', { name: 'Włącz kanał kalendarza' }).click();
    const url = await page.getByLabel('Link kalendarza (ICS)').inputValue();
    expect(url).toContain('?lang=pl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const feed = await readFeed(page, url);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Grafik: Produkcja');
    // Each event names its person.
    const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((s) => s.includes(': '))).toBe(true);
  });
});
