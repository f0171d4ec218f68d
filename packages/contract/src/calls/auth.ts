import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import {
  AccountId,
  AuthToken,
  accountEntries,
  Email,
  FullName,
  languageEntries,
  NonNegativeMoney,
  Password,
  siteEntries,
} from '../fields.ts'

/** What every call that signs a player in answers (the login call). */
export const signInEntries = {
  token: AuthToken,
  user: v.object({ account_id: v.string(), session_token: AuthToken }),
  fullname: v.string(),
  email: v.string(),
}

export const login = defineCall({
  path: '/api/auth/login',
  request: v.object({ ...siteEntries, account_id: AccountId, password: Password }),
  response: response(signInEntries),
})

/** Ends the session on the server: the token stops working at once. */
export const logout = defineCall({
  path: '/api/auth/logout',
  request: v.object(accountEntries),
  response: response({}),
  account: true,
})

export const getBalance = defineCall({
  path: '/api/auth/get_balance',
  request: v.object(accountEntries),
  response: response({
    /** Minor units of the site's currency. */
    game_balance: NonNegativeMoney,
    game_token: v.string(),
  }),
  account: true,
})

export const VipNextLevel = v.object({
  starting_deposit: NonNegativeMoney,
  cycle_deposit: NonNegativeMoney,
  deposit_next: NonNegativeMoney,
  starting_turnover: NonNegativeMoney,
  cycle_turnover: NonNegativeMoney,
  turnover_next: NonNegativeMoney,
  vip_name: v.string(),
  vip_name_next: v.string(),
})
export type VipNextLevel = v.InferOutput<typeof VipNextLevel>

export const vip = defineCall({
  path: '/api/auth/vip',
  request: v.object({ ...accountEntries, ...languageEntries }),
  response: response({ nextLevel: v.array(VipNextLevel) }),
  account: true,
  localized: true,
})

export const updatePassword = defineCall({
  path: '/api/auth/update_password',
  request: v.object({ ...accountEntries, password: Password, new_password: Password }),
  response: response({}),
  account: true,
})

/** Profile fields a player may change: nothing else. */
export const ProfileFields = v.object({ full_name: FullName, contact_email: Email })
export type ProfileFields = v.InferOutput<typeof ProfileFields>
