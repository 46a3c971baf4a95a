// The schema of every tenant database (schema.ts gathers it): the tables before rotas, but for
// messaging's (schema-messaging.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

import { ABSENCE_STATUSES, ABSENCE_TYPES, type AbsenceDay } from '../features/absence/kinds';
import { CARD_STATUSES } from '../features/qr/kinds';
import { SHIFT_ENTRY_STATUSES } from '../features/shift-entries/kinds';
import { COUNTRY_CODES, DEFAULT_TIMEZONE } from '../features/org/schemas';
import type { PatternShift } from '../features/schedule/rules/patterns';
import { ROLES } from '../features/users/roles';
import { createdAt } from './columns';

export type { Role } from '../features/users/roles';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    // Stored lower-cased: emails compare case-insensitively.
    email: text('email').notNull(),
    fullName: text('full_name'),
    acronym: text('acronym'),
    phone1: text('phone_1'),
    phone2: text('phone_2'),
    address: text('address'),
    avatar: text('avatar'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    hashedPassword: text('hashed_password').notNull(),
    // Bumped on password change and deactivation: tokens carrying an older value are refused.
    tokenVersion: integer('token_version').notNull().default(0),
    // Lower-cased email, full name and acronym, for searching letters SQLite cannot fold (Ł, Є).
    searchText: text('search_text').notNull().default(''),
    // The users list's order (features/users/sort-key.ts): full name (else email) as a key whose
    // byte order is the Polish / Ukrainian one. '' until set (rows of before the column: filled lazily).
    sortKey: text('sort_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (
    t,
  ) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_sort_key_idx').on(t.sortKey, t.email),
  ],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('login_failures_email_ip_at_idx').on(t.email, t.ip, t.at)],
);

/** Tenant-wide settings as key/value (for example the current terms version). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const consents = sqliteTable(
  'consents',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsVersion] })],
);

export type UserRow = typeof users.$inferSelect;

// Organisation (issue 4): companies, their departments, and employment records tying users to them.
// Key/value fields are JSON objects of strings in text columns. Dates of employment are ISO
// calendar dates (YYYY-MM-DD), which compare correctly as text.

export const companies = sqliteTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  // Digits only; checked with their checksums before they are stored.
  nip: text('nip'),
  regon: text('regon'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  description: text('description'),
  extraFields: text('extra_fields', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
  timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
  country: text('country', { enum: COUNTRY_CODES }).notNull().default('PL'),
  autoConfirmEnabled: integer('auto_confirm_enabled', { mode: 'boolean' }).notNull().default(false),
  autoConfirmToleranceMinutes: integer('auto_confirm_tolerance_minutes').notNull().default(15),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

export const departments = sqliteTable(
  'departments',
  {
    id: text('id').primaryKey(),
    // A company with departments cannot be deleted (409 from the service; the key is the safety net).
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    extraData: text('extra_data', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('departments_company_id_idx').on(t.companyId)],
);

export const employmentRecords = sqliteTable(
  'employment_records',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only ended records can remain when a company or department is deleted (the service refuses
    // current ones with 409): they go with their company and lose their department.
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    position: text('position'),
    contractType: text('contract_type'),
    salary: real('salary'),
    // How the person is paid (docs/labour-cost.md): a monthly salary (`salary`) or an hourly rate.
    payKind: text('pay_kind', { enum: ['monthly', 'hourly'] }).notNull().default('monthly'),
    hourlyRate: real('hourly_rate'),
    // Working time as a fraction of full time (PL "wymiar etatu", UA part-time work): 1 full time,
    // 0.5 half time. Bounds the wished hours (docs/availability.md) and the month's nominal hours of
    // a monthly salary (docs/labour-cost.md). Bounds (0, 1] are the API's: a CHECK here would make
    // drizzle-kit rebuild the table.
    fte: real('fte').notNull().default(1),
    vacationDays: integer('vacation_days').notNull().default(0),
    availableVacationHours: real('available_vacation_hours').notNull().default(0),
    carryoverVacationHours: real('carryover_vacation_hours').notNull().default(0),
    accruedVacationHours: real('accrued_vacation_hours').notNull().default(0),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    extraData: text('extra_data', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('employment_records_user_id_idx').on(t.userId),
    index('employment_records_company_id_idx').on(t.companyId),
    index('employment_records_department_id_idx').on(t.departmentId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type EmploymentRecordRow = typeof employmentRecords.$inferSelect;

// Work schedule (issue 5): schedule patterns and day shifts. A day shift's `date` is the
// company-local calendar date it starts on (YYYY-MM-DD); planned times are local 'HH:MM' and
// their real instants are stored beside them (UTC, epoch milliseconds), so nothing that reads a
// schedule needs a time zone. Instants of work (started, ended, confirmed, adjusted) are UTC.

export const schedulePatterns = sqliteTable(
  'schedule_patterns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    cycleLength: integer('cycle_length').notNull(),
    // The department the pattern is meant for (optional); it goes to null with the department.
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The shifts of the cycle as validated by PatternCreateSchema: [{type, start, end, color, days}].
    shifts: text('shifts', { mode: 'json' }).$type<PatternShift[]>().notNull(),
  },
  (t) => [index('schedule_patterns_department_id_idx').on(t.departmentId)],
);

export const dayShifts = sqliteTable(
  'day_shifts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The company whose time zone and holidays the shift follows (the employee's company when it
    // was planned or started). Only companies without current employees can be deleted.
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    // Null for off-schedule work (started without a plan).
    type: text('type'),
    color: text('color'),
    plannedStart: text('planned_start'),
    plannedEnd: text('planned_end'),
    // The real planned length (daylight-saving nights count their real length); 0 off-schedule.
    plannedMinutes: integer('planned_minutes').notNull().default(0),
    plannedStartAt: integer('planned_start_at', { mode: 'timestamp_ms' }),
    plannedEndAt: integer('planned_end_at', { mode: 'timestamp_ms' }),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    confirmed: integer('confirmed', { mode: 'boolean' }).notNull().default(false),
    // Null when the system confirmed it (auto-confirm) or the confirming admin was deleted.
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    confirmationNotes: text('confirmation_notes'),
    adjustedStartedAt: integer('adjusted_started_at', { mode: 'timestamp_ms' }),
    adjustedEndedAt: integer('adjusted_ended_at', { mode: 'timestamp_ms' }),
    offSchedule: integer('off_schedule', { mode: 'boolean' }).notNull().default(false),
    // The pattern that planned it; the schedule stays when the pattern is deleted.
    patternId: text('pattern_id').references(() => schedulePatterns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // At most one shift per user and date (spec/product-rules.md "Day shifts").
    uniqueIndex('day_shifts_user_id_date_unique').on(t.userId, t.date),
    // At most one running shift per user, whatever two requests or two processes do at once.
    // Plain column names: SQLite refuses table-qualified names in an index's WHERE.
    uniqueIndex('day_shifts_one_running_per_user')
      .on(t.userId)
      .where(sql`started_at IS NOT NULL AND ended_at IS NULL AND confirmed = 0`),
    // No full (company_id, date) index: it doubled the time to insert a year of a department's
    // shifts (docs/decisions.md). A company's month is read through its employees and the
    // (user_id, date) index; what auto-confirm looks for, finished and not yet confirmed shifts
    // of a company and period, has this partial index, which planned shifts never enter.
    index('day_shifts_awaiting_confirmation_idx')
      .on(t.companyId, t.date)
      .where(sql`ended_at IS NOT NULL AND confirmed = 0`),
  ],
);

export type SchedulePatternRow = typeof schedulePatterns.$inferSelect;
export type DayShiftRow = typeof dayShifts.$inferSelect;

// Absence requests (issue 6 builds its API on this table; the work schedule reads the approved
// ones: applying a pattern skips their days and the employees schedule shows them). A request
// covers whole company-local days from start_date to end_date (both included).

export const vacationRequests = sqliteTable(
  'vacation_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The company and department of the employee when the request was made (lists filter on
    // them); they go to null with the company or department, the request stays with its user.
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    type: text('type', { enum: ABSENCE_TYPES }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    // Planned hours in the range when it was requested (product-rules.md "Absence").
    hours: real('hours').notNull().default(0),
    // The days that count, with their minutes, as computed when it was requested: the balance of
    // a year and the force-majeure allowance read the days that fall in that year.
    days: text('days', { mode: 'json' }).$type<AbsenceDay[]>().notNull().default([]),
    reason: text('reason'),
    status: text('status', { enum: ABSENCE_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('vacation_requests_user_id_start_date_idx').on(t.userId, t.startDate),
    index('vacation_requests_company_id_start_date_idx').on(t.companyId, t.startDate),
    index('vacation_requests_department_id_idx').on(t.departmentId),
    index('vacation_requests_status_idx').on(t.status),
    check('vacation_requests_type_check', sql.raw(`type IN (${ABSENCE_TYPES.map((v) => `'${v}'`).join(', ')})`)),
    check('vacation_requests_status_check', sql.raw(`status IN (${ABSENCE_STATUSES.map((v) => `'${v}'`).join(', ')})`)),
    check('vacation_requests_dates_check', sql`end_date >= start_date`),
    check('vacation_requests_hours_check', sql`hours >= 0`),
  ],
);

export type VacationRequestRow = typeof vacationRequests.$inferSelect;

// Employee cards (issue 15): the QR code of a card is its random id, the Code 128 barcode its
// random number; a revoked card's codes stop working at once. One active card per person.
export const employeeCards = sqliteTable(
  'employee_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status', { enum: CARD_STATUSES }).notNull().default('active'),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('employee_cards_number_unique').on(t.number),
    index('employee_cards_user_id_idx').on(t.userId),
    uniqueIndex('employee_cards_one_active_unique').on(t.userId).where(sql`status = 'active'`),
  ],
);

export type EmployeeCardRow = typeof employeeCards.$inferSelect;

// Shift entries (issue 15): check-in sheets of a company (and optionally a department) that admins
// open, scan people into and close. A row is one person's stay: start at the first scan, end at the
// second (or when the entry closes). One open row per person and entry, under concurrency too.
export const shiftEntries = sqliteTable(
  'shift_entries',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: SHIFT_ENTRY_STATUSES }).notNull().default('opened'),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    // When on, a scan also starts (first) or stops (second) the person's day shift of today.
    clockIn: integer('clock_in', { mode: 'boolean' }).notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (
    t,
  ) => [
    index('shift_entries_company_created_idx').on(t.companyId, t.createdAt),
    index('shift_entries_status_idx').on(t.status, t.createdAt),
  ],
);

export type ShiftEntryRow = typeof shiftEntries.$inferSelect;

export const shiftEntryRows = sqliteTable(
  'shift_entry_rows',
  {
    id: text('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => shiftEntries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The person's department when scanned in (their current employment in the entry's company).
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    endAt: integer('end_at', { mode: 'timestamp_ms' }),
    // The day shift a clock-in entry started (null otherwise).
    shiftId: text('shift_id').references(() => dayShifts.id, { onDelete: 'set null' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('shift_entry_rows_entry_start_idx').on(t.entryId, t.startAt),
    index('shift_entry_rows_user_idx').on(t.userId),
    uniqueIndex('shift_entry_rows_one_open_unique').on(t.entryId, t.userId).where(sql`end_at IS NULL`),
  ],
);

export type ShiftEntryPersonRow = typeof shiftEntryRows.$inferSelect;

// Usage telemetry (issue 16): counts per UTC day, written in batches from memory (features/telemetry),
// the distinct users active each day (DAU; MAU is the distinct users of a month's days), and each
// month's aggregate that invoice drafts are made from.
export const usageDaily = sqliteTable('usage_daily', {
  day: text('day').primaryKey(),
  api: integer('api').notNull().default(0),
  push: integer('push').notNull().default(0),
  pdf: integer('pdf').notNull().default(0),
});

export const usageActiveUsers = sqliteTable(
  'usage_active_users',
  {
    day: text('day').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

export const usageMonthly = sqliteTable('usage_monthly', {
  /** 'YYYY-MM'. */
  month: text('month').primaryKey(),
  mau: integer('mau').notNull(),
  api: integer('api').notNull(),
  push: integer('push').notNull(),
  pdf: integer('pdf').notNull(),
  computedAt: integer('computed_at', { mode: 'timestamp_ms' }).notNull(),
});

export type UsageMonthlyRow = typeof usageMonthly.$inferSelect;
