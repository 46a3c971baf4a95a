// Who decides a request of a company's people and hears of it (absences, availability changes,
// open-shift claims, swaps): the active admins employed now in the company, else, when it has none,
// the active superadmins. The features ask here instead of each writing the query again.
import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { employmentRecords, users } from '../db/schema';
import type { OrgToday } from '../lib/today';
import { isCurrentRecord, type Reader } from './scope';

/**
 * The deciders for requests of these companies, never anyone in `except` (the person asking, the
 * admin deciding). No company (an admin's own request) goes to the superadmins.
 */
export async function decidersOf(
  db: Reader,
  companyIds: readonly string[],
  today: OrgToday,
  except: readonly string[] = [],
): Promise<string[]> {
  const others: SQL | undefined = except.length ? notInArray(users.id, [...except]) : undefined;
  const admins = companyIds.length
    ? await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(employmentRecords, eq(employmentRecords.userId, users.id))
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.isActive, true),
          inArray(employmentRecords.companyId, [...companyIds]),
          isCurrentRecord(today),
          others,
        ),
      )
    : [];
  if (admins.length) return admins.map((r) => r.id);
  const supers = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'superadmin'), eq(users.isActive, true), others));
  return supers.map((r) => r.id);
}

/**
 * Who decides a person's own request (an absence): a user's goes to the admins of their company,
 * an admin's or a superadmin's to the superadmins; never to the person.
 */
export const requestDeciders = (db: Reader, owner: { id: string; role: string }, companyId: string | null, today: OrgToday) =>
  decidersOf(db, owner.role === 'user' && companyId ? [companyId] : [], today, [owner.id]);
