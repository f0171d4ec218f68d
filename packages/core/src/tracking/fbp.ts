import { parse } from 'cookie'
import { cleanTrackingId } from './tracking-id.ts'

/** The first-party cookie the Meta pixel sets to recognise a browser. */
export const fbpCookieName = '_fbp'

/**
 * The Meta pixel's browser id from a Cookie header or `document.cookie`, '' when there
 * is none; reported with the site visit and sign-up so the operator's ad spend can be attributed.
 */
export function readFbp(cookieHeader: string | undefined): string {
  if (!cookieHeader) return ''
  return cleanTrackingId(parse(cookieHeader)[fbpCookieName])
}
