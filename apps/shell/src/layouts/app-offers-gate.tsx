import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { appLinkFor } from '../device/app-link.ts'
import { assumedDevice, deviceAtom } from '../device/device-atom.ts'
import './app-offers-gate.css'

const PhoneAppOffers = lazy(() =>
  import('./app-offers.tsx').then((m) => ({ default: m.PhoneAppOffers })),
)

/**
 * The app offers, on phones only. A phone is known once the device parsers have read the user
 * agent, after the first paint, so the offers' code comes then too and desktops never fetch it.
 *
 * Until then, a site that offers an app keeps the download bar's room at the top of a phone's
 * touch screen (app-offers-gate.css): the bar arriving later pushed the whole page down, nearly
 * all of the home's layout shift as Lighthouse measured it. A device that turns out not to be a
 * phone gives the room back.
 */
export function AppOffersGate() {
  const device = useAtomValue(deviceAtom)
  const { display, site } = useAtomValue(layoutAtom)
  const offersApp = display.downloadBar && Boolean(site?.android_sub || site?.ios_sub)
  if (device === assumedDevice) {
    return offersApp ? <div className="app-offers-room" aria-hidden="true" /> : null
  }
  if (!device.isMobile) return null
  // The bar's own condition (download-bar.tsx): closed, or no app for this phone, no room.
  const barShown = offersApp && appLinkFor(site ?? null, device) !== null
  return (
    <div className={barShown ? 'app-offers-room' : undefined}>
      <Suspense fallback={null}>
        <PhoneAppOffers />
      </Suspense>
    </div>
  )
}
