// The absence contract (vacation-sick), shared with the web app: plain zod only. Dates are
// company-local 'YYYY-MM-DD'; hours are decimal hours rounded to the minute. The OpenAPI names
// stay the API's own ('VacationPublic'..., docs/api.md), as its paths stay /vacation-sick.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { UserRefSchema } from '../org/schemas';
import { LocalDateSchema } from '../../lib/date-schemas';
import { daysBetween, isDate } from '../../lib/time';
import { ABSENCE_STATUSES, ABSENCE_TYPES } from './kinds';

/** Others read these through the contract (docs/architecture.md "Feature edges"). */
export { ABSENCE_TYPES } from './kinds';

/** The longest request: a year and a day. */
export const REQUEST_DAYS_MAX = 366;
export const REASON_MAX = 2000;
export const END_BEFORE_START = fieldMessage('absence.end_before_start');

export const AbsenceTypeSchema = z.enum(ABSENCE_TYPES).meta({ id: 'VacationType' });
export const AbsenceStatusSchema = z.enum(ABSENCE_STATUSES).meta({ id: 'VacationStatus' });

const paging = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
};

/** `end_date` not before `start_date`, at most a year and a day; issues land on `end_date`. */
function checkRange(value: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  if (!isDate(value.start_date) || !isDate(value.end_date)) return;
  const days = daysBetween(value.start_date, value.end_date);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: END_BEFORE_START });
  else if (days >= REQUEST_DAYS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessage('absence.too_long', { max_days: REQUEST_DAYS_MAX }) });
  }
}

const reason = z.string().trim().max(REASON_MAX).nullish();

export const AbsenceCreateSchema = z
  .object({
    type: AbsenceTypeSchema,
    start_date: LocalDateSchema,
    end_date: LocalDateSchema,
    reason,
    /** Admins may request for an employee they manage; default the signed-in user. */
    user_id: z.uuid().nullish(),
  })
  .superRefine(checkRange)
  .meta({ id: 'VacationCreate' });

/** The hours a request would take, before it is made (the form's preview). */
export const AbsencePreviewQuerySchema = z
  .object({
    type: AbsenceTypeSchema.default('vacation'),
    start_date: LocalDateSchema,
    end_date: LocalDateSchema,
    user_id: z.uuid().optional(),
  })
  .superRefine(checkRange);

export const AbsenceDaySchema = z
  .object({ date: z.string(), minutes: z.number().int() })
  .meta({ id: 'AbsenceDay', description: 'A day the request takes off, with its minutes' });

export const AbsencePreviewSchema = z
  .object({
    hours: z.number(),
    /** The days that count (planned shifts, else Monday-Friday that are not public holidays). */
    days: z.array(AbsenceDaySchema),
    /** The year's balance before this request (vacation only counts against it). */
    available_hours: z.number(),
    /** Force-majeure shifts left in the start date's year, after approved and pending ones. */
    force_majeure_shifts_left: z.number().int(),
  })
  .meta({ id: 'VacationPreview' });

export const AbsenceUpdateSchema = z
  .object({
    id: z.uuid(),
    /** approved or rejected (admin), canceled (owner or admin) — only from pending. */
    status: z.enum(['approved', 'rejected', 'canceled']),
  })
  .meta({ id: 'VacationUpdate' });

export const AbsenceIdParamsSchema = z.object({ id: z.uuid() });

export const AbsenceCancelSchema = z.object({ id: z.uuid() }).meta({ id: 'VacationCancel' });

export const AbsencePublicSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    user: UserRefSchema,
    company_id: z.uuid().nullable(),
    company_name: z.string().nullable(),
    department_id: z.uuid().nullable(),
    department_name: z.string().nullable(),
    type: AbsenceTypeSchema,
    start_date: z.string(),
    end_date: z.string(),
    hours: z.number(),
    /** The days that count (planned shifts, else workdays), with their minutes. */
    days: z.array(AbsenceDaySchema),
    reason: z.string().nullable(),
    status: AbsenceStatusSchema,
    created_at: z.iso.datetime(),
    decided_by: UserRefSchema.nullable(),
    decided_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime().nullable(),
    /** Whether the caller may approve or reject it now. */
    can_decide: z.boolean(),
    /** Whether the caller may cancel it now (pending: owner or admin; approved: admin, or the owner before the first day). */
    can_cancel: z.boolean(),
  })
  .meta({ id: 'VacationPublic' });

export const AbsencesPublicSchema = z
  .object({ data: z.array(AbsencePublicSchema), count: z.number().int() })
  .meta({ id: 'VacationsPublic' });

export const ListAbsencesQuerySchema = z
  .object({
    ...paging,
    status: AbsenceStatusSchema.optional(),
    type: AbsenceTypeSchema.optional(),
    user_id: z.uuid().optional(),
    company_id: z.uuid().optional(),
    department_id: z.uuid().optional(),
    /** Requests that meet [start, end]. */
    start: LocalDateSchema.optional(),
    end: LocalDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.start && value.end && isDate(value.start) && isDate(value.end) && value.end < value.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.end_before_start') });
    }
  });

export const AbsenceBalanceSchema = z
  .object({
    year: z.number().int(),
    /** Of the employment record that counts for the year (0 without one). */
    vacation_days: z.number().int(),
    /** vacation_days x 8 h. */
    entitlement_hours: z.number(),
    /** The entitlement pro rata by the months of the year under employment (start month counts whole). */
    accrued_hours: z.number(),
    /** What was left of last year (the first year: the record's opening carryover). */
    carryover_hours: z.number(),
    /** Approved vacation hours on days of the year. */
    used_hours: z.number(),
    /** Pending vacation hours on days of the year. */
    pending_hours: z.number(),
    /** accrued + carryover - used - pending. */
    available_hours: z.number(),
    force_majeure_shifts_used: z.number().int(),
    force_majeure_shifts_pending: z.number().int(),
    force_majeure_shifts_limit: z.number().int(),
  })
  .meta({ id: 'VacationBalance' });

export const UserAbsencesQuerySchema = z.object({
  /** Default: the signed-in user; admins read the users they manage. */
  user_id: z.uuid().optional(),
  /** Default: this year. */
  year: z.coerce.number().int().min(1970).max(9999).optional(),
});

export const UserAbsencesSchema = z
  .object({
    user_id: z.uuid(),
    year: z.number().int(),
    balance: AbsenceBalanceSchema,
    /** The user's requests that meet the year, latest first. */
    data: z.array(AbsencePublicSchema),
    count: z.number().int(),
  })
  .meta({ id: 'UserVacations' });

export type AbsenceCreate = z.infer<typeof AbsenceCreateSchema>;
export type AbsencePreviewQuery = z.infer<typeof AbsencePreviewQuerySchema>;
export type AbsencePreview = z.infer<typeof AbsencePreviewSchema>;
export type AbsenceUpdate = z.infer<typeof AbsenceUpdateSchema>;
export type AbsencePublic = z.infer<typeof AbsencePublicSchema>;
export type AbsencesPublic = z.infer<typeof AbsencesPublicSchema>;
export type ListAbsencesQuery = z.infer<typeof ListAbsencesQuerySchema>;
export type AbsenceBalance = z.infer<typeof AbsenceBalanceSchema>;
export type UserAbsencesQuery = z.infer<typeof UserAbsencesQuerySchema>;
export type UserAbsences = z.infer<typeof UserAbsencesSchema>;
export type AbsenceType = z.infer<typeof AbsenceTypeSchema>;
export type AbsenceStatus = z.infer<typeof AbsenceStatusSchema>;
