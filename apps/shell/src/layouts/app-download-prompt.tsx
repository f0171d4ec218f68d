import { layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { appLinkFor } from '../device/app-link.ts'
import { deviceAtom } from '../device/device-atom.ts'

/** Long enough for the player to see the site first. */
const promptDelayMs = 4_000

/**
 * On a phone (AppOffersGate mounts it only there), offers the site's app once (until the player
 * answers the prompt).
 */
export function AppDownloadPrompt() {
  const layout = useAtomValue(layoutAtom)
  const device = useAtomValue(deviceAtom)
  const setModals = useSetAtom(modalAtom)
  const wanted = layout.display.appDownloadPrompt && appLinkFor(layout.site, device) !== null
  useEffect(() => {
    if (!wanted) return
    const timer = setTimeout(
      () => setModals((state) => openModal(state, 'app-download')),
      promptDelayMs,
    )
    return () => clearTimeout(timer)
  }, [wanted, setModals])
  return null
}
