import { isSuccess } from '@parlor/contract'
import type { Store } from '../stores/store.ts'
import { sessionAtom, userAtom } from '../stores/user-store.ts'
import { vipSummary } from '../vip/vip-summary.ts'
import type { AccountDeps } from './account-deps.ts'

/**
 * Each loader answers the call's envelope so the caller can hand a failure to the general error
 * handler (a session-expired answer there ends the session). A guest loads nothing.
 */
export async function refreshBalance({ api, store }: AccountDeps) {
  if (!store.get(sessionAtom)) return null
  const res = await api.getBalance({})
  if (isSuccess(res)) {
    store.set(userAtom, (user) => ({
      ...user,
      game: { balance: res.game_balance, token: res.game_token },
    }))
  }
  return res
}

/**
 * Money calls (deposit, withdrawal, spins…) answer the balance they leave (`game_balance`): it goes
 * straight into the player's state, without another balance call. An answer arriving after the
 * player signed out is dropped, so a guest never shows a balance.
 */
export function applyBalance(store: Store, gameBalance: number): void {
  store.set(userAtom, (user) =>
    user.isAuthenticated ? { ...user, game: { ...user.game, balance: gameBalance } } : user,
  )
}

export async function refreshVip({ api, store }: AccountDeps) {
  if (!store.get(sessionAtom)) return null
  const res = await api.vip({})
  if (isSuccess(res)) store.set(userAtom, (user) => ({ ...user, vip: vipSummary(res) }))
  return res
}

export async function refreshFavourites({ api, store }: AccountDeps) {
  if (!store.get(sessionAtom)) return null
  const res = await api.favList({})
  if (isSuccess(res)) store.set(userAtom, (user) => ({ ...user, game_fav_list: res.value }))
  return res
}

/** After sign-in: balance, VIP and favourites load side by side. */
export function loadAccount(deps: AccountDeps) {
  return Promise.all([refreshBalance(deps), refreshVip(deps), refreshFavourites(deps)])
}
