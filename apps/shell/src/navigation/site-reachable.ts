/**
 * Whether this site's server answers at all. It tells a new build (the old page chunks are gone,
 * a full load fixes it) from a lost connection (a full load would leave the player on the
 * browser's own error page). Any answer short of a gateway failure means the server is up.
 */
export async function siteReachable(): Promise<boolean> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' })
    return response.status < 500
  } catch {
    return false
  }
}
