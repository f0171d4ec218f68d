import { isSuccess, type RequestOf, type ResponseOf } from '@parlor/contract'
import { guestUser, userAtom } from '../stores/user-store.ts'
import type { AccountDeps } from './account-deps.ts'
import { loadAccount } from './load-account.ts'

type SignInResponse = ResponseOf<'login'> | ResponseOf<'loginTac'>

/**
 * A sign-in counts only when statusCode is 1 and a token came back; then the player's
 * balance, VIP and favourites load, and a call among them that fails goes to `deps.report`, as it
 * would on a later visit, rather than leaving a balance of 0 unexplained. Any other answer leaves
 * the visitor a guest.
 */
export async function completeSignIn(deps: AccountDeps, res: SignInResponse): Promise<boolean> {
  if (!isSuccess(res) || !res.token) {
    deps.store.set(userAtom, (user) => ({ ...user, isAuthenticated: false }))
    return false
  }
  deps.store.set(userAtom, {
    ...guestUser,
    isAuthenticated: true,
    user: {
      account_id: res.user.account_id,
      session_token: res.token,
      full_name: res.fullname,
      contact_email: res.email,
    },
    token: res.token,
    fullname: res.fullname,
    email: res.email,
  })
  const answers = await loadAccount(deps)
  for (const answer of answers) if (answer && !isSuccess(answer)) deps.report?.(answer)
  return true
}

export async function signIn(deps: AccountDeps, credentials: RequestOf<'login'>) {
  const res = await deps.api.login(credentials)
  return { response: res, signedIn: await completeSignIn(deps, res) }
}

export async function signInWithTac(deps: AccountDeps, credentials: RequestOf<'loginTac'>) {
  const res = await deps.api.loginTac(credentials)
  return { response: res, signedIn: await completeSignIn(deps, res) }
}
