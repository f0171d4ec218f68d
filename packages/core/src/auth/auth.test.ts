// @vitest-environment jsdom
import type { ResponseOf } from '@parlor/contract'
import { createStore } from 'jotai/vanilla'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/api-client.ts'
import { guestUser, sessionAtom, userAtom, userStorageKey } from '../stores/user-store.ts'
import { endSession } from './end-session.ts'
import { signIn } from './sign-in.ts'
import { forceLogoutKey, signOut, watchForceLogout } from './sign-out.ts'
import { updateProfile } from './update-profile.ts'

const loginOk: ResponseOf<'login'> = {
  statusCode: 1,
  statusMessage: 'OK',
  statusDetail: '',
  token: 'tok-1',
  user: { account_id: 'player_one', session_token: 'tok-1' },
  fullname: 'Player One',
  email: 'one@example.com',
}

const vipOk: ResponseOf<'vip'> = {
  statusCode: 1,
  statusMessage: 'OK',
  statusDetail: '',
  nextLevel: [
    {
      starting_deposit: 0,
      cycle_deposit: 5_000,
      deposit_next: 10_000,
      starting_turnover: 0,
      cycle_turnover: 30_000,
      turnover_next: 20_000,
      vip_name: 'Bronze',
      vip_name_next: 'Silver',
    },
  ],
}

function fakeApi(overrides: Partial<Record<keyof ApiClient, unknown>> = {}) {
  const api = {
    login: vi.fn(async () => loginOk),
    logout: vi.fn(async () => ({ statusCode: 1, statusMessage: 'OK', statusDetail: '' })),
    getBalance: vi.fn(async () => ({
      statusCode: 1,
      statusMessage: '',
      statusDetail: '',
      game_balance: 123_45,
      game_token: 'g-1',
    })),
    vip: vi.fn(async () => vipOk),
    favList: vi.fn(async () => ({
      statusCode: 1,
      statusMessage: '',
      statusDetail: '',
      value: [
        {
          game_code: 'fortune-gems',
          game_name: 'Fortune Gems',
          game_type: 'slots',
          game_image: '/g.svg',
          provider_code: 'JILI',
        },
      ],
    })),
    profileUpdate: vi.fn(async () => ({
      statusCode: 1,
      statusMessage: 'OK',
      statusDetail: '',
      value: [
        { account_id: 'player_one', full_name: 'New Name', contact_email: 'new@example.com' },
      ],
    })),
    ...overrides,
  }
  return api as typeof api & ApiClient
}

const credentials = {
  account_id: 'player_one',
  password: 'correct horse',
  domain_name: 'localhost',
}

beforeEach(() => {
  localStorage.clear()
})

describe('signIn', () => {
  it('signs in on statusCode 1 with a token, then loads balance, VIP and favourites', async () => {
    const api = fakeApi()
    const store = createStore()
    const { signedIn } = await signIn({ api, store }, credentials)

    expect(signedIn).toBe(true)
    const user = store.get(userAtom)
    expect(user).toMatchObject({
      isAuthenticated: true,
      token: 'tok-1',
      fullname: 'Player One',
      email: 'one@example.com',
      user: { account_id: 'player_one', session_token: 'tok-1', full_name: 'Player One' },
      game: { balance: 123_45, token: 'g-1' },
    })
    expect(user.game_fav_list.map((g) => g.game_code)).toEqual(['fortune-gems'])
    expect(user.vip).toMatchObject({ currentLevel: 'Bronze', nextLevel: 'Silver' })
    // The client puts the session in: the rule passes none.
    expect(api.getBalance).toHaveBeenCalledWith({})
  })

  it('reports a balance or favourites call that fails right after sign-in, and signs in all the same', async () => {
    const unavailable = { statusCode: -503, statusMessage: 'serviceUnavailable', statusDetail: '' }
    const api = fakeApi({
      getBalance: vi.fn(async () => unavailable),
      favList: vi.fn(async () => unavailable),
    })
    const store = createStore()
    const report = vi.fn()
    const { signedIn } = await signIn({ api, store, report }, credentials)
    expect(signedIn).toBe(true)
    expect(report).toHaveBeenCalledTimes(2)
    expect(report).toHaveBeenCalledWith(unavailable)
  })

  it('stays a guest when statusCode is 1 but no token came back', async () => {
    const api = fakeApi({ login: vi.fn(async () => ({ ...loginOk, token: '' })) })
    const store = createStore()
    expect((await signIn({ api, store }, credentials)).signedIn).toBe(false)
    expect(store.get(userAtom).isAuthenticated).toBe(false)
    expect(api.getBalance).not.toHaveBeenCalled()
  })

  it('stays a guest on a failure answer', async () => {
    const api = fakeApi({
      login: vi.fn(async () => ({
        statusCode: -401,
        statusMessage: 'invalidCredentials',
        statusDetail: '',
      })),
    })
    const store = createStore()
    const { signedIn, response } = await signIn({ api, store }, credentials)
    expect(signedIn).toBe(false)
    expect(response.statusMessage).toBe('invalidCredentials')
    expect(store.get(userAtom)).toEqual(guestUser)
  })

  it('persists the player, so a new tab or a reload starts signed in', async () => {
    await signIn({ api: fakeApi(), store: createStore() }, credentials)
    expect(JSON.parse(localStorage.getItem(userStorageKey) ?? '{}')).toMatchObject({
      token: 'tok-1',
    })
    // A new tab: its own store, read once the page subscribes to the player (as React does).
    const tab = createStore()
    tab.sub(userAtom, () => undefined)
    expect(tab.get(userAtom)).toMatchObject({ isAuthenticated: true, token: 'tok-1' })
  })
})

describe('signOut', () => {
  it('resets the store, clears the stored player, sets the marker and revokes the token', async () => {
    const store = createStore()
    // What a client that reads the session as the call is made would send.
    let revoked: unknown = null
    const api = fakeApi({
      logout: vi.fn(async () => {
        revoked = store.get(sessionAtom)
        return { statusCode: 1, statusMessage: 'OK', statusDetail: '' }
      }),
    })
    await signIn({ api, store }, credentials)
    await signOut({ api, store, now: () => 1_700_000_000_000 })

    expect(store.get(userAtom)).toEqual(guestUser)
    expect(localStorage.getItem(userStorageKey)).toBeNull()
    expect(localStorage.getItem(forceLogoutKey)).toBe('1700000000000')
    expect(revoked).toEqual({ account_id: 'player_one', auth: 'tok-1' })
  })

  it('signs out locally even when the server cannot be reached', async () => {
    const api = fakeApi({ logout: vi.fn(() => Promise.reject(new Error('offline'))) })
    const store = createStore()
    await signIn({ api, store }, credentials)
    await expect(signOut({ api, store })).resolves.toBeUndefined()
    expect(store.get(userAtom).isAuthenticated).toBe(false)
  })

  it('does not ask the server to revoke a session it has already ended', async () => {
    const api = fakeApi()
    const store = createStore()
    await signIn({ api, store }, credentials)
    await signOut({ api, store, endedByServer: true })
    expect(store.get(userAtom).isAuthenticated).toBe(false)
    expect(localStorage.getItem(userStorageKey)).toBeNull()
    expect(api.logout).not.toHaveBeenCalled()
  })
})

describe('watchForceLogout', () => {
  it('resets and reloads a tab when another tab signs out, and ignores other keys', async () => {
    const store = createStore()
    await signIn({ api: fakeApi(), store }, credentials)
    const reload = vi.fn()
    const stop = watchForceLogout(window, { store }, reload)

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' }))
    expect(reload).not.toHaveBeenCalled()
    expect(store.get(userAtom).isAuthenticated).toBe(true)

    window.dispatchEvent(new StorageEvent('storage', { key: forceLogoutKey, newValue: '42' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(store.get(userAtom).isAuthenticated).toBe(false)

    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: forceLogoutKey, newValue: '43' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('endSession', () => {
  it.each([
    ['page', { path: '/login' }],
    ['login-modal', { path: '/', modal: 'loginmodal', delayMs: 1_000 }],
    ['signin-modal', { path: '/', modal: 'signinmodal', delayMs: 1_000 }],
  ] as const)('signs out and sends a %s theme to its login entry', async (entry, target) => {
    const api = fakeApi()
    const store = createStore()
    await signIn({ api, store }, credentials)
    expect(await endSession({ api, store }, entry)).toEqual(target)
    expect(store.get(userAtom).isAuthenticated).toBe(false)
  })
})

describe('updateProfile', () => {
  it('copies the new full name and email into the signed-in player', async () => {
    const api = fakeApi()
    const store = createStore()
    await signIn({ api, store }, credentials)
    await updateProfile({ api, store }, { full_name: 'New Name', contact_email: 'new@example.com' })
    expect(store.get(userAtom)).toMatchObject({
      fullname: 'New Name',
      email: 'new@example.com',
      user: { full_name: 'New Name', contact_email: 'new@example.com', account_id: 'player_one' },
    })
  })

  it('changes nothing when the update fails', async () => {
    const api = fakeApi({
      profileUpdate: vi.fn(async () => ({
        statusCode: -400,
        statusMessage: 'invalidRequest',
        statusDetail: 'contact_email',
      })),
    })
    const store = createStore()
    await signIn({ api, store }, credentials)
    await updateProfile({ api, store }, { full_name: 'New Name', contact_email: 'bad' })
    expect(store.get(userAtom).fullname).toBe('Player One')
  })
})
