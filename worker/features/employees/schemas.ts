// The employees contract (a user with their employment records), shared with the web app: plain zod.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { KeyValueSchema, UserRefSchema } from '../org/schemas';
import { UserPublicSchema } from '../users/schemas';

export const HOURS_MAX = 10_000;
export const SALARY_MAX = 1_000_000_000;
export const HOURLY_RATE_MAX = 1_000_000;
export const PAY_KINDS = ['monthly', 'hourly'] as const;

const IsoDateSchema = z.iso.date(fieldMessage('date.format'));
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const hours = (min: number) => z.number().min(min).max(HOURS_MAX);

export const EmploymentRecordPublicSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    company_id: z.uuid(),
    company_name: z.string(),
    department_id: z.uuid().nullable(),
    department_name: z.string().nullable(),
    position: z.string().nullable(),
    contract_type: z.string().nullable(),
    /** Superadmins and the person only (null for others). */
    salary: z.number().nullable(),
    /** Superadmins and the person only (null for others): paid by the month (`salary`) or by the hour (`hourly_rate`). */
    pay_kind: z.enum(PAY_KINDS).nullable(),
    /** Superadmins and the person only (null for others). */
    hourly_rate: z.number().nullable(),
    /** Working time as a fraction of full time: 1 full time, 0.5 half time. */
    fte: z.number(),
    vacation_days: z.number().int(),
    available_vacation_hours: z.number(),
    carryover_vacation_hours: z.number(),
    accrued_vacation_hours: z.number(),
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable(),
    extra_data: z.record(z.string(), z.string()),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
    created_by: UserRefSchema.nullable(),
    updated_by: UserRefSchema.nullable(),
  })
  .meta({ id: 'EmploymentRecordPublic' });

export const EmployeePublicSchema = UserPublicSchema.extend({
  /** Newest first. Admins see the records in their companies; superadmins and the user all. */
  employment_records: z.array(EmploymentRecordPublicSchema),
}).meta({ id: 'EmployeePublic' });

const recordFields = {
  department_id: z.uuid().nullish(),
  position: optionalText(255),
  /** Superadmin only. */
  contract_type: optionalText(100),
  /** Superadmin only. */
  salary: z.number().min(0).max(SALARY_MAX).nullish(),
  /** Superadmin only. */
  pay_kind: z.enum(PAY_KINDS).optional(),
  /** Superadmin only. */
  hourly_rate: z.number().min(0).max(HOURLY_RATE_MAX).nullish(),
  /** Superadmin only (contract data): working time as a fraction of full time, above 0 and at most 1. */
  fte: z
    .number({ error: fieldMessage('labour_cost.fte_range') })
    .gt(0, { error: fieldMessage('labour_cost.fte_range') })
    .max(1, { error: fieldMessage('labour_cost.fte_range') })
    .optional(),
  vacation_days: z.number().int().min(0).max(366),
  available_vacation_hours: hours(-HOURS_MAX),
  carryover_vacation_hours: hours(0),
  accrued_vacation_hours: hours(0),
};

export const EmploymentRecordCreateSchema = z
  .object({
    user_id: z.uuid(),
    company_id: z.uuid(),
    ...recordFields,
    vacation_days: recordFields.vacation_days.default(0),
    available_vacation_hours: recordFields.available_vacation_hours.default(0),
    carryover_vacation_hours: recordFields.carryover_vacation_hours.default(0),
    accrued_vacation_hours: recordFields.accrued_vacation_hours.default(0),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema.nullish(),
    extra_data: KeyValueSchema.default({}),
  })
  .meta({ id: 'EmploymentRecordCreate' });

export const EmploymentRecordUpdateSchema = z
  .object({
    ...recordFields,
    vacation_days: recordFields.vacation_days.optional(),
    available_vacation_hours: recordFields.available_vacation_hours.optional(),
    carryover_vacation_hours: recordFields.carryover_vacation_hours.optional(),
    accrued_vacation_hours: recordFields.accrued_vacation_hours.optional(),
    start_date: IsoDateSchema.optional(),
    /** Once set, an end date can be changed but not removed (null answers 400). */
    end_date: IsoDateSchema.nullish(),
    extra_data: KeyValueSchema.optional(),
  })
  .meta({ id: 'EmploymentRecordUpdate' });

export const EmployeeUserIdParamsSchema = z.object({ user_id: z.uuid() });
export const EmploymentRecordIdParamsSchema = z.object({ id: z.uuid() });

export type EmploymentRecordPublic = z.infer<typeof EmploymentRecordPublicSchema>;
export type EmployeePublic = z.infer<typeof EmployeePublicSchema>;
export type EmploymentRecordCreate = z.infer<typeof EmploymentRecordCreateSchema>;
export type EmploymentRecordUpdate = z.infer<typeof EmploymentRecordUpdateSchema>;
