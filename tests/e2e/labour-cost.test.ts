// Labour cost (docs/labour-cost.md "Screens"): a superadmin sees a department month's planned cost
// against its budget on the employees schedule, the figure moves when a shift is added; an admin
// sees the department's totals but no person's pay.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFindings } from './support/axe';
import { fillTime } from './support/dates';
import { useHarness } from './support/harness';
import { newTeam } from './support/team';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

/** A new department of the Polish demo company with a person paid 30 zł an hour, one 8-hour day planned and a 1 000 zł budget. */
async function team(page: Page) {
  const { ok, company, department, person, month } = await newTeam(page, {
    department: 'Koszty',
    fullName: 'Ola Kosztowna',
    employment: { pay_kind: 'hourly', hourly_rate: 30 },
  });
  // A day shift of 8 h on the 10th of a month ahead costs 240 zł, 24% of the budget.
  const day = { type: 'Day', start: '08:00', end: '16:00', color: '#f59e0b' };
  await ok('POST', '/v1/work-schedule/plan', { user_id: person.id, date: `${month}-10`, ...day });
  await ok('PUT', `/v1/labour-cost/departments/${department.id}/budgets/${month}`, { amount: 1000 });
  return { company, department, person, month };
}

const serious = async (page: Page) => (await axeFindings(page)).filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe('labour cost', { tags: ['date'] }, () => {
  it('shows a superadmin the planned cost against the budget; adding a shift moves it', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const { company, department, person, month } = await team(page);
    await signInAs(page, DEMO.superadmin, `/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    const bar = page.getByTestId('labour-cost-bar');
    await expect.poll(() => bar.textContent()).toContain('24% of budget');
    const findings = await serious(page);
    expect(findings, describeFindings(findings)).toEqual([]);

    // Another 8 hours on the 11th from the grid: the figure follows without a reload.
    await page.locator(`td[data-cell="${person.id}:${month}-11"] button[data-add]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').fill('Day');
    await fillTime(dialog.getByLabel('Start'), '08:00');
    await fillTime(dialog.getByLabel('End'), '16:00');
    await dialog.getByRole('button', { name: 'Add shift' }).click();
    await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toContain('48% of budget');

    // The department page: the month's figures and the budget form.
    await page.goto(`/department/${department.id}`);
    const section = page.getByTestId('labour-cost-section');
    await section.waitFor();
    await section.getByRole('button', { name: 'Save budget' }).waitFor();
  });

  it("shows an admin the department's totals but no person's pay", async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    const { company, department, person, month } = await team(page);
    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${company.id}&department_id=${department.id}&month=${month}`);
    await expect.poll(() => page.getByTestId('labour-cost-bar').textContent()).toContain('24% of budget');
    const findings = await serious(page);
    expect(findings, describeFindings(findings)).toEqual([]);

    const adminToken = await apiToken(page, DEMO.admin);
    const people = await callApi(page, 'GET', `/v1/labour-cost/departments/${department.id}/people?start=${month}-01&end=${month}-28`, {
      token: adminToken,
    });
    expect(people.status).toBe(403);
    const employee = await callApi(page, 'GET', `/v1/employees/${person.id}`, { token: adminToken });
    expect(employee.body.employment_records[0]).toMatchObject({ pay_kind: null, hourly_rate: null });

    await page.goto(`/department/${department.id}`);
    const section = page.getByTestId('labour-cost-section');
    await section.getByText("The department's totals; people's pay is shown to superadmins only.").waitFor();
    expect(await section.getByRole('button', { name: 'Save budget' }).count()).toBe(0);
  });
});
