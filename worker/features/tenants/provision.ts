// Creating a tenant (the operator's `npm run tenant`, demo data, tests): validate everything first,
// then database + migrations + first superadmin, and register the tenant last, so a failure never
// leaves a half-made tenant that answers requests.
import { z } from 'zod';
import type { Platform } from '../../platform/types';
import { slugProblem } from '../../tenancy/host';
import { ProvisionError } from '../../tenancy/provision-error';
import { findTenant, registerTenant, type Tenant } from '../../tenancy/registry';
import { insertUser } from '../users/public';
import { EmailSchema, PasswordSchema } from '../users/schemas';

export { ProvisionError };

export const NewTenantSchema = z.object({
  slug: z.string(),
  name: z.string().trim().min(1, 'The display name is required').max(100),
  adminEmail: EmailSchema,
  adminPassword: PasswordSchema,
  adminName: z.string().trim().max(255).optional(),
});

export type NewTenant = z.input<typeof NewTenantSchema>;

export type ProvisionHooks = {
  /** Creates the tenant's database where it is not made on first use (the Turso Platform API). */
  createDatabase?: (slug: string) => Promise<void>;
  /** True when the tenant's database already holds something: then provisioning stops. */
  databaseInUse?: (slug: string) => boolean | Promise<boolean>;
};

export async function provisionTenant(
  platform: Pick<Platform, 'control' | 'databases'>,
  input: NewTenant,
  hooks: ProvisionHooks = {},
): Promise<Tenant> {
  const problem = slugProblem(input.slug);
  if (problem) throw new ProvisionError(`Invalid slug "${input.slug}": ${problem}`);
  const parsed = NewTenantSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ProvisionError(`Invalid ${String(issue.path[0] ?? 'input')}: ${issue.message}`);
  }
  const { slug, name, adminEmail, adminPassword, adminName } = parsed.data;
  if (await findTenant(platform.control, slug)) throw new ProvisionError(`Tenant "${slug}" already exists`);
  await hooks.createDatabase?.(slug);
  if (await hooks.databaseInUse?.(slug)) {
    throw new ProvisionError(`A database for "${slug}" already exists but the tenant is not registered; move it away first`);
  }

  const db = await platform.databases.get(slug);
  await insertUser(db, { email: adminEmail, password: adminPassword, full_name: adminName, role: 'superadmin' });
  await registerTenant(platform.control, { slug, name });
  return { slug, name, status: 'active' };
}
