import { useLingui } from '@lingui/react'
import { StatusBadge } from '@parlor/ui-kit'
import type { ClaimOutcome } from './use-promotion-claim.ts'

/** What the server said about a claim, on the card: taken already, or not to be claimed here. */
export function PromotionStatus({ outcome }: { outcome: ClaimOutcome | undefined }) {
  const { i18n } = useLingui()
  if (outcome === 'claimed') {
    return (
      <StatusBadge tone="success">
        {i18n._({ id: 'promotions.claimed', message: 'Claimed' })}
      </StatusBadge>
    )
  }
  if (outcome === 'notClaimable') {
    return (
      <StatusBadge tone="warning">
        {i18n._({ id: 'promotions.notClaimable', message: 'Not available to claim' })}
      </StatusBadge>
    )
  }
  return null
}
