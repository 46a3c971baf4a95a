// Terms consent against the tenant's current terms version (spec/product-rules.md "Consent").
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { acceptedAt, insertConsent, saveSetting, settingValue } from './queries';
import type { Consent } from './schemas';

export const TERMS_VERSION_KEY = 'terms_version';
/** The version every tenant starts with until an operator publishes a new one. */
export const INITIAL_TERMS_VERSION = '1';

export async function currentTermsVersion(db: Db): Promise<string> {
  return (await settingValue(db, TERMS_VERSION_KEY)) ?? INITIAL_TERMS_VERSION;
}

export async function setTermsVersion(db: Db, version: string): Promise<void> {
  await saveSetting(db, TERMS_VERSION_KEY, version);
}

export async function getConsent(db: Db, userId: string): Promise<Consent> {
  const version = await currentTermsVersion(db);
  const at = await acceptedAt(db, userId, version);
  return { terms_version: version, accepted: Boolean(at), accepted_at: at?.toISOString() ?? null };
}

/** Accepts the current version; naming an older version (a stale screen) is a conflict. */
export async function acceptConsent(db: Db, userId: string, version: string | undefined, now: Date): Promise<Consent> {
  const current = await currentTermsVersion(db);
  if (version !== undefined && version !== current) {
    throw conflict('consent.terms_changed', { version: current });
  }
  await insertConsent(db, userId, current, now);
  return getConsent(db, userId);
}
