// /calendar: the team calendar of a department and a month (shifts and approved absences), for
// everyone; colleagues' absences show without their kind to users.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { warsawToday } from './support/clock';
import { apiToken, callApi, DEMO, DEMO_PASSWORD, signInAs, signUpThroughApi, uniqueEmail } from './support/session';
import { workingDays } from './support/workdays';
import { decodeEmployeesSchedule } from '../../web/src/features/schedule/api/employees-schedule-format';

const h = useHarness();
/** A user of the demo user's department (Produkcja). */
const COLLEAGUE = { email: 'anna.nowicka@acme.test', password: DEMO_PASSWORD, fullName: 'Anna Nowicka' };

type Cell = { id: string; date: string; type: string | null; off_schedule: boolean; planned_start: string | null };
type Row = {
  user_id: string;
  full_name: string | null;
  email: string;
  shifts: Cell[];
  absences: { start_date: string; end_date: string }[];
};
type Month = { today: string; month: string; employees: Row[] };

/** Produkcja's id and its month as the API answers the account. */
async function production(page: Page, token: string, month?: string): Promise<{ id: string; data: Month }> {
  const departments = await callApi(page, 'GET', '/v1/departments/?limit=1000', { token });
  expect(departments.status).toBe(200);
  const id: string = departments.body.data.find((d: { name: string }) => d.name === 'Produkcja').id;
  const query = new URLSearchParams({ department_id: id, month: month ?? warsawToday().slice(0, 7) });
  const answer = await callApi(page, 'GET', `/v1/employees-schedule/?${query}`, { token });
  expect(answer.status).toBe(200);
  // The answer is compact (docs/api.md); read it as the web app does.
  return { id, data: decodeEmployeesSchedule(answer.body) as unknown as Month };
}

const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, mon!, 1));
  return date.toISOString().slice(0, 7);
};

/** Whether the row's person has an approved absence on the date (they are away, not working). */
const awayOn = (row: Row, date: string) => row.absences.some((a) => a.start_date <= date && date <= a.end_date);

const selectedDepartment = (page: Page) =>
  page.getByLabel('Department').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

describe('team calendar', () => {
  it(
    "shows the user their department's month with shift coverage and today, moves between months and opens a day",
    { tags: ['date'] },
    async () => {
      const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
      const token = await signInAs(page, DEMO.user, '/');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
      await expect.poll(() => page.title()).toBe('Calendar');
      await expect.poll(() => selectedDepartment(page)).toBe('Produkcja');

      const { data } = await production(page, token);
      const today = page.locator(`button[data-date="${data.today}"]`);
      await today.waitFor();
      expect(await today.getAttribute('aria-current')).toBe('date');
      await page.getByTestId('calendar-summary').getByText(`People: ${data.employees.length}`, { exact: false }).waitFor();

      // Coverage: a day with planned shifts shows how many people work each shift type.
      const counts = new Map<string, number>();
      for (const row of data.employees) {
        if (awayOn(row, data.today)) continue;
        for (const shift of row.shifts) {
          if (shift.off_schedule || shift.date !== data.today) continue;
          counts.set(shift.type ?? '', (counts.get(shift.type ?? '') ?? 0) + 1);
        }
      }
      expect(counts.size).toBeGreaterThan(0);
      for (const [type, count] of counts) {
        expect(await today.locator(`[data-shift="${type}"]`).textContent()).toBe(`${type}${count}`);
      }
      await page.getByRole('list', { name: 'Legend' }).getByText('Away').waitFor();

      // Months move, and Today comes back.
      const title = page.getByTestId('month-title');
      const current = await title.textContent();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(() => title.textContent()).not.toBe(current);
      await expect.poll(() => page.url()).toContain(`month=${nextMonth(data.month)}`);
      await page.locator(`button[data-date="${nextMonth(data.month)}-01"]`).waitFor();
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await expect.poll(() => title.textContent()).toBe(current);

      // A day opens from the keyboard with everyone of that day; Escape closes it.
      const colleague = data.employees.find(
        (row) =>
          row.email !== DEMO.user.email && !awayOn(row, data.today) && row.shifts.some((s) => s.date === data.today && !s.off_schedule),
      )!;
      const shift = colleague.shifts.find((s) => s.date === data.today && !s.off_schedule)!;
      await today.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('day-working').waitFor();
      const line = dialog.getByTestId('day-working').getByRole('listitem').filter({ hasText: colleague.full_name ?? colleague.email });
      expect(await line.textContent()).toContain(shift.type);
      expect(await line.textContent()).toMatch(/\d{1,2}:\d{2}.*–\d{1,2}:\d{2}/);
      await dialog.getByText('Planned times are in the company').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(data.today);
    },
  );

  it('shows an approved absence with its kind to its owner and admins, and as Away to colleagues', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const userToken = await apiToken(page, DEMO.user);
    const adminToken = await apiToken(page, DEMO.admin);
    const { id: departmentId, data } = await production(page, userToken);
    const month = nextMonth(data.month);
    // The user's first two working days from the 8th (as the API counts them: the rotation has days off).
    const [start, end] = (await workingDays(page, userToken, `${month}-08`, 14)).slice(0, 2) as [string, string];
    expect(end).toBeDefined();
    const created = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token: userToken,
      json: { type: 'vacation', start_date: start, end_date: end },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const approved = await callApi(page, 'PATCH', '/v1/vacation-sick/update', {
      token: adminToken,
      json: { id: created.body.id, status: 'approved' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // The owner sees the kind on both days and in the day's list.
    await signInAs(page, DEMO.user, `/calendar?month=${month}`);
    for (const date of [start, end]) {
      const chip = page.locator(`button[data-date="${date}"] [data-kind][title^="Jan Wiśniewski:"]`);
      await chip.waitFor();
      expect(await chip.getAttribute('data-kind')).toBe('vacation');
      expect(await chip.getAttribute('title')).toBe('Jan Wiśniewski: Vacation');
    }
    // The day's description (aria-describedby) names who is away and why.
    const description = await page.locator(`button[data-date="${start}"]`).evaluate((button) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent
    );
    expect(description).toMatch(/Away: (.*, )?Jan Wiśniewski \(Vacation\)/);
    await page.locator(`button[data-date="${start}"]`).click();
    const away = page.getByRole('dialog').getByTestId('day-away');
    const mine = away.getByRole('listitem').filter({ hasText: 'Jan Wiśniewski' });
    await mine.getByText('Vacation').waitFor();
    expect(await page.getByRole('dialog').getByTestId('day-working').getByText('Jan Wiśniewski').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // A colleague sees that Jan is away, not why.
    const colleague = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(colleague, COLLEAGUE, `/calendar?month=${month}`);
    await expect.poll(() => selectedDepartment(colleague)).toBe('Produkcja');
    const chip = colleague.locator(`button[data-date="${start}"] [data-kind][title^="Jan Wiśniewski:"]`);
    await chip.waitFor();
    expect(await chip.getAttribute('data-kind')).toBe('away');
    expect(await chip.getAttribute('title')).toBe('Jan Wiśniewski: Away');
    expect(await colleague.locator(`button[data-date="${start}"]`).textContent()).not.toContain('Vacation');
    await colleague.locator(`button[data-date="${start}"]`).click();
    const theirs = colleague.getByRole('dialog').getByTestId('day-away').getByRole('listitem').filter({ hasText: 'Jan Wiśniewski' });
    await theirs.getByText('Away', { exact: true }).waitFor();
    expect(await theirs.textContent()).not.toContain('Vacation');

    // An admin opens their own department by default and sees the kind.
    const admin = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(admin, DEMO.admin, `/calendar?month=${month}`);
    await expect.poll(() => selectedDepartment(admin)).toBe('Produkcja');
    const seen = admin.locator(`button[data-date="${start}"] [data-kind][title^="Jan Wiśniewski:"]`);
    await seen.waitFor();
    expect(await seen.getAttribute('data-kind')).toBe('vacation');
    await admin.goto(`/calendar?department=${departmentId}&month=${month}`);
    await admin.locator(`button[data-date="${end}"] [data-kind="vacation"]`).first().waitFor();
  });

  it('becomes a day-by-day list at phone width, in Polish', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    const token = await signInAs(page, DEMO.user, '/calendar?lng=pl');
    await expect.poll(() => page.title()).toBe('Kalendarz');
    const { data } = await production(page, token);
    const today = page.locator(`button[data-date="${data.today}"]`);
    await today.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // One day per row, as wide as the list.
    expect((await today.boundingBox())!.width).toBeGreaterThan(280);
    await page.getByRole('list', { name: 'Legenda' }).getByText('Nieobecność').waitFor();
    await today.click();
    await page.getByRole('dialog').getByText(/W pracy \(\d+\)/).waitFor();
  });

  it('says so when the user is in no department', async () => {
    const page = await h.newPage('/login');
    const account = { email: uniqueEmail('calendar'), password: DEMO_PASSWORD, fullName: 'Nowy Pracownik' };
    await signUpThroughApi(page, account);
    await signInAs(page, account, '/calendar');
    await page.getByText('You are not in any department yet').waitFor();
    expect(await page.getByRole('list', { name: 'Days of the month' }).count()).toBe(0);
  });
});
