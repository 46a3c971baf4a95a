// The demo tenant that `npm start` creates on an empty data directory.
import type { Role } from '../features/users/roles';
import { insertUser } from '../features/users/service';
import type { Platform } from '../platform/types';
import { provisionTenant } from '../tenancy/provision';
import { findTenant } from '../tenancy/registry';

export const DEMO_TENANT = { slug: 'acme', name: 'Acme' };
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_ACCOUNTS: { email: string; role: Role; fullName: string }[] = [
  { email: 'super@acme.test', role: 'superadmin', fullName: 'Zofia Nowak' },
  { email: 'admin@acme.test', role: 'admin', fullName: 'Adam Kowalski' },
  { email: 'user@acme.test', role: 'user', fullName: 'Jan Wiśniewski' },
];

/** Creates the demo tenant when it is missing; answers whether it did. */
export async function ensureDemoTenant(platform: Pick<Platform, 'control' | 'databases'>): Promise<boolean> {
  if (await findTenant(platform.control, DEMO_TENANT.slug)) return false;
  const [owner, ...others] = DEMO_ACCOUNTS;
  await provisionTenant(platform, {
    ...DEMO_TENANT,
    adminEmail: owner!.email,
    adminPassword: DEMO_PASSWORD,
    adminName: owner!.fullName,
  });
  const db = await platform.databases.get(DEMO_TENANT.slug);
  for (const account of others) {
    await insertUser(db, { email: account.email, password: DEMO_PASSWORD, full_name: account.fullName, role: account.role });
  }
  return true;
}
