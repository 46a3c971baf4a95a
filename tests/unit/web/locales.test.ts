// The three locales always have the same keys (DESIGN.md conventions).
import { describe, expect, it } from 'vitest';
import en from '../../../web/src/locales/en.json';
import pl from '../../../web/src/locales/pl.json';
import uk from '../../../web/src/locales/uk.json';
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
});
