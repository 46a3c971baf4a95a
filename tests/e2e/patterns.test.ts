// Schedule patterns: an admin creates one (with the form's messages), sees its cycle, applies it to
// a department and deletes it in the Danger Zone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillMonth, fillTime } from './support/dates';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('schedule patterns', () => {
  it('lets an admin create a pattern, preview it, apply it to a department and delete it', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.admin, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Schedule patterns');
    await page.getByRole('table').waitFor(); // the demo patterns

    await page.getByRole('button', { name: 'New pattern' }).click();
    const form = page.getByRole('form', { name: 'New pattern' });
    await form.getByRole('button', { name: 'Create pattern' }).click();
    await form.getByRole('alert').getByText('Please fill in all required fields!').waitFor();

    await form.getByLabel('Name').fill('E2E rota');
    await form.getByLabel('Cycle length (days)').fill('4');
    await form.getByLabel('Shift type').fill('Day');
    await form.getByRole('button', { name: 'Create pattern' }).click();
    await form.getByRole('alert').getByText('Each shift must have at least one day.').waitFor();

    const first = form.getByRole('group', { name: 'Days of shift 1' });
    await first.getByRole('button', { name: 'Day 1' }).click();
    await first.getByRole('button', { name: 'Day 2' }).click();
    expect(await first.getByRole('button', { name: 'Day 1' }).getAttribute('aria-pressed')).toBe('true');
    await form.getByRole('button', { name: 'Add shift' }).click();
    await form.getByLabel('Shift type').nth(1).fill('Night');
    await fillTime(form.getByLabel('Start').nth(1), '20:00');
    await fillTime(form.getByLabel('End').nth(1), '08:00');
    const second = form.getByRole('group', { name: 'Days of shift 2' });
    expect(await second.getByRole('button', { name: 'Day 1' }).isDisabled()).toBe(true); // two shifts never share a day
    await second.getByRole('button', { name: 'Day 3' }).press('Enter');
    await form.getByRole('button', { name: 'Create pattern' }).click();

    await toasts(page).getByText('Pattern created successfully!').waitFor();
    await page.waitForURL(/\/pattern-schedule\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.title()).toBe('E2E rota');
    const preview = page.getByRole('list', { name: 'Cycle preview' });
    await preview.locator('li[data-day="1"]').getByText('Day', { exact: true }).waitFor();
    await preview.locator('li[data-day="3"]').getByText('Night').waitFor();
    await preview.locator('li[data-day="4"]').getByText('Off').waitFor();

    const apply = page.getByRole('form', { name: 'Apply to a department' });
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await apply.getByText('Choose a department', { exact: true }).nth(1).waitFor();
    await apply.getByLabel('Department').selectOption({ index: 1 });
    const month = addMonths(warsawToday().slice(0, 7), 3);
    await fillMonth(apply.getByLabel('Start month'), month);
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    const result = apply.getByTestId('apply-result');
    await result.waitFor();
    const created = Number(/^Created: (\d+), replaced: \d+, skipped: \d+$/.exec((await result.textContent()) ?? '')?.[1]);
    expect(created).toBeGreaterThan(0);
    // Applying twice changes nothing.
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => result.textContent()).toMatch(/^Created: 0, /);

    await page.goto('/settings?tab=danger');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Delete a schedule pattern' }) });
    await section.getByLabel('Pattern').selectOption({ label: 'E2E rota' });
    await section.getByRole('button', { name: 'Delete pattern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the pattern?' });
    await dialog.getByText('The pattern E2E rota will be deleted.').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('Pattern deleted').waitFor();
    await expect.poll(() => section.getByLabel('Pattern').locator('option').allInnerTexts()).not.toContain('E2E rota');
  });

  it('refuses a user and reads at phone width in Ukrainian', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    await signInAs(page, DEMO.user, '/pattern-schedules');
    await page.getByText('Permission Denied').first().waitFor();

    await signInAs(page, DEMO.admin, '/pattern-schedules?lng=uk');
    await page.getByRole('heading', { name: 'Шаблони графіка' }).waitFor();
    await page.getByRole('button', { name: 'Новий шаблон' }).click();
    await page.getByRole('button', { name: 'Створити шаблон' }).click();
    await page.getByText('Будь ласка, заповніть усі обов’язкові поля!').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
