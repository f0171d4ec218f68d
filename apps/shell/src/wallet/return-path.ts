/**
 * Where `?return=` may send the player: a path of this site only. `//host` and `/\host` are
 * other sites to a browser, so they are refused like full addresses.
 */
export function returnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}
