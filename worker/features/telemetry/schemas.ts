// The telemetry contract, shared with the web app: plain zod only.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';
import { INVOICE_STATUSES } from './kinds';

export const DayUsageSchema = z
  .object({ day: z.iso.date(), api: z.number().int(), dau: z.number().int(), push: z.number().int(), pdf: z.number().int() })
  .meta({ id: 'DayUsage' });
export const DailyUsageSchema = z.object({ data: z.array(DayUsageSchema) }).meta({ id: 'DailyUsage' });

export const MonthUsageSchema = z
  .object({
    month: z.string().meta({ description: 'YYYY-MM' }),
    mau: z.number().int(),
    api: z.number().int(),
    push: z.number().int(),
    pdf: z.number().int(),
    /** The stored aggregate (true), or counted now from the daily rows (the running month, or one not aggregated yet). */
    aggregated: z.boolean(),
    computed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MonthUsage' });
export const MonthlyUsageSchema = z.object({ data: z.array(MonthUsageSchema) }).meta({ id: 'MonthlyUsage' });

export const InvoiceLineSchema = z
  .object({ item: z.enum(['active_users', 'pdfs', 'pushes']), quantity: z.number().int(), unit_price: z.number(), amount: z.number() })
  .meta({ id: 'InvoiceLine' });

export const InvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    month: z.string(),
    currency: z.string(),
    lines: z.array(InvoiceLineSchema),
    total: z.number(),
    status: z.enum(INVOICE_STATUSES),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Invoice' });
export const InvoicesSchema = z.object({ data: z.array(InvoiceSchema) }).meta({ id: 'Invoices' });

export const MonthInputSchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldMessage('telemetry.month_invalid'))
      .meta({ description: 'YYYY-MM' }),
  })
  .meta({ id: 'MonthInput' });

export type DailyUsage = z.infer<typeof DailyUsageSchema>;
export type MonthlyUsage = z.infer<typeof MonthlyUsageSchema>;
export type MonthUsagePublic = z.infer<typeof MonthUsageSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type Invoices = z.infer<typeof InvoicesSchema>;
