// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla'
import { beforeEach, describe, expect, it } from 'vitest'
import { guestUser, userAtom } from '../stores/user-store.ts'
import { applyBalance } from './load-account.ts'

beforeEach(() => {
  localStorage.clear()
})

describe('applyBalance', () => {
  it("puts a money call's new balance into the player, keeping the game token", () => {
    const store = createStore()
    store.set(userAtom, {
      ...guestUser,
      isAuthenticated: true,
      user: { full_name: '', contact_email: '', account_id: 'player_one', session_token: 't' },
      token: 't',
      game: { balance: 100_00, token: 'g-1' },
    })
    applyBalance(store, 75_50)
    expect(store.get(userAtom).game).toEqual({ balance: 75_50, token: 'g-1' })
  })

  it('drops a balance that arrives after the player signed out', () => {
    const store = createStore()
    applyBalance(store, 75_50)
    expect(store.get(userAtom)).toEqual(guestUser)
  })
})
