// The organisation's SQL: companies, departments, and the counts that block a delete.
import { and, asc, count, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isCurrentRecord } from '../../access/scope';
import type { Db } from '../../db/client';
import { personAs } from '../../db/people';
import { companies, departments, employmentRecords, type CompanyRow } from '../../db/schema';
import type { OrgToday } from '../../lib/today';

type Reader = Pick<Db, 'select'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Page = { limit: number; skip: number };

// ---- companies

export async function findCompany(db: Reader, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function insertCompany(db: Db, row: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [inserted] = await db.insert(companies).values(row).returning();
  return inserted!;
}

export async function companiesPage(db: Db, where: SQL | undefined, page: Page) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`${companies.name} COLLATE NOCASE`), asc(companies.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function updateCompanyRow(db: Db, id: string, changes: Partial<typeof companies.$inferInsert>): Promise<CompanyRow | null> {
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
  return row ?? null;
}

export async function companyExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}

/** What keeps a company: its departments and the people employed there now. */
export async function companyBlockers(tx: Tx, id: string, today: OrgToday) {
  const [depts] = await tx.select({ n: count() }).from(departments).where(eq(departments.companyId, id));
  return { departments: depts?.n ?? 0, employees: await currentEmployees(tx, eq(employmentRecords.companyId, id), today) };
}

export async function deleteCompanyRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, id));
}

// ---- departments

const creator = personAs('creator');

function selectDepartments(db: Reader) {
  return db
    .select({ department: departments, companyName: companies.name, creator: creator.columns })
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .leftJoin(creator.table, eq(creator.table.id, departments.createdBy));
}

/** A department with its company's name and the user who created it (null when gone). */
export type DepartmentJoined = Awaited<ReturnType<ReturnType<typeof selectDepartments>['execute']>>[number];

export async function findDepartment(db: Reader, id: string): Promise<DepartmentJoined | null> {
  const [row] = await selectDepartments(db).where(eq(departments.id, id)).limit(1);
  return row ?? null;
}

/** The departments of these companies under a further condition (a user's own), by name. */
export async function departmentsOf(db: Reader, companyIds: string[], where: SQL | undefined) {
  return db
    .select({ id: departments.id, name: departments.name, companyId: departments.companyId })
    .from(departments)
    .where(and(inArray(departments.companyId, companyIds), where))
    .orderBy(asc(sql`${departments.name} COLLATE NOCASE`), asc(departments.id));
}

/** A page of the departments the caller sees (`visible`), of one company when given, and their count. */
export async function departmentsPage(db: Db, companyId: string | undefined, visible: SQL | undefined, page: Page) {
  const filters: (SQL | undefined)[] = [];
  if (companyId) filters.push(eq(departments.companyId, companyId));
  filters.push(visible);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    selectDepartments(db)
      .where(where)
      .orderBy(asc(sql`${companies.name} COLLATE NOCASE`), asc(sql`${departments.name} COLLATE NOCASE`), asc(departments.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The department of a company, for employment records; null when it is unknown or elsewhere. */
export async function departmentOfCompany(db: Reader, departmentId: string, companyId: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function insertDepartment(db: Db, row: typeof departments.$inferInsert): Promise<void> {
  await db.insert(departments).values(row);
}

export async function updateDepartmentRow(db: Db, id: string, changes: Partial<typeof departments.$inferInsert>): Promise<boolean> {
  const updated = await db.update(departments).set(changes).where(eq(departments.id, id)).returning({ id: departments.id });
  return updated.length > 0;
}

export const departmentEmployees = (tx: Tx, id: string, today: OrgToday) =>
  currentEmployees(tx, eq(employmentRecords.departmentId, id), today);

export async function deleteDepartmentRow(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx.delete(departments).where(eq(departments.id, id)).returning({ id: departments.id });
  return deleted.length > 0;
}

/** How many people have a current employment record matching `where`. */
async function currentEmployees(tx: Tx, where: SQL, today: OrgToday): Promise<number> {
  const [people] = await tx
    .select({ n: countDistinct(employmentRecords.userId) })
    .from(employmentRecords)
    .where(and(where, isCurrentRecord(today)));
  return people?.n ?? 0;
}
