// Statements of the hottest reads built once per database handle (drizzle's `.prepare()` with
// placeholders) instead of on every call: building a select of a wide table took drizzle about
// 50 µs, more than SQLite takes to answer it (docs/performance.md). A handle is the tenant's
// database or a transaction; a transaction gets statements of its own, bound to it.

/** `build` once per handle; the statement is kept as long as the handle lives. */
export function preparedPerHandle<Handle extends object, Statement>(build: (handle: Handle) => Statement): (handle: Handle) => Statement {
  const byHandle = new WeakMap<Handle, Statement>();
  return (handle) => {
    let statement = byHandle.get(handle);
    if (statement === undefined) byHandle.set(handle, (statement = build(handle)));
    return statement;
  };
}
