import { useLingui } from '@lingui/react'
import type { Promotion } from '@parlor/contract'
import { BannerStrip } from '@parlor/ui-kit'

export interface HomeBannersViewProps {
  /** The running promotions; null while they load. */
  readonly promotions: readonly Promotion[] | null
}

/**
 * The home page's hero as drawn: each promotion a banner leading to the promotions page. Apart
 * from the call (home-banners.tsx) so Storybook draws the same hero from fixtures.
 */
export function HomeBannersView({ promotions }: HomeBannersViewProps) {
  const { i18n } = useLingui()
  const items =
    promotions?.map((promotion) => ({
      key: promotion.promotion_id,
      href: '/promotions',
      title: promotion.title,
      image: promotion.image_url,
    })) ?? null
  return (
    <BannerStrip
      label={i18n._({ id: 'home.promotions', message: 'Promotions' })}
      items={items}
      // The promotion artwork's own size (800 × 400).
      imageWidth={800}
      imageHeight={400}
    />
  )
}
