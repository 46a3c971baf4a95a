// Column helpers shared by the tenant schema's files.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** When the row was written: milliseconds, filled by the database. */
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
