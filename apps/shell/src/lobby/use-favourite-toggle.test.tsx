import { guestUser, type Store, userAtom } from '@parlor/core'
import { toastQueueAtom } from '@parlor/ui-kit/site'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { shellProviders } from '../test/shell-providers.tsx'
import { useFavouriteToggle } from './use-favourite-toggle.ts'

const koi = {
  provider_code: 'PGSOFT',
  game_code: '1501',
  game_name: 'Jade Koi',
  game_type: 'slot',
  game_image: '/media/games/PGSOFT/1501.svg',
}

function setup(signedIn: boolean) {
  const store: Store = createStore()
  if (signedIn) {
    store.set(userAtom, {
      ...guestUser,
      isAuthenticated: true,
      token: 'tok',
      user: { account_id: 'ana_01', session_token: 'tok', full_name: '', contact_email: '' },
    })
  }
  const favToggle = vi.fn(async () => ({
    statusCode: 1,
    statusMessage: 'OK',
    statusDetail: '',
    favourite: true,
    value: [koi],
  }))
  const wrapper = shellProviders({ api: { favToggle }, store })
  const { result } = renderHook(() => useFavouriteToggle(), { wrapper })
  return { result, store, favToggle }
}

describe('useFavouriteToggle', () => {
  it('gives guests no toggle', () => {
    expect(setup(false).result.current).toBeNull()
  })

  it('replaces the favourites with the answer’s list and says so', async () => {
    const { result, store, favToggle } = setup(true)
    expect(result.current?.isFavourite(koi)).toBe(false)
    act(() => result.current?.toggle(koi))
    await waitFor(() => expect(result.current?.isFavourite(koi)).toBe(true))
    expect(favToggle).toHaveBeenCalledWith(
      { provider_code: 'PGSOFT', game_code: '1501' },
      { idempotencyKey: expect.any(String) },
    )
    expect(store.get(userAtom).game_fav_list).toEqual([koi])
    await waitFor(() => expect(store.get(toastQueueAtom).at(-1)?.variant).toBe('success'))
  })
})
