// Operator command: npm run tenant -- create <slug> --name "<Display name>" --admin-email <email> --admin-password <password>
//                   npm run tenant -- list
//                   npm run tenant -- prices <slug> [--currency PLN] [--per-user 5.5] [--per-pdf 0.1] [--per-push 0.01]
// Works on the libSQL files under DATA_DIR (default ./data), or on remote databases with the same
// settings as the server (TURSO_DATABASE_URL_TEMPLATE etc.); with the Turso Platform API settings
// it first creates the tenant's database there. A running server sees a new tenant at once.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { tenants } from '../worker/db/control-schema';
import { createNodePlatform } from '../worker/platform/node';
import { tenantDatabaseUrl, remoteDatabaseConfig } from '../worker/platform/remote-databases';
import { slugProblem } from '../worker/tenancy/host';
import { NewTenantSchema, provisionTenant, ProvisionError } from '../worker/features/tenants/provision';
import { listTenants } from '../worker/tenancy/registry';
import { createTursoDatabase, wantsTursoPlatform } from '../worker/tenancy/turso-platform';

const USAGE = `Usage:
  npm run tenant -- create <slug> --name "<Display name>" --admin-email <email> --admin-password <password> [--admin-name "<Full name>"]
  npm run tenant -- list
  npm run tenant -- prices <slug> [--currency PLN] [--per-user <price>] [--per-pdf <price>] [--per-push <price>]`;

function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-password': { type: 'string' },
        'admin-name': { type: 'string' },
        currency: { type: 'string' },
        'per-user': { type: 'string' },
        'per-pdf': { type: 'string' },
        'per-push': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, slug, ...extra] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    process.exit(command ? 0 : 1);
  }
  const dataDir = process.env.DATA_DIR || './data';

  if (command === 'list') {
    const platform = await createNodePlatform({ dataDir, log: () => {} });
    for (const tenant of await listTenants(platform.control)) console.log(`${tenant.slug}\t${tenant.status}\t${tenant.name}`);
    await platform.close();
    return;
  }
  if (command === 'prices') return setPrices(dataDir, slug, extra, values);
  if (command !== 'create') fail(`unknown command "${command}"\n${USAGE}`);
  if (!slug) fail(`the slug is missing\n${USAGE}`);
  if (extra.length) fail(`unexpected arguments: ${extra.join(' ')}\n${USAGE}`);

  // Everything that can be checked without the data directory is checked before it is touched.
  const problem = slugProblem(slug);
  if (problem) fail(`invalid slug "${slug}": ${problem}`);
  const input = {
    slug,
    name: values.name ?? '',
    adminEmail: values['admin-email'] ?? '',
    adminPassword: values['admin-password'] ?? '',
    adminName: values['admin-name'],
  };
  const check = NewTenantSchema.safeParse(input);
  if (!check.success) {
    const issue = check.error.issues[0]!;
    const flag =
      { name: '--name', adminEmail: '--admin-email', adminPassword: '--admin-password', adminName: '--admin-name' }[String(issue.path[0])]
        ?? String(issue.path[0]);
    fail(`${flag}: ${issue.message}\n${USAGE}`);
  }

  const platform = await createNodePlatform({ dataDir, log: () => {} });
  try {
    const tenant = await provisionTenant(platform, input, {
      createDatabase: tursoDatabaseCreator(platform.databaseLocation),
      databaseInUse: (s) => platform.tenantDatabaseInUse(s),
    });
    console.log(`Created tenant "${tenant.slug}" (${tenant.name}) with superadmin ${check.data.adminEmail}.`);
    console.log(`Locally: http://${tenant.slug}.localhost:${process.env.PORT || 8787}`);
  } catch (error) {
    if (error instanceof ProvisionError) fail(error.message);
    throw error;
  } finally {
    await platform.close();
  }
}

/**
 * The prices of a tenant's invoice drafts (docs/telemetry.md): the ones given change, the others
 * stay; without any, prints them. Drafts made from now on use them.
 */
async function setPrices(dataDir: string, slug: string | undefined, extra: string[], values: Record<string, string | boolean | undefined>) {
  if (!slug) fail(`the slug is missing\n${USAGE}`);
  if (extra.length) fail(`unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
  const changes: { currency?: string; pricePerActiveUser?: number; pricePerPdf?: number; pricePerPush?: number } = {};
  for (const [flag, column] of [['per-user', 'pricePerActiveUser'], ['per-pdf', 'pricePerPdf'], ['per-push', 'pricePerPush']] as const) {
    const value = values[flag];
    if (value === undefined) continue;
    const price = Number(value);
    if (typeof value !== 'string' || !/^\d+(\.\d{1,4})?$/.test(value) || !Number.isFinite(price)) {
      fail(`--${flag}: a price such as 5.50 (at most 4 decimals, not negative)`);
    }
    changes[column] = price;
  }
  if (values.currency !== undefined) {
    if (typeof values.currency !== 'string' || !/^[A-Z]{3}$/.test(values.currency)) {
      fail('--currency: a three-letter code such as PLN, UAH or EUR');
    }
    changes.currency = values.currency;
  }
  const platform = await createNodePlatform({ dataDir, log: () => {} });
  try {
    const where = eq(tenants.slug, slug);
    if (Object.keys(changes).length) await platform.control.update(tenants).set(changes).where(where);
    const [row] = await platform.control.select().from(tenants).where(where);
    if (!row) fail(`no tenant "${slug}"`);
    console.log(
      `${row.slug}: ${row.currency} per active user ${row.pricePerActiveUser}, per PDF ${row.pricePerPdf}, per push ${row.pricePerPush}`,
    );
  } finally {
    await platform.close();
  }
}

/** With the Platform API settings, a new tenant's database is created on Turso first. */
function tursoDatabaseCreator(location: 'files' | 'remote') {
  let wanted;
  try {
    wanted = wantsTursoPlatform(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!wanted) return undefined;
  if (location !== 'remote') {
    fail('the Turso Platform API settings need TURSO_DATABASE_URL_TEMPLATE and CONTROL_DATABASE_URL too (docs/deploy-edge.md)');
  }
  const config = remoteDatabaseConfig(process.env);
  return (slug: string) => createTursoDatabase(process.env, slug, tenantDatabaseUrl(config, slug));
}

await main();
