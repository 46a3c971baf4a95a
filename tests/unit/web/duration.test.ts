// The one duration format (web/src/lib/duration.ts): shift window and statistics, in en, pl, uk.
import { describe, expect, it } from 'vitest';
import { formatDuration, hoursToMinutes, type DurationParts } from '../../../web/src/lib/duration';
import en from '../../../web/src/locales/en.json';
import pl from '../../../web/src/locales/pl.json';
import uk from '../../../web/src/locales/uk.json';

const LOCALES = { en, pl, uk } as const;

/** What useDuration does: the locale file's units, Intl's numbers. */
function parts(language: keyof typeof LOCALES): DurationParts {
  const units = LOCALES[language].duration;
  return {
    number: (value) => new Intl.NumberFormat(language).format(value),
    unit: (kind, value) => units[kind].replace('{{value}}', value),
  };
}
const d = (minutes: number | null, language: keyof typeof LOCALES = 'en', signed = false) =>
  formatDuration(minutes, parts(language), { signed });

describe('formatDuration', () => {
  it('never shows a zero hour part and signs with + and the minus sign', () => {
    expect(d(-8, 'en', true)).toBe('−8 min');
    expect(d(59, 'en', true)).toBe('+59 min');
    expect(d(8, 'en')).toBe('8 min');
    expect(d(0, 'en', true)).toBe('0 min');
    expect(d(-65, 'en', true)).toBe('−1 h 5 min');
  });

  it('shows hours and minutes, and whole hours without minutes', () => {
    expect(d(65)).toBe('1 h 5 min');
    expect(d(480)).toBe('8 h');
    expect(d(490)).toBe('8 h 10 min');
    expect(d(1234 * 60)).toBe('1,234 h');
  });

  it('reads naturally in Polish and Ukrainian', () => {
    expect(d(65, 'pl')).toBe('1 godz. 5 min');
    expect(d(-8, 'pl', true)).toBe('−8 min');
    expect(d(480, 'pl')).toBe('8 godz.');
    expect(d(65, 'uk')).toBe('1 год 5 хв');
    expect(d(59, 'uk', true)).toBe('+59 хв');
    expect(d(600, 'uk')).toBe('10 год');
  });

  it('rounds to whole minutes; nothing is a dash', () => {
    expect(d(null)).toBe('—');
    expect(d(59.6)).toBe('1 h');
    expect(formatDuration(undefined, parts('en'))).toBe('—');
  });

  it("turns the statistics' hours into minutes (0.78 h is 47 min, not '0.78')", () => {
    expect(hoursToMinutes(0.78)).toBe(47);
    expect(d(hoursToMinutes(0.78))).toBe('47 min');
    expect(d(hoursToMinutes(168))).toBe('168 h');
    expect(d(hoursToMinutes(7.5), 'pl')).toBe('7 godz. 30 min');
  });
});
