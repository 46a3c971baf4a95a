// The SQL of QR codes and employee cards: the cards, and the person a card or a scan shows (with
// their current employment's company and department).
import { and, desc, eq } from 'drizzle-orm';
import { isCurrentRecord, type Reader } from '../../access/scope';
import type { Db } from '../../db/client';
import { companies, departments, employeeCards, employmentRecords, users, type EmployeeCardRow } from '../../db/schema';
import type { OrgToday } from '../../lib/today';

type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

export type Named = { id: string; name: string };
export type CardPerson = {
  id: string;
  fullName: string | null;
  email: string;
  avatar: string | null;
  company: Named | null;
  department: Named | null;
};

export async function activeCard(db: Reader, userId: string): Promise<EmployeeCardRow | null> {
  const [row] = await db
    .select()
    .from(employeeCards)
    .where(and(eq(employeeCards.userId, userId), eq(employeeCards.status, 'active')))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts the card unless the person already has an active one or the number is taken (the unique
 * indexes decide, so parallel calls cannot make two): the row, or null when nothing was inserted.
 */
export async function insertCardUnlessActive(db: Writer, row: typeof employeeCards.$inferInsert): Promise<EmployeeCardRow | null> {
  const [inserted] = await db.insert(employeeCards).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Revokes the person's active card; answers whether there was one. */
export async function revokeActiveCard(db: Writer, userId: string, at: Date, by: string): Promise<boolean> {
  const revoked = await db
    .update(employeeCards)
    .set({ status: 'revoked', revokedAt: at, revokedBy: by })
    .where(and(eq(employeeCards.userId, userId), eq(employeeCards.status, 'active')))
    .returning({ id: employeeCards.id });
  return revoked.length > 0;
}

/** The person with the company and department of their latest current employment record. */
export async function cardPerson(db: Reader, userId: string, orgToday: OrgToday): Promise<CardPerson | null> {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const [job] = await db
    .select({ companyId: companies.id, companyName: companies.name, departmentId: departments.id, departmentName: departments.name })
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .where(and(eq(employmentRecords.userId, userId), isCurrentRecord(orgToday)))
    .orderBy(desc(employmentRecords.startDate))
    .limit(1);
  return {
    ...user,
    company: job ? { id: job.companyId, name: job.companyName } : null,
    department: job?.departmentId ? { id: job.departmentId, name: job.departmentName! } : null,
  };
}
