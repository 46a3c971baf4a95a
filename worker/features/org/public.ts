// What other features may use of org besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
export { departmentOfCompany } from './queries';
