import type { Site } from '@parlor/contract'

/** A site the operator switched off, or whose licence ran out, shows a site-unavailable page. */
export function isSiteAvailable(site: Pick<Site, 'status' | 'expired_date'>, now: Date): boolean {
  if (!site.status) return false
  if (site.expired_date === null) return true
  return new Date(site.expired_date).getTime() > now.getTime()
}
