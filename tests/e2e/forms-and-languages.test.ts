// Defects of issue 29 on forms and languages, one test each, each failing before its fix: a field's
// error that stays after the field is corrected, month headings capitalised word by word, public
// holidays named in the company's language whatever the screen's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { fillDate } from './support/dates';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

/** The text as drawn (CSS text-transform applied), as a reader sees it. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element: HTMLElement) => element.innerText.trim());

/** The Polish company and its Produkcja department, where the demo user and admin work. */
async function poland(page: Page) {
  const token = await apiToken(page, DEMO.superadmin);
  const companies = await callApi(page, 'GET', '/v1/companies/', { token });
  const company = companies.body.data.find((c: { country: string; name: string }) =>
    c.country === 'PL' && c.name.startsWith('Acme Polska')
  );
  const production = company.departments.find((d: { name: string }) => d.name === 'Produkcja');
  return { companyId: company.id as string, departmentId: production.id as string };
}

describe('form errors', () => {
  it('news: a field’s error goes as soon as the field is filled in, the others stay', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/news/create');
    const publish = page.getByRole('button', { name: 'Publish' });
    await publish.click();
    await page.getByText('Enter a title').waitFor();
    await page.getByText('Write the news').waitFor();

    await page.getByLabel('Title', { exact: true }).fill('Canteen closed on Friday');
    await page.getByText('Enter a title').waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).not.toBe('true');
    // The text is still empty: its error stays until it is written.
    expect(await page.getByText('Write the news').isVisible()).toBe(true);
    await page.getByLabel('Text', { exact: true }).fill('Closed for a day.');
    await page.getByText('Write the news').waitFor({ state: 'hidden' });

    // The audience: unticking every company brings its error on Publish; ticking one takes it away.
    const company = page.getByRole('checkbox', { name: 'Acme Polska sp. z o.o.' });
    for (const box of await page.getByRole('list', { name: 'Companies' }).getByRole('checkbox').all()) await box.uncheck();
    await publish.click();
    await page.getByText('Choose at least one company').waitFor();
    await company.check();
    await page.getByText('Choose at least one company').waitFor({ state: 'hidden' });
  });

  it('add user (the shared dialog form): the email’s error goes when the email is typed', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.superadmin, '/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByText('Email is required').waitFor();
    await dialog.getByText('Password is required').waitFor();
    await dialog.getByLabel('Email').fill('someone@acme.test');
    await dialog.getByText('Email is required').waitFor({ state: 'hidden' });
    expect(await dialog.getByText('Password is required').isVisible()).toBe(true);
  });

  it('new department (a form whose fields had no names): the name’s error goes when the name is typed', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.superadmin, '/departments');
    await page.getByRole('button', { name: 'New department' }).click();
    await page.getByRole('button', { name: 'Create department' }).click();
    await page.getByText('Enter department name').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Logistyka');
    await page.getByText('Enter department name').waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('log in (the same clearing on a public form): the email’s error goes when the email is typed', async () => {
    const page = await h.newPage('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('someone@acme.test');
    await page.getByText('Email is required').waitFor({ state: 'hidden' });
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
  });
});

describe('month headings', () => {
  // Intl writes 'листопад 2026 р.' (the year's abbreviation in lower case): only the first letter
  // of a heading becomes a capital, never each word.
  it('capitalise only the first letter in Ukrainian, Polish and English (work schedule, calendar, employees schedule, date popup)', async () => {
    const page = await h.newPage('/login?lng=uk', { viewport: { width: 1280, height: 900 } });
    const { companyId } = await poland(page);
    await signInAs(page, DEMO.admin, '/work-schedule?month=2026-11&lng=uk');
    await expect.poll(() => shown(page, 'month-title')).toBe('Листопад 2026 р.');
    await page.goto('/calendar?month=2026-11');
    await expect.poll(() => shown(page, 'month-title')).toBe('Листопад 2026 р.');
    await page.goto(`/employees-schedule?company_id=${companyId}&month=2026-11`);
    await expect.poll(() => shown(page, 'month-title')).toBe('Листопад 2026 р.');

    // The date field's calendar popup (a user's absence request).
    const user = await h.newPage('/login?lng=uk', { viewport: { width: 1280, height: 900 } });
    await signInAs(user, DEMO.user, '/vacations?lng=uk');
    const form = user.getByRole('form', { name: 'Нова заява' });
    await fillDate(form.getByLabel('Дата початку'), '2026-11-02');
    await form.getByRole('button', { name: 'Відкрити календар' }).first().click();
    const popup = user.getByRole('dialog', { name: 'Дата початку' });
    await expect.poll(() => popup.locator('.rdp-month_caption').evaluate((element: HTMLElement) => element.innerText.trim())).toBe(
      'Листопад 2026 р.',
    );
    await user.keyboard.press('Escape');

    await page.goto('/work-schedule?month=2026-11&lng=pl');
    await expect.poll(() => shown(page, 'month-title')).toBe('Listopad 2026');
    await page.goto('/work-schedule?month=2026-11&lng=en');
    await expect.poll(() => shown(page, 'month-title')).toBe('November 2026');
  });
});

describe('public holiday names', () => {
  // 1 and 11 November 2026 are public holidays of the Polish company (date-holidays' data).
  it('are in the screen’s language on the work schedule, the team calendar and the employees schedule, and follow a switch', async () => {
    const page = await h.newPage('/login?lng=en', { viewport: { width: 1280, height: 900 } });
    const { companyId } = await poland(page);
    await signInAs(page, DEMO.admin, '/work-schedule?month=2026-11&lng=en');
    const days = page.locator('[data-date]');
    await expect.poll(() => days.filter({ hasText: 'Independence Day' }).count()).toBe(1);
    expect(await days.filter({ hasText: 'All Saints’ Day' }).or(days.filter({ hasText: "All Saints' Day" })).count()).toBe(1);
    expect(await page.getByText('Wszystkich Świętych').count()).toBe(0);
    expect(await page.getByText('Narodowe Święto Niepodległości').count()).toBe(0);

    await page.goto('/calendar?month=2026-11');
    await expect.poll(() => page.getByText('Independence Day').count()).toBeGreaterThan(0);
    expect(await page.getByText('Narodowe Święto Niepodległości').count()).toBe(0);

    await page.goto(`/employees-schedule?company_id=${companyId}&month=2026-11`);
    await expect.poll(() => page.locator('th[title="Independence Day"]').count()).toBe(1);
    expect(await page.locator('th[title="Narodowe Święto Niepodległości"]').count()).toBe(0);

    // Ukrainian, then Polish (the company's own language) through the language switch.
    await page.goto('/work-schedule?month=2026-11&lng=uk');
    await expect.poll(() => days.filter({ hasText: 'День Незалежності' }).count()).toBe(1);
    expect(await days.filter({ hasText: 'День усіх святих' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Polski' }).first().click();
    await expect.poll(() => days.filter({ hasText: 'Narodowe Święto Niepodległości' }).count()).toBe(1);
  });
});
