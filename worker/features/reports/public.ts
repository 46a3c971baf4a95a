// What other features may use of reports besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** The words of the reports in each language (calendar feeds use the same). */
export { TEXTS } from './texts';
