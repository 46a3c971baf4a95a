// Labour cost (issue 32, docs/labour-cost.md): a company's cost settings (the dated minimum wage,
// the night window) and the monthly budgets of departments. Pay itself lives on the employment
// record (schema-core.ts: salary, pay_kind, hourly_rate).
import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies, departments, users } from './schema-core';

/** A minimum wage (per month, in the company's currency) in force from a date. */
export type MinimumWage = { from: string; amount: number };

export const labourCostSettings = sqliteTable('labour_cost_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Dated minimum wages, by `from` ascending; empty = the country's defaults. */
  minimumWages: text('minimum_wages', { mode: 'json' }).$type<MinimumWage[]>().notNull().default([]),
  /** The night window, local 'HH:MM' (null = the country's default). */
  nightStart: text('night_start'),
  nightEnd: text('night_end'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

export type LabourCostSettingsRow = typeof labourCostSettings.$inferSelect;

export const departmentBudgets = sqliteTable(
  'department_budgets',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    amount: real('amount').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.month] }), check('department_budgets_amount_check', sql`${t.amount} >= 0`)],
);

export type DepartmentBudgetRow = typeof departmentBudgets.$inferSelect;
