// The link preview's limits (spec/product-rules.md "News and link preview"), shared with the web app.

/** The page must answer (headers and body) within this time. */
export const FETCH_TIMEOUT_MS = 5_000;
/** At most this much of a page is read; a longer page is parsed from its first MiB (Open Graph sits in the head). */
export const MAX_PAGE_BYTES = 1024 * 1024;
/** A preview is answered from the tenant's cache for this long. */
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Previews that need a fetch, per user per window (answers from the cache cost nothing). */
export const RATE_LIMIT = 30;
export const RATE_WINDOW_MS = 60_000;
/**
 * A page's image is copied into the tenant's store (the app's CSP loads images from its own host
 * only, and readers' browsers never contact the page's site): at most this big, PNG, JPEG, WebP or
 * GIF by content, within its own FETCH_TIMEOUT_MS; else the preview has no image.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The longest address accepted. */
export const MAX_URL_LENGTH = 2048;
