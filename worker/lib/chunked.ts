/** Ids per `IN (...)` list and rows per multi-row INSERT, unless a caller says otherwise. */
export const CHUNK = 500;

/** The items in lists of at most `size`, in order. */
export function chunked<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
