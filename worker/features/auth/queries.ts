// The login rate limit's SQL: the failures of an email from an address, reserved, read and cleared.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Takes one of `max` password checks of an email from an address since `since` (epoch ms), or
 * answers null when they are all taken. One conditional INSERT: SQLite runs it under the
 * database's write lock (a write statement takes it before its sub-select reads), so concurrent
 * requests, and other processes or instances on the same database, cannot all see a free slot.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  now: number,
  since: number,
  max: number,
): Promise<number | null> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginFailures} (${sql.identifier(loginFailures.email.name)}, ${sql.identifier(loginFailures.ip.name)}, ${
    sql.identifier(loginFailures.at.name)
  })
    SELECT ${email}, ${ip}, ${now}
    WHERE (
      SELECT count(*) FROM ${loginFailures}
      WHERE ${loginFailures.email} = ${email} AND ${loginFailures.ip} = ${ip} AND ${loginFailures.at} > ${since}
    ) < ${max}
    RETURNING ${sql.identifier(loginFailures.id.name)} AS id`);
  return rows[0]?.id ?? null;
}

/** When the oldest failure of an email from an address after `since` happened; null when none. */
export async function oldestFailureSince(db: Db, email: string, ip: string, since: Date): Promise<Date | null> {
  const recent = and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, since));
  const [oldest] = await db.select({ at: loginFailures.at }).from(loginFailures).where(recent).orderBy(loginFailures.at).limit(1);
  return oldest?.at ?? null;
}

export async function deleteFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

export async function deleteFailure(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function deleteFailuresOf(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
