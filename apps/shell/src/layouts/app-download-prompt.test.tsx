import type { Site } from '@parlor/contract'
import { closeModal, initialLayout, layoutAtom, modalAtom, openModal } from '@parlor/core'
import { act, render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assumedDevice, deviceAtom } from '../device/device-atom.ts'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'
import { sampleSite } from '../test/sample-site.ts'
import { AppDownloadPrompt, promptDelayMs } from './app-download-prompt.tsx'

const siteWithApp: Site = { ...sampleSite, android_sub: 'https://download.example/lucky.apk' }

function androidPhoneOnSiteWithApp() {
  const store = createStore()
  store.set(layoutAtom, { ...initialLayout, site: siteWithApp })
  store.set(deviceAtom, { ...assumedDevice, isDesktop: false, isMobile: true, isAndroid: true })
  render(
    <Provider store={store}>
      <AppDownloadPrompt />
    </Provider>,
  )
  return store
}

const promptShowing = (store: ReturnType<typeof createStore>) =>
  store.get(modalAtom).stack.includes('app-download')

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('the app download prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('offers the app once the player has seen the site for a moment', () => {
    const store = androidPhoneOnSiteWithApp()
    wait(promptDelayMs - 1)
    expect(promptShowing(store)).toBe(false)
    wait(1)
    expect(promptShowing(store)).toBe(true)
  })

  it('does not cover the announcement the player is reading, and waits its delay after it', () => {
    const store = androidPhoneOnSiteWithApp()
    wait(1_000)
    act(() => store.set(modalAtom, (state) => openModal(state, 'announcement')))
    wait(promptDelayMs * 5)
    expect(store.get(modalAtom).stack).toEqual(['announcement'])

    act(() => store.set(modalAtom, (state) => closeModal(state, 'announcement')))
    // The second before the announcement opened does not count: the site was barely seen.
    wait(promptDelayMs - 1)
    expect(promptShowing(store)).toBe(false)
    wait(1)
    expect(store.get(modalAtom).stack).toEqual(['app-download'])
  })

  it("does not cover the phone's menu while the player is choosing in it", () => {
    const store = androidPhoneOnSiteWithApp()
    // The theme's drawer: a Radix dialog of its own, outside the modal stack.
    const menu = document.createElement('div')
    menu.setAttribute('role', 'dialog')
    menu.setAttribute('data-state', 'open')
    document.body.append(menu)
    wait(promptDelayMs * 3)
    expect(promptShowing(store)).toBe(false)

    menu.remove()
    wait(promptDelayMs)
    expect(promptShowing(store)).toBe(true)
  })

  it('waits for the OK of an error dialog', () => {
    const store = androidPhoneOnSiteWithApp()
    act(() =>
      store.set(errorDialogsAtom, [
        { title: { id: 'errors.title', message: 'Error' }, message: 'Something went wrong.' },
      ]),
    )
    wait(promptDelayMs * 2)
    expect(promptShowing(store)).toBe(false)

    act(() => store.set(errorDialogsAtom, []))
    wait(promptDelayMs)
    expect(promptShowing(store)).toBe(true)
  })

  it('is not offered when the player already answered it, or the site has no app for the phone', () => {
    const store = androidPhoneOnSiteWithApp()
    act(() =>
      store.set(layoutAtom, (layout) => ({
        ...layout,
        display: { ...layout.display, appDownloadPrompt: false },
      })),
    )
    wait(promptDelayMs * 2)
    expect(promptShowing(store)).toBe(false)

    const iphone = androidPhoneOnSiteWithApp()
    act(() => iphone.set(deviceAtom, { ...assumedDevice, isMobile: true, isIos: true }))
    wait(promptDelayMs * 2)
    expect(promptShowing(iphone)).toBe(false)
  })
})
