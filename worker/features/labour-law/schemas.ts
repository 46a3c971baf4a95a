// The labour-law contract (docs/labour-law.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { LocalDateSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { daysBetween, isDate } from '../../lib/time';
import { PL_RULES, RULE_IDS, SETTLEMENT_MONTHS, UA_RULES } from './rules/common';

const PERIOD_DAYS_MAX = 366;
export const OVERTIME_LIMIT_MIN = 1;
/** art. 151 § 3-4: an agreement may raise the yearly limit to 416 hours. */
export const OVERTIME_LIMIT_MAX = 416;

export const RuleIdSchema = z.enum(RULE_IDS).meta({ id: 'LabourLawRule' });
const ModeSchema = z.enum(['warn', 'block'], { error: fieldMessage('labour_law.mode') });

export const BreachSchema = z
  .object({
    rule: RuleIdSchema,
    user_id: z.string(),
    dates: z.array(z.string()),
    minutes: z.number().int().meta({ description: 'What was found: the rest, or the work, in minutes' }),
    limit_minutes: z.number().int().meta({ description: "The rule's bound: the least rest, or the most work" }),
    period: z.object({ start: z.string(), end: z.string() }).nullable(),
  })
  .meta({ id: 'LabourLawBreach' });

export const BreachCountSchema = z.object({ rule: RuleIdSchema, count: z.number().int() }).meta({ id: 'LabourLawBreachCount' });

/**
 * The labour-law warnings of a bulk write (apply, re-apply; summary.ts): the first 100 (earliest
 * date first), how many there are in all, and how many per rule. The whole list: GET /labour-law/breaches.
 */
export const WarningsSummaryShape = {
  warnings: z.array(BreachSchema).meta({
    description: 'The first 100 warnings, earliest first date first (then person, rule); all of them when there are no more',
  }),
  warnings_total: z.number().int().meta({
    description: 'How many warnings there are; more than `warnings` lists when greater than its length',
  }),
  warnings_by_rule: z.array(BreachCountSchema).meta({ description: 'How many warnings each rule broken has' }),
};

export const CompanyIdParamsSchema = z.object({ company_id: z.uuid() });

const modesShape = Object.fromEntries(RULE_IDS.map((rule) => [rule, ModeSchema])) as Record<(typeof RULE_IDS)[number], typeof ModeSchema>;

export const LabourLawSettingsSchema = z
  .object({
    company_id: z.uuid(),
    country: z.enum(['PL', 'UA']),
    timezone: z.string(),
    /** The rules of the company's country, in order. */
    rules: z.array(RuleIdSchema),
    modes: z.object(modesShape),
    working_time_system: z.enum(['basic', 'equivalent']),
    settlement_months: z.number().int(),
    overtime_limit_hours: z.number().int(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'LabourLawSettings' });

export const LabourLawSettingsUpdateSchema = z
  .object({
    modes: z.object(modesShape).partial().strict().optional(),
    working_time_system: z.enum(['basic', 'equivalent']).optional(),
    settlement_months: z
      .number()
      .int()
      .refine((n) => (SETTLEMENT_MONTHS as readonly number[]).includes(n), { message: fieldMessage('labour_law.settlement_months') })
      .optional(),
    overtime_limit_hours: z
      .number({ error: fieldMessage('labour_law.overtime_limit', { min: OVERTIME_LIMIT_MIN, max: OVERTIME_LIMIT_MAX }) })
      .int({ error: fieldMessage('labour_law.overtime_limit', { min: OVERTIME_LIMIT_MIN, max: OVERTIME_LIMIT_MAX }) })
      .min(OVERTIME_LIMIT_MIN, { error: fieldMessage('labour_law.overtime_limit', { min: OVERTIME_LIMIT_MIN, max: OVERTIME_LIMIT_MAX }) })
      .max(OVERTIME_LIMIT_MAX, { error: fieldMessage('labour_law.overtime_limit', { min: OVERTIME_LIMIT_MIN, max: OVERTIME_LIMIT_MAX }) })
      .optional(),
  })
  .strict()
  .meta({ id: 'LabourLawSettingsUpdate' });

export const BreachesQuerySchema = z
  .object({
    start: LocalDateSchema,
    end: LocalDateSchema,
    user_id: z.uuid().optional(),
    department_id: z.uuid().optional(),
    company_id: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    // As the schedule's periods: end not before start, at most a year and a day.
    if (isDate(value.start) && isDate(value.end)) {
      const days = daysBetween(value.start, value.end);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.end_before_start') });
      else if (days >= PERIOD_DAYS_MAX) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.too_long', { max_days: PERIOD_DAYS_MAX }) });
      }
    }
    const given = [value.user_id, value.department_id, value.company_id].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['user_id'], message: fieldMessage('labour_law.scope_one') });
  });

export const BreachesSchema = z.object({ data: z.array(BreachSchema), count: z.number().int() }).meta({ id: 'LabourLawBreaches' });

export const COUNTRY_RULES = { PL: PL_RULES, UA: UA_RULES } as const;

export type Breach = z.infer<typeof BreachSchema>;
export type BreachCount = z.infer<typeof BreachCountSchema>;
export type LabourLawSettings = z.infer<typeof LabourLawSettingsSchema>;
export type LabourLawSettingsUpdate = z.infer<typeof LabourLawSettingsUpdateSchema>;
export type BreachesQuery = z.infer<typeof BreachesQuerySchema>;
