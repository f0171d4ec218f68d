import type { TacDelivery } from '@parlor/contract'
import { tacRules } from './tac-codes.ts'

/**
 * The delivery fields of a call that must not tell whether the account exists (forgot password,
 * request a sign-in code). Every field is computed from what the caller sent and the clock, never
 * from the account, so the answer with a code and the answer without one are the same:
 * - `sent_to` is chosen by the call from the request alone (see each call), because a masked
 *   phone read from the account would confirm the account and leak its last digits;
 * - `expires_at` is `now` plus the code's lifetime, which is what `issueTac` computes for a real
 *   code issued at the same `now`;
 * - `resend_after` is the fixed resend delay that real deliveries carry.
 * What still differs is the time: a real code costs three inserts more. Averaged over many
 * requests that could tell the cases apart, so a deployment should rate-limit these calls per
 * client in front of the server as it does for any sign-in form.
 */
export function blindDelivery(sentTo: string, now: Date): TacDelivery {
  return {
    sent_to: sentTo,
    expires_at: new Date(now.getTime() + tacRules.lifetimeMs).toISOString(),
    resend_after: tacRules.resendAfterSeconds,
  }
}
