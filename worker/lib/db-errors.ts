// Constraint failures that a concurrent request can cause, told apart from defects.

function causeText(error: unknown): string {
  return String((error as { cause?: unknown })?.cause ?? error);
}

/** A row this write points at (a company, a department, a user) was deleted in the meantime. */
export function isForeignKeyViolation(error: unknown): boolean {
  return causeText(error).includes('FOREIGN KEY constraint failed');
}
