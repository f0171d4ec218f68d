import { useLingui } from '@lingui/react'
import { AppLink, EmptyState } from '@parlor/ui-kit'
import './wallet.css'

/** When no deposit bonus runs, say so and point at the promotions that do. */
export function NoBonusNote() {
  const { i18n } = useLingui()
  return (
    <EmptyState
      title={i18n._({
        id: 'wallet.noBonusRunning',
        message: 'No deposit bonus is running right now',
      })}
      action={
        <AppLink href="/promotions" className="wallet-link">
          {i18n._({ id: 'wallet.seePromotions', message: 'See all promotions' })}
        </AppLink>
      }
    />
  )
}
