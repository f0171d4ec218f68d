// @vitest-environment jsdom
import type { ResponseOf } from '@parlor/contract'
import { createStore } from 'jotai/vanilla'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../api/api-client.ts'
import { decideError } from '../errors/error-decision.ts'
import { guestUser, userAtom } from '../stores/user-store.ts'
import { checkAccountStatus } from './account-status.ts'

function signedInStore() {
  const store = createStore()
  store.set(userAtom, {
    ...guestUser,
    isAuthenticated: true,
    user: {
      full_name: 'Player One',
      contact_email: '',
      account_id: 'player_one',
      session_token: 'tok-1',
    },
    token: 'tok-1',
  })
  return store
}

function fakeApi(answer: ResponseOf<'checkStatus'>) {
  const api = { checkStatus: vi.fn(async () => answer) }
  return api as typeof api & ApiClient
}

const status = (account_status: 'active' | 'BLOCK' | 'CLOSE'): ResponseOf<'checkStatus'> => ({
  statusCode: 1,
  statusMessage: 'OK',
  statusDetail: '',
  account_status,
})

beforeEach(() => {
  localStorage.clear()
})

describe('checkAccountStatus', () => {
  it("asks about the signed-in player's account and finds nothing wrong with an active one", async () => {
    const api = fakeApi(status('active'))
    expect(await checkAccountStatus({ api, store: signedInStore() })).toBeNull()
    // The client puts the session in: the rule passes none.
    expect(api.checkStatus).toHaveBeenCalledWith({})
  })

  it('asks nothing for a guest', async () => {
    const api = fakeApi(status('BLOCK'))
    expect(await checkAccountStatus({ api, store: createStore() })).toBeNull()
    expect(api.checkStatus).not.toHaveBeenCalled()
  })

  it.each(['BLOCK', 'CLOSE'] as const)(
    'answers a %s account with an envelope that ends the session',
    async (accountStatus) => {
      const api = fakeApi(status(accountStatus))
      const failure = await checkAccountStatus({ api, store: signedInStore() })
      expect(failure).toEqual({
        statusCode: -403,
        statusMessage: accountStatus,
        statusDetail: 'account_status',
      })
      // The general handler then signs the player out.
      expect(decideError(failure).kind).toBe('session-ended')
    },
  )

  it('passes a failed call on as it came', async () => {
    const expired = { statusCode: -401, statusMessage: 'sessionExpired', statusDetail: '' }
    const api = fakeApi(expired)
    expect(await checkAccountStatus({ api, store: signedInStore() })).toEqual(expired)
  })
})
