// What other features may use of qr besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** A scanned code -> the shift entry's point, for shift entries. */
export { resolveCode, type CodeSigner } from './resolve';
