import type { LoginEntry } from '../theme/define-theme.ts'
import { type LoginEntryTarget, loginEntryTarget } from './login-entry.ts'
import { type SignOutDeps, signOut } from './sign-out.ts'

/**
 * A session-expired, blocked or closed answer: sign the player out and say where the theme wants
 * them to sign in again. The server has already refused the token, so it is not asked to
 * revoke it. The caller shows the 10-second toast first.
 */
export async function endSession(deps: SignOutDeps, entry: LoginEntry): Promise<LoginEntryTarget> {
  await signOut({ ...deps, endedByServer: true })
  return loginEntryTarget(entry)
}
