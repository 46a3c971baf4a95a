// Staffing needs (issue 32, docs/staffing.md): how many people each shift type of a department
// needs on each weekday (a minimum and an ideal), and dated overrides of them (a stock-take day, a
// holiday). A shift type is the `type` text of a pattern's shift and of a day shift: the schedule
// has no table of shift types. A row with a `skill_id` reads "at least N of the people planned hold
// this skill on that date" (night: 4 people, at least 1 with UDT).
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { departments, users } from './schema-core';
import { skills } from './schema-skills';

export const staffingNeeds = sqliteTable(
  'staffing_needs',
  {
    id: text('id').primaryKey(),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    shiftType: text('shift_type').notNull(),
    /**
     * Null: everyone of the shift type; else only the people holding this skill on the date. The
     * migration adds the column by ALTER TABLE, where drizzle-kit leaves the delete action out: deleting
     * a skill deletes these rows itself (skills' deleteSkillRow).
     */
    skillId: text('skill_id').references(() => skills.id, { onDelete: 'cascade' }),
    // ISO weekday: 1 = Monday ... 7 = Sunday.
    weekday: integer('weekday').notNull(),
    minPeople: integer('min_people').notNull(),
    idealPeople: integer('ideal_people').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // One row without a skill (NULLs are distinct in a unique index: a partial one) and at most one per skill.
    uniqueIndex('staffing_needs_department_type_weekday_unique').on(t.departmentId, t.shiftType, t.weekday).where(
      sql`${t.skillId} IS NULL`,
    ),
    uniqueIndex('staffing_needs_department_type_weekday_skill_unique').on(t.departmentId, t.shiftType, t.weekday, t.skillId),
    index('staffing_needs_skill_id_idx').on(t.skillId),
    check('staffing_needs_weekday', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('staffing_needs_counts', sql`${t.minPeople} >= 0 AND ${t.idealPeople} >= ${t.minPeople} AND ${t.idealPeople} <= 999`),
  ],
);

export const staffingOverrides = sqliteTable(
  'staffing_overrides',
  {
    id: text('id').primaryKey(),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    shiftType: text('shift_type').notNull(),
    /**
     * Null: everyone of the shift type; else only the people holding this skill on the date. The
     * migration adds the column by ALTER TABLE, where drizzle-kit leaves the delete action out: deleting
     * a skill deletes these rows itself (skills' deleteSkillRow).
     */
    skillId: text('skill_id').references(() => skills.id, { onDelete: 'cascade' }),
    // Company-local dates, both included.
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    minPeople: integer('min_people').notNull(),
    idealPeople: integer('ideal_people').notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staffing_overrides_department_dates_idx').on(t.departmentId, t.startDate),
    index('staffing_overrides_skill_id_idx').on(t.skillId),
    check('staffing_overrides_counts', sql`${t.minPeople} >= 0 AND ${t.idealPeople} >= ${t.minPeople} AND ${t.idealPeople} <= 999`),
  ],
);

export type StaffingNeedRow = typeof staffingNeeds.$inferSelect;
export type StaffingOverrideRow = typeof staffingOverrides.$inferSelect;
