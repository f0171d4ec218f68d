import { isSafeHref } from '@parlor/core'

/**
 * The address a game window may be sent to: a web address (absolute, or on this site), never a
 * script-type one, whatever the launch call answered. Null when it is not one.
 */
export function launchAddress(url: string, origin: string = window.location.origin): string | null {
  if (url.trim() === '' || !isSafeHref(url)) return null
  try {
    const parsed = new URL(url, origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
