// The form rules of spec section 5. Each check answers the locale key of its message, or null.
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
  | 'validation.domainInvalid';

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
