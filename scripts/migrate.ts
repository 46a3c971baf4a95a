// Operator command: npm run migrate — applies pending migrations to the control database and to
// every tenant database: the files under DATA_DIR, or the remote databases when
// TURSO_DATABASE_URL_TEMPLATE etc. are set (as for the server). Servers also migrate each tenant
// lazily on first use.
import { createNodePlatform } from '../worker/platform/node';
import { listTenants } from '../worker/tenancy/registry';

const platform = await createNodePlatform({ dataDir: process.env.DATA_DIR || './data', log: () => {} });
try {
  const tenants = await listTenants(platform.control);
  for (const tenant of tenants) {
    await platform.databases.get(tenant.slug);
    console.log(`migrated ${tenant.slug}`);
  }
  console.log(`${tenants.length} tenant database${tenants.length === 1 ? '' : 's'} up to date.`);
} finally {
  await platform.close();
}
