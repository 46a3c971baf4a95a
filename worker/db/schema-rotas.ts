// The tenant tables of rotas (issue 17): calendar feeds, labour-law settings, the plan's change log
// and pattern applications, crews, open shifts and swaps. Re-exported by schema.ts; they reference
// the tables of schema-core.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CALENDAR_FEED_SCOPES } from '../features/calendar-feeds/kinds';
import { PLAN_CHANGE_ACTIONS } from '../features/schedule/plan-kinds';
import { CLAIM_STATUSES, OPEN_SHIFT_STATUSES, SWAP_KINDS, SWAP_STATUSES } from '../features/shift-market/kinds';
import { createdAt } from './columns';
import { companies, dayShifts, departments, schedulePatterns, users } from './schema-core';
import { skills } from './schema-skills';

// Calendar feeds (issue 17, docs/calendar-feeds.md): a person's private ICS address of their own
// shifts and absences, or an admin's of a department. Only a SHA-256 of the token is kept; the
// address is shown once. Revoking deletes the row; replacing writes a new hash (the old address
// stops at once). At most one feed per owner and target, whatever two requests do at once.
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: CALENDAR_FEED_SCOPES }).notNull(),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** When the address was last replaced (null: never). */
    replacedAt: integer('replaced_at', { mode: 'timestamp_ms' }),
    /** When a calendar app last read it (written at most every few minutes). */
    lastFetchedAt: integer('last_fetched_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    uniqueIndex('calendar_feeds_one_user_feed').on(t.userId).where(sql`scope = 'user'`),
    uniqueIndex('calendar_feeds_one_department_feed').on(t.userId, t.departmentId).where(sql`scope = 'department'`),
    index('calendar_feeds_department_id_idx').on(t.departmentId),
    check(
      'calendar_feeds_scope_check',
      sql`(scope = 'user' AND department_id IS NULL) OR (scope = 'department' AND department_id IS NOT NULL)`,
    ),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

// ---------------------------------------------------------------------------------- labour law
// Labour-law checks (features/labour-law, docs/labour-law.md): a company's settings. No row means
// the defaults (every rule a warning, basic working time, 1-month settlement, 150 h overtime).
export const labourLawSettings = sqliteTable('labour_law_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Rule id -> 'warn' | 'block'; a rule not listed is a warning. */
  modes: text('modes', { mode: 'json' }).$type<Record<string, 'warn' | 'block'>>().notNull().default({}),
  workingTimeSystem: text('working_time_system', { enum: ['basic', 'equivalent'] }).notNull().default('basic'),
  settlementMonths: integer('settlement_months').notNull().default(1),
  overtimeLimitHours: integer('overtime_limit_hours').notNull().default(150),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

export type LabourLawSettingsRow = typeof labourLawSettings.$inferSelect;

// Plan edits (issue: crews, plan changes, labour law; docs/plan-edits.md): every change of the plan
// is recorded. A single edit writes one row per shift (add, change, remove, move) beside the shift;
// an apply of a pattern writes ONE row (action 'apply', no shift, the request and counts in `after`)
// however many shifts it plans: a shift's history shows 'planned by pattern X' from the apply row
// of its pattern written at the instant the shift was created (day_shifts.created_at).
export const planChanges = sqliteTable(
  'plan_changes',
  {
    id: text('id').primaryKey(),
    // No foreign key: the log outlives the shift (a removed shift keeps its history).
    shiftId: text('shift_id'),
    // The shift's owner and date (after a move: the new ones); null for an apply row.
    userId: text('user_id'),
    date: text('date'),
    action: text('action', { enum: PLAN_CHANGE_ACTIONS }).notNull(),
    // The plan before and after ({user_id, date, type, start, end, color}); an apply row keeps
    // {request, counts} in `after`.
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    // The pattern an apply row applied (no foreign key either: the log outlives the pattern).
    patternId: text('pattern_id'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: integer('changed_at', { mode: 'timestamp_ms' }).notNull(),
    note: text('note'),
  },
  (t) => [
    index('plan_changes_shift_id_idx').on(t.shiftId),
    index('plan_changes_user_id_date_idx').on(t.userId, t.date),
    index('plan_changes_pattern_id_changed_at_idx').on(t.patternId, t.changedAt),
  ],
);

export type PlanChangeRow = typeof planChanges.$inferSelect;

// Each application of a pattern (the apply request as it was given, crews or users or department),
// so that an edited pattern can be re-applied to the same targets from a date on.
export const patternApplications = sqliteTable(
  'pattern_applications',
  {
    id: text('id').primaryKey(),
    patternId: text('pattern_id')
      .notNull()
      .references(() => schedulePatterns.id, { onDelete: 'cascade' }),
    request: text('request', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    appliedBy: text('applied_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: integer('applied_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('pattern_applications_pattern_id_idx').on(t.patternId, t.appliedAt)],
);

export type PatternApplicationRow = typeof patternApplications.$inferSelect;

// Crews (issue 17, docs/crews.md): named crews of a department (A, B, C, D) that a pattern is
// applied to with an offset each. A person is in at most one crew of a department: the unique
// index on (department_id, user_id) of crew_members, which repeats the crew's department.
export const crews = sqliteTable(
  'crews',
  {
    id: text('id').primaryKey(),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('crews_department_name_unique').on(t.departmentId, t.name)],
);

export type CrewRow = typeof crews.$inferSelect;

export const crewMembers = sqliteTable(
  'crew_members',
  {
    crewId: text('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.crewId, t.userId] }),
    uniqueIndex('crew_members_department_user_unique').on(t.departmentId, t.userId),
    index('crew_members_user_idx').on(t.userId),
  ],
);

export type CrewMemberRow = typeof crewMembers.$inferSelect;
// Open shifts and shift swaps (issue 17, docs/shift-market.md). An open shift is a planned shift
// nobody holds yet, offered to a department for `places` people: employees claim it, an admin
// approves claims (each approval plans the claimant's day shift) until `filled` reaches `places`.
// A swap offers one planned day shift to the colleagues of a department: as a giveaway, or as a
// swap for one of the taker's own shifts; an admin approves, and both plans change at once.
export const openShifts = sqliteTable(
  'open_shifts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    type: text('type').notNull(),
    plannedStart: text('planned_start').notNull(),
    plannedEnd: text('planned_end').notNull(),
    color: text('color').notNull(),
    plannedMinutes: integer('planned_minutes').notNull(),
    plannedStartAt: integer('planned_start_at', { mode: 'timestamp_ms' }).notNull(),
    plannedEndAt: integer('planned_end_at', { mode: 'timestamp_ms' }).notNull(),
    places: integer('places').notNull(),
    // Approved claims; approvals raise it only while it is below `places` (one conditional update).
    filled: integer('filled').notNull().default(0),
    status: text('status', { enum: OPEN_SHIFT_STATUSES }).notNull().default('open'),
    note: text('note'),
    /** The skill a person needs to take it (docs/skills.md); null when none, and when the skill is deleted. */
    requiredSkillId: text('required_skill_id').references(() => skills.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (
    t,
  ) => [index('open_shifts_department_date_idx').on(t.departmentId, t.date), index('open_shifts_company_date_idx').on(t.companyId, t.date)],
);

export const openShiftClaims = sqliteTable(
  'open_shift_claims',
  {
    id: text('id').primaryKey(),
    openShiftId: text('open_shift_id')
      .notNull()
      .references(() => openShifts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    // The day shift an approval planned.
    shiftId: text('shift_id').references(() => dayShifts.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('open_shift_claims_shift_user_unique').on(t.openShiftId, t.userId), index('open_shift_claims_user_idx').on(t.userId)],
);

export const shiftSwaps = sqliteTable(
  'shift_swaps',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The offerer's department when offering: its colleagues may take the offer.
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    // The offered day shift; the offer goes with it.
    shiftId: text('shift_id')
      .notNull()
      .references(() => dayShifts.id, { onDelete: 'cascade' }),
    // Copied from the shift, so that the offer still reads after the shift moved.
    shiftDate: text('shift_date').notNull(),
    offeredBy: text('offered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SWAP_KINDS }).notNull(),
    // For a swap: the taker's shift given back, chosen on accepting.
    counterShiftId: text('counter_shift_id').references(() => dayShifts.id, { onDelete: 'set null' }),
    counterShiftDate: text('counter_shift_date'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    status: text('status', { enum: SWAP_STATUSES }).notNull().default('offered'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // One live offer per shift (offered or accepted); closed ones stay as history.
    uniqueIndex('shift_swaps_one_live_per_shift').on(t.shiftId).where(sql`status IN ('offered', 'accepted')`),
    index('shift_swaps_department_idx').on(t.departmentId, t.status),
    index('shift_swaps_company_idx').on(t.companyId, t.status),
  ],
);

export type OpenShiftRow = typeof openShifts.$inferSelect;
export type OpenShiftClaimRow = typeof openShiftClaims.$inferSelect;
export type ShiftSwapRow = typeof shiftSwaps.$inferSelect;
