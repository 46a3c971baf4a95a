// Creating a tenant's database through the Turso Platform API, for `npm run tenant -- create` on
// Turso. `@tursodatabase/api` is Turso's own client for it; the base URL can point elsewhere
// (TURSO_API_BASE_URL), which the tests use for a loopback stand-in.
import { createClient } from '@tursodatabase/api';
import { TENANT_PLACEHOLDER } from '../platform/remote-databases';
import { ProvisionError } from './provision-error';

export type TursoPlatformSettings = {
  TURSO_PLATFORM_API_TOKEN?: string;
  TURSO_ORGANIZATION?: string;
  /** The group every tenant database joins, so that one group token (TURSO_AUTH_TOKEN) opens them all. */
  TURSO_GROUP?: string;
  /** How a tenant's database is named on Turso; default `grafik-{tenant}`. */
  TURSO_DATABASE_NAME_TEMPLATE?: string;
  TURSO_API_BASE_URL?: string;
};

export const DEFAULT_DATABASE_NAME_TEMPLATE = `grafik-${TENANT_PLACEHOLDER}`;

/** True when the Platform API settings are there; partial settings are an error (a typo would otherwise skip creation). */
export function wantsTursoPlatform(env: TursoPlatformSettings): boolean {
  const set = (['TURSO_PLATFORM_API_TOKEN', 'TURSO_ORGANIZATION', 'TURSO_GROUP'] as const).filter((name) => env[name]?.trim());
  if (set.length === 0) return false;
  if (set.length < 3) {
    throw new ProvisionError('TURSO_PLATFORM_API_TOKEN, TURSO_ORGANIZATION and TURSO_GROUP go together (docs/deploy-edge.md)');
  }
  return true;
}

/**
 * Creates the tenant's database in the group and checks that it is the one the URL template
 * names: Turso's host for database `<name>` is `<name>-<org>.turso.io`, so the name template and
 * TURSO_DATABASE_URL_TEMPLATE must agree, or the tenant's data would be written elsewhere.
 */
export async function createTursoDatabase(env: TursoPlatformSettings, slug: string, expectedUrl: string): Promise<void> {
  const turso = createClient({
    token: env.TURSO_PLATFORM_API_TOKEN!.trim(),
    org: env.TURSO_ORGANIZATION!.trim(),
    // The client resolves paths relative to the base URL: it must end with a slash.
    baseUrl: env.TURSO_API_BASE_URL?.trim().replace(/\/?$/, '/') || undefined,
  });
  const name = (env.TURSO_DATABASE_NAME_TEMPLATE?.trim() || DEFAULT_DATABASE_NAME_TEMPLATE).replaceAll(TENANT_PLACEHOLDER, slug);
  let created;
  try {
    created = await turso.databases.create(name, { group: env.TURSO_GROUP!.trim() });
  } catch (error) {
    const message = (error as Error).message;
    // 409: Turso's answer for a name already taken. The client's TursoClientError carries the
    // status, but 2.0.5 declares the class without exporting it, so it is read off the error.
    if ((error as { status?: unknown }).status === 409) {
      throw new ProvisionError(`A Turso database named "${name}" already exists; delete it first or pick another slug`);
    }
    throw new ProvisionError(`The Turso Platform API refused to create "${name}": ${message}`);
  }
  const expectedHost = new URL(expectedUrl).host;
  if (created.hostname !== expectedHost) {
    throw new ProvisionError(
      `Turso created "${created.name}" at ${created.hostname}, but TURSO_DATABASE_URL_TEMPLATE names ${expectedHost} for "${slug}": `
        + 'make TURSO_DATABASE_NAME_TEMPLATE and the URL template agree, then delete that database',
    );
  }
}
