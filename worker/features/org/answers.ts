// The organisation's rows as the API's answers (schemas.ts).
import type { CompanyRow } from '../../db/schema';
import type { DepartmentJoined } from './queries';
import type { CompanyPublic, DepartmentPublic, DepartmentSummary } from './schemas';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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

export function toDepartmentPublic({ department, companyName, creator }: DepartmentJoined): DepartmentPublic {
  return {
    id: department.id,
    company_id: department.companyId,
    company_name: companyName,
    name: department.name,
    description: department.description,
    extra_data: department.extraData,
    created_by: creator ? { id: creator.id, email: creator.email, full_name: creator.fullName } : null,
    created_at: department.createdAt.toISOString(),
    updated_at: iso(department.updatedAt),
  };
}
