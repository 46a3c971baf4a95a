// The schema of every tenant database. One file per tenant locally, one Turso database at the edge.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

import { COUNTRY_CODES, DEFAULT_TIMEZONE } from '../features/org/schemas';
import { ROLES } from '../features/users/roles';

export type { Role } from '../features/users/roles';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

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
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_role_idx').on(t.role)],
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
