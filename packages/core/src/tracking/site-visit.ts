import type { RequestOf } from '@parlor/contract'
import { cleanTrackingId } from './tracking-id.ts'

/**
 * The site-visit report (`adsVisit`), or null when there is nothing to attribute: a visit is
 * reported only if the fbp cookie or an AppsFlyer id exists, and the call refuses a request with
 * neither.
 */
export function siteVisitRequest(
  site: { readonly domain_name: string; readonly external_id: string },
  ids: { readonly fbp: string; readonly appsflyer_id: string },
): RequestOf<'adsVisit'> | null {
  const fbp = cleanTrackingId(ids.fbp)
  const appsflyer_id = cleanTrackingId(ids.appsflyer_id)
  if (fbp === '' && appsflyer_id === '') return null
  return { domain_name: site.domain_name, external_id: site.external_id, fbp, appsflyer_id }
}
