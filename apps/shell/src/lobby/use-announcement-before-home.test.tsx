import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { modalAtom, type Store } from '@parlor/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ShellProvider } from '../app/shell-context.tsx'
import type { ShellServices } from '../app/shell-services.ts'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'
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
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const services = {
    api: { announcements },
    store,
    domain: 'template1.localhost',
    queryClient: new QueryClient(),
  } as unknown as ShellServices
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={services.queryClient}>
          <ShellProvider services={services}>{children}</ShellProvider>
        </QueryClientProvider>
      </I18nProvider>
    </Provider>
  )
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
