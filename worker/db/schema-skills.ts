// The tenant tables of skills (issue 32, docs/skills.md): the tenant's catalogue of skills, who
// holds which (with an optional valid-until date), each company's conflict setting, and the expiry
// notices already sent (so a rerun of the daily job sends nothing twice). Re-exported by schema.ts;
// they reference the tables of schema-core.ts. Open shifts (schema-rotas.ts) and the shifts of a
// pattern (its JSON, validated by the schedule's contract) may require one of these skills.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { companies, users } from './schema-core';

export const skills = sqliteTable(
  'skills',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  // Unique whatever the case (SQLite's lower() folds ASCII; the service compares Unicode-folded too).
  (t) => [uniqueIndex('skills_name_unique').on(sql`lower(${t.name})`)],
);

export type SkillRow = typeof skills.$inferSelect;

export const userSkills = sqliteTable(
  'user_skills',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** The last day the skill is valid (company-local date, 'YYYY-MM-DD'); null: no end. */
    validUntil: text('valid_until'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index('user_skills_skill_id_idx').on(t.skillId)],
);

export type UserSkillRow = typeof userSkills.$inferSelect;

/** A company's skill settings; a company without a row warns. */
export const skillSettings = sqliteTable('skill_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Planning someone without a required skill: answered as a warning, or refused. */
  skillConflicts: text('skill_conflicts', { enum: ['warn', 'block'] }).notNull().default('warn'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});

/**
 * Expiry notices sent: one row per holding, valid-until date and notice ('soon': 30 days ahead,
 * 'expired': on the day). A renewed holding (another date) gets its own notices.
 */
export const skillNotices = sqliteTable(
  'skill_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    validUntil: text('valid_until').notNull(),
    notice: text('notice', { enum: ['soon', 'expired'] }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId, t.validUntil, t.notice] }), index('skill_notices_skill_id_idx').on(t.skillId)],
);
