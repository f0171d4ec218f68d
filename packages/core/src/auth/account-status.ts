import { type FailureEnvelope, isSuccess, statusCode } from '@parlor/contract'
import { sessionAtom } from '../stores/user-store.ts'
import type { AccountDeps } from './account-deps.ts'

/**
 * The status check a signed-in tab makes when it regains focus: a player blocked
 * or closed while the tab sat in the background must not go on playing in it. Answers null for a
 * guest or an active account, else an envelope for the general error handler (`decideError`):
 * the call's own failure as it came, or `BLOCK` / `CLOSE`, which end the session there.
 */
export async function checkAccountStatus(deps: AccountDeps): Promise<FailureEnvelope | null> {
  if (!deps.store.get(sessionAtom)) return null
  const res = await deps.api.checkStatus({})
  if (!isSuccess(res)) return res
  if (res.account_status === 'active') return null
  return {
    statusCode: statusCode.forbidden,
    statusMessage: res.account_status,
    statusDetail: 'account_status',
  }
}
