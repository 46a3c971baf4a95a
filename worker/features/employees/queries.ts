// Employment records' SQL: the joined read of the answers, the overlap check and the writes.
import { and, desc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { inCompanies } from '../../access/scope';
import type { Db } from '../../db/client';
import { personAs } from '../../db/people';
import { companies, departments, employmentRecords, type EmploymentRecordRow } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const creator = personAs('record_creator');
const updater = personAs('record_updater');

/** Records under `where` with their company's and department's names and who wrote them, newest first. */
function recordsWhere(db: Reader, where: SQL | undefined) {
  return db
    .select({
      record: employmentRecords,
      companyName: companies.name,
      departmentName: departments.name,
      creator: creator.columns,
      updater: updater.columns,
    })
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .leftJoin(creator.table, eq(creator.table.id, employmentRecords.createdBy))
    .leftJoin(updater.table, eq(updater.table.id, employmentRecords.updatedBy))
    .where(where)
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.createdAt), desc(employmentRecords.id));
}

export type RecordJoined = Awaited<ReturnType<typeof recordsWhere>>[number];

export async function findRecordJoined(db: Reader, id: string): Promise<RecordJoined | null> {
  const [row] = await recordsWhere(db, eq(employmentRecords.id, id)).limit(1);
  return row ?? null;
}

/** A user's records in these companies (null: in every company). */
export function userRecords(db: Reader, userId: string, companyIds: string[] | null) {
  return recordsWhere(db, and(eq(employmentRecords.userId, userId), inCompanies(employmentRecords.companyId, companyIds)));
}

export async function findRecord(db: Reader, id: string): Promise<EmploymentRecordRow | null> {
  const [row] = await db.select().from(employmentRecords).where(eq(employmentRecords.id, id)).limit(1);
  return row ?? null;
}

/** Another record of the same user in the same company whose dates meet [start, end]. */
export async function overlaps(
  db: Reader,
  record: { userId: string; companyId: string; startDate: string; endDate: string | null },
  exceptId?: string,
): Promise<boolean> {
  // [a, b] and [c, d] meet when c <= b and a <= d; an open end is the far future.
  const filters: SQL[] = [
    eq(employmentRecords.userId, record.userId),
    eq(employmentRecords.companyId, record.companyId),
    or(isNull(employmentRecords.endDate), gte(employmentRecords.endDate, record.startDate))!,
  ];
  if (record.endDate) filters.push(lte(employmentRecords.startDate, record.endDate));
  if (exceptId) filters.push(ne(employmentRecords.id, exceptId));
  const [row] = await db.select({ id: employmentRecords.id }).from(employmentRecords).where(and(...filters)).limit(1);
  return Boolean(row);
}

export async function insertRecord(tx: Tx, row: typeof employmentRecords.$inferInsert): Promise<void> {
  await tx.insert(employmentRecords).values(row);
}

export async function updateRecordRow(tx: Tx, id: string, changes: Partial<typeof employmentRecords.$inferInsert>): Promise<boolean> {
  const updated = await tx.update(employmentRecords).set(changes).where(eq(employmentRecords.id, id)).returning({
    id: employmentRecords.id,
  });
  return updated.length > 0;
}
