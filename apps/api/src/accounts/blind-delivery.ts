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
 * - `resend_after` is the code-sending throttle's delay, which real deliveries carry too.
 * What still differs is the time a real code takes to send. The throttles count these calls per
 * source and per account id typed, so too few can be made to average that difference out.
 */
export function blindDelivery(sentTo: string, now: Date, resendAfter: number): TacDelivery {
  return {
    sent_to: sentTo,
    expires_at: new Date(now.getTime() + tacRules.lifetimeMs).toISOString(),
    resend_after: resendAfter,
  }
}
