// The link preview's page parser (worker/features/link-preview/rules/parse-page.ts).
import { describe, expect, it } from 'vitest';
import { decodePage, pageCharset, parsePage } from '../../../worker/features/link-preview/rules/parse-page';

const PAGE = new URL('https://news.example.com/a/b.html');

describe('parsePage', () => {
  it('prefers Open Graph, then Twitter, then <title> and the description', () => {
    const html = `<html><head>
      <title>Plain</title><meta name="description" content="plain description">
      <meta name="twitter:title" content="Tweet"><meta property="og:title" content="Open &amp; Graph">
      <meta property="og:image" content="../img/x.png"><meta property="og:site_name" content="News">
    </head></html>`;
    expect(parsePage(html, PAGE)).toEqual({
      title: 'Open & Graph',
      description: 'plain description',
      image: 'https://news.example.com/img/x.png',
      site_name: 'News',
    });
  });

  it('decodes entities and collapses white space', () => {
    const html = '<title>\n  It&#8217;s   a &quot;test&quot; &mdash; ok\n</title><meta name="description" content="A&nbsp;&amp;&#x20AC;">';
    expect(parsePage(html, PAGE)).toMatchObject({ title: 'It’s a "test" — ok', description: 'A &€' });
  });

  it('keeps the first of repeated tags, skips empty ones, reads upper-case markup', () => {
    const html =
      '<META PROPERTY="og:title" CONTENT=""><META PROPERTY="og:title" CONTENT="First"><meta property="og:title" content="Second">';
    expect(parsePage(html, PAGE).title).toBe('First');
  });

  it('keeps only http(s) images and leaves the rest null', () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x/y.png', 'http://[bad']) {
      expect(parsePage(`<meta property="og:image" content="${image}">`, PAGE).image, image).toBeNull();
    }
    expect(parsePage('<meta property="og:image" content="//cdn.example.com/i.jpg">', PAGE).image).toBe('https://cdn.example.com/i.jpg');
    expect(parsePage('<p>nothing</p>', PAGE)).toEqual({ title: null, description: null, image: null, site_name: null });
  });

  it('never returns markup: text only, cut to a length', () => {
    const preview = parsePage(
      `<title><b>bold</b> &lt;script&gt;</title><meta property="og:description" content="${'x'.repeat(5000)}">`,
      PAGE,
    );
    expect(preview.title).toBe('<b>bold</b> <script>');
    expect(preview.description!.length).toBe(1000);
    expect(preview.description!.endsWith('…')).toBe(true);
  });

  it("ignores an SVG's <title>", () => {
    expect(parsePage('<body><svg><title>icon</title></svg></body>', PAGE).title).toBeNull();
  });
});

describe('charsets', () => {
  it('reads the Content-Type, else a <meta>, else UTF-8', () => {
    expect(pageCharset('text/html; charset=ISO-8859-2', new Uint8Array())).toBe('iso-8859-2');
    expect(pageCharset('text/html', new TextEncoder().encode('<meta charset="windows-1250">'))).toBe('windows-1250');
    expect(pageCharset('text/html', new TextEncoder().encode('<meta http-equiv="Content-Type" content="text/html; charset=koi8-u">'))).toBe(
      'koi8-u',
    );
    expect(pageCharset('text/html', new Uint8Array())).toBe('utf-8');
    expect(decodePage(Uint8Array.from([0x5a, 0x61, 0xbf]), 'text/html; charset=iso-8859-2')).toBe('Zaż');
    expect(decodePage(new TextEncoder().encode('Zaż'), 'text/html; charset=no-such-charset')).toBe('Zaż');
  });
});
