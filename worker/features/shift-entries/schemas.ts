// The shift entries contract (check-in sheets opened and closed by scanning), shared with the web
// app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { DayShiftPublicSchema } from '../schedule/schemas';
import {
  SHIFT_ENTRY_CODE_MAX,
  SHIFT_ENTRY_DESCRIPTION_MAX,
  SHIFT_ENTRY_NAME_MAX,
  SHIFT_ENTRY_PAGE,
  SHIFT_ENTRY_PAGE_MAX,
  SHIFT_ENTRY_STATUSES,
} from './kinds';

const InstantSchema = z.iso.datetime({ offset: true, error: fieldMessage('instant.format') });

export const ShiftEntryOpenSchema = z
  .object({
    name: z
      .string({ error: fieldMessage('shift_entries.name_required') })
      .trim()
      .min(1, fieldMessage('shift_entries.name_required'))
      .max(SHIFT_ENTRY_NAME_MAX, fieldMessage('shift_entries.name_too_long', { max_length: SHIFT_ENTRY_NAME_MAX })),
    description: z
      .string()
      .trim()
      .max(SHIFT_ENTRY_DESCRIPTION_MAX, fieldMessage('shift_entries.description_too_long', { max_length: SHIFT_ENTRY_DESCRIPTION_MAX }))
      .nullish(),
    company_id: z.uuid().meta({ description: 'The company whose people are scanned in (admins: one of theirs)' }),
    department_id: z.uuid().nullish().meta({ description: 'Optional: a department of that company' }),
    clock_in: z.boolean().default(false).meta({
      description: "When on, a person's first scan also starts their day shift of today, the second stops it",
    }),
  })
  .meta({ id: 'ShiftEntryOpen' });

export const ShiftEntryCloseSchema = z.object({ id: z.uuid() }).meta({ id: 'ShiftEntryClose' });

const PlaceSchema = z.object({ id: z.uuid(), name: z.string() });

export const ShiftEntryPersonSchema = z
  .object({ id: z.uuid(), full_name: z.string().nullable(), email: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'ShiftEntryPerson' });

export const ShiftEntrySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(SHIFT_ENTRY_STATUSES),
    company: PlaceSchema,
    department: PlaceSchema.nullable(),
    clock_in: z.boolean(),
    created_by: ShiftEntryPersonSchema.nullable(),
    created_at: z.iso.datetime(),
    closed_at: z.iso.datetime().nullable(),
    closed_by: ShiftEntryPersonSchema.nullable(),
    /** Distinct people scanned in (ever). */
    people_count: z.number().int(),
    /** Rows not ended yet: people in now. */
    open_count: z.number().int(),
  })
  .meta({ id: 'ShiftEntry' });

export const ShiftEntryListSchema = z.object({ data: z.array(ShiftEntrySchema), count: z.number().int() }).meta({ id: 'ShiftEntryList' });

export const ShiftEntryListQuerySchema = z.object({
  status: z.enum(SHIFT_ENTRY_STATUSES).optional(),
  company_id: z.uuid().optional(),
  department_id: z.uuid().optional(),
  from: InstantSchema.optional().meta({ description: 'Created at or after this instant' }),
  to: InstantSchema.optional().meta({ description: 'Created before this instant' }),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SHIFT_ENTRY_PAGE_MAX).default(SHIFT_ENTRY_PAGE),
});

export const ShiftEntryIdParamsSchema = z.object({ id: z.uuid() });

export const ShiftEntryRowSchema = z
  .object({
    id: z.uuid(),
    person: ShiftEntryPersonSchema,
    department: PlaceSchema.nullable(),
    start_at: z.iso.datetime(),
    end_at: z.iso.datetime().nullable(),
    /** The day shift a clock-in entry started with this row. */
    shift_id: z.uuid().nullable(),
  })
  .meta({ id: 'ShiftEntryRow' });

export const ShiftEntryRowListSchema = z.object({ data: z.array(ShiftEntryRowSchema), count: z.number().int() }).meta({
  id: 'ShiftEntryRowList',
});

export const ShiftEntryRowsQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SHIFT_ENTRY_PAGE_MAX).default(SHIFT_ENTRY_PAGE_MAX),
});

export const ShiftEntryScanSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, fieldMessage('shift_entries.code_empty'))
      .max(SHIFT_ENTRY_CODE_MAX)
      .optional()
      .meta({
        description: "A scanned or typed code: a card's id (its QR), a card number (its Code 128), a 'My QR' code, or an employee id",
      }),
    user_id: z.uuid().optional().meta({ description: 'The employee, chosen by hand' }),
  })
  .refine((body) => (body.code === undefined) !== (body.user_id === undefined), {
    message: fieldMessage('shift_entries.code_or_user'),
    path: ['code'],
  })
  .meta({ id: 'ShiftEntryScan' });

/** What a clock-in entry did to the person's day shift. */
export const ShiftEntryClockSchema = z
  .object({
    result: z.enum(['started', 'stopped', 'refused', 'none']),
    shift: DayShiftPublicSchema.nullable(),
    /** A refusal's error code and detail (the rules of POST /work-schedule/start and /stop). */
    code: z.string().nullable(),
    detail: z.string().nullable(),
  })
  .meta({ id: 'ShiftEntryClock' });

export const ShiftEntryScanResultSchema = z
  .object({
    action: z.enum(['started', 'ended']),
    /** True when the same person was scanned again within a moment: nothing changed. */
    repeat: z.boolean(),
    row: ShiftEntryRowSchema,
    person: ShiftEntryPersonSchema,
    /** Only for clock-in entries. */
    clock: ShiftEntryClockSchema.nullable(),
  })
  .meta({ id: 'ShiftEntryScanResult' });

export type ShiftEntryOpen = z.infer<typeof ShiftEntryOpenSchema>;
export type ShiftEntry = z.infer<typeof ShiftEntrySchema>;
export type ShiftEntryList = z.infer<typeof ShiftEntryListSchema>;
export type ShiftEntryListQuery = z.infer<typeof ShiftEntryListQuerySchema>;
export type ShiftEntryRow = z.infer<typeof ShiftEntryRowSchema>;
export type ShiftEntryRowList = z.infer<typeof ShiftEntryRowListSchema>;
export type ShiftEntryRowsQuery = z.infer<typeof ShiftEntryRowsQuerySchema>;
export type ShiftEntryScan = z.infer<typeof ShiftEntryScanSchema>;
export type ShiftEntryScanResult = z.infer<typeof ShiftEntryScanResultSchema>;
export type ShiftEntryClock = z.infer<typeof ShiftEntryClockSchema>;
export type ShiftEntryPerson = z.infer<typeof ShiftEntryPersonSchema>;
