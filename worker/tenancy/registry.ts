// The tenant list in the control database.
import { eq } from 'drizzle-orm';
import type { ControlDb } from '../db/client';
import { tenants, type TenantRow } from '../db/control-schema';

export type Tenant = Pick<TenantRow, 'slug' | 'name' | 'status'>;

export async function findTenant(control: ControlDb, slug: string): Promise<Tenant | null> {
  const [row] = await control
    .select({ slug: tenants.slug, name: tenants.name, status: tenants.status })
    .from(tenants)
    .where(eq(tenants.slug, slug))
    .limit(1);
  return row ?? null;
}

export async function listTenants(control: ControlDb): Promise<Tenant[]> {
  return control
    .select({ slug: tenants.slug, name: tenants.name, status: tenants.status })
    .from(tenants)
    .orderBy(tenants.slug);
}

export async function registerTenant(control: ControlDb, tenant: { slug: string; name: string }): Promise<void> {
  await control.insert(tenants).values(tenant);
}
