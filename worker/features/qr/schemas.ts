// The contract of QR codes and employee cards, shared with the web app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { LANGUAGES } from '../../lib/languages';
import { CARD_STATUSES } from './kinds';

/** The longest text a scanner may post: a short code is 102 characters. */
export const SCANNED_CODE_MAX = 200;

export const ShortCodeSchema = z
  .object({
    /** `GQ1.<user id>.<expiry>.<signature>`: what 'My QR' shows. */
    code: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'QrShortCode' });

export const IssueSimpleSchema = z
  .object({ user_id: z.uuid().optional().meta({ description: "Whose card; omitted: the caller's own" }) })
  .meta({ id: 'QrIssueSimple' });

export const CardUserSchema = z.object({ id: z.uuid(), full_name: z.string().nullable(), email: z.string() }).meta({ id: 'QrCardUser' });

export const CardSchema = z
  .object({
    /** The card's id: what its QR code holds. */
    id: z.uuid(),
    /** What its Code 128 barcode holds: 10 digits, unique in the tenant. */
    number: z.string(),
    status: z.enum(CARD_STATUSES),
    issued_at: z.iso.datetime(),
    user: CardUserSchema,
  })
  .meta({ id: 'QrCard' });

export const VerifySchema = z
  .object({
    code: z
      .string()
      .refine((text) => text.trim().length > 0, fieldMessage('qr.code_required'))
      .refine((text) => text.length <= SCANNED_CODE_MAX, fieldMessage('qr.code_too_long', { max_length: SCANNED_CODE_MAX })),
  })
  .meta({ id: 'QrVerify' });

const NamedSchema = z.object({ id: z.uuid(), name: z.string() });

export const VerifiedEmployeeSchema = z
  .object({
    id: z.uuid(),
    full_name: z.string().nullable(),
    email: z.string(),
    avatar: z.string().nullable(),
    /** Their current employment's company and department; null when employed nowhere now. */
    company: NamedSchema.nullable(),
    department: NamedSchema.nullable(),
  })
  .meta({ id: 'QrVerifiedEmployee' });

export const CardPdfQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });
export const CardUserParamsSchema = z.object({ user_id: z.uuid() });

export type ShortCode = z.infer<typeof ShortCodeSchema>;
export type IssueSimple = z.infer<typeof IssueSimpleSchema>;
export type Card = z.infer<typeof CardSchema>;
export type VerifiedEmployee = z.infer<typeof VerifiedEmployeeSchema>;
