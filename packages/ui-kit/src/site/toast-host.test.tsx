import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { ToastHost } from './toast-host.tsx'
import { toastQueueAtom } from './toast-queue.ts'

const outlet = vi.hoisted(() => ({ loads: 0, failNext: false }))
vi.mock('./toaster-outlet.tsx', async (importOriginal) => {
  outlet.loads += 1
  if (outlet.failNext) {
    outlet.failNext = false
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

function mount() {
  const store = createStore()
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ToastHost />
      </I18nProvider>
    </Provider>,
  )
  return store
}

describe('the toast host', () => {
  it('downloads the toaster with the first toast, not before, and again after a failed download', async () => {
    const store = mount()
    await act(async () => {})
    expect(outlet.loads).toBe(0)

    // The network is gone when the first toast comes: it waits for the next download.
    outlet.failNext = true
    act(() => {
      store.set(toastQueueAtom, [{ variant: 'success', title: 'Code sent', durationMs: 3000 }])
    })
    await vi.waitFor(() => expect(outlet.loads).toBe(1))
    expect(screen.queryByText('Code sent')).toBeNull()

    act(() => {
      store.set(toastQueueAtom, (list) => [
        ...list,
        { variant: 'success', title: 'Password changed', durationMs: 3000 },
      ])
    })
    // The toaster's download and first render take longer than findBy's second on a busy machine.
    const toasterWait = { timeout: 5_000 }
    expect(await screen.findByText('Code sent', {}, toasterWait)).toBeInTheDocument()
    expect(await screen.findByText('Password changed', {}, toasterWait)).toBeInTheDocument()
    expect(outlet.loads).toBe(2)
    expect(store.get(toastQueueAtom)).toEqual([])
  })
})
