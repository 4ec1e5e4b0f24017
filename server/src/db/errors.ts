/** True for PostgreSQL's unique_violation (both pg and PGlite report SQLSTATE 23505). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}
