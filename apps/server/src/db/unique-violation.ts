/** Whether a database error is a unique index's refusal (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
