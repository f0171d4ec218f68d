import type { Promotion } from '@parlor/contract'
import { PromotionCard } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { PromotionAction } from './promotion-action.tsx'
import { PromotionStatus } from './promotion-status.tsx'
import type { ClaimOutcome } from './use-promotion-claim.ts'

export interface PromotionGridProps {
  readonly promotions: readonly Promotion[]
  readonly outcomes: ReadonlyMap<number, ClaimOutcome>
  readonly claimingId: number | null
  readonly onClaim: (promotionId: number) => void
  readonly onDetails: (promotion: Promotion) => void
}

/** One tab's promotions as cards, each with its status and the way to take it. */
export function PromotionGrid({
  promotions,
  outcomes,
  claimingId,
  onClaim,
  onDetails,
}: PromotionGridProps) {
  const money = useMoneyFormat()
  return (
    <ul className="promotions__grid">
      {promotions.map((promotion) => {
        const outcome = outcomes.get(promotion.promotion_id)
        return (
          <li key={promotion.promotion_id}>
            <PromotionCard
              promotion={promotion}
              money={money}
              onDetails={() => onDetails(promotion)}
              status={<PromotionStatus outcome={outcome} />}
              action={
                <PromotionAction
                  promotion={promotion}
                  outcome={outcome}
                  claiming={claimingId === promotion.promotion_id}
                  onClaim={onClaim}
                />
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
