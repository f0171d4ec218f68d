import { Trans, useLingui } from '@lingui/react'
import type { Maintenance } from '@parlor/contract'
import { timeLeft } from '@parlor/core'
import { useEffect, useState } from 'react'
import './startup-screens.css'

/** Often enough that "in 12 minutes" never lags by more than one. */
const refreshMs = 30_000

/** The current time, moving on every `refreshMs`. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), refreshMs)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * Maintenance shows only this, with its window and the time left in the player's
 * language (dates and "in 3 hours" come from the browser's Intl for the active locale).
 */
export function MaintenanceScreen({ maintenance }: { maintenance: Maintenance }) {
  const { i18n } = useLingui()
  const now = useNow()
  const format = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const left = maintenance.end_date ? timeLeft(new Date(maintenance.end_date), now) : null
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
      {maintenance.end_date ? (
        <p data-testid="maintenance-time-left">
          {left ? (
            <Trans
              id="maintenance.timeLeft"
              message="We expect to be back {timeLeft}."
              values={{
                timeLeft: new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(
                  left.value,
                  left.unit,
                ),
              }}
            />
          ) : (
            <Trans id="maintenance.anyMoment" message="We expect to be back any moment now." />
          )}
        </p>
      ) : null}
    </main>
  )
}
