// What other features (and worker/app.ts) may use of availability besides its contract (schemas.ts).
/** The plan check of the plan-conflicts seam (worker/app.ts registers it). */
export { availabilityConflicts } from './check';
/** Who of some people can work on a date or a shift (staffing's candidates for a gap). */
export { availableOn } from './check';
/** Whether a shift fits a person's availability: the rota engine judges its candidates by it. */
export { shiftConflict, type PersonAvailability } from './rules/fit';
