// Applies the tenant migrations to one database file and prints the tags it applied, as JSON.
// Run as a separate process by tests/api/migrations.test.ts to race two processes on one file.
import { createClient } from '@libsql/client';
import { tenantMigrations } from '../../../worker/db/migrations.generated';
import { applyMigrations } from '../../../worker/tenancy/migrate';

const client = createClient({ url: `file:${process.argv[2]}`, timeout: 10_000 });
console.log(JSON.stringify(await applyMigrations(client, tenantMigrations)));
client.close();
