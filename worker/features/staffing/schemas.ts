// The staffing contract (docs/staffing.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { daysBetween, isDate } from '../../lib/time';

export const PEOPLE_MAX = 999;
export const SHIFT_TYPE_MAX = 100;
/** The longest coverage answer, in days. */
export const COVERAGE_DAYS_MAX = 62;
/** The longest override, in days. */
export const OVERRIDE_DAYS_MAX = 366;
export const NOTE_MAX = 500;
export const COVERAGE_STATUSES = ['short', 'met', 'over'] as const;

const PeopleSchema = z.number().int().min(0).max(PEOPLE_MAX);
const ShiftTypeSchema = z
  .string({ error: fieldMessage('staffing.shift_type_required') })
  .trim()
  .min(1, fieldMessage('staffing.shift_type_required'))
  .max(SHIFT_TYPE_MAX)
  .meta({ description: "A shift type: the type of a pattern's shift and of a planned day shift ('Rano', 'Noc')" });

const SkillIdSchema = z
  .uuid()
  .nullish()
  .meta({ description: 'A skill of the catalogue: only the people planned who hold it on the date count (null: everyone)' });

type Counts = { min: number; ideal: number };
const idealNotBelowMin = (value: Counts, ctx: z.RefinementCtx) => {
  if (value.ideal < value.min) ctx.addIssue({ code: 'custom', path: ['ideal'], message: fieldMessage('staffing.ideal_below_min') });
};

export const DepartmentQuerySchema = z.object({ department_id: z.uuid() });

export const NeedSchema = z
  .object({
    shift_type: ShiftTypeSchema,
    skill_id: SkillIdSchema,
    weekday: z.number().int().min(1).max(7).meta({ description: 'ISO weekday: 1 = Monday ... 7 = Sunday' }),
    min: PeopleSchema,
    ideal: PeopleSchema,
  })
  .superRefine(idealNotBelowMin)
  .meta({ id: 'StaffingNeed' });

export const NeedsSchema = z
  .object({
    department_id: z.uuid(),
    /** Shift types of the department's patterns and of its needs, by name. */
    shift_types: z.array(z.string()),
    /** The tenant's skills catalogue, by name: what a need may require. */
    skills: z.array(z.object({ id: z.uuid(), name: z.string() })),
    needs: z.array(NeedSchema),
  })
  .meta({ id: 'StaffingNeeds' });

export const NeedsUpdateSchema = z
  .object({
    department_id: z.uuid(),
    needs: z
      .array(NeedSchema)
      .max(7 * 100)
      .superRefine((needs, ctx) => {
        const seen = new Set<string>();
        needs.forEach((need, index) => {
          const key = `${need.shift_type}\u0000${need.weekday}\u0000${need.skill_id ?? ''}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: fieldMessage('staffing.need_twice') });
          seen.add(key);
        });
      })
      .meta({ description: "The department's whole weekly needs: what is not listed needs nobody" }),
  })
  .meta({ id: 'StaffingNeedsUpdate' });

export const OverrideCreateSchema = z
  .object({
    department_id: z.uuid(),
    shift_type: ShiftTypeSchema,
    skill_id: SkillIdSchema,
    start_date: LocalDateSchema,
    end_date: LocalDateSchema,
    min: PeopleSchema,
    ideal: PeopleSchema,
    note: z.string().trim().max(NOTE_MAX).nullish(),
  })
  .superRefine((value, ctx) => {
    idealNotBelowMin(value, ctx);
    if (!isDate(value.start_date) || !isDate(value.end_date)) return;
    const days = daysBetween(value.start_date, value.end_date);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessage('period.end_before_start') });
    else if (days >= OVERRIDE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessage('period.too_long', { max_days: OVERRIDE_DAYS_MAX }) });
    }
  })
  .meta({ id: 'StaffingOverrideCreate' });

export const OverrideIdParamsSchema = z.object({ override_id: z.uuid() });

export const OverrideSchema = z
  .object({
    id: z.uuid(),
    department_id: z.uuid(),
    shift_type: z.string(),
    skill_id: z.uuid().nullable(),
    skill_name: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    min: z.number().int(),
    ideal: z.number().int(),
    note: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffingOverride' });

export const OverridesSchema = z.object({ data: z.array(OverrideSchema), count: z.number().int() }).meta({ id: 'StaffingOverrides' });

export const CoverageQuerySchema = z
  .object({ department_id: z.uuid(), start: LocalDateSchema, end: LocalDateSchema })
  .superRefine((value, ctx) => {
    if (!isDate(value.start) || !isDate(value.end)) return;
    const days = daysBetween(value.start, value.end);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.end_before_start') });
    else if (days >= COVERAGE_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.too_long', { max_days: COVERAGE_DAYS_MAX }) });
    }
  });

export const CoverageCellSchema = z
  .object({
    date: z.string(),
    shift_type: z.string(),
    /** The skill of this line (null: everyone of the shift type); a skill's line is never over. */
    skill_id: z.uuid().nullable(),
    skill_name: z.string().nullable(),
    min: z.number().int(),
    ideal: z.number().int(),
    planned: z.number().int(),
    status: z.enum(COVERAGE_STATUSES),
    /** People missing to the minimum (short), 0 otherwise. */
    short_by: z.number().int(),
    /** People above the ideal (over), 0 otherwise. */
    over_by: z.number().int(),
    /** Whether a dated override set this day's need. */
    override: z.boolean(),
  })
  .meta({ id: 'StaffingCoverageCell' });

export const CoverageSchema = z
  .object({
    department_id: z.uuid(),
    start: z.string(),
    end: z.string(),
    /** The shift types with a need in the range, by name. */
    shift_types: z.array(z.string()),
    /** Per date (ascending) and shift type: only where something is needed or planned for a type with needs. */
    days: z.array(CoverageCellSchema),
  })
  .meta({ id: 'StaffingCoverage' });

export const GapSchema = z
  .object({
    company_id: z.uuid(),
    department_id: z.uuid(),
    department_name: z.string(),
    date: z.string(),
    shift_type: z.string(),
    /** A gap of qualified people (null: of people at all). */
    skill_id: z.uuid().nullable(),
    skill_name: z.string().nullable(),
    /** The shift's times from the department's patterns (null: none of them has this type). */
    start: z.string().nullable(),
    end: z.string().nullable(),
    min: z.number().int(),
    planned: z.number().int(),
    short_by: z.number().int(),
  })
  .meta({ id: 'StaffingGap' });

export const GapsSchema = z.object({ data: z.array(GapSchema), count: z.number().int() }).meta({ id: 'StaffingGaps' });

export const CandidatesQuerySchema = z.object({
  department_id: z.uuid(),
  date: LocalDateSchema,
  shift_type: ShiftTypeSchema,
  skill_id: z.uuid().optional().meta({ description: 'Only people holding this skill valid on the date' }),
});

export const CandidateSchema = z
  .object({
    user_id: z.uuid(),
    full_name: z.string(),
    /** The last day the required skill is valid (null: no end, or no skill asked). */
    skill_valid_until: z.string().nullable(),
  })
  .meta({ id: 'StaffingCandidate' });

export const CandidatesSchema = z
  .object({
    department_id: z.uuid(),
    date: z.string(),
    shift_type: z.string(),
    skill_id: z.uuid().nullable(),
    skill_name: z.string().nullable(),
    /** The shift's times from the department's patterns (null: none of them has this type). */
    start: z.string().nullable(),
    end: z.string().nullable(),
    data: z.array(CandidateSchema),
    count: z.number().int(),
  })
  .meta({ id: 'StaffingCandidates' });

export type Needs = z.infer<typeof NeedsSchema>;
export type NeedsUpdate = z.infer<typeof NeedsUpdateSchema>;
export type OverrideCreate = z.infer<typeof OverrideCreateSchema>;
export type Override = z.infer<typeof OverrideSchema>;
export type Overrides = z.infer<typeof OverridesSchema>;
export type Coverage = z.infer<typeof CoverageSchema>;
export type Gaps = z.infer<typeof GapsSchema>;
export type CandidatesQuery = z.infer<typeof CandidatesQuerySchema>;
export type Candidates = z.infer<typeof CandidatesSchema>;
