// firstLink (web/src/features/news/lib/link-preview.ts): the address a news item's card previews.
import { describe, expect, it } from 'vitest';
import { firstLink } from '../../../web/src/features/news/lib/link-preview';

describe('firstLink', () => {
  it.each([
    ['See https://example.com/a for more.', 'https://example.com/a'],
    ['Read [the article](https://news.example.com/x?id=1&b=2) today', 'https://news.example.com/x?id=1&b=2'],
    ['[text](http://example.com/path "Title")', 'http://example.com/path'],
    ['An autolink <https://example.com/auto>.', 'https://example.com/auto'],
    ['First http://one.example/ then https://two.example/', 'http://one.example/'],
    ['Wikipedia: https://en.wikipedia.org/wiki/Shift_(work), see', 'https://en.wikipedia.org/wiki/Shift_(work)'],
    ['(https://example.com/in-parens)', 'https://example.com/in-parens'],
    ['**https://example.com/bold**', 'https://example.com/bold'],
    ['HTTPS://EXAMPLE.COM/Up', 'HTTPS://EXAMPLE.COM/Up'],
    ['Ссылка: https://приклад.укр/сторінка!', 'https://приклад.укр/сторінка'],
    ['![image](https://cdn.example.com/i.png) and [a page](https://example.com/p)', 'https://example.com/p'],
  ])('%s -> %s', (markdown, expected) => expect(firstLink(markdown)).toBe(expected));

  it.each([
    [''],
    ['No link here, just example.com'],
    ['ftp://example.com/file and mailto:someone@example.com'],
    ['javascript:alert(1)'],
    ['Code: `https://example.com/in-code`'],
    ['```\nhttps://example.com/fenced\n```'],
    ['http://'],
  ])('%s has none', (markdown) => expect(firstLink(markdown)).toBeNull());

  it('skips code and takes the link after it', () => {
    expect(firstLink('`https://a.example/` then https://b.example/')).toBe('https://b.example/');
  });
});
