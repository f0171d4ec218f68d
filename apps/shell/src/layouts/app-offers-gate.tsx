import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { type ComponentType, lazy, Suspense } from 'react'
import { appLinkFor } from '../device/app-link.ts'
import { assumedDevice, deviceAtom } from '../device/device-atom.ts'
import './app-offers-gate.css'
// The bar's own styles come with the first paint's, as the server may render the bar into it;
// with the offers' code they came a moment later, and the unstyled bar shifted the page.
import './download-bar.css'

let loadedOffers: ComponentType | undefined

/**
 * The offers' code, fetched ahead of a render that must show them at once: a first document
 * rendered on the server for a phone, and its hydration, which must render the same markup
 * without waiting for a lazy part.
 */
export async function loadPhoneAppOffers(): Promise<ComponentType> {
  loadedOffers ??= (await import('./app-offers.tsx')).PhoneAppOffers
  return loadedOffers
}

const LazyPhoneAppOffers = lazy(async () => ({ default: await loadPhoneAppOffers() }))

/**
 * The app offers, on phones only, so desktops never fetch their code. A phone is known from the
 * server's reading of its user agent, which the first document carries: the server renders the
 * bar into it and the site hydrates it (`loadPhoneAppOffers`), so it is part of the first paint.
 * Where the browser reads the device itself (another platform server), that comes after the
 * first page.
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
  const PhoneAppOffers = loadedOffers ?? LazyPhoneAppOffers
  return (
    <div className={barShown ? 'app-offers-room' : undefined}>
      <Suspense fallback={null}>
        <PhoneAppOffers />
      </Suspense>
    </div>
  )
}
