import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { tacDeliveryEntries } from '../entities/tac-delivery.ts'
import { response } from '../envelope.ts'
import { AccountId, Password, Phone, siteEntries, Tac } from '../fields.ts'

/**
 * Sends a password-reset TAC when the phone matches the account. The server answers alike when
 * it does not, so the call cannot be used to learn which accounts exist.
 */
export const forgotPassword = defineCall({
  path: '/api/auth/forgot_password',
  request: v.object({ ...siteEntries, account_id: AccountId, contact_phone: Phone }),
  response: response(tacDeliveryEntries),
})

/** Completes a forgotten password: the TAC proves the phone, and every old session ends. */
export const resetPassword = defineCall({
  path: '/api/auth/reset_password',
  request: v.object({ ...siteEntries, account_id: AccountId, tac: Tac, new_password: Password }),
  response: response({}),
})
