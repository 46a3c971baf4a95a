// Employment records as the API's answers (schemas.ts).
import type { RecordJoined } from './queries';
import type { EmploymentRecordPublic } from './schemas';

const byline = (person: { id: string; email: string; fullName: string | null } | null) =>
  person ? { id: person.id, email: person.email, full_name: person.fullName } : null;

/** `seesPay`: the salary, the pay kind and the hourly rate are answered to superadmins and the person only (docs/labour-cost.md "Privacy"). */
export function toRecordPublic(
  { record, companyName, departmentName, creator, updater }: RecordJoined,
  seesPay: boolean,
): EmploymentRecordPublic {
  return {
    id: record.id,
    user_id: record.userId,
    company_id: record.companyId,
    company_name: companyName,
    department_id: record.departmentId,
    department_name: departmentName,
    position: record.position,
    contract_type: record.contractType,
    salary: seesPay ? record.salary : null,
    pay_kind: seesPay ? record.payKind : null,
    hourly_rate: seesPay ? record.hourlyRate : null,
    fte: record.fte,
    vacation_days: record.vacationDays,
    available_vacation_hours: record.availableVacationHours,
    carryover_vacation_hours: record.carryoverVacationHours,
    accrued_vacation_hours: record.accruedVacationHours,
    start_date: record.startDate,
    end_date: record.endDate,
    extra_data: record.extraData,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt ? record.updatedAt.toISOString() : null,
    created_by: record.createdBy ? byline(creator) : null,
    updated_by: record.updatedBy ? byline(updater) : null,
  };
}
