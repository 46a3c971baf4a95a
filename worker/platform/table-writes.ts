// Which tables a statement may change, so that answers kept in memory (lib/answer-cache.ts) are let
// go only when a table they were built from changes. Told from the statement's text: drizzle writes
// `insert into "t"`, `update "t"`, `delete from "t"`, and the few raw statements follow the same
// forms. Anything else that is not a plain read (scripts, schema changes, `WITH ... INSERT`) may
// change any table.

/** A database client that can tell whether rows of these tables (all: none given) may have changed since an earlier call. */
export type ChangeMarked = { changeMark(tables?: readonly string[]): string | null };

/** A statement's writes: nothing, the rows of one table, or possibly any table. */
export type Writes = null | string | 'any';

const READS = /^\s*(select|pragma|begin|commit|end|rollback|savepoint|release|explain|values)\b/i;
const ONE_TABLE =
  /^\s*(?:(?:insert|replace)(?:\s+or\s+\w+)?\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+(?:"((?:[^"]|"")+)"|`([^`]+)`|\[([^\]]+)\]|([\w$]+))/i;

export function writesOf(sql: string): Writes {
  if (READS.test(sql)) return null;
  const match = ONE_TABLE.exec(sql);
  if (!match) return 'any';
  const name = match[1]?.replaceAll('""', '"') ?? match[2] ?? match[3] ?? match[4]!;
  // A schema-qualified name (main.t, temp.t): let everything go.
  return /^\s*\./.test(sql.slice(match.index + match[0].length)) ? 'any' : name.toLowerCase();
}

/** One foreign key as `pragma_foreign_key_list` tells it, with the table that holds it. */
export type ForeignKey = { child: string; parent: string; onDelete: string; onUpdate: string };

/**
 * For each table, the tables whose rows a change of its rows may change too: itself, and through
 * foreign-key actions (CASCADE, SET NULL, SET DEFAULT) the tables that refer to it, and on. A table
 * with a trigger may change anything: `any`.
 */
export function reachOfWrites(keys: ForeignKey[], triggered: Iterable<string>): Map<string, readonly string[] | 'any'> {
  const acting = (action: string) => !/^(no action|restrict)$/i.test(action.trim());
  const children = new Map<string, Set<string>>();
  for (const key of keys) {
    if (!acting(key.onDelete) && !acting(key.onUpdate)) continue;
    const parent = key.parent.toLowerCase();
    if (!children.has(parent)) children.set(parent, new Set());
    children.get(parent)!.add(key.child.toLowerCase());
  }
  const withTriggers = new Set([...triggered].map((name) => name.toLowerCase()));
  const reach = new Map<string, readonly string[] | 'any'>();
  const tables = new Set([...children.keys(), ...keys.map((key) => key.child.toLowerCase())]);
  for (const table of tables) {
    const seen = new Set([table]);
    const queue = [table];
    while (queue.length) {
      for (const child of children.get(queue.pop()!) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        queue.push(child);
      }
    }
    reach.set(table, [...seen].some((name) => withTriggers.has(name)) ? 'any' : [...seen]);
  }
  for (const table of withTriggers) reach.set(table, 'any');
  return reach;
}
