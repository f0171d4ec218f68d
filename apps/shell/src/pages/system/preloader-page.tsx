import { useLingui } from '@lingui/react'
import { defaultTimeoutMs, layoutAtom } from '@parlor/core'
import { AppLink, Spinner } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import './preloader-page.css'

/**
 * How long a game's window may wait: the lobby's launch call has answered or failed by then (its
 * timeout), and the lobby has either sent the window to the game or closed it.
 */
const launchWaitMs = defaultTimeoutMs + 5_000

/**
 * /preloader: the site's waiting screen. A game opened in a window of its own (phones,
 * popup-type providers) shows it while the lobby asks the provider for the game's address. A
 * window nothing will send anywhere (opened by hand, or whose lobby tab was closed) says so and
 * offers the way home instead of spinning for ever.
 */
export function PreloaderPage() {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  const [waiting, setWaiting] = useState(true)
  useEffect(() => {
    // Only the lobby opens this page for a game, and it keeps this window's opener.
    if (!window.opener) {
      setWaiting(false)
      return
    }
    const timer = setTimeout(() => setWaiting(false), launchWaitMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className="preloader-page">
      {site ? <img src={site.logo1} alt={site.site_name} height={56} /> : null}
      {waiting ? (
        <Spinner label={i18n._({ id: 'preloader.loading', message: 'Loading…' })} size={48} />
      ) : (
        <>
          <h1 className="preloader-page__title">
            {i18n._({ id: 'preloader.nothing', message: 'No game is loading in this window.' })}
          </h1>
          <AppLink href="/" className="preloader-page__home">
            {i18n._({ id: 'preloader.home', message: 'Go to the home page' })}
          </AppLink>
        </>
      )}
    </div>
  )
}
