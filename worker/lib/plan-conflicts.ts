// Conflicts of a plan with what people can do (docs/plan-edits.md "Conflicts"): availability and
// skills. Schedule and the shift market call `planConflicts` inside their write transaction, before
// the write, wherever a plan is made (day edit, move, apply and its preview, open-shift approval,
// swap approval); the features that know people's availability and skills register their checks
// in worker/app.ts, so schedule depends on none of them. Each conflict carries whether its company
// set its kind to block; one blocking conflict refuses the change (422 `plan.conflicts`).
import type { Db } from '../db/client';
import { ApiError } from './errors';
import { CONFLICTS_SHOWN, type PlanConflict } from './plan-conflict-schemas';

export { CONFLICTS_SHOWN, conflictsAnswer, type PlanConflict } from './plan-conflict-schemas';

/**
 * A shift as it would be planned. A shift type is a name (a pattern's shift or a day shift's
 * `type`); `patternId` and `openShiftId` say where it comes from when it does.
 */
export type PlannedShift = {
  userId: string;
  companyId: string;
  date: string;
  type: string | null;
  startsAt: Date;
  endsAt: Date;
  patternId?: string | null;
  openShiftId?: string | null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PlanCheckInput = { companyId: string; shifts: readonly PlannedShift[]; now: Date };
export type PlanCheck = (db: Db | Tx, input: PlanCheckInput) => Promise<PlanConflict[]>;

const checks: PlanCheck[] = [];

/** Adds a check every plan passes (called once, at start, by worker/app.ts). */
export function registerPlanCheck(check: PlanCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

/** Every registered check's conflicts for these shifts of one company, earliest date first. */
export async function planConflicts(db: Db | Tx, input: PlanCheckInput): Promise<PlanConflict[]> {
  if (!checks.length || !input.shifts.length) return [];
  const found: PlanConflict[] = [];
  for (const check of checks) found.push(...(await check(db, input)));
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
}

/** 422 `plan.conflicts`: the blocking conflicts (the first CONFLICTS_SHOWN) and how many there are. */
export function planConflictsRefusal(conflicts: readonly PlanConflict[]): ApiError<'plan.conflicts'> {
  const blocking = conflicts.filter((c) => c.blocking);
  return new ApiError('plan.conflicts', { count: blocking.length }, {
    conflicts: blocking.slice(0, CONFLICTS_SHOWN),
    conflicts_total: blocking.length,
  });
}

/** The conflicts of a change that goes through; refuses (422) when one of them blocks. */
export async function enforcePlanConflicts(db: Db | Tx, input: PlanCheckInput): Promise<PlanConflict[]> {
  const conflicts = await planConflicts(db, input);
  if (conflicts.some((c) => c.blocking)) throw planConflictsRefusal(conflicts);
  return conflicts;
}

/** Groups shifts by company, for callers whose shifts span several companies (applying a pattern). */
export function byCompany(shifts: readonly PlannedShift[]): Map<string, PlannedShift[]> {
  const groups = new Map<string, PlannedShift[]>();
  for (const shift of shifts) {
    const list = groups.get(shift.companyId);
    if (list) list.push(shift);
    else groups.set(shift.companyId, [shift]);
  }
  return groups;
}
