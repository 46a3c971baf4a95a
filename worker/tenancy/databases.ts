import type { Client } from '@libsql/client';
import { tenantDrizzle, type Db } from '../db/client';
import { tenantMigrations } from '../db/migrations.generated';
import { applyMigrations } from './migrate';

type Entry = { client: Promise<Client>; ready: Promise<Db> };

/**
 * One database handle per tenant, opened on first use and migrated before the first query
 * (so a deploy with new migrations upgrades each tenant lazily). Concurrent first requests
 * share the same migration run.
 */
export class TenantDatabases {
  readonly #open: (slug: string) => Promise<Client>;
  readonly #entries = new Map<string, Entry>();

  constructor(open: (slug: string) => Promise<Client>) {
    this.#open = open;
  }

  get(slug: string): Promise<Db> {
    let entry = this.#entries.get(slug);
    if (!entry) {
      const client = this.#open(slug);
      const ready = client.then(async (c) => {
        await applyMigrations(c, tenantMigrations);
        return tenantDrizzle(c);
      });
      const created: Entry = { client, ready };
      entry = created;
      this.#entries.set(slug, created);
      // A failed open or migration must not stick: the next request tries again.
      ready.catch(() => {
        if (this.#entries.get(slug) === created) this.#entries.delete(slug);
        client.then((c) => c.close()).catch(() => {});
      });
    }
    return entry.ready;
  }

  async closeAll(): Promise<void> {
    const entries = [...this.#entries.values()];
    this.#entries.clear();
    await Promise.all(entries.map((e) => e.client.then((c) => c.close()).catch(() => {})));
  }
}
