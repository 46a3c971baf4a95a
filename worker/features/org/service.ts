// Companies and departments (spec/product-rules.md "Roles", docs/decisions.md "Organisation").
// No HTTP here: routes pass the request context (lib/request-context.ts).
import { and, asc, count, countDistinct, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { companies, departments, employmentRecords, users, type CompanyRow } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound, ValidationError, type ValidationIssue } from '../../lib/errors';
import type {
  CompaniesPublic,
  CompanyCreate,
  CompanyPublic,
  CompanyUpdate,
  DepartmentCreate,
  DepartmentPublic,
  DepartmentsPublic,
  DepartmentSummary,
  DepartmentUpdate,
  ListCompaniesQuery,
  ListDepartmentsQuery,
} from './schemas';
import {
  currentCompanyIds,
  currentCompanyIdsQuery,
  currentDepartmentIds,
  currentDepartmentIdsQuery,
  isCurrentRecord,
} from './scope';
import { normalizeNip, normalizeRegon } from './tax-ids';
import type { Actor, RequestContext } from '../../lib/request-context';
import { forgetZones, type OrgToday } from '../../lib/today';


const iso = (date: Date | null) => (date ? date.toISOString() : null);
const orNull = (value: string | null | undefined) => value || null;

// ---------------------------------------------------------------------------------- companies

export function toCompanyPublic(row: CompanyRow, depts: DepartmentSummary[]): CompanyPublic {
  return {
    id: row.id,
    name: row.name,
    nip: row.nip,
    regon: row.regon,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    extra_fields: row.extraFields,
    timezone: row.timezone,
    country: row.country,
    auto_confirm_enabled: row.autoConfirmEnabled,
    auto_confirm_tolerance_minutes: row.autoConfirmToleranceMinutes,
    departments: depts,
    created_at: row.createdAt.toISOString(),
    updated_at: iso(row.updatedAt),
  };
}

/** NIP and REGON as stored (digits only); a failed checksum is a 422 on its field. */
function taxIds(input: { nip?: string | null; regon?: string | null }) {
  const issues: ValidationIssue[] = [];
  const out: { nip?: string | null; regon?: string | null } = {};
  if (input.nip !== undefined) {
    out.nip = input.nip ? normalizeNip(input.nip) : null;
    if (input.nip && !out.nip) {
      issues.push({ loc: ['body', 'nip'], msg: 'Invalid NIP: 10 digits with a valid checksum', type: 'value_error' });
    }
  }
  if (input.regon !== undefined) {
    out.regon = input.regon ? normalizeRegon(input.regon) : null;
    if (input.regon && !out.regon) {
      issues.push({ loc: ['body', 'regon'], msg: 'Invalid REGON: 9 or 14 digits with a valid checksum', type: 'value_error' });
    }
  }
  if (issues.length) throw new ValidationError(issues);
  return out;
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** The departments of these companies that the actor may read, grouped by company. */
async function departmentSummaries(
  db: Db,
  actor: Actor,
  companyIds: string[],
  today: OrgToday,
): Promise<Map<string, DepartmentSummary[]>> {
  const byCompany = new Map<string, DepartmentSummary[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return byCompany;
  const filters: SQL[] = [inArray(departments.companyId, companyIds)];
  if (actor.role === 'user') filters.push(inArray(departments.id, currentDepartmentIdsQuery(db, actor.id, today)));
  const rows = await db
    .select({ id: departments.id, name: departments.name, companyId: departments.companyId })
    .from(departments)
    .where(and(...filters))
    .orderBy(asc(sql`${departments.name} COLLATE NOCASE`), asc(departments.id));
  for (const row of rows) byCompany.get(row.companyId)?.push({ id: row.id, name: row.name });
  return byCompany;
}

async function companyPublic(db: Db, actor: Actor, row: CompanyRow, today: OrgToday): Promise<CompanyPublic> {
  const depts = await departmentSummaries(db, actor, [row.id], today);
  return toCompanyPublic(row, depts.get(row.id) ?? []);
}

/** The company, when the actor may act on it: superadmins anywhere, others in their companies. */
async function companyFor(db: Db, actor: Actor, id: string, today: OrgToday): Promise<CompanyRow> {
  const row = await findCompany(db, id);
  if (!row) throw notFound('org.company_not_found');
  if (actor.role !== 'superadmin' && !(await currentCompanyIds(db, actor.id, today)).includes(id)) {
    throw forbidden('org.not_your_company');
  }
  return row;
}

export async function createCompany(ctx: RequestContext, input: CompanyCreate): Promise<CompanyPublic> {
  const { db, actor } = ctx;
  if (actor.role !== 'superadmin') throw forbidden('org.create_requires_superadmin');
  const ids = taxIds(input);
  const [row] = await db
    .insert(companies)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      nip: ids.nip ?? null,
      regon: ids.regon ?? null,
      address: orNull(input.address),
      phone: orNull(input.phone),
      email: orNull(input.email?.toLowerCase()),
      website: orNull(input.website),
      description: orNull(input.description),
      extraFields: input.extra_fields,
      timezone: input.timezone,
      country: input.country,
      autoConfirmEnabled: input.auto_confirm_enabled,
      autoConfirmToleranceMinutes: input.auto_confirm_tolerance_minutes,
    })
    .returning();
  forgetZones(db);
  return toCompanyPublic(row!, []);
}

export async function listCompanies(ctx: RequestContext, query: ListCompaniesQuery): Promise<CompaniesPublic> {
  const { db, actor, orgToday: today } = ctx;
  const where = actor.role === 'superadmin' ? undefined : inArray(companies.id, currentCompanyIdsQuery(db, actor.id, today));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(sql`${companies.name} COLLATE NOCASE`), asc(companies.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const depts = await departmentSummaries(db, actor, rows.map((r) => r.id), today);
  return { data: rows.map((row) => toCompanyPublic(row, depts.get(row.id) ?? [])), count: total?.n ?? 0 };
}

export async function getCompany(ctx: RequestContext, id: string): Promise<CompanyPublic> {
  const { db, actor, orgToday: today } = ctx;
  return companyPublic(db, actor, await companyFor(db, actor, id, today), today);
}

export async function updateCompany(ctx: RequestContext, id: string, input: CompanyUpdate): Promise<CompanyPublic> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  await companyFor(db, actor, id, today);
  const ids = taxIds(input);
  const changes: Partial<typeof companies.$inferInsert> = { ...ids, updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.address !== undefined) changes.address = orNull(input.address);
  if (input.phone !== undefined) changes.phone = orNull(input.phone);
  if (input.email !== undefined) changes.email = orNull(input.email?.toLowerCase());
  if (input.website !== undefined) changes.website = orNull(input.website);
  if (input.description !== undefined) changes.description = orNull(input.description);
  if (input.extra_fields !== undefined) changes.extraFields = input.extra_fields;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  if (input.country !== undefined) changes.country = input.country;
  if (input.auto_confirm_enabled !== undefined) changes.autoConfirmEnabled = input.auto_confirm_enabled;
  if (input.auto_confirm_tolerance_minutes !== undefined) {
    changes.autoConfirmToleranceMinutes = input.auto_confirm_tolerance_minutes;
  }
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
  if (!row) throw notFound('org.company_not_found');
  if (input.timezone !== undefined) forgetZones(db);
  return companyPublic(db, actor, row, today);
}

/**
 * Deletes a company that has no departments and no current employees (409 naming what blocks it).
 * Ended employment records go with it. Check and delete share one write transaction.
 */
export async function deleteCompany(ctx: RequestContext, id: string): Promise<void> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role !== 'superadmin') throw forbidden('org.delete_requires_superadmin');
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
    if (!row) throw notFound('org.company_not_found');
    const [depts] = await tx.select({ n: count() }).from(departments).where(eq(departments.companyId, id));
    const [people] = await tx
      .select({ n: countDistinct(employmentRecords.userId) })
      .from(employmentRecords)
      .where(and(eq(employmentRecords.companyId, id), isCurrentRecord(today)));
    const blockers = { departments: depts?.n ?? 0, employees: people?.n ?? 0 };
    if (blockers.departments || blockers.employees) throw conflict('org.company_not_empty', blockers);
    await tx.delete(companies).where(eq(companies.id, id));
  });
}

// -------------------------------------------------------------------------------- departments

const creator = alias(users, 'creator');
const departmentColumns = {
  ...getTableColumns(departments),
  companyName: companies.name,
  creatorId: creator.id,
  creatorEmail: creator.email,
  creatorName: creator.fullName,
};

function selectDepartments(db: Db) {
  return db
    .select(departmentColumns)
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .leftJoin(creator, eq(creator.id, departments.createdBy));
}

type DepartmentJoined = Awaited<ReturnType<ReturnType<typeof selectDepartments>['execute']>>[number];

function toDepartmentPublic(row: DepartmentJoined): DepartmentPublic {
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    name: row.name,
    description: row.description,
    extra_data: row.extraData,
    created_by: row.creatorId ? { id: row.creatorId, email: row.creatorEmail!, full_name: row.creatorName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: iso(row.updatedAt),
  };
}

async function findDepartment(db: Db, id: string): Promise<DepartmentJoined | null> {
  const [row] = await selectDepartments(db).where(eq(departments.id, id)).limit(1);
  return row ?? null;
}

/**
 * The department, when the actor may act on it: superadmins anywhere, admins in their companies,
 * users (reading only) in the departments of their current records.
 */
async function departmentFor(db: Db, actor: Actor, id: string, today: OrgToday): Promise<DepartmentJoined> {
  const row = await findDepartment(db, id);
  if (!row) throw notFound('org.department_not_found');
  if (actor.role === 'admin' && !(await currentCompanyIds(db, actor.id, today)).includes(row.companyId)) {
    throw forbidden('org.not_your_company');
  }
  if (actor.role === 'user' && !(await currentDepartmentIds(db, actor.id, today)).includes(row.id)) {
    throw forbidden('org.not_your_department');
  }
  return row;
}

/** The department of a company, for employment records; null when it is unknown or elsewhere. */
export async function departmentOfCompany(db: Db, departmentId: string, companyId: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function createDepartment(ctx: RequestContext, input: DepartmentCreate): Promise<DepartmentPublic> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  await companyFor(db, actor, input.company_id, today);
  const id = crypto.randomUUID();
  try {
    await db.insert(departments).values({
      id,
      companyId: input.company_id,
      name: input.name,
      description: orNull(input.description),
      extraData: input.extra_data,
      createdBy: actor.id,
    });
  } catch (error) {
    // The company was deleted meanwhile.
    if (isForeignKeyViolation(error)) throw notFound('org.company_not_found');
    throw error;
  }
  return toDepartmentPublic((await findDepartment(db, id))!);
}

export async function listDepartments(ctx: RequestContext, query: ListDepartmentsQuery): Promise<DepartmentsPublic> {
  const { db, actor, orgToday: today } = ctx;
  const filters: SQL[] = [];
  if (query.company_id) filters.push(eq(departments.companyId, query.company_id));
  if (actor.role === 'admin') filters.push(inArray(departments.companyId, currentCompanyIdsQuery(db, actor.id, today)));
  if (actor.role === 'user') filters.push(inArray(departments.id, currentDepartmentIdsQuery(db, actor.id, today)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectDepartments(db)
      .where(where)
      .orderBy(asc(sql`${companies.name} COLLATE NOCASE`), asc(sql`${departments.name} COLLATE NOCASE`), asc(departments.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return { data: rows.map(toDepartmentPublic), count: total?.n ?? 0 };
}

export async function getDepartment(ctx: RequestContext, id: string): Promise<DepartmentPublic> {
  const { db, actor, orgToday: today } = ctx;
  return toDepartmentPublic(await departmentFor(db, actor, id, today));
}

export async function updateDepartment(ctx: RequestContext, id: string, input: DepartmentUpdate): Promise<DepartmentPublic> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  await departmentFor(db, actor, id, today);
  const changes: Partial<typeof departments.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = orNull(input.description);
  if (input.extra_data !== undefined) changes.extraData = input.extra_data;
  const updated = await db.update(departments).set(changes).where(eq(departments.id, id)).returning({ id: departments.id });
  if (!updated.length) throw notFound('org.department_not_found');
  return toDepartmentPublic((await findDepartment(db, id))!);
}

/**
 * Deletes a department that has no current employees (409 otherwise). Ended employment records
 * stay with their company and lose the department. Check and delete share one write transaction.
 */
export async function deleteDepartment(ctx: RequestContext, id: string): Promise<void> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  await departmentFor(db, actor, id, today);
  await db.transaction(async (tx) => {
    const [people] = await tx
      .select({ n: countDistinct(employmentRecords.userId) })
      .from(employmentRecords)
      .where(and(eq(employmentRecords.departmentId, id), isCurrentRecord(today)));
    if (people?.n) throw conflict('org.department_not_empty', { employees: people.n });
    const deleted = await tx.delete(departments).where(eq(departments.id, id)).returning({ id: departments.id });
    if (!deleted.length) throw notFound('org.department_not_found');
  });
}
