// Employees: users with their employment records (docs/decisions.md "Organisation"). Who reaches
// which person and record is the access module's (worker/access); SQL is queries.ts.
import { requireAccess } from '../../access';
import { seesPay, seesPayOf } from '../../access/labour-cost';
import { reachableCompanies } from '../../access/scope';
import type { Db } from '../../db/client';
import { employmentRecords } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { fieldMessage } from '../../lib/field-codes';
import { badRequest, forbidden, notFound, ValidationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { departmentOfCompany } from '../org/public';
import { toPublic } from '../users/public';
import { toRecordPublic } from './answers';
import { findRecordJoined, insertRecord, overlaps, updateRecordRow, userRecords, type Tx } from './queries';
import type { EmployeePublic, EmploymentRecordCreate, EmploymentRecordPublic, EmploymentRecordUpdate } from './schemas';

const DEPARTMENT_ELSEWHERE = 'The department does not belong to this company';

async function recordPublic(ctx: RequestContext, id: string): Promise<EmploymentRecordPublic> {
  const row = await findRecordJoined(ctx.db, id);
  if (!row) throw notFound('employees.record_not_found');
  return toRecordPublic(row, seesPayOf(ctx, row.record.userId));
}

/**
 * A user with their employment records, newest first. Users read themselves; admins read the users
 * they may manage (their companies' people and the unassigned), with the records of their companies;
 * superadmins read everyone with every record.
 */
export async function getEmployee(ctx: RequestContext, userId: string): Promise<EmployeePublic> {
  const user = await requireAccess(ctx, 'employee.read', userId);
  const scope = userId === ctx.actor.id ? null : await reachableCompanies(ctx);
  const rows = await userRecords(ctx.db, userId, scope);
  return { ...toPublic(user), employment_records: rows.map((row) => toRecordPublic(row, seesPayOf(ctx, userId))) };
}

async function assertDepartmentOfCompany(db: Db, departmentId: string | null | undefined, companyId: string) {
  if (departmentId && !(await departmentOfCompany(db, departmentId, companyId))) {
    throw ValidationError.field(['body', 'department_id'], DEPARTMENT_ELSEWHERE);
  }
}

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

/** A person paid by the hour needs the rate (docs/labour-cost.md). */
function assertHourlyRate(payKind: string, hourlyRate: number | null) {
  if (payKind === 'hourly' && hourlyRate === null) {
    throw ValidationError.field(['body', 'hourly_rate'], fieldMessage('labour_cost.hourly_rate_required'));
  }
}

/** Salary and contract type are a superadmin's to set. */
const setsSuperadminFields = (ctx: RequestContext, fields: boolean) => ctx.actor.role !== 'superadmin' && fields;

export async function createRecord(ctx: RequestContext, input: EmploymentRecordCreate): Promise<EmploymentRecordPublic> {
  const { db, actor, now } = ctx;
  const target = await requireAccess(ctx, 'employment.create', { userId: input.user_id, companyId: input.company_id });
  const payFields = (input.pay_kind ?? 'monthly') !== 'monthly' || (input.hourly_rate ?? null) !== null || (input.fte ?? 1) !== 1;
  if (setsSuperadminFields(ctx, (input.salary ?? null) !== null || (input.contract_type || null) !== null || payFields)) {
    throw forbidden('employees.superadmin_fields');
  }
  assertHourlyRate(input.pay_kind ?? 'monthly', input.hourly_rate ?? null);
  await assertDepartmentOfCompany(db, input.department_id, input.company_id);
  const endDate = input.end_date || null;
  assertDates(input.start_date, endDate);
  const id = crypto.randomUUID();
  await inTransaction(db, async (tx) => {
    const record = { userId: target.id, companyId: input.company_id, startDate: input.start_date, endDate };
    if (await overlaps(tx, record)) throw badRequest('employees.overlap');
    await insertRecord(tx, {
      id,
      ...record,
      departmentId: input.department_id || null,
      position: input.position || null,
      contractType: input.contract_type || null,
      salary: input.salary ?? null,
      payKind: input.pay_kind ?? 'monthly',
      hourlyRate: input.hourly_rate ?? null,
      fte: input.fte ?? 1,
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
  return recordPublic(ctx, id);
}

/**
 * Edits one employment record: 404 unknown; 403 for admins outside the record's company or on a
 * user who is not a plain user, and for admins changing the salary or the contract type; 400 for
 * an end date before the start, for removing an end date, or for overlapping another record.
 */
export async function updateRecord(ctx: RequestContext, id: string, input: EmploymentRecordUpdate): Promise<EmploymentRecordPublic> {
  const { db, actor, now } = ctx;
  const current = await requireAccess(ctx, 'employment.update', id);

  const changes: Partial<typeof employmentRecords.$inferInsert> = {};
  // Admins read null pay (docs/labour-cost.md "Privacy"): sending that null back is no change.
  if (!seesPay(ctx)) input = { ...input, salary: input.salary ?? undefined, hourly_rate: input.hourly_rate ?? undefined };
  if (input.salary !== undefined && input.salary !== current.salary) changes.salary = input.salary;
  if (input.contract_type !== undefined && (input.contract_type || null) !== current.contractType) {
    changes.contractType = input.contract_type || null;
  }
  if (input.pay_kind !== undefined && input.pay_kind !== current.payKind) changes.payKind = input.pay_kind;
  if (input.hourly_rate !== undefined && input.hourly_rate !== current.hourlyRate) changes.hourlyRate = input.hourly_rate;
  if (input.fte !== undefined && input.fte !== current.fte) changes.fte = input.fte;
  const payChanges = 'payKind' in changes || 'hourlyRate' in changes || 'fte' in changes;
  if (setsSuperadminFields(ctx, 'salary' in changes || 'contractType' in changes || payChanges)) {
    throw forbidden('employees.superadmin_fields');
  }
  assertHourlyRate(changes.payKind ?? current.payKind, changes.hourlyRate === undefined ? current.hourlyRate : changes.hourlyRate);

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
    if (!(await updateRecordRow(tx, id, { ...changes, startDate, endDate, updatedAt: now, updatedBy: actor.id }))) {
      throw notFound('employees.record_not_found');
    }
  });
  return recordPublic(ctx, id);
}
