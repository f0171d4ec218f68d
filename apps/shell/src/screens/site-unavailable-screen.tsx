import { Trans } from '@lingui/react'
import './startup-screens.css'

/** A site switched off or past its expiry date. */
export function SiteUnavailableScreen() {
  return (
    <main className="startup-screen">
      <h1>
        <Trans id="startup.unavailableTitle" message="This site is not available" />
      </h1>
      <p>
        <Trans id="startup.unavailableBody" message="Please come back later." />
      </p>
    </main>
  )
}
