// Link previews (GET /api/link-preview): the first link of a text and the SWR read of its preview.
// A preview that fails is simply absent: the card falls back to a plain link or nothing.
import useSWR from 'swr';
import { fetcher, type ApiError } from './api';
import type { LinkPreview } from '../types/api';

// An http(s) address: up to white space or a character that cannot end it in running text or Markdown.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`()[\]{}]+(?:\([^\s<>"'`()]*\)[^\s<>"'`()[\]{}]*)*/gi;
const TRAILING = /[.,;:!?*_~]+$/;

function valid(candidate: string): string | null {
  const trimmed = candidate.replace(TRAILING, '');
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/**
 * The first http(s) address of a Markdown text: a link's target (`[text](url)`, `<url>`), or a bare
 * address, whichever comes first; never one inside code (`` `x` `` or fenced blocks). Null when none.
 */
export function firstLink(markdown: string): string | null {
  // Code is not a link: blank it out, keeping the positions.
  const text = markdown.replace(/```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = valid(match[0]);
    if (url) return url;
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
