// Tenant and control databases on libSQL over HTTP (sqld or Turso): the Worker always, the Node
// entry when TURSO_DATABASE_URL_TEMPLATE is set. Each entry passes its own libSQL client factory
// (`@libsql/client/web` at the edge, `@libsql/client` on Node); everything else is shared here.
import type { Client, Config } from '@libsql/client';
import { controlMigrations } from '../db/migrations.generated';
import { TenantDatabases } from '../tenancy/databases';
import { applyMigrations, type Migration } from '../tenancy/migrate';

/** The settings, named as in wrangler.toml and the Node environment alike. */
export type RemoteDatabaseSettings = {
  /** e.g. `libsql://grafik-{tenant}-myorg.turso.io`; `{tenant}` becomes the tenant slug. */
  TURSO_DATABASE_URL_TEMPLATE?: string;
  TURSO_AUTH_TOKEN?: string;
  CONTROL_DATABASE_URL?: string;
  /** Defaults to TURSO_AUTH_TOKEN. */
  CONTROL_DATABASE_AUTH_TOKEN?: string;
};

export type RemoteDatabaseConfig = {
  template: string;
  controlUrl: string;
  authToken?: string;
  controlAuthToken?: string;
};

export const TENANT_PLACEHOLDER = '{tenant}';

/**
 * No queue in the client: its default lets 20 queries run and queues the rest behind promises
 * that other requests resolve, which workerd cancels (a request waiting on another request's I/O
 * hangs). Each query is its own HTTP request; the server does the queueing.
 */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** True when the environment asks for remote databases (the Node entry's switch). */
export function wantsRemoteDatabases(env: RemoteDatabaseSettings): boolean {
  return Boolean(env.TURSO_DATABASE_URL_TEMPLATE?.trim());
}

/** Reads and checks the settings; a missing or malformed one throws a message naming it. */
export function remoteDatabaseConfig(env: RemoteDatabaseSettings, docs = 'docs/deploy-edge.md'): RemoteDatabaseConfig {
  const required = (name: keyof RemoteDatabaseSettings) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is not set (see ${docs})`);
    return value;
  };
  const template = required('TURSO_DATABASE_URL_TEMPLATE');
  if (!template.includes(TENANT_PLACEHOLDER)) {
    throw new Error(
      `TURSO_DATABASE_URL_TEMPLATE must contain ${TENANT_PLACEHOLDER}, e.g. libsql://grafik-${TENANT_PLACEHOLDER}-myorg.turso.io`,
    );
  }
  const authToken = env.TURSO_AUTH_TOKEN?.trim() || undefined;
  return {
    template,
    controlUrl: required('CONTROL_DATABASE_URL'),
    authToken,
    controlAuthToken: env.CONTROL_DATABASE_AUTH_TOKEN?.trim() || authToken,
  };
}

export function tenantDatabaseUrl(config: RemoteDatabaseConfig, slug: string): string {
  const url = config.template.replaceAll(TENANT_PLACEHOLDER, slug);
  // A control database named like a tenant's (grafik-control) must never get a tenant's schema.
  if (url === config.controlUrl) throw new Error(`Tenant "${slug}" would open the control database; rename the control database`);
  return url;
}

export type RemoteDatabases = {
  /** The control database, migrated before its first query. */
  control: Client;
  databases: TenantDatabases;
  /** A tenant's database without migrations, to look at it before provisioning. */
  openTenant(slug: string): Client;
};

/** Opens nothing yet: the clients connect on their first query. */
export function openRemoteDatabases(config: RemoteDatabaseConfig, createClient: (config: Config) => Client): RemoteDatabases {
  const openTenant = (slug: string) =>
    createClient({ url: tenantDatabaseUrl(config, slug), authToken: config.authToken, concurrency: UNLIMITED });
  return {
    control: migratedOnFirstUse(
      createClient({ url: config.controlUrl, authToken: config.controlAuthToken, concurrency: UNLIMITED }),
      controlMigrations,
    ),
    databases: new TenantDatabases(async (slug) => openTenant(slug)),
    openTenant,
  };
}

/** True when a database holds any table besides the migration ledger (provisioning wants an empty one). */
export async function databaseInUse(client: Client): Promise<boolean> {
  const tables = await client.execute(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__grafik_migrations' LIMIT 1",
  );
  return tables.rows.length > 0;
}

const QUERY_METHODS = new Set<PropertyKey>(['execute', 'batch', 'transaction', 'executeMultiple', 'migrate']);

/**
 * The client as it is, except that its first query applies the migrations first.
 * A failed run is forgotten, so the next query tries again (the database may come back).
 */
function migratedOnFirstUse(client: Client, migrations: Migration[]): Client {
  let ready: Promise<unknown> | undefined;
  const migrate = () => (ready ??= applyMigrations(client, migrations).catch((error: unknown) => {
    ready = undefined;
    throw error;
  }));
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!QUERY_METHODS.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        await migrate();
        return value.apply(target, args);
      };
    },
  });
}
