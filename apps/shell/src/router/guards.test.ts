import { guestUser, modalAtom, type Theme, userAtom } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import { isRedirect } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShellServices } from '../app/shell-services.ts'
import { pendingDestinationAtom } from '../session/pending-destination.ts'
import { guestOnly, requireAccount } from './guards.ts'

function contextFor(loginEntry: Theme['loginEntry'], signedIn = false) {
  const store = createStore()
  if (signedIn) {
    store.set(userAtom, {
      ...guestUser,
      isAuthenticated: true,
      token: 't0ken',
      user: { account_id: 'ana_01', session_token: 't0ken', full_name: '', contact_email: '' },
    })
  }
  const theme = { loginEntry } as Theme<ThemeLayout>
  return { store, context: { store, theme } as unknown as ShellServices }
}

function redirectOf(run: () => void): string {
  try {
    run()
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.href ?? ''
    throw thrown
  }
  throw new Error('no redirect')
}

describe('the account guard', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a guest to /login with the page they wanted on themes whose entry is the page', () => {
    const { context } = contextFor('page')
    const href = redirectOf(() => requireAccount({ context, location: { href: '/deposit?x=1' } }))
    expect(href).toBe('/login?redirect=%2Fdeposit%3Fx%3D1')
  })

  it('sends a guest home and opens the login modal a second later on modal themes', () => {
    const { context, store } = contextFor('login-modal')
    expect(redirectOf(() => requireAccount({ context, location: { href: '/inbox' } }))).toBe('/')
    expect(store.get(pendingDestinationAtom)).toBe('/inbox')
    vi.advanceTimersByTime(999)
    expect(store.get(modalAtom).stack).toEqual([])
    vi.advanceTimersByTime(1)
    expect(store.get(modalAtom).stack).toEqual(['loginmodal'])
  })

  it('opens the sign-in modal for the signin-modal entry (slot5)', () => {
    const { context, store } = contextFor('signin-modal')
    redirectOf(() => requireAccount({ context, location: { href: '/account' } }))
    vi.advanceTimersByTime(1_000)
    expect(store.get(modalAtom).stack).toEqual(['signinmodal'])
  })

  it('lets a signed-in player through, and turns them away from guest-only pages', () => {
    const { context } = contextFor('page', true)
    expect(() => requireAccount({ context, location: { href: '/account' } })).not.toThrow()
    expect(redirectOf(() => guestOnly({ context, location: { href: '/forgot-password' } }))).toBe(
      '/',
    )
  })
})
