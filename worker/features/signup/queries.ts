// Sign-up's SQL: the tenant's settings row of its policy, and the admins a pending sign-up notifies.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings, users } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export async function settingValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}

export async function saveSetting(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The tenant's active admins and superadmins. */
export async function activeAdmins(db: Reader): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'superadmin']), eq(users.isActive, true)));
}
