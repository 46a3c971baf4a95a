// The telemetry screen (docs/web.md, "Telemetry"): a superadmin opens it from the sidebar and finds
// the charts drawn with their tables of numbers, the summary figures and last month's draft, makes
// that draft again (one draft still) and switches to the dark theme (the charts are drawn again);
// an admin reads the same without the actions; a user is refused; in Polish on a phone, a draft of
// the running month is refused by the server in Polish. Months and days come from the server's
// answers (its clock), never from the test's date.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DailyUsage, Invoices, MonthlyUsage } from '../../worker/features/telemetry/schemas';
import { fillMonth } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();
const toasts = (page: Page, name = 'Notifications') => page.getByRole('region', { name });
/** Intl puts (narrow) no-break spaces in numbers, amounts and dates. */
const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The API's answers as the superadmin sees them: what the screen must show. */
async function usage(page: Page) {
  const token = await apiToken(page, DEMO.superadmin);
  const read = async <T>(path: string) => {
    const answer = await callApi(page, 'GET', path, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as T;
  };
  const daily = await read<DailyUsage>('/v1/telemetry/daily');
  const monthly = await read<MonthlyUsage>('/v1/telemetry/monthly');
  const invoices = await read<Invoices>('/v1/telemetry/invoice');
  // The running month is the last of the six (the server's clock); the month before is over.
  const running = monthly.data.at(-1)!.month;
  const lastMonth = monthly.data.at(-2)!.month;
  return { daily, monthly, invoices, running, lastMonth };
}

const money = (locale: string, value: number, currency: string) =>
  spaces(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value));
const monthName = (locale: string, month: string) =>
  spaces(new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`)));

describe('telemetry', () => {
  it("a superadmin opens it from the sidebar: charts with their tables, figures, last month's draft made again, the dark theme", {
    tags: ['date'],
  }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.superadmin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Telemetry' }).click();
    await page.waitForURL(`${h.origin}/telemetry`);
    await page.getByRole('heading', { name: 'Telemetry', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Telemetry');
    const { daily, monthly, invoices, lastMonth } = await usage(page);

    // Three charts drawn on canvases (requests, activity, MAU).
    const charts = page.getByTestId('usage-chart');
    await expect.poll(() => charts.locator('canvas').count()).toBe(3);
    for (const canvas of await charts.locator('canvas').all()) {
      expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);
    }

    // Their text alternatives: the requests table holds the 30 days, oldest first, with the API's numbers.
    const requests = page.getByTestId('chart-requests');
    const rows = requests.getByTestId('chart-table').locator('tbody tr');
    expect(await rows.count()).toBe(30);
    expect(daily.data).toHaveLength(30);
    const first = daily.data[0]!;
    const firstDay = spaces(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${first.day}T12:00:00Z`)),
    );
    expect(spaces(await rows.first().innerText())).toBe(`${firstDay} ${first.api.toLocaleString('en')}`);
    expect(await page.getByTestId('chart-activity').getByTestId('chart-table').locator('tbody tr').count()).toBe(30);
    expect(await page.getByTestId('chart-mau').getByTestId('chart-table').locator('tbody tr').count()).toBe(6);
    // The running month is provisional in the months' table.
    expect(await page.getByTestId('chart-mau').getByTestId('chart-table').locator('tbody tr').last().innerText()).toContain('provisional');
    // Out of sight (a 1 px visually hidden box) until asked for.
    const tableWidth = async () => (await requests.getByTestId('chart-table').boundingBox())?.width ?? 0;
    expect(await tableWidth()).toBeLessThanOrEqual(1);
    await requests.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(tableWidth).toBeGreaterThan(200);
    expect(await requests.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');

    // Summary: this month's figures as the API counts them; today's request count at least the page's own.
    const month = monthly.data.at(-1)!;
    const figure = (id: string) => page.getByTestId(`summary-${id}`).getByTestId('figure').innerText();
    expect(await figure('mau')).toBe(month.mau.toLocaleString('en'));
    expect(await figure('pdfMonth')).toBe(month.pdf.toLocaleString('en'));
    expect(await figure('pushMonth')).toBe(month.push.toLocaleString('en'));
    expect(Number((await figure('apiToday')).replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(Number(await figure('dauToday'))).toBeGreaterThanOrEqual(1);

    // Last month's draft (the demo's), with its lines and total in its currency.
    const drafts = invoices.data.filter((invoice) => invoice.month === lastMonth);
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    const card = page.locator(`[data-testid="invoice"][data-month="${lastMonth}"]`);
    await card.waitFor();
    expect(spaces(await card.getByRole('heading').innerText())).toBe(monthName('en', lastMonth));
    expect(await card.innerText()).toContain(draft.number);
    expect(await card.getByText('Draft', { exact: true }).count()).toBe(1);
    for (const line of draft.lines) {
      const row = card.locator(`tr[data-item="${line.item}"]`);
      const label = { active_users: 'Active users', pdfs: 'PDFs', pushes: 'Pushes' }[line.item];
      expect(spaces(await row.innerText())).toBe(
        `${label} ${line.quantity.toLocaleString('en')} ${
          spaces(
            new Intl.NumberFormat('en', { style: 'currency', currency: draft.currency, maximumFractionDigits: 4 }).format(line.unit_price),
          )
        } ${money('en', line.amount, draft.currency)}`,
      );
    }
    expect(spaces(await card.getByTestId('invoice-total').innerText())).toBe(money('en', draft.total, draft.currency));

    // Made again for the month offered first (the last that is over): a toast, still one draft.
    const actions = page.getByTestId('telemetry-actions');
    expect(await actions.getByLabel('Month', { exact: true }).inputValue()).toBe(monthName('en', lastMonth));
    await actions.getByRole('button', { name: 'Create draft' }).click();
    const saved = toasts(page).getByRole('status').filter({ hasText: 'Draft saved' });
    await saved.waitFor();
    expect(await saved.innerText()).toContain(draft.number);
    const again = (await usage(page)).invoices.data.filter((invoice) => invoice.month === lastMonth);
    expect(again.map((invoice) => invoice.id)).toEqual([draft.id]);
    await expect.poll(() => page.locator(`[data-testid="invoice"][data-month="${lastMonth}"]`).count()).toBe(1);

    // Recomputing the month: a toast naming it.
    await actions.getByRole('button', { name: 'Recompute month' }).click();
    await toasts(page).getByRole('status').filter({ hasText: 'Month recomputed' }).filter({ hasText: monthName('en', lastMonth) })
      .waitFor();

    // The dark theme: every chart is drawn again (new canvases) in the theme's colours.
    await page.evaluate(() =>
      document.querySelectorAll('[data-testid="usage-chart"] canvas').forEach((canvas) => canvas.setAttribute('data-before', ''))
    );
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => page.locator('[data-testid="usage-chart"] canvas:not([data-before])').count()).toBe(3);
    expect(await page.locator('[data-testid="usage-chart"] canvas[data-before]').count()).toBe(0);
  });

  it('an admin reads the charts and the drafts, without the actions', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Telemetry' }).click();
    await page.getByRole('heading', { name: 'Telemetry', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('usage-chart').locator('canvas').count()).toBe(3);
    const { lastMonth } = await usage(page);
    await page.locator(`[data-testid="invoice"][data-month="${lastMonth}"]`).waitFor();
    expect(await page.getByTestId('telemetry-actions').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create draft' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Recompute month' }).count()).toBe(0);
  });

  it('refuses a user, who has no sidebar entry', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.user, '/telemetry');
    await page.getByRole('heading', { name: 'Permission Denied' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Telemetry' }).count()).toBe(0);
    const token = await apiToken(page, DEMO.user);
    expect((await callApi(page, 'GET', '/v1/telemetry/daily', { token })).status).toBe(403);
  });

  it(
    'in Polish on a phone: figures, the draft in złoty, and the server refusing the running month in Polish',
    { tags: ['date'] },
    async () => {
      const page = await h.newPage('/login?lng=pl', { viewport: { width: 375, height: 800 } });
      await signInAs(page, DEMO.superadmin, '/telemetry');
      await page.getByRole('heading', { name: 'Telemetria', level: 1 }).waitFor();
      await page.getByText('Aktywni użytkownicy dziś').waitFor();
      await expect.poll(() => page.getByTestId('usage-chart').locator('canvas').count()).toBe(3);
      const { invoices, running, lastMonth } = await usage(page);
      const draft = invoices.data.find((invoice) => invoice.month === lastMonth)!;
      const card = page.locator(`[data-testid="invoice"][data-month="${lastMonth}"]`);
      // A heading: only its first letter a capital ('Listopad 2026').
      const plMonth = monthName('pl', lastMonth);
      expect(spaces(await card.getByRole('heading').innerText())).toBe(plMonth.charAt(0).toLocaleUpperCase('pl') + plMonth.slice(1));
      expect(spaces(await card.getByTestId('invoice-total').innerText())).toBe(money('pl', draft.total, draft.currency));
      await card.getByText('Projekt', { exact: true }).waitFor();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const actions = page.getByTestId('telemetry-actions');
      await fillMonth(actions.getByLabel('Miesiąc', { exact: true }), running);
      await actions.getByRole('button', { name: 'Utwórz projekt' }).click();
      await toasts(page, 'Powiadomienia').getByRole('alert').filter({ hasText: 'Nie udało się utworzyć projektu' }).waitFor();
      await actions.getByText('Projekt faktury powstaje po zakończeniu miesiąca').first().waitFor();
      expect(await actions.getByLabel('Miesiąc', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    },
  );
});
