import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { tacDeliveryEntries } from '../entities/tac-delivery.ts'
import { response } from '../envelope.ts'
import {
  AccountId,
  OptionalEmail,
  Password,
  Phone,
  ReferralCode,
  siteEntries,
  TrackingId,
} from '../fields.ts'

/**
 * Opens an account awaiting phone confirmation and sends its TAC to `contact_phone`; the player
 * is signed in once `/api/auth/tac/verify` accepts the code.
 */
export const signup = defineCall({
  path: '/api/auth/signup',
  request: v.object({
    ...siteEntries,
    account_id: AccountId,
    password: Password,
    contact_phone: Phone,
    contact_email: OptionalEmail,
    /** The inviting player's code, from a referral link or typed in. */
    referrer_code: ReferralCode,
    /** Campaign channel, medium and placement tags of the landing link. */
    ch: TrackingId,
    cm: TrackingId,
    pp: TrackingId,
    affiliate_code: ReferralCode,
    fbp: TrackingId,
    appsflyer_id: TrackingId,
    visitor_id: TrackingId,
  }),
  response: response({ account_id: v.string(), ...tacDeliveryEntries }),
})
