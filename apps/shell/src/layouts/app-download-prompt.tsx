import { layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { appLinkFor } from '../device/app-link.ts'
import { deviceAtom } from '../device/device-atom.ts'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'

/** Long enough for the player to see the site first. */
export const promptDelayMs = 4_000

/**
 * On a phone (AppOffersGate mounts it only there), offers the site's app once (until the player
 * answers the prompt).
 *
 * The delay counts time the player sees the site itself: while any dialog is open (the home's
 * announcement, an error, the sign-in) it does not run, and it starts again from zero once the
 * last one closes. A prompt opened over the announcement would hide what the player is reading;
 * one over the phone's menu, what the player is choosing.
 */
export function AppDownloadPrompt() {
  const layout = useAtomValue(layoutAtom)
  const device = useAtomValue(deviceAtom)
  const modalShowing = useAtomValue(modalAtom).stack.length > 0
  const errorShowing = useAtomValue(errorDialogsAtom).length > 0
  const setModals = useSetAtom(modalAtom)
  const wanted = layout.display.appDownloadPrompt && appLinkFor(layout.site, device) !== null
  const siteInView = !modalShowing && !errorShowing
  useEffect(() => {
    if (!wanted || !siteInView) return
    let timer: ReturnType<typeof setTimeout>
    const offer = () => {
      // The theme's own dialogs (the phone's menu) are outside the modal stack: one open on the
      // page puts the offer off by another delay.
      if (document.querySelector('[role="dialog"][data-state="open"]')) {
        timer = setTimeout(offer, promptDelayMs)
        return
      }
      setModals((state) => openModal(state, 'app-download'))
    }
    timer = setTimeout(offer, promptDelayMs)
    return () => clearTimeout(timer)
  }, [wanted, siteInView, setModals])
  return null
}
