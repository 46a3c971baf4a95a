// /employees-schedule: the month grid of a company or department, for admins.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs, uniqueEmail } from './support/session';

const h = useHarness();

describe('employees schedule', () => {
  it('shows an admin one row per employee with the days as columns, filtered and by month', { tags: ['date'] }, async () => {
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
    // A shift's status is in its name (the name starts with the abbreviation the cell shows).
    expect(await row.getByRole('button', { name: /Started, not finished|Not started|Finished, not confirmed|Confirmed|Missed/ }).count())
      .toBeGreaterThan(0);
    // The first column stays in view while the grid scrolls sideways.
    const offset = () =>
      grid.evaluate((table) => {
        const header = [...table.querySelectorAll('th[scope="row"]')].find((cell) => cell.textContent?.includes('Jan Wiśniewski'))!;
        return header.getBoundingClientRect().left - table.parentElement!.getBoundingClientRect().left;
      });
    const before = await offset();
    await grid.evaluate((table) => (table.parentElement!.scrollLeft = 400));
    await expect.poll(() => grid.evaluate((table) => table.parentElement!.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => Math.abs((await offset()) - before)).toBeLessThan(2);

    // A department narrows the rows; the month moves.
    await page.getByLabel('Department').selectOption({ index: 1 });
    await expect.poll(() => page.url()).toContain('department_id=');
    await expect.poll(async () => (await grid.getByRole('row').count()) <= rows).toBe(true);
    const title = await page.getByTestId('month-title').textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => page.getByTestId('month-title').textContent()).not.toBe(title);
    await expect.poll(() => page.url()).toContain('month=');
  });

  it('draws the rows of a long department near the view first, the rest after, and keeps them', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await apiToken(page, DEMO.superadmin);
    const companies = await callApi(page, 'GET', '/v1/companies/', { token });
    const company = companies.body.data.find((item: { country: string }) => item.country === 'PL');
    const department = await callApi(page, 'POST', '/v1/departments/', {
      token,
      json: { company_id: company.id, name: `Długa lista ${Date.now().toString(36)}` },
    });
    expect(department.status).toBe(200);
    const PEOPLE = 90;
    for (let start = 0; start < PEOPLE; start += 15) {
      await Promise.all(
        Array.from({ length: Math.min(15, PEOPLE - start) }, async (_, i) => {
          const n = String(start + i).padStart(2, '0');
          const user = await callApi(page, 'POST', '/v1/users/', {
            token,
            json: { email: uniqueEmail(`long${n}`), password: 'long-list-1', full_name: `Osoba Długa ${n}` },
          });
          const hired = await callApi(page, 'POST', '/v1/employees/', {
            token,
            json: { user_id: user.body.id, company_id: company.id, department_id: department.body.id, start_date: '2020-01-01' },
          });
          expect(hired.status).toBe(200);
        }),
      );
    }

    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${company.id}&department_id=${department.body.id}`);
    const grid = page.getByRole('table', { name: 'Employees schedule' });
    await grid.getByRole('rowheader', { name: /Osoba Długa 00/ }).waitFor();

    // The scroller is as tall as every row: its end shows the last person, with a day to plan.
    await grid.evaluate((table) => {
      const scroller = table.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
    const last = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Osoba Długa 89/ }) });
    await last.getByRole('button', { name: /Add a shift for Osoba Długa 89/ }).first().waitFor();
    // Rows once drawn stay (scrolling back changes nothing), and all of them are drawn in the end.
    expect(await grid.getByRole('rowheader', { name: /Osoba Długa 00/ }).count()).toBe(1);
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(PEOPLE);

    // The keyboard walks on past the rows drawn: Tab from a row's last day reaches the next person.
    const row = (n: string) => grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`Osoba Długa ${n}`) }) });
    await row('60').getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Osoba Długa 61');
  });

  it('refuses a user', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, '/employees-schedule');
    await page.getByText('Permission Denied').first().waitFor();
  });
});
