// Shift entries in the browser with a fake camera (docs/shift-entries.md): Chromium plays a video of
// an employee card whose QR code is the card's id (support/fake-camera.ts). An admin opens an entry,
// starts the camera, the card is read and the employee appears with a start time; the card still in
// view after the 2 s de-duplication is the next scan and ends the row; a keyboard-wedge scan (a
// second employee's card number and Enter in the forced input) adds another; an unknown code shows
// 'Code not recognized'; kiosk mode comes and goes; the entry is closed and adding is disabled.
// A refused camera shows 'Failed to start scanner' while the forced input still works.
// The cards are written into the server's tenant database (the cards API is another issue's); the
// employees are demo employees of the Polish company employed now. Nothing depends on the date.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeQrCardY4m } from './support/fake-camera';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const videoDir = mkdtempSync(join(tmpdir(), 'grafik-camera-'));
const video = join(videoDir, 'card.y4m');
/** The camera's card: its id is the QR code's text. */
const cameraCard = { id: randomUUID(), number: String(randomInt(1_000_000_000, 9_999_999_999)) };
/** The second employee's card, typed as a keyboard-wedge scanner would. */
const typedCard = { id: randomUUID(), number: String(randomInt(1_000_000_000, 9_999_999_999)) };
writeQrCardY4m(video, cameraCard.id);

const h = useHarness({
  browserArgs: () => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
});

type Person = { id: string; name: string };
let first: Person;
let second: Person;

beforeAll(async () => {
  const db = createClient({ url: `file:${join(h.server.dataDir, 'tenants/acme.db')}` });
  try {
    // Two people with the role user employed now in the demo admin's Polish company.
    const { rows } = await db.execute(
      `SELECT DISTINCT u.id, u.full_name FROM users u
         JOIN employment_records r ON r.user_id = u.id
         JOIN companies c ON c.id = r.company_id
        WHERE u.role = 'user' AND u.is_active = 1 AND u.full_name IS NOT NULL AND r.end_date IS NULL AND c.country = 'PL'
          AND c.id IN (SELECT company_id FROM employment_records a JOIN users au ON au.id = a.user_id WHERE au.email = 'admin@acme.test')
        ORDER BY u.full_name LIMIT 2`,
    );
    const found = rows.map((row) => ({ id: String(row.id), name: String(row.full_name) }));
    if (found.length < 2) throw new Error('the demo has no two employees of the admin’s company');
    [first, second] = found as [Person, Person];
    const now = Date.now();
    for (
      const [person, card] of [
        [first, cameraCard],
        [second, typedCard],
      ] as const
    ) {
      // One active card per person: any demo card of theirs steps aside.
      await db.execute({
        sql: "UPDATE employee_cards SET status = 'revoked', revoked_at = ? WHERE user_id = ? AND status = 'active'",
        args: [now, person.id],
      });
      await db.execute({
        sql: "INSERT INTO employee_cards (id, user_id, number, status, issued_at) VALUES (?, ?, ?, 'active', ?)",
        args: [card.id, person.id, card.number, now],
      });
    }
  } finally {
    db.close();
  }
});

const people = (page: Page) => page.getByTestId('people');
const rowOf = (page: Page, name: string) => people(page).locator('tr, li').filter({ hasText: name });

async function openNewEntry(page: Page, name: string) {
  await signInAs(page, DEMO.admin, '/shift-entries-list/shift-entries');
  await page.getByRole('button', { name: 'Open a new entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Open a new entry' });
  // The name is required.
  await dialog.getByRole('button', { name: 'Open entry' }).click();
  await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Main gate, morning');
  await dialog.getByRole('button', { name: 'Open entry' }).click();
  await page.waitForURL(/\/shift-entries-list\/[0-9a-f-]{36}$/);
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

describe('an entry scanned with the camera and a keyboard-wedge scanner', () => {
  it('reads a card, ends the row on the next scan, adds a typed card, refuses an unknown code, and closes', async () => {
    const page = await h.newPage('/login');
    // The console: the reader's wasm must compile while it streams (served as application/wasm),
    // not fall back with 'wasm streaming compile failed … Expected application/wasm'.
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    const wasmTypes: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.wasm')) wasmTypes.push(response.headers()['content-type'] ?? '');
    });
    const name = `Gate ${Date.now().toString(36)}`;
    await openNewEntry(page, name);
    await expect.poll(() => page.getByText('No one scanned in yet.').isVisible()).toBe(true);

    // The camera: the card in view is read and its employee starts.
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Start camera' }).click();
    const success = page.getByTestId('scan-success');
    await success.filter({ hasText: first.name }).filter({ hasText: 'Started' }).waitFor();
    const scanToPanel = Date.now() - clicked;
    await expect.poll(() => rowOf(page, first.name).count()).toBe(1);
    await expect.poll(() => rowOf(page, first.name).first().textContent()).toMatch(/In/);
    console.log(`camera start to 'Started' panel: ${scanToPanel} ms`);
    expect(consoleLines.filter((line) => /wasm|WebAssembly/i.test(line))).toEqual([]);
    expect(wasmTypes.length).toBeGreaterThan(0);
    expect(new Set(wasmTypes)).toEqual(new Set(['application/wasm']));

    // The same card still in view after 2 s is the next scan: the row ends.
    const started = Date.now();
    await success.filter({ hasText: first.name }).filter({ hasText: 'Ended' }).waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect.poll(async () => (await rowOf(page, first.name).allTextContents()).some((text) => !/\bIn\b/.test(text))).toBe(true);

    // A keyboard-wedge scanner types the second card's number and Enter.
    const input = page.getByLabel('Scan input');
    await input.click();
    await page.keyboard.type(typedCard.number);
    await page.keyboard.press('Enter');
    await success.filter({ hasText: second.name }).filter({ hasText: 'Started' }).waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => rowOf(page, second.name).count()).toBe(1);

    // An unknown code: the red panel, the next scan ready.
    await page.keyboard.type('0000000001');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('scan-error').textContent()).toContain('Code not recognized');
    await expect.poll(() => input.inputValue()).toBe('');

    // Kiosk mode: the scanner alone, left with Escape.
    await page.getByRole('button', { name: 'Kiosk mode' }).click();
    const kiosk = page.getByTestId('kiosk');
    await kiosk.getByRole('button', { name: 'Leave kiosk' }).waitFor();
    // It covers the whole window: the sidebar and the navigation are behind it (and inert).
    const covered = await page.evaluate(() => {
      const kioskElement = document.querySelector('[data-testid="kiosk"]');
      const points = [[5, 5], [20, window.innerHeight / 2], [window.innerWidth - 5, window.innerHeight - 5]];
      return points.every(([x, y]) => kioskElement?.contains(document.elementFromPoint(x!, y!)));
    });
    expect(covered).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => kiosk.count()).toBe(0);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Close', exact: true }).waitFor();

    // Closing: the open row ends, adding is disabled.
    await main.getByRole('button', { name: 'Close', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Close this entry?' });
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => page.getByText('Closed', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start camera' }).isDisabled()).toBe(true);
    await expect.poll(async () => (await rowOf(page, second.name).allTextContents()).every((text) => !/\bIn\b/.test(text))).toBe(true);
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
  });

  it("a refused camera says 'Failed to start scanner' and the forced input still adds", async () => {
    const page = await h.newPage('/login');
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openNewEntry(page, `Side door ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect.poll(() => page.getByText('Failed to start scanner').isVisible()).toBe(true);
    const input = page.getByLabel('Scan input');
    await input.fill(typedCard.id);
    await input.press('Enter');
    await page.getByTestId('scan-success').filter({ hasText: second.name }).waitFor();
  });
});
