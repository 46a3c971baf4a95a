// What other features may use of notifications besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
export { notify, type NewNotification } from './service';
