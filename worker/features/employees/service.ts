// Employees: users with their employment records (docs/decisions.md "Organisation").
// No HTTP here: routes pass the request context (lib/request-context.ts).
import { and, desc, eq, getTableColumns, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { companies, departments, employmentRecords, users, type UserRow } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { badRequest, forbidden, notFound, ValidationError } from '../../lib/errors';
import { departmentOfCompany, findCompany } from '../org/service';
import { adminSeesUser, currentCompanyIds } from '../org/scope';
import type { Actor, RequestContext } from '../../lib/request-context';
import { findUserById, toPublic } from '../users/service';
import type { EmployeePublic, EmploymentRecordCreate, EmploymentRecordPublic, EmploymentRecordUpdate } from './schemas';
import type { OrgToday } from '../../lib/today';

const DEPARTMENT_ELSEWHERE = 'The department does not belong to this company';

const creator = alias(users, 'record_creator');
const updater = alias(users, 'record_updater');
const recordColumns = {
  ...getTableColumns(employmentRecords),
  companyName: companies.name,
  departmentName: departments.name,
  creatorEmail: creator.email,
  creatorName: creator.fullName,
  updaterEmail: updater.email,
  updaterName: updater.fullName,
};

function selectRecords(db: Db, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(employmentRecords)
    .innerJoin(companies, eq(companies.id, employmentRecords.companyId))
    .leftJoin(departments, eq(departments.id, employmentRecords.departmentId))
    .leftJoin(creator, eq(creator.id, employmentRecords.createdBy))
    .leftJoin(updater, eq(updater.id, employmentRecords.updatedBy))
    .where(where)
    .orderBy(desc(employmentRecords.startDate), desc(employmentRecords.createdAt), desc(employmentRecords.id));
}

type RecordJoined = Awaited<ReturnType<typeof selectRecords>>[number];

function toRecordPublic(row: RecordJoined): EmploymentRecordPublic {
  return {
    id: row.id,
    user_id: row.userId,
    company_id: row.companyId,
    company_name: row.companyName,
    department_id: row.departmentId,
    department_name: row.departmentName,
    position: row.position,
    contract_type: row.contractType,
    salary: row.salary,
    vacation_days: row.vacationDays,
    available_vacation_hours: row.availableVacationHours,
    carryover_vacation_hours: row.carryoverVacationHours,
    accrued_vacation_hours: row.accruedVacationHours,
    start_date: row.startDate,
    end_date: row.endDate,
    extra_data: row.extraData,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    created_by: row.createdBy ? { id: row.createdBy, email: row.creatorEmail!, full_name: row.creatorName } : null,
    updated_by: row.updatedBy ? { id: row.updatedBy, email: row.updaterEmail!, full_name: row.updaterName } : null,
  };
}

async function recordPublic(db: Db, id: string): Promise<EmploymentRecordPublic> {
  const [row] = await selectRecords(db, eq(employmentRecords.id, id)).limit(1);
  if (!row) throw notFound('employees.record_not_found');
  return toRecordPublic(row);
}

/**
 * A user with their employment records, newest first. Users read themselves; admins read the users
 * they may manage (their companies' people and the unassigned), with the records of their companies;
 * superadmins read everyone with every record.
 */
export async function getEmployee(ctx: RequestContext, userId: string): Promise<EmployeePublic> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user' && userId !== actor.id) throw forbidden();
  const user = await findUserById(db, userId);
  if (!user) throw notFound('users.not_found');
  let where: SQL = eq(employmentRecords.userId, userId);
  if (actor.role === 'admin' && userId !== actor.id) {
    if (!(await adminSeesUser(db, actor.id, userId, today))) throw forbidden('users.outside_scope');
    where = and(where, inArray(employmentRecords.companyId, await currentCompanyIds(db, actor.id, today)))!;
  }
  const rows = await selectRecords(db, where);
  return { ...toPublic(user), employment_records: rows.map(toRecordPublic) };
}

/** Admins act on records of their companies, for users with the role user only. */
async function assertAdminMayManage(db: Db, actor: Actor, companyId: string, target: UserRow, today: OrgToday) {
  if (actor.role === 'superadmin') return;
  if (actor.role !== 'admin') throw forbidden();
  if (!(await currentCompanyIds(db, actor.id, today)).includes(companyId)) throw forbidden('org.not_your_company');
  if (target.role !== 'user') throw forbidden('employees.only_role_user');
}

async function assertDepartmentOfCompany(db: Db, departmentId: string | null | undefined, companyId: string) {
  if (departmentId && !(await departmentOfCompany(db, departmentId, companyId))) {
    throw ValidationError.field(['body', 'department_id'], DEPARTMENT_ELSEWHERE);
  }
}

/** Another record of the same user in the same company whose dates meet [start, end]. */
async function overlaps(
  db: Pick<Db, 'select'>,
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A write transaction; a user, company or department deleted meanwhile is a 404, not a defect. */
async function inTransaction(db: Db, work: (tx: Tx) => Promise<void>) {
  try {
    await db.transaction(work);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('employees.references_gone');
    throw error;
  }
}

function assertDates(startDate: string, endDate: string | null) {
  if (endDate && endDate < startDate) throw badRequest('employees.end_before_start');
}

export async function createRecord(ctx: RequestContext, input: EmploymentRecordCreate): Promise<EmploymentRecordPublic> {
  const { db, actor, orgToday: today, now } = ctx;
  if (actor.role === 'user') throw forbidden();
  const target = await findUserById(db, input.user_id);
  if (!target) throw notFound('users.not_found');
  if (!(await findCompany(db, input.company_id))) throw notFound('org.company_not_found');
  await assertAdminMayManage(db, actor, input.company_id, target, today);
  if (actor.role === 'admin') {
    if (!(await adminSeesUser(db, actor.id, target.id, today))) throw forbidden('users.outside_scope');
    if ((input.salary ?? null) !== null || (input.contract_type || null) !== null) throw forbidden('employees.superadmin_fields');
  }
  await assertDepartmentOfCompany(db, input.department_id, input.company_id);
  const endDate = input.end_date || null;
  assertDates(input.start_date, endDate);
  const id = crypto.randomUUID();
  await inTransaction(db, async (tx) => {
    const record = { userId: target.id, companyId: input.company_id, startDate: input.start_date, endDate };
    if (await overlaps(tx, record)) throw badRequest('employees.overlap');
    await tx.insert(employmentRecords).values({
      id,
      ...record,
      departmentId: input.department_id || null,
      position: input.position || null,
      contractType: input.contract_type || null,
      salary: input.salary ?? null,
      vacationDays: input.vacation_days,
      availableVacationHours: input.available_vacation_hours,
      carryoverVacationHours: input.carryover_vacation_hours,
      accruedVacationHours: input.accrued_vacation_hours,
      extraData: input.extra_data,
      createdBy: actor.id,
      updatedBy: actor.id,
      // The platform clock: the vacation balance's history starts in the year a record was entered.
      createdAt: now,
    });
  });
  return recordPublic(db, id);
}

/**
 * Edits one employment record: 404 unknown; 403 for users, for admins outside the record's company
 * or on a user who is not a plain user, and for admins changing the salary or the contract type;
 * 400 for an end date before the start, for removing an end date, or for overlapping another record.
 */
export async function updateRecord(ctx: RequestContext, id: string, input: EmploymentRecordUpdate): Promise<EmploymentRecordPublic> {
  const { db, actor, orgToday: today } = ctx;
  if (actor.role === 'user') throw forbidden();
  const [current] = await db.select().from(employmentRecords).where(eq(employmentRecords.id, id)).limit(1);
  if (!current) throw notFound('employees.record_not_found');
  const target = await findUserById(db, current.userId);
  if (!target) throw notFound('employees.record_not_found');
  await assertAdminMayManage(db, actor, current.companyId, target, today);

  const changes: Partial<typeof employmentRecords.$inferInsert> = {};
  if (input.salary !== undefined && input.salary !== current.salary) changes.salary = input.salary;
  if (input.contract_type !== undefined && (input.contract_type || null) !== current.contractType) {
    changes.contractType = input.contract_type || null;
  }
  if (actor.role !== 'superadmin' && ('salary' in changes || 'contractType' in changes)) throw forbidden('employees.superadmin_fields');

  if (input.end_date !== undefined && !input.end_date && current.endDate) throw badRequest('employees.end_date_permanent');
  const startDate = input.start_date ?? current.startDate;
  const endDate = input.end_date || current.endDate;
  assertDates(startDate, endDate);
  if (input.department_id !== undefined) {
    await assertDepartmentOfCompany(db, input.department_id, current.companyId);
    changes.departmentId = input.department_id || null;
  }
  if (input.position !== undefined) changes.position = input.position || null;
  if (input.vacation_days !== undefined) changes.vacationDays = input.vacation_days;
  if (input.available_vacation_hours !== undefined) changes.availableVacationHours = input.available_vacation_hours;
  if (input.carryover_vacation_hours !== undefined) changes.carryoverVacationHours = input.carryover_vacation_hours;
  if (input.accrued_vacation_hours !== undefined) changes.accruedVacationHours = input.accrued_vacation_hours;
  if (input.extra_data !== undefined) changes.extraData = input.extra_data;

  await inTransaction(db, async (tx) => {
    const datesChange = startDate !== current.startDate || endDate !== current.endDate;
    if (datesChange && (await overlaps(tx, { userId: current.userId, companyId: current.companyId, startDate, endDate }, id))) {
      throw badRequest('employees.overlap');
    }
    const updated = await tx
      .update(employmentRecords)
      .set({ ...changes, startDate, endDate, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(employmentRecords.id, id))
      .returning({ id: employmentRecords.id });
    if (!updated.length) throw notFound('employees.record_not_found');
  });
  return recordPublic(db, id);
}
