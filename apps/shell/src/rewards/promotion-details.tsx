import { useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { Button, PromotionOffer } from '@parlor/ui-kit'
import { Dialog } from '@parlor/ui-kit/dialog'
import { RichText } from '@parlor/ui-kit/rich-text'
import type { ReactNode } from 'react'
import { useMoneyFormat } from '../account/use-money-format.ts'

export interface PromotionDetailsProps {
  readonly promotion: Promotion | null
  readonly onClose: () => void
  /** The card's own action, so the player can take the promotion from here too. */
  readonly action?: ReactNode
}

/** A promotion's full text (operator rich text, sanitised) and its terms, in a dialog. */
export function PromotionDetails({ promotion, onClose, action }: PromotionDetailsProps) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  if (!promotion) return null
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={promotion.title}
      description={promotion.summary}
      size="large"
      id="promotion-details"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'common.close', message: 'Close' })}
          </Button>
          {action}
        </>
      }
    >
      <RichText html={promotion.body} />
      <h3 className="promotions__terms-title">
        {i18n._({ id: 'promotions.terms', message: 'Terms' })}
      </h3>
      <PromotionOffer offer={promotion} money={money} />
      <p className="promotions__terms-dates">
        {promotion.ends_at
          ? i18n._({
              id: 'promotions.runsUntil',
              message: 'Runs from {start} until {end}.',
              values: { start: date(promotion.starts_at), end: date(promotion.ends_at) },
            })
          : i18n._({
              id: 'promotions.runsOpen',
              message: 'Runs from {start}, with no end date.',
              values: { start: date(promotion.starts_at) },
            })}
      </p>
    </Dialog>
  )
}
