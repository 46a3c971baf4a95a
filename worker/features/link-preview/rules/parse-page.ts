// A page's preview from its HTML: Open Graph, then Twitter cards, then the plain <title> and
// description. htmlparser2 decodes entities (&amp;, &#8217;) in Node and workerd alike; nothing of
// the page is kept but these four texts, and only an http(s) image address.
import { Parser } from 'htmlparser2';
import type { LinkPreviewData } from '../schemas';

const LIMITS = { title: 300, description: 1000, site_name: 200 } as const;
const MAX_IMAGE_URL = 2048;

function clean(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function imageUrl(value: string | undefined, page: URL): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, page);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.href.length > MAX_IMAGE_URL) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function parsePage(html: string, page: URL): LinkPreviewData {
  const meta = new Map<string, string>();
  let title: string | undefined;
  let inTitle = false;
  let inSvg = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') inSvg++;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          // The first non-empty one of each wins, as the Open Graph protocol reads repeated properties.
          if (key && attributes.content?.trim() && !meta.has(key)) meta.set(key, attributes.content);
        } else if (name === 'title' && title === undefined && !inSvg) {
          inTitle = true;
          title = '';
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'svg' && inSvg) inSvg--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined);
  return {
    title: clean(first('og:title', 'twitter:title') ?? title, LIMITS.title),
    description: clean(first('og:description', 'twitter:description', 'description'), LIMITS.description),
    image: imageUrl(first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), page),
    site_name: clean(first('og:site_name', 'application-name'), LIMITS.site_name),
  };
}

/** The charset a page declares: its Content-Type's, else a <meta> in its first KiB, else UTF-8. */
export function pageCharset(contentType: string, head: Uint8Array): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (declared) return declared.toLowerCase();
  const start = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return (/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(start)?.[1] ?? 'utf-8').toLowerCase();
}

/** The page's text in its charset (UTF-8 when the runtime does not know the charset). */
export function decodePage(bytes: Uint8Array, contentType: string): string {
  try {
    return new TextDecoder(pageCharset(contentType, bytes)).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}
