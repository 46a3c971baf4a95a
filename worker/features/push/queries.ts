// Push subscriptions and preferences: every read and write names the owner, except the sender's
// reads of the users it pushes to and its removal of a subscription the push service called gone.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushPreferences, pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'createdAt'> & { createdAt: Date; updatedAt: Date };

/**
 * One row per endpoint: a device registering again refreshes its keys, language and updated_at; an
 * endpoint registered by someone else (another account signed in on that browser) moves to `userId`.
 */
export async function upsertSubscription(db: Db, row: NewSubscription): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, lang: row.lang, userAgent: row.userAgent, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

/** Deletes the user's own subscription of this endpoint; whether there was one. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service answered 404/410: the subscription is gone (only that exact row). */
export async function deleteGoneSubscription(db: Db, id: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function subscriptionsOf(db: Reader, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (!userIds.length) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, [...userIds]));
}

export async function mutedKindsOf(db: Reader, userIds: readonly string[]): Promise<Map<string, Set<string>>> {
  if (!userIds.length) return new Map();
  const rows = await db.select().from(pushPreferences).where(inArray(pushPreferences.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, new Set(row.mutedKinds)]));
}

export async function savePreferences(db: Db, userId: string, mutedKinds: string[], now: Date): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, mutedKinds, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { mutedKinds, updatedAt: now } });
}
