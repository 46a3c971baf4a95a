// The error text rules of spec section 8, as the web app's API client applies them.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../../web/src/lib/api';
import { i18n } from '../../../web/src/lib/i18n';

describe('errorMessage', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
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
});
