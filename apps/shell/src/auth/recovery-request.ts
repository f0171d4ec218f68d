import { AccountId, Phone } from '@parlor/contract'
import * as v from 'valibot'
import type { useSignInDeps } from './use-sign-in-deps.ts'

/** Password recovery asks for the account and the phone on it. */
export const RecoveryFields = v.object({ account_id: AccountId, contact_phone: Phone })
export type RecoveryRequest = v.InferOutput<typeof RecoveryFields>

/**
 * Sends a password-reset code (forgot_password), first or again. The server answers alike
 * whether or not the details match, so the answer tells nobody which accounts exist.
 */
export function requestResetCode(
  { deps, entries }: Pick<ReturnType<typeof useSignInDeps>, 'deps' | 'entries'>,
  request: RecoveryRequest,
) {
  return deps.api.forgotPassword({ ...entries, ...request })
}
