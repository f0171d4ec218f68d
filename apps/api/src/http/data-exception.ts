/**
 * An error the database raised because a value of the statement was unusable: SQLSTATE class 22,
 * "data exception" (a NUL in text 22021, an impossible date 22008, an offset out of range 22009,
 * a number a column cannot hold 22003, text that is not a number 22P02…). node-postgres and
 * PGlite both put the SQLSTATE in `code`.
 */
export function isDataException(error: unknown): error is Error & { readonly code: string } {
  if (!(error instanceof Error) || !('code' in error)) return false
  const { code } = error as { code: unknown }
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}
