// What other features may use of labour-cost besides its contract (schemas.ts): nothing else of this folder
// is imported from outside it (docs/architecture.md "Feature edges", enforced by eslint.config.js).
/** The planned cost of a department month (the demo's budget is set from it). */
export { plannedMonthCost } from './cost.service';
