/** The SQLSTATE of a database error from either driver (pg or PGlite), if any. */
export function pgErrorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
