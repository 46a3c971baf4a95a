// The tenant tables of availability and preferences (issue 32, docs/availability.md). Re-exported by
// schema.ts; they reference the tables of schema-core.ts.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  APPROVAL_MODES,
  CHANGE_KINDS,
  CHANGE_STATUSES,
  CONFLICT_MODES,
  EXCEPTION_KINDS,
  type TimeWindow,
  type WeekSpec,
} from '../features/availability/kinds';
import { createdAt } from './columns';
import { companies, users } from './schema-core';

// A weekly availability in force from `valid_from` (a company-local date) until the next version
// of the same person. No version on a date: available all day.
export const availabilityVersions = sqliteTable(
  'availability_versions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validFrom: text('valid_from').notNull(),
    days: text('days', { mode: 'json' }).$type<WeekSpec>().notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('availability_versions_user_valid_from').on(t.userId, t.validFrom)],
);

// A dated exception: [start_date, end_date] unavailable, or available only in the windows.
export const availabilityExceptions = sqliteTable(
  'availability_exceptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    kind: text('kind', { enum: EXCEPTION_KINDS }).notNull(),
    windows: text('windows', { mode: 'json' }).$type<TimeWindow[]>().notNull().default([]),
    reason: text('reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('availability_exceptions_user_dates').on(t.userId, t.startDate)],
);

// A person's preferences: shift types (the plan's type names) preferred or avoided, weekends off,
// a wished number of shifts or hours a week. No row: no preferences.
export const availabilityPreferences = sqliteTable('availability_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shiftTypes: text('shift_types', { mode: 'json' }).$type<Record<string, 'prefer' | 'avoid'>>().notNull().default({}),
  weekendsOff: integer('weekends_off', { mode: 'boolean' }).notNull().default(false),
  shiftsPerWeek: integer('shifts_per_week'),
  hoursPerWeek: integer('hours_per_week'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

// A company's availability settings. No row: changes take effect at once, conflicts warn.
export const availabilitySettings = sqliteTable('availability_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  approval: text('approval', { enum: APPROVAL_MODES }).notNull().default('immediate'),
  conflicts: text('conflicts', { enum: CONFLICT_MODES }).notNull().default('warn'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

// A change awaiting an admin's decision (approval 'admin'): what would be written, as the API's input.
export const availabilityChanges = sqliteTable(
  'availability_changes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CHANGE_KINDS }).notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: CHANGE_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('availability_changes_status_user').on(t.status, t.userId)],
);

export type AvailabilityVersionRow = typeof availabilityVersions.$inferSelect;
export type AvailabilityExceptionRow = typeof availabilityExceptions.$inferSelect;
export type AvailabilityPreferencesRow = typeof availabilityPreferences.$inferSelect;
export type AvailabilityChangeRow = typeof availabilityChanges.$inferSelect;
