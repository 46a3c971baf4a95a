// Server refusals in the interface's language (defect 3): the API answers a stable code and its
// params, the web app translates by code and formats the dates of the params in that language; a
// 422's field messages likewise (their `code` and `ctx`).
import { describe, expect, it } from 'vitest';
import { fillDate } from './support/dates';
import { useHarness } from './support/harness';
import { apiToken, callApi, DEMO, signInAs, uniqueEmail } from './support/session';

const h = useHarness();

describe('server errors in Polish', () => {
  it('shows an overlapping absence request refused in Polish, with the other request’s dates in Polish', async () => {
    const page = await h.newPage('/login');
    // A new employee of the demo company with a pending sick leave on 18-22 November 2030.
    const superToken = await apiToken(page, DEMO.superadmin);
    const person = { email: uniqueEmail('overlap'), password: 'person-pass-1', fullName: 'Olga Nakładka' };
    const created = await callApi(page, 'POST', '/v1/users/', {
      token: superToken,
      json: { email: person.email, password: person.password, full_name: person.fullName },
    });
    expect(created.status).toBe(200);
    const companies = await callApi(page, 'GET', '/v1/companies/', { token: superToken });
    const hired = await callApi(page, 'POST', '/v1/employees/', {
      token: superToken,
      json: { user_id: created.body.id, company_id: companies.body.data[0].id, start_date: '2024-01-01' },
    });
    expect(hired.status).toBe(200);
    const personToken = await apiToken(page, person);
    const first = await callApi(page, 'POST', '/v1/vacation-sick/create', {
      token: personToken,
      json: { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-22' },
    });
    expect(first.status).toBe(200);

    await signInAs(page, person, '/vacations?lng=pl&year=2030');
    const form = page.getByRole('form', { name: 'Nowy wniosek' });
    await form.getByLabel('Rodzaj').selectOption({ label: 'Zwolnienie lekarskie' });
    await form.getByLabel('Data rozpoczęcia').fill('2030-11-21');
    await form.getByLabel('Data zakończenia').fill('2030-11-26');
    // Sent as a user sends it: once the preview shows the whole period (the end date follows the
    // start until it is typed, so a click before that would send a one-day request).
    await expect.poll(() => page.getByTestId('vacation-preview').getByTestId('preview-days').getByRole('listitem').count()).toBeGreaterThan(
      1,
    );
    await form.getByRole('button', { name: 'Złóż wniosek' }).click();

    // The other request's period as the browser writes it in Polish ("18–22 lis 2030"), and its
    // status (the person's own request waits for a decision).
    const period = await page.evaluate(() =>
      new Intl.DateTimeFormat('pl', { dateStyle: 'medium' }).formatRange(new Date(2030, 10, 18), new Date(2030, 10, 22))
    );
    expect(period).toMatch(/^18\D+22 \S+ 2030$/);
    expect(first.body.status).toBe('pending');
    const text = `Ten wniosek pokrywa się z innym oczekującym wnioskiem (${period})`;
    const toasts = page.getByRole('region', { name: 'Powiadomienia' });
    await toasts.getByText('Nie udało się złożyć wniosku urlopowego').waitFor();
    await toasts.getByText(text).waitFor();
    await form.getByText(text).waitFor();
    expect(await page.getByText('overlaps').count()).toBe(0);
    expect(await page.getByText('2030-11-18').count()).toBe(0);
  });

  it('shows the API’s field message of a too long absence request in Polish beside the end date', async () => {
    const page = await h.newPage('/login');
    await signInAs(page, DEMO.user, '/vacations?lng=pl');
    const form = page.getByRole('form', { name: 'Nowy wniosek' });
    // More than a year and a day: nothing in the form refuses it, the API answers 422 on end_date
    // (code absence.too_long, ctx max_days 366). The dates are typed, never stored.
    await fillDate(form.getByLabel('Data rozpoczęcia'), '2030-01-07');
    await fillDate(form.getByLabel('Data zakończenia'), '2031-03-03');
    const text = 'Wniosek może obejmować najwyżej 366 dni';
    // The preview (GET, 422 on the query) says it first, then the refused request beside the field.
    await page.getByTestId('vacation-preview').getByText(text).waitFor();
    await form.getByRole('button', { name: 'Złóż wniosek' }).click();
    const end = form.getByLabel('Data zakończenia');
    await expect.poll(() => end.getAttribute('aria-invalid')).toBe('true');
    const described = (await end.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(text);
    await page.getByRole('region', { name: 'Powiadomienia' }).getByText(text).waitFor();
    expect(await page.getByText('covers at most').count()).toBe(0);
  });
});
