// /employees-schedule: the month grid of a company or department, for admins.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { DEMO, signInAs } from './support/session';

const h = useHarness();

describe('employees schedule', () => {
  it('shows an admin one row per employee with the days as columns, filtered and by month', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees schedule' }).click();
    await expect.poll(() => page.title()).toBe('Employees schedule');
    const grid = page.getByRole('table', { name: 'Employees schedule' });
    const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Jan Wiśniewski/ }) });
    await row.waitFor();
    const rows = await grid.getByRole('row').count();
    expect(rows).toBeGreaterThan(2);
    // Header: the employee column and every day of the month.
    const columns = await grid.getByRole('columnheader').count();
    expect(columns).toBeGreaterThanOrEqual(29);
    expect(await row.getByText(/Started, not finished|Not started|Finished, not confirmed|Confirmed|Missed/).count()).toBeGreaterThan(0);
    // The first column stays in view while the grid scrolls sideways.
    const header = row.getByRole('rowheader');
    expect(await header.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');

    // A department narrows the rows; the month moves.
    await page.getByLabel('Department').selectOption({ index: 1 });
    await expect.poll(() => page.url()).toContain('department_id=');
    await expect.poll(async () => (await grid.getByRole('row').count()) <= rows).toBe(true);
    const title = await page.getByTestId('month-title').textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => page.getByTestId('month-title').textContent()).not.toBe(title);
    await expect.poll(() => page.url()).toContain('month=');
  });

  it('refuses a user', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, '/employees-schedule');
    await page.getByText('Permission Denied').first().waitFor();
  });
});
