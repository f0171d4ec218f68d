import { useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { type ReactNode, useId } from 'react'
import { Button } from '../button/button.tsx'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import { type MoneyFormat, PromotionOffer } from './promotion-offer.tsx'
import './promotion-card.css'

export interface PromotionCardProps {
  readonly promotion: Promotion
  /** The site's currency and the player's locale, as `Amount` takes them. */
  readonly money: MoneyFormat
  /** Opens the promotion's full text and terms. */
  readonly onDetails: () => void
  /** How to take it (a claim button, a link to the deposit form); nothing for an informative one. */
  readonly action?: ReactNode
  /** Where the player stands with it ("Claimed", "Not available"), beside the title. */
  readonly status?: ReactNode
  /** 2 on a page of cards under its h1; 3 when the cards sit under a section heading. */
  readonly headingLevel?: 2 | 3
}

/**
 * A promotion as a card: artwork at a fixed 2:1 ratio (no shift while it loads), the title,
 * summary, what it gives and asks, when it runs, and the way to take it.
 */
export function PromotionCard({
  promotion,
  money,
  onDetails,
  action,
  status,
  headingLevel = 2,
}: PromotionCardProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const runs = promotion.ends_at
    ? i18n._({
        id: 'promotion.runsUntil',
        message: '{start} – {end}',
        values: { start: date(promotion.starts_at), end: date(promotion.ends_at) },
      })
    : i18n._({
        id: 'promotion.runsOpen',
        message: 'From {start}, no end date',
        values: { start: date(promotion.starts_at) },
      })
  return (
    <article
      className="pk-promotion-card"
      data-slot="promotion-card"
      data-claim={promotion.claim}
      aria-labelledby={titleId}
    >
      <LazyImage
        className="pk-promotion-card__art"
        src={promotion.image_url}
        alt=""
        width={800}
        height={400}
      />
      <div className="pk-promotion-card__body">
        <div className="pk-promotion-card__heading">
          <Heading id={titleId} className="pk-promotion-card__title">
            {promotion.title}
          </Heading>
          {status}
        </div>
        <p className="pk-promotion-card__summary">{promotion.summary}</p>
        <PromotionOffer offer={promotion} money={money} />
        <p className="pk-promotion-card__dates">{runs}</p>
        <div className="pk-promotion-card__actions">
          <Button
            variant="secondary"
            onClick={onDetails}
            // Every card has one: the name says whose (and still starts with the visible word).
            aria-label={i18n._({
              id: 'promotion.detailsOf',
              message: 'Details: {title}',
              values: { title: promotion.title },
            })}
          >
            {i18n._({ id: 'promotion.details', message: 'Details' })}
          </Button>
          {action}
        </div>
      </div>
    </article>
  )
}
