// Plan edits (docs/plan-edits.md) in the employees schedule: an admin drags a planned shift onto
// another day, and edits a shift from its dialog and sees the change in its history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate, fillTime } from './support/dates';
import { useHarness } from './support/harness';
import { newTeam } from './support/team';
import { callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

/** A new department of the Polish demo company with one new employee, and two planned shifts in a month ahead. */
async function team(page: Page) {
  const { ok, superToken, company, department, person, month } = await newTeam(page, { department: 'Plan edits', fullName: 'Ola Planowa' });
  // The 10th and the 11th of the month after next: in the future whatever today is.
  const first = await ok('POST', '/v1/work-schedule/plan', {
    user_id: person.id,
    date: `${month}-10`,
    type: 'Day',
    start: '07:00',
    end: '19:00',
    color: '#f59e0b',
  });
  const second = await ok('POST', '/v1/work-schedule/plan', {
    user_id: person.id,
    date: `${month}-11`,
    type: 'Night',
    start: '19:00',
    end: '07:00',
    color: '#1e3a8a',
  });
  return { company, department, person, month, first, second, superToken };
}

describe('plan edits in the employees schedule', { tags: ['date'] }, () => {
  it('moves a planned shift by dragging it onto a free day; a taken day is refused', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, person, month, first, second, superToken } = await team(page);
    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    const shift = page.locator(`[data-shift="${first.id}"]`);
    await shift.waitFor();
    expect(await shift.getAttribute('draggable')).toBe('true');

    // Onto the day of the other shift: nothing moves.
    await shift.dragTo(page.locator(`td[data-cell="${person.id}:${month}-11"]`));
    await expect.poll(() => page.getByTestId('drop-hint').textContent()).toBe('');
    expect((await callApi(page, 'GET', `/v1/work-schedule/get-id?schedule_id=${first.id}`, { token: superToken })).body.date).toBe(
      `${month}-10`,
    );

    await shift.dragTo(page.locator(`td[data-cell="${person.id}:${month}-14"]`));
    await page.locator(`td[data-cell="${person.id}:${month}-14"] [data-shift="${first.id}"]`).waitFor();
    expect(await page.locator(`td[data-cell="${person.id}:${month}-10"] [data-shift]`).count()).toBe(0);
    expect((await callApi(page, 'GET', `/v1/work-schedule/get-id?schedule_id=${first.id}`, { token: superToken })).body.date).toBe(
      `${month}-14`,
    );
    expect(await page.locator(`[data-shift="${second.id}"]`).count()).toBe(1);
  });

  it("edits a day's shift from its dialog and shows the change in the history", async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, month, first } = await team(page);
    // In the dark theme, so that the accessibility check covers it.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    await page.locator(`[data-shift="${first.id}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'History' }).waitFor();
    await dialog.getByTestId('plan-history').getByText('Added').waitFor();
    await dialog.getByLabel('Type').fill('Late');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const entry = dialog.getByTestId('plan-history').getByRole('listitem').first();
    await entry.getByText('Changed').waitFor();
    expect(await entry.textContent()).toContain('Adam Kowalski');
    expect(await entry.textContent()).toMatch(/Day 7:00\s?AM–7:00\s?PM.*Late 7:00\s?AM–7:00\s?PM|Day 07:00–19:00.*Late 07:00–19:00/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(async () => page.locator(`[data-shift="${first.id}"]`).getAttribute('title')).toContain('Late');
  });

  it('edits a pattern and re-applies it from a date, showing the counts', async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    const { department, person, month, superToken } = await team(page);
    const pattern = (
      await callApi(page, 'POST', '/v1/work-schedule/patterns/create', {
        token: superToken,
        json: {
          name: `Re-apply ${Date.now().toString(36)}`,
          cycle_length: 1,
          department_id: department.id,
          shifts: [{ type: 'Early', start: '06:00', end: '14:00', color: '#10b981', days: [1] }],
        },
      })
    ).body;
    const applied = await callApi(page, 'POST', '/v1/work-schedule/patterns/apply', {
      token: superToken,
      json: { pattern_id: pattern.id, department_id: department.id, start_month: month, include_holidays: true },
    });
    expect(applied.status).toBe(200);
    await signInAs(page, DEMO.admin, `/pattern-schedule/${pattern.id}`);
    await page.getByRole('button', { name: 'Edit pattern' }).click();
    const form = page.getByRole('form', { name: 'Edit the pattern' });
    await fillTime(form.getByLabel('Start'), '07:00');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const reapply = page.getByRole('form', { name: 'Re-apply the pattern' });
    await reapply.getByRole('button', { name: /^Re-apply from / }).click();
    await reapply.getByTestId('reapply-result').waitFor();
    // The two shifts planned by hand keep their days; every other day of the month is replaced.
    expect(await reapply.getByTestId('reapply-result').textContent()).toMatch(/replaced/i);
    const shifts =
      (await callApi(page, 'GET', `/v1/work-schedule/get?user_id=${person.id}&start=${month}-01&end=${month}-28`, { token: superToken }))
        .body.data as { date: string; planned_start: string }[];
    expect(shifts.find((s) => s.date === `${month}-15`)?.planned_start).toBe('07:00');
  });

  it("moves a shift with the keyboard from the work schedule's shift dialog", async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { person, month, first, superToken } = await team(page);
    await signInAs(page, DEMO.admin, `/work-schedule?user=${person.id}&month=${month}&shift=${first.id}`);
    const dialog = page.getByRole('dialog');
    const move = dialog.getByRole('form', { name: 'Move to another person or day' });
    await move.waitFor();
    await fillDate(move.getByLabel('Date'), `${month}-11`);
    await move.getByRole('button', { name: 'Move', exact: true }).press('Enter');
    // The other shift's day: refused with the reason in the interface's words and date format.
    const day = await page.evaluate(
      (date) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${date}T12:00:00`)),
      `${month}-11`,
    );
    await move.getByRole('alert').getByText(`There is already a shift of this person on ${day}.`).waitFor();
    await fillDate(move.getByLabel('Date'), `${month}-20`);
    await move.getByRole('button', { name: 'Move', exact: true }).press('Enter');
    await expect.poll(async () =>
      (await callApi(page, 'GET', `/v1/work-schedule/get-id?schedule_id=${first.id}`, { token: superToken })).body.date
    ).toBe(`${month}-20`);
  });

  it("plans a shift on a free day from the work schedule's calendar", async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { person, month, superToken } = await team(page);
    await signInAs(page, DEMO.admin, `/work-schedule?user=${person.id}&month=${month}`);
    await page.locator(`li[data-date="${month}-16"]`).getByRole('button', { name: /^Add a shift for Ola Planowa on / }).click();
    const dialog = page.getByRole('dialog');
    // Without a type the form says so beside it; the problem goes as the type is typed.
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await dialog.getByLabel('Type').fill('Inventory');
    await dialog.getByText('Required', { exact: true }).waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await page.locator(`li[data-date="${month}-16"]`).getByRole('button', { name: /^Inventory / }).waitFor();
    const plan =
      (await callApi(page, 'GET', `/v1/work-schedule/get?user_id=${person.id}&start=${month}-16&end=${month}-16`, { token: superToken }))
        .body.data;
    expect(plan).toEqual([expect.objectContaining({ type: 'Inventory', planned_start: '08:00', planned_end: '16:00' })]);
  });
});
