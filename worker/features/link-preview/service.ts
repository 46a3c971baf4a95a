// GET /api/link-preview (spec/product-rules.md "News and link preview"): a page's title,
// description, image and site name, fetched through the platform's outbound guard (public http(s)
// only, redirects re-checked), 5 s, 1 MiB, cached per tenant for 24 h. Fetches are limited per
// user (RATE_LIMIT a minute); answers from the cache cost nothing.
import { ApiError, apiError } from '../../lib/errors';
import { timeOrderedId } from '../../lib/ids';
import type { RequestContext } from '../../lib/request-context';
import type { BlobStore } from '../../platform/blobs';
import { EXTENSIONS, FILES_PATH, imageTypeOf } from '../media/public';
import type { Outbound } from '../../platform/outbound';
import { OutboundNetworkError, OutboundTimeoutError } from '../../platform/outbound-rules';
import { CACHE_TTL_MS, FETCH_TIMEOUT_MS, MAX_IMAGE_BYTES, MAX_PAGE_BYTES, RATE_LIMIT, RATE_WINDOW_MS } from './kinds';
import { countRequest, findCached, oldestRequest, pruneCached, pruneRequests, storeCached } from './queries';
import { refusalOf } from './refusals';
import { decodePage, parsePage } from './rules/parse-page';
import type { LinkPreview, LinkPreviewData } from './schemas';

const HTML = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;
const REQUEST_HEADERS = {
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'User-Agent': 'GrafikLinkPreview/1.0',
};

export async function linkPreview(ctx: RequestContext, outbound: Outbound, blobs: BlobStore, rawUrl: string): Promise<LinkPreview> {
  let url: URL;
  try {
    // The URL rules first: a refused address costs no count, no look-up and no cache entry.
    url = outbound.check(rawUrl.trim());
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  url.hash = '';
  const key = url.href;
  const cached = await findCached(ctx.db, key);
  if (cached && cached.fetchedAt.getTime() > ctx.now.getTime() - CACHE_TTL_MS) return { url: key, ...cached.data };

  await count(ctx);
  let data: LinkPreviewData;
  try {
    data = await fetchPreview(outbound, url);
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  data = { ...data, image: data.image ? await copyImage(ctx, outbound, blobs, data.image) : null };
  await storeCached(ctx.db, key, data, ctx.now);
  await pruneCached(ctx.db, new Date(ctx.now.getTime() - CACHE_TTL_MS));
  return { url: key, ...data };
}

/** Counts a fetch of the caller, or answers 429 when the window is full. */
async function count(ctx: RequestContext): Promise<void> {
  const since = new Date(ctx.now.getTime() - RATE_WINDOW_MS);
  const counted = await ctx.db.transaction(async (tx) => {
    await pruneRequests(tx, ctx.actor.id, since);
    return countRequest(tx, ctx.actor.id, ctx.now, since, RATE_LIMIT);
  });
  if (counted) return;
  const oldest = await oldestRequest(ctx.db, ctx.actor.id, since);
  const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? ctx.now.getTime()) + RATE_WINDOW_MS - ctx.now.getTime()) / 1000));
  const params = { limit: RATE_LIMIT, seconds: RATE_WINDOW_MS / 1000 };
  throw new ApiError('link_preview.too_many_requests', params, {}, { 'Retry-After': String(retryAfter) });
}

async function fetchPreview(outbound: Outbound, url: URL): Promise<LinkPreviewData> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const response = await outbound.fetch(url.href, { headers: REQUEST_HEADERS, signal });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw apiError('link_preview.upstream_status', { status: response.status });
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!HTML.test(contentType)) {
    await response.body?.cancel().catch(() => {});
    throw apiError('link_preview.not_html');
  }
  const bytes = await readCapped(response, MAX_PAGE_BYTES, signal, url);
  // The page the last redirect landed on: relative image addresses are its.
  const page = response.url ? new URL(response.url) : url;
  return parsePage(decodePage(bytes, contentType), page);
}

/**
 * The page's image, stored in the tenant's store under `previews/` (the daily media sweep removes it
 * once no cached preview names it): our URL, or null when it cannot be had (refused address, not
 * an image by its content, too big, too slow). A preview without its image is still a preview.
 */
async function copyImage(ctx: RequestContext, outbound: Outbound, blobs: BlobStore, imageUrl: string): Promise<string | null> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    const url = new URL(imageUrl);
    const response = await outbound.fetch(url.href, {
      headers: { Accept: 'image/*', 'User-Agent': REQUEST_HEADERS['User-Agent'] },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return null;
    }
    const bytes = await readCapped(response, MAX_IMAGE_BYTES + 1, signal, url);
    const contentType = imageTypeOf(bytes);
    if (bytes.length > MAX_IMAGE_BYTES || !contentType) return null;
    const key = `previews/${ctx.actor.id}/${timeOrderedId(ctx.now.getTime())}.${EXTENSIONS[contentType]}`;
    await blobs.put(key, bytes, { contentType });
    return `${FILES_PATH}/${key}`;
  } catch {
    return null;
  }
}

/** The body's first `max` bytes; the rest is never read (the connection is cancelled). */
async function readCapped(response: Response, max: number, signal: AbortSignal, url: URL): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch (error) {
    throw signal.aborted ? new OutboundTimeoutError(url.href) : new OutboundNetworkError(url.href, { cause: error });
  } finally {
    if (size >= max) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  const bytes = new Uint8Array(Math.min(size, max));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= bytes.length) break;
    bytes.set(chunk.subarray(0, bytes.length - offset), offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
