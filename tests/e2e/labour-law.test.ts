// Labour law in the browser (docs/labour-law.md): an admin sees the demo plan's short rest after a
// night marked on the employees schedule, with the rule's name, and the company's settings.
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { fillMonth } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

describe('labour law', { tags: ['date'] }, () => {
  it('an admin sees a rest-time warning in the employees schedule, named in its marker and explained in the legend', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await apiToken(page, DEMO.admin);
    const companies = await callApi(page, 'GET', '/v1/companies/', { token });
    const poland = companies.body.data.find((c: { name: string }) => c.name.startsWith('Acme Polska'));
    // The demo's short rest is in the coming days (demo/labour-law.ts).
    const today = warsawToday();
    const found = await callApi(page, 'GET', `/v1/labour-law/breaches?company_id=${poland.id}&start=${today}&end=${addDays(today, 40)}`, {
      token,
    });
    const rest = found.body.data.find((b: { rule: string }) => b.rule === 'pl.daily_rest');
    expect(rest).toBeDefined();
    const month = (rest.dates[1] as string).slice(0, 7);

    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${poland.id}&month=${month}`);
    const grid = page.getByRole('table', { name: 'Employees schedule' });
    await grid.getByRole('row').nth(1).waitFor();
    // The marker is an image named by the day's rules.
    const marker = grid.getByTestId('breach-marker').and(grid.getByRole('img', { name: /Daily rest \(11 h\)/ })).first();
    await marker.waitFor();
    // The day's rules, in any order (a week with too little rest adds its own on some dates).
    expect(await marker.getAttribute('title')).toMatch(/^Labour law: .*Daily rest \(11 h\)/);
    await page.getByTestId('breach-legend').waitFor();
    expect(await page.getByTestId('breach-legend').textContent()).toContain('labour-law rule');

    // The person's month marks the same day.
    await page.goto(`${h.origin}/work-schedule?user=${rest.user_id}&month=${month}`);
    const day = page.locator(`li[data-date="${rest.dates[1]}"]`);
    await day.getByTestId('breach-marker').waitFor();

    // The company page lists the rules of Poland, each a warning.
    await page.goto(`${h.origin}/company/${poland.id}`);
    const section = page.getByTestId('labour-law-section');
    await section.getByRole('heading', { name: 'Labour law' }).waitFor();
    await expect.poll(() => section.getByRole('combobox').count()).toBeGreaterThanOrEqual(5);
    expect(await section.getByLabel('Mode of the rule: Daily rest (11 h)').inputValue()).toBe('warn');
  });

  it('applying a template that leaves 4 hours after each night lists the warnings, with the rule and the dates', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await apiToken(page, DEMO.admin);
    const pattern = await callApi(page, 'POST', '/v1/work-schedule/patterns/create', {
      token,
      json: {
        name: 'Noc i ranek',
        cycle_length: 2,
        shifts: [
          { type: 'Noc', start: '22:00', end: '06:00', color: '#1e3a8a', days: [1] },
          { type: 'Ranek', start: '10:00', end: '18:00', color: '#f59e0b', days: [2] },
        ],
      },
    });
    expect(pattern.status).toBe(200);
    // Next month: whole weeks ahead whatever day the test runs.
    const next = addMonths(warsawToday().slice(0, 7), 1);
    await signInAs(page, DEMO.admin, `/work-schedule?month=${next}`);
    await page.getByRole('button', { name: 'Apply template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply template' });
    await dialog.getByLabel('Pattern').selectOption({ label: 'Noc i ranek' });
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog.getByTestId('apply-result').waitFor();
    const warnings = dialog.getByTestId('breach-list');
    await warnings.waitFor();
    expect(await warnings.textContent()).toContain('Daily rest (11 h)');
    expect(await warnings.textContent()).toContain('rest 4 h, at least 11 h');
    // Counted per rule, with the way to the schedule that marks them all.
    expect(await dialog.getByTestId('warnings-by-rule').textContent()).toMatch(/Daily rest \(11 h\): \d+/);
    expect(await dialog.getByTestId('warnings-full-list').getAttribute('href')).toContain(`/work-schedule?user=`);
  });

  it('applying a year of 12-hour days and nights to a department counts thousands of warnings per rule, lists the first and links to the schedule', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 1000 } });
    const token = await apiToken(page, DEMO.admin);
    const departments = await callApi(page, 'GET', '/v1/departments/?limit=1000', { token });
    const production = departments.body.data.find((d: { name: string }) => d.name === 'Produkcja');
    const pattern = await callApi(page, 'POST', '/v1/work-schedule/patterns/create', {
      token,
      json: {
        name: 'Dzień i noc co dzień',
        cycle_length: 2,
        department_id: production.id,
        shifts: [
          { type: 'Dzień', start: '07:00', end: '19:00', color: '#f59e0b', days: [1] },
          { type: 'Noc', start: '19:00', end: '07:00', color: '#1e3a8a', days: [2] },
        ],
      },
    });
    expect(pattern.status).toBe(200);
    // Months no other test plans: half a year ahead.
    const month = addMonths(warsawToday().slice(0, 7), 6);
    await signInAs(page, DEMO.admin, `/pattern-schedule/${pattern.body.id}`);
    const form = page.getByRole('form', { name: 'Apply to a department' });
    await fillMonth(form.getByLabel('Start month'), month);
    await form.getByLabel('Months').fill('12');
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    await form.getByTestId('apply-result').waitFor({ timeout: 60_000 });
    const summary = form.getByTestId('warnings-summary');
    await summary.waitFor();
    const byRule = (await summary.getByTestId('warnings-by-rule').textContent()) ?? '';
    expect(byRule).toMatch(/Daily rest \(11 h\): \d{4,}/); // thousands
    expect(byRule).toContain('Weekly rest');
    // The first 20 shown, then how many more (the answer carries the first 100 and the total).
    expect(await summary.getByTestId('breach-list').locator('li').count()).toBe(21);
    expect(await summary.getByTestId('breach-more').textContent()).toMatch(/^…and \d+ more$/);
    const link = summary.getByTestId('warnings-full-list');
    expect(await link.getAttribute('href')).toBe(`/employees-schedule?department_id=${production.id}&month=${month}`);
    await link.click();
    await page.getByTestId('breach-legend').waitFor();
    await page.getByTestId('breach-marker').first().waitFor();
  });
});
