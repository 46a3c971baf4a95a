// The contract of plan conflicts (lib/plan-conflicts.ts): what answers carry. Plain zod only: the
// web app reads these types through the schedule's schemas.
import { z } from 'zod';

export const PLAN_CONFLICT_KINDS = ['availability', 'skill'] as const;

/** How many conflicts a bulk answer lists (the total is counted). */
export const CONFLICTS_SHOWN = 100;

export const PlanConflictSchema = z
  .object({
    kind: z.enum(PLAN_CONFLICT_KINDS),
    user_id: z.string(),
    /** The company-local date of the shift in conflict. */
    date: z.string(),
    /** What is wrong, translated by the web app (`planConflicts.<code>`), e.g. `availability.unavailable`. */
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** The company refuses plans with this conflict (its setting for the kind is 'block'). */
    blocking: z.boolean(),
  })
  .meta({ id: 'PlanConflict' });

export type PlanConflict = z.infer<typeof PlanConflictSchema>;

/** The conflicts of a bulk write (apply, re-apply): the first CONFLICTS_SHOWN and how many in all. */
export const ConflictsSummaryShape = {
  conflicts: z.array(PlanConflictSchema).meta({ description: 'The first 100 conflicts with availability or skills, earliest date first' }),
  conflicts_total: z.number().int().meta({ description: 'How many conflicts there are; more than `conflicts` lists when greater' }),
};

/** A bulk answer's conflicts: the first CONFLICTS_SHOWN (sorted) and the total. */
export const conflictsAnswer = (conflicts: readonly PlanConflict[], total = conflicts.length) => ({
  conflicts: conflicts.slice(0, CONFLICTS_SHOWN),
  conflicts_total: total,
});
