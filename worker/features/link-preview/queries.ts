// The link preview's SQL: the tenant's cache of previews and the requests counted for the limit.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkPreviewRequests, linkPreviews } from '../../db/schema';
import type { LinkPreviewData } from './schemas';

type Writer = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findCached(db: Db, url: string): Promise<{ data: LinkPreviewData; fetchedAt: Date } | null> {
  const [row] = await db.select().from(linkPreviews).where(eq(linkPreviews.url, url)).limit(1);
  return row ? { data: row.data as LinkPreviewData, fetchedAt: row.fetchedAt } : null;
}

export async function storeCached(db: Db, url: string, data: LinkPreviewData, fetchedAt: Date): Promise<void> {
  await db
    .insert(linkPreviews)
    .values({ url, data, fetchedAt })
    .onConflictDoUpdate({ target: linkPreviews.url, set: { data, fetchedAt } });
}

/** Removes a few expired previews (a bounded amount of work per fetch, so the table never grows stale). */
export async function pruneCached(db: Db, before: Date, limit = 20): Promise<void> {
  await db.run(sql`
    DELETE FROM ${linkPreviews} WHERE ${linkPreviews.url} IN (
      SELECT ${linkPreviews.url} FROM ${linkPreviews} WHERE ${linkPreviews.fetchedAt} < ${before.getTime()} LIMIT ${limit}
    )`);
}

/**
 * Counts a request of the user if fewer than `limit` were counted since `since`: one conditional
 * INSERT, which SQLite runs under the database's write lock (sub-select included), so concurrent
 * requests can never pass the limit. Answers whether it was counted.
 */
export async function countRequest(tx: Writer, userId: string, at: Date, since: Date, limit: number): Promise<boolean> {
  const rows = await tx.all<{ id: number }>(sql`
    INSERT INTO ${linkPreviewRequests} (${sql.identifier(linkPreviewRequests.userId.name)}, ${sql.identifier(linkPreviewRequests.at.name)})
    SELECT ${userId}, ${at.getTime()}
    WHERE (
      SELECT count(*) FROM ${linkPreviewRequests}
      WHERE ${linkPreviewRequests.userId} = ${userId} AND ${linkPreviewRequests.at} > ${since.getTime()}
    ) < ${limit}
    RETURNING ${sql.identifier(linkPreviewRequests.id.name)} AS id`);
  return rows.length > 0;
}

/** The user's requests that left the window (on the (user_id, at) index: cheap). */
export async function pruneRequests(tx: Writer, userId: string, before: Date): Promise<void> {
  await tx.delete(linkPreviewRequests).where(and(eq(linkPreviewRequests.userId, userId), lt(linkPreviewRequests.at, before)));
}

/** When the oldest request of the window leaves it (for Retry-After). */
export async function oldestRequest(db: Db, userId: string, since: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<number>`min(${linkPreviewRequests.at})` })
    .from(linkPreviewRequests)
    .where(and(eq(linkPreviewRequests.userId, userId), sql`${linkPreviewRequests.at} > ${since.getTime()}`));
  return row?.at ? new Date(Number(row.at)) : null;
}
