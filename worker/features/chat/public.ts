// What other features may use of chat besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** People by id as chat and news show them (name, avatar). */
export { personsByIds } from './queries';
