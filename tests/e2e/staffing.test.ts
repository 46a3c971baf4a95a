// Staffing needs (docs/staffing.md): an admin sets a department's need on its page; the employees
// schedule's coverage row shows the gap; planning a person on that day and shift type closes it.
// Every page is checked with axe by the harness.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import { newTeam } from './support/team';
import { DEMO, signInAs, uniqueEmail } from './support/session';

const h = useHarness();

/** A new department of the Polish demo company with one employee, and a month ahead with nothing planned. */
const team = (page: Page) => newTeam(page, { department: 'Staffing', fullName: 'Ela Obsadowa' });

describe('staffing needs', { tags: ['date'] }, () => {
  it('shows a gap in the coverage row that planning a person on that day and shift type closes', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, person, month } = await team(page);
    await signInAs(page, DEMO.admin, `/department/${department.id}`);

    // The needs editor: a new shift type, one person needed every day (the ideal left empty: the same).
    const section = page.getByTestId('staffing-section');
    await section.getByLabel('New shift type').fill('Inventory');
    await section.getByRole('button', { name: 'Add shift type' }).click();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await section.getByLabel(`Minimum for Inventory on ${day}`).fill('1');
    }
    await section.getByTestId('save-needs').click();
    await page.getByText('Staffing needs saved').waitFor();

    await page.goto(`/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    const row = page.getByTestId('coverage-Inventory');
    const cell = row.locator(`td[data-date="${month}-10"]`);
    await cell.waitFor();
    expect(await cell.getAttribute('data-status')).toBe('short');
    expect(await cell.getByText('Short by 1: 0 planned, minimum 1').count()).toBe(1);
    expect((await cell.textContent())?.startsWith('−1')).toBe(true);
    await page.getByRole('list', { name: 'Coverage legend' }).waitFor();

    // Plan the person on the 10th with that shift type from the grid.
    await page.locator(`td[data-cell="${person.id}:${month}-10"] button[data-add]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').fill('Inventory');
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await expect.poll(() => cell.getAttribute('data-status'), { timeout: 10_000 }).toBe('met');
    // The other days still show the gap.
    expect(await row.locator(`td[data-date="${month}-11"]`).getAttribute('data-status')).toBe('short');
  });
});

describe('staffing needs per skill', { tags: ['date'] }, () => {
  it('shows a UDT gap that planning a qualified person closes, and names the available qualified person', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, person, month, ok } = await team(page);
    // A second person without the licence; Ela holds the demo's forklift licence (UDT) without an end.
    const helper = await ok('POST', '/v1/users/', { email: uniqueEmail('staff'), password: 'person-pass', full_name: 'Olek Bezuprawnień' });
    await ok('POST', '/v1/employees/', {
      user_id: helper.id,
      company_id: company.id,
      department_id: department.id,
      start_date: '2024-01-01',
    });
    const skills = (await ok('GET', '/v1/skills')).data as { id: string; name: string }[];
    const udt = skills.find((s) => s.name === 'Wózek widłowy (UDT)')!;
    await ok('PUT', `/v1/users/${person.id}/skills`, { skills: [{ skill_id: udt.id, valid_until: null }] });
    // Night: one person, at least one of them with UDT.
    const needs = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { shift_type: 'Noc', skill_id: null, weekday, min: 1, ideal: 1 },
      { shift_type: 'Noc', skill_id: udt.id, weekday, min: 1, ideal: 1 },
    ]);
    await ok('PUT', '/v1/staffing/needs', { department_id: department.id, needs });
    const date = `${month}-10`;
    await ok('POST', '/v1/work-schedule/plan', { user_id: helper.id, date, type: 'Noc', start: '22:00', end: '06:00', color: '#1e3a8a' });

    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    const night = page.getByTestId('coverage-Noc').locator(`td[data-date="${date}"]`);
    const licence = page.getByTestId(`coverage-Noc-${udt.name}`).locator(`td[data-date="${date}"]`);
    await licence.waitFor();
    expect(await night.getAttribute('data-status')).toBe('met');
    expect(await licence.getAttribute('data-status')).toBe('short');
    expect((await licence.textContent())?.startsWith('−1')).toBe(true);

    // The gap's candidates: Ela (available, qualified, not planned); not Olek, who is planned and unqualified.
    await licence.getByRole('button').click();
    const candidates = page.getByTestId('candidates');
    await candidates.getByText('Ela Obsadowa').waitFor();
    expect(await candidates.getByText('Olek Bezuprawnień').count()).toBe(0);

    // Plan Ela on that night from the grid: the UDT gap closes.
    await page.locator(`td[data-cell="${person.id}:${date}"] button[data-add]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').fill('Noc');
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await expect.poll(() => licence.getAttribute('data-status'), { timeout: 10_000 }).toBe('met');
    // The next night still lacks a licence holder.
    const next = page.getByTestId(`coverage-Noc-${udt.name}`).locator(`td[data-date="${month}-11"]`);
    expect(await next.getAttribute('data-status')).toBe('short');
  });
});
