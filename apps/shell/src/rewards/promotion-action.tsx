import { useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { Button, ButtonLink } from '@parlor/ui-kit'
import type { ClaimOutcome } from './use-promotion-claim.ts'

export interface PromotionActionProps {
  readonly promotion: Promotion
  readonly outcome: ClaimOutcome | undefined
  readonly claiming: boolean
  readonly onClaim: (promotionId: number) => void
}

/** How a promotion is taken: claimed here, chosen on the deposit form, or not at all. */
export function PromotionAction({ promotion, outcome, claiming, onClaim }: PromotionActionProps) {
  const { i18n } = useLingui()
  // Each card has its own button: the name says whose, and starts with the visible words.
  const named = (action: string) =>
    i18n._({
      id: 'promotions.actionOf',
      message: '{action}: {title}',
      values: { action, title: promotion.title },
    })
  const claimLabel = claiming
    ? i18n._({ id: 'promotions.claiming', message: 'Claiming…' })
    : i18n._({ id: 'promotions.claim', message: 'Claim' })
  const depositLabel = i18n._({ id: 'promotions.depositToClaim', message: 'Deposit to claim' })
  switch (promotion.claim) {
    case 'instant':
      if (outcome) return null
      return (
        <Button
          onClick={() => onClaim(promotion.promotion_id)}
          disabled={claiming}
          aria-busy={claiming}
          data-testid={`promotion-claim-${promotion.promotion_id}`}
          aria-label={named(claimLabel)}
        >
          {claimLabel}
        </Button>
      )
    case 'with_deposit':
      return (
        <ButtonLink
          href={`/deposit?promotion=${promotion.promotion_id}`}
          aria-label={named(depositLabel)}
        >
          {depositLabel}
        </ButtonLink>
      )
    case 'none':
      return null
  }
}
