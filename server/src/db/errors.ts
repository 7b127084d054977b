function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/** True for a unique-constraint violation on either engine, so races answer 409 instead of 500. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when a referenced row is gone: a row deleted by a concurrent request, answered as 404. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
