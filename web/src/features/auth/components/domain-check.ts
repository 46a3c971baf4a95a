import { checkDomain as checkDomainFormat, normalizeDomain, type ValidationKey } from '../../../lib/validation';
import type { DomainCheck } from '../../../types/api';
import { checkDomain } from '../api/check-domain';

export type DomainProblem = ValidationKey | 'auth.company.unknown';

/**
 * A company domain as typed: its format first (no request), then whether the company exists.
 * Invalid format and unknown company give different messages (issue: /subdomain).
 */
export async function verifyDomain(value: string): Promise<{ company: DomainCheck } | { problem: DomainProblem }> {
  const problem = checkDomainFormat(value);
  if (problem) return { problem };
  const company = await checkDomain(normalizeDomain(value));
  return company.exists ? { company } : { problem: 'auth.company.unknown' };
}
