import type { DeviceInfo } from '@parlor/core'
import { atom, type createStore } from 'jotai'

/**
 * What the site assumes before the user agent is read: a desktop, the specification's fallback. The
 * parsers (bowser, isbot) are a tenth of the home page's script budget, and nothing the first paint
 * shows depends on them, so they download beside it, not before it.
 */
export const assumedDevice: DeviceInfo = {
  isCrawler: false,
  isMobile: false,
  isTablet: false,
  isDesktop: true,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOs: false,
  isSamsung: false,
  isEdge: false,
  isFirefox: false,
  isChrome: false,
  isSafari: false,
}

export const deviceAtom = atom<DeviceInfo>(assumedDevice)

/** Reads this browser's device info into the store (at start, and again after a resize). */
export async function readDevice(store: ReturnType<typeof createStore>): Promise<void> {
  const { currentDevice } = await import('./current-device.ts')
  store.set(deviceAtom, currentDevice())
}
