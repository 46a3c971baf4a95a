// SQL of crews (docs/crews.md): the crews of a department with their members, and membership writes.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crewMembers, crews, users, type CrewRow } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CrewChanges = Partial<typeof crews.$inferInsert>;

export type CrewWithMembers = CrewRow & { members: { userId: string; fullName: string | null; email: string }[] };

export async function findCrew(db: Reader, id: string): Promise<CrewRow | null> {
  const [row] = await db.select().from(crews).where(eq(crews.id, id)).limit(1);
  return row ?? null;
}

export async function findCrews(db: Reader, ids: string[]): Promise<CrewRow[]> {
  if (!ids.length) return [];
  return db.select().from(crews).where(inArray(crews.id, ids));
}

/** The crews of a department (by sort order, then name) with their members (by name, then email). */
export async function departmentCrews(db: Reader, departmentId: string, onlyCrewId?: string): Promise<CrewWithMembers[]> {
  const where = onlyCrewId ? and(eq(crews.departmentId, departmentId), eq(crews.id, onlyCrewId)) : eq(crews.departmentId, departmentId);
  const rows = await db.select().from(crews).where(where).orderBy(asc(crews.sortOrder), asc(crews.name), asc(crews.id));
  if (!rows.length) return [];
  const members = await db
    .select({
      crewId: crewMembers.crewId,
      userId: crewMembers.userId,
      fullName: users.fullName,
      email: users.email,
      sortKey: users.sortKey,
    })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(
      inArray(
        crewMembers.crewId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.sortKey), asc(users.email));
  const byCrew = new Map<string, CrewWithMembers['members']>(rows.map((r) => [r.id, []]));
  for (const m of members) byCrew.get(m.crewId)!.push({ userId: m.userId, fullName: m.fullName, email: m.email });
  return rows.map((r) => ({ ...r, members: byCrew.get(r.id)! }));
}

/** Member user ids of these crews, crew by crew, in the order of the users list (name, then email). */
export async function crewMemberIds(db: Reader, crewIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(crewIds.map((id) => [id, []]));
  if (!crewIds.length) return result;
  const rows = await db
    .select({ crewId: crewMembers.crewId, userId: crewMembers.userId })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(inArray(crewMembers.crewId, crewIds))
    .orderBy(asc(users.sortKey), asc(users.email));
  for (const r of rows) result.get(r.crewId)?.push(r.userId);
  return result;
}

/** Where these people are now in the department's crews: user id -> crew. */
export async function membershipsIn(tx: Tx, departmentId: string, userIds: string[]) {
  if (!userIds.length) return [];
  return tx
    .select({ userId: crewMembers.userId, crewId: crewMembers.crewId, crewName: crews.name })
    .from(crewMembers)
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .where(and(eq(crewMembers.departmentId, departmentId), inArray(crewMembers.userId, userIds)));
}

/**
 * Inserts the crew unless its department already has `max`; true when inserted. One conditional
 * INSERT: SQLite runs it under the write lock, so concurrent creates cannot pass the limit together.
 */
export async function insertCrewWithin(
  db: Db,
  row: { id: string; departmentId: string; name: string; sortOrder: number; createdAt: Date },
  max: number,
): Promise<boolean> {
  const column = (c: { name: string }) => sql.identifier(c.name);
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${crews} (${column(crews.id)}, ${column(crews.departmentId)}, ${column(crews.name)}, ${column(crews.sortOrder)}, ${
    column(crews.createdAt)
  })
    SELECT ${row.id}, ${row.departmentId}, ${row.name}, ${row.sortOrder}, ${row.createdAt.getTime()}
    WHERE (SELECT count(*) FROM ${crews} WHERE ${crews.departmentId} = ${row.departmentId}) < ${max}
    RETURNING ${column(crews.id)} AS id`);
  return inserted.length > 0;
}

export async function updateCrewRow(db: Db, id: string, changes: CrewChanges): Promise<void> {
  await db.update(crews).set(changes).where(eq(crews.id, id));
}

/** False when the crew was already gone. */
export async function deleteCrewRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(crews).where(eq(crews.id, id)).returning({ id: crews.id });
  return deleted.length > 0;
}

export async function crewExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: crews.id }).from(crews).where(eq(crews.id, id));
  return rows.length > 0;
}

/** Takes out of the crew everyone not listed (everyone, when the list is empty). */
export async function removeMembersExcept(tx: Tx, crewId: string, keptUserIds: string[]): Promise<void> {
  await tx
    .delete(crewMembers)
    .where(
      keptUserIds.length
        ? and(eq(crewMembers.crewId, crewId), notInArray(crewMembers.userId, keptUserIds))
        : eq(crewMembers.crewId, crewId),
    );
}

/** Takes these people out of whichever crew of the department they are in. */
export async function removeFromDepartmentCrews(tx: Tx, departmentId: string, userIds: string[]): Promise<void> {
  await tx.delete(crewMembers).where(and(eq(crewMembers.departmentId, departmentId), inArray(crewMembers.userId, userIds)));
}

/** Adds these people to the crew, 500 rows a statement. */
export async function insertMembers(tx: Tx, crew: { id: string; departmentId: string }, userIds: string[], now: Date): Promise<void> {
  for (let i = 0; i < userIds.length; i += 500) {
    await tx.insert(crewMembers).values(
      userIds.slice(i, i + 500).map((userId) => ({ crewId: crew.id, departmentId: crew.departmentId, userId, createdAt: now })),
    );
  }
}
