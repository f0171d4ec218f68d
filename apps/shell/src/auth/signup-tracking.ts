import { ReferralCode } from '@parlor/contract'
import { cleanTrackingId, readFbp, rememberAppsflyerId, rememberVisitorId } from '@parlor/core'
import * as v from 'valibot'

/** The address's query as the router parses it: a value may arrive as a number or a boolean. */
export type SearchValues = Readonly<Record<string, unknown>>

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim()
    : ''
}

/** A code as sign-up accepts it, or '' for anything else (a mangled link must not block sign-up). */
function code(value: unknown): string {
  const parsed = v.safeParse(ReferralCode, text(value))
  return parsed.success ? parsed.output : ''
}

/** The inviting player's code a referral link carries (`?ref=` or `?referrer_code=`), or ''. */
export function referralFromLink(search: SearchValues): string {
  return code(search.ref) || code(search.referrer_code)
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * What sign-up reports about where the player came from (the signup call): the landing link's
 * campaign tags, the affiliate's code, the Meta pixel's browser id and the AppsFlyer id the
 * first visit kept, and this browser's visitor id (core's `rememberVisitorId`).
 */
export function signupTracking(search: SearchValues) {
  return {
    ch: cleanTrackingId(text(search.ch)),
    cm: cleanTrackingId(text(search.cm)),
    pp: cleanTrackingId(text(search.pp)),
    affiliate_code: code(search.aff),
    fbp: readFbp(globalThis.document?.cookie),
    appsflyer_id: rememberAppsflyerId(globalThis.location?.search ?? '', safeStorage()),
    visitor_id: rememberVisitorId(safeStorage()),
  }
}
