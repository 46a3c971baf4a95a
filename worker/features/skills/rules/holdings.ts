// The pure rules of skills (docs/skills.md "Rules"): whether a holding is valid on a date, how it
// stands today, which expiry notices are due on a day, and the conflict of a planned shift.
// Dates are company-local 'YYYY-MM-DD' texts, compared as texts.
import { addDays, type LocalDate } from '../../../lib/time';
import { EXPIRY_NOTICE_DAYS } from '../schemas';

/** A holding is valid through its valid-until day (inclusive); no date: always. */
export const validOn = (validUntil: string | null, date: string): boolean => validUntil === null || date <= validUntil;

/** How a holding stands on `today`: expired after its day, expiring within 30 days, else valid. */
export function holdingState(validUntil: string | null, today: LocalDate): 'valid' | 'expiring' | 'expired' {
  if (validUntil === null) return 'valid';
  if (validUntil < today) return 'expired';
  return validUntil <= addDays(today, EXPIRY_NOTICE_DAYS) ? 'expiring' : 'valid';
}

export type Notice = 'soon' | 'expired';

/**
 * The notice due on `today` for a holding valid until `validUntil`: 'soon' from 30 days before
 * that day (a holding given with less left gets it at once), 'expired' on that day (its last valid
 * day: it expires) and after. `sent` lists the notices already sent for this date: each goes once,
 * and a 'soon' not sent before the day is not sent late.
 */
export function noticeDue(validUntil: string | null, today: LocalDate, sent: readonly Notice[]): Notice | null {
  if (validUntil === null) return null;
  if (validUntil <= today) return sent.includes('expired') ? null : 'expired';
  if (validUntil <= addDays(today, EXPIRY_NOTICE_DAYS) && !sent.includes('soon')) return 'soon';
  return null;
}

/** What is wrong with planning someone on `date` for a shift requiring `skillId`: nothing, missing or expired. */
export function skillProblem(
  holdings: ReadonlyMap<string, string | null>,
  skillId: string,
  date: string,
): 'skills.missing' | 'skills.expired' | null {
  if (!holdings.has(skillId)) return 'skills.missing';
  return validOn(holdings.get(skillId)!, date) ? null : 'skills.expired';
}
