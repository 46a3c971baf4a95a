// Labour law in the browser (docs/labour-law.md): an admin sees the demo plan's short rest after a
// night marked on the employees schedule, with the rule's name, and the company's settings.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { warsawToday } from './support/clock';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

describe('labour law', () => {
  it('an admin sees a rest-time warning in the employees schedule, named in its marker and explained in the legend', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const token = await apiToken(page, DEMO.admin);
    const companies = await callApi(page, 'GET', '/v1/companies/', { token });
    const poland = companies.body.data.find((c: { name: string }) => c.name.startsWith('Acme Polska'));
    // The demo's short rest is in the coming days (demo/labour-law.ts).
    const today = warsawToday();
    const found = await callApi(page, 'GET', `/v1/labour-law/breaches?company_id=${poland.id}&start=${today}&end=${addDays(today, 40)}`, { token });
    const rest = found.body.data.find((b: { rule: string }) => b.rule === 'pl.daily_rest');
    expect(rest).toBeDefined();
    const month = (rest.dates[1] as string).slice(0, 7);

    await signInAs(page, DEMO.admin, `/employees-schedule?company_id=${poland.id}&month=${month}`);
    const grid = page.getByRole('table', { name: 'Employees schedule' });
    await grid.getByRole('row').nth(1).waitFor();
    const marker = grid.getByTestId('breach-marker').filter({ hasText: 'Daily rest (11 h)' }).first();
    await marker.waitFor();
    expect(await marker.getAttribute('title')).toContain('Labour law: Daily rest (11 h)');
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
});
