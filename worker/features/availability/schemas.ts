// The availability contract (docs/availability.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { daysBetween, isDate } from '../../lib/time';
import {
  APPROVAL_MODES,
  CHANGE_KINDS,
  CHANGE_STATUSES,
  CONFLICT_MODES,
  DAY_MODES,
  EXCEPTION_KINDS,
  MAX_WINDOWS,
  REASON_MAX,
  SHIFT_PREFERENCES,
  WEEKDAYS,
} from './kinds';
import { windowsProblem } from './rules/windows';

const EXCEPTION_DAYS_MAX = 366;
export const SHIFTS_PER_WEEK_MAX = 7;
export const HOURS_PER_WEEK_MAX = 60;
/** A full-time week (PL art. 129, UA art. 50): a part-timer's wished hours are at most this times their working time. */
export const FULL_TIME_WEEKLY_HOURS = 40;

const TimeSchema = z
  .string({ error: fieldMessage('time.type') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: fieldMessage('time.format') });

export const WindowSchema = z.object({ start: TimeSchema, end: TimeSchema }).meta({ id: 'AvailabilityWindow' });

const checkWindows = (windows: { start: string; end: string }[], ctx: z.RefinementCtx, path: (string | number)[]) => {
  const problem = windowsProblem(windows);
  if (!problem) return;
  // Every problem's text takes `max` (only too_many_windows shows it).
  ctx.addIssue({ code: 'custom', path, message: fieldMessage(problem, { max: MAX_WINDOWS }) });
};

export const DaySchema = z
  .object({ mode: z.enum(DAY_MODES), windows: z.array(WindowSchema).max(10).default([]) })
  .superRefine((day, ctx) => {
    if (day.mode === 'windows') checkWindows(day.windows, ctx, ['windows']);
  })
  .transform((day) => ({ mode: day.mode, windows: day.mode === 'windows' ? day.windows : [] }))
  .meta({ id: 'AvailabilityDay' });

const daysShape = Object.fromEntries(WEEKDAYS.map((d) => [d, DaySchema])) as Record<(typeof WEEKDAYS)[number], typeof DaySchema>;

export const VersionInputSchema = z
  .object({ valid_from: LocalDateSchema, days: z.object(daysShape).strict() })
  .strict()
  .meta({ id: 'AvailabilityVersionInput' });

export const VersionSchema = z
  .object({ id: z.string(), valid_from: z.string(), days: z.object(daysShape), updated_at: z.string().nullable() })
  .meta({ id: 'AvailabilityVersion' });

export const ExceptionInputSchema = z
  .object({
    start_date: LocalDateSchema,
    end_date: LocalDateSchema,
    kind: z.enum(EXCEPTION_KINDS),
    windows: z.array(WindowSchema).max(10).default([]),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, { error: fieldMessage('availability.reason_too_long', { max: REASON_MAX }) })
      .nullish()
      .transform((r) => r || null),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (isDate(value.start_date) && isDate(value.end_date)) {
      const days = daysBetween(value.start_date, value.end_date);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessage('period.end_before_start') });
      else if (days >= EXCEPTION_DAYS_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: fieldMessage('availability.range_too_long', { max_days: EXCEPTION_DAYS_MAX }),
        });
      }
    }
    if (value.kind === 'windows') checkWindows(value.windows, ctx, ['windows']);
  })
  .transform((value) => ({ ...value, windows: value.kind === 'windows' ? value.windows : [] }))
  .meta({ id: 'AvailabilityExceptionInput' });

export const ExceptionSchema = z
  .object({
    id: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    kind: z.enum(EXCEPTION_KINDS),
    windows: z.array(WindowSchema),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AvailabilityException' });

const wish = (max: number) =>
  z
    .number({ error: fieldMessage('availability.wish_range', { min: 1, max }) })
    .int({ error: fieldMessage('availability.wish_range', { min: 1, max }) })
    .min(1, { error: fieldMessage('availability.wish_range', { min: 1, max }) })
    .max(max, { error: fieldMessage('availability.wish_range', { min: 1, max }) })
    .nullable()
    .default(null);

export const PreferencesInputSchema = z
  .object({
    shift_types: z.record(z.string().trim().min(1).max(100), z.enum(SHIFT_PREFERENCES)).default({}),
    weekends_off: z.boolean().default(false),
    shifts_per_week: wish(SHIFTS_PER_WEEK_MAX),
    hours_per_week: wish(HOURS_PER_WEEK_MAX),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (Object.keys(value.shift_types).length > 50) {
      ctx.addIssue({ code: 'custom', path: ['shift_types'], message: fieldMessage('availability.too_many_shift_types', { max: 50 }) });
    }
    if (value.shifts_per_week !== null && value.hours_per_week !== null) {
      ctx.addIssue({ code: 'custom', path: ['hours_per_week'], message: fieldMessage('availability.wish_one') });
    }
  })
  .meta({ id: 'AvailabilityPreferencesInput' });

export const PreferencesSchema = z
  .object({
    shift_types: z.record(z.string(), z.enum(SHIFT_PREFERENCES)),
    weekends_off: z.boolean(),
    shifts_per_week: z.number().int().nullable(),
    hours_per_week: z.number().int().nullable(),
  })
  .meta({ id: 'AvailabilityPreferences' });

export const ChangeSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    user_name: z.string(),
    kind: z.enum(CHANGE_KINDS),
    payload: z.record(z.string(), z.unknown()),
    status: z.enum(CHANGE_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'AvailabilityChange' });

export const AvailabilitySchema = z
  .object({
    user_id: z.string(),
    versions: z.array(VersionSchema),
    exceptions: z.array(ExceptionSchema),
    preferences: PreferencesSchema,
    pending: z.array(ChangeSchema),
    approval: z.enum(APPROVAL_MODES).meta({ description: "Whether the person's own changes wait for an admin" }),
  })
  .meta({ id: 'Availability' });

export const WriteResultSchema = z
  .object({
    status: z.enum(['applied', 'pending']),
    change_id: z.string().nullable(),
    availability: AvailabilitySchema,
  })
  .meta({ id: 'AvailabilityWriteResult' });

export const ChangesSchema = z.object({ data: z.array(ChangeSchema), count: z.number().int() }).meta({ id: 'AvailabilityChanges' });

export const SettingsSchema = z
  .object({
    company_id: z.string(),
    approval: z.enum(APPROVAL_MODES),
    conflicts: z.enum(CONFLICT_MODES),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AvailabilitySettings' });

export const SettingsUpdateSchema = z
  .object({ approval: z.enum(APPROVAL_MODES).optional(), conflicts: z.enum(CONFLICT_MODES).optional() })
  .strict()
  .meta({ id: 'AvailabilitySettingsUpdate' });

export const DepartmentQuerySchema = z
  .object({
    date: LocalDateSchema,
    start: TimeSchema.optional().meta({ description: "The shift's local start 'HH:MM' (with end)" }),
    end: TimeSchema.optional().meta({ description: "The shift's local end 'HH:MM'; not after the start: the next day" }),
    shift_type: z.string().trim().min(1).max(100).optional().meta({ description: "A shift type's name: each person's preference for it" }),
  })
  .superRefine((value, ctx) => {
    if ((value.start === undefined) !== (value.end === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.start === undefined ? 'start' : 'end'],
        message: fieldMessage('availability.start_end_together'),
      });
    }
  });

export const DepartmentPersonSchema = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    source: z.enum(['default', 'weekly', 'exception']),
    day: DaySchema,
    reason: z.string().nullable(),
    fits: z.boolean().nullable().meta({ description: 'Whether the shift asked for fits; null without start and end' }),
    conflict: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
    preference: z.enum(SHIFT_PREFERENCES).nullable(),
  })
  .meta({ id: 'AvailabilityDepartmentPerson' });

export const DepartmentAvailabilitySchema = z
  .object({ department_id: z.string(), date: z.string(), data: z.array(DepartmentPersonSchema), count: z.number().int() })
  .meta({ id: 'AvailabilityDepartment' });

export const UserParamsSchema = z.object({ user_id: z.uuid() });
export const IdParamsSchema = z.object({ id: z.uuid() });
export const CompanyParamsSchema = z.object({ company_id: z.uuid() });
export const DepartmentParamsSchema = z.object({ department_id: z.uuid() });
export const PendingQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export type Availability = z.infer<typeof AvailabilitySchema>;
export type VersionInput = z.infer<typeof VersionInputSchema>;
export type ExceptionInput = z.infer<typeof ExceptionInputSchema>;
export type PreferencesInput = z.infer<typeof PreferencesInputSchema>;
export type Change = z.infer<typeof ChangeSchema>;
export type Changes = z.infer<typeof ChangesSchema>;
export type WriteResult = z.infer<typeof WriteResultSchema>;
export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;
export type DepartmentQuery = z.infer<typeof DepartmentQuerySchema>;
export type DepartmentAvailability = z.infer<typeof DepartmentAvailabilitySchema>;
