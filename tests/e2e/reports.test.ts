// The report generator (docs/web.md "Hour reports"): a user downloads their month as PDF and as CSV
// from the work schedule; an admin downloads a company's report from the employees schedule. The
// month is whatever the page shows (the company's today), so nothing depends on the day.
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();

async function download(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const dialog = page.getByRole('dialog', { name: 'Hour report' });
  const [file] = (await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()])) as [
    Download,
    unknown,
  ];
  const path = await file.path();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Report downloaded').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** The first and last day of the month the URL or the page shows, as the file name has them. */
const MONTH_FILE = (name: string, ext: string) => new RegExp(`^hours-${name}-(\\d{4}-\\d{2})-01-\\1-(28|29|30|31)\\.${ext}$`);

describe('report generator', { tags: ['date'] }, () => {
  it('lets a user download their month as PDF and as CSV from the work schedule', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.user, '/work-schedule');
    await page.getByTestId('month-title').waitFor();
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hour report' });
    await dialog.waitFor();
    // A user reports their own hours only: no choice of whose.
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByLabel('Language of the file').inputValue()).toBe('en');

    const pdf = await download(page);
    expect(pdf.name).toMatch(MONTH_FILE(DEMO.user.fullName, 'pdf'));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The same month as CSV, in Polish.
    await page.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('button', { name: /CSV/ }).click();
    await dialog.getByLabel('Language of the file').selectOption('pl');
    const csv = await download(page);
    expect(csv.name).toMatch(MONTH_FILE(DEMO.user.fullName, 'csv'));
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Wiersz;Pracownik;E-mail;Dział;Data;')).toBe(true);
    expect(text).toContain(`suma;${DEMO.user.fullName};`);
    expect(text).toContain('\r\n');
  });

  it('lets an admin download the report of a company from the employees schedule', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/employees-schedule');
    const company = page.getByLabel('Company');
    await expect.poll(async () => (await company.locator('option:checked').textContent()) ?? '').toMatch(/Acme Polska/);
    const companyName = (await company.locator('option:checked').textContent())!.trim();
    await page.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hour report' });
    await dialog.waitFor();
    // The company on screen is chosen.
    expect(await dialog.getByRole('radio', { name: 'A company' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Company', { exact: true }).locator('option:checked').textContent()).toBe(companyName);
    const pdf = await download(page);
    expect(pdf.name).toMatch(MONTH_FILE(companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'pdf'));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A department of it needs choosing: the dialog says so before asking the server.
    await page.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'A department' }).check();
    await dialog.getByRole('button', { name: 'Download' }).click();
    await dialog.getByText('Choose a department', { exact: true }).last().waitFor();
    await dialog.getByLabel('Department', { exact: true }).selectOption({ index: 1 });
    const department = (await dialog.getByLabel('Department', { exact: true }).locator('option:checked').textContent())!.trim();
    await dialog.getByRole('button', { name: /CSV/ }).click();
    const csv = await download(page);
    expect(csv.name.startsWith(`hours-${department}-`)).toBe(true);
    expect(csv.name.endsWith('.csv')).toBe(true);
    expect(csv.bytes.subarray(3).toString('utf8').startsWith('Row,Employee,Email,Department,Date')).toBe(true);
  });
});
