import { useLingui } from '@lingui/react'
import { type RefObject, useEffect, useState } from 'react'

/**
 * Puts the game with its bar in full screen and back. Hidden where the Fullscreen API is missing
 * or refused (iPhone Safari, a frame without permission): there is nothing to offer.
 */
export function FullscreenToggle({ target }: { target: RefObject<HTMLElement | null> }) {
  const { i18n } = useLingui()
  const [active, setActive] = useState(false)

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null

  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : target.current?.requestFullscreen()
    // A refusal (no user activation, a policy) leaves things as they were: nothing to undo.
    void request?.catch(() => {})
  }

  return (
    <button type="button" className="playnow-bar__button" aria-pressed={active} onClick={toggle}>
      <span aria-hidden="true">{active ? '⤡' : '⤢'}</span>
      <span className="playnow-bar__button-text">
        {i18n._({ id: 'playnow.fullscreen', message: 'Full screen' })}
      </span>
    </button>
  )
}
