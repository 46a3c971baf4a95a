// Defect 12: date fields follow the app's language, not the browser's. In Polish the absence form's
// start date is typed and shown as dd.mm.rrrr, its calendar (a button beside the field) starts on
// Monday with Polish weekday names, arrow keys move through the days, and picking a day fills the
// field. The dates are typed, never sent, so they hold on any day.
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFindings } from './support/axe';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();

describe('date fields in the app language', () => {
  it('in Polish shows and accepts 01.03.2027, opens a Monday-first calendar and fills the field from it', async () => {
    const page = await h.newPage('/login?lng=pl');
    await signInAs(page, DEMO.user, '/vacations?lng=pl');
    const form = page.getByRole('form', { name: 'Nowy wniosek' });
    const start = form.getByLabel('Data rozpoczęcia');
    await start.waitFor();
    expect(await start.getAttribute('placeholder')).toBe('dd.mm.rrrr');

    // Typed in Polish order; a short form is rewritten as the language writes it.
    await start.fill('1.3.2027');
    await start.blur();
    expect(await start.inputValue()).toBe('01.03.2027');
    expect(await start.getAttribute('data-value')).toBe('2027-03-01');
    expect(await start.getAttribute('aria-invalid')).toBeNull();
    // The end follows an empty end, shown the same way.
    expect(await form.getByLabel('Data zakończenia').inputValue()).toBe('01.03.2027');

    // Not a date: the field says how to write one.
    await start.fill('31.02.2027');
    await start.blur();
    await form.getByText('Wpisz istniejącą datę w formacie dd.mm.rrrr').waitFor();
    expect(await start.getAttribute('aria-invalid')).toBe('true');
    await fillDate(start, '2027-03-01');
    expect(await start.inputValue()).toBe('01.03.2027');

    // The calendar: March 2027, Monday first, Polish names.
    const opener = form.getByRole('button', { name: 'Otwórz kalendarz' }).first();
    await opener.click();
    const calendar = page.getByRole('dialog', { name: 'Data rozpoczęcia' });
    await calendar.getByText('marzec 2027').waitFor();
    const weekdays = await calendar.locator('thead th').allTextContents();
    expect(weekdays[0]).toBe('pon.');
    expect(weekdays[6]).toBe('niedz.');
    // 1 March 2027 is a Monday: the first cell of the first week.
    expect(await calendar.getByRole('row').first().getByRole('gridcell').first().textContent()).toBe('1');
    // The open calendar passes the accessibility check too.
    expect(describeFindings(await axeFindings(page))).toBe('');

    // Keyboard: focus is on the chosen day; the right arrow and Enter pick the next one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('02.03.2027');
    expect(await start.getAttribute('data-value')).toBe('2027-03-02');

    // Picking a day with the pointer fills the field too; Escape closes without a change.
    await opener.click();
    await calendar.locator('[data-day="2027-03-15"] button').click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('15.03.2027');
    await opener.click();
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('15.03.2027');
  });
});
