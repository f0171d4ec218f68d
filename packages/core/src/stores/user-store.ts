import type { ResponseOf, SuccessOf } from '@parlor/contract'
import { atom } from 'jotai/vanilla'
import { atomWithStorage } from 'jotai/vanilla/utils'
import type { VipSummary } from '../vip/vip-summary.ts'
import { keptJsonStorage } from './kept-json-storage.ts'

export type FavouriteGame = SuccessOf<ResponseOf<'favList'>>['value'][number]

/** The signed-in player. */
export interface UserState {
  readonly isAuthenticated: boolean
  readonly user: {
    readonly full_name: string
    readonly contact_email: string
    readonly account_id: string
    readonly session_token: string
  } | null
  readonly token: string
  /** Balance in minor units, and the game token the balance call hands out. */
  readonly game: { readonly balance: number; readonly token: string }
  readonly email: string
  readonly fullname: string
  readonly game_fav_list: readonly FavouriteGame[]
  readonly vip: VipSummary | null
  readonly minigame: { readonly frozen_token: number; readonly token_balance: number }
}

export const guestUser: UserState = {
  isAuthenticated: false,
  user: null,
  token: '',
  game: { balance: 0, token: '' },
  email: '',
  fullname: '',
  game_fav_list: [],
  vip: null,
  minigame: { frozen_token: 0, token_balance: 0 },
}

export const userStorageKey = 'parlor:user:v1'

/** Persisted in local storage, so a reload or a new tab keeps the session. */
export const userAtom = atomWithStorage<UserState>(userStorageKey, guestUser, keptJsonStorage(), {
  getOnInit: true,
})

/** The credentials every account call sends, or null for a guest. */
export const sessionAtom = atom((get) => {
  const { isAuthenticated, user, token } = get(userAtom)
  return isAuthenticated && user && token ? { account_id: user.account_id, auth: token } : null
})
