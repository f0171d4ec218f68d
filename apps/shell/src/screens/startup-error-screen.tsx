import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import './startup-screens.css'

/**
 * Startup could not finish: the server's or the theme check's message, a status
 * message in the player's language (`siteNotFound` reads as a sentence), and a way to try again,
 * never a blank page.
 */
export function StartupErrorScreen({ message }: { message: MessageDescriptor | string }) {
  const { i18n } = useLingui()
  return (
    <main className="startup-screen">
      <h1>
        <Trans id="startup.failedTitle" message="The site could not start" />
      </h1>
      <p data-testid="startup-message">{typeof message === 'string' ? message : i18n._(message)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        <Trans id="startup.retry" message="Try again" />
      </button>
    </main>
  )
}
