// Terms consent against the tenant's current terms version (spec/product-rules.md "Consent").
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, settings } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Consent } from './schemas';

export const TERMS_VERSION_KEY = 'terms_version';
/** The version every tenant starts with until an operator publishes a new one. */
export const INITIAL_TERMS_VERSION = '1';

export async function currentTermsVersion(db: Db): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TERMS_VERSION_KEY));
  return row?.value ?? INITIAL_TERMS_VERSION;
}

export async function setTermsVersion(db: Db, version: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key: TERMS_VERSION_KEY, value: version })
    .onConflictDoUpdate({ target: settings.key, set: { value: version } });
}

export async function getConsent(db: Db, userId: string): Promise<Consent> {
  const version = await currentTermsVersion(db);
  const [row] = await db
    .select({ acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.termsVersion, version)));
  return { terms_version: version, accepted: Boolean(row), accepted_at: row?.acceptedAt.toISOString() ?? null };
}

/** Accepts the current version; naming an older version (a stale screen) is a conflict. */
export async function acceptConsent(db: Db, userId: string, version: string | undefined, now: Date): Promise<Consent> {
  const current = await currentTermsVersion(db);
  if (version !== undefined && version !== current) {
    throw conflict('consent.terms_changed', { version: current });
  }
  await db.insert(consents).values({ userId, termsVersion: current, acceptedAt: now }).onConflictDoNothing();
  return getConsent(db, userId);
}
