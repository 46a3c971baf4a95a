// The company news tables: items and the companies each is for (none: the whole tenant).
import { and, count, desc, eq, exists, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { inCompanies, isCurrentRecord, type CompanyScope, type Reader } from '../../access/scope';
import type { Db } from '../../db/client';
import { companies, companyNews, companyNewsCompanies, employmentRecords, users, type CompanyNewsRow } from '../../db/schema';
import type { OrgToday } from '../../lib/today';

type Writer = Pick<Db, 'insert' | 'update' | 'delete'>;

/**
 * The items meant for someone in these companies: the tenant-wide ones and those naming one of
 * them. `scope` null: every item (superadmins).
 */
export function newsFor(db: Reader, scope: readonly string[] | CompanyScope, authorId?: string): SQL | undefined {
  if (scope === null) return undefined;
  const forAll = notExists(db.select({ one: sql`1` }).from(companyNewsCompanies).where(eq(companyNewsCompanies.newsId, companyNews.id)));
  const forMine = exists(
    db
      .select({ one: sql`1` })
      .from(companyNewsCompanies)
      .where(and(eq(companyNewsCompanies.newsId, companyNews.id), inCompanies(companyNewsCompanies.companyId, scope))),
  );
  return or(forAll, forMine, authorId ? eq(companyNews.authorId, authorId) : undefined);
}

export async function newsPage(db: Reader, visible: SQL | undefined, page: { skip: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(companyNews).where(visible).orderBy(desc(companyNews.publishedAt), desc(companyNews.id)).limit(page.limit).offset(
      page.skip,
    ),
    db.select({ n: count() }).from(companyNews).where(visible),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findNews(db: Reader, id: string): Promise<CompanyNewsRow | null> {
  const [row] = await db.select().from(companyNews).where(eq(companyNews.id, id)).limit(1);
  return row ?? null;
}

/** The companies of each item (id and name), in name order. */
export async function audiences(db: Reader, ids: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const result = new Map<string, { id: string; name: string }[]>();
  if (!ids.length) return result;
  const rows = await db
    .select({ newsId: companyNewsCompanies.newsId, id: companies.id, name: companies.name })
    .from(companyNewsCompanies)
    .innerJoin(companies, eq(companies.id, companyNewsCompanies.companyId))
    .where(inArray(companyNewsCompanies.newsId, [...ids]))
    .orderBy(companies.name);
  for (const row of rows) result.set(row.newsId, [...(result.get(row.newsId) ?? []), { id: row.id, name: row.name }]);
  return result;
}

export async function existingCompanyIds(db: Reader, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function insertNews(tx: Writer, row: typeof companyNews.$inferInsert, companyIds: readonly string[]): Promise<CompanyNewsRow> {
  const [inserted] = await tx.insert(companyNews).values(row).returning();
  if (companyIds.length) await tx.insert(companyNewsCompanies).values(companyIds.map((companyId) => ({ newsId: row.id, companyId })));
  return inserted!;
}

export async function updateNewsRow(
  tx: Writer,
  id: string,
  changes: Partial<CompanyNewsRow>,
  companyIds?: readonly string[],
): Promise<CompanyNewsRow | null> {
  const [row] = await tx.update(companyNews).set(changes).where(eq(companyNews.id, id)).returning();
  if (row && companyIds) {
    await tx.delete(companyNewsCompanies).where(eq(companyNewsCompanies.newsId, id));
    if (companyIds.length) await tx.insert(companyNewsCompanies).values(companyIds.map((companyId) => ({ newsId: id, companyId })));
  }
  return row ?? null;
}

export async function deleteNewsRow(db: Writer, id: string): Promise<boolean> {
  const rows = await db.delete(companyNews).where(eq(companyNews.id, id)).returning({ id: companyNews.id });
  return rows.length > 0;
}

/** Whether another item still shows this image (as its image or in its text). */
export async function imageUsedElsewhere(db: Reader, url: string, exceptId: string): Promise<boolean> {
  const escaped = url.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await db
    .select({ id: companyNews.id })
    .from(companyNews)
    .where(and(ne(companyNews.id, exceptId), or(eq(companyNews.image, url), sql`${companyNews.body} LIKE ${`%${escaped}%`} ESCAPE '\\'`)))
    .limit(1);
  return Boolean(row);
}

/** The active users an item is for: everyone (no companies), or those employed now in its companies. */
export async function readerIds(db: Reader, companyIds: readonly string[], today: OrgToday): Promise<string[]> {
  const employedThere = companyIds.length
    ? inArray(
      users.id,
      db
        .select({ id: employmentRecords.userId })
        .from(employmentRecords)
        .where(and(inArray(employmentRecords.companyId, [...companyIds]), isCurrentRecord(today))),
    )
    : undefined;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), employedThere));
  return rows.map((row) => row.id);
}
