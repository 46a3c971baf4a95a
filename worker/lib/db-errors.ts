// Constraint failures that a concurrent request can cause, told apart from defects.

function causeText(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  return `${String(error)} ${cause ? String(cause) : ''}`;
}

/** A row this write points at (a company, a department, a user) was deleted in the meantime. */
export function isForeignKeyViolation(error: unknown): boolean {
  return causeText(error).includes('FOREIGN KEY constraint failed');
}

/**
 * A unique index refused the write (another request got there first). With `columns`, only when
 * SQLite names exactly those columns (`day_shifts.user_id, day_shifts.date`).
 */
export function isUniqueViolation(error: unknown, columns?: string): boolean {
  const text = causeText(error);
  if (!text.includes('UNIQUE constraint failed')) return false;
  if (!columns) return true;
  const named = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(text)?.[1];
  return named === columns;
}
