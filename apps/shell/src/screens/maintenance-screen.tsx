import { Trans, useLingui } from '@lingui/react'
import type { Maintenance } from '@parlor/contract'
import './startup-screens.css'

/** Spec §2: maintenance shows only this, with its window in the player's language. */
export function MaintenanceScreen({ maintenance }: { maintenance: Maintenance }) {
  const { i18n } = useLingui()
  const format = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : ''
  return (
    <main className="startup-screen">
      <h1>
        <Trans id="maintenance.title" message="We are improving the site" />
      </h1>
      {maintenance.start_date && maintenance.end_date ? (
        <p>
          <Trans
            id="maintenance.window"
            message="Maintenance from {start} to {end}"
            values={{ start: format(maintenance.start_date), end: format(maintenance.end_date) }}
          />
        </p>
      ) : null}
    </main>
  )
}
