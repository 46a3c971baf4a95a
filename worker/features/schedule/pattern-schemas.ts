// The contract of schedule patterns: the patterns, applying one and its preview (docs/crews.md),
// shared with the web app through schemas.ts, which re-exports it: plain zod only.
import { z } from 'zod';
import { LocalDateSchema, YearMonthSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { isYearMonth } from '../../lib/time';
import { BreachSchema, WarningsSummaryShape } from '../labour-law/schemas';
import { ConflictsSummaryShape, PlanConflictSchema } from '../../lib/plan-conflict-schemas';
import { UserRefSchema } from '../org/schemas';
import { CYCLE_LENGTH_MAX, PatternShiftSchema } from './rules/patterns';

export const APPLY_USERS_MAX = 1000;
export const APPLY_MONTHS_MAX = 12;

const paging = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
};

export const PatternPublicSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    cycle_length: z.number().int(),
    department_id: z.uuid().nullable(),
    department_name: z.string().nullable(),
    owner_id: z.uuid().nullable(),
    owner: UserRefSchema.nullable(),
    created_at: z.iso.datetime(),
    shifts: z.array(PatternShiftSchema),
  })
  .meta({ id: 'PatternPublic' });

export const PatternsPublicSchema = z
  .object({ data: z.array(PatternPublicSchema), count: z.number().int() })
  .meta({ id: 'PatternsPublic' });

export const ListPatternsQuerySchema = z.object({
  ...paging,
  /** Patterns meant for this department. */
  department_id: z.uuid().optional(),
});

export const PatternIdParamsSchema = z.object({ pattern_Id: z.uuid() });

export const APPLY_CREWS_MAX = 50;
/** The preview covers at most this many months from the start month. */
export const PREVIEW_MONTHS_MAX = 2;

export const ApplyCrewSchema = z
  .object({
    crew_id: z.uuid(),
    /** Days later in the cycle than the anchor (0..cycle-1); default k × floor(cycle / number of crews). */
    offset_days: z.number().int().min(0).max(CYCLE_LENGTH_MAX - 1).nullish(),
  })
  .meta({ id: 'ApplyCrew' });

export const ApplyPatternSchema = z
  .object({
    pattern_id: z.uuid(),
    user_ids: z.array(z.uuid()).min(1, fieldMessage('apply.no_employees')).max(APPLY_USERS_MAX).optional(),
    department_id: z.uuid().optional(),
    /** Crews of one department (docs/crews.md): crew k (from 0) starts k × floor(cycle / crews) days later unless offset_days is given. */
    crews: z.array(ApplyCrewSchema).min(1, fieldMessage('apply.crews_required')).max(APPLY_CREWS_MAX).optional(),
    start_month: YearMonthSchema,
    months: z.number().int().min(1).max(APPLY_MONTHS_MAX).default(1),
    /** Day 1 of the cycle; default the first day of start_month. */
    anchor_date: LocalDateSchema.nullish(),
    /** Also plan public holidays (default: they are skipped). */
    include_holidays: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    // Dates end with the year 9999.
    if (
      isYearMonth(value.start_month)
      && Number(value.start_month.slice(0, 4)) * 12 + Number(value.start_month.slice(5)) + value.months - 1 > 9999 * 12 + 12
    ) {
      ctx.addIssue({ code: 'custom', path: ['months'], message: fieldMessage('apply.months_beyond', { last_month: '9999-12' }) });
    }
    if (value.crews !== undefined && (value.user_ids !== undefined || value.department_id !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['crews'], message: fieldMessage('apply.target_crews') });
    }
    const seen = new Set<string>();
    value.crews?.forEach((crew, index) => {
      if (seen.has(crew.crew_id)) {
        ctx.addIssue({ code: 'custom', path: ['crews', index, 'crew_id'], message: fieldMessage('apply.crew_twice') });
      }
      seen.add(crew.crew_id);
    });
    if (value.crews !== undefined) return;
    if (value.user_ids === undefined && value.department_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['user_ids'], message: fieldMessage('apply.target_required') });
    }
    if (value.user_ids !== undefined && value.department_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['department_id'], message: fieldMessage('apply.target_both') });
    }
  })
  .meta({ id: 'ApplyPattern' });

const ApplyCountsSchema = z.object({ created: z.number().int(), replaced: z.number().int(), skipped: z.number().int() });

/** With the labour-law rules set to warn that the new plan breaks (features/labour-law), summed up. */
export const ApplyResultSchema = ApplyCountsSchema.extend({ ...WarningsSummaryShape, ...ConflictsSummaryShape }).meta({
  id: 'ApplyResult',
});

export const PREVIEW_SKIPS = ['started', 'ended', 'confirmed', 'past', 'other_company', 'not_employed', 'absence', 'holiday'] as const;

export const PreviewShiftSchema = z.object({ type: z.string(), start: z.string(), end: z.string(), color: z.string() }).meta({
  id: 'PreviewShift',
});

export const PreviewPersonSchema = z
  .object({
    user_id: z.uuid(),
    full_name: z.string().nullable(),
    email: z.string(),
    crew_id: z.uuid().nullable(),
    crew_name: z.string().nullable(),
    offset_days: z.number().int(),
    /** The days the pattern has a shift on: the shift, and why it would not be written (null: written). */
    days: z.array(z.object({ date: z.string(), shift: PreviewShiftSchema, skipped: z.enum(PREVIEW_SKIPS).nullable() })),
  })
  .meta({ id: 'PreviewPerson' });

export const PatternPreviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The counts applying would answer for this range. */
    counts: ApplyCountsSchema,
    /** The labour-law rules this range's plan would break: set to warn, and set to block (apply would refuse). */
    warnings: z.array(BreachSchema),
    blocks: z.array(BreachSchema),
    /** Conflicts with availability and skills, each saying whether its company blocks it (apply would refuse). */
    conflicts: z.array(PlanConflictSchema),
    people: z.array(PreviewPersonSchema),
    /** Per shift type: how many people would work it on each date of [from, to] (index 0 = from). */
    coverage: z.array(z.object({ type: z.string(), color: z.string(), counts: z.array(z.number().int()) })),
  })
  .meta({ id: 'PatternPreview' });

export type PatternPublic = z.infer<typeof PatternPublicSchema>;
export type PatternsPublic = z.infer<typeof PatternsPublicSchema>;
export type ListPatternsQuery = z.infer<typeof ListPatternsQuerySchema>;
export type ApplyPattern = z.infer<typeof ApplyPatternSchema>;
export type ApplyResult = z.infer<typeof ApplyResultSchema>;
export type ApplyCrew = z.infer<typeof ApplyCrewSchema>;
export type PatternPreview = z.infer<typeof PatternPreviewSchema>;
