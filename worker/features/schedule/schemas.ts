// The work schedule contract (patterns, day shifts, the employees schedule, plan edits), shared
// with the web app: plain zod only. Patterns, applying and previewing them are pattern-schemas.ts,
// re-exported here; the pattern shape and its refusals live with the pure rules (rules/patterns.ts).
// Dates are company-local 'YYYY-MM-DD', months 'YYYY-MM', instants ISO UTC.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { ABSENCE_TYPES } from '../absence/schemas';
import { RoleSchema } from '../users/schemas';
import { DAY_SHIFT_STATUSES } from './rules/day-shift';
import { PLAN_CHANGE_ACTIONS } from './plan-kinds';
import { PatternCreateSchema, PatternShiftSchema } from './rules/patterns';
import { LocalDateSchema, YearMonthSchema } from '../../lib/date-schemas';
import { LANGUAGES } from '../../lib/languages';
import { daysBetween, isDate } from '../../lib/time';
import { BreachSchema } from '../labour-law/schemas';
import { PlanConflictSchema } from '../../lib/plan-conflict-schemas';
import { ApplyResultSchema } from './pattern-schemas';

export * from './pattern-schemas';
export { PatternCreateSchema, PatternShiftSchema };
/** A shift type's fields, shared with the shift market's open shifts. */
export { ColorSchema, LocalTimeSchema, SHIFT_TYPE_MAX } from './rules/patterns';

/** The longest period one call reads or auto-confirms: a year and a day. */
export const PERIOD_DAYS_MAX = 366;
export const NOTES_MAX = 2000;

export const DayShiftStatusSchema = z.enum(DAY_SHIFT_STATUSES).meta({ id: 'DayShiftStatus' });

/** `end` not before `start`, and at most a year and a day apart; issues land on `end`. */
export function checkPeriod(value: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (!isDate(value.start) || !isDate(value.end)) return;
  const days = daysBetween(value.start, value.end);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.end_before_start') });
  else if (days >= PERIOD_DAYS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.too_long', { max_days: PERIOD_DAYS_MAX }) });
  }
}

// ---------------------------------------------------------------------------------- day shifts

export const DayShiftPublicSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    company_id: z.uuid(),
    date: z.string().meta({ description: 'Company-local date the shift starts on' }),
    type: z.string().nullable(),
    color: z.string().nullable(),
    planned_start: z.string().nullable(),
    planned_end: z.string().nullable(),
    /** Real planned length (daylight-saving nights count their real length); 0 off-schedule. */
    planned_minutes: z.number().int(),
    planned_start_at: z.iso.datetime().nullable(),
    planned_end_at: z.iso.datetime().nullable(),
    started_at: z.iso.datetime().nullable(),
    ended_at: z.iso.datetime().nullable(),
    adjusted_started_at: z.iso.datetime().nullable(),
    adjusted_ended_at: z.iso.datetime().nullable(),
    /** From the times that count (adjusted ones once confirmed); null until both exist. */
    worked_minutes: z.number().int().nullable(),
    deviation_minutes: z.number().int().nullable(),
    status: DayShiftStatusSchema,
    confirmed: z.boolean(),
    confirmed_by: z.uuid().nullable(),
    /** Who confirmed it, by full name (else email); null unconfirmed, auto-confirmed or the confirmer deleted. */
    confirmed_by_name: z.string().nullable(),
    confirmed_at: z.iso.datetime().nullable(),
    confirmation_notes: z.string().nullable(),
    off_schedule: z.boolean(),
    pattern_id: z.uuid().nullable(),
    /**
     * Whether the caller may confirm or adjust this shift (users never; an admin their own and
     * users', not another admin's or a superadmin's; a confirmed one only a superadmin). The
     * times are checked when sent.
     */
    can_confirm: z.boolean(),
  })
  .meta({ id: 'DayShiftPublic' });

/** A shift waiting for an admin on the dashboard: running, or finished and not confirmed. */
/** The confirmed shift and the labour-law rules set to warn that its times break. */
export const ConfirmResultSchema = DayShiftPublicSchema.extend({ warnings: z.array(BreachSchema) }).meta({ id: 'ConfirmResult' });
/** A planned shift added, changed or moved by hand, with the labour-law warnings it brings. */
export const PlanEditResultSchema = DayShiftPublicSchema.extend({
  warnings: z.array(BreachSchema),
  /** Conflicts with availability and skills the company lets through (lib/plan-conflicts.ts). */
  conflicts: z.array(PlanConflictSchema),
}).meta({ id: 'PlanEditResult' });

export const OpenShiftSchema = DayShiftPublicSchema.extend({
  full_name: z.string().nullable(),
  acronym: z.string().nullable(),
  email: z.string(),
  /** The time zone of the shift's company, in which its times are shown. */
  timezone: z.string(),
}).meta({ id: 'OpenShift' });

export const OpenShiftsSchema = z
  .object({ data: z.array(OpenShiftSchema), count: z.number().int() })
  .meta({ id: 'OpenShifts' });

export const OpenShiftsQuerySchema = z.object({ date: LocalDateSchema });

export const ScheduleStatisticsSchema = z
  .object({
    total_shifts: z.number().int(),
    holidays: z.number().int(),
    planned_hours: z.number(),
    closed: z.number().int(),
    confirmed: z.number().int(),
    remaining: z.number().int(),
    missed: z.number().int(),
    overtime_workdays_hours: z.number(),
    off_schedule_hours: z.number(),
  })
  .meta({ id: 'ScheduleStatistics' });

export const HolidaySchema = z.object({ date: z.string(), name: z.string() }).meta({ id: 'Holiday' });

export const AbsenceDaysSchema = z
  .object({
    id: z.uuid(),
    /** Null when the reader may not know the kind (a colleague's absence on the team calendar). */
    type: z.enum(ABSENCE_TYPES).nullable(),
    start_date: z.string(),
    end_date: z.string(),
  })
  .meta({ id: 'AbsenceDays', description: 'An approved absence' });

export const WorkScheduleSchema = z
  .object({
    user_id: z.uuid(),
    start: z.string(),
    end: z.string(),
    /** Company-local today: earlier planned shifts never started are missed. */
    today: z.string(),
    timezone: z.string(),
    /**
     * Whether the user has a current employment record (in the caller's companies when reading
     * someone else's): without one, off-schedule work cannot be started (409 schedule.no_employment).
     */
    employed: z.boolean(),
    data: z.array(DayShiftPublicSchema),
    statistics: ScheduleStatisticsSchema,
    holidays: z.array(HolidaySchema),
    absences: z.array(AbsenceDaysSchema),
  })
  .meta({ id: 'WorkSchedule' });

/** The language of the public holidays' names: the reader's (the screen's). Default: the company's country's. */
const holidayLanguage = z.enum(LANGUAGES).optional().meta({
  description: "The language of the public holidays' names; default: the company's country's",
});

export const ScheduleQuerySchema = z
  .object({
    /** Default: the signed-in user. */
    user_id: z.uuid().optional(),
    start: LocalDateSchema,
    end: LocalDateSchema,
    lang: holidayLanguage,
  })
  .superRefine(checkPeriod);

/** The API names a day shift's id `schedule_id` (the spec's name). */
export const ShiftIdQuerySchema = z.object({ schedule_id: z.uuid() });

export const StartShiftSchema = z
  .object({ schedule_id: z.uuid().nullish().meta({ description: "Omit to start off-schedule work on today's date" }) })
  .meta({ id: 'StartShift' });

export const StopShiftSchema = z.object({ schedule_id: z.uuid() }).meta({ id: 'StopShift' });

const InstantSchema = z.iso.datetime({ offset: true, error: fieldMessage('instant.format') });

export const ConfirmShiftSchema = z
  .object({
    schedule_id: z.uuid(),
    /** The start that counts instead of the actual one; null clears an earlier adjustment. */
    started_at: InstantSchema.nullish(),
    ended_at: InstantSchema.nullish(),
    notes: z.string().trim().max(NOTES_MAX).nullish(),
  })
  .meta({ id: 'ConfirmShift' });

export const AutoConfirmSchema = z
  .object({ start: LocalDateSchema, end: LocalDateSchema })
  .superRefine(checkPeriod)
  .meta({ id: 'AutoConfirm' });

export const AutoConfirmResultSchema = z.object({ confirmed: z.number().int() }).meta({ id: 'AutoConfirmResult' });

// ---------------------------------------------------------------------------- employees schedule

export const EmployeesScheduleQuerySchema = z
  .object({
    company_id: z.uuid().optional(),
    department_id: z.uuid().optional(),
    month: YearMonthSchema,
    lang: holidayLanguage,
  })
  .superRefine((value, ctx) => {
    if (!value.company_id && !value.department_id) {
      ctx.addIssue({ code: 'custom', path: ['company_id'], message: fieldMessage('schedule.scope_required') });
    }
  });

export const ScheduleCellSchema = z
  .object({
    id: z.uuid(),
    date: z.string(),
    type: z.string().nullable(),
    color: z.string().nullable(),
    planned_start: z.string().nullable(),
    planned_end: z.string().nullable(),
    planned_minutes: z.number().int(),
    started_at: z.iso.datetime().nullable(),
    ended_at: z.iso.datetime().nullable(),
    worked_minutes: z.number().int().nullable(),
    status: DayShiftStatusSchema,
    off_schedule: z.boolean(),
  })
  .meta({ id: 'ScheduleCell' });

export const EmployeeScheduleRowSchema = z
  .object({
    user_id: z.uuid(),
    email: z.string(),
    full_name: z.string().nullable(),
    acronym: z.string().nullable(),
    role: RoleSchema,
    department_id: z.uuid().nullable(),
    department_name: z.string().nullable(),
    position: z.string().nullable(),
    shifts: z.array(ScheduleCellSchema),
    absences: z.array(AbsenceDaysSchema),
  })
  .meta({ id: 'EmployeeScheduleRow' });

/** What the grid is of, in both shapes of the answer: the company, department, month and its days. */
const gridFrame = {
  company_id: z.uuid(),
  department_id: z.uuid().nullable(),
  month: z.string(),
  timezone: z.string(),
  today: z.string(),
  days: z.array(z.string()),
  holidays: z.array(HolidaySchema),
};

export const EmployeesScheduleSchema = z
  .object({
    ...gridFrame,
    employees: z.array(EmployeeScheduleRowSchema),
  })
  .meta({
    id: 'EmployeesSchedule',
    description: 'The grid as the web app reads it once decoded (EmployeesScheduleCompact is what the API answers)',
  });

// The employees schedule's answer (docs/api.md "The employees schedule's compact answer"): a
// month of 200 people is 6 200 shifts; as objects with every field named that was 1.7 MB of JSON,
// which both ends spent most of their time on. Each person is a row (a tuple), each shift a short
// tuple, and what repeats (a shift's plan: type, colour, times, length; the department; the
// status) is an index into a table of the answer. The web app decodes it into EmployeesSchedule
// (web/src/lib/employees-schedule-format.ts).

/** Version of the compact format; a change of the tuples below changes it. */
export const GRID_FORMAT = 2;

export const GridPlanSchema = z
  .tuple([
    z.string().nullable().meta({ description: 'type' }),
    z.string().nullable().meta({ description: 'color' }),
    z.string().nullable().meta({ description: 'planned_start (HH:MM)' }),
    z.string().nullable().meta({ description: 'planned_end (HH:MM)' }),
    z.number().int().meta({ description: 'planned_minutes (0 off-schedule)' }),
    z.boolean().meta({ description: 'off_schedule' }),
  ])
  .meta({
    id: 'GridPlan',
    description: 'A plan several shifts share: [type, color, planned_start, planned_end, planned_minutes, off_schedule]',
  });

const GridShiftHead = [
  z.string().meta({ description: 'id' }),
  z.number().int().min(1).max(31).meta({ description: 'day of the month' }),
  z.number().int().min(0).meta({ description: 'index into plans' }),
  z.number().int().min(0).meta({ description: 'index into statuses' }),
] as const;

export const GridShiftSchema = z
  .union([
    z.tuple([...GridShiftHead]),
    z.tuple([
      ...GridShiftHead,
      z.number().int().nullable().meta({ description: 'started_at, milliseconds since 1970 (UTC)' }),
      z.number().int().nullable().meta({ description: 'ended_at, milliseconds since 1970 (UTC)' }),
      z.number().int().nullable().meta({ description: 'worked_minutes' }),
    ]),
  ])
  .meta({
    id: 'GridShift',
    description:
      'A shift: [id, day, plan, status] while nothing was worked (or the reader may not see the hours), else [id, day, plan, status, started_at, ended_at, worked_minutes]',
  });

export const GridAbsenceSchema = z
  .tuple([z.uuid(), z.enum(ABSENCE_TYPES).nullable(), z.string(), z.string()])
  .meta({ id: 'GridAbsence', description: 'An approved absence: [id, type (null: the reader may not know it), start_date, end_date]' });

export const GridEmployeeSchema = z
  .tuple([
    z.uuid().meta({ description: 'user_id' }),
    z.string().meta({ description: 'email' }),
    z.string().nullable().meta({ description: 'full_name' }),
    z.string().nullable().meta({ description: 'acronym' }),
    RoleSchema,
    z.number().int().nullable().meta({ description: 'index into departments' }),
    z.string().nullable().meta({ description: 'position' }),
    z.array(GridShiftSchema).meta({ description: 'shifts, by date' }),
    z.array(GridAbsenceSchema),
  ])
  .meta({
    id: 'GridEmployee',
    description: 'A person: [user_id, email, full_name, acronym, role, department, position, shifts, absences]',
  });

export const EmployeesScheduleCompactSchema = z
  .object({
    format: z.literal(GRID_FORMAT),
    ...gridFrame,
    /** The shift statuses, in the order the shifts' status indexes refer to. */
    statuses: z.array(DayShiftStatusSchema),
    plans: z.array(GridPlanSchema),
    departments: z.array(z.tuple([z.uuid(), z.string().nullable()]).meta({ description: '[id, name]' })),
    employees: z.array(GridEmployeeSchema),
  })
  .meta({ id: 'EmployeesScheduleCompact' });

export type DayShiftPublic = z.infer<typeof DayShiftPublicSchema>;
export type ConfirmResult = z.infer<typeof ConfirmResultSchema>;
export type PlanEditResult = z.infer<typeof PlanEditResultSchema>;
export type ScheduleStatistics = z.infer<typeof ScheduleStatisticsSchema>;
export type Holiday = z.infer<typeof HolidaySchema>;
export type AbsenceDays = z.infer<typeof AbsenceDaysSchema>;
export type WorkSchedule = z.infer<typeof WorkScheduleSchema>;
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;
export type ConfirmShift = z.infer<typeof ConfirmShiftSchema>;
export type AutoConfirm = z.infer<typeof AutoConfirmSchema>;
export type EmployeesScheduleQuery = z.infer<typeof EmployeesScheduleQuerySchema>;
export type ScheduleCell = z.infer<typeof ScheduleCellSchema>;
export type EmployeesSchedule = z.infer<typeof EmployeesScheduleSchema>;
export type EmployeesScheduleCompact = z.infer<typeof EmployeesScheduleCompactSchema>;
export type GridPlan = z.infer<typeof GridPlanSchema>;
export type GridEmployee = z.infer<typeof GridEmployeeSchema>;

export type OpenShift = z.infer<typeof OpenShiftSchema>;
export type OpenShifts = z.infer<typeof OpenShiftsSchema>;

// ---------------------------------------------------------------------------- plan edits
// docs/plan-edits.md: single planned shifts added, changed, moved and removed by admins, the change
// log of the plan, and re-applying an edited pattern.

const PlanTypeSchema = PatternShiftSchema.shape.type;
const PlanTimeSchema = PatternShiftSchema.shape.start;
const PlanColorSchema = PatternShiftSchema.shape.color;

export const PlanAddSchema = z
  .object({
    user_id: z.uuid(),
    date: LocalDateSchema,
    type: PlanTypeSchema,
    start: PlanTimeSchema,
    end: PlanTimeSchema.meta({ description: 'An end not after the start is on the next day (equal: 24 hours)' }),
    color: PlanColorSchema,
  })
  .meta({ id: 'PlanAdd' });

export const PlanChangeSchema = z
  .object({
    type: PlanTypeSchema.optional(),
    start: PlanTimeSchema.optional(),
    end: PlanTimeSchema.optional(),
    color: PlanColorSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === undefined && value.start === undefined && value.end === undefined && value.color === undefined) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: fieldMessage('plan.change_required') });
    }
  })
  .meta({ id: 'PlanChange' });

export const PlanMoveSchema = z
  .object({
    /** Another person employed in the shift's company on the (new) date. */
    user_id: z.uuid().optional(),
    date: LocalDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.user_id === undefined && value.date === undefined) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: fieldMessage('plan.move_target_required') });
    }
  })
  .meta({ id: 'PlanMove' });

export const PlanShiftIdParamsSchema = z.object({ shift_id: z.uuid() });

export const PlanSnapshotSchema = z
  .object({
    user_id: z.uuid(),
    date: z.string(),
    type: z.string().nullable(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    color: z.string().nullable(),
  })
  .meta({ id: 'PlanSnapshot' });

export const PlanChangePublicSchema = z
  .object({
    /** Null for the entry 'planned by pattern' a shift's history derives from its pattern's apply. */
    id: z.string().nullable(),
    shift_id: z.string().nullable(),
    action: z.enum(PLAN_CHANGE_ACTIONS),
    before: PlanSnapshotSchema.nullable(),
    after: PlanSnapshotSchema.nullable(),
    /** For an apply: the pattern and its name (null once the pattern is deleted). */
    pattern_id: z.string().nullable(),
    pattern_name: z.string().nullable(),
    changed_by: z.string().nullable(),
    changed_by_name: z.string().nullable(),
    changed_at: z.iso.datetime(),
    note: z.string().nullable(),
  })
  .meta({ id: 'PlanChangePublic' });

export const PlanHistorySchema = z
  .object({ data: z.array(PlanChangePublicSchema), count: z.number().int() })
  .meta({ id: 'PlanHistory' });

export const PlanRemovedSchema = z.object({ message: z.string(), id: z.uuid() }).meta({ id: 'PlanRemoved' });

export const ReapplyPatternSchema = z
  .object({
    pattern_id: z.uuid(),
    /** The first date to plan again; each application keeps its own last day. */
    from_date: LocalDateSchema,
  })
  .meta({ id: 'ReapplyPattern' });

export const ReapplyResultSchema = ApplyResultSchema.extend({
  /** How many of the pattern's applications reach from_date or later. */
  applications: z.number().int(),
}).meta({ id: 'ReapplyResult' });

export type PlanAdd = z.infer<typeof PlanAddSchema>;
export type PlanChange = z.infer<typeof PlanChangeSchema>;
export type PlanMove = z.infer<typeof PlanMoveSchema>;
export type PlanSnapshotPublic = z.infer<typeof PlanSnapshotSchema>;
export type PlanChangePublic = z.infer<typeof PlanChangePublicSchema>;
export type PlanHistory = z.infer<typeof PlanHistorySchema>;
export type ReapplyPattern = z.infer<typeof ReapplyPatternSchema>;
export type ReapplyResult = z.infer<typeof ReapplyResultSchema>;
