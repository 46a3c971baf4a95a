// The platform on one machine: libSQL files under DATA_DIR, mail as .eml files in the outbox.
// With TURSO_DATABASE_URL_TEMPLATE set, the databases are remote (libSQL over HTTP, as at the edge),
// so several instances can share them; the secret key, outbox and media stay in DATA_DIR.
import type { Client } from '@libsql/client';
import { getConnInfo } from '@hono/node-server/conninfo';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { controlDrizzle, type ControlDb } from '../db/client';
import { controlMigrations } from '../db/migrations.generated';
import { TenantDatabases } from '../tenancy/databases';
import { applyMigrations } from '../tenancy/migrate';
import { tenantBlobs } from './blobs';
import { nodeBlobStore } from './blobs-node';
import { renderEml } from './mail-eml';
import { createUsage, NO_USAGE, USAGE_FLUSH_MS } from './usage';
import { nodeFonts } from './fonts-node';
import { createNodeOutbound, type NodeOutboundOptions } from './outbound-node';
import { createNodeRooms, type NodeRooms } from './node-rooms';
import { databaseInUse, openRemoteDatabases, remoteDatabaseConfig, wantsRemoteDatabases } from './remote-databases';
import { SqliteFileClient } from './sqlite-file';
import { SerializedClient } from './serialized-client';
import { createLimiter } from '../lib/limiter';
import { configFromEnv, type Mailer, type Platform, type VapidKeys } from './types';
import webpush from 'web-push';

export type NodePlatform = Platform & {
  dataDir: string;
  realtime: NodeRooms;
  /** Where the databases live: files under DATA_DIR, or libSQL over HTTP. */
  databaseLocation: 'files' | 'remote';
  /** True when the tenant's database already exists with tables in it (provisioning wants none). */
  tenantDatabaseInUse(slug: string): Promise<boolean>;
  /** Waits for the work still running after its answer (pushes): a graceful stop calls it first. */
  settle(): Promise<void>;
  /** Settles, then closes the rooms and databases. */
  close(): Promise<void>;
};

export type NodePlatformOptions = {
  dataDir: string;
  env?: Record<string, string | undefined>;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy, and in tests). */
  trustProxy?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
  /**
   * The outbound guard's settings. Only the test harness gives any (an allow-list of its loopback
   * servers, a resolver); never read from the environment.
   */
  outbound?: NodeOutboundOptions;
};

const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Large answers built at once (Platform.largeAnswer): more is no faster on one event loop, and each holds a few MB. */
const LARGE_ANSWERS_AT_ONCE = 2;

export function openLibsqlFile(path: string): Client {
  const file = resolve(path);
  return new SerializedClient(new SqliteFileClient(file, SQLITE_BUSY_TIMEOUT_MS), file);
}

/** SECRET_KEY when set, else a key generated once into DATA_DIR/secret.key (readable by the owner only). */
function loadSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) {
    if (configured.length < 32) throw new Error('SECRET_KEY must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set (several instances
 * share them), else a pair generated once into DATA_DIR/vapid.json (readable by the owner only) and
 * reused. Browsers' subscriptions are bound to the public key: changing it orphans them.
 */
export function loadVapidKeys(dataDir: string, env: Record<string, string | undefined>): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:admin@${env.APP_DOMAIN?.trim() || 'localhost'}`;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    try {
      // 'wx': another process starting on the same directory at once keeps its pair, and we read it.
      writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
      chmodSync(file, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair: delete it to make a new one`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

export function tenantDatabasePath(dataDir: string, slug: string): string {
  return join(dataDir, 'tenants', `${slug}.db`);
}

function outboxMailer(dataDir: string, from: string, log: (line: string) => void, clock: () => Date): Mailer {
  const outbox = join(dataDir, 'outbox');
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const now = clock();
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${mail.tenant}-${crypto.randomUUID().slice(0, 8)}.eml`;
      writeFileSync(join(outbox, name), renderEml(mail, from, now));
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] to ${mail.to}: ${mail.subject} -> outbox/${name}${links.map((l) => `\n       ${l}`).join('')}`);
    },
  };
}

export async function createNodePlatform(options: NodePlatformOptions): Promise<NodePlatform> {
  const env = options.env ?? process.env;
  const dataDir = resolve(options.dataDir);
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  mkdirSync(join(dataDir, 'tenants'), { recursive: true });
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });

  const stores = wantsRemoteDatabases(env) ? await remoteStores(env) : await fileStores(dataDir);
  const secretKey = loadSecret(dataDir, env.SECRET_KEY);
  const config = configFromEnv(env);
  const realtime = createNodeRooms({ secretKey, appDomain: config.appDomain, log });
  const outbound = createNodeOutbound(options.outbound);
  const push = { keys: loadVapidKeys(dataDir, env) };
  const usage = env.TELEMETRY === 'off' ? NO_USAGE : createUsage(stores.databases, log);
  // What waits is written at least every USAGE_FLUSH_MS, and on a graceful stop (close()).
  const usageTimer = setInterval(() => void usage.flush(now()), USAGE_FLUSH_MS);
  usageTimer.unref();
  /** Work still running after its answer (pushes). */
  const pending = new Set<Promise<unknown>>();
  const settle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };

  return {
    dataDir,
    config,
    secretKey,
    control: stores.control,
    databases: stores.databases,
    databaseLocation: stores.location,
    tenantDatabaseInUse: stores.inUse,
    mailer: outboxMailer(dataDir, env.MAIL_FROM || 'Grafik <no-reply@grafik.local>', log, now),
    realtime,
    blobs: tenantBlobs(nodeBlobStore(join(dataDir, 'media'))),
    outbound: { fetch: outbound.fetch, check: outbound.check, allowListed: outbound.allowListed },
    fonts: nodeFonts(),
    push,
    usage,
    largeAnswer: createLimiter(LARGE_ANSWERS_AT_ONCE),
    afterResponse(_c, task) {
      const running: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log(`[after response] ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    clientIp(c) {
      if (options.trustProxy ?? env.TRUST_PROXY === '1') {
        const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
        if (forwarded) return forwarded;
      }
      try {
        return getConnInfo(c).remote.address ?? 'unknown';
      } catch {
        return 'unknown'; // a request that did not come through a socket (app.request in tests)
      }
    },
    now,
    settle,
    async close() {
      await settle();
      clearInterval(usageTimer);
      await usage.flush(now());
      await realtime.close();
      await outbound.close();
      await stores.close();
    },
  };
}

type Stores = {
  location: NodePlatform['databaseLocation'];
  control: ControlDb;
  databases: TenantDatabases;
  inUse(slug: string): Promise<boolean>;
  close(): Promise<void>;
};

async function fileStores(dataDir: string): Promise<Stores> {
  const controlClient = openLibsqlFile(join(dataDir, 'control.db'));
  await controlClient.execute('PRAGMA journal_mode=WAL');
  await applyMigrations(controlClient, controlMigrations);
  const databases = new TenantDatabases(async (slug) => {
    const client = openLibsqlFile(tenantDatabasePath(dataDir, slug));
    await client.execute('PRAGMA journal_mode=WAL');
    return client;
  });
  return {
    location: 'files',
    control: controlDrizzle(controlClient),
    databases,
    inUse: async (slug) => existsSync(tenantDatabasePath(dataDir, slug)),
    async close() {
      await databases.closeAll();
      controlClient.close();
    },
  };
}

/** The settings the Worker reads; `@libsql/client` speaks HTTP for http:, https: and libsql: URLs. */
async function remoteStores(env: Record<string, string | undefined>): Promise<Stores> {
  // Loaded only here: @libsql/client's Node entry loads the native libsql driver, which files do not use.
  const { createClient } = await import('@libsql/client');
  const remote = openRemoteDatabases(remoteDatabaseConfig(env, 'docs/operations.md'), createClient);
  return {
    location: 'remote',
    control: controlDrizzle(remote.control),
    databases: remote.databases,
    async inUse(slug) {
      const client = remote.openTenant(slug);
      try {
        return await databaseInUse(client);
      } finally {
        client.close();
      }
    },
    async close() {
      await remote.databases.closeAll();
      remote.control.close();
    },
  };
}
