import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { tacDeliveryEntries } from '../entities/tac-delivery.ts'
import { response } from '../envelope.ts'
import { AccountId, siteEntries, Tac } from '../fields.ts'
import { signInEntries } from './auth.ts'

const accountOfSite = { ...siteEntries, account_id: AccountId }

/** Sends a new registration TAC, for a player whose first code expired or never arrived. */
export const tacRequestNewRegister = defineCall({
  path: '/api/auth/tac/request_new_register',
  request: v.object(accountOfSite),
  response: response(tacDeliveryEntries),
})

/** Confirms a new account's phone with its registration TAC and signs the player in. */
export const tacVerify = defineCall({
  path: '/api/auth/tac/verify',
  request: v.object({ ...accountOfSite, tac: Tac }),
  response: response(signInEntries),
})

/** Sends a sign-in TAC to the account's phone, for signing in without the password. */
export const tacRequestLogin = defineCall({
  path: '/api/auth/tac/request_login',
  request: v.object(accountOfSite),
  response: response(tacDeliveryEntries),
})

export const loginTac = defineCall({
  path: '/api/auth/login_tac',
  request: v.object({ ...accountOfSite, tac: Tac }),
  response: response(signInEntries),
})
