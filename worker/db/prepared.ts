import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

// Statements of the hottest reads built once per database handle (drizzle's `.prepare()` with
// placeholders) instead of on every call: building a select of a wide table took drizzle about
// 50 µs, more than SQLite takes to answer it (docs/performance.md). A handle is the tenant's
// database or a transaction; a transaction gets statements of its own, bound to it.

/** `build` once per handle; the statement is kept as long as the handle lives. */
export function preparedPerHandle<Handle extends object, Statement>(build: (handle: Handle) => Statement): (handle: Handle) => Statement {
  const byHandle = new WeakMap<Handle, Statement>();
  return (handle) => {
    let statement = byHandle.get(handle);
    if (statement === undefined) byHandle.set(handle, statement = build(handle));
    return statement;
  };
}

/**
 * `column IN (the ids)` for a prepared statement: the ids come as one JSON array in the placeholder
 * `name` (pass `JSON.stringify(ids)`), so one statement serves any number of them.
 */
export const inJsonList = (column: SQLiteColumn, name: string): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(name)}))`;
