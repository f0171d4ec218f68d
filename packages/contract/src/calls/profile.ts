import * as v from 'valibot'
import { defineCall } from '../define-call.ts'
import { response } from '../envelope.ts'
import { accountEntries } from '../fields.ts'
import { ProfileFields } from './auth.ts'

export const UpdatedProfile = v.object({
  account_id: v.string(),
  full_name: v.string(),
  contact_email: v.string(),
})
export type UpdatedProfile = v.InferOutput<typeof UpdatedProfile>

export const profileUpdate = defineCall({
  path: '/api/settings/profile_update',
  request: v.object({ ...accountEntries, ...ProfileFields.entries }),
  /** `value[0]` is the profile as saved. */
  response: response({ value: v.tuple([UpdatedProfile]) }),
  account: true,
})

/** `BLOCK` and `CLOSE` are the status messages every account call answers for such an account. */
export const accountStatuses = ['active', 'BLOCK', 'CLOSE'] as const
export const AccountStatus = v.picklist(accountStatuses)
export type AccountStatus = v.InferOutput<typeof AccountStatus>

export const checkStatus = defineCall({
  path: '/api/settings/check_status',
  request: v.object(accountEntries),
  response: response({ account_status: AccountStatus }),
  account: true,
})
