import { describe, expect, it } from 'vitest'
import { loginModalId } from '../auth/login-entry.ts'
import { rewardsTarget } from './rewards-target.ts'

describe('rewardsTarget', () => {
  it('opens the minigame in a new tab for a signed-in player, whatever the theme', () => {
    for (const rewardsEntry of ['page', 'login-modal'] as const) {
      expect(rewardsTarget({ isAuthenticated: true, rewardsEntry })).toEqual({
        kind: 'new-tab',
        path: '/minigame',
      })
    }
  })

  it('sends a guest to the login page on most themes', () => {
    expect(rewardsTarget({ isAuthenticated: false, rewardsEntry: 'page' })).toEqual({
      kind: 'page',
      path: '/login',
    })
  })

  it('opens the login modal for a guest on themes that ask for it', () => {
    expect(rewardsTarget({ isAuthenticated: false, rewardsEntry: 'login-modal' })).toEqual({
      kind: 'modal',
      id: loginModalId,
    })
    expect(loginModalId).toBe('loginmodal')
  })
})
