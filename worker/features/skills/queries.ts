// The SQL of skills (docs/skills.md): the catalogue, holdings, the company setting, the skills
// plans require and the expiry notices sent.
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { isCurrentRecord } from '../../access/scope';
import type { Db } from '../../db/client';
import type { OrgToday } from '../../lib/today';
import {
  companies,
  employmentRecords,
  openShifts,
  schedulePatterns,
  skillNotices,
  skillSettings,
  skills,
  staffingNeeds,
  staffingOverrides,
  userSkills,
  users,
  type SkillRow,
} from '../../db/schema';
import type { Notice } from './rules/holdings';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Pick<Db, 'select' | 'selectDistinct'>;

export async function listSkillRows(db: Reader): Promise<SkillRow[]> {
  return db.select().from(skills).orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
}

export async function findSkill(db: Reader, id: string): Promise<SkillRow | null> {
  const [row] = await db.select().from(skills).where(eq(skills.id, id)).limit(1);
  return row ?? null;
}

export async function skillsByIds(db: Reader, ids: readonly string[]): Promise<SkillRow[]> {
  if (!ids.length) return [];
  return db.select().from(skills).where(inArray(skills.id, [...ids]));
}

/**
 * Inserts the skill unless the catalogue already has `max`; true when inserted. One conditional
 * INSERT: concurrent creates cannot pass the limit together.
 */
export async function insertSkillWithin(
  db: Db,
  row: { id: string; name: string; description: string | null; createdAt: Date },
  max: number,
): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO skills (id, name, description, created_at)
    SELECT ${row.id}, ${row.name}, ${row.description}, ${row.createdAt.getTime()}
    WHERE (SELECT count(*) FROM skills) < ${max}`);
  return result.rowsAffected > 0;
}

export async function updateSkillRow(db: Db, id: string, changes: Partial<typeof skills.$inferInsert>): Promise<boolean> {
  const rows = await db.update(skills).set(changes).where(eq(skills.id, id)).returning({ id: skills.id });
  return rows.length > 0;
}

/**
 * Deletes a skill: holdings and notices go with it (cascade); open shifts and patterns stop requiring
 * it; the staffing needs and overrides of the skill go too (their column was added without its delete action).
 */
export async function deleteSkillRow(tx: Tx, id: string): Promise<boolean> {
  await tx.delete(staffingNeeds).where(eq(staffingNeeds.skillId, id));
  await tx.delete(staffingOverrides).where(eq(staffingOverrides.skillId, id));
  await tx.update(openShifts).set({ requiredSkillId: null }).where(eq(openShifts.requiredSkillId, id));
  const patterns = await tx
    .select({ id: schedulePatterns.id, shifts: schedulePatterns.shifts })
    .from(schedulePatterns)
    .where(sql`EXISTS (SELECT 1 FROM json_each(${schedulePatterns.shifts}) WHERE json_extract(value, '$.required_skill_id') = ${id})`);
  for (const p of patterns) {
    const shifts = p.shifts.map((s) => (s.required_skill_id === id ? { ...s, required_skill_id: null } : s));
    await tx.update(schedulePatterns).set({ shifts }).where(eq(schedulePatterns.id, p.id));
  }
  const rows = await tx.delete(skills).where(eq(skills.id, id)).returning({ id: skills.id });
  return rows.length > 0;
}

export type HolderRow = { skillId: string; userId: string; fullName: string | null; email: string; validUntil: string | null };

/** Who holds these skills, among the users `visible` admits (undefined: everyone). */
export async function holdersOf(db: Reader, skillIds: readonly string[], visible: SQL | undefined): Promise<HolderRow[]> {
  if (!skillIds.length) return [];
  return db
    .select({
      skillId: userSkills.skillId,
      userId: userSkills.userId,
      fullName: users.fullName,
      email: users.email,
      validUntil: userSkills.validUntil,
    })
    .from(userSkills)
    .innerJoin(users, eq(users.id, userSkills.userId))
    .where(and(inArray(userSkills.skillId, [...skillIds]), visible))
    .orderBy(sql`${userSkills.validUntil} IS NULL`, asc(userSkills.validUntil), asc(users.sortKey), asc(users.email));
}

export type HoldingRow = { skillId: string; name: string; validUntil: string | null };

export async function holdingsOf(db: Reader, userId: string): Promise<HoldingRow[]> {
  return db
    .select({ skillId: userSkills.skillId, name: skills.name, validUntil: userSkills.validUntil })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.userId, userId))
    .orderBy(asc(sql`lower(${skills.name})`));
}

/** Replaces a person's holdings with `list` (in the caller's transaction). */
export async function replaceHoldings(
  tx: Tx,
  userId: string,
  list: readonly { skillId: string; validUntil: string | null }[],
  now: Date,
): Promise<void> {
  await tx.delete(userSkills).where(eq(userSkills.userId, userId));
  if (list.length) {
    await tx.insert(userSkills).values(list.map((h) => ({ userId, skillId: h.skillId, validUntil: h.validUntil, createdAt: now })));
  }
}

/** The holdings of these people of these skills: user id -> skill id -> valid until. */
export async function holdingsByUser(
  db: Reader,
  userIds: readonly string[],
  skillIds: readonly string[],
): Promise<Map<string, Map<string, string | null>>> {
  const out = new Map<string, Map<string, string | null>>();
  if (!userIds.length || !skillIds.length) return out;
  const rows = await db
    .select({ userId: userSkills.userId, skillId: userSkills.skillId, validUntil: userSkills.validUntil })
    .from(userSkills)
    .where(and(inArray(userSkills.userId, [...userIds]), inArray(userSkills.skillId, [...skillIds])));
  for (const r of rows) {
    const held = out.get(r.userId) ?? new Map<string, string | null>();
    held.set(r.skillId, r.validUntil);
    out.set(r.userId, held);
  }
  return out;
}

/** The skill a company's setting: 'warn' without a row. */
export async function skillSettingsOf(db: Reader, companyId: string): Promise<{ mode: 'warn' | 'block'; updatedAt: Date | null }> {
  const [row] = await db
    .select({ mode: skillSettings.skillConflicts, updatedAt: skillSettings.updatedAt })
    .from(skillSettings)
    .where(eq(skillSettings.companyId, companyId))
    .limit(1);
  return { mode: row?.mode ?? 'warn', updatedAt: row?.updatedAt ?? null };
}

export async function saveSkillSettings(db: Db, companyId: string, mode: 'warn' | 'block', by: string, now: Date): Promise<void> {
  await db
    .insert(skillSettings)
    .values({ companyId, skillConflicts: mode, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: skillSettings.companyId, set: { skillConflicts: mode, updatedBy: by, updatedAt: now } });
}

/** The skills these patterns' shifts require: pattern id -> shift type -> skill id. */
export async function patternRequirements(db: Reader, patternIds: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (!patternIds.length) return out;
  const rows = await db
    .select({ id: schedulePatterns.id, shifts: schedulePatterns.shifts })
    .from(schedulePatterns)
    .where(inArray(schedulePatterns.id, [...patternIds]));
  for (const r of rows) {
    const byType = new Map<string, string>();
    for (const s of r.shifts) if (s.required_skill_id) byType.set(s.type, s.required_skill_id);
    out.set(r.id, byType);
  }
  return out;
}

/** The skills these open shifts require: open shift id -> skill id. */
export async function openShiftRequirements(db: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: openShifts.id, skillId: openShifts.requiredSkillId })
    .from(openShifts)
    .where(and(inArray(openShifts.id, [...ids]), isNotNull(openShifts.requiredSkillId)));
  return new Map(rows.map((r) => [r.id, r.skillId!]));
}

export async function skillNames(db: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await skillsByIds(db, ids)).map((s) => [s.id, s.name]));
}

/** The zone of the tenant's first company (its "today" for skills), or null without companies. */
export async function tenantZone(db: Reader): Promise<string | null> {
  const [row] = await db.select({ zone: companies.timezone }).from(companies).orderBy(asc(companies.createdAt)).limit(1);
  return row?.zone ?? null;
}

export type ExpiringRow = { userId: string; skillId: string; name: string; validUntil: string; sent: Notice[] };

/** Holdings valid until `horizon` at the latest, with the notices already sent for their date. */
export async function expiringHoldings(db: Reader, horizon: string): Promise<ExpiringRow[]> {
  const rows = await db
    .select({
      userId: userSkills.userId,
      skillId: userSkills.skillId,
      name: skills.name,
      validUntil: userSkills.validUntil,
      sent: sql<string | null>`(SELECT json_group_array(${skillNotices.notice}) FROM ${skillNotices}
        WHERE ${skillNotices.userId} = ${userSkills.userId} AND ${skillNotices.skillId} = ${userSkills.skillId}
        AND ${skillNotices.validUntil} = ${userSkills.validUntil})`,
    })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(and(isNotNull(userSkills.validUntil), lte(userSkills.validUntil, horizon)));
  return rows.map((r) => ({
    userId: r.userId,
    skillId: r.skillId,
    name: r.name,
    validUntil: r.validUntil!,
    sent: r.sent ? (JSON.parse(r.sent) as Notice[]) : [],
  }));
}

/** Records notices as sent; false when another run recorded one first (nothing is sent twice). */
export async function recordNotice(
  tx: Tx,
  row: { userId: string; skillId: string; validUntil: string; notice: Notice },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(skillNotices)
    .values({ ...row, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: skillNotices.userId });
  return inserted.length > 0;
}

/**
 * The admins of these people: active admins employed now in a company where the person is
 * employed now. Person id -> admin ids.
 */
export async function adminsOf(db: Reader, userIds: readonly string[], today: OrgToday): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!userIds.length) return out;
  const theirs = alias(employmentRecords, 'their_record');
  const admins = alias(employmentRecords, 'admin_record');
  const adminUsers = alias(users, 'admin_user');
  const rows = await db
    .selectDistinct({ userId: theirs.userId, adminId: admins.userId })
    .from(theirs)
    .innerJoin(admins, eq(admins.companyId, theirs.companyId))
    .innerJoin(adminUsers, eq(adminUsers.id, admins.userId))
    .where(
      and(
        inArray(theirs.userId, [...userIds]),
        isCurrentRecord(today, theirs),
        isCurrentRecord(today, admins),
        eq(adminUsers.role, 'admin'),
        eq(adminUsers.isActive, true),
      ),
    );
  for (const r of rows) {
    if (r.adminId === r.userId) continue;
    out.set(r.userId, [...(out.get(r.userId) ?? []), r.adminId]);
  }
  return out;
}

/** People's names (their e-mail when they have none). */
export async function namesOf(db: Reader, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(
    inArray(users.id, [...ids]),
  );
  return new Map(rows.map((r) => [r.id, r.fullName || r.email]));
}
