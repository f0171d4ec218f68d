import { modalAtom, type Store } from '@parlor/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'
import { shellProviders } from '../test/shell-providers.tsx'
import { useAnnouncementBeforeHome } from './use-announcement-before-home.ts'

const balanceFailed = {
  title: { id: 'errors.title', message: 'Error' },
  message: 'Something went wrong on our side.',
}

function setup(store: Store) {
  const announcements = vi.fn(async () => ({
    statusCode: 1,
    statusMessage: 'OK',
    statusDetail: '',
    items: [
      {
        announcement_id: 1,
        placement: 'modal',
        title: 'Weekend tournament',
        body: '<p>Starts Friday.</p>',
        image_url: '',
        starts_at: '2026-11-01',
        ends_at: null,
      },
    ],
  }))
  const wrapper = shellProviders({
    api: { announcements },
    store,
    domain: 'template1.localhost',
  })
  renderHook(() => useAnnouncementBeforeHome(), { wrapper })
  return { announcements }
}

const announcementOpen = (store: Store) => store.get(modalAtom).stack.includes('announcement')

describe('useAnnouncementBeforeHome', () => {
  it('opens the running announcement over the home page', async () => {
    const store = createStore()
    const { announcements } = setup(store)
    await waitFor(() => expect(announcementOpen(store)).toBe(true))
    expect(announcements).toHaveBeenCalledOnce()
  })

  it('waits for the OK of an error dialog showing, so the error is not covered', async () => {
    const store = createStore()
    store.set(errorDialogsAtom, [balanceFailed])
    const { announcements } = setup(store)
    await waitFor(() => expect(announcements).toHaveBeenCalledOnce())
    // The answer is in; the announcement still waits behind the error.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(announcementOpen(store)).toBe(false)

    act(() => store.set(errorDialogsAtom, []))
    await waitFor(() => expect(announcementOpen(store)).toBe(true))
  })
})
