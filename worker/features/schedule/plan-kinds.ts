// What the change log of the plan records (docs/plan-edits.md): shared by the database schema and
// the API contract, plain data only.
export const PLAN_CHANGE_ACTIONS = ['add', 'change', 'remove', 'move', 'apply'] as const;
export type PlanChangeAction = (typeof PLAN_CHANGE_ACTIONS)[number];
