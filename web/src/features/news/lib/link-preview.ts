// Link previews (GET /api/link-preview): the first link of a text and the SWR read of its preview.
// A preview that fails is simply absent: the card falls back to a plain link or nothing.
import useSWR from 'swr';
import { fetcher, type ApiError } from '../../../lib/api';
import type { LinkPreview } from '../../../types/api';

// The first outside link of a text, for its preview card: the first http(s) address written as a
// Markdown link `[text](url)`, an autolink `<url>` or a bare URL, in reading order. Images
// `![alt](src)` are not links, and nothing inside code (a fenced block or a `code span`) counts.
const TOKENS = new RegExp(
  [
    /(```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`)/.source, // 1: code, skipped
    /(!\[[^\]\n]*\]\([^)\n]*\))/.source, // 2: an image, skipped
    /\[[^\]\n]*\]\(\s*<?([^\s<>)]+)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/.source, // 3: a link's target
    /<(https?:\/\/[^\s<>]+)>/.source, // 4: an autolink
    /(https?:\/\/[^\s<>]+)/.source, // 5: a bare URL
  ].join('|'),
  'gi',
);

const HTTP = /^https?:\/\/[^\s/?#]+/i;

/** A bare URL ends before trailing punctuation, and before a ')' it did not open. */
function trimBare(url: string): string {
  let end = url.replace(/[.,;:!?'"*_~]+$/, '');
  while (end.endsWith(')') && (end.match(/\(/g)?.length ?? 0) < (end.match(/\)/g)?.length ?? 0)) {
    end = end.slice(0, -1).replace(/[.,;:!?'"*_~]+$/, '');
  }
  return end;
}

/** The first http(s) link of a Markdown text, or null when it has none. */
export function firstLink(markdown: string): string | null {
  for (const match of markdown.matchAll(TOKENS)) {
    const [, code, image, target, autolink, bare] = match;
    if (code !== undefined || image !== undefined) continue;
    const url = target ?? autolink ?? (bare !== undefined ? trimBare(bare) : undefined);
    if (url && HTTP.test(url)) return url;
  }
  return null;
}

/** The address as the API keys it: what the card links to when there is no preview. */
export const linkPreviewPath = (url: string) => `/link-preview?url=${encodeURIComponent(url)}`;

/**
 * The preview of one address, read once and kept for the session (the server caches it for a day);
 * no retries on failure: a page that fails now is shown as a plain link.
 */
export const useLinkPreview = (url: string | null) =>
  useSWR<LinkPreview, ApiError>(url ? linkPreviewPath(url) : null, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60 * 60_000,
  });
