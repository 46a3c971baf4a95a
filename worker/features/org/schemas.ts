// The organisation contract (companies and departments), shared with the web app: plain zod only.
// NIP and REGON checksums are checked by the service (tax-ids.ts) and answer 422 on their field.
import { z } from 'zod';
import { fieldMessage } from '../../lib/field-codes';

export const COUNTRY_CODES = ['PL', 'UA'] as const;
export const DEFAULT_TIMEZONE = 'Europe/Warsaw';
export const EXTRA_FIELDS_MAX = 50;
export const EXTRA_KEY_MAX = 64;
export const EXTRA_VALUE_MAX = 1000;
export const AUTO_CONFIRM_TOLERANCE_MAX = 720;

export const CountrySchema = z.enum(COUNTRY_CODES).meta({ id: 'Country' });

const KNOWN_TIME_ZONES = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * An IANA time zone the runtime knows: a name of `Intl.supportedValuesOf('timeZone')` or `UTC`, or
 * an alias the runtime resolves to one of them (`Europe/Kyiv`, which some runtimes list as
 * `Europe/Kiev`). Another spelling of a listed name (`europe/warsaw`) is refused.
 */
export function isKnownTimeZone(name: string): boolean {
  if (KNOWN_TIME_ZONES.has(name)) return true;
  const lower = name.toLowerCase();
  for (const known of KNOWN_TIME_ZONES) if (known.toLowerCase() === lower) return false;
  try {
    return KNOWN_TIME_ZONES.has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, fieldMessage('timezone.unknown'))
  .meta({ description: 'IANA time zone of the company; shift dates and "today" are local to it' });

/** Key/value pairs: at most 50, keys 1-64 characters, values up to 1000. */
export const KeyValueSchema = z
  .record(
    // zod drops a `__proto__` key, so it can never reach an object's prototype.
    z.string().min(1, fieldMessage('key_value.empty_key')).max(EXTRA_KEY_MAX),
    z.string().max(EXTRA_VALUE_MAX),
  )
  .refine((pairs) => Object.keys(pairs).length <= EXTRA_FIELDS_MAX, fieldMessage('key_value.too_many', { max_fields: EXTRA_FIELDS_MAX }))
  .meta({ id: 'KeyValue', description: 'Up to 50 pairs; keys 1-64 characters, values up to 1000' });

/** Optional text: null or an empty string clears it. */
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const taxId = (description: string) =>
  z
    .string()
    .trim()
    .max(32)
    .regex(/^[\d\s-]*$/, fieldMessage('tax_id.characters'))
    .nullish()
    .meta({ description });
const CompanyEmailSchema = z.union([z.literal(''), z.email(fieldMessage('email.invalid')).max(255)]).nullish();
const WebsiteSchema = z
  .union([
    z.literal(''),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: fieldMessage('website.invalid') }).max(500),
  ])
  .nullish();

export const DepartmentSummarySchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'DepartmentSummary' });

export const UserRefSchema = z
  .object({ id: z.uuid(), email: z.string(), full_name: z.string().nullable() })
  .meta({ id: 'UserRef' });

export const CompanyPublicSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nip: z.string().nullable(),
    regon: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    extra_fields: z.record(z.string(), z.string()),
    timezone: z.string(),
    country: CountrySchema,
    auto_confirm_enabled: z.boolean(),
    auto_confirm_tolerance_minutes: z.number().int(),
    /** The departments the caller may read (all of them for admins and superadmins). */
    departments: z.array(DepartmentSummarySchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CompanyPublic' });

export const CompaniesPublicSchema = z
  .object({ data: z.array(CompanyPublicSchema), count: z.number().int() })
  .meta({ id: 'CompaniesPublic' });

const companyFields = {
  nip: taxId('Polish tax id: 10 digits with its checksum; dashes and spaces are dropped; empty or null clears it'),
  regon: taxId('Polish REGON: 9 or 14 digits with its checksum; dashes and spaces are dropped; empty or null clears it'),
  address: optionalText(500),
  phone: optionalText(32),
  email: CompanyEmailSchema,
  website: WebsiteSchema,
  description: optionalText(5000),
};

export const CompanyNameSchema = z.string().trim().min(1, fieldMessage('company.name_required')).max(255);

export const CompanyCreateSchema = z
  .object({
    name: CompanyNameSchema,
    ...companyFields,
    extra_fields: KeyValueSchema.default({}),
    timezone: TimeZoneSchema.default(DEFAULT_TIMEZONE),
    country: CountrySchema.default('PL'),
    auto_confirm_enabled: z.boolean().default(false),
    auto_confirm_tolerance_minutes: z.number().int().min(0).max(AUTO_CONFIRM_TOLERANCE_MAX).default(15),
  })
  .meta({ id: 'CompanyCreate' });

export const CompanyUpdateSchema = z
  .object({
    name: CompanyNameSchema.optional(),
    ...companyFields,
    extra_fields: KeyValueSchema.optional(),
    timezone: TimeZoneSchema.optional(),
    country: CountrySchema.optional(),
    auto_confirm_enabled: z.boolean().optional(),
    auto_confirm_tolerance_minutes: z.number().int().min(0).max(AUTO_CONFIRM_TOLERANCE_MAX).optional(),
  })
  .meta({ id: 'CompanyUpdate' });

export const DepartmentPublicSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    company_name: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    extra_data: z.record(z.string(), z.string()),
    created_by: UserRefSchema.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DepartmentPublic' });

export const DepartmentsPublicSchema = z
  .object({ data: z.array(DepartmentPublicSchema), count: z.number().int() })
  .meta({ id: 'DepartmentsPublic' });

export const DepartmentNameSchema = z.string().trim().min(1, fieldMessage('department.name_required')).max(255);

export const DepartmentCreateSchema = z
  .object({
    company_id: z.uuid(),
    name: DepartmentNameSchema,
    description: optionalText(5000),
    extra_data: KeyValueSchema.default({}),
  })
  .meta({ id: 'DepartmentCreate' });

export const DepartmentUpdateSchema = z
  .object({
    name: DepartmentNameSchema.optional(),
    description: optionalText(5000),
    extra_data: KeyValueSchema.optional(),
  })
  .meta({ id: 'DepartmentUpdate' });

const paging = {
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
};

export const ListCompaniesQuerySchema = z.object({ ...paging });
export const ListDepartmentsQuerySchema = z.object({ ...paging, company_id: z.uuid().optional() });
export const CompanyIdParamsSchema = z.object({ company_id: z.uuid() });
export const DepartmentIdParamsSchema = z.object({ dept_id: z.uuid() });

export type Country = z.infer<typeof CountrySchema>;
export type DepartmentSummary = z.infer<typeof DepartmentSummarySchema>;
export type CompanyPublic = z.infer<typeof CompanyPublicSchema>;
export type CompaniesPublic = z.infer<typeof CompaniesPublicSchema>;
export type CompanyCreate = z.infer<typeof CompanyCreateSchema>;
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;
export type DepartmentPublic = z.infer<typeof DepartmentPublicSchema>;
export type DepartmentsPublic = z.infer<typeof DepartmentsPublicSchema>;
export type DepartmentCreate = z.infer<typeof DepartmentCreateSchema>;
export type DepartmentUpdate = z.infer<typeof DepartmentUpdateSchema>;
export type ListCompaniesQuery = z.infer<typeof ListCompaniesQuerySchema>;
export type ListDepartmentsQuery = z.infer<typeof ListDepartmentsQuerySchema>;
