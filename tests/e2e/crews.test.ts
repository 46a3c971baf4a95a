// Crews (docs/crews.md): an admin manages the crews of a department on its page, and rolls a
// four-crew rotation out to Produkcja from the pattern page (preview, then apply), after which
// the employees schedule shows four different patterns of days.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillDate, fillMonth } from './support/dates';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openPattern(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect.poll(() => page.title()).toBe('Schedule patterns');
  await page.getByRole('link', { name }).click();
  await expect.poll(() => page.title()).toBe(name);
}

describe('crews', () => {
  it('lets an admin roll a four-crew rotation out to Produkcja: each crew its own days', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/');
    await openPattern(page, '4 brygady 12 h');

    const apply = page.getByRole('form', { name: 'Apply to a department' });
    await apply.getByLabel('Crews', { exact: true }).check();
    const crews = apply.getByTestId('apply-crews');
    // Prefilled with the default offsets: crew k starts k × floor(8 / 4) days later.
    for (const [name, offset] of [['Brygada A', '0'], ['Brygada B', '2'], ['Brygada C', '4'], ['Brygada D', '6']]) {
      await expect.poll(() => crews.getByLabel(`Offset of ${name} (days)`).inputValue()).toBe(offset);
    }
    // Beyond the demo's planned months: nothing there yet.
    const month = addMonths(warsawToday().slice(0, 7), 3);
    await fillMonth(apply.getByLabel('Start month'), month);
    await fillDate(apply.getByLabel('Day 1 of the cycle'), `${month}-01`);

    await apply.getByRole('button', { name: 'Preview' }).click();
    const preview = apply.getByTestId('apply-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('preview-row').count()).toBe(10);
    expect(await preview.getByTestId('coverage-row').count()).toBe(2);
    await preview.getByText(/^Would create \d+, replace 0 and skip \d+ shifts this month\.$/).waitFor();
    // Crew A works the first two days of the month.
    const firstRow = preview.getByTestId('preview-row').first();
    expect(await firstRow.getByRole('rowheader').textContent()).toContain('(Brygada A)');

    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    const result = apply.getByTestId('apply-result');
    await result.waitFor();
    const created = Number(/^Created: (\d+), replaced: 0, skipped: \d+$/.exec((await result.textContent()) ?? '')?.[1]);
    expect(created).toBeGreaterThan(30);

    // The employees schedule of that month: four different patterns of days among the crews' people.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees schedule' }).click();
    await page.getByLabel('Department').selectOption({ label: 'Produkcja' });
    for (let i = 0; i < 3; i++) {
      const title = await page.getByTestId('month-title').textContent();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(() => page.getByTestId('month-title').textContent()).not.toBe(title);
    }
    await expect.poll(() => page.url()).toContain(`month=${month}`);
    const grid = page.getByRole('table', { name: 'Employees schedule' });
    await grid.getByRole('rowheader').first().waitFor();
    const patterns = await grid.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].map((cell) => (cell.querySelector('[data-shift]')?.textContent ?? '').slice(0, 2)).join('|')
      )
    );
    const planned = patterns.filter((p) => /[A-Za-zżąęł]/.test(p));
    expect(planned.length).toBeGreaterThanOrEqual(10);
    expect(new Set(planned).size).toBeGreaterThanOrEqual(4);
  });

  it('lets an admin create, rename, fill and delete a crew on the department page, with the keyboard', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/departments');
    await page.getByRole('link', { name: 'Magazyn i logistyka' }).first().click();
    const section = page.getByTestId('crews-section');
    await section.getByText('No crews yet. Add the first one above.').waitFor();
    await section.getByLabel('Crew name').fill('Zmiana ranna');
    await section.getByLabel('Crew name').press('Enter');
    await toasts(page).getByText('Crew added').waitFor();
    await section.getByTestId('crew-row').getByText('Zmiana ranna').waitFor();
    await section.getByTestId('crew-row').getByText('Members: 0').waitFor();

    // A person's crew from the select: the crew counts them.
    const select = section.getByRole('combobox').first();
    await select.focus();
    await select.selectOption({ label: 'Zmiana ranna' });
    await section.getByTestId('crew-row').getByText('Members: 1').waitFor();

    await section.getByRole('button', { name: 'Rename Zmiana ranna' }).press('Enter');
    await section.getByLabel('Crew name').nth(1).fill('Zmiana A');
    await section.getByLabel('Crew name').nth(1).press('Enter');
    await section.getByTestId('crew-row').getByText('Zmiana A', { exact: true }).waitFor();

    await section.getByRole('button', { name: 'Delete Zmiana A' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete crew Zmiana A?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('Crew deleted').waitFor();
    await section.getByText('No crews yet. Add the first one above.').waitFor();
  });

  it('previews crews in Polish at phone width without widening the page', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    await signInAs(page, DEMO.admin, '/pattern-schedules?lng=pl');
    await page.getByRole('link', { name: '4 brygady 12 h' }).click();
    const apply = page.getByRole('form', { name: 'Zastosuj do działu' });
    await apply.getByLabel('Brygady', { exact: true }).check();
    await apply.getByLabel('Przesunięcie: Brygada D (dni)').waitFor();
    await apply.getByLabel('Przesunięcie: Brygada D (dni)').fill('8');
    await apply.getByRole('button', { name: 'Podgląd' }).click();
    await apply.getByText('Przesunięcie to 0-7 dni').waitFor();
    await apply.getByLabel('Przesunięcie: Brygada D (dni)').fill('6');
    await apply.getByRole('button', { name: 'Podgląd' }).click();
    await apply.getByTestId('apply-preview').getByRole('heading', { name: /^Podgląd: / }).waitFor();
    expect(await apply.getByTestId('coverage-row').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The department page's crews, in Polish.
    await page.goto('/departments?lng=pl');
    await page.getByRole('link', { name: 'Produkcja' }).first().click();
    const section = page.getByTestId('crews-section');
    await section.getByRole('heading', { name: 'Brygady' }).waitFor();
    await expect.poll(() => section.getByTestId('crew-row').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
