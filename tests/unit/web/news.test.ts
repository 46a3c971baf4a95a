// Company news in the web app: the first link of a body (its preview card), the Markdown renderer's
// safety (no script, no raw HTML, no javascript: links, outside images as links) and the bell's
// wording of a published item.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { NewsMarkdown } from '../../../web/src/features/news/components/news-markdown';
import { firstLink } from '../../../web/src/features/news/lib/link-preview';
import { isOutsideLink, isOwnImage } from '../../../web/src/features/news/lib/markdown-urls';
import { wordNotification } from '../../../web/src/features/notifications/lib/wording';
import { createFormatters } from '../../../web/src/lib/format';
import { i18n, loadAppTexts } from '../../../web/src/lib/i18n';
import type { NotificationPublic } from '../../../web/src/types/api';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await loadAppTexts();
});

describe('firstLink', () => {
  it.each([
    ['a Markdown link', 'Read [the plan](https://example.com/plan) first.', 'https://example.com/plan'],
    ['a link with a title', 'See [x](https://example.com/a "The A") now', 'https://example.com/a'],
    ['a link in angle brackets', 'See [x](<https://example.com/b>)', 'https://example.com/b'],
    ['an autolink', 'Mail <https://example.com/auto> today', 'https://example.com/auto'],
    ['a bare URL', 'Go to http://example.com/bare.', 'http://example.com/bare'],
    ['a bare URL in parentheses', '(see https://example.com/x)', 'https://example.com/x'],
    ['a bare URL with its own parentheses', 'https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['the first of several', 'https://one.example then [two](https://two.example)', 'https://one.example'],
    ['a query and a fragment', 'x https://example.com/p?q=1&r=2#top y', 'https://example.com/p?q=1&r=2#top'],
  ])('finds %s', (_, markdown, url) => {
    expect(firstLink(markdown)).toBe(url);
  });

  it('skips images, code and links that are not http(s)', () => {
    expect(firstLink('![logo](https://example.com/logo.png) and [site](https://example.com/)')).toBe('https://example.com/');
    expect(firstLink('`https://in.code` and [x](mailto:a@b.c) then https://after.example')).toBe('https://after.example');
    expect(firstLink('```\nhttps://in.fence\n```\n[y](javascript:alert(1)) <https://last.example>')).toBe('https://last.example');
    expect(firstLink('[relative](/news/1)')).toBeNull();
  });

  it('answers null without a link', () => {
    expect(firstLink('')).toBeNull();
    expect(firstLink('No link here, only example.com and ftp://old.example')).toBeNull();
    expect(firstLink('![only](https://example.com/a.png)')).toBeNull();
  });
});

describe('address rules', () => {
  it('shows inline only images this host serves', () => {
    expect(isOwnImage('/api/v1/media/files/news/abc/0190.png')).toBe(true);
    expect(isOwnImage('/api/v1/media/files/news/../../users/me')).toBe(false);
    expect(isOwnImage('//evil.example/api/v1/media/files/x.png')).toBe(false);
    expect(isOwnImage('https://example.com/a.png')).toBe(false);
    expect(isOwnImage('data:image/png;base64,AAAA')).toBe(false);
    expect(isOwnImage(undefined)).toBe(false);
  });

  it('opens only http(s) addresses as outside links', () => {
    expect(isOutsideLink('https://example.com')).toBe(true);
    expect(isOutsideLink('HTTP://example.com')).toBe(true);
    expect(isOutsideLink('/news/1')).toBe(false);
    expect(isOutsideLink('javascript:alert(1)')).toBe(false);
  });
});

const render = (text: string, compact = false) => renderToStaticMarkup(createElement(NewsMarkdown, { text, compact }));

describe('the Markdown of a news body', () => {
  it('renders Markdown and GitHub tables', () => {
    const html = render('# Title\n\n**bold** and *it*\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<li');
    expect(html).toContain('<table');
  });

  it('never turns raw HTML into elements', () => {
    const html = render(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)">x</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<a [^>]*href="javascript/i);
    // No element carries an event handler; the HTML is shown as text.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript: and data: addresses from links and images', () => {
    for (
      const text of [
        '[x](javascript:alert(1))',
        '[x](JAVASCRIPT:alert(1))',
        '[x](  javascript:alert(1))',
        '[x](data:text/html;base64,PHNjcmlwdD4=)',
        '<javascript:alert(1)>',
        '![x](javascript:alert(1))',
      ]
    ) {
      const html = render(text);
      expect(html, text).not.toMatch(/href="\s*(javascript|data):/i);
      expect(html, text).not.toMatch(/src="\s*(javascript|data):/i);
    }
  });

  it('opens outside links in a new tab without access to the page', () => {
    const html = render('[site](https://example.com/) and https://auto.example/x');
    expect(html).toContain('href="https://example.com/" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="https://auto.example/x" target="_blank" rel="noopener noreferrer"');
  });

  it('shows uploaded images, and other images as a link', () => {
    const own = render('![plan](/api/v1/media/files/news/u/1.png)');
    expect(own).toContain('<img src="/api/v1/media/files/news/u/1.png" alt="plan" loading="lazy"');
    const outside = render('![plan](https://example.com/p.png)');
    expect(outside).not.toContain('<img');
    expect(outside).toContain('href="https://example.com/p.png" target="_blank" rel="noopener noreferrer"');
    expect(render('![plan](http://example.com/p.png)')).not.toContain('<img');
  });

  it('keeps the feed excerpt free of links, images and tables', () => {
    const html = render('# Head\n\n[site](https://example.com/) ![p](/api/v1/media/files/news/u/1.png)\n\n| a |\n| - |\n| 1 |', true);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('<h2');
    expect(html).toContain('site');
  });
});

describe('the bell', () => {
  const item: NotificationPublic = {
    id: '0190a000-0000-7000-8000-000000000001',
    kind: 'news_published',
    title: 'New: Canteen',
    body: 'Open on Monday',
    link: '/news/0190a000-0000-7000-8000-000000000002',
    data: { news_id: '0190a000-0000-7000-8000-000000000002', news_title: 'Canteen', author_name: 'Adam Kowalski' },
    read_at: null,
    created_at: '2026-01-05T10:00:00Z',
  } as NotificationPublic;

  it('words a published item in the reader’s language', async () => {
    const word = (language: string) => wordNotification(item, i18n.getFixedT(language), createFormatters(language), language);
    expect(word('en')).toEqual({ title: 'New: Canteen', body: 'by Adam Kowalski' });
    await i18n.changeLanguage('pl');
    await loadAppTexts();
    expect(word('pl')).toEqual({ title: 'Nowość: Canteen', body: 'autor: Adam Kowalski' });
    await i18n.changeLanguage('uk');
    await loadAppTexts();
    expect(word('uk')).toEqual({ title: 'Нове: Canteen', body: 'автор: Adam Kowalski' });
    await i18n.changeLanguage('en');
  });

  it('keeps the API’s text when the data lacks the title', () => {
    expect(wordNotification({ ...item, data: {} }, i18n.t, createFormatters('en'), 'en')).toEqual({
      title: 'New: Canteen',
      body: 'Open on Monday',
    });
  });
});
