// The Worker's push texts are the web app's notification texts (worker/features/push/texts.ts is a
// small copy so the Worker does not carry the locale files), and a push is worded from them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUSH_TEXTS } from '../../../worker/features/push/texts';
import { pushPayload, shorten } from '../../../worker/features/push/wording';
import { LANGUAGES } from '../../../worker/lib/languages';

const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}.json`, import.meta.url), 'utf8'));

describe('push texts', () => {
  it.each(LANGUAGES)('are the %s locale texts of notifications.kinds and .types', (lang) => {
    const { notifications } = locale(lang);
    const kinds = Object.fromEntries(Object.keys(PUSH_TEXTS[lang].kinds).map((kind) => [kind, notifications.kinds[kind]]));
    expect(PUSH_TEXTS[lang].kinds).toEqual(kinds);
    expect(PUSH_TEXTS[lang].types).toEqual(notifications.types);
  });

  it('words a known kind in the language, and falls back to the stored English text', () => {
    const message = {
      userId: 'u',
      kind: 'vacation_approved' as const,
      title: 'Stored title',
      body: 'Stored body',
      link: '/vacations?id=1',
      data: { type: 'sick', start_date: '2030-11-18', end_date: '2030-11-19', by_name: 'Ala' },
      tag: 'notification:1',
    };
    expect(pushPayload(message, 'uk')).toMatchObject({
      kind: 'vacation_approved',
      title: 'Вашу заяву на лікарняний схвалено',
      link: '/vacations?id=1',
    });
    expect(pushPayload(message, 'pl').body).toContain('Zatwierdził(a): Ala');
    expect(pushPayload({ ...message, data: {} }, 'pl')).toMatchObject({ title: 'Stored title', body: 'Stored body' });
    expect(pushPayload({ ...message, kind: 'news_published' }, 'de')).toMatchObject({ title: 'Stored title' });
    expect(pushPayload({ ...message, link: 'https://evil.example/' }, 'en').link).toBeNull();
  });

  it('shortens long texts at a word', () => {
    expect(shorten('short')).toBe('short');
    const long = shorten('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});
