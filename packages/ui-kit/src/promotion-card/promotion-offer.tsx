import { Trans, useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { Amount } from '../amount/amount.tsx'
import { DescriptionList, type DescriptionListItem } from '../description-list/description-list.tsx'

export interface MoneyFormat {
  readonly currency: string
  readonly decimals: number
  readonly locale: string
}

export interface PromotionOfferProps {
  readonly offer: Pick<
    Promotion,
    'bonus_amount' | 'bonus_percent' | 'max_bonus' | 'min_deposit' | 'turnover_multiplier'
  >
  readonly money: MoneyFormat
}

/** What a promotion gives and asks, as label–value pairs; lines that do not apply are left out. */
export function PromotionOffer({ offer, money }: PromotionOfferProps) {
  const { i18n } = useLingui()
  const amount = (minor: number) => <Amount minor={minor} {...money} />
  const items: DescriptionListItem[] = []
  const bonus = i18n._({ id: 'promotion.bonus', message: 'Bonus' })
  if (offer.bonus_amount > 0) items.push({ term: bonus, description: amount(offer.bonus_amount) })
  if (offer.bonus_percent > 0) {
    items.push({
      term: bonus,
      description:
        offer.max_bonus > 0 ? (
          <Trans
            id="promotion.percentUpTo"
            message="{percent}% up to {cap}"
            values={{ percent: offer.bonus_percent, cap: amount(offer.max_bonus) }}
          />
        ) : (
          i18n._({
            id: 'promotion.percent',
            message: '{percent}% of your deposit',
            values: { percent: offer.bonus_percent },
          })
        ),
    })
  }
  if (offer.min_deposit > 0) {
    items.push({
      term: i18n._({ id: 'promotion.minDeposit', message: 'Minimum deposit' }),
      description: amount(offer.min_deposit),
    })
  }
  if (offer.turnover_multiplier > 0) {
    items.push({
      term: i18n._({ id: 'promotion.turnover', message: 'Turnover' }),
      description: i18n._({
        id: 'promotion.turnoverTimes',
        message: 'Wager the bonus {times}× before withdrawing',
        values: { times: offer.turnover_multiplier },
      }),
    })
  }
  return items.length > 0 ? <DescriptionList items={items} /> : null
}
