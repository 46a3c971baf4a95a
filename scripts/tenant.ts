// Operator command: npm run tenant -- create <slug> --name "<Display name>" --admin-email <email> --admin-password <password>
//                   npm run tenant -- list
// Works on the libSQL files under DATA_DIR (default ./data), or on remote databases with the same
// settings as the server (TURSO_DATABASE_URL_TEMPLATE etc.); with the Turso Platform API settings
// it first creates the tenant's database there. A running server sees a new tenant at once.
import { parseArgs } from 'node:util';
import { createNodePlatform } from '../worker/platform/node';
import { tenantDatabaseUrl, remoteDatabaseConfig } from '../worker/platform/remote-databases';
import { slugProblem } from '../worker/tenancy/host';
import { NewTenantSchema, provisionTenant, ProvisionError } from '../worker/tenancy/provision';
import { listTenants } from '../worker/tenancy/registry';
import { createTursoDatabase, wantsTursoPlatform } from '../worker/tenancy/turso-platform';

const USAGE = `Usage:
  npm run tenant -- create <slug> --name "<Display name>" --admin-email <email> --admin-password <password> [--admin-name "<Full name>"]
  npm run tenant -- list`;

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
    const flag = { name: '--name', adminEmail: '--admin-email', adminPassword: '--admin-password', adminName: '--admin-name' }[String(issue.path[0])] ?? String(issue.path[0]);
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

/** With the Platform API settings, a new tenant's database is created on Turso first. */
function tursoDatabaseCreator(location: 'files' | 'remote') {
  let wanted;
  try {
    wanted = wantsTursoPlatform(process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!wanted) return undefined;
  if (location !== 'remote') fail('the Turso Platform API settings need TURSO_DATABASE_URL_TEMPLATE and CONTROL_DATABASE_URL too (docs/deploy-edge.md)');
  const config = remoteDatabaseConfig(process.env);
  return (slug: string) => createTursoDatabase(process.env, slug, tenantDatabaseUrl(config, slug));
}

await main();
