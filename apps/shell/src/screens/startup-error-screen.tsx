import { Trans } from '@lingui/react'
import './startup-screens.css'

/**
 * Startup could not finish: the server's or the theme check's exact message (spec §8) and a way
 * to try again, never a blank page.
 */
export function StartupErrorScreen({ message }: { message: string }) {
  return (
    <main className="startup-screen">
      <h1>
        <Trans id="startup.failedTitle" message="The site could not start" />
      </h1>
      <p data-testid="startup-message">{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        <Trans id="startup.retry" message="Try again" />
      </button>
    </main>
  )
}
