import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { deviceAtom } from '../device/device-atom.ts'

const PhoneAppOffers = lazy(() =>
  import('./app-offers.tsx').then((m) => ({ default: m.PhoneAppOffers })),
)

/**
 * The app offers, on phones only. A phone is known once the device parsers have read the user
 * agent, after the first paint, so the offers' code comes then too and desktops never fetch it.
 */
export function AppOffersGate() {
  const { isMobile } = useAtomValue(deviceAtom)
  if (!isMobile) return null
  return (
    <Suspense fallback={null}>
      <PhoneAppOffers />
    </Suspense>
  )
}
