// The three locales always have the same keys (DESIGN.md conventions).
import { describe, expect, it } from 'vitest';
import en from '../../../web/src/locales/en.json';
import pl from '../../../web/src/locales/pl.json';
import uk from '../../../web/src/locales/uk.json';
import { ERROR_CODES, ERRORS } from '../../../worker/lib/error-codes';
import { FIELD_CODES, FIELD_ERRORS } from '../../../worker/lib/field-codes';
import { localeEntries } from '../../support/locales';

const keys = (locale: object) => localeEntries(locale).map(([key]) => key).sort();
const placeholders = (text: unknown) => String(text).match(/{{\w+}}/g)?.sort() ?? [];

describe('locales', () => {
  it.each([
    ['pl', pl],
    ['uk', uk],
  ])('%s has exactly the keys of en', (_, locale) => {
    expect(keys(locale)).toEqual(keys(en));
  });

  it.each([
    ['en', en],
    ['pl', pl],
    ['uk', uk],
  ])('%s has a text for every key, with the placeholders of en', (_, locale) => {
    const english = new Map(localeEntries(en));
    for (const [key, text] of localeEntries(locale)) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
    }
  });

  it.each([
    ['en', en],
    ['pl', pl],
    ['uk', uk],
  ])('%s translates every error code the API answers (section errors)', (_, locale) => {
    const texts = new Map(localeEntries(locale));
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) {
      expect(texts.get(`errors.${code}`), code).toEqual(expect.any(String));
      // A fixed detail needs no params; a detail with {placeholders} gets them all in the text.
      const detail = ERRORS[code].detail;
      if (typeof detail === 'string') {
        const wanted = (detail.match(/{\w+}/g) ?? []).map((p) => `{${p}}`).sort();
        expect(placeholders(texts.get(`errors.${code}`)), code).toEqual(wanted);
      }
    }
  });

  it.each([
    ['en', en],
    ['pl', pl],
    ['uk', uk],
  ])('%s translates every code of a 422 item (section fieldErrors), with the placeholders of its message', (_, locale) => {
    const texts = new Map(localeEntries(locale));
    for (const code of FIELD_CODES) {
      const wanted = (FIELD_ERRORS[code].match(/{\w+}/g) ?? []).map((p) => `{${p}}`).sort();
      expect(placeholders(texts.get(`fieldErrors.${code}`)), code).toEqual(wanted);
      expect(texts.get(`fieldErrors.${code}`), code).toEqual(expect.any(String));
    }
    // English says what the API says.
    if (locale === en) {
      for (const code of FIELD_CODES) expect(texts.get(`fieldErrors.${code}`), code).toBe(FIELD_ERRORS[code].replace(/{(\w+)}/g, '{{$1}}'));
    }
  });
});
