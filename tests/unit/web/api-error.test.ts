// The error text rules of spec section 8, as the web app's API client applies them.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrors } from '../../../web/src/lib/api';
import { i18n, loadAppTexts } from '../../../web/src/lib/i18n';

describe('errorMessage', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadAppTexts(); // as the signed-in frame does: the error codes of every screen
  });

  it('prefers body.error, then a string body.detail', () => {
    expect(errorMessage(429, { error: 'Too many login attempts. Try again in 15 minutes.', detail: 'x' })).toBe(
      'Too many login attempts. Try again in 15 minutes.',
    );
    expect(errorMessage(400, { detail: 'Incorrect email or password' })).toBe('Incorrect email or password');
  });

  it('turns an array detail (a 422 body) into a generic text', () => {
    expect(errorMessage(422, { detail: [{ loc: ['body', 'email'], msg: 'Invalid email', type: 'x' }] })).toBe(
      'Something went wrong',
    );
  });

  it('falls back to the status text, with 422 as Validation Error', () => {
    expect(errorMessage(422, null)).toBe('Validation Error');
    expect(errorMessage(503, 'Service Unavailable page')).toBe('Service Unavailable');
    expect(errorMessage(404, {})).toBe('Not Found');
  });

  it('gives the localised unknown error outside the standard statuses', () => {
    expect(errorMessage(499, null)).toBe('Unknown error');
    expect(errorMessage(302, null)).toBe('Unknown error');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('uk');
    expect(errorMessage(499, null)).toBe('Невідома помилка');
    expect(errorMessage(500, null)).toBe('Внутрішня помилка сервера');
    await i18n.changeLanguage('en');
  });

  it('translates by code, with dates in the language, and falls back to detail for an unknown code', async () => {
    const overlap = {
      detail: 'This request overlaps another pending request (2030-03-01 – 2030-03-05)',
      code: 'absence.overlap',
      params: { status: 'pending', start_date: '2030-03-01', end_date: '2030-03-05' },
    };
    // English too: dates in the app's format, never the API's ISO dates (issue 29); the status kept.
    // Intl puts thin spaces around a range's dash.
    const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
    expect(plain(errorMessage(400, overlap))).toBe('This request overlaps another pending request (Mar 1 – 5, 2030)');
    expect(errorMessage(400, { code: 'absence.overlap', params: { ...overlap.params, status: 'approved', end_date: '2030-03-01' } })).toBe(
      'This request overlaps another approved request (Mar 1, 2030)',
    );
    expect(
      errorMessage(409, {
        code: 'schedule.day_taken',
        detail: 'There is already a shift of this person on 2027-01-04.',
        params: { date: '2027-01-04' },
      }),
    ).toBe(
      'There is already a shift of this person on Jan 4, 2027.',
    );
    expect(
      errorMessage(409, {
        code: 'shift_market.day_taken',
        detail: 'Jan Wiśniewski already has a shift on 2026-12-04',
        params: { name: 'Jan Wiśniewski', date: '2026-12-04' },
      }),
    ).toBe(
      'Jan Wiśniewski already has a shift on Dec 4, 2026',
    );
    // Without dates, English still shows the detail as it comes (its exact plurals).
    expect(errorMessage(409, { code: 'org.department_not_empty', detail: 'Department has 1 employee', params: { employees: 1 } })).toBe(
      'Department has 1 employee',
    );
    await i18n.changeLanguage('pl');
    expect(plain(errorMessage(400, overlap))).toBe('Ten wniosek pokrywa się z innym oczekującym wnioskiem (1–5 mar 2030)');
    expect(errorMessage(409, { code: 'shift_market.absent', params: { name: 'Jan', date: '2026-12-04' } })).toBe(
      'Jan ma zatwierdzoną nieobecność w dniu 4 gru 2026',
    );
    expect(errorMessage(400, { detail: 'Incorrect email or password', code: 'auth.bad_credentials' })).toBe(
      'Nieprawidłowy e-mail lub hasło',
    );
    expect(errorMessage(400, { detail: 'Something new', code: 'area.unknown_reason' })).toBe('Something new');
    expect(errorMessage(429, { error: 'Too many', detail: 'Too many', code: 'auth.too_many_attempts', params: { minutes: 3 } })).toBe(
      'Zbyt wiele prób logowania. Spróbuj ponownie za 3 min.',
    );
    await i18n.changeLanguage('en');
  });

  it("translates FastAPI's 'Field required' beside its field", async () => {
    const error = new ApiError(422, 'x', { detail: [{ loc: ['body', 'email'], msg: 'Field required', type: 'missing', input: {} }] });
    await i18n.changeLanguage('uk');
    expect(fieldErrors(error)).toEqual({ email: "Обов'язкове поле" });
    await i18n.changeLanguage('en');
    expect(fieldErrors(error)).toEqual({ email: 'Field required' });
  });

  it('translates a 422 field message by its code, with its ctx (a month in the language), falling back to msg', async () => {
    const item = (loc: string, msg: string, extra: Record<string, unknown>) => ({
      loc: ['body', loc],
      msg,
      type: 'custom',
      input: null,
      ...extra,
    });
    const error = new ApiError(422, 'x', {
      detail: [
        item('end_date', 'A request covers at most 366 days', { code: 'absence.too_long', ctx: { max_days: 366 } }),
        item('months', 'The months must end by 9999-12', { code: 'apply.months_beyond', ctx: { last_month: '9999-12' } }),
        item('reason', 'Something new', { code: 'area.unknown_reason' }),
        {
          loc: ['body', 'full_name'],
          msg: 'Too big: expected string to have <=255 characters',
          type: 'string_too_long',
          input: 'x',
          ctx: { max_length: 255 },
        },
      ],
    });
    await i18n.changeLanguage('pl');
    expect(fieldErrors(error)).toEqual({
      end_date: 'Wniosek może obejmować najwyżej 366 dni',
      months: 'Ostatni możliwy miesiąc to grudzień 9999',
      reason: 'Something new',
      full_name: 'Maksymalna długość: 255',
    });
    // A toast of the same answer says its first coded message; an answer without one, the generic text.
    expect(errorMessage(422, error.body)).toBe('Wniosek może obejmować najwyżej 366 dni');
    expect(errorMessage(422, { detail: [{ loc: ['body', 'x'], msg: 'Invalid input', type: 'custom' }] })).toBe('Coś poszło nie tak');
    await i18n.changeLanguage('uk');
    expect(fieldErrors(error).end_date).toBe('Заява може охоплювати щонайбільше 366 днів');
    await i18n.changeLanguage('en');
    // English: the API's own text, a month in the app's format.
    expect(fieldErrors(error)).toMatchObject({
      end_date: 'A request covers at most 366 days',
      months: 'The months must end by December 9999',
      full_name: 'Maximum length: 255',
    });
  });
});
