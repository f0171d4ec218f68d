import { useLingui } from '@lingui/react'
import { BannerStrip } from '@parlor/ui-kit'
import { useSiteQuery } from '../api/use-site-query.ts'

/** The home page's hero: the running promotions, each banner leading to the promotions page. */
export function HomeBanners() {
  const { i18n } = useLingui()
  const promotions = useSiteQuery('promotionList', { category: '' })
  const items = promotions.isError
    ? []
    : (promotions.data?.items.map((promotion) => ({
        key: promotion.promotion_id,
        href: '/promotions',
        title: promotion.title,
        image: promotion.image_url,
      })) ?? null)
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
