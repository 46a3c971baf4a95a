// What other features (and worker/app.ts) may use of availability besides its contract (schemas.ts).
/** The plan check of the plan-conflicts seam (worker/app.ts registers it). */
export { availabilityConflicts } from './check';
