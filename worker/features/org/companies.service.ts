// Companies (spec/product-rules.md "Roles", docs/decisions.md "Organisation"). Who reaches which
// company is the access module's (worker/access); SQL is queries.ts.
import { requireAccess } from '../../access';
import { companyScope, inCompanies, visibleDepartments } from '../../access/scope';
import type { CompanyRow } from '../../db/schema';
import { companies } from '../../db/schema';
import { conflict, notFound, ValidationError, type ValidationIssue } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { forgetZones } from '../../lib/today';
import { toCompanyPublic } from './answers';
import { companiesPage, companyBlockers, companyExists, deleteCompanyRow, departmentsOf, insertCompany, updateCompanyRow } from './queries';
import type { CompaniesPublic, CompanyCreate, CompanyPublic, CompanyUpdate, DepartmentSummary, ListCompaniesQuery } from './schemas';
import { normalizeNip, normalizeRegon } from './tax-ids';

const orNull = (value: string | null | undefined) => value || null;

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

/** The departments of these companies that the caller may read (users: their own), by company. */
async function departmentSummaries(ctx: RequestContext, companyIds: string[]): Promise<Map<string, DepartmentSummary[]>> {
  const byCompany = new Map<string, DepartmentSummary[]>(companyIds.map((id) => [id, []]));
  if (!companyIds.length) return byCompany;
  const rows = await departmentsOf(ctx.db, companyIds, visibleDepartments(ctx));
  for (const row of rows) byCompany.get(row.companyId)?.push({ id: row.id, name: row.name });
  return byCompany;
}

async function companyPublic(ctx: RequestContext, row: CompanyRow): Promise<CompanyPublic> {
  const depts = await departmentSummaries(ctx, [row.id]);
  return toCompanyPublic(row, depts.get(row.id) ?? []);
}

export async function createCompany(ctx: RequestContext, input: CompanyCreate): Promise<CompanyPublic> {
  const ids = taxIds(input);
  const row = await insertCompany(ctx.db, {
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
  });
  forgetZones(ctx.db);
  return toCompanyPublic(row, []);
}

/** All companies for superadmins, the caller's current ones for everyone else. */
export async function listCompanies(ctx: RequestContext, query: ListCompaniesQuery): Promise<CompaniesPublic> {
  const page = await companiesPage(ctx.db, inCompanies(companies.id, companyScope(ctx)), query);
  const depts = await departmentSummaries(ctx, page.rows.map((r) => r.id));
  return { data: page.rows.map((row) => toCompanyPublic(row, depts.get(row.id) ?? [])), count: page.count };
}

export async function getCompany(ctx: RequestContext, id: string): Promise<CompanyPublic> {
  return companyPublic(ctx, await requireAccess(ctx, 'company.read', id));
}

export async function updateCompany(ctx: RequestContext, id: string, input: CompanyUpdate): Promise<CompanyPublic> {
  await requireAccess(ctx, 'company.update', id);
  const ids = taxIds(input);
  const changes: Partial<typeof companies.$inferInsert> = { ...ids, updatedAt: ctx.now };
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
  const row = await updateCompanyRow(ctx.db, id, changes);
  if (!row) throw notFound('org.company_not_found');
  if (input.timezone !== undefined) forgetZones(ctx.db);
  return companyPublic(ctx, row);
}

/**
 * Deletes a company that has no departments and no current employees (409 naming what blocks it).
 * Ended employment records go with it. Check and delete share one write transaction.
 */
export async function deleteCompany(ctx: RequestContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await companyExists(tx, id))) throw notFound('org.company_not_found');
    const blockers = await companyBlockers(tx, id, ctx.orgToday);
    if (blockers.departments || blockers.employees) throw conflict('org.company_not_empty', blockers);
    await deleteCompanyRow(tx, id);
  });
}
