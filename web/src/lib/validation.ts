// The form rules of spec section 5. Each check answers the locale key of its message, or null.
// The NIP and REGON checksums come from the worker's pure functions (no dependencies), so the
// browser and the API can never disagree about a number.
import { isValidNip, isValidRegon } from '../../../worker/features/org/tax-ids';
import { SLUG_PATTERN } from '../../../worker/tenancy/host';

/** Spec section 9. */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ValidationKey =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.passwordRequired'
  | 'validation.passwordTooShort'
  | 'validation.confirmPasswordRequired'
  | 'validation.passwordsMismatch'
  | 'validation.domainRequired'
  | 'validation.domainInvalid'
  | 'validation.companyNameRequired'
  | 'validation.companyRequired'
  | 'validation.departmentNameRequired'
  | 'validation.nipInvalid'
  | 'validation.regonInvalid'
  | 'validation.websiteInvalid'
  | 'validation.timezoneUnknown'
  | 'validation.toleranceRange'
  | 'validation.numberInvalid'
  | 'validation.startDateRequired'
  | 'validation.endBeforeStart'
  | 'validation.endDatePermanent'
  | 'validation.keyRequired'
  | 'validation.keyDuplicate'
  | 'validation.keyTooLong'
  | 'validation.valueTooLong'
  | 'validation.tooManyFields';

export function checkEmail(value: string): ValidationKey | null {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  return EMAIL_PATTERN.test(email) ? null : 'validation.emailInvalid';
}

/** A required password (for the current one, only present). */
export function checkPassword(value: string, { minLength = true } = {}): ValidationKey | null {
  if (!value) return 'validation.passwordRequired';
  return minLength && value.length < PASSWORD_MIN_LENGTH ? 'validation.passwordTooShort' : null;
}

export function checkConfirmation(password: string, confirmation: string): ValidationKey | null {
  if (!confirmation) return 'validation.confirmPasswordRequired';
  return password === confirmation ? null : 'validation.passwordsMismatch';
}

/** The company domain as people type it ("Acme ", "ACME") in the form the API uses. */
export const normalizeDomain = (value: string) => value.trim().toLowerCase();

export function checkDomain(value: string): ValidationKey | null {
  const domain = normalizeDomain(value);
  if (!domain) return 'validation.domainRequired';
  return SLUG_PATTERN.test(domain) ? null : 'validation.domainInvalid';
}

// ------------------------------------------------------------------ organisation (issue 4)
// Limits of the API's contract (worker/features/org/schemas.ts); tests/unit/web checks they agree.
export const AUTO_CONFIRM_TOLERANCE_MAX = 720;
export const EXTRA_FIELDS_MAX = 50;
export const EXTRA_KEY_MAX = 64;
export const EXTRA_VALUE_MAX = 1000;
/** Vacation hour balances and salaries (worker/features/employees/schemas.ts). */
export const HOURS_MAX = 10_000;
export const SALARY_MAX = 1_000_000_000;

/** A required name: 'Enter department name' (spec section 5) or 'Enter company name'. */
export function checkName(value: string, kind: 'company' | 'department'): ValidationKey | null {
  if (value.trim()) return null;
  return kind === 'company' ? 'validation.companyNameRequired' : 'validation.departmentNameRequired';
}

/** An optional NIP: empty, or 10 digits with its checksum (dashes and spaces allowed). */
export const checkNip = (value: string): ValidationKey | null => !value.trim() || isValidNip(value.trim()) ? null : 'validation.nipInvalid';

/** An optional REGON: empty, or 9 or 14 digits with its checksum. */
export const checkRegon = (value: string): ValidationKey | null =>
  !value.trim() || isValidRegon(value.trim()) ? null : 'validation.regonInvalid';

/** An optional email address. */
export const checkOptionalEmail = (value: string): ValidationKey | null => (value.trim() ? checkEmail(value) : null);

/** An optional web address: http(s) with a domain name, as the API accepts it. */
export function checkWebsite(value: string): ValidationKey | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    // zod's domain pattern, which the API's schema uses.
    const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
    return (url.protocol === 'http:' || url.protocol === 'https:') && domain.test(url.hostname) ? null : 'validation.websiteInvalid';
  } catch {
    return 'validation.websiteInvalid';
  }
}

/** Auto-confirm tolerance: whole minutes from 0 to 720. */
export function checkTolerance(value: string): ValidationKey | null {
  const minutes = Number(value);
  return /^\s*\d+\s*$/.test(value) && minutes <= AUTO_CONFIRM_TOLERANCE_MAX ? null : 'validation.toleranceRange';
}

/** A number field: empty (when allowed) or a finite number within [min, max]. */
export function checkNumber(
  value: string,
  { min, max, integer = false, required = false }: { min: number; max: number; integer?: boolean; required?: boolean },
): ValidationKey | null {
  const text = value.trim();
  if (!text) return required ? 'validation.numberInvalid' : null;
  const number = Number(text);
  if (!Number.isFinite(number) || number < min || number > max || (integer && !Number.isInteger(number))) {
    return 'validation.numberInvalid';
  }
  return null;
}

/**
 * The dates of an employment record: a start date, and an end date not before it that, once set,
 * cannot be removed (spec section 4).
 */
export function checkEmploymentDates(
  start: string,
  end: string,
  storedEnd: string | null = null,
): { start?: ValidationKey; end?: ValidationKey } {
  const problems: { start?: ValidationKey; end?: ValidationKey } = {};
  if (!start) problems.start = 'validation.startDateRequired';
  if (!end && storedEnd) problems.end = 'validation.endDatePermanent';
  else if (start && end && end < start) problems.end = 'validation.endBeforeStart';
  return problems;
}

/** One row of a key/value editor. */
export type KeyValueRow = { id: string; key: string; value: string };

/**
 * The problems of key/value rows, by row id: a value needs a key, keys are unique and at most 64
 * characters, values at most 1000, at most 50 pairs. Rows with neither key nor value are ignored.
 */
export function checkKeyValueRows(rows: readonly KeyValueRow[]): {
  rows: Record<string, { key?: ValidationKey; value?: ValidationKey }>;
  tooMany: boolean;
} {
  const problems: Record<string, { key?: ValidationKey; value?: ValidationKey }> = {};
  const seen = new Set<string>();
  let filled = 0;
  for (const row of rows) {
    const key = row.key.trim();
    if (!key && !row.value) continue;
    filled++;
    const problem: { key?: ValidationKey; value?: ValidationKey } = {};
    if (!key) problem.key = 'validation.keyRequired';
    else if (key.length > EXTRA_KEY_MAX) problem.key = 'validation.keyTooLong';
    else if (seen.has(key)) problem.key = 'validation.keyDuplicate';
    if (row.value.length > EXTRA_VALUE_MAX) problem.value = 'validation.valueTooLong';
    seen.add(key);
    if (problem.key || problem.value) problems[row.id] = problem;
  }
  return { rows: problems, tooMany: filled > EXTRA_FIELDS_MAX };
}

/** The object the API takes from key/value rows (empty rows dropped, keys trimmed). */
export function keyValueObject(rows: readonly KeyValueRow[]): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key) pairs[key] = row.value;
  }
  return pairs;
}

let rowCounter = 0;
/** Rows for an editor from the API's object, in its order. */
export const keyValueRows = (pairs: Record<string, string> | null | undefined): KeyValueRow[] =>
  Object.entries(pairs ?? {}).map(([key, value]) => ({ id: `kv-${rowCounter++}`, key, value }));

export const emptyKeyValueRow = (): KeyValueRow => ({ id: `kv-${rowCounter++}`, key: '', value: '' });
