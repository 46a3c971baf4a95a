// What other features may use of push besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** A text cut to what a push shows. */
export { shorten } from './wording';
/** After-answer work the app registers with the tenant middleware (worker/app.ts). */
export { sendQueuedPushes } from './after-answer';
