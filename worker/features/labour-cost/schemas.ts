// The labour-cost contract (docs/labour-cost.md), shared with the web app: plain zod only.
import { z } from 'zod';
import { LocalDateSchema, YearMonthSchema } from '../../lib/date-schemas';
import { fieldMessage } from '../../lib/field-codes';
import { daysBetween, isDate, isTime } from '../../lib/time';

export const PERIOD_DAYS_MAX = 366;
export const AMOUNT_MAX = 1_000_000_000;
export const WAGES_MAX = 50;

const amount = z
  .number({ error: fieldMessage('labour_cost.amount', { min: 0, max: AMOUNT_MAX }) })
  .min(0, { error: fieldMessage('labour_cost.amount', { min: 0, max: AMOUNT_MAX }) })
  .max(AMOUNT_MAX, { error: fieldMessage('labour_cost.amount', { min: 0, max: AMOUNT_MAX }) });
const TimeSchema = z.string({ error: fieldMessage('time.format') }).refine(isTime, fieldMessage('time.format'));

export const CostFigureSchema = z
  .object({
    minutes: z.number().int(),
    base: z.number(),
    overtime_minutes: z.number().int(),
    overtime_premium: z.number(),
    night_minutes: z.number().int(),
    night_premium: z.number(),
    total: z.number().meta({ description: 'base + overtime premium + night premium, rounded to the cent' }),
  })
  .meta({ id: 'LabourCostFigure' });

const PlannedWorkedShape = {
  planned: CostFigureSchema.meta({ description: 'The cost of the plan' }),
  worked: CostFigureSchema.meta({ description: 'The cost of the hours worked (finished shifts)' }),
};

export const CostGroupSchema = z.enum(['day', 'week', 'month']);

export const CostQuerySchema = z
  .object({
    start: LocalDateSchema,
    end: LocalDateSchema,
    group: CostGroupSchema.default('day'),
  })
  .superRefine((value, ctx) => {
    if (!isDate(value.start) || !isDate(value.end)) return;
    const days = daysBetween(value.start, value.end);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.end_before_start') });
    else if (days >= PERIOD_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: fieldMessage('period.too_long', { max_days: PERIOD_DAYS_MAX }) });
    }
  });

export const DepartmentCostSchema = z
  .object({
    department_id: z.uuid(),
    company_id: z.uuid(),
    currency: z.string().meta({ description: "The company's currency: PLN (Poland), UAH (Ukraine)" }),
    start: z.iso.date(),
    end: z.iso.date(),
    group: CostGroupSchema,
    ...PlannedWorkedShape,
    periods: z.array(z.object({ start: z.iso.date(), end: z.iso.date(), ...PlannedWorkedShape })),
    months: z
      .array(
        z.object({
          month: z.string(),
          budget: z.number().nullable(),
          ...PlannedWorkedShape,
          planned_share: z.number().nullable().meta({ description: 'planned total / budget (1 = 100%); null without a budget' }),
          worked_share: z.number().nullable(),
        }),
      )
      .meta({ description: 'Each month the period meets: its budget and the cost of its days inside the period' }),
  })
  .meta({ id: 'DepartmentLabourCost' });

export const PeopleCostSchema = z
  .object({
    department_id: z.uuid(),
    currency: z.string(),
    start: z.iso.date(),
    end: z.iso.date(),
    people: z.array(
      z.object({
        user_id: z.uuid(),
        full_name: z.string().nullable(),
        email: z.string(),
        pay_kind: z.enum(['monthly', 'hourly']),
        ...PlannedWorkedShape,
      }),
    ),
  })
  .meta({ id: 'DepartmentPeopleLabourCost' });

export const MinimumWageSchema = z.object({ from: LocalDateSchema, amount }).meta({ id: 'MinimumWage' });

export const LabourCostSettingsSchema = z
  .object({
    company_id: z.uuid(),
    country: z.enum(['PL', 'UA']),
    currency: z.string(),
    night_start: z.string(),
    night_end: z.string(),
    minimum_wages: z.array(MinimumWageSchema).meta({ description: 'By date; each in force from its date until the next' }),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'LabourCostSettings' });

export const LabourCostSettingsUpdateSchema = z
  .object({
    night_start: TimeSchema.optional(),
    night_end: TimeSchema.optional(),
    minimum_wages: z
      .array(MinimumWageSchema)
      .min(1)
      .max(WAGES_MAX)
      .refine((list) => new Set(list.map((w) => w.from)).size === list.length, { message: fieldMessage('labour_cost.wages_order') })
      .optional(),
  })
  .strict()
  .meta({ id: 'LabourCostSettingsUpdate' });

export const BudgetSchema = z
  .object({
    department_id: z.uuid(),
    month: z.string(),
    amount: z.number(),
    currency: z.string(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DepartmentBudget' });

export const BudgetsSchema = z.object({ data: z.array(BudgetSchema) }).meta({ id: 'DepartmentBudgets' });
export const BudgetUpdateSchema = z.object({ amount }).strict().meta({ id: 'DepartmentBudgetUpdate' });
export const BudgetsQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().meta({ description: 'The budgets of this year; all without it' }),
});

export const DepartmentParamsSchema = z.object({ department_id: z.uuid() });
export const BudgetParamsSchema = z.object({ department_id: z.uuid(), month: YearMonthSchema });
export const CompanyParamsSchema = z.object({ company_id: z.uuid() });

export type CostQuery = z.infer<typeof CostQuerySchema>;
export type DepartmentCost = z.infer<typeof DepartmentCostSchema>;
export type PeopleCost = z.infer<typeof PeopleCostSchema>;
export type LabourCostSettings = z.infer<typeof LabourCostSettingsSchema>;
export type LabourCostSettingsUpdate = z.infer<typeof LabourCostSettingsUpdateSchema>;
export type Budget = z.infer<typeof BudgetSchema>;
