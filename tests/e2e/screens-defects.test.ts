// Defects found on the screens (issue "screen defects"): one test per defect, each failing before its fix.
import { describe, expect, it } from 'vitest';
import { useHarness } from './support/harness';
import type { Page } from 'playwright-core';
import { apiToken, callApi, DEMO, signInAs, uniqueEmail } from './support/session';
import { addDays, addMonths, weekday } from '../../worker/lib/time';
import { warsawToday } from './support/clock';

const h = useHarness();

/**
 * A new person with `role`, employed in the Polish company's Produkcja (where the demo admins
 * work), created by the superadmin through the API. Answers their id, email and token.
 */
async function employed(
  page: Page,
  role: 'user' | 'admin' | 'superadmin',
  label: string,
  fullName = `${label} ${Date.now().toString(36)}`,
) {
  const superToken = await apiToken(page, DEMO.superadmin);
  const companies = await callApi(page, 'GET', '/v1/companies/', { token: superToken });
  const poland = companies.body.data.find((company: { country: string; name: string }) =>
    company.country === 'PL' && company.name.startsWith('Acme Polska')
  );
  const production = poland.departments.find((department: { name: string }) => department.name === 'Produkcja');
  const account = { email: uniqueEmail(label), password: 'person-pass-1', fullName };
  const created = await callApi(page, 'POST', '/v1/users/', {
    token: superToken,
    json: { email: account.email, password: account.password, full_name: account.fullName, role },
  });
  expect(created.status).toBe(200);
  const hired = await callApi(page, 'POST', '/v1/employees/', {
    token: superToken,
    json: { user_id: created.body.id, company_id: poland.id, department_id: production.id, start_date: '2024-01-01' },
  });
  expect(hired.status).toBe(200);
  const token = await apiToken(page, account);
  return { id: created.body.id as string, account, token, companyId: poland.id as string };
}

/** Off-schedule work started and stopped now by the person: a finished shift of today. */
async function finishedOffSchedule(page: Page, token: string) {
  const started = await callApi(page, 'POST', '/v1/work-schedule/start', { token });
  expect(started.status).toBe(200);
  const stopped = await callApi(page, 'POST', '/v1/work-schedule/stop', { token, json: { schedule_id: started.body.id } });
  expect(stopped.status).toBe(200);
  return started.body as { id: string; date: string };
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('employees schedule width', () => {
  for (const width of [1280, 375]) {
    it(`does not scroll the page sideways at ${width} px (the grid has its own scroller)`, async () => {
      const page = await h.newPage('/login', { viewport: { width, height: 800 } });
      await signInAs(page, DEMO.admin, '/employees-schedule');
      await page.getByRole('table', { name: 'Employees schedule' }).getByRole('rowheader').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    });
  }
});

/** A Monday `weeks` weeks ahead, as YYYY-MM-DD (UTC arithmetic; only the weekday matters). */
function mondayAhead(weeks: number) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rendered colour of a CSS colour (any syntax, oklch included) as [r, g, b]. */
const rgb = (page: Page, color: string) =>
  page.evaluate((value) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, color);
const luminance = ([r, g, b]: [number, number, number]) => {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

describe('absence decisions', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows Approve as positive (green) and Reject as destructive (red), readable, in ${theme}`, async () => {
      const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
      const userToken = await apiToken(page, DEMO.user);
      const start = mondayAhead(30 + (theme === 'dark' ? 2 : 0));
      const created = await callApi(page, 'POST', '/v1/vacation-sick/create', {
        token: userToken,
        json: { type: 'free', start_date: start, end_date: plusDays(start, 1), reason: 'e2e colours' },
      });
      expect(created.status).toBe(200);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await signInAs(page, DEMO.admin, `/vacations?status=pending`);
      const approve = page.getByRole('button', { name: /^Approve/ }).first();
      const reject = page.getByRole('button', { name: /^Reject/ }).first();
      await approve.waitFor();
      const look = async (button: typeof approve) => {
        const style = await button.evaluate((element) => ({
          bg: getComputedStyle(element).backgroundColor,
          fg: getComputedStyle(element).color,
        }));
        return { bg: await rgb(page, style.bg), fg: await rgb(page, style.fg) };
      };
      const yes = await look(approve);
      const no = await look(reject);
      // Green dominates Approve, red dominates Reject.
      expect(yes.bg[1]).toBeGreaterThan(yes.bg[0] + 40);
      expect(no.bg[0]).toBeGreaterThan(no.bg[1] + 80);
      expect(contrast(yes.bg, yes.fg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(no.bg, no.fg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('absence request form', () => {
  it('cannot be sent while its preview says the period has no working day, and says why', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.user, '/vacations');
    const form = page.getByRole('form', { name: 'New request' });
    // A weekend far ahead: no plan there, so only Monday-Friday would count.
    const saturday = plusDays(mondayAhead(40), 5);
    await form.getByLabel('Type').selectOption('free');
    await form.getByLabel('Start date').fill(saturday);
    await form.getByLabel('End date').fill(plusDays(saturday, 1));
    await page.getByTestId('vacation-preview').getByText('There is no working day in this period.').waitFor();
    const submit = form.getByRole('button', { name: 'Submit request' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await expect.poll(() => submit.getAttribute('aria-describedby')).toBeTruthy();
    const reason = await page.locator(`#${await submit.getAttribute('aria-describedby')}`).textContent();
    expect(reason).toBe('There is no working day in this period.');

    // A working day makes it sendable again.
    await form.getByLabel('End date').fill(plusDays(saturday, 2));
    await expect.poll(() => submit.isDisabled()).toBe(false);
  });
});

describe('list filters and the Back button', () => {
  it('/users: Back restores the previous filter and stays on the page', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/users');
    const company = page.getByLabel('Company');
    await expect.poll(() => company.isDisabled()).toBe(false);
    await company.selectOption({ index: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get('company_id')).toBeTruthy();
    const companyId = new URL(page.url()).searchParams.get('company_id');
    const department = page.getByLabel('Department');
    await expect.poll(() => department.isDisabled()).toBe(false);
    await department.selectOption({ index: 1 });
    await expect.poll(() => new URL(page.url()).searchParams.get('department_id')).toBeTruthy();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/users');
    expect(new URL(page.url()).searchParams.get('department_id')).toBeNull();
    expect(new URL(page.url()).searchParams.get('company_id')).toBe(companyId);
    await expect.poll(() => department.inputValue()).toBe('');
    await expect.poll(() => company.inputValue()).toBe(companyId);
  });

  it('/vacations: Back restores the previous status filter and stays on the page', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.admin, '/vacations');
    const status = page.getByLabel('Status');
    await status.selectOption('approved');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('approved');
    await status.selectOption('rejected');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('rejected');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('approved');
    expect(new URL(page.url()).pathname).toBe('/vacations');
    await expect.poll(() => status.inputValue()).toBe('approved');
  });
});

describe('confirming shifts by role', () => {
  it("offers an admin Confirm for a user's finished shift, not for another admin's or a superadmin's", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Warsaw' });
    const worker = await employed(page, 'user', 'Worker');
    const colleague = await employed(page, 'admin', 'Colleague');
    const boss = await employed(page, 'superadmin', 'Boss');
    const workerShift = await finishedOffSchedule(page, worker.token);
    const colleagueShift = await finishedOffSchedule(page, colleague.token);
    await finishedOffSchedule(page, boss.token);

    await signInAs(page, DEMO.admin, '/');
    const table = page.getByRole('table', { name: 'Finished, not confirmed' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row(worker.account.fullName).waitFor();
    await row(colleague.account.fullName).waitFor();
    await row(boss.account.fullName).waitFor();
    expect(await row(worker.account.fullName).getByRole('button', { name: /Confirm/ }).count()).toBe(1);
    expect(await row(colleague.account.fullName).getByRole('button').count()).toBe(0);
    expect(await row(boss.account.fullName).getByRole('button').count()).toBe(0);
    expect(await row(colleague.account.fullName).textContent()).toContain('Only a superadministrator can confirm this shift');

    // The shift window of the work schedule: no confirm form for the other admin's shift.
    const month = colleagueShift.date.slice(0, 7);
    await page.goto(`/work-schedule?user=${colleague.id}&month=${month}&shift=${colleagueShift.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Actual end').waitFor();
    expect(await dialog.getByRole('heading', { name: 'Confirm shift' }).count()).toBe(0);
    await page.goto(`/work-schedule?user=${worker.id}&month=${month}&shift=${workerShift.id}`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Confirm shift' }).waitFor();

    // A superadmin is offered all three.
    const superPage = await h.newPage('/login', { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Warsaw' });
    await signInAs(superPage, DEMO.superadmin, '/');
    const superTable = superPage.getByRole('table', { name: 'Finished, not confirmed' });
    await superTable.getByRole('button', { name: `Confirm the shift of ${colleague.account.fullName}` }).waitFor();
    await superTable.getByRole('button', { name: `Confirm the shift of ${boss.account.fullName}` }).waitFor();
  });
});

describe('my shift (today)', () => {
  const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

  it('offers off-schedule work when no shift is planned today', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 375, height: 800 } });
    const person = await employed(page, 'user', 'Offplan');
    await signInAs(page, person.account, '/');
    const card = page.getByRole('region', { name: 'My shift (today)' });
    await card.getByText('No shift planned for today').waitFor();
    await card.getByRole('button', { name: 'Start off-schedule work' }).click();
    await toasts(page).getByText('Shift started').waitFor();
    await card.getByTestId('my-shift-status').getByText('Started, not finished').waitFor();
    expect(await card.getByText('Off-schedule work').count()).toBeGreaterThan(0);
    expect(await card.getByTestId('my-shift-started').textContent()).toMatch(/\d{1,2}:\d{2}/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });

  it('asks before stopping a shift (keyboard: Escape keeps working, Stop in the dialog stops)', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const person = await employed(page, 'user', 'Stopper');
    expect((await callApi(page, 'POST', '/v1/work-schedule/start', { token: person.token })).status).toBe(200);
    const stops: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/work-schedule/stop')) stops.push(request.method());
    });
    await signInAs(page, person.account, '/');
    const card = page.getByRole('region', { name: 'My shift (today)' });
    await card.getByTestId('my-shift-status').getByText('Started, not finished').waitFor();

    await card.getByRole('button', { name: 'Stop shift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop the shift?' });
    await dialog.getByText('A stopped shift cannot be started again.', { exact: false }).waitFor();
    // The safe choice has the focus: Enter or Escape keeps the shift running.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep working');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(stops).toEqual([]);
    expect(await card.getByTestId('my-shift-status').textContent()).toBe('Started, not finished');

    // The dialog gives the focus back to the button it came from; Enter there opens it again.
    await card.getByRole('button', { name: 'Stop shift' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stop shift');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stop shift');
    await page.keyboard.press('Enter');
    await toasts(page).getByText('Shift stopped').waitFor();
    await card.getByTestId('my-shift-status').getByText('Finished, not confirmed').waitFor();
    expect(stops).toEqual(['POST']);
  });
});

describe('durations', () => {
  it('shows lengths of time as hours and minutes in the statistics and the shift window', { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Warsaw' });
    const person = await employed(page, 'user', 'Timer');
    const shift = await finishedOffSchedule(page, person.token);
    await signInAs(page, person.account, `/work-schedule?month=${shift.date.slice(0, 7)}&shift=${shift.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Actual end').waitFor();
    // Stopped at once: worked 0 minutes, said as such (was '0 h 0 min').
    const worked = dialog.locator('dt', { hasText: 'Worked' }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => worked.textContent()).toBe('0 min');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('stat-off_schedule_hours').textContent()).toBe('0 min');
    expect(await page.getByTestId('stat-planned_hours').textContent()).toMatch(/^(\d+ h( \d+ min)?|\d+ min)$/);

    await page.goto(`/work-schedule?month=${shift.date.slice(0, 7)}&lng=pl`);
    await expect.poll(() => page.getByTestId('stat-off_schedule_hours').textContent()).toBe('0 min');
    expect(await page.getByTestId('stat-planned_hours').textContent()).toMatch(/^(\d+ godz\.( \d+ min)?|\d+ min)$/);
  });
});

describe('detail pages with an unknown id', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const PAGES = [
    ['/pattern-schedule', 'This pattern does not exist.'],
    ['/company', 'This company does not exist.'],
    ['/department', 'This department does not exist.'],
    ['/user', 'This user does not exist.'],
  ] as const;

  it('shows one not-found state, without Try again, on every detail page', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.superadmin, '/');
    for (const [path, title] of PAGES) {
      for (const id of [UNKNOWN, 'not-an-id']) {
        await page.goto(`${path}/${id}`);
        const state = page.getByTestId('not-found-state');
        await state.waitFor();
        expect(await state.textContent()).toContain(title);
        expect(await state.textContent()).toContain('It may have been deleted, or the link is out of date.');
        expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      }
    }
  });

  it('keeps Try again for a transient failure', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    await signInAs(page, DEMO.superadmin, '/');
    await page.route(
      '**/api/v1/work-schedule/patterns/get/**',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service Unavailable"}' }),
    );
    await page.goto(`/pattern-schedule/${UNKNOWN}`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByText('The pattern could not be loaded.').count()).toBe(1);
    expect(await page.getByTestId('not-found-state').count()).toBe(0);
  });
});

describe('direct messages on a desktop', () => {
  const viewport = { width: 1366, height: 900 };
  const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

  it('fits the viewport: the people list and a long conversation scroll inside, the wheel does not move the page', async () => {
    const page = await h.newPage('/login', { viewport });
    // A conversation longer than the screen, with a person of the test's own.
    const person = await employed(page, 'user', 'Talker');
    const adminToken = await apiToken(page, DEMO.admin);
    const admin = await callApi(page, 'GET', '/v1/users/me', { token: adminToken });
    const opened = await callApi(page, 'POST', '/v1/direct/chats', { token: person.token, json: { user_id: admin.body.id } });
    expect(opened.status).toBe(200);
    // Ten each (the limit is ten a person in ten seconds), three lines each.
    for (let i = 1; i <= 20; i++) {
      const token = i % 2 ? person.token : adminToken;
      const sent = await callApi(page, 'POST', '/v1/direct/messages', {
        token,
        json: { chat_id: opened.body.id, body: `Wiadomość ${i}\nDruga linia\nTrzecia linia` },
      });
      expect(sent.status).toBe(201);
    }

    await signInAs(page, DEMO.admin, '/direct');
    // The demo company has dozens of people: more than the list's height.
    await expect.poll(() => page.getByTestId('peer').count()).toBeGreaterThan(20);
    expect(await documentHeight(page)).toBeLessThanOrEqual(viewport.height);
    await page.getByText('Choose someone to write to.').hover();
    await page.mouse.wheel(0, 1500);
    // Scrolling, had there been any, is done by the time a frame or two has passed.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`/direct?user=${person.id}`);
    await page.getByTestId('message-list').getByText(/^Wiadomość 20/).waitFor();
    expect(await documentHeight(page)).toBeLessThanOrEqual(viewport.height);
  });
});

describe('apply template in the work scheduler', () => {
  it("puts a weekly office pattern on Monday to Friday: the cycle's first day defaults to a Monday", { tags: ['date'] }, async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const person = await employed(page, 'user', 'Office');
    // A month ahead whose first day is not a Monday (as January 2027, a Friday): a cycle started on
    // the 1st would put the office week on its weekend.
    let month = addMonths(warsawToday().slice(0, 7), 2);
    while (weekday(`${month}-01`) === 1) month = addMonths(month, 1);
    await signInAs(page, DEMO.admin, `/work-schedule?user=${person.id}&month=${month}`);
    await page.getByRole('button', { name: 'Apply template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply template' });
    const patterns = dialog.getByLabel('Pattern').locator('option');
    await expect.poll(() => patterns.count()).toBeGreaterThan(1);
    const office = await dialog.getByLabel('Pattern').locator('option', { hasText: 'Biuro 5/2' }).first().getAttribute('value');
    await dialog.getByLabel('Pattern').selectOption(office!);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog.getByTestId('apply-result').waitFor();

    const token = await apiToken(page, DEMO.admin);
    const end = addDays(`${addMonths(month, 1)}-01`, -1);
    const answer = await callApi(page, 'GET', `/v1/work-schedule/get?start=${month}-01&end=${end}&user_id=${person.id}`, { token });
    expect(answer.status).toBe(200);
    const dates: string[] = answer.body.data.map((shift: { date: string }) => shift.date);
    // Public holidays are skipped; every other Monday-Friday has its shift.
    expect(dates.length).toBeGreaterThanOrEqual(17);
    expect(dates.filter((date) => weekday(date) >= 6)).toEqual([]);
    // The dialog offers the cycle's first day, as the pattern page does: here a Monday of the month.
    const first = dialog.getByLabel('Day 1 of the cycle');
    const chosen = await first.getAttribute('data-value');
    expect(chosen?.slice(0, 7)).toBe(month);
    expect(weekday(chosen!)).toBe(1);
  });
});

describe('initials', () => {
  it('are the first letters of the first and the last name on every screen', async () => {
    const page = await h.newPage('/login', { viewport: { width: 1280, height: 900 } });
    const author = await employed(page, 'admin', 'Initials', 'Łucja Maria Żółć');
    const written = await callApi(page, 'POST', '/v1/company-news/', {
      token: author.token,
      json: { title: 'Kto pisze?', body: 'Inicjały autora.', company_ids: [] },
    });
    expect(written.status).toBe(201);
    const adminToken = await apiToken(page, DEMO.admin);
    const entry = await callApi(page, 'POST', '/v1/shift-entries/shifts/open', {
      token: adminToken,
      json: { name: 'Inicjały', company_id: author.companyId },
    });
    expect(entry.status).toBe(201);
    const scanned = await callApi(page, 'POST', `/v1/shift-entries/shifts/${entry.body.id}/entries`, {
      token: adminToken,
      json: { user_id: author.id },
    });
    expect(scanned.status).toBe(200);

    const seen: Record<string, string | null> = {};
    await signInAs(page, author.account, `/news/${written.body.id}`);
    seen.newsAuthor = await page.getByTestId('news-byline').getByTestId('initials').textContent();
    seen.header = await page.locator('header').getByTestId('initials').textContent();
    await signInAs(page, DEMO.admin, `/shift-entries-list/${entry.body.id}`);
    seen.shiftEntry = await page.getByTestId('people').locator('tr, li').filter({ hasText: author.account.fullName }).getByTestId(
      'initials',
    ).first().textContent();
    await page.goto(`/direct?user=${author.id}`);
    await page.getByRole('heading', { name: author.account.fullName }).waitFor();
    seen.chat = await page.getByRole('region', { name: 'Conversation' }).getByTestId('initials').first().textContent();
    expect(seen).toEqual({ newsAuthor: 'ŁŻ', header: 'ŁŻ', shiftEntry: 'ŁŻ', chat: 'ŁŻ' });
  });
});
