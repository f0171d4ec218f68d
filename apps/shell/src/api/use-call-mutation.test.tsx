import { guestUser, type Store, userAtom } from '@parlor/core'
import { act, renderHook } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { shellProviders } from '../test/shell-providers.tsx'
import { CallFailure } from './call-failure.ts'
import { useAccountMutation } from './use-call-mutation.ts'

function setup(answers: { statusCode: number; statusMessage?: string }[]) {
  const keys: (string | undefined)[] = []
  const bodies: unknown[] = []
  const api = {
    claimInbox: async (body: unknown, options?: { idempotencyKey?: string }) => {
      bodies.push(body)
      keys.push(options?.idempotencyKey)
      const answer = answers.shift() ?? { statusCode: 1 }
      return answer.statusCode === 1
        ? {
            statusCode: 1,
            statusMessage: 'OK',
            statusDetail: '',
            claimed_amount: 5,
            game_balance: 5,
          }
        : { statusDetail: '', statusMessage: answer.statusMessage ?? 'disconnect', ...answer }
    },
  }
  const store: Store = createStore()
  store.set(userAtom, {
    ...guestUser,
    isAuthenticated: true,
    token: 'tok',
    user: { account_id: 'ana_01', session_token: 'tok', full_name: '', contact_email: '' },
  })
  const wrapper = shellProviders({ api, store })
  const { result } = renderHook(() => useAccountMutation('claimInbox', { report: false }), {
    wrapper,
  })
  return { result, keys, bodies }
}

describe('a money call the player sends again', () => {
  it('keeps its Idempotency-Key after a failure and takes a new one after a success', async () => {
    const { result, keys, bodies } = setup([{ statusCode: 0 }])
    await act(() =>
      expect(result.current.mutateAsync({ inbox_id: 7 })).rejects.toBeInstanceOf(CallFailure),
    )
    await act(() => result.current.mutateAsync({ inbox_id: 7 }))
    await act(() => result.current.mutateAsync({ inbox_id: 7 }))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[1])
    // The client adds the session.
    expect(bodies[0]).toEqual({ inbox_id: 7 })
  })

  it('takes a new key when the input changes', async () => {
    const { result, keys } = setup([{ statusCode: 0 }])
    await act(() => expect(result.current.mutateAsync({ inbox_id: 7 })).rejects.toThrow())
    await act(() => result.current.mutateAsync({ inbox_id: 8 }))
    expect(keys[1]).not.toBe(keys[0])
  })
})
