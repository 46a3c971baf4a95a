// Consent's SQL: the tenant's setting of the terms version, and who accepted which version.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, settings } from '../../db/schema';

export async function settingValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function saveSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** When the user accepted this version of the terms; null when they have not. */
export async function acceptedAt(db: Db, userId: string, version: string): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.termsVersion, version)));
  return row?.acceptedAt ?? null;
}

/** Records the acceptance; accepting again changes nothing. */
export async function insertConsent(db: Db, userId: string, version: string, now: Date): Promise<void> {
  await db.insert(consents).values({ userId, termsVersion: version, acceptedAt: now }).onConflictDoNothing();
}
