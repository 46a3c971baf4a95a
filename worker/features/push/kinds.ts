// Web Push constants shared by the API and the web app (docs/push.md): no imports, the browser
// bundles this file (web/browser-modules.ts).

/** A subscription's keys as the browser gives them (base64url, no padding): a P-256 point and 16 bytes. */
export const P256DH_LENGTH = 87;
export const AUTH_LENGTH = 22;
export const ENDPOINT_MAX_LENGTH = 2048;

/** The client registers again when its last registration is older than this (spec section 9). */
export const PUSH_REFRESH_MINUTES = 10_080;
/** How long the client waits for its service worker to activate (spec section 9). */
export const PUSH_SW_ACTIVATION_TIMEOUT_MS = 10_000;
/** Where the push service worker is served: the root, so its scope is the whole app. */
export const PUSH_SW_PATH = '/push-sw.js';

/** A direct message's text in a push is shortened to this many characters. */
export const PUSH_BODY_MAX = 120;
/** How long a push service keeps a message for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service's answer time limit. */
export const PUSH_TIMEOUT_MS = 10_000;
