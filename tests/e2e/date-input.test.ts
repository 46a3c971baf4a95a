// Defect 12: date fields follow the app's language, not the browser's. In Polish the absence form's
// start date is typed and shown as dd.mm.rrrr, its calendar (a button beside the field) starts on
// Monday with Polish weekday names, arrow keys move through the days, and picking a day fills the
// field. The dates are typed, never sent, so they hold on any day. Months, times and the date and
// time of a shift's confirmation likewise, in a browser whose own locale is en-US (12-hour times,
// month names in English): Polish month names, 24-hour times.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../worker/lib/time';
import { axeFindings, describeFindings } from './support/axe';
import { warsawToday } from './support/clock';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs } from './support/session';

const h = useHarness();

describe('date fields in the app language', () => {
  it('in Polish shows and accepts 01.03.2027, opens a Monday-first calendar and fills the field from it', async () => {
    const page = await h.newPage('/login?lng=pl');
    await signInAs(page, DEMO.user, '/vacations?lng=pl');
    const form = page.getByRole('form', { name: 'Nowy wniosek' });
    const start = form.getByLabel('Data rozpoczęcia');
    await start.waitFor();
    expect(await start.getAttribute('placeholder')).toBe('dd.mm.rrrr');

    // Typed in Polish order; a short form is rewritten as the language writes it.
    await start.fill('1.3.2027');
    await start.blur();
    expect(await start.inputValue()).toBe('01.03.2027');
    expect(await start.getAttribute('data-value')).toBe('2027-03-01');
    expect(await start.getAttribute('aria-invalid')).toBeNull();
    // The end follows an empty end, shown the same way.
    expect(await form.getByLabel('Data zakończenia').inputValue()).toBe('01.03.2027');

    // Not a date: the field says how to write one.
    await start.fill('31.02.2027');
    await start.blur();
    await form.getByText('Wpisz istniejącą datę w formacie dd.mm.rrrr').waitFor();
    expect(await start.getAttribute('aria-invalid')).toBe('true');
    await fillDate(start, '2027-03-01');
    expect(await start.inputValue()).toBe('01.03.2027');

    // The calendar: March 2027, Monday first, Polish names.
    const opener = form.getByRole('button', { name: 'Otwórz kalendarz' }).first();
    await opener.click();
    const calendar = page.getByRole('dialog', { name: 'Data rozpoczęcia' });
    await calendar.getByText('marzec 2027').waitFor();
    const weekdays = await calendar.locator('thead th').allTextContents();
    expect(weekdays[0]).toBe('pon.');
    expect(weekdays[6]).toBe('niedz.');
    // 1 March 2027 is a Monday: the first cell of the first week.
    expect(await calendar.getByRole('row').first().getByRole('gridcell').first().textContent()).toBe('1');
    // The open calendar passes the accessibility check too.
    expect(describeFindings(await axeFindings(page))).toBe('');

    // Keyboard: focus is on the chosen day; the right arrow and Enter pick the next one.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('02.03.2027');
    expect(await start.getAttribute('data-value')).toBe('2027-03-02');

    // Picking a day with the pointer fills the field too; Escape closes without a change.
    await opener.click();
    await calendar.locator('[data-day="2027-03-15"] button').click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('15.03.2027');
    await opener.click();
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    expect(await start.inputValue()).toBe('15.03.2027');
  });

  it('in Polish with an en-US browser reads months as "listopad 2030" and times in 24 hours, and takes them typed or picked', {
    tags: ['date'],
  }, async () => {
    const page = await h.newPage('/login?lng=pl', { locale: 'en-US' });
    // The browser's own formats are American: what a native field would show.
    expect(await page.evaluate(() => new Intl.DateTimeFormat().resolvedOptions().locale)).toBe('en-US');
    await signInAs(page, DEMO.admin, '/pattern-schedules?lng=pl');
    await page.getByRole('button', { name: 'Nowy wzorzec' }).click();
    const form = page.getByRole('form', { name: 'Nowy wzorzec' });

    // Times: 24 hours, typed in any short form and written back as gg:mm.
    const start = form.getByLabel('Początek');
    const end = form.getByLabel('Koniec');
    expect(await start.inputValue()).toBe('08:00');
    expect(await start.getAttribute('placeholder')).toBe('gg:mm');
    await start.fill('7.30');
    await start.blur();
    expect(await start.inputValue()).toBe('07:30');
    await end.fill('25:00');
    await end.blur();
    await form.getByText('Wpisz godzinę w formacie gg:mm (00:00–23:59)').waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    await end.fill('2030');
    await end.blur();
    expect(await end.inputValue()).toBe('20:30');
    expect(await end.getAttribute('data-value')).toBe('20:30');
    expect(await end.getAttribute('aria-invalid')).toBeNull();
    await form.getByLabel('Nazwa', { exact: true }).fill('E2E godziny');
    await form.getByLabel('Rodzaj zmiany').fill('Dzienna');
    await form.getByRole('group', { name: 'Dni zmiany 1' }).getByRole('button', { name: 'Dzień 1', exact: true }).click();
    await form.getByRole('button', { name: 'Utwórz wzorzec' }).click();
    await page.waitForURL(/\/pattern-schedule\/[0-9a-f-]{36}/);
    await page.getByRole('list', { name: 'Podgląd cyklu' }).locator('li[data-day="1"]').getByText('07:30–20:30').waitFor();

    // The start month: its name in Polish, from the company's today (the browser's date stands in
    // until the API has answered, which differs around midnight).
    const apply = page.getByRole('form', { name: 'Zastosuj do działu' });
    const month = apply.getByLabel('Miesiąc początkowy');
    await expect.poll(() => month.getAttribute('data-value')).toBe(warsawToday().slice(0, 7));
    const shownMonth = await page.evaluate((value) => {
      const [year, monthNumber] = value.split('-').map(Number);
      return new Intl.DateTimeFormat('pl', { month: 'long', year: 'numeric' }).format(new Date(year!, monthNumber! - 1, 1));
    }, (await month.getAttribute('data-value'))!);
    expect(shownMonth).toMatch(/^\p{Ll}+ \d{4}$/u);
    expect(await month.inputValue()).toBe(shownMonth);
    // Typed as numbers or with a month's name, written back as the name.
    await month.fill('11.2030');
    await month.blur();
    expect(await month.inputValue()).toBe('listopad 2030');
    expect(await month.getAttribute('data-value')).toBe('2030-11');
    await month.fill('mar 2031');
    await month.blur();
    expect(await month.inputValue()).toBe('marzec 2031');
    await month.fill('13.2031');
    await month.blur();
    expect(await month.getAttribute('aria-invalid')).toBe('true');
    await month.fill('marca 2031');
    await month.blur();
    expect(await month.inputValue()).toBe('marzec 2031');

    // Picked: the months of a year in Polish, the chosen one focused; arrows and Enter pick another.
    await apply.getByRole('button', { name: 'Wybierz miesiąc' }).click();
    const picker = page.getByRole('dialog', { name: 'Miesiąc początkowy' });
    await picker.getByText('2031', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-month'))).toBe('2031-03');
    expect(await picker.getByRole('button', { name: 'marzec 2031' }).getAttribute('aria-pressed')).toBe('true');
    expect(await picker.getByRole('button', { name: 'listopad 2031' }).locator('[aria-hidden="true"]').textContent()).toBe('lis');
    expect(describeFindings(await axeFindings(page))).toBe('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    expect(await month.inputValue()).toBe('kwiecień 2032');
    expect(await month.getAttribute('data-value')).toBe('2032-04');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('2032-04');
  });

  it("in Polish with an en-US browser shows a shift's confirmed times as dd.mm.rrrr and 24-hour gg:mm, and sends what was typed", {
    tags: ['date'],
  }, async () => {
    const page = await h.newPage('/login?lng=pl', { locale: 'en-US' });
    // The user works today's shift through the API.
    const userToken = await apiToken(page, DEMO.user);
    const around = warsawToday();
    const answer = await callApi(page, 'GET', `/v1/work-schedule/get?start=${addDays(around, -1)}&end=${addDays(around, 1)}`, {
      token: userToken,
    });
    const today: string = answer.body.today;
    const shift = answer.body.data.find((item: { date: string; off_schedule: boolean }) => item.date === today && !item.off_schedule);
    expect(shift).toBeTruthy();
    expect((await callApi(page, 'POST', '/v1/work-schedule/start', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(
      200,
    );
    expect((await callApi(page, 'POST', '/v1/work-schedule/stop', { token: userToken, json: { schedule_id: shift.id } })).status).toBe(200);
    const me = await callApi(page, 'GET', '/v1/users/me', { token: userToken });

    await signInAs(page, DEMO.admin, `/work-schedule?user=${me.body.id}&month=${today.slice(0, 7)}&shift=${shift.id}&lng=pl`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Potwierdź zmianę' }).waitFor();
    const started = dialog.getByRole('group', { name: 'Uznany początek' });
    const date = started.getByLabel('Data', { exact: true });
    const time = started.getByLabel('Godzina', { exact: true });
    const [year, monthNumber, day] = today.split('-');
    expect(await date.inputValue()).toBe(`${day}.${monthNumber}.${year}`);
    expect(await time.inputValue()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(await started.getAttribute('data-value')).toBe(`${today}T${await time.inputValue()}`);
    // The zone of the times is said beside them.
    await started.getByText('Europe/Warsaw').waitFor();

    // A start ten days before the shift: the API refuses it, beside the start, in Polish.
    const [tenBeforeYear, tenBeforeMonth, tenBeforeDay] = addDays(today, -10).split('-');
    await date.fill(`${tenBeforeDay}.${tenBeforeMonth}.${tenBeforeYear}`);
    await time.fill('6:15');
    await time.blur();
    expect(await time.inputValue()).toBe('06:15');
    await dialog.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await started.getByText('Początek musi przypadać blisko daty zmiany.').waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');

    // Midnight of the shift's date: the calendar beside the date picks it, Escape leaves the dialog open.
    await started.getByRole('button', { name: 'Otwórz kalendarz' }).click();
    const calendar = page.getByRole('dialog', { name: 'Data', exact: true });
    await calendar.getByRole('grid').waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    await dialog.getByRole('heading', { name: 'Potwierdź zmianę' }).waitFor();
    await date.fill(`${day}.${monthNumber}.${year}`);
    await time.fill('0000');
    await time.blur();
    expect(await started.getAttribute('data-value')).toBe(`${today}T00:00`);
    await dialog.getByRole('button', { name: 'Potwierdź', exact: true }).click();
    await page.getByRole('region', { name: 'Powiadomienia' }).getByText('Zmiana potwierdzona').waitFor();
    // The start that counts is midnight in the company's zone, shown as 24 hours.
    await dialog.getByText(/^00:00 – \d{2}:\d{2}$/).waitFor();
  });
});
