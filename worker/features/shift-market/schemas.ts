// The open shifts and shift swaps contract (docs/shift-market.md), shared with the web app: plain
// zod only. Schema ids say `OpenShiftOffer`: `OpenShifts` already names the dashboard's running
// shifts (GET /work-schedule/open).
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { PlanConflictSchema } from '../../lib/plan-conflict-schemas';
import { ColorSchema, LocalTimeSchema, SHIFT_TYPE_MAX } from '../schedule/schemas';
import { CLAIM_STATUSES, OPEN_SHIFT_NOTE_MAX, OPEN_SHIFT_PLACES_MAX, OPEN_SHIFT_STATUSES, SWAP_KINDS, SWAP_STATUSES } from './kinds';

const paging = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
};

const placesMessage = fieldMessage('open_shift.places_range', { max: OPEN_SHIFT_PLACES_MAX });

export const OpenShiftCreateSchema = z
  .object({
    department_id: z.uuid().meta({ description: "A department of one of the admin's companies" }),
    date: LocalDateSchema.meta({ description: 'Company-local date the shift starts on (today or later)' }),
    type: z.string({ error: fieldMessage('pattern.shift_type_required') }).trim().min(1, fieldMessage('pattern.shift_type_required')).max(
      SHIFT_TYPE_MAX,
    ),
    start: LocalTimeSchema,
    end: LocalTimeSchema.meta({ description: 'An end not after the start is on the next day' }),
    color: ColorSchema.default('#0ea5e9'),
    places: z.number({ error: placesMessage }).int(placesMessage).min(1, placesMessage).max(OPEN_SHIFT_PLACES_MAX, placesMessage).default(
      1,
    ),
    note: z
      .string()
      .trim()
      .max(OPEN_SHIFT_NOTE_MAX, fieldMessage('open_shift.note_too_long', { max_length: OPEN_SHIFT_NOTE_MAX }))
      .nullish(),
    required_skill_id: z.uuid().nullish().meta({ description: 'The skill a person needs to take it (docs/skills.md)' }),
  })
  .meta({ id: 'OpenShiftOfferCreate' });

export const PersonRefSchema = z.object({ id: z.uuid(), full_name: z.string().nullable(), email: z.string() }).meta({
  id: 'ShiftMarketPerson',
});

export const OpenShiftClaimSchema = z
  .object({
    id: z.uuid(),
    open_shift_id: z.uuid(),
    user: PersonRefSchema,
    status: z.enum(CLAIM_STATUSES),
    shift_id: z.uuid().nullable().meta({ description: 'The day shift an approval planned' }),
    decided_by: z.uuid().nullable(),
    decided_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OpenShiftOfferClaim' });

const PlaceSchema = z.object({ id: z.uuid(), name: z.string() });

export const OpenShiftOfferSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    department: PlaceSchema,
    date: z.string(),
    type: z.string(),
    start: z.string(),
    end: z.string(),
    color: z.string(),
    planned_minutes: z.number().int(),
    planned_start_at: z.iso.datetime(),
    planned_end_at: z.iso.datetime(),
    places: z.number().int(),
    filled: z.number().int(),
    status: z.enum(OPEN_SHIFT_STATUSES),
    note: z.string().nullable(),
    required_skill_id: z.uuid().nullable(),
    created_by: z.uuid().nullable(),
    created_at: z.iso.datetime(),
    /** The caller's own claim, if any. */
    my_claim: OpenShiftClaimSchema.nullable(),
    /** Admins: every claim; users: their own only. */
    claims: z.array(OpenShiftClaimSchema),
    /** Whether the caller decides its claims and may cancel it. */
    can_manage: z.boolean(),
  })
  .meta({ id: 'OpenShiftOffer' });

/** An approval's or rejection's answer: the open shift, and the conflicts the company let through (lib/plan-conflicts.ts). */
export const OpenShiftDecisionSchema = OpenShiftOfferSchema.extend({
  conflicts: z.array(PlanConflictSchema).meta({
    description: 'Conflicts with availability or skills of the approved claim (empty otherwise)',
  }),
}).meta({ id: 'OpenShiftDecision' });

export const OpenShiftOffersSchema = z.object({ data: z.array(OpenShiftOfferSchema), count: z.number().int() }).meta({
  id: 'OpenShiftOffers',
});

export const OpenShiftListQuerySchema = z.object({
  status: z.enum(OPEN_SHIFT_STATUSES).optional(),
  department_id: z.uuid().optional(),
  from: LocalDateSchema.optional().meta({ description: 'Dated on or after (default: none)' }),
  ...paging,
});

export const OpenShiftIdParamsSchema = z.object({ id: z.uuid() });
export const ClaimIdParamsSchema = z.object({ claim_id: z.uuid() });

// ---------------------------------------------------------------------------------------- swaps

export const ShiftSwapCreateSchema = z
  .object({
    shift_id: z.uuid().meta({ description: 'One of your planned shifts of today or later, not started' }),
    kind: z.enum(SWAP_KINDS).meta({ description: "'giveaway': a colleague takes it; 'swap': a colleague gives one of theirs back" }),
  })
  .meta({ id: 'ShiftSwapCreate' });

export const ShiftSwapAcceptSchema = z
  .object({ shift_id: z.uuid().nullish().meta({ description: 'For a swap: one of your own planned shifts given back' }) })
  .meta({ id: 'ShiftSwapAccept' });

export const SwapShiftSchema = z
  .object({
    id: z.uuid(),
    date: z.string(),
    type: z.string().nullable(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    color: z.string().nullable(),
  })
  .meta({ id: 'ShiftSwapShift' });

export const ShiftSwapSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    department: PlaceSchema,
    kind: z.enum(SWAP_KINDS),
    status: z.enum(SWAP_STATUSES),
    shift_date: z.string(),
    /** The offered shift as it stands now (null once gone). */
    shift: SwapShiftSchema.nullable(),
    offered_by: PersonRefSchema,
    counter_shift_date: z.string().nullable(),
    counter_shift: SwapShiftSchema.nullable(),
    accepted_by: PersonRefSchema.nullable(),
    accepted_at: z.iso.datetime().nullable(),
    decided_by: z.uuid().nullable(),
    decided_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    /** What the caller may do with it now. */
    can_accept: z.boolean(),
    can_cancel: z.boolean(),
    can_decide: z.boolean(),
  })
  .meta({ id: 'ShiftSwap' });

/** An approval's or rejection's answer: the swap, and the conflicts the company let through (lib/plan-conflicts.ts). */
export const ShiftSwapDecisionSchema = ShiftSwapSchema.extend({
  conflicts: z.array(PlanConflictSchema).meta({
    description: 'Conflicts with availability or skills of the approved swap (empty otherwise)',
  }),
}).meta({ id: 'ShiftSwapDecision' });

export const ShiftSwapsSchema = z.object({ data: z.array(ShiftSwapSchema), count: z.number().int() }).meta({ id: 'ShiftSwaps' });

export const ShiftSwapListQuerySchema = z.object({
  status: z.enum(SWAP_STATUSES).optional(),
  /** 'mine': offered or accepted by the caller; 'department': offers of the caller's departments; 'all': everything the caller sees. */
  scope: z.enum(['all', 'mine', 'department']).default('all'),
  ...paging,
});

export const SwapIdParamsSchema = z.object({ id: z.uuid() });

export type OpenShiftCreate = z.infer<typeof OpenShiftCreateSchema>;
export type OpenShiftOffer = z.infer<typeof OpenShiftOfferSchema>;
export type OpenShiftOffers = z.infer<typeof OpenShiftOffersSchema>;
export type OpenShiftDecision = z.infer<typeof OpenShiftDecisionSchema>;
export type OpenShiftClaim = z.infer<typeof OpenShiftClaimSchema>;
export type OpenShiftListQuery = z.infer<typeof OpenShiftListQuerySchema>;
export type ShiftSwapCreate = z.infer<typeof ShiftSwapCreateSchema>;
export type ShiftSwap = z.infer<typeof ShiftSwapSchema>;
export type ShiftSwaps = z.infer<typeof ShiftSwapsSchema>;
export type ShiftSwapDecision = z.infer<typeof ShiftSwapDecisionSchema>;
export type ShiftSwapListQuery = z.infer<typeof ShiftSwapListQuerySchema>;
